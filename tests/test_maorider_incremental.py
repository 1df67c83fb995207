"""Maorider Chess: the repetition counts kept by play/undo and the legal moves generated once
per position give what a full recount and a freshly loaded position give."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.maorider.rules import MaoriderState, from_json, new_game

# Few pieces, so that random play repeats positions often; and the set-up.
SPARSE = ["8k/9/4t4/9/9/4T4/9/K8 w", "4k4/9/9/3n1m3/4K4/2p3a2/9/R8 w",
          "9/9/5k3/3t5/2K6/9/9/9 w", None]


def recount(state: MaoriderState) -> Counter:
    """How often each position has stood, counted from the whole move stack."""
    counts = Counter(entry[4] for entry in state.stack)
    counts[state.key] += 1
    return counts


def threefold_by_scan(state: MaoriderState) -> bool:
    return recount(state)[state.key] >= 3


def wander(seed: int, position: str | None, steps: int):
    """A seeded walk of plays and undos (about one undo in four), yielding the state after
    each step. Moves are picked among the first three only, so positions come back often."""
    rng = random.Random(seed)
    state = new_game(position=position)
    for _ in range(steps):
        moves = state.legal_moves()
        if state.stack and (not moves or rng.random() < 0.25):
            state.undo()
        elif moves:
            state.play(rng.choice(moves[:3]))
        yield state


@pytest.mark.parametrize("seed, position", list(enumerate(SPARSE)))
def test_incremental_repetition_counts_equal_a_full_recount(seed: int, position) -> None:
    repeated = 0
    for state in wander(seed, position, 400):
        assert state._counts() == recount(state), state.position()
        assert state.repetitions() == recount(state)[state.key]
        repeated += state.repetitions() > 1
    assert repeated, "the walk never met a position again: the test proves nothing"


@pytest.mark.parametrize("seed, position", list(enumerate(SPARSE)))
def test_threefold_repetition_ends_the_game_on_the_ply_a_full_scan_finds(seed: int,
                                                                          position) -> None:
    draws = 0
    for state in wander(100 + seed, position, 400):
        scan = threefold_by_scan(state) and state.halfmove < 100 and bool(state.legal_codes())
        assert (state.outcome() == ("1/2-1/2", "repetition")) == scan, state.position()
        draws += scan
    if position is not None:
        assert draws, "no threefold repetition on the walk: the test proves nothing"


def test_repetition_counts_follow_moves_made_through_the_fast_layer() -> None:
    state = new_game(position=SPARSE[0])
    for move in ("e3d3", "e6d6", "d3e3", "d6e6"):
        state.play(move)
    assert state.repetitions() == 2
    for code in state.legal_codes()[:3]:  # searched and taken back: nothing changes
        state.push(code)
        state.pop()
    assert state.repetitions() == 2
    state.pop()  # taken back behind play's back, then a different move pushed
    state.push(state.legal_codes()[0])
    assert state._counts() == recount(state)
    state.push(state.legal_codes()[0])
    assert state.repetitions() == recount(state)[state.key]


@pytest.mark.parametrize("seed, position", list(enumerate(SPARSE)))
def test_legal_moves_after_play_and_undo_equal_a_fresh_position_from_json(seed: int,
                                                                           position) -> None:
    for i, state in enumerate(wander(200 + seed, position, 160)):
        fresh = from_json(state.to_json())
        assert state.legal_moves() == fresh.legal_moves(), f"step {i}: {state.position()}"
        assert state.in_check_now() == fresh.in_check_now()
        assert state.outcome() == fresh.outcome()


def test_legal_moves_are_generated_once_per_position(monkeypatch) -> None:
    state = new_game()
    calls = []
    generate = MaoriderState.legal_codes
    monkeypatch.setattr(MaoriderState, "legal_codes",
                        lambda self: calls.append(self.key) or generate(self))
    first = state.legal_moves()
    for move in first:
        state.play(move)
        state.legal_moves()
        state.undo()
    assert state.legal_moves() == first
    assert len(calls) == len(set(calls)) == 1 + len(first)


def test_a_copy_keeps_its_own_counts_and_legal_moves() -> None:
    state = new_game(position=SPARSE[0])
    state.play("e3d3")
    other = state.copy()
    for move in ("e6d6", "d3e3", "d6e6", "e3d3"):
        other.play(move)
    assert other.repetitions() == 2 and state.repetitions() == 1
    assert state.legal_moves() == from_json(state.to_json()).legal_moves()
    other.undo()
    assert other._counts() == recount(other) and state._counts() == recount(state)

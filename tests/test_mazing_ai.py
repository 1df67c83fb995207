"""Mazing computer players: legal, deterministic, quick, and sensible on set positions."""
from __future__ import annotations

import json
import random
import statistics

import pytest

from games.mazing import ai, bench
from games.mazing.rules import CARD_ORDER, CHANCE, FULL_DECK, Mazing, from_json, new_game


def position(players: int = 3, *, walls: str = "", pawns: str | None = None,
             hand: tuple[str, ...] = (), phase: str = "cards", roll: int = 0) -> Mazing:
    """Player 1 to act holding ``hand``; the other cards go to the others and the deck."""
    data = json.loads(new_game(players=players, seed=9).to_json())
    pool = list(FULL_DECK)
    for card in hand:
        pool.remove(card)
    data["hands"][0] = sorted(hand, key=CARD_ORDER.__getitem__)
    for seat in range(1, players):
        data["hands"][seat], pool = sorted(pool[:4], key=CARD_ORDER.__getitem__), pool[4:]
    data.update(walls=walls.split(), deck=pool, discard=[], phase=phase, roll=roll, turn=0,
                cards_left=1)
    if pawns is not None:
        data["pawns"] = pawns.split()
    return from_json(json.dumps(data))


def test_levels_weakest_first() -> None:
    assert ai.LEVELS == ["easy", "normal"]


def test_choices_are_legal_and_repeatable_through_whole_games() -> None:
    for seed, options in ((1, {"players": 2}), (2, {"players": 3}), (3, {"two_pawns": True})):
        state, rng = new_game(seed=seed, **options), random.Random(seed)
        while not state.is_over():
            if state.to_move == CHANCE:
                state.play(f"roll {rng.randint(1, 6)}")
                continue
            level = state.to_move % 2
            move = ai.choose_move(state, level, seed)
            assert move in {str(m) for m in state.legal_moves()}
            assert ai.choose_move(state.copy(), level, seed) == move
            state.play(move)


def test_wall_lengthens_the_leading_opponents_path() -> None:
    walls = "b6 c6 d6 e6 f6 g6 h6 i6 j6"              # gaps at a6 and k6
    state = position(walls=walls, pawns="e9 f2 k11", hand=("I3", "Leap"))
    before = state.distance(1)                       # player 2 heads for a11 through a6
    move = ai.choose_move(state, 1, 0)
    state.play(move)
    assert move.startswith("wall") and state.distance(1) >= before + 6


def test_buster_opens_its_own_path() -> None:
    walls = "b3 c3 d3 e3 f3 g3 h3 i3 j3 k3"          # the only gap, a3, is far from j2
    state = position(walls=walls, pawns="j2 k1 k11", hand=("Buster", "Setback"))
    move = ai.choose_move(state, 1, 0)
    state.play(move)
    assert move in ("bust j3", "bust k3") and state.distance(0) == 10


def test_setback_pushes_the_leader_back() -> None:
    state = position(pawns="a1 b10 k11", hand=("Setback", "Leap"))   # player 2 nears a11
    assert ai.choose_move(state, 1, 0) in ("setback 2 b9", "setback 2 c10")


def test_leap_is_played_where_a_wall_stands_in_the_way() -> None:
    walls = " ".join(f"{c}5" for c in "bcdefghijk")
    state = position(walls=walls, pawns="j4 k1 k11", hand=("Leap", "Setback"))
    assert ai.choose_move(state, 1, 0) == "leap"


def test_move_shortens_its_own_path() -> None:
    state = position(pawns="e5 k1 k11", phase="move", roll=3)
    move = ai.choose_move(state, 1, 0)
    assert move in ("move f7", "move g6", "move h5", "move e8")


def test_should_stop_still_gives_a_legal_move() -> None:
    state = new_game(players=4, seed=4, size=13)
    move = ai.choose_move(state, 1, 0, should_stop=lambda: True)
    assert move in {str(m) for m in state.legal_moves()}


def test_decisions_are_quick() -> None:
    times: list[float] = []
    bench.play_game(7, 0, 1, times, players=4)
    assert statistics.median(times) < 0.05


def test_normal_beats_random_play() -> None:
    wins = sum(bench.play_game(seed, seed % 2, 1, []) == seed % 2 for seed in range(6))
    assert wins >= 5


def test_bad_level_is_refused() -> None:
    with pytest.raises(ValueError, match="level 5"):
        ai.choose_move(new_game(), 5, 0)


def test_normal_beats_easy_in_a_seeded_sample() -> None:
    assert bench.ladder_wins(30) > 18

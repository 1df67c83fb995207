"""Labyrinth computer players: legal, deterministic, interruptible, stronger than chance."""
from __future__ import annotations

import json
import random

from games.labyrinth import ai, bench
from games.labyrinth.rules import LabyrinthState, from_json, new_game


def position(mine: list[int], dice: tuple[int, int], theirs: list[int] | None = None
             ) -> LabyrinthState:
    return from_json(json.dumps({
        "game": "labyrinth", "players": 2, "play_on": False, "turn": 0, "phase": "move",
        "dice": list(dice), "active": None, "positions": [mine, theirs or [0, 0, 0, 0]],
        "lost_turns": [[0] * 4, [0] * 4], "trapped_this_turn": [], "standings": [],
    }))


def test_levels_are_named_weakest_first():
    assert ai.LEVELS == ["easy", "normal", "hard"]


def test_every_level_only_plays_legal_moves_and_repeats_itself():
    for seed in range(3):
        rng, state, ply = random.Random(seed), new_game(players=3), 0
        while not state.is_over() and ply < 400:
            if state.to_move < 0:
                moves, weights = zip(*state.chance_outcomes())
                state.play(rng.choices(moves, weights)[0])
            else:
                level = (state.to_move + seed) % len(ai.LEVELS)
                move = ai.choose_move(state, level, ply)
                assert move in [str(m) for m in state.legal_moves()]
                assert ai.choose_move(state, level, ply) == move
                state.play(move)
            ply += 1


def test_should_stop_still_returns_a_legal_move():
    state = position([10, 20, 30, 40], (3, 5))
    move = ai.choose_move(state, 2, 0, should_stop=lambda: True)
    assert move in [str(m) for m in state.legal_moves()]


def test_search_leaves_the_state_untouched():
    state = position([10, 20, 30, 40], (3, 5), [14, 0, 0, 0])
    before = state.to_json()
    ai.choose_move(state, 2, 0)
    assert state.to_json() == before


def test_hard_spends_a_one_on_entering():
    state = position([20, 0, 0, 0], (1, 3))
    while state.turn == 0:
        state.play(ai.choose_move(state, 2, 0))
    assert state.positions[0].count(0) == 2


def test_hard_steps_around_the_trap_on_13():
    assert ai.choose_move(position([9, 20, 0, 0], (4, 2)), 2, 0) != "9+4"


def test_hard_rides_from_7():
    state = position([1, 20, 0, 0], (6, 2))
    assert ai.choose_move(state, 2, 0) == "1+6"
    state.play("1+6")
    assert ai.choose_move(state, 2, 0) == "ride"


def test_hard_beats_random_in_a_small_sample():
    wins = sum(bench.play_match(seed, 2, seed % 2, []) for seed in range(8))
    assert wins >= 7


def test_normal_beats_random_in_a_small_sample():
    wins = sum(bench.play_match(seed, 1, seed % 2, []) for seed in range(8))
    assert wins >= 7


def test_bench_figures_quick():
    figures = bench.figures(quick=True)
    assert figures["games"] == 20 and figures["decision_ms_median"] < 50
    assert 0 <= figures["win_rate"] <= 1


def test_each_level_beats_the_one_below_in_a_seeded_sample():
    for stronger in range(1, len(ai.LEVELS)):
        assert bench.ladder_wins(stronger, 40) > 24, ai.LEVELS[stronger]

"""Labyrinth computer players: legal, deterministic, interruptible, stronger than chance."""
from __future__ import annotations

import json
import random

from games.labyrinth import ai, bench
from games.labyrinth.rules import LabyrinthState, from_json, new_game


HARD = ai.LEVELS.index("hard")
NORMAL = ai.LEVELS.index("normal")
EASIEST = ai.LEVELS.index("easiest")


def position(mine: list[int], dice: tuple[int, int], theirs: list[int] | None = None
             ) -> LabyrinthState:
    return from_json(json.dumps({
        "game": "labyrinth", "players": 2, "play_on": False, "turn": 0, "phase": "move",
        "dice": list(dice), "active": None, "positions": [mine, theirs or [0, 0, 0, 0]],
        "lost_turns": [[0] * 4, [0] * 4], "trapped_this_turn": [], "standings": [],
    }))


def test_levels_are_named_weakest_first():
    assert ai.LEVELS == ["easiest", "easy", "normal", "hard"]


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
    move = ai.choose_move(state, HARD, 0, should_stop=lambda: True)
    assert move in [str(m) for m in state.legal_moves()]


def test_search_leaves_the_state_untouched():
    state = position([10, 20, 30, 40], (3, 5), [14, 0, 0, 0])
    before = state.to_json()
    ai.choose_move(state, HARD, 0)
    assert state.to_json() == before


def play_turn(state: LabyrinthState, level: int) -> LabyrinthState:
    """Let ``level`` play the rest of player 1's turn (a skyride die shows 3)."""
    while state.turn == 0 and not state.is_over():
        state.play("roll 3" if state.to_move < 0 else ai.choose_move(state, level, 0))
    return state


def test_hard_spends_a_one_on_entering():
    state = position([20, 0, 0, 0], (1, 3))
    while state.turn == 0:
        state.play(ai.choose_move(state, HARD, 0))
    assert state.positions[0].count(0) == 2


def test_hard_steps_around_the_trap_on_13():
    assert ai.choose_move(position([9, 20, 0, 0], (4, 2)), HARD, 0) != "9+4"


def test_hard_keeps_clear_of_the_tunnel_trap_on_52():
    state = play_turn(position([48, 20, 0, 0], (4, 3)), HARD)
    assert state.lost_turns[0] == (0, 0, 0, 0) and 7 not in state.positions[0]


def test_hard_rides_from_7():
    state = position([1, 20, 0, 0], (6, 2))
    assert ai.choose_move(state, HARD, 0) == "1+6"
    state.play("1+6")
    assert ai.choose_move(state, HARD, 0) == "ride"


def test_hard_bears_off_with_the_exact_count_to_61():
    assert ai.choose_move(position([58, 40, 0, 0], (3, 4)), HARD, 0) == "58+3"


def test_hard_stops_exactly_on_the_exact_count_field_31():
    assert 31 in play_turn(position([27, 10, 0, 0], (4, 2)), HARD).positions[0]


def test_hard_takes_the_exact_count_to_31_instead_of_walking_back():
    state = position([29, 10, 0, 0], (5, 2))
    assert ai.choose_move(state, HARD, 0) == "29+2"


def test_hard_shelters_on_the_sanctuary_31_from_a_hitter_behind():
    state = play_turn(position([27, 33, 0, 0], (4, 2), [24, 0, 0, 0]), HARD)
    assert 27 not in state.positions[0] and 31 in state.positions[0]


def test_hard_plays_only_legal_moves_in_concrete_positions():
    for mine, dice, theirs in [([0, 0, 0, 0], (1, 1), None), ([52, 7, 13, 61], (6, 6), [5, 5, 0, 0]),
                               ([57, 59, 60, 61], (5, 6), [56, 0, 0, 0]),
                               ([44, 45, 50, 34], (1, 2), [51, 7, 46, 49])]:
        state = position(mine, dice, theirs)
        while state.turn == 0 and not state.is_over():
            if state.to_move < 0:
                state.play("roll 6")
                continue
            move = ai.choose_move(state, HARD, 0)
            assert move in [str(m) for m in state.legal_moves()]
            state.play(move)


def test_a_seeded_game_between_hard_and_normal_ends():
    winners = bench.play_seats(5, [HARD, NORMAL])
    assert len(winners) == 1


def test_the_reference_player_plays_legal_moves_and_loses_to_hard_in_a_small_sample():
    state = position([10, 20, 30, 40], (3, 5), [14, 0, 0, 0])
    assert bench.reference_move(state, random.Random(0)) in [str(m) for m in state.legal_moves()]
    wins, _, _ = bench.duel(HARD, bench.REFERENCE, 6)
    assert wins >= 3


def test_easiest_steps_around_the_trap_on_13():
    assert ai.choose_move(position([9, 20, 0, 0], (4, 6)), EASIEST, 0) == "20+4"


def test_easiest_bears_off_with_the_exact_count_to_61():
    assert ai.choose_move(position([20, 59, 0, 0], (1, 2)), EASIEST, 0) == "59+2"


def test_easiest_does_not_walk_back_from_the_exact_count_on_31():
    assert ai.choose_move(position([30, 10, 0, 0], (6, 6)), EASIEST, 0) == "10+6"


def test_easiest_never_crosses_the_millstone_backwards():
    state = position([49, 10, 0, 0], (1, 3))
    state.play("49+1")
    assert state.legal_moves()[0].kind == "cross" and ai.choose_move(state, EASIEST, 0) == "stay"


def test_hard_beats_random_in_a_small_sample():
    wins = sum(bench.play_match(seed, HARD, seed % 2, []) for seed in range(8))
    assert wins >= 7


def test_normal_beats_random_in_a_small_sample():
    wins = sum(bench.play_match(seed, NORMAL, seed % 2, []) for seed in range(8))
    assert wins >= 7


def test_bench_figures_show_shares_with_their_interval_and_each_levels_time():
    figures = bench.figures(games=2, ladder_games=2)
    assert "hard vs reference (one-ply pip-count expectimax)" in figures
    assert all("±" in figures[f"{ai.LEVELS[n]} vs {ai.LEVELS[n - 1]}"]
               for n in range(1, len(ai.LEVELS)))
    assert all(f"{level} decision time" in figures for level in ai.LEVELS)
    assert bench.share(507, 1000) == "507/1000 = 50.7% ± 3.1"


def test_each_level_beats_the_one_below_in_a_seeded_sample():
    for stronger in range(1, len(ai.LEVELS)):
        assert bench.ladder_wins(stronger, 40) > 24, ai.LEVELS[stronger]

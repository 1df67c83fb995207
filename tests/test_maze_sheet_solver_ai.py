"""Maze score sheets, solver, computer partners and bench."""
from __future__ import annotations

import random

import pytest

from games.maze import ai, bench, deals
from games.maze.rules import IllegalMove, from_json, load_score_sheet, new_game, score_sheet
from games.maze.solver import solve
from tests.test_maze_rules import SHORT_WIN, SHORT_WIN_LINE, STUCK_BLACK, setup_of


def random_game(seed: int):
    state = new_game(seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("seed", range(5))
def test_score_sheet_round_trip(seed: int) -> None:
    state = random_game(seed)
    again = load_score_sheet(score_sheet(state))
    assert again.to_json() == state.to_json() and again.result == state.result


def test_score_sheet_records_setup_and_numbered_moves() -> None:
    state = new_game(setup=SHORT_WIN)
    for move in SHORT_WIN_LINE[:3]:
        state.play(move)
    assert score_sheet(state).splitlines() == [
        "Maze score sheet", f"Set-up: {SHORT_WIN}", "1. c1-a3 c10-a8", "2. d1-b3"]


def test_malformed_score_sheet_names_the_line() -> None:
    good = score_sheet(random_game(1)).splitlines()
    bad_move = good[:3] + ["2. a1-a2 c3-c4"]
    with pytest.raises(IllegalMove, match="line 4"):
        load_score_sheet("\n".join(bad_move))
    with pytest.raises(ValueError, match="line 2"):
        load_score_sheet("Maze score sheet\nSet-up: nonsense\n")
    with pytest.raises(ValueError, match="line 3"):
        load_score_sheet("\n".join(good[:2] + ["7. c1-b2"]))


def test_json_round_trip_after_seeded_random_games() -> None:
    for seed in range(5):
        state = random_game(seed)
        assert from_json(state.to_json()).to_json() == state.to_json()


def test_solver_finds_a_known_short_win() -> None:
    state = new_game(setup=SHORT_WIN)
    line = solve(state, 5)
    # Greedy search does not promise the shortest line, only a short one.
    assert line is not None and len(line) <= len(SHORT_WIN_LINE) + 2
    for move in line:
        state.play(move)
    assert state.winners() == {0, 1}


def test_solver_returns_none_on_a_lost_position() -> None:
    state = new_game(setup=setup_of(b3="L", **STUCK_BLACK))
    assert solve(state, 5) is None


def test_solver_returns_none_once_the_game_is_over() -> None:
    assert solve(random_game(2), 1) is None


def test_partner_follows_a_winning_line() -> None:
    state = new_game(setup=SHORT_WIN)
    while not state.is_over():
        state.play(ai.choose_move(state, ai.LEVELS.index("normal"), seed=3))
    assert state.winners() == {0, 1}


def test_quick_level_is_legal_and_deterministic() -> None:
    state = new_game(seed=4, balanced=True)
    for _ in range(12):
        if state.is_over():
            break
        move = ai.choose_move(state, 0, seed=9)
        assert move == ai.choose_move(state.copy(), 0, seed=9)
        state.play(move)


def test_partner_honours_should_stop() -> None:
    state = new_game(seed=4)
    move = ai.choose_move(state, 1, seed=1, should_stop=lambda: True)
    assert move in [str(m) for m in state.legal_moves()]


def test_hint_gives_the_first_move_of_a_win() -> None:
    state = new_game(setup=SHORT_WIN)
    move = ai.hint(state, 2)
    assert move is not None
    state.play(move)
    assert solve(state, 5) is not None
    assert ai.hint(new_game(setup=setup_of(b3="L", **STUCK_BLACK)), 1) is None


def test_bench_quick_figures() -> None:
    figures = bench.figures(quick=True)
    for kind in ("kids_vetted", "kids_raw", "balanced", "standard"):
        run = figures[kind]
        assert run["solved"] + run["proved_lost"] + run["unknown"] == run["deals"] == 2
    assert figures["kids_vetted"]["proved_lost"] == 0
    assert figures["nodes_per_cpu_s"] > 0 and figures["hint_promising_move_ms"] > 0


@pytest.mark.slow
def test_partner_wins_kids_deals_from_both_seats() -> None:
    for seed in range(3):
        state = deals.new_game(seed=seed, kids=True)
        while not state.is_over():
            state.play(ai.choose_move(state, 1, seed=seed))
        assert state.winners() == {0, 1}

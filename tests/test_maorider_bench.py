"""Maorider bench: its perft layers agree, its match game runs, and its options parse."""
from __future__ import annotations

import pytest

from games.maorider import bench
from games.maorider.rules import new_game
from games.maorider.words import numbered


def test_both_perft_layers_count_the_same_tree() -> None:
    assert bench.perft(new_game(), 2) == bench.public_perft(new_game(), 2) == 227


def test_best_rate_reports_the_nodes_of_the_run() -> None:
    nodes, rate, seconds = bench.best_rate(lambda: bench.perft(new_game(), 1), runs=2)
    assert nodes == 15 and rate > 0 and seconds > 0


def test_a_ladder_game_ends_with_a_result() -> None:
    assert bench.play_game(("ladder", 1, 0, 0.01, 12)) in ("win", "loss", "draw")


def test_a_greedy_game_against_the_easiest_level_ends_with_a_result() -> None:
    assert bench.play_game(("greedy", 0, 3, 0.0, 40)) in ("win", "loss", "draw")


def test_the_greedy_player_takes_the_best_material_after_one_ply() -> None:
    state = new_game(position="8k/9/9/9/2n6/9/9/K1R6 w")  # the Rook on c1 takes the Knight on c4
    assert bench.greedy_move(state, 0) == "c1c4"


def test_a_score_comes_with_its_95_percent_interval() -> None:
    assert bench.interval((7, 0, 3)) == (0.7, pytest.approx(1.96 * (0.21 / 10) ** 0.5))
    assert bench.interval((0, 4, 0)) == (0.5, 0.0)


def test_a_baseline_game_ends_with_a_result() -> None:
    assert bench.play_game(("baseline", 0, 1, 0.01, 6)) in ("win", "loss", "draw")


def test_move_numbers_count_moves_not_plies() -> None:
    assert numbered(["e2e3", "e7e6", "d2d3", "d7d6"]) == ["1. e2e3 e7e6", "2. d2d3 d7d6"]
    assert numbered(["c2c4"], black_first=True) == ["1\u2026 c2c4"]
    assert numbered(["c2c4", "e2e3", "e7e6"], black_first=True) == ["1\u2026 c2c4",
                                                                     "2. e2e3 e7e6"]
    assert numbered([]) == []


def test_a_ladder_game_depends_on_its_index_only() -> None:
    # Another game played first in the same process changes nothing: matches can be split.
    alone = [str(m) for m in bench.match_game(("ladder", 1, 5, 0.0, 10)).history()]
    bench.match_game(("ladder", 1, 0, 0.0, 10))
    again = [str(m) for m in bench.match_game(("ladder", 1, 5, 0.0, 10)).history()]
    assert alone == again and len(alone) == 10


def test_match_plays_a_slice_of_games(monkeypatch) -> None:
    monkeypatch.setattr(bench, "MATCH_PLY_LIMIT", 8)
    lines: list[str] = []
    result = bench.match("ladder", 1, 2, 0.0, 1, lines.append, first=6)
    assert sum(result) == 2 and lines[-1].startswith("    game 8/8")


def test_ply_figures_compare_early_and_late_plies_of_long_games() -> None:
    seed = bench.long_game_seeds(1)[0]
    early, late = bench.random_game_costs(seed, (bench.EARLY_PLIES, bench.LATE_PLIES))
    assert early > 0 and late > 0
    lines = bench.ply_figures(games=1, runs=1)
    assert f"seeds {seed})" in lines[0] and "late/early" in lines[1]

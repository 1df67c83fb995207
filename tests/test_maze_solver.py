"""Maze solver internals: its move tables agree with the rules, dead ends, restarts, proofs."""
from __future__ import annotations

import random

import pytest

from games.maze import bench, search_board, solver
from games.maze.rules import (
    DEAD,
    INDEX,
    PLANTED,
    STONE,
    TREE,
    board_moves,
    board_step,
    cell,
    deal,
    new_game,
)
from tests.test_maze_rules import SHORT_WIN, STUCK_BLACK, setup_of


def test_search_moves_match_the_rules_moves() -> None:
    for seed in range(12):
        kind = ("kids", "balanced", "standard")[seed % 3]
        state = new_game(setup=deal(random.Random(seed), kind))
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            ours = search_board.to_search(state.board)
            assert search_board.to_rules(ours) == state.board
            order = search_board.ORDER
            mine = [(order[f], order[t]) for f, t in search_board.search_moves(ours, state.to_move)]
            assert sorted(mine) == board_moves(state.board, state.to_move)
            for frm, to in search_board.search_moves(ours, state.to_move):
                child, status, _ = search_board.step(ours, frm, to)
                expected = board_step(state.board, order[frm], order[to])
                assert (child, status) == (search_board.to_search(expected[0]), expected[1])
            state.play(rng.choice(state.legal_moves()))


def test_traveler_walled_in_by_dead_pieces_is_hopeless() -> None:
    # White's light Traveler on c1 can leave only over b2 or d2; planted Trees there wall it in.
    state = new_game(setup=setup_of())
    walled = bytearray(state.board)
    walled[INDEX["b2"]] = walled[INDEX["d2"]] = cell(TREE, 0, PLANTED)
    assert solver.heuristic_cost(bytes(walled)) == solver.HOPELESS
    assert solver.heuristic_cost(state.board) < solver.HOPELESS


def test_target_home_taken_by_a_dead_piece_is_hopeless() -> None:
    board = bytearray(new_game(setup=setup_of()).board)
    board[INDEX["d10"]] = cell(STONE, 1, DEAD)  # White's light Traveler can never arrive
    assert solver.heuristic_cost(bytes(board)) == solver.HOPELESS


@pytest.mark.parametrize("seed", [1001, 1002, 1005])
def test_solver_wins_raw_kids_deals(seed: int) -> None:
    state = new_game(setup=deal(random.Random(seed), "kids"))
    line = solver.solve(state, 30, max_nodes=5_000)
    assert line is not None
    for move in line:
        state.play(move)
    assert state.winners() == {0, 1}


def test_stuck_pieces_are_those_without_any_move() -> None:
    state = new_game(setup=setup_of(c3="L", b2="S", d2="S", b4="R", d4="H", a5="2"))
    ours = search_board.to_search(state.board)
    at = {f: search_board.POS[INDEX[f]] for f in ("c3", "a5", "b2")}
    assert search_board.stuck(ours, at["c3"])  # every diagonal neighbour is taken
    assert not search_board.stuck(ours, at["a5"])
    assert not search_board.stuck(ours, at["b2"])


def test_stuck_mask_kept_up_move_by_move_matches_a_fresh_one() -> None:
    for seed in range(6):
        state = new_game(seed=seed, balanced=seed % 2 == 1)
        rng = random.Random(seed)
        board, side = search_board.to_search(state.board), 0
        mask = search_board.stuck_mask(board)
        for _ in range(60):
            moves = search_board.search_moves(board, side)
            if not moves:
                break
            frm, to = rng.choice(moves)
            board = search_board.step(board, frm, to)[0]
            mask = search_board.update_stuck_mask(mask, board, frm, to)
            assert mask == search_board.stuck_mask(board)
            side = 1 - side


def test_luby_sequence() -> None:
    assert [solver.luby(n) for n in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_analysis_says_yes_with_a_line_that_wins() -> None:
    state = new_game(setup=SHORT_WIN)
    found = solver.analyse(state, 5)
    assert found.verdict == "yes" and found.line and not found.lost
    for move in found.line:
        state.play(move)
    assert state.winners() == {0, 1}


def test_analysis_says_no_only_after_a_complete_search() -> None:
    found = solver.analyse(new_game(setup=setup_of(b3="L", **STUCK_BLACK)), 5)
    assert found.verdict == "no" and found.line is None


def test_analysis_says_unknown_when_the_budget_ends_first() -> None:
    found = solver.analyse(new_game(seed=0), 5, max_nodes=3)
    assert found.verdict == "unknown" and found.nodes <= 3


def test_analysis_honours_should_stop() -> None:
    calls = []
    found = solver.analyse(new_game(seed=0), 60, should_stop=lambda: calls.append(1) or True)
    assert found.verdict == "unknown" and calls and found.nodes <= 1


def test_analysis_is_deterministic_under_a_node_cap() -> None:
    state = new_game(setup=deal(random.Random(1001), "kids"))
    assert solver.solve(state, 60, max_nodes=3_000) == solver.solve(state, 60, max_nodes=3_000)


def test_bench_command_line_reports_each_deal_and_both_rates(capsys) -> None:
    bench.main(["--kids", "1", "--full", "1", "--kids-budget", "0.2", "--budget", "0.2",
                "--only", "kids_raw", "balanced", "--per-deal"])
    out = capsys.readouterr().out
    assert "load_at_start:" in out and "load_at_end:" in out
    assert "deal 0:" in out and "nodes_per_cpu_s:" in out and "hint_promising_move_ms:" in out
    assert "balanced <= 0.2 s:" in out and "solved of not proved lost" in out

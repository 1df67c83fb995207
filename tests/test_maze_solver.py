"""Maze solver internals: its move tables agree with the rules, dead ends, kids' deals."""
from __future__ import annotations

import random

import pytest

from games.maze import solver
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
from tests.test_maze_rules import setup_of


def test_search_moves_match_the_rules_moves() -> None:
    for seed in range(12):
        kind = ("kids", "balanced", "standard")[seed % 3]
        state = new_game(setup=deal(random.Random(seed), kind))
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            ours = solver.to_search(state.board)
            mine = [(solver.ORDER[f], solver.ORDER[t])
                    for f, t in solver.search_moves(ours, state.to_move)]
            assert sorted(mine) == board_moves(state.board, state.to_move)
            for frm, to in solver.search_moves(ours, state.to_move):
                child, status, _ = solver._step(ours, frm, to)
                expected = board_step(state.board, solver.ORDER[frm], solver.ORDER[to])
                assert (child, status) == (solver.to_search(expected[0]), expected[1])
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


def test_kids_deal_is_deterministic_for_a_seed() -> None:
    assert solver.winnable_kids_setup(7) == solver.winnable_kids_setup(7)

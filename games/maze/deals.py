"""New Maze games as the arcade deals them: the rules' contract plus deals the solver vetted.

The rules model (:mod:`games.maze.rules`) deals at random and knows nothing of the solver. This
module, the game's entry in the registry, adds the "winnable deals only" option: a deal is
re-dealt until the solver finds a win in it. The search is capped by nodes, not by a clock, so
the same seed always gives the same deal on any machine. The kids' game always uses it.
"""
from __future__ import annotations

import random

from games.maze import rules
from games.maze.rules import CHANCE, IllegalMove, MazeState, deal, from_json
from games.maze.solver import analyse

__all__ = ["CHANCE", "IllegalMove", "MazeState", "from_json", "new_game", "winnable_setup",
           "DEAL_NODES"]

DEAL_NODES = {"kids": 2_000, "balanced": 40_000, "standard": 40_000}
"""Solver expansions spent on one candidate deal before it is thrown back."""


def winnable_setup(seed: int, kind: str, max_nodes: int | None = None) -> str:
    """The first deal of ``kind`` drawn from ``seed`` in which the solver finds a win."""
    rng = random.Random(seed)
    cap = DEAL_NODES[kind] if max_nodes is None else max_nodes
    while True:
        setup = deal(rng, kind)
        if analyse(MazeState(setup), float("inf"), max_nodes=cap).line is not None:
            return setup


def new_game(
    players: int = 2,
    seed: int | None = None,
    setup: str | None = None,
    kids: bool = False,
    balanced: bool = False,
    winnable: bool = False,
) -> MazeState:
    """A new game as :func:`games.maze.rules.new_game` deals it; kids' deals, and the others
    with ``winnable``, are re-dealt until the solver finds a win."""
    if setup is not None or not (kids or winnable):
        if winnable:
            raise ValueError("new_game: a given setup= is played as it is, winnable or not")
        return rules.new_game(players, seed, setup, kids, balanced)
    if players != 2 or (kids and balanced):
        return rules.new_game(players, seed, setup, kids, balanced)  # raises the rules' error
    seed = random.randrange(2**31) if seed is None else seed
    kind = "kids" if kids else "balanced" if balanced else "standard"
    return MazeState(winnable_setup(seed, kind))

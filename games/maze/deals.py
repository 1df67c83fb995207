"""New Maze games as the arcade deals them: the rules' contract plus deals the solver vetted.

The rules model (:mod:`games.maze.rules`) deals at random and knows nothing of the solver. This
module, the game's entry in the registry, adds the "winnable deals only" option: a deal is
re-dealt until the solver finds a win in it. The search is capped by nodes, not by a clock, so
the same seed always gives the same deal on any machine. The kids' game always uses it. The
arcade deals in a background thread (:mod:`games.engine.dealing`); full-game candidates are
vetted in worker processes, so the frame loop keeps its core and a second core is used.
"""
from __future__ import annotations

import multiprocessing
import os
import random
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool

from games.engine.thinker import die_with_parent
from games.maze import rules
from games.maze.rules import CHANCE, IllegalMove, MazeState, deal, from_json
from games.maze.solver import analyse

__all__ = ["CHANCE", "IllegalMove", "MazeState", "from_json", "new_game", "winnable_setup",
           "vetted", "DEAL_NODES"]

DEAL_NODES = {"kids": 2_000, "balanced": 20_000, "standard": 20_000}
"""Solver expansions spent on one candidate deal before it is thrown back."""
DEAL_WORKERS = 2
"""Worker processes that try candidate deals side by side (the full game's deals take seconds
each); kids' deals are vetted in the calling thread."""
WORKER_TIMEOUT_S = 600.0
"""Wall seconds one candidate may take in a worker before the pool is given up on."""


def vetted(setup: str, max_nodes: int) -> bool:
    """Whether the solver finds a win in ``setup`` within ``max_nodes`` expansions."""
    return analyse(MazeState(setup), float("inf"), max_nodes=max_nodes).line is not None


def winnable_setup(seed: int, kind: str, max_nodes: int | None = None,
                   workers: int = 1) -> str:
    """The first deal of ``kind`` drawn from ``seed`` in which the solver finds a win.

    With ``workers`` > 1 the candidates are vetted side by side in worker processes; the answer
    is still the first winnable candidate in the order drawn, so it does not depend on which
    worker finished first. A pool that breaks or stalls falls back to vetting in this thread.
    """
    rng = random.Random(seed)
    cap = DEAL_NODES[kind] if max_nodes is None else max_nodes
    if workers > 1:
        try:
            return _vet_in_workers(rng, kind, cap, workers)
        except (OSError, BrokenProcessPool, FutureTimeout):
            rng = random.Random(seed)
    while True:
        setup = deal(rng, kind)
        if vetted(setup, cap):
            return setup


def _vet_in_workers(rng: random.Random, kind: str, cap: int, workers: int) -> str:
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=die_with_parent, initargs=(os.getpid(),))
    try:
        pending = []
        while True:
            while len(pending) < workers:
                setup = deal(rng, kind)
                pending.append((setup, pool.submit(vetted, setup, cap)))
            setup, future = pending.pop(0)
            if future.result(timeout=WORKER_TIMEOUT_S):
                return setup
    finally:
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()  # candidates still being vetted are not wanted
        pool.shutdown(wait=False, cancel_futures=True)


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
    workers = 1 if kids else DEAL_WORKERS
    return MazeState(winnable_setup(seed, kind, workers=workers))

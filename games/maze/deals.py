"""New Maze games as the arcade deals them: the rules' contract plus deals the solver vetted.

The rules model (:mod:`games.maze.rules`) deals at random and knows nothing of the solver. This
module, the game's entry in the registry, adds the "winnable deals only" option: a deal is
re-dealt until the solver finds a win in it. The search is capped by nodes, not by a clock, so
the same seed always gives the same deal on any machine. The kids' game always uses it. The
arcade deals in a background thread (:mod:`games.engine.dealing`); full-game candidates are
vetted in worker processes, so the frame loop keeps its core and a second core is used.

A kids' deal can be chosen by length (:data:`LENGTHS`): a short or medium deal is offered
only once a winning line that short is known (:func:`short_setup`, worker processes again),
and that line is kept (:func:`known_line`) so the hints follow it from the first move.
"""
from __future__ import annotations

import multiprocessing
import os
import random
from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from concurrent.futures.process import BrokenProcessPool

from games.engine.thinker import die_with_parent
from games.maze import rules
from games.maze.rules import CHANCE, IllegalMove, MazeState, deal, from_json
from games.maze.floor import floor_deal
from games.maze.shortening import shortest_line
from games.maze.solver import analyse

__all__ = ["CHANCE", "IllegalMove", "MazeState", "from_json", "new_game", "winnable_setup",
           "vetted", "DEAL_NODES", "LENGTHS", "short_setup", "known_line"]

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
    pool = _pool(workers)
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
        _end(pool)


def _pool(workers: int) -> ProcessPoolExecutor:
    """Worker processes that die with the arcade (spawned: no copy of the arcade's threads)."""
    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"),
                               initializer=die_with_parent, initargs=(os.getpid(),))


def _end(pool: ProcessPoolExecutor) -> None:
    for process in list(getattr(pool, "_processes", {}).values()):
        process.terminate()  # candidates still being vetted are not wanted
    pool.shutdown(wait=False, cancel_futures=True)


FLOOR_PLIES = 26
"""The fewest plies any kids' deal is won in (:func:`games.maze.floor.floor_plies`, a test
checks it)."""
LENGTHS: dict[str, int | None] = {"short": FLOOR_PLIES, "medium": 30, "long": None}
"""Per kids' deal length (the seating option ``length``): the most plies a known winning line
of the deal may have (None: any winnable deal, vetted as :data:`DEAL_NODES` says). Short is
the floor of the kids' game: no kids' deal is won in fewer than 26 plies
(:func:`games.maze.floor.floor_plies`), so the issue's 20 cannot be promised; a short deal is
built with a line at the floor (:func:`short_setup`)."""
LINE_NODES = 6_000
"""Solver expansions spent shortening one candidate's line (about 1.5 s of one core)."""
PATIENCE = 8
"""Candidates tried for a medium deal before the one with the shortest line found is
offered: a child should not wait more than a few seconds."""
_KNOWN: dict[str, list[str]] = {}
KNOWN_MEMORY = 1_000
"""Deals whose lines are kept at most (a game needs only its own)."""


def known_line(setup: str) -> list[str] | None:
    """The winning line the deal pool found for ``setup`` in this process, if any."""
    return _KNOWN.get(setup)


def line_of(setup: str, limit: int, max_nodes: int) -> list[str] | None:
    """The shortest winning line of ``setup`` found within ``max_nodes`` expansions, stopping
    at one of ``limit`` plies or fewer (one candidate of the pool: runs in a worker)."""
    return shortest_line(MazeState(setup), float("inf"), limit, max_nodes=max_nodes)


def short_setup(seed: int, limit: int, workers: int | None = None) -> tuple[str, list[str]]:
    """The first kids' deal drawn from ``seed`` with a known winning line of at most ``limit``
    plies, and that line; after :data:`PATIENCE` candidates, the one with the shortest line
    found. A ``limit`` at the floor (or below, which nothing meets) is built there instead
    (:func:`games.maze.floor.floor_deal`, a fraction of a second). Candidates are searched side by side in ``workers`` processes (default
    :data:`DEAL_WORKERS`; in this thread when 1), in the order drawn, so the answer depends on
    the seed alone."""
    if limit <= FLOOR_PLIES:
        built = floor_deal(seed)  # nothing shorter exists, and searching rarely finds it
        if built is not None:
            return _keep(*built)
    rng = random.Random(seed)
    setups = [deal(rng, "kids") for _ in range(PATIENCE)]
    max_nodes = LINE_NODES
    workers = DEAL_WORKERS if workers is None else workers
    best: tuple[str, list[str]] | None = None
    if workers > 1:
        try:
            pool = _pool(workers)
            try:
                futures = [pool.submit(line_of, setup, limit, max_nodes) for setup in setups]
                lines = (future.result(timeout=WORKER_TIMEOUT_S) for future in futures)
                best = _first_short(setups, lines, limit)
            finally:
                _end(pool)
        except (OSError, BrokenProcessPool, FutureTimeout):
            workers = 1  # a pool that breaks or stalls: the candidates are searched here
    if workers == 1:
        best = _first_short(setups, (line_of(setup, limit, max_nodes) for setup in setups), limit)
    if best is None:  # not one candidate solved: most unlikely, but never a deal without a line
        setup = winnable_setup(seed, "kids")
        best = setup, shortest_line(MazeState(setup), float("inf"), max_nodes=max_nodes) or []
    return _keep(*best)


def _keep(setup: str, line: list[str]) -> tuple[str, list[str]]:
    """Remember ``line`` as the known line of ``setup`` (:func:`known_line`)."""
    if len(_KNOWN) >= KNOWN_MEMORY:
        _KNOWN.clear()  # an arcade left dealing all day (a kiosk) keeps only recent lines
    _KNOWN[setup] = line
    return setup, line


def _first_short(setups: list[str], lines: Iterable[list[str] | None], limit: int
                 ) -> tuple[str, list[str]] | None:
    """The first (set-up, line) with a line of at most ``limit`` plies, else the shortest."""
    best: tuple[str, list[str]] | None = None
    for setup, line in zip(setups, lines):
        if line is not None and (best is None or len(line) < len(best[1])):
            best = setup, line
            if len(line) <= limit:
                break
    return best


def new_game(
    players: int = 2,
    seed: int | None = None,
    setup: str | None = None,
    kids: bool = False,
    balanced: bool = False,
    winnable: bool = False,
    length: str = "long",
) -> MazeState:
    """A new game as :func:`games.maze.rules.new_game` deals it; kids' deals, and the others
    with ``winnable``, are re-dealt until the solver finds a win; a kids' deal of ``length``
    "short" or "medium" until a line that short is known (:func:`short_setup`)."""
    if length not in LENGTHS:
        raise ValueError(f"new_game: length must be one of {', '.join(LENGTHS)}")
    if setup is not None or not (kids or winnable):
        if winnable:
            raise ValueError("new_game: a given setup= is played as it is, winnable or not")
        return rules.new_game(players, seed, setup, kids, balanced)
    if players != 2 or (kids and balanced):
        return rules.new_game(players, seed, setup, kids, balanced)  # raises the rules' error
    seed = random.randrange(2**31) if seed is None else seed
    limit = LENGTHS[length]
    if kids and limit is not None:
        return MazeState(short_setup(seed, limit)[0])
    kind = "kids" if kids else "balanced" if balanced else "standard"
    workers = 1 if kids else DEAL_WORKERS
    return MazeState(winnable_setup(seed, kind, workers=workers))

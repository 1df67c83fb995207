"""Short winning lines: the solver's first line, then ever shorter ones while time lasts.

The solver (:mod:`games.maze.solver`) is greedy: it finds a kids' line in a twentieth of a
second, but one of 29-51 plies, far too long for a child to follow hint by hint. Shortening is
an anytime search: after the first line, more runs of the same best-first search look only for
lines shorter than the best one known (positions that could not lead to one are dropped), with
the estimate counted once against the moves made instead of :data:`games.maze.solver._WEIGHT`
times, and half of them start at a position drawn from the best line so far, so its tail gets
shortened too. Every line found is stripped of its detours (:func:`games.maze.search_board.
shortcut`) and replayed through the rules to the win.

:func:`choose_move` is the worker's side (the :class:`games.engine.thinker.Thinker` protocol)
for hints; the deal pool (:mod:`games.maze.deals`) calls :func:`shortest_line` in its workers.
What was tried, with figures: ``games/maze/SOLVER_NOTES.md`` (Short lines).
"""
from __future__ import annotations

import random
from typing import Callable

from games.maze.rules import MazeState, Move
from games.maze.search_board import ORDER, POS, shortcut, step, to_search
from games.maze.solver import (
    LUBY_UNIT,
    SMALL_BOARD,
    SMALL_LUBY_UNIT,
    SMALL_VARIANTS,
    VARIANTS,
    _Budget,
    _restarts,
    _run,
    luby,
)

SHORTEN_WEIGHT = 1
"""How many times the estimate counts against the moves made in a shortening run (the greedy
first search counts it ten times): weights 2 and 3 left longer lines (the notes)."""
FROM_LINE = 0.5
"""How often a shortening run starts at a position drawn from the best line known, to shorten
its tail, rather than at the root."""
SHORTEN_SECONDS = 10.0
"""CPU seconds a hint worker spends on one round of shortening a position's line."""


def shortest_line(state: MazeState, budget_s: float, enough: int = 0,
                  should_stop: Callable[[], bool] = lambda: False,
                  max_nodes: int | None = None, seed: int = 0,
                  shorter_than: int | None = None) -> list[str] | None:
    """The shortest winning line from ``state`` found within ``budget_s`` CPU seconds and
    ``max_nodes`` expansions (a node cap makes it deterministic for a ``seed``), or None.

    The search stops early at a line of ``enough`` plies or fewer. With ``shorter_than`` only
    a line shorter than that counts (a line already known is that long)."""
    if state.to_move is None:
        return None
    budget = _Budget(budget_s, should_stop, max_nodes)
    rng = random.Random(seed)
    root, side = to_search(state.board), state.to_move
    found = _restarts(root, side, budget, rng)[0]
    if found is None:
        return None
    best = [(POS[frm], POS[to]) for frm, to in found]
    limit = len(best) if shorter_than is None else min(len(best), shorter_than)
    small = 48 - root.count(0) <= SMALL_BOARD
    unit, portfolio = (SMALL_LUBY_UNIT, SMALL_VARIANTS) if small else (LUBY_UNIT, VARIANTS)
    memos: dict = {}
    run = 0
    while limit > enough and not budget.check() and budget.nodes_left > 0:
        run += 1
        cap = int(min(unit * luby(run), budget.nodes_left))
        start, start_side, prefix = root, side, 0
        if rng.random() < FROM_LINE and len(best) > 2:
            prefix = rng.randrange(len(best) - 2)
            for frm, to in best[:prefix]:
                start = step(start, frm, to)[0]
            start_side = (side + prefix) % 2
        line, _, spent, _ = _run(start, start_side, portfolio[(run - 1) % len(portfolio)], rng,
                                 cap, budget, memos, SHORTEN_WEIGHT, limit - prefix)
        budget.nodes_left -= spent
        if line is not None:
            new = [(POS[frm], POS[to]) for frm, to in shortcut(root, side, best[:prefix] + line)]
            if len(new) < limit:
                best, limit = new, len(new)
    if shorter_than is not None and len(best) >= shorter_than:
        return None
    return _notation(state, best)


def _notation(state: MazeState, cells: list[tuple[int, int]]) -> list[str]:
    """A line in search cells as move notations, replayed through the rules to the win."""
    probe = state.copy()
    line = []
    for frm, to in cells:
        move = probe.parse_move(str(Move(ORDER[frm], ORDER[to])))
        probe.play(move)
        line.append(str(move))
    if probe.result != "won":
        raise AssertionError(f"a shortened line does not win: {line}")
    return line


def choose_move(state: MazeState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The hint worker's job: ``"win <moves…>"`` with a line shorter than ``level`` plies
    found within :data:`SHORTEN_SECONDS`, else ``"none"``."""
    line = shortest_line(state, SHORTEN_SECONDS, 0, should_stop, seed=seed, shorter_than=level)
    return "win " + " ".join(line) if line else "none"

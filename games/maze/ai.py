"""Computer partners for Maze (pure Python, no pygame).

``easy`` looks one move ahead with the solver's heuristic; ``normal`` asks the solver for a
winning line and plays its next move, falling back to ``easy`` when none is found.

Decision: Maze has no easier level. The other games' goal, an easiest level that a greedy
player beats at least 70% of the time, measures an opponent; Maze is cooperative (the
partners win or lose together), so a weaker partner would only make the person lose more
often, never give them a fairer fight. Kids get an easier game through shorter deals
(:data:`games.maze.deals.LENGTHS`) instead.
"""
from __future__ import annotations

import random
from typing import Callable

from games.engine.i18n import N_
from games.maze.rules import MazeState, Move, board_moves, board_step, step_outcome
from games.maze.solver import HOPELESS, heuristic_cost, solve

LEVELS: list[str] = [N_("easy"), N_("normal")]

PARTNER_NODES = 20_000
"""Solver expansions per partner move: a node cap, not a clock, keeps the choice deterministic
(a few seconds on the reference 2-core machine)."""
PARTNER_SECONDS = 15.0
"""CPU seconds a partner move may take at most, whatever the node cap."""


def choose_move(
    state: MazeState, level: int, seed: int, should_stop: Callable[[], bool] = lambda: False
) -> str:
    """The notation of the move the computer partner plays for ``state.to_move``."""
    if not 0 <= level < len(LEVELS):
        raise ValueError(f"Maze has no computer level {level} (levels: {LEVELS})")
    seen = state.positions_seen()
    if LEVELS[level] == "normal" and not should_stop():
        planned = _PLANS.get(_plan_key(state))
        if planned is not None and not _repeats(state, planned, seen):
            return planned
        line = solve(state, PARTNER_SECONDS, should_stop, max_nodes=PARTNER_NODES)
        if line and not _repeats(state, line[0], seen):
            _remember(state, line)
            return line[0]
    return _heuristic_move(state, random.Random(seed), seen)


def _repeats(state: MazeState, move: str, seen: set[tuple[bytes, int | None]]) -> bool:
    """Would ``move`` bring back a position of this game? A person following Hint (one winning
    line) and a partner following its own plan (another) could otherwise undo each other's
    moves for ever; the partner keeps to new positions whenever it can."""
    child = state.copy()
    child.play(move)
    return (child.board, child.to_move) in seen


_PLANS: dict[tuple[bytes, int | None], str] = {}
"""Positions on winning lines found earlier in this process -> the line's next move.

The partner keeps to a plan once it has one: a fresh search from the next position, capped
at ``PARTNER_NODES``, may miss a line that the first search found. Every entry is a step of a
line the solver proved wins, so following it can never lead astray."""
PLAN_MEMORY = 20_000


def _plan_key(state: MazeState) -> tuple[bytes, int | None]:
    return bytes(state.board), state.to_move


def _remember(state: MazeState, line: list[str]) -> None:
    if len(_PLANS) > PLAN_MEMORY:
        _PLANS.clear()
    probe = state.copy()
    for move in line:
        _PLANS[_plan_key(probe)] = move
        probe.play(move)


def hint(state: MazeState, budget_s: float) -> str | None:
    """The next move of a winning line found within ``budget_s`` seconds, or None."""
    if state.is_over():
        return None
    line = solve(state, budget_s)
    return line[0] if line else None


def promising_move(state: MazeState, seed: int) -> str:
    """A move that looks good by the solver's estimate (no promise that it wins): what Hint
    offers, and says it offers, while no winning line is known. Fast enough for a click."""
    return _heuristic_move(state, random.Random(seed), state.positions_seen())


def _heuristic_move(state: MazeState, rng: random.Random,
                    seen: set[tuple[bytes, int | None]] | None = None) -> str:
    """A move that keeps the game alive and brings the Travelers nearest their targets, one
    that brings back a position of the game (``seen``) only when nothing else is left.

    Ties are broken by ``rng`` so the easy partner does not shuffle one piece back and forth.
    """
    side = state.to_move
    assert side is not None, "choose_move called on a finished game"
    scored: list[tuple[bool, bool, float, float, Move]] = []
    for move in state.legal_moves():
        child, status = board_step(state.board, move.frm, move.to)
        outcome = step_outcome(child, move.to, status) if status else None
        if outcome == "won":
            return str(move)
        loses = outcome is not None or not board_moves(child, 1 - side)
        cost = HOPELESS + 1 if loses else heuristic_cost(child)  # a loss only if nothing else
        repeats = seen is not None and (child, 1 - side) in seen
        scored.append((loses, repeats, cost, rng.random(), move))
    return str(min(scored)[4])

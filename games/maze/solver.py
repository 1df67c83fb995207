"""Solver for Maze: finds a winning line (the partners play as one) or reports none found.

Greedy best-first search over canonical positions with a transposition table. The heuristic is
each Traveler's cheapest route to its target on its own field colour: one per bishop slide plus
one per live piece standing in the way (blockers on its diagonals). Permanent obstacles (dead
pieces, planted Trees, fixed Travelers) cannot be crossed, so a Traveler cut off by them makes
the position hopeless, which prunes most dead ends at once.
"""
from __future__ import annotations

import heapq
import random
import time
from operator import itemgetter
from typing import Callable

from games.maze.rules import (
    BLACK_HOME,
    DEAD,
    DESERT,
    DIAG_RAYS,
    HOME,
    LIGHT,
    LIGHTNING,
    PLANTED,
    RABBIT,
    STONE,
    TRAVELER,
    WHITE_HOME,
    MazeState,
    Move,
    board_moves,
    board_step,
    deal,
    step_outcome,
)

KIDS_DEAL_NODES = 5_000
"""Node cap of the kids' deal search: a node cap (not a clock) keeps deals seed-deterministic."""

_INF = 99  # a route cost never reached: longer routes are treated as cut off
HOPELESS = 10_000
"""Heuristic value of a position from which no win can be reached."""
_WEIGHT = 10  # greedy: the heuristic counts far more than the moves made so far


def _canon_table() -> bytes:
    table = bytearray(256)
    for c in range(256):
        status, kind = c >> 5, (c & 15) - 1
        if c == 0:
            table[c] = 0
        elif status in (DEAD, PLANTED):
            table[c] = 255  # every permanent obstacle looks alike
        elif kind in (LIGHTNING, RABBIT, STONE):
            table[c] = c & ~16  # Lightning, Rabbit and Stone move alike for either colour
        else:
            table[c] = c
    return bytes(table)


_CANON = _canon_table()
# Live (not yet fixed) Travelers; a fixed one is either home for good or the game is lost.
_LIVE_MATES = (bytes((TRAVELER + 1,)), bytes((16 | (TRAVELER + 1),)))
# A Traveler is bound to its field colour, so its target home field follows from it.
_TARGET = tuple(
    tuple(next(h for h in homes if LIGHT[h] == LIGHT[f]) for f in range(48))
    for homes in (BLACK_HOME, WHITE_HOME)
)


def heuristic_cost(board: bytes) -> int:
    """Sum of the live Travelers' route costs (see :func:`_route_cost`); :data:`HOPELESS` when
    a Traveler is cut off.

    A position where a Traveler cannot reach its target past the permanent obstacles (dead
    pieces, planted Trees, fixed Travelers) is hopeless, whatever the live pieces do.
    """
    memo: dict[tuple[int, ...], int] = {}
    return min(HOPELESS, _colour_cost(board, True, memo) + _colour_cost(board, False, memo))


# What a Traveler's route sees of a cell: empty, live piece, permanent obstacle, live White or
# Black Traveler. Positions that look alike on one field colour share their route costs.
_SEEN = bytes(
    0 if c == 0 else 2 if c >= 32 else 3 if c == TRAVELER + 1 else 4 if c == 17 + TRAVELER
    else 1
    for c in range(256)
)
_VIEW = (
    itemgetter(*(i for i in range(48) if not LIGHT[i])),
    itemgetter(*(i for i in range(48) if LIGHT[i])),
)


def _colour_cost(board: bytes, light: bool, memo: dict[tuple[int, ...], int]) -> int:
    """Route costs of the Travelers on fields of one colour, remembered in ``memo``.

    A Traveler never leaves its field colour and its slides cross only fields of that colour,
    so this part depends only on what stands on the fields of that colour.
    """
    key = _VIEW[light](board.translate(_SEEN))
    total = memo.get(key)
    if total is not None:
        return total
    total = 0
    for code in _LIVE_MATES:
        i = board.find(code)
        while i >= 0:
            if LIGHT[i] == light:
                cost = _route_cost(board, i, _TARGET[code[0] >> 4][i])
                total = HOPELESS if cost >= _INF else min(HOPELESS, total + cost)
            i = board.find(code, i + 1)
    memo[key] = total
    return total


def _route_cost(board: bytes, start: int, target: int) -> int:
    """Cheapest route of a Traveler: each slide costs 1 plus 1 per live piece in its way."""
    best = [_INF] * 48
    best[start] = 0
    buckets: list[list[int]] = [[] for _ in range(_INF)]
    buckets[0].append(start)
    for cost in range(_INF):
        for f in buckets[cost]:
            if best[f] != cost:
                continue
            if f == target:
                return cost
            for ray in DIAG_RAYS[f]:
                step = cost + 1
                for g in ray:
                    c = board[g]
                    if c >= 32:
                        break
                    if c:
                        step += 1
                    if step < best[g] and not DESERT[g] and (g == target or not HOME[g]):
                        best[g] = step
                        buckets[step].append(g)
    return _INF


def solve(
    state: MazeState,
    budget_s: float,
    should_stop: Callable[[], bool] = lambda: False,
    max_nodes: int | None = None,
) -> list[str] | None:
    """A winning line from ``state`` (move notations), or None when none was found.

    None means no win exists when the search space was exhausted, or that ``budget_s`` seconds,
    ``max_nodes`` expansions or ``should_stop()`` ended the search first.
    """
    result = _search(state.board, state.to_move, budget_s, should_stop, max_nodes)[0]
    if result is None:
        return None
    line = state.copy()
    out = []
    for frm, to in result:
        move = line.parse_move(str(Move(frm, to)))
        line.play(move)
        out.append(str(move))
    return out


def search_stats(state: MazeState, budget_s: float, max_nodes: int | None = None
                 ) -> tuple[bool, int, float]:
    """(win found, nodes expanded, seconds) of one solve, for the bench."""
    start = time.perf_counter()
    line, nodes = _search(state.board, state.to_move, budget_s, lambda: False, max_nodes)
    return line is not None, nodes, time.perf_counter() - start


def _search(
    root: bytes,
    side: int | None,
    budget_s: float,
    should_stop: Callable[[], bool],
    max_nodes: int | None,
) -> tuple[list[tuple[int, int]] | None, int]:
    if side is None:
        return None, 0
    deadline = time.perf_counter() + budget_s
    memo: dict[tuple[int, ...], int] = {}
    costs = (_colour_cost(root, False, memo), _colour_cost(root, True, memo))  # by LIGHT[]
    if max(costs) >= HOPELESS:
        return None, 0
    root_key = root.translate(_CANON) + bytes((side,))
    parents: dict[bytes, tuple[bytes, int, int] | None] = {root_key: None}
    heap = [(0, 0, 0, root, side, root_key, costs)]
    counter = 0
    nodes = 0
    while heap:
        _, _, g, board, side, key, costs = heapq.heappop(heap)
        nodes += 1
        if nodes & 255 == 0 and (time.perf_counter() > deadline or should_stop()):
            return None, nodes
        if max_nodes is not None and nodes > max_nodes:
            return None, nodes
        other = 1 - side
        for frm, to in board_moves(board, side):
            child, status = board_step(board, frm, to)
            if status:
                outcome = step_outcome(child, to, status)
                if outcome == "won":
                    return _line(parents, key) + [(frm, to)], nodes
                if outcome is not None:
                    continue
            ckey = child.translate(_CANON) + bytes((other,))
            if ckey in parents:
                continue
            parents[ckey] = (key, frm, to)
            # Only the colours of the two fields the move touched can change the estimate.
            child_costs = list(costs)
            for colour in {LIGHT[frm], LIGHT[to]}:
                child_costs[colour] = _colour_cost(child, colour, memo)
            h = child_costs[0] + child_costs[1]
            if h >= HOPELESS:
                continue
            counter += 1
            heapq.heappush(heap, (h * _WEIGHT + g, counter, g + 1, child, other, ckey,
                                  child_costs))
    return None, nodes


def _line(parents: dict[bytes, tuple[bytes, int, int] | None], key: bytes
          ) -> list[tuple[int, int]]:
    out = []
    link = parents[key]
    while link is not None:
        key, frm, to = link
        out.append((frm, to))
        link = parents[key]
    out.reverse()
    return out


def winnable_kids_setup(seed: int, max_nodes: int = KIDS_DEAL_NODES) -> str:
    """The first kids' deal drawn from ``seed`` in which the solver finds a win."""
    rng = random.Random(seed)
    while True:
        setup = deal(rng, "kids")
        state = MazeState(setup)
        if _search(state.board, state.to_move, float("inf"), lambda: False, max_nodes)[0]:
            return setup

"""Solver for Maze: finds a winning line (the partners play as one) or reports none found.

Greedy best-first search over canonical positions with a transposition table, novelty first:
positions that show a (field, piece) fact not yet seen among positions of the same estimate are
expanded before the others, which carries the search across the long plateaus of waiting moves
that the alternation of turns forces on the partners.

Speed: the search keeps its own copy of the board, reordered so the 24 dark fields come first
and the 24 light fields last (:data:`ORDER`). A Traveler never leaves its field colour, so its
route depends on one half of that board only, and a slice of it is the key under which route
costs are remembered. Moves come from per-field tables built once; a test checks them against
:func:`games.maze.rules.board_moves`.

Heuristic: each live Traveler's cheapest route to its target home field on its own colour, one
per bishop slide plus one per live piece in its way. Each cost is charged to the player who
must pay it (a slide to the owner of the territory it starts in, a blocker to the owner of the
territory it stands in); since the partners alternate, the busier player sets the pace, so the
estimate counts the busier player's moves twice and the other's once. Permanent obstacles
(dead pieces, planted Trees, fixed Travelers) cannot be crossed: a Traveler cut off by them, or
whose target is taken by one, makes the position hopeless, which prunes most dead ends at once.
"""
from __future__ import annotations

import random
import time
from heapq import heappop, heappush
from operator import add
from typing import Callable

from games.maze.rules import (
    BLACK_HOME,
    DEAD,
    DESERT,
    DIAG_RAYS,
    FIELDS,
    FIXED,
    HOME,
    LIGHT,
    LIGHTNING,
    NEIGHBOURS,
    PLANTED,
    RABBIT,
    SHADOW,
    STONE,
    TERRITORY,
    TRAVELER,
    TREE,
    WHITE_HOME,
    MazeState,
    Move,
    cell,
    deal,
    landing_status,
)

KIDS_DEAL_NODES = 600
"""Node cap of the kids' deal search: a node cap (not a clock) keeps deals seed-deterministic."""

HOPELESS = 10_000
"""Heuristic value of a position from which no win can be reached."""
_INF = 99  # a route cost never reached: longer routes are treated as cut off
_STALE = 1_000_000  # rank offset of positions with nothing new: expanded after all novel ones
_WEIGHT = 10  # greedy: the heuristic counts far more than the moves made so far
_TREE_TARGETS = 2  # Tree destinations kept per Tree and position (the least harmful ones)

# ----- the search's board layout: dark fields first, then light ones, each in field order
ORDER: tuple[int, ...] = tuple(i for i in range(48) if not LIGHT[i]) + tuple(
    i for i in range(48) if LIGHT[i])
"""``ORDER[k]`` is the field index of search cell ``k``."""
_POS = {f: k for k, f in enumerate(ORDER)}


def _cells(fields: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(_POS[f] for f in fields)


_DESERT = tuple(DESERT[f] for f in ORDER)
_HOME = tuple(HOME[f] for f in ORDER)
_TERR = tuple(TERRITORY[f] for f in ORDER)
_RAYS = tuple(tuple(_cells(ray) for ray in DIAG_RAYS[f] if ray) for f in ORDER)
_STEPS = tuple(tuple(ray[0] for ray in rays) for rays in _RAYS)
_NEIGH = tuple(_cells(NEIGHBOURS[f]) for f in ORDER)
# Per cell, its diagonal rays as (cell, in Black's territory, a Traveler may stop there).
_ROUTE_RAYS = tuple(
    tuple(tuple((g, _TERR[g], not _DESERT[g] and not _HOME[g]) for g in ray) for ray in rays)
    for rays in _RAYS)
_SIDE_CELLS = tuple(tuple(k for k in range(48) if _TERR[k] == side) for side in (0, 1))


def _build_tables() -> tuple[tuple, tuple, tuple]:
    """Rabbit jumps, Stone steps and Time Pawn slides in search cells, read off the rules'
    geometry (field name = row letter + vertical)."""
    at = {(FIELDS[f][0], int(FIELDS[f][1:])): _POS[f] for f in range(48)}
    rows = "abcdef"

    def shift(k: int, dr: int, dv: int) -> int | None:
        name = FIELDS[ORDER[k]]
        r, v = rows.index(name[0]) + dr, int(name[1:]) + dv
        return at.get((rows[r], v)) if 0 <= r < 6 else None

    eight = ((-1, -1), (-1, 1), (1, -1), (1, 1), (-1, 0), (1, 0), (0, -1), (0, 1))
    jumps = tuple(
        tuple((shift(k, dr, dv), shift(k, 2 * dr, 2 * dv)) for dr, dv in eight
              if shift(k, dr, dv) is not None and shift(k, 2 * dr, 2 * dv) is not None)
        for k in range(48))
    stones = tuple(
        tuple((shift(k, 0, dv), shift(k, dr, dv)) for dv in (-1, 1) for dr in (-1, 1)
              if shift(k, 0, dv) is not None and shift(k, dr, dv) is not None)
        for k in range(48))
    pawns = []
    for colour in (0, 1):
        per_n = []
        for n in (1, 2, 3):
            per_cell = []
            for k in range(48):
                runs = []
                for dr, dv in ((0, 1 - 2 * colour), (-1, 0), (1, 0)):
                    path = [shift(k, dr * s, dv * s) for s in range(1, n + 1)]
                    if None not in path:
                        runs.append(tuple(path))
                per_cell.append(tuple(runs))
            per_n.append(tuple(per_cell))
        pawns.append(tuple(per_n))
    return jumps, stones, tuple(pawns)


_JUMPS, _STONES, _PAWNS = _build_tables()

_MATE = (cell(TRAVELER, 0), cell(TRAVELER, 1))
_FIXED_MATE = (cell(TRAVELER, 0, FIXED), cell(TRAVELER, 1, FIXED))
_W_HOME = _cells(WHITE_HOME)
_B_HOME = _cells(BLACK_HOME)
# A Traveler is bound to its field colour, so its target home field follows from it:
# _TARGET[colour][light].
_TARGET = tuple(
    tuple(next(_POS[h] for h in homes if LIGHT[h] == light) for light in (False, True))
    for homes in (BLACK_HOME, WHITE_HOME)
)


def _canon_table() -> bytes:
    table = bytearray(256)
    for c in range(1, 256):
        status, kind = c >> 5, (c & 15) - 1
        if status in (DEAD, PLANTED):
            table[c] = 255  # every permanent obstacle looks alike
        elif kind in (LIGHTNING, RABBIT, STONE):
            table[c] = c & ~16  # Lightning, Rabbit and Stone move alike for either colour
        else:
            table[c] = c
    return bytes(table)


_CANON = _canon_table()
_ATOM = tuple(k << 8 for k in range(49))  # (cell, code) facts; cell 48 is the side to move

# What a Traveler's route sees of a cell: empty, live piece, permanent obstacle, live White or
# Black Traveler. Halves that look alike share their route costs.
_SEEN = bytes(
    0 if c == 0 else 2 if c >= 32 else 3 if c == _MATE[0] else 4 if c == _MATE[1] else 1
    for c in range(256)
)


def to_search(board: bytes) -> bytes:
    """A rules board (field order) in the search layout."""
    return bytes(board[f] for f in ORDER)


def search_moves(board: bytes, side: int) -> list[tuple[int, int]]:
    """Every legal ``(from, to)`` of ``side`` on a search-layout board (search cells)."""
    out: list[tuple[int, int]] = []
    shadow_targets: dict[int, list[int]] = {}  # by colour bit: Shadows of both may be here
    for k in _SIDE_CELLS[side]:
        c = board[k]
        if c == 0 or c >= 32:
            continue
        kind = (c & 15) - 1
        if kind == TRAVELER:
            for ray in _RAYS[k]:
                for j in ray:
                    if board[j]:
                        break
                    out.append((k, j))
        elif kind == SHADOW:
            colour_bit = c & 16
            if colour_bit not in shadow_targets:
                shadow_targets[colour_bit] = _shadow_targets(board, colour_bit)
            out.extend((k, j) for j in shadow_targets[colour_bit])
        elif kind == LIGHTNING:
            out.extend((k, j) for j in _STEPS[k] if not board[j])
        elif kind == RABBIT:
            out.extend((k, land) for over, land in _JUMPS[k] if board[over] and not board[land])
        elif kind == TREE:
            base = 24 if c & 16 == 0 else 0  # White Trees go to light fields, Black to dark
            out.extend((k, j) for j in range(base, base + 24) if not board[j])
        elif kind == STONE:
            out.extend((k, end) for mid, end in _STONES[k] if not board[mid] and not board[end])
        else:
            for path in _PAWNS[(c >> 4) & 1][kind - TRAVELER - 6][k]:
                if not any(board[j] for j in path):
                    out.append((k, path[-1]))
    return out


def _shadow_targets(board: bytes, colour_bit: int) -> list[int]:
    seen: set[int] = set()
    for code in (colour_bit | 1, colour_bit | 1 | FIXED << 5):
        k = board.find(bytes((code,)))
        while k >= 0:
            seen.update(j for j in _NEIGH[k] if not board[j])
            k = board.find(bytes((code,)), k + 1)
    return sorted(seen)


def _step(board: bytes, frm: int, to: int) -> tuple[bytes, int, bool | None]:
    """(child board, new status, outcome): outcome True won, False lost, None going on.

    Only the moved piece can change the outcome; "no legal move" shows up as a dead end.
    """
    c = board[frm]
    kind = (c & 15) - 1
    status = landing_status(kind, _DESERT[to], _HOME[to])
    new = bytearray(board)
    new[frm] = 0
    new[to] = (c & 31) | status << 5
    outcome = None
    if kind == TRAVELER and status:
        if status == DEAD or to in (_W_HOME if c & 16 == 0 else _B_HOME):
            outcome = False
        elif (new[_B_HOME[0]] == new[_B_HOME[1]] == _FIXED_MATE[0]
              and new[_W_HOME[0]] == new[_W_HOME[1]] == _FIXED_MATE[1]):
            outcome = True
    elif status == PLANTED and _HOME[to]:
        outcome = False
    return bytes(new), status, outcome


# ----- the heuristic
_Cost = tuple[int, int]  # (White's moves, Black's moves)


def _half_cost(board: bytes, light: bool, memo: dict[bytes, _Cost | None]) -> _Cost | None:
    """Route costs of the live Travelers on one field colour, None when one is cut off."""
    base = 24 if light else 0
    key = board[base:base + 24].translate(_SEEN)
    if key in memo:
        return memo[key]
    white = black = 0
    result: _Cost | None = (0, 0)
    for colour in (0, 1):
        k = key.find(3 + colour)
        if k < 0:
            continue
        route = _route(board, base + k, _TARGET[colour][light])
        if route is None:
            result = None
            break
        white += route[0]
        black += route[1]
        result = (white, black)
    memo[key] = result
    return result


def _route(board: bytes, start: int, target: int) -> _Cost | None:
    """Cheapest route of a Traveler: each slide costs 1 (to the owner of the territory it
    starts in) plus 1 per live piece in its way (to the owner of the territory it stands in)."""
    best = [_INF] * 48
    best[start] = 0
    heap = [(0, 0, start)]  # (cost, White's part of it, cell)
    while heap:
        cost, white, f = heappop(heap)
        if f == target:
            return white, cost - white
        if cost > best[f]:
            continue
        first = white + 1 - _TERR[f]
        for ray in _ROUTE_RAYS[f]:
            s, w = cost + 1, first
            for g, black_side, stop in ray:
                c = board[g]
                if c:
                    if c >= 32:
                        break
                    s += 1
                    w += 1 - black_side
                if s < best[g] and (stop or g == target):
                    best[g] = s
                    heappush(heap, (s, w, g))
    return None


def _estimate(white: int, black: int) -> int:
    """Plies still needed: the busier partner sets the pace (see the module docstring)."""
    return 2 * max(white, black) + min(white, black)


def heuristic_cost(board: bytes) -> int:
    """The solver's estimate for a rules board (field order); :data:`HOPELESS` when no win can
    be reached past the permanent obstacles."""
    memo: dict[bytes, _Cost | None] = {}
    ours = to_search(board)
    dark, light = _half_cost(ours, False, memo), _half_cost(ours, True, memo)
    if dark is None or light is None:
        return HOPELESS
    return min(HOPELESS - 1, _estimate(dark[0] + light[0], dark[1] + light[1]))


# ----- the search
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
    root_board: bytes,
    side: int | None,
    budget_s: float,
    should_stop: Callable[[], bool],
    max_nodes: int | None,
) -> tuple[list[tuple[int, int]] | None, int]:
    """Greedy best-first search; the winning line comes back in field indices."""
    if side is None:
        return None, 0
    deadline = time.perf_counter() + budget_s
    memo: dict[bytes, _Cost | None] = {}
    root = to_search(root_board)
    halves = (_half_cost(root, False, memo), _half_cost(root, True, memo))
    if halves[0] is None or halves[1] is None:
        return None, 0
    first = side
    root_key = root.translate(_CANON) + bytes((side,))
    parents: dict[bytes, tuple[bytes, int, int] | None] = {root_key: None}
    heap: list = [(0, 0, 0, root, side, root_key, halves)]
    counter = 0
    nodes = 0
    novel: dict[int, set[int]] = {}
    cap = max_nodes if max_nodes is not None else -1
    while heap:
        _, _, g, board, side, key, halves = heappop(heap)
        nodes += 1
        if nodes == cap + 1:
            return None, nodes
        if nodes & 255 == 0 and (time.perf_counter() > deadline or should_stop()):
            return None, nodes
        other = 1 - side
        trees: dict[int, list] = {}
        for frm, to in search_moves(board, side):
            child, status, outcome = _step(board, frm, to)
            if outcome is not None:
                if outcome:
                    return _shortcut(root, first, _line(parents, key) + [(frm, to)]), nodes
                continue
            ckey = child.translate(_CANON) + bytes((other,))
            if ckey in parents:
                continue
            # Only the halves of the two cells the move touched can change the estimate.
            child_halves = list(halves)
            for light in {frm >= 24, to >= 24}:
                child_halves[light] = _half_cost(child, light, memo)
            dark, light_half = child_halves
            if dark is None or light_half is None:
                continue
            h = _estimate(dark[0] + light_half[0], dark[1] + light_half[1])
            # Novelty first: a position showing a (cell, piece) fact never seen before among
            # positions with the same estimate leaves the plateau of shuffled waiting moves.
            atoms = set(map(add, _ATOM, ckey))
            seen = novel.setdefault(h, set())
            rank = (0 if atoms - seen else _STALE) + h * _WEIGHT + g
            seen |= atoms
            entry = (rank, 0, g + 1, child, other, ckey, child_halves)
            if board[frm] & 15 == TREE + 1:
                # A Tree may go almost anywhere: keep only its least harmful destinations.
                trees.setdefault(frm, []).append((h, to, entry, ckey, key, frm))
                continue
            parents[ckey] = (key, frm, to)
            counter += 1
            heappush(heap, entry[:1] + (counter,) + entry[2:])
        for options in trees.values():
            options.sort(key=lambda o: (o[0], o[1]))
            for _, to, entry, ckey, pkey, frm in options[:_TREE_TARGETS]:
                if ckey in parents:
                    continue
                parents[ckey] = (pkey, frm, to)
                counter += 1
                heappush(heap, entry[:1] + (counter,) + entry[2:])
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


def _shortcut(root: bytes, side: int, line: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The winning ``line`` (search cells, ``side`` to move first) without its detours, in
    field indices.

    Greedy search finds roundabout lines; wherever one move leads from a position of the line
    to a later one with the same side to move, the moves in between are dropped.
    """
    boards = [root]
    for frm, to in line:
        boards.append(_step(boards[-1], frm, to)[0])
    last = {board + bytes((n % 2,)): n for n, board in enumerate(boards)}
    out: list[tuple[int, int]] = []
    n = 0
    while n < len(line):
        reach, move = n + 1, line[n]
        for frm, to in search_moves(boards[n], (side + n) % 2):
            j = last.get(_step(boards[n], frm, to)[0] + bytes(((n + 1) % 2,)), -1)
            if j > reach:
                reach, move = j, (frm, to)
        out.append(move)
        n = reach
    return [(ORDER[frm], ORDER[to]) for frm, to in out]


def winnable_kids_setup(seed: int, max_nodes: int = KIDS_DEAL_NODES) -> str:
    """The first kids' deal drawn from ``seed`` in which the solver finds a win."""
    rng = random.Random(seed)
    while True:
        setup = deal(rng, "kids")
        state = MazeState(setup)
        if _search(state.board, state.to_move, float("inf"), lambda: False, max_nodes)[0]:
            return setup

"""Solver for Maze: finds a winning line (the partners play as one), proves a loss, or says
it does not know.

Greedy best-first search has heavy-tailed run times here (one unlucky early choice can keep a
long search circling a dead region), so the solver makes many short runs: randomised restarts
with node budgets following the Luby sequence (1 1 2 1 1 2 4 … times a unit), each taking the
next heuristic variant of a small portfolio; half of the later runs begin at the best position
a run of their variant has reached (:data:`FROM_BEST`). Inside a run positions are canonical
(dead pieces look alike; Lightning, Rabbit and Stone move alike for either colour) and kept in
a transposition table, and novelty comes first: a position showing a (field, piece) fact not
yet seen among positions of the same estimate is expanded before the others, which carries the
search across the plateaus of waiting moves that alternating turns force on the partners; one
expansion in ten is drawn from the open list instead (:data:`EXPLORE`). A found line is
shortened before it is handed out.

Heuristic: each live Traveler's cheapest route to its target home field, one per bishop slide
plus the weight of each live piece in its way, each cost charged to the player who must pay it
(a slide to the owner of the territory it starts in, a blocker to the owner of the territory it
stands in). The partners alternate, so the busier one sets the pace: their moves count several
times (:data:`VARIANTS`), the other's once. Positions where a Traveler is cut off (the rules' own
:func:`games.maze.rules.reaches_target`) or where the two Travelers of a field colour can never
pass each other (:func:`_can_pass`) are pruned. At the root only, live pieces locked in for good
(:func:`games.maze.search_board.freeze`) count as permanent obstacles: a stronger sound test that
can prove a deal lost. Route costs depend on one field colour only and are remembered per half
board (see :mod:`games.maze.search_board`).

Proofs: "no win" is only answered when the cut-off or the passing test holds at the root (with
locked-in pieces counted as obstacles), or when a run from the root that dropped nothing (no
Tree destinations left out) used up every reachable position.

What was tried against each choice here, with its figures: ``games/maze/SOLVER_NOTES.md``.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from heapq import heappop, heappush
from typing import Callable

from games.maze.rules import FIXED, TRAVELER, TREE, MazeState, Move, cell, reaches_target
from games.maze.search_board import (
    CANON,
    LANDING,
    LANDING_OUTCOME,
    OCCUPIED,
    ORDER,
    ROUTE_RAYS,
    SEEN,
    STUCK_EXITS_AT,
    STUCK_READERS,
    TARGET,
    TERR,
    freeze,
    search_moves,
    shortcut,
    step,
    stuck_mask,
    to_rules,
    to_search,
    won,
)

HOPELESS = 10_000
"""Heuristic value of a position from which no win can be reached."""
_STALE = 1_000_000  # rank offset of positions with nothing new: expanded after all novel ones
_WEIGHT = 10
"""Greedy: the heuristic counts far more than the moves made so far (the notes: Greedy
weight)."""
_TREE_TARGETS = 2
"""Tree destinations kept per Tree and position (the least harmful ones): a Tree may go
almost anywhere, and keeping more or estimating fewer solved fewer deals (the notes)."""
LUBY_UNIT = 1500
"""Nodes of the shortest restart on a full board; run ``n`` gets ``LUBY_UNIT * luby(n)``.
Shorter first runs waste the budget, longer ones win less per node (the notes: Restarts)."""
SMALL_LUBY_UNIT = 250
"""The same on a board of the kids' size, whose lines are short."""
SMALL_BOARD = 30
"""Pieces up to which a board counts as small."""
FROM_BEST = 0.5
"""How often a restart begins at the best position a run of its variant has reached so far
(the lowest estimate), not at the root: a run whose novelty tables have filled up ranks any
novel position ahead of a stale one close to the goal (the notes)."""


EXPLORE = 0.1
"""How often a run expands a position drawn at random from its open list rather than the
first in order (epsilon-greedy best-first search), so a run does not keep circling the region
its first choices led to. The draw favours the top of the heap: index ``u² × size``."""


@dataclass(frozen=True)
class Variant:
    """One heuristic of the portfolio: the weight of a live piece in a Traveler's way.

    ``idle`` weighs a blocker standing in the territory of the player who is not to move (it
    cannot be moved away this turn); ``busy`` one in the mover's own territory; ``stuck``, when
    not 0, one that has no move at all (it must be freed first); ``wall`` is added per dead
    piece or planted Tree, which narrow the Travelers' ways for good; ``pace`` is how many
    times the busier player's moves count (see :func:`_estimate`). Every variant weighs
    ``busy`` and ``idle`` alike, so both sides share one memo of route costs.
    """

    name: str
    busy: int
    idle: int
    stuck: int = 0
    wall: int = 0
    pace: int = 2


SMALL_VARIANTS: tuple[Variant, ...] = (
    Variant("blockers", 1, 1),
    Variant("stuck blockers thrice, walls twice", 1, 1, 3, 2),
    Variant("stuck blockers twice, walls twice", 1, 1, 2, 2),
    Variant("stuck blockers thrice, walls", 1, 1, 3, 1),
    Variant("stuck blockers twice, walls", 1, 1, 2, 1),
)
"""The portfolio of a small (kids') board, taken in turn by the restarts. The plain first run
is twice as fast and solves most kids' deals at once."""

VARIANTS: tuple[Variant, ...] = (
    Variant("pace 5, stuck blockers thrice, walls 5", 1, 1, 3, 5, 5),
    Variant("pace 3, stuck blockers thrice, walls thrice", 1, 1, 3, 3, 3),
    Variant("pace 5, stuck blockers thrice, walls 7", 1, 1, 3, 7, 5),
)
"""The portfolio of a full board: three variants, each winning deals the others miss (the
notes: The full board's portfolio)."""


def luby(n: int) -> int:
    """The ``n``-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …"""
    k = 1
    while (1 << k) - 1 < n:
        k += 1
    while (1 << k) - 1 != n:
        n -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < n:
            k += 1
    return 1 << (k - 1)


# ----- the heuristic
_Cost = tuple[int, int]  # (White's moves, Black's moves)
_HalfKey = tuple[bytes, int]  # see _half_key
_Memo = dict[_HalfKey, "_Cost | None"]


def _half_key(board: bytes, light: bool, stuck_bits: int) -> _HalfKey:
    """What a half board's route costs depend on: the half as :data:`SEEN` shows it, and
    its stuck bits with the half's colour in bit 24 (so both halves share one memo). Pass
    ``stuck_bits`` 0 when the weights ignore stuck pieces."""
    if light:
        return board[24:].translate(SEEN), stuck_bits >> 24 | _LIGHT_BIT
    return board[:24].translate(SEEN), stuck_bits & 0xFFFFFF


_LIGHT_BIT = 1 << 24


def _half_cost(board: bytes, light: bool, weights: tuple[int, int, int], memo: _Memo,
               stuck_bits: int = 0) -> _Cost | None:
    """Route costs of the live Travelers on one field colour, None when one is cut off.

    ``weights[t]`` is the cost of a live blocker standing in territory ``t``; ``weights[2]``,
    when not 0, that of a blocker with no move at all (bit set in ``stuck_bits``, the
    :func:`games.maze.search_board.stuck_mask` of the board): it must first be freed.
    Stuck blockers are weighed during the route search, so a route may go round them; the
    other Traveler of the colour weighs as any live blocker (the notes: Route costs).
    """
    key = _half_key(board, light, stuck_bits if weights[2] else 0)
    result = memo.get(key, _UNKNOWN)
    if result is _UNKNOWN:
        result = _half_cost_of(board, light, weights, memo, key)
    return result


_UNKNOWN = object()  # not in the memo yet (None there means hopeless)


def _half_cost_of(board: bytes, light: bool, weights: tuple[int, int, int], memo: _Memo,
                  key: _HalfKey) -> _Cost | None:
    """:func:`_half_cost` worked out, and remembered under ``key``."""
    base = 24 if light else 0
    seen, bits = key
    if not _ways(board, base, seen + _HALF_TAG[light]):
        memo[key] = None
        return None
    white = black = 0
    costs = _blocker_costs(seen, bits & 0xFFFFFF, weights)
    for colour in (0, 1):
        k = seen.find(3 + colour)
        if k >= 0:
            w, b = _route(costs, base, k, TARGET[colour][light] - base)
            white += w
            black += b
    memo[key] = result = (white, black)
    return result


_WAYS: dict[bytes, bool] = {}
"""Per half board with live pieces left out: do its live Travelers still have a way?"""
_WALLS = bytes(0 if c == 1 else c for c in range(256))  # live pieces vanish
_DEAD = bytes(int(32 <= c < 96) for c in range(256))  # dead pieces and planted Trees
_HALF_TAG = (b"d", b"l")  # the two halves' walls must never meet in _WAYS


def _ways(board: bytes, base: int, key: bytes) -> bool:
    """Whether no live Traveler of this half is cut off, by the rules' own test, and its two
    Travelers can pass each other (:func:`_can_pass`); remembered by the permanent obstacles
    and Travelers of the half, which change far more rarely."""
    walls = key.translate(_WALLS)
    known = _WAYS.get(walls)
    if known is None:
        rules_board = to_rules(board)
        known = all(reaches_target(rules_board, ORDER[base + k])
                    for k in range(24) if walls[k] in (3, 4)) and _can_pass(rules_board, walls, base)
        if len(_WAYS) > 200_000:
            _WAYS.clear()
        _WAYS[walls] = known
    return known


def _can_pass(rules_board: bytes, walls: bytes, base: int) -> bool:
    """Whether the two live Travelers of one half (one of each side, bound the opposite ways)
    can both reach their targets, with live pieces out of the way: a sound test stronger
    than the rules' cut-off, which looks at each Traveler alone. Two Travelers that meet on
    a corridor with no field to step aside on can never pass each other.

    ``walls`` is the half as :data:`games.maze.search_board.SEEN` shows it with live pieces
    left out (2 permanent obstacle, 3 White's Traveler, 4 Black's), ``rules_board`` the whole
    board in field order. When one of the two reaches its target by the rules' own test while
    the other stands still as an obstacle, it goes first and the other follows; only when
    neither can are their joint positions searched (at most 24 × 24).
    """
    white, black = walls.find(3), walls.find(4)
    if white < 0 or black < 0:
        return True
    fields = (ORDER[base + white], ORDER[base + black])
    for mover in (0, 1):
        held = bytearray(rules_board)
        held[fields[1 - mover]] = cell(TRAVELER, 1 - mover, FIXED)
        if reaches_target(bytes(held), fields[mover]):
            return True
    light = base == 24
    rays = _HALF_RAYS[base:base + 24]
    targets = (TARGET[0][light] - base, TARGET[1][light] - base)
    seen = {(white, black)}
    todo = [(white, black)]
    while todo:
        pair = todo.pop()
        for mover in (0, 1):
            at, other = pair[mover], pair[1 - mover]
            for ray in rays[at]:
                for g, stop in ray:
                    if walls[g] == 2 or g == other:
                        break
                    if g == targets[mover]:
                        # Fixed on its target, the mover is out of the other's way: the rest
                        # is the other's lone way, which the rules' test already granted.
                        return True
                    if stop:
                        nxt = (g, other) if mover == 0 else (other, g)
                        if nxt not in seen:
                            seen.add(nxt)
                            todo.append(nxt)
    return False


# Per half cell: its diagonal rays within the half, as (cell, a Traveler may stop there), from
# the search board's rays.
_HALF_RAYS = tuple(
    tuple(tuple((g - base, stop) for g, stop in ray) for ray in ROUTE_RAYS[base + k])
    for base in (0, 24) for k in range(24))


# The same per (half base, target half cell), with the target counted as a field to stop on,
# and per half base the territory of each half cell: the tables of :func:`_route`.
_RAYS_TO = {
    (base, target - base): tuple(
        tuple(tuple((g, stop or g == target - base) for g, stop in ray) for ray in rays)
        for rays in _HALF_RAYS[base:base + 24])
    for base in (0, 24) for target in (TARGET[0][base == 24], TARGET[1][base == 24])}
_HALF_TERR = {base: TERR[base:base + 24] for base in (0, 24)}


_WALL_COST = 255
"""A permanent obstacle in a cost table of :func:`_blocker_costs`: no Traveler passes it."""
_COST_TABLES: dict[int, bytes] = {}  # per blocker weight: SEEN value -> cost


def _cost_table(weight: int) -> bytes:
    table = _COST_TABLES.get(weight)
    if table is None:
        table = _COST_TABLES[weight] = bytes(
            0 if v == 0 else _WALL_COST if v == 2 else weight for v in range(256))
    return table


_Costs = tuple[bytes | bytearray, bytes | bytearray]  # a half's blocker costs, White's part


def _blocker_costs(key: bytes, stuck_bits: int, weights: tuple[int, int, int]) -> _Costs:
    """Per half cell: what passing it costs a Traveler (:data:`_WALL_COST` for a permanent
    obstacle) and White's share of that cost. The first 12 cells of either half are White's
    territory, the last 12 Black's (see :data:`_HALF_TERR`)."""
    white = key[:12].translate(_cost_table(weights[0]))
    cost = white + key[12:24].translate(_cost_table(weights[1]))
    white += bytes(12)
    if stuck_bits:
        # A stuck cell always holds a live piece, never a gap or a wall: its cost is simply
        # replaced.
        cost, white = bytearray(cost), bytearray(white)
        extra = weights[2]
        while stuck_bits:
            low = stuck_bits & -stuck_bits
            g = low.bit_length() - 1
            stuck_bits ^= low
            cost[g] = extra
            if g < 12:
                white[g] = extra
    return cost, white


def _route(costs: _Costs, base: int, start: int, target: int) -> _Cost:
    """Cheapest route of a Traveler that has one, on one half (half cells): each slide costs 1
    (to the owner of the territory it starts in) plus the cost of each live piece in its way
    (to the owner of the territory that piece stands in; see :func:`_blocker_costs`).

    Of several cheapest routes, the first found gives the split between the partners (the
    notes: Route costs)."""
    rays = _RAYS_TO[(base, target)]
    terr = _HALF_TERR[base]
    cost_of, white_of = costs
    best = [HOPELESS] * 24
    best[start] = 0
    heap = [(0, 0, start)]  # (cost, White's part of it, cell)
    pop, push = heappop, heappush
    while heap:
        cost, white, f = pop(heap)
        if f == target:
            return white, cost - white
        if cost > best[f]:
            continue
        first = white + 1 - terr[f]
        # Nothing at or above the target's cost so far can better it: slides only add.
        bound = best[target]
        if cost + 1 >= bound:
            continue
        for ray in rays[f]:
            s, w = cost + 1, first
            for g, stop in ray:
                extra = cost_of[g]
                if extra:
                    if extra == _WALL_COST:
                        break
                    s += extra
                    if s >= bound:
                        break
                    w += white_of[g]
                if stop and s < best[g]:
                    best[g] = s
                    push(heap, (s, w, g))
                    if g == target:
                        bound = s
                        break
    raise AssertionError("reaches_target() found a way that the route search did not")


def _estimate(white: int, black: int, pace: int = 2) -> int:
    """Plies still needed: the busier partner sets the pace, so their moves count ``pace``
    times (see the module docstring)."""
    return pace * max(white, black) + min(white, black)


def heuristic_cost(board: bytes) -> int:
    """The solver's plain estimate for a rules board (field order); :data:`HOPELESS` when a
    Traveler is cut off."""
    memo: _Memo = {}
    ours = freeze(to_search(board))
    dark, light = (_half_cost(ours, half, (1, 1, 0), memo) for half in (False, True))
    if dark is None or light is None:
        return HOPELESS
    return min(HOPELESS - 1, _estimate(dark[0] + light[0], dark[1] + light[1]))


# ----- the search
@dataclass
class Analysis:
    """What the solver learnt about a position.

    ``line``: a winning line (move notations, replayed through the rules) or None; ``lost``:
    True only when no win exists (a Traveler is cut off, or a complete search found none);
    ``nodes`` expanded, ``cpu_s`` CPU seconds of the searching thread, ``runs`` restarts made.
    """

    line: list[str] | None
    lost: bool
    nodes: int
    cpu_s: float
    runs: int

    @property
    def verdict(self) -> str:
        """``"yes"`` (a win was found), ``"no"`` (proved lost) or ``"unknown"``."""
        return "yes" if self.line is not None else "no" if self.lost else "unknown"


class _Budget:
    """Stops the search on CPU time, a node cap or the caller's ``should_stop()``."""

    def __init__(self, cpu_s: float, should_stop: Callable[[], bool], max_nodes: int | None):
        self.start = time.thread_time()
        self.deadline = self.start + cpu_s
        self.should_stop = should_stop
        self.nodes_left = float("inf") if max_nodes is None else max_nodes
        self.over = False

    def check(self) -> bool:
        """True once the search must stop (asked every few hundred nodes)."""
        if not self.over and (time.thread_time() > self.deadline or self.should_stop()):
            self.over = True
        return self.over


def analyse(
    state: MazeState,
    budget_s: float,
    should_stop: Callable[[], bool] = lambda: False,
    max_nodes: int | None = None,
    seed: int = 0,
) -> Analysis:
    """Search ``state`` for a win for at most ``budget_s`` CPU seconds and ``max_nodes``
    expansions (a node cap makes the answer deterministic for a ``seed``)."""
    budget = _Budget(budget_s, should_stop, max_nodes)
    if state.to_move is None:
        return Analysis(None, state.result != "won", 0, 0.0, 0)
    found, lost, nodes, runs = _restarts(to_search(state.board), state.to_move, budget,
                                         random.Random(seed))
    line = None
    if found is not None:
        line = []
        probe = state.copy()
        for frm, to in found:
            move = probe.parse_move(str(Move(frm, to)))
            probe.play(move)
            line.append(str(move))
        if probe.result != "won":
            raise AssertionError(f"the solver's line does not win: {line}")
    return Analysis(line, lost, nodes, time.thread_time() - budget.start, runs)


def solve(
    state: MazeState,
    budget_s: float,
    should_stop: Callable[[], bool] = lambda: False,
    max_nodes: int | None = None,
    seed: int = 0,
) -> list[str] | None:
    """A winning line from ``state`` (move notations), or None when none was found in time."""
    return analyse(state, budget_s, should_stop, max_nodes, seed).line


def _restarts(root: bytes, side: int, budget: _Budget, rng: random.Random
              ) -> tuple[list[tuple[int, int]] | None, bool, int, int]:
    """Luby-budgeted runs until a win, a proof of loss or the end of the budget:
    (line in field indices, proved lost, nodes, runs)."""
    memos: dict[tuple[int, int, int], _Memo] = {}
    if any(_half_cost(freeze(root), light, (1, 1, 0), memos.setdefault((1, 1, 0), {})) is None
           for light in (False, True)):
        return None, True, 0, 0
    nodes = run = 0
    small = 48 - root.count(0) <= SMALL_BOARD
    unit, portfolio = (SMALL_LUBY_UNIT, SMALL_VARIANTS) if small else (LUBY_UNIT, VARIANTS)
    # Per variant: the lowest estimate its runs reached, and the moves from the root there.
    best_of: dict[int, tuple[int, list[tuple[int, int]]]] = {}
    while not budget.over and budget.nodes_left > 0:
        run += 1
        cap = min(unit * luby(run), budget.nodes_left)
        vi = (run - 1) % len(portfolio)
        variant = portfolio[vi]
        prefix: list[tuple[int, int]] = []
        start, start_side = root, side
        if vi in best_of and rng.random() < FROM_BEST:
            prefix = best_of[vi][1]
            for frm, to in prefix:
                start = step(start, frm, to)[0]
                start_side = 1 - start_side
        line, complete, spent, best = _run(start, start_side, variant, rng, int(cap), budget,
                                           memos)
        nodes += spent
        budget.nodes_left -= spent
        if line is not None:
            return shortcut(root, side, prefix + line), False, nodes, run
        if complete:
            if not prefix:
                return None, True, nodes, run
            del best_of[vi]  # a dead end: only a search from the root proves the deal lost
            continue
        if best is not None and (vi not in best_of or best[0] < best_of[vi][0]):
            best_of[vi] = (best[0], prefix + best[1])
    return None, False, nodes, run


def _fact_bits() -> tuple[tuple[int, ...], tuple[int, int]]:
    """Novelty facts as bits of one integer: ``_FACT[k * 256 + v]`` is the bit of (cell
    ``k``, canonical code ``v``), ``_SIDE_FACT[s]`` that of side ``s`` to move. A position's
    facts are the OR of its cells' bits and its side's, kept up move by move in the search;
    one AND then tells whether any of them is new."""
    codes = {0} | {cell(kind, colour, status) for kind in range(9) for colour in (0, 1)
                   for status in range(4)}
    values = sorted({CANON[c] for c in codes})
    bits = [0] * (48 * 256)
    for k in range(48):
        for n, v in enumerate(values):
            bits[k * 256 + v] = 1 << (k * len(values) + n)
    side = 48 * len(values)
    return tuple(bits), (1 << side, 1 << side + 1)


_FACT, _SIDE_FACT = _fact_bits()
_TURN_FACTS = _SIDE_FACT[0] | _SIDE_FACT[1]  # XOR-ed in when the side to move changes


def _facts(key: bytes) -> int:
    """The novelty facts of a position from its canonical key (board, then side to move)."""
    facts = _SIDE_FACT[key[48]]
    for k in range(48):
        facts |= _FACT[k * 256 + key[k]]
    return facts


def _run(
    root: bytes,
    side: int,
    variant: Variant,
    rng: random.Random,
    cap: int,
    budget: _Budget,
    memos: dict[tuple[int, int, int], _Memo],
    weight: int = _WEIGHT,
    bound: int = HOPELESS,
) -> tuple[list[tuple[int, int]] | None, bool, int, tuple[int, list[tuple[int, int]]] | None]:
    """One greedy best-first run of at most ``cap`` expansions: (line in search cells or None,
    whether every reachable position was expanded with nothing left out, nodes, and for a run
    cut short the lowest estimate it generated with the moves that lead there).

    ``weight`` is how many times the estimate counts against the moves made (see
    :data:`_WEIGHT`); only lines shorter than ``bound`` plies are looked for, and a run so
    bounded never proves anything lost (:mod:`games.maze.shortening`).

    This is the solver's inner loop, so what a child shares with its parent is not worked
    out again: its stuck bits, permanent obstacles, novelty facts and the route costs of a half
    the move left alone come from the parent's (same search node for node, a fifth faster).
    """
    # weights[side to move][territory of the blocker]
    weights = ((variant.busy, variant.idle, variant.stuck),
               (variant.idle, variant.busy, variant.stuck))
    memo = (memos.setdefault(weights[0], {}), memos.setdefault(weights[1], {}))
    same_weights = weights[0] == weights[1]
    uses_stuck = bool(variant.stuck)
    pace, wall = variant.pace, variant.wall
    root = freeze(root)
    root_stuck = stuck_mask(root) if uses_stuck else 0
    root_dark = _half_cost(root, False, weights[side], memo[side], root_stuck)
    root_light = _half_cost(root, True, weights[side], memo[side], root_stuck)
    if root_dark is None or root_light is None:
        return None, True, 0, None
    root_key = root.translate(CANON) + bytes((side,))
    parents: dict[bytes, tuple[bytes, int, int] | None] = {root_key: None}
    # Entries: (rank, tie-break, depth, board, side to move, key, stuck mask, novelty facts,
    # permanent obstacles, dark half's costs, light half's costs).
    heap: list = [(0, 0.0, 0, root, side, root_key, root_stuck, _facts(root_key),
                   root.translate(_DEAD).count(1), root_dark, root_light)]
    expanded: set[bytes] = set()
    novel: dict[int, int] = {}  # per estimate, the facts seen among its positions
    nodes = 0
    complete = True
    random_tie = rng.random
    best_h, best_at = HOPELESS, None
    landing, landing_outcome, fact = LANDING, LANDING_OUTCOME, _FACT
    stuck_readers, stuck_exits_at = STUCK_READERS, STUCK_EXITS_AT
    while heap:
        if nodes >= cap or (nodes & 127 == 0 and budget.check()):
            best = None
            if best_at is not None:
                pkey, bfrm, bto = best_at
                best = best_h, _line(parents, pkey) + [(bfrm, bto)]
            return None, False, nodes, best
        # Now and then a position is drawn at random from the open list instead (see
        # EXPLORE); it stays in the heap and is passed over when it comes out later.
        if len(heap) > 1 and random_tie() < EXPLORE:
            entry = heap[int(random_tie() ** 2 * len(heap))]
        else:
            entry = heappop(heap)
        if entry[5] in expanded:
            continue
        expanded.add(entry[5])
        (_, _, g, board, side, key, stuck_bits, facts, walls, parent_dark,
         parent_light) = entry
        nodes += 1
        other = 1 - side
        other_byte = bytes((other,))
        child_weights, child_memo = weights[other], memo[other]
        trees: dict[int, list] = {}
        for frm, to in search_moves(board, side):
            # What step(), update_stuck_mask() and _half_cost() do, written out (and the
            # novelty facts' update below): calling them per child costs node rate.
            index = board[frm] * 48 + to
            code = landing[index]
            new = bytearray(board)
            new[frm] = 0
            new[to] = code
            child = bytes(new)
            if landing_outcome[index]:
                if landing_outcome[index] == 2 and won(child):
                    return _line(parents, key) + [(frm, to)], False, nodes, None
                if landing_outcome[index] == 1:
                    continue
            if g + 2 >= bound:
                continue  # a line through here would be no shorter than the one known
            ckey = child.translate(CANON) + other_byte
            if ckey in parents:
                continue
            if uses_stuck:
                child_stuck = stuck_bits & ~(1 << frm | 1 << to)
                occupied = int.from_bytes(child.translate(OCCUPIED), "little")
                exits = stuck_exits_at[to * 256 + code]
                if exits is not None:
                    for empty, full in exits:
                        if not occupied & empty and occupied & full == full:
                            break
                    else:
                        child_stuck |= 1 << to
                for k, codes in stuck_readers[frm] + stuck_readers[to]:
                    c = child[k]
                    if codes[c]:
                        child_stuck &= ~(1 << k)
                        for empty, full in stuck_exits_at[k * 256 + c]:
                            if not occupied & empty and occupied & full == full:
                                break
                        else:
                            child_stuck |= 1 << k
            else:
                child_stuck = 0
            changed = child_stuck ^ stuck_bits | 1 << frm | 1 << to
            if same_weights and not changed & 0xFFFFFF:
                dark = parent_dark
            else:
                half_key = child[:24].translate(SEEN), child_stuck & 0xFFFFFF
                dark = child_memo.get(half_key, _UNKNOWN)
                if dark is _UNKNOWN:
                    dark = _half_cost_of(child, False, child_weights, child_memo, half_key)
                if dark is None:
                    continue
            if same_weights and not changed >> 24:
                light = parent_light
            else:
                half_key = child[24:].translate(SEEN), child_stuck >> 24 | _LIGHT_BIT
                light = child_memo.get(half_key, _UNKNOWN)
                if light is _UNKNOWN:
                    light = _half_cost_of(child, True, child_weights, child_memo, half_key)
                if light is None:
                    continue
            child_walls = walls + _DEAD[code]
            white, black = dark[0] + light[0], dark[1] + light[1]
            h = pace * white + black if white > black else pace * black + white  # _estimate()
            h += wall * child_walls
            if h < best_h:
                best_h, best_at = h, (key, frm, to)
            # Novelty first: a position showing a (cell, piece) fact never seen before among
            # positions with the same estimate leaves the plateau of shuffled waiting moves
            # (the alternatives tried: the notes, Novelty).
            child_facts = (facts ^ fact[frm * 256 + key[frm]] ^ fact[frm * 256] ^ fact[to * 256]
                           ^ fact[to * 256 + ckey[to]] ^ _TURN_FACTS)
            seen = novel.get(h, 0)
            if child_facts & ~seen:
                rank = h * weight + g
                novel[h] = seen | child_facts
            else:
                rank = _STALE + h * weight + g
            # Ties fall at random (see the notes).
            entry = (rank, random_tie(), g + 1, child, other, ckey, child_stuck, child_facts,
                     child_walls, dark, light)
            if board[frm] & 15 == TREE + 1:
                # A Tree may go almost anywhere: keep only its least harmful destinations.
                # The novelty facts of those left out are marked seen all the same (the notes).
                trees.setdefault(frm, []).append((h, entry[1], entry, key, to))
                continue
            parents[ckey] = (key, frm, to)
            heappush(heap, entry)
        for frm, options in trees.items():
            options.sort(key=lambda o: o[:2])
            if len(options) > _TREE_TARGETS:
                complete = False
            for _, _, entry, pkey, to in options[:_TREE_TARGETS]:
                if entry[5] not in parents:
                    parents[entry[5]] = (pkey, frm, to)
                    heappush(heap, entry)
    return None, complete, nodes, None


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

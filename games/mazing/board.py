"""Mazing's board as a bitboard: cells, neighbours, corners, every placement of every wall
shape, flood fills, shortest paths, whether a wall parts a pawn from its goal, and the walk of
a roll.

Cell ``(column, row)`` is bit ``row * (size + 1) + column``. The spare column at the right edge
is never inside the board, so shifting a mask by one bit cannot wrap a row onto the next, and
flood fills and breadth-first layers are a handful of integer operations. Pure Python, no
game state.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable

from games.mazing import shapes


@dataclass(frozen=True)
class Placement:
    """One spot for a wall shape: its bits, the ring of cells around it (diagonals too),
    whether it touches the board's edge, and its cells in notation order."""
    mask: int
    ring: int
    edge: bool
    cells: tuple[int, ...]


class Geometry:
    """Cell numbering, names, neighbours, corners and wall placements of one board size."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.width = width = size + 1
        self.inside = 0
        self.names: dict[int, str] = {}
        self.index: dict[str, int] = {}
        for r in range(size):
            for c in range(size):
                cell = r * width + c
                self.inside |= 1 << cell
                name = f"{chr(97 + c)}{r + 1}"
                self.names[cell] = name
                self.index[name] = cell
        # Notation order: by column, then row ("c4 c5 d5").
        self.cells: tuple[int, ...] = tuple(
            r * width + c for c in range(size) for r in range(size))
        self.order = {cell: i for i, cell in enumerate(self.cells)}
        last = size - 1
        # Seat order a1, k1, k11, a11; each goal is the opposite corner.
        self.corners: tuple[int, ...] = (0, last, last * width + last, last * width)
        self.corner_mask = sum(1 << c for c in self.corners)
        self.steps: dict[int, tuple[int, ...]] = {}
        self.rays: dict[int, tuple[tuple[int, ...], ...]] = {}
        for cell in self.cells:
            c, r = cell % width, cell // width
            around, rays = [], []
            for dc, dr in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                ray = []
                for k in (1, 2, 3):
                    cc, rr = c + dc * k, r + dr * k
                    if not (0 <= cc < size and 0 <= rr < size):
                        break
                    ray.append(rr * width + cc)
                if ray:
                    around.append(ray[0])
                rays.append(tuple(ray))
            self.steps[cell] = tuple(around)
            self.rays[cell] = tuple(rays)
        self.placements: dict[str, tuple[Placement, ...]] = {
            name: self._placements(name) for name in shapes.SHAPES}

    def _placements(self, name: str) -> tuple[Placement, ...]:
        """Every placement of shape ``name`` on the board, corners excluded, in notation order
        of the cell lists."""
        found = {}
        for form in shapes.orientations(name):
            span_c = max(c for c, _ in form)
            span_r = max(r for _, r in form)
            for r0 in range(self.size - span_r):
                for c0 in range(self.size - span_c):
                    cells = [(r0 + r) * self.width + c0 + c for c, r in form]
                    mask = mask_of(cells)
                    if mask & self.corner_mask:
                        continue
                    ring = 0
                    edge = False
                    for c, r in form:
                        cc, rr = c0 + c, r0 + r
                        edge = edge or cc in (0, self.size - 1) or rr in (0, self.size - 1)
                        for dc in (-1, 0, 1):
                            for dr in (-1, 0, 1):
                                if 0 <= cc + dc < self.size and 0 <= rr + dr < self.size:
                                    ring |= 1 << ((rr + dr) * self.width + cc + dc)
                    ordered = tuple(sorted(cells, key=self.order.__getitem__))
                    found[mask] = Placement(mask, ring & ~mask, edge, ordered)
        return tuple(sorted(found.values(), key=lambda p: [self.order[c] for c in p.cells]))

    def spread(self, mask: int, free: int) -> int:
        """``mask`` grown by one orthogonal step into ``free`` cells."""
        w = self.width
        return (mask | (mask << 1) | (mask >> 1) | (mask << w) | (mask >> w)) & free | mask

    def flood(self, start: int, free: int, stop: int = 0) -> int:
        """Cells of ``free`` connected to ``start`` (stops early once it meets ``stop``)."""
        reach = start
        while not reach & stop:
            grown = self.spread(reach, free)
            if grown == reach:
                break
            reach = grown
        return reach

    def layers(self, start: int, free: int, stop: int = 0) -> list[int]:
        """Breadth-first frontiers from ``start`` through ``free`` (until ``stop`` is met)."""
        frontiers = [start]
        reach = start
        while not reach & stop:
            grown = self.spread(reach, free)
            if grown == reach:
                break
            frontiers.append(grown & ~reach)
            reach = grown
        return frontiers

    def distance(self, goal: int, pawn: int, free: int) -> int | None:
        """Steps on the shortest path from cell ``pawn`` to cell ``goal``, None if shut in."""
        target = 1 << pawn
        frontiers = self.layers(1 << goal, free | target, target)
        return len(frontiers) - 1 if frontiers[-1] & target else None

    def path_masks(self, goal: int, pawn: int, free: int) -> tuple[int, int]:
        """Two shortest paths from ``pawn`` to ``goal`` (cells strictly between), one hugging
        low cell numbers and one high; (0, 0) if shut in. A wall that misses either of them
        cannot lengthen the pawn's shortest path, let alone shut it in."""
        target = 1 << pawn
        frontiers = self.layers(1 << goal, free | target, target)
        if not frontiers[-1] & target:
            return 0, 0
        low = high = 0
        at_low = at_high = target
        for frontier in reversed(frontiers[1:-1]):
            options = self.spread(at_low, frontier) & frontier
            at_low = options & -options
            low |= at_low
            options = self.spread(at_high, frontier) & frontier
            at_high = 1 << (options.bit_length() - 1)
            high |= at_high
        return low, high

    def separates(self, mask: int, ring: int, free: int,
                  routes: list[tuple[int, int, int, int]]) -> bool:
        """Whether walling ``mask`` parts a pawn from its goal. ``ring`` is the free cells
        around ``mask``, ``free`` the board's free cells afterwards, ``routes`` holds (goal bit,
        pawn bit, shortest path, shortest path) per pawn; a pawn whose two paths do not both
        cross ``mask`` keeps its route.

        If the ring stays connected any path can walk around the wall. Otherwise the ring's
        pieces are grown in lockstep: pieces that meet are one region, and a piece that stops
        growing is a closed region, so small pockets are found without filling the board."""
        regions = []
        rest = ring
        while rest:
            piece = self.flood(rest & -rest, ring)
            regions.append(piece)
            rest &= ~piece
        if len(regions) < 2:
            return False
        routes = [r for r in routes if r[2] & mask and r[3] & mask]
        while len(regions) > 1 and routes:
            grown = []
            for region in regions:
                bigger = self.spread(region, free)
                if bigger == region:
                    if any(bool(region & goal) != bool(region & pawn)
                           for goal, pawn, _, _ in routes):
                        return True
                    continue
                apart = [other for other in grown if not other & bigger]
                for other in grown:
                    if other & bigger:
                        bigger |= other
                grown = apart + [bigger]
            regions = grown
        return False

    def name_cells(self, cells: Iterable[int]) -> tuple[str, ...]:
        """Notation names of ``cells``, in the given order."""
        return tuple(self.names[c] for c in cells)


@lru_cache(maxsize=8)  # one per board size in play (three sizes are offered)
def geometry(size: int) -> Geometry:
    """The shared :class:`Geometry` of a board size."""
    return Geometry(size)


def walk(geo: Geometry, walls: int, start: int, goal: int, roll: int,
         leaps: tuple[int, ...], valid: int) -> dict[int, tuple[tuple[int, ...], tuple[int, ...]]]:
    """Where a pawn on ``start`` may end a move of exactly ``roll`` steps.

    Steps may turn and double back; each armed leap (1 or 2 = wall tokens it may cross in a
    straight line) allows one jump that counts every crossed token as a step. Reaching ``goal``
    ends the walk at once. Ends must lie in ``valid`` (cells with a route to the goal). If no
    end uses the whole roll the pawn goes as far as it can. Returns ``{end: (path, jumped)}``;
    the path starts at ``start`` and lists crossed wall cells in order.
    """
    singles, doubles = leaps.count(1), leaps.count(2)
    # A layer maps (cell, singles used, doubles used) to (previous layer, previous key, steps).
    layers: list[dict[tuple[int, int, int], Any]] = [dict() for _ in range(roll + 1)]
    layers[0][(start, 0, 0)] = None
    goal_at: tuple[int, int, tuple[int, int, int], tuple[int, ...]] | None = None
    for k in range(roll):
        for key in list(layers[k]):
            cell, used1, used2 = key
            for ray in geo.rays[cell]:
                if not ray:
                    continue
                moves = []
                first = ray[0]
                if not walls >> first & 1:
                    moves.append(((first,), first, 0, 0))
                else:
                    can1, can2 = used1 < singles, used2 < doubles
                    if (can1 or can2) and len(ray) > 1 and not walls >> ray[1] & 1:
                        moves.append(((first, ray[1]), ray[1], int(can1), int(not can1)))
                    if can2 and len(ray) > 2 and walls >> ray[1] & 1 and not walls >> ray[2] & 1:
                        moves.append(((first, ray[1], ray[2]), ray[2], 0, 1))
                for steps, end, add1, add2 in moves:
                    after = k + len(steps)
                    if after > roll:
                        continue
                    if end == goal:
                        if goal_at is None or after < goal_at[0]:
                            goal_at = (after, k, key, steps)
                        continue
                    new_key = (end, used1 + add1, used2 + add2)
                    if new_key not in layers[after]:
                        layers[after][new_key] = (k, key, steps)

    def trace(k: int, key: tuple[int, int, int], tail: tuple[int, ...]) -> tuple[
            tuple[int, ...], tuple[int, ...]]:
        pieces = [tail]
        while layers[k][key] is not None:
            k, key, steps = layers[k][key]
            pieces.append(steps)
        path = [start]
        for steps in reversed(pieces):
            path.extend(steps)
        jumped = tuple(c for c in path if walls >> c & 1)
        return tuple(path), jumped

    ends: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    if goal_at is not None:
        ends[goal] = trace(*goal_at[1:])
    for k in range(roll, -1, -1):
        found = False
        # Fewest jumps first, so an end reached both ways is shown on its plain path.
        for key in sorted(layers[k], key=lambda key: key[1] + key[2]):
            if valid >> key[0] & 1:
                found = True
                if key[0] not in ends:
                    ends[key[0]] = trace(k, key, ())
        if found or ends:
            break
    return ends


def mask_of(cells: Iterable[int]) -> int:
    """The bitboard with the bits of ``cells`` set (a cell listed twice counts once)."""
    mask = 0
    for cell in cells:
        mask |= 1 << cell
    return mask

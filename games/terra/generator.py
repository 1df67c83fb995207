"""The seeded labyrinth generator of Terra Incognita, and the checks it promises.

:func:`generate` builds a :class:`~games.terra.mapfile.Maze`: a spanning-tree maze with extra
openings, straight rivers ending in mouths, cycles of holes, arsenals and hospitals, exits and
treasures. It checks its own work with :func:`problems` and builds again (from the same random
stream, so the result stays a function of the seed) until the checks pass.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.engine.i18n import N_
from games.terra.mapfile import ARSENAL_KINDS, DIRS, OPEN, RIVER, SOLID, STAIRS, WALL, WINDOW, Maze
from games.terra.variants import FLOORS, RIVERS

SIZES = (5, 6, 8, 10)

# Per size: rivers, longest river run, hole groups, arsenals (and as many hospitals), exits.
_PLAN = {
    5: (1, 2, 1, (1, 1), (1, 1)),
    6: (1, 2, 1, (1, 1), (1, 1)),
    8: (2, 3, 2, (2, 2), (1, 2)),
    10: (3, 4, 2, (2, 3), (1, 3)),
}
_EXTRA_OPENINGS = 0.12  # share of the walls left by the spanning tree that are opened again
_UNBREAKABLE = 0.15  # share of inner walls made unbreakable with the option on
_ATTEMPTS = 200


_WINDOWS = 0.12  # share of standing breakable inner walls made windows with the option on
_BASEMENT_ITEMS = (1, 1)  # arsenals (and hospitals) in a basement


@dataclass(frozen=True)
class _Plan:
    """The generator's modifications (today's labyrinth by default)."""

    rivers: str = "free"
    floors: int = 1
    basement: bool = False
    windows: bool = False
    bear: bool = False


class GenerationError(ValueError):
    """The generator could not build a labyrinth meeting its promises (bad options)."""


def generate(
    size: int = 10,
    seed: int = 0,
    treasures: int = 1,
    false_treasures: int = 0,
    unbreakable: bool = False,
    *,
    rivers: str = "free",
    floors: int = 1,
    basement: bool = False,
    windows: bool = False,
    bear: bool = False,
) -> Maze:
    """A labyrinth of ``size`` x ``size`` (5, 6, 8 or 10); the same arguments give the same maze.

    ``treasures`` real treasures (win with one) and ``false_treasures`` false ones;
    ``unbreakable`` makes some inner walls proof against blasting. The modifications:
    ``rivers`` (see :data:`games.terra.variants.RIVERS`); ``floors`` 1–3 and ``basement`` (a
    Tver labyrinth: stairs between floors, holes that may link floors, arsenals of three kinds
    and a hospital on every floor, one treasure per floor of which ``false_treasures`` are
    false, exits on the ground floor only); ``windows`` (some inner walls become windows);
    ``bear`` (the Penza bear's starting cell).
    """
    if size not in SIZES:
        raise GenerationError(f"size {size} is not offered; choose one of {SIZES}")
    if treasures < 1 or false_treasures < 0 or treasures + false_treasures > size:
        raise GenerationError(f"{treasures} treasures and {false_treasures} false ones do not fit size {size}")
    if rivers not in RIVERS or floors not in FLOORS:
        raise GenerationError(f"rivers {rivers!r} or {floors} floors are not offered")
    plan = _Plan(rivers, floors, basement, windows, bear)
    key = f"terra/{size}/{seed}/{treasures}/{false_treasures}/{unbreakable}"
    # Today's labyrinths keep today's seeds; a modification draws from a stream of its own.
    rng = random.Random(key if plan == _Plan() else f"{key}/{plan}")
    if floors > 1 or basement:
        treasures, false_treasures = floors + basement - min(false_treasures, floors + basement - 1), \
            min(false_treasures, floors + basement - 1)
    for _ in range(_ATTEMPTS):
        maze = _build(rng, size, treasures, false_treasures, unbreakable, plan)
        if maze is not None and not problems(maze, treasures + false_treasures):
            return maze
    raise GenerationError(f"no valid {size}x{size} labyrinth for seed {seed} in {_ATTEMPTS} tries")


def successors(maze: Maze, cell: int) -> list[int]:
    """The cells a player on ``cell`` can reach in one move, rivers and holes applied."""
    out = []
    for d in DIRS:
        nxt = maze.neighbour(cell, d)
        if nxt is not None and maze.wall(cell, d) == OPEN:
            out.append(maze.landing(nxt)[0])
    for way in ("up", "down"):
        other = maze.stairs(cell, way)
        if other is not None:
            out.append(other)
    return out


def strongly_connected(maze: Maze) -> bool:
    """True when every standable cell reaches every other without blasting (stairs and holes
    count, so the floors of a Tver labyrinth are one)."""
    cells = [c for c in maze.cells() if maze.standable(c)]
    forward = {c: successors(maze, c) for c in cells}
    backward: dict[int, list[int]] = {c: [] for c in cells}
    for c, outs in forward.items():
        for o in outs:
            backward[o].append(c)
    return all(len(_reach_any(cells[:1], graph)) == len(cells) for graph in (forward, backward))


def broken_promises(maze: Maze) -> list[str]:
    """What a hand-made labyrinth breaks of the generator's promises of reach, as sentences
    that name no cell, so the set-up can say them without giving the labyrinth away."""
    cells = [c for c in maze.cells() if maze.standable(c)]
    backward: dict[int, list[int]] = {c: [] for c in cells}
    for c in cells:
        for o in successors(maze, c):
            backward[o].append(c)
    found = []
    to_treasure = _reach_any([t for t in maze.treasures if maze.standable(t)], backward)
    if any(c not in to_treasure for c in cells):
        found.append(N_("A treasure is walled in: not every start can reach one without blasting walls."))
    to_exit = _reach_any([c for c, _ in maze.exits() if maze.standable(c)], backward)
    if any(t not in to_exit for t in maze.treasures):
        found.append(N_("A treasure cannot be carried to an exit without blasting walls."))
    if not found and not strongly_connected(maze):
        found.append(N_("Some cells cannot reach the others without blasting walls."))
    return found


def _reach_any(starts: list[int], graph: dict[int, list[int]]) -> set[int]:
    seen = set(starts)
    todo = list(starts)
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def _adjacent(maze: Maze, a: int, b: int) -> bool:
    return any(maze.neighbour(a, d) == b for d in DIRS)


def problems(maze: Maze, treasure_count: int | None = None) -> list[str]:
    """Every broken promise of the generator (empty when the labyrinth is sound)."""
    found = []
    size = maze.size
    if not strongly_connected(maze):
        found.append("some standable cell cannot reach another")
    for cell, kind in enumerate(maze.kinds):
        if kind in RIVER:
            nxt = maze.neighbour(cell, RIVER[kind])
            if nxt is None or maze.kinds[nxt] not in (kind, "M") or maze.wall(cell, RIVER[kind]) != OPEN:
                found.append(f"river at {maze.name(cell)} does not run straight into its mouth")
    special = [c for c, k in enumerate(maze.kinds) if k in "AH"]
    for floor in maze.floors:
        kinds = [maze.kinds[c] for c in maze.floor_cells(floor)]
        if (size >= 8 and floor) and (kinds.count("A") < 2 or kinds.count("H") < 2):
            found.append("fewer than 2 arsenals or hospitals")
        if len(maze.floors) > 1 and "A" not in kinds:
            found.append(f"no arsenal on floor {floor}")
    if any(_adjacent(maze, a, b) for a in special for b in special):
        found.append("two arsenals/hospitals are adjacent")
    if any(len(g) < 2 for g in maze.holes) or sorted(c for g in maze.holes for c in g) != [
        c for c, k in enumerate(maze.kinds) if k == "O"
    ]:
        found.append("holes are not in cycles")
    exits = maze.exits()
    if not exits:
        found.append("no exit")
    if len(maze.floors) > 1:
        with_treasure = {maze.floor_of(t) for t in maze.treasures + maze.false_treasures}
        if with_treasure != set(maze.floors):
            found.append("a floor without its treasure")
    if maze.bear is not None and maze.kinds[maze.bear] != ".":
        found.append("the bear starts off plain ground")
    all_treasures = maze.treasures + maze.false_treasures
    if treasure_count is not None and len(set(all_treasures)) != treasure_count:
        found.append("wrong number of treasures")
    for t in all_treasures:
        if not maze.standable(t) or any(t == c or _adjacent(maze, t, c) for c, _ in exits):
            found.append(f"treasure at {maze.name(t)} is on a river or next to an exit")
    return found


def _build(rng: random.Random, size: int, treasures: int, false_count: int, unbreakable: bool,
           plan: _Plan) -> Maze | None:
    """One attempt; None when the pieces did not fit (the caller tries again)."""
    rivers, longest, groups, items, exit_range = _PLAN[size]
    floors = tuple(range(1, plan.floors + 1)) + ((0,) if plan.basement else ())
    shape = (rng.randint(3, size), rng.randint(3, size)) if plan.basement else None
    maze = Maze.walled(size, floors, shape)
    for floor in floors:
        _carve(maze, rng, floor)
    inner = _inner_walls(maze)
    for cell, d in inner:
        if maze.wall(cell, d) == WALL and rng.random() < _EXTRA_OPENINGS:
            maze.set_wall(cell, d, OPEN)
    for floor in floors:
        for _ in range(rivers if floor else 1):
            if not _place_river(maze, rng, longest, floor, plan.rivers):
                return None
    free = [c for c in maze.cells() if maze.kinds[c] == "."]
    rng.shuffle(free)
    # Holes are drawn from every floor at once, so in a Tver labyrinth they may link floors.
    for _ in range(groups * len(floors)):
        group = [free.pop() for _ in range(rng.randint(2, 3))]
        for c in group:
            maze.kinds[c] = "O"
        maze.holes.append(group)
    for floor in floors:
        if not _place_items(maze, rng, free, floor, items if floor else _BASEMENT_ITEMS, len(floors) > 1):
            return None
    if len(floors) > 1 and not _place_stairs(maze, rng, free, floors):
        return None
    _open_exits(maze, rng, rng.randint(*exit_range))
    if unbreakable:
        for cell, d in inner:
            if maze.wall(cell, d) == WALL and rng.random() < _UNBREAKABLE:
                maze.set_wall(cell, d, SOLID)
    if plan.windows:
        for cell, d in inner:
            if maze.wall(cell, d) == WALL and rng.random() < _WINDOWS:
                maze.set_wall(cell, d, WINDOW)
    if not _repair(maze, rng):
        return None
    exit_cells = [c for c, _ in maze.exits()]
    spots = [c for c in free if maze.kinds[c] == "." and not any(
        c == e or _adjacent(maze, c, e) for e in exit_cells)]
    if len(floors) > 1:
        chosen = []
        for floor in floors:
            mine = [c for c in spots if maze.floor_of(c) == floor]
            if not mine:
                return None
            chosen.append(rng.choice(mine))
        rng.shuffle(chosen)
    else:
        if len(spots) < treasures + false_count:
            return None
        chosen = rng.sample(spots, treasures + false_count)
    maze.treasures = sorted(chosen[:treasures])
    maze.false_treasures = sorted(chosen[treasures:])
    if plan.bear:
        lairs = [c for c in spots if c not in chosen]
        if not lairs:
            return None
        maze.bear = rng.choice(lairs)
    return maze


def _place_items(maze: Maze, rng: random.Random, free: list[int], floor: int, items: tuple[int, int],
                 kinds: bool) -> bool:
    """Arsenals and as many hospitals on ``floor``, none next to another; with ``kinds`` the
    arsenals after each floor's first are of a random kind."""
    first = True
    for kind in "AH" * rng.randint(*items):
        spot = next((c for c in free if maze.floor_of(c) == floor and not any(
            maze.kinds[n] in "AH" for n in (maze.neighbour(c, d) for d in DIRS) if n is not None)), None)
        if spot is None:
            return False
        free.remove(spot)
        maze.kinds[spot] = kind
        if kind == "A" and kinds:
            if not first:
                chosen = rng.choice(ARSENAL_KINDS)
                if chosen != "full":
                    maze.arsenals[spot] = chosen
            first = False
    return True


def _place_stairs(maze: Maze, rng: random.Random, free: list[int], floors: tuple[int, ...]) -> bool:
    """One or two stairs between each floor and the next (the basement under floor 1)."""
    for floor in sorted(floors)[:-1]:
        places = [c % maze.area for c in free if maze.floor_of(c) == floor
                  and maze.at(c % maze.area, floor + 1) in free]
        if not places:
            return False
        for local in rng.sample(places, min(len(places), rng.randint(1, 2))):
            for f in (floor, floor + 1):
                cell = maze.at(local, f)
                assert cell is not None
                maze.kinds[cell] = STAIRS
                free.remove(cell)
    return True


def _inner_walls(maze: Maze) -> list[tuple[int, str]]:
    """Each inner wall once, as (cell, side) with side north or east."""
    return [(c, d) for c in maze.cells() for d in ("n", "e") if maze.neighbour(c, d) is not None]


def _carve(maze: Maze, rng: random.Random, floor: int) -> None:
    """A spanning tree of ``floor`` by the randomised depth-first search (the recursive
    backtracker)."""
    cells = maze.floor_cells(floor)
    start = cells[0] + rng.randrange(maze.area) if len(cells) == maze.area else rng.choice(cells)
    seen = {start}
    stack = [start]
    while stack:
        cell = stack[-1]
        options = [d for d in DIRS if (n := maze.neighbour(cell, d)) is not None and n not in seen]
        if not options:
            stack.pop()
            continue
        d = rng.choice(options)
        nxt = maze.neighbour(cell, d)
        maze.set_wall(cell, d, OPEN)
        seen.add(nxt)
        stack.append(nxt)


def _place_river(maze: Maze, rng: random.Random, longest: int, floor: int, topology: str) -> bool:
    """Lay one straight river (1..longest river cells and a mouth) on free cells of ``floor``,
    flowing as ``topology`` allows."""
    cells = maze.floor_cells(floor)
    for _ in range(30):
        d = rng.choice(("s", "e") if topology == "south_east" else DIRS)
        length = rng.randint(1, longest)
        cell = cells[0] + rng.randrange(maze.area) if len(cells) == maze.area else rng.choice(cells)
        run = [cell]
        while len(run) < length + 1 and run[-1] is not None:
            run.append(maze.neighbour(run[-1], d))
        if None in run or any(maze.kinds[c] != "." for c in run):
            continue
        if topology == "never_cross" and any(
                maze.kinds[n] in "M^v<>" for c in run for n in (maze.neighbour(c, e) for e in DIRS) if n is not None):
            continue
        arrow = next(k for k, v in RIVER.items() if v == d)
        for c in run[:-1]:
            maze.kinds[c] = arrow
            maze.set_wall(c, d, OPEN)
        maze.kinds[run[-1]] = "M"
        return True
    return False


def _open_exits(maze: Maze, rng: random.Random, count: int) -> None:
    """Open ``count`` gaps in the outer wall of the ground floor beside empty border cells."""
    sides = [(c, d) for c in maze.floor_cells(1) for d in DIRS
             if maze.neighbour(c, d) is None and maze.kinds[c] == "."]
    for cell, d in rng.sample(sides, min(count, len(sides))):
        maze.set_wall(cell, d, OPEN)


def _components(maze: Maze) -> dict[int, int]:
    """Strongly connected component id of every standable cell (Kosaraju)."""
    cells = [c for c in maze.cells() if maze.standable(c)]
    forward = {c: successors(maze, c) for c in cells}
    backward: dict[int, list[int]] = {c: [] for c in cells}
    for c, outs in forward.items():
        for o in outs:
            backward[o].append(c)
    order: list[int] = []
    seen: set[int] = set()
    for root in cells:
        if root in seen:
            continue
        seen.add(root)
        stack = [(root, iter(forward[root]))]
        while stack:
            node, it = stack[-1]
            nxt = next((n for n in it if n not in seen), None)
            if nxt is None:
                order.append(node)
                stack.pop()
            else:
                seen.add(nxt)
                stack.append((nxt, iter(forward[nxt])))
    comp: dict[int, int] = {}
    for root in reversed(order):
        if root in comp:
            continue
        comp[root] = root
        todo = [root]
        while todo:
            for prev in backward[todo.pop()]:
                if prev not in comp:
                    comp[prev] = root
                    todo.append(prev)
    return comp


def _repair(maze: Maze, rng: random.Random) -> bool:
    """Open walls between plain cells of different components until all are one."""
    while True:
        comp = _components(maze)
        if len(set(comp.values())) == 1:
            return True
        plain = [(c, d) for c, d in _inner_walls(maze)
                 if maze.wall(c, d) != OPEN and maze.kinds[c] in ".AHMS"
                 and maze.kinds[maze.neighbour(c, d)] in ".AHMS"
                 and comp[c] != comp[maze.neighbour(c, d)]]
        if not plain:
            return False
        cell, d = rng.choice(plain)
        maze.set_wall(cell, d, OPEN)

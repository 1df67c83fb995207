"""The labyrinth of Terra Incognita and its map text (rules page, "Map text").

:class:`Maze` holds the whole hidden labyrinth: cell kinds, walls, hole groups and treasures.
:func:`parse_map` reads the map text and :func:`format_map` writes it back exactly; a malformed
text raises :class:`MapError`, whose message names the line and column (both from 1).

Cells are numbered ``y * size + x`` with ``x`` the column (a…) and ``y`` the row (1…, south
first), so ``a1`` is cell 0, the south-west corner. A Tver labyrinth (rules page, "Tver
labyrinth") stacks floors: the floor in slot ``k`` of :attr:`Maze.floors` holds cells
``k * size * size`` onwards, so the ground floor (floor 1, always slot 0) keeps the numbers of a
one-floor labyrinth. The basement (floor 0, always the last slot) is a sub-rectangle
(:attr:`Maze.basement`) in the south-west corner of its slot; the rest of the slot is void
(kind :data:`VOID`, beyond the basement's outer wall). A cell off the ground floor is named
``c4@2``.
"""
from __future__ import annotations

from dataclasses import dataclass, field

DIRS = ("n", "s", "w", "e")
STEP = {"n": (0, 1), "s": (0, -1), "w": (-1, 0), "e": (1, 0)}
OPPOSITE = {"n": "s", "s": "n", "w": "e", "e": "w"}
RIVER = {"^": "n", "v": "s", "<": "w", ">": "e"}
KINDS = ".AHOMS^v<>"
STAIRS = "S"
VOID = " "
"""The kind of the cells of a basement's slot that lie outside the basement (never shown)."""
ARSENAL_KINDS = ("full", "bullets", "grenades")
"""What an arsenal refills (``arsenals:`` key line); ``full`` unless the map says otherwise."""

OPEN, WALL, SOLID, WINDOW = 0, 1, 2, 3
"""Wall values: no wall, a wall that a blast breaks, an unbreakable wall, a window (a wall that
bullets and boomerangs fly through; a blast breaks it like a wall)."""

_H_CHARS = {" ": OPEN, "-": WALL, "=": SOLID, "~": WINDOW}
_V_CHARS = {" ": OPEN, "|": WALL, "#": SOLID, ":": WINDOW}
_H_TEXT = " -=~"
_V_TEXT = " |#:"


class MapError(ValueError):
    """Map text that cannot be read; the message names the line and column."""


MIN_SIZE, MAX_SIZE = 2, 26
"""Map text names columns a to z, so a labyrinth is 2x2 to 26x26."""


def column_name(x: int) -> str:
    """The letters of column ``x`` (0 is ``a``); past ``z`` they go on ``aa``, ``ab``… so a
    label never fails, though maps stop at :data:`MAX_SIZE` columns."""
    letters = ""
    x += 1
    while x > 0:
        x, rest = divmod(x - 1, 26)
        letters = chr(97 + rest) + letters
    return letters


def cell_name(cell: int, size: int) -> str:
    """The notation of a cell, e.g. ``d4``."""
    return f"{column_name(cell % size)}{cell // size + 1}"


def split_floor(text: str) -> tuple[str, int]:
    """A floor-qualified cell name split into the plain name and the floor: ``c4@2`` gives
    ``("c4", 2)``, ``c4`` gives ``("c4", 1)``; ``ValueError`` when the floor is malformed."""
    name, at, floor = text.strip().lower().partition("@")
    if not at:
        return name, 1
    if not floor.isdigit():
        raise ValueError(f"{text!r} is not a cell name like c4@2")
    return name, int(floor)


def parse_cell(text: str, size: int) -> int:
    """The cell written ``text`` (``d4``); ``ValueError`` when off the board or malformed."""
    text = text.strip().lower()
    letters = len(text) - len(text.lstrip("abcdefghijklmnopqrstuvwxyz"))
    if not 0 < letters < len(text) or not text[letters:].isdigit():
        raise ValueError(f"{text!r} is not a cell name like d4")
    x = 0
    for ch in text[:letters]:
        x = x * 26 + ord(ch) - 96
    x, y = x - 1, int(text[letters:]) - 1
    if not (0 <= x < size and 0 <= y < size):
        raise ValueError(f"cell {text!r} is off the {size}x{size} board")
    return y * size + x


@dataclass
class Maze:
    """A whole labyrinth, one floor or several. Walls change when blasted; the rest is fixed.

    ``hwall[k * (size + 1) + y][x]`` is the wall on the south side of cell (x, y) of slot ``k``
    (row ``size`` of each slot is its north border); ``vwall[k * size + y][x]`` the wall on
    the west side of (x, y) (column ``size`` is the east border). Values are :data:`OPEN`,
    :data:`WALL`, :data:`SOLID` or :data:`WINDOW`. ``floors`` gives each slot's floor number
    (``[1]`` for a one-floor labyrinth; the basement, floor 0, comes last); ``basement`` is the
    basement's (width, height); ``arsenals`` the kind of each arsenal that is not ``full``;
    ``bear`` the Penza bear's starting cell.
    """

    size: int
    kinds: list[str]
    hwall: list[list[int]]
    vwall: list[list[int]]
    holes: list[list[int]] = field(default_factory=list)
    treasures: list[int] = field(default_factory=list)
    false_treasures: list[int] = field(default_factory=list)
    floors: list[int] = field(default_factory=lambda: [1])
    basement: tuple[int, int] | None = None
    arsenals: dict[int, str] = field(default_factory=dict)
    bear: int | None = None

    @classmethod
    def walled(cls, size: int, floors: tuple[int, ...] = (1,), basement: tuple[int, int] | None = None) -> "Maze":
        """A maze of empty cells with every wall standing (``floors`` by slot, the basement
        last, of ``basement`` (width, height))."""
        count = len(floors)
        maze = cls(
            size,
            ["."] * (count * size * size),
            [[WALL] * size for _ in range(count * (size + 1))],
            [[WALL] * (size + 1) for _ in range(count * size)],
            floors=list(floors),
            basement=basement,
        )
        for cell in range(maze.cell_count):
            if not maze.exists(cell):
                maze.kinds[cell] = VOID
        return maze

    def copy(self) -> "Maze":
        """An independent copy (walls may then be blasted separately)."""
        return Maze(
            self.size,
            list(self.kinds),
            [list(row) for row in self.hwall],
            [list(row) for row in self.vwall],
            [list(g) for g in self.holes],
            list(self.treasures),
            list(self.false_treasures),
            list(self.floors),
            self.basement,
            dict(self.arsenals),
            self.bear,
        )

    @property
    def area(self) -> int:
        """Cells in one floor's slot."""
        return self.size * self.size

    @property
    def cell_count(self) -> int:
        """Cell numbers in use, void basement cells included (``range(cell_count)``)."""
        return len(self.floors) * self.area

    def cells(self) -> list[int]:
        """Every real cell of every floor (void basement cells left out)."""
        return [c for c in range(self.cell_count) if self.exists(c)]

    def floor_of(self, cell: int) -> int:
        """The floor number of ``cell`` (1 is the ground floor, 0 the basement)."""
        return self.floors[cell // self.area]

    def floor_cells(self, floor: int) -> list[int]:
        """The real cells of ``floor``."""
        slot = self.floors.index(floor)
        return [c for c in range(slot * self.area, (slot + 1) * self.area) if self.exists(c)]

    def shape(self, floor: int) -> tuple[int, int]:
        """(width, height) of ``floor``: the basement's own, else size x size."""
        return self.basement if floor == 0 and self.basement is not None else (self.size, self.size)

    def exists(self, cell: int) -> bool:
        """False for the void cells of a basement's slot (and numbers off the building)."""
        if not 0 <= cell < self.cell_count:
            return False
        width, height = self.shape(self.floor_of(cell))
        local = cell % self.area
        return local % self.size < width and local // self.size < height

    def at(self, local: int, floor: int) -> int | None:
        """The cell numbered ``local`` (``y * size + x``) on ``floor``; None when there is none."""
        if floor not in self.floors:
            return None
        cell = self.floors.index(floor) * self.area + local
        return cell if self.exists(cell) else None

    def xy(self, cell: int) -> tuple[int, int]:
        """(column, row) of ``cell`` within its floor."""
        local = cell % self.area
        return local % self.size, local // self.size

    def name(self, cell: int) -> str:
        """The notation of ``cell``: ``d4`` on the ground floor, ``d4@2`` elsewhere."""
        floor = self.floor_of(cell)
        plain = cell_name(cell % self.area, self.size)
        return plain if floor == 1 else f"{plain}@{floor}"

    def cell(self, text: str) -> int:
        """The cell named ``text`` (``d4``, ``d4@2``); ``ValueError`` when there is none."""
        name, floor = split_floor(text)
        found = self.at(parse_cell(name, self.size), floor)
        if found is None:
            raise ValueError(f"there is no cell {text!r} in this labyrinth")
        return found

    def neighbour(self, cell: int, d: str) -> int | None:
        """The cell next to ``cell`` in direction ``d`` on the same floor, or None beyond the
        border."""
        x, y = self.xy(cell)
        x, y = x + STEP[d][0], y + STEP[d][1]
        width, height = self.shape(self.floor_of(cell))
        if 0 <= x < width and 0 <= y < height:
            return cell - cell % self.area + y * self.size + x
        return None

    def _wall_slot(self, cell: int, d: str) -> tuple[list[int], int]:
        slot = cell // self.area
        x, y = self.xy(cell)
        if d == "s":
            return self.hwall[slot * (self.size + 1) + y], x
        if d == "n":
            return self.hwall[slot * (self.size + 1) + y + 1], x
        if d == "w":
            return self.vwall[slot * self.size + y], x
        # A basement's east border is the west side of the void column beside it.
        return self.vwall[slot * self.size + y], x + 1

    def wall(self, cell: int, d: str) -> int:
        """The wall on side ``d`` of ``cell``."""
        row, x = self._wall_slot(cell, d)
        return row[x]

    def set_wall(self, cell: int, d: str, value: int) -> None:
        """Set the wall on side ``d`` of ``cell`` (shared with the neighbour)."""
        row, x = self._wall_slot(cell, d)
        row[x] = value

    def is_exit(self, cell: int, d: str) -> bool:
        """True when side ``d`` of ``cell`` is a gap in the outer wall."""
        return self.neighbour(cell, d) is None and self.wall(cell, d) == OPEN

    def standable(self, cell: int) -> bool:
        """A player can stand on every cell but a river cell (and a basement's void)."""
        return self.kinds[cell] not in RIVER and self.kinds[cell] != VOID

    def stairs(self, cell: int, way: str) -> int | None:
        """The cell that the stairs on ``cell`` lead to going ``way`` (``up`` or ``down``):
        the same cell one floor up or down when both are stairs; None otherwise. Floor 0 (the
        basement) lies under floor 1."""
        if self.kinds[cell] != STAIRS:
            return None
        other = self.at(cell % self.area, self.floor_of(cell) + (1 if way == "up" else -1))
        return other if other is not None and self.kinds[other] == STAIRS else None

    def arsenal_kind(self, cell: int) -> str:
        """What the arsenal on ``cell`` refills: ``full``, ``bullets`` or ``grenades``."""
        return self.arsenals.get(cell, "full")

    def next_hole(self, cell: int) -> int:
        """The hole that the hole ``cell`` leads to (the next of its group, last to first)."""
        for group in self.holes:
            if cell in group:
                return group[(group.index(cell) + 1) % len(group)]
        raise ValueError(f"{self.name(cell)} is not a hole of any group")

    def river_path(self, cell: int) -> list[int]:
        """The river cells from ``cell`` downstream, then the mouth (the last item)."""
        path = [cell]
        while self.kinds[path[-1]] in RIVER:
            nxt = self.neighbour(path[-1], RIVER[self.kinds[path[-1]]])
            if nxt is None or nxt in path:
                raise ValueError(f"the river at {self.name(cell)} has no mouth")
            path.append(nxt)
        return path

    def landing(self, cell: int) -> tuple[int, str]:
        """Where a player entering ``cell`` ends up, and why: ``river``, ``hole`` or ``step``."""
        kind = self.kinds[cell]
        if kind in RIVER:
            return self.river_path(cell)[-1], "river"
        if kind == "O":
            return self.next_hole(cell), "hole"
        return cell, "step"

    def exits(self) -> list[tuple[int, str]]:
        """Every exit as (cell, side)."""
        found = []
        for cell in self.cells():
            for d in DIRS:
                if self.is_exit(cell, d):
                    found.append((cell, d))
        return found


def has_windows(maze: Maze) -> bool:
    """True when some wall of ``maze`` is a window."""
    return any(WINDOW in row for row in maze.hwall) or any(WINDOW in row for row in maze.vwall)


def _fail(line: int, col: int, what: str) -> MapError:
    return MapError(f"map line {line}, column {col}: {what}")


def _cell_list(text: str, maze: Maze, line: int) -> list[int]:
    return [_one_cell(word, maze, line) for word in text.split()]


def _one_cell(word: str, maze: Maze, line: int) -> int:
    try:
        return maze.cell(word)
    except ValueError as exc:
        raise _fail(line, 1, str(exc)) from None


_KEYS = ("holes", "treasure", "false", "arsenals", "bear")


def _grid_shape(lines: list[str], first: int, end: int | None) -> tuple[int, int]:
    """(width, height) in cells of the grid starting at ``lines[first]`` and ending before
    ``lines[end]`` (a square grid when ``end`` is None)."""
    chars = len(lines[first].rstrip())
    if chars < 3 or chars % 2 == 0:
        raise _fail(first + 1, chars or 1, f"the first line has {chars} characters; expected 2N+1")
    width = (chars - 1) // 2
    if end is None:
        return width, width
    rows = end - first
    if rows % 2 == 0 or rows < 3:
        raise _fail(end, 1, f"a grid needs an odd number of lines (2N+1), not {rows}")
    return width, (rows - 1) // 2


def _is_key(line: str) -> bool:
    return line.partition(":")[0].strip() in _KEYS and ":" in line


def _read_grid(maze: Maze, lines: list[str], first: int, slot: int, width: int, height: int) -> None:
    """Read the grid of ``width`` x ``height`` cells starting at ``lines[first]`` into ``slot``."""
    size = maze.size
    chars = 2 * width + 1
    for i in range(2 * height + 1):
        raw = lines[first + i]
        if len(raw) > chars:
            raise _fail(first + i + 1, chars + 1, f"line is longer than {chars} characters")
        for j, ch in enumerate(raw.ljust(chars)):
            x, y = j // 2, height - 1 - i // 2
            where = (first + i + 1, j + 1)
            if i % 2 == 0 and j % 2 == 0:
                if ch != "+":
                    raise _fail(*where, f"expected a corner '+', found {ch!r}")
            elif i % 2 == 0:
                if ch not in _H_CHARS:
                    raise _fail(*where, f"expected '-', '=', '~' or ' ' for a wall, found {ch!r}")
                maze.hwall[slot * (size + 1) + height - i // 2][x] = _H_CHARS[ch]
            elif j % 2 == 0:
                if ch not in _V_CHARS:
                    raise _fail(*where, f"expected '|', '#', ':' or ' ' for a wall, found {ch!r}")
                maze.vwall[slot * size + y][j // 2] = _V_CHARS[ch]
            else:
                if ch not in KINDS:
                    raise _fail(*where, f"unknown cell {ch!r}; expected one of {KINDS!r}")
                maze.kinds[slot * maze.area + y * size + x] = ch


def _sections(lines: list[str]) -> tuple[list[tuple[int, int, int | None]], int | None]:
    """The grids of the map text as (floor, first line index, end index), and the index of
    the first key line. A map without ``floor N`` lines is one square grid of floor 1."""
    if not lines[0].strip().lower().startswith("floor"):
        return [(1, 0, None)], None
    sections: list[tuple[int, int, int | None]] = []
    index = 0
    while index < len(lines) and lines[index].strip().lower().startswith("floor"):
        word = lines[index].split()
        if len(word) != 2 or not word[1].isdigit() or int(word[1]) > 3:
            raise _fail(index + 1, 1, f"expected 'floor N' with N from 0 to 3, found {lines[index]!r}")
        floor = int(word[1])
        if any(f == floor for f, _, _ in sections):
            raise _fail(index + 1, 1, f"floor {floor} is given twice")
        first = index + 1
        index = first
        while index < len(lines) and lines[index].strip() and not _is_key(lines[index]) \
                and not lines[index].strip().lower().startswith("floor"):
            index += 1
        if index == first:
            raise _fail(first, 1, f"floor {floor} has no grid")
        sections.append((floor, first, index))
    return sections, index


def parse_map(text: str) -> Maze:
    """Read map text (see the rules page) into a :class:`Maze`: one grid, or several each
    after a ``floor N`` line.

    Grid lines may lose trailing spaces (editors strip them); they are padded back. Every
    problem raises :class:`MapError` naming the line and column.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or not lines[0].strip():
        raise _fail(1, 1, "the map is empty")
    sections, keys_at = _sections(lines)
    shapes = {floor: _grid_shape(lines, first, end) for floor, first, end in sections}
    numbers = sorted(f for f in shapes if f)
    if numbers != list(range(1, len(numbers) + 1)):
        raise _fail(1, 1, "the floors must be 1, then 2 and 3 upward, and 0 for a basement")
    width, height = shapes[1]
    size = width
    if width != height:
        raise _fail(sections[0][1] + 1, 1, f"floor 1 is {width}x{height}; a floor is square")
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise _fail(1, 2 * size + 1, f"the map is {size}x{size}; a labyrinth is {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}")
    for floor, first, _ in sections:
        w, h = shapes[floor]
        if floor and (w, h) != (size, size):
            raise _fail(first + 1, 1, f"floor {floor} is {w}x{h}; every floor is {size}x{size}")
        if not floor and not (w <= size and h <= size):
            raise _fail(first + 1, 1, f"the basement is {w}x{h}, larger than a floor")
    slots = tuple(numbers) + ((0,) if 0 in shapes else ())
    maze = Maze.walled(size, slots, shapes.get(0))
    if keys_at is None and len(lines) < 2 * size + 1:
        raise _fail(len(lines), 1, f"expected {2 * size + 1} grid lines for a {size}x{size} map")
    for floor, first, _ in sections:
        _read_grid(maze, lines, first, slots.index(floor), *shapes[floor])
    if keys_at is None:
        keys_at = 2 * size + 1
    _read_keys(maze, lines, keys_at)
    _check(maze, len(lines), keys_at + 1)
    return maze


def _read_keys(maze: Maze, lines: list[str], first: int) -> None:
    seen_keys: set[str] = set()
    for number, raw in enumerate(lines[first:], start=first + 1):
        if not raw.strip():
            continue
        key, colon, value = raw.partition(":")
        key = key.strip()
        if not colon or key not in _KEYS:
            raise _fail(number, 1, f"expected 'holes:', 'treasure:' or 'false:', found {raw!r}")
        if key in seen_keys:
            raise _fail(number, 1, f"{key!r} given twice")
        seen_keys.add(key)
        if key == "holes":
            maze.holes = [_cell_list(g, maze, number) for g in value.split(";")]
        elif key == "treasure":
            maze.treasures = _cell_list(value, maze, number)
        elif key == "false":
            maze.false_treasures = _cell_list(value, maze, number)
        elif key == "bear":
            maze.bear = _one_cell(value, maze, number)
        else:
            for word in value.split():
                cell, _, kind = word.partition("=")
                if kind not in ARSENAL_KINDS:
                    raise _fail(number, 1, f"an arsenal is {', '.join(ARSENAL_KINDS)}, not {kind!r}")
                if kind != "full":
                    maze.arsenals[_one_cell(cell, maze, number)] = kind


def _text_pos(maze: Maze, cell: int) -> tuple[int, int]:
    """The (line, column) of a cell's character in the map text, from 1 (for a one-floor map;
    on several floors, the line within its floor's grid)."""
    x, y = maze.xy(cell)
    height = maze.shape(maze.floor_of(cell))[1]
    return 2 * (height - 1 - y) + 2, 2 * x + 2


def _check(maze: Maze, nlines: int, key_line: int) -> None:
    """Reject maps whose parts do not fit together (rivers, holes, stairs, treasures, exits)."""
    listed: list[int] = [c for g in maze.holes for c in g]
    for group in maze.holes:
        if len(group) < 2:
            raise _fail(key_line, 1, "a hole group needs at least two holes")
    for cell in maze.cells():
        kind = maze.kinds[cell]
        if kind == "O" and listed.count(cell) != 1:
            raise _fail(*_text_pos(maze, cell), f"hole {maze.name(cell)} must be listed once in 'holes:'")
        if kind == STAIRS and maze.stairs(cell, "up") is None and maze.stairs(cell, "down") is None:
            raise _fail(*_text_pos(maze, cell), f"the stairs at {maze.name(cell)} lead to no stairs above or below")
        if kind in RIVER:
            d = RIVER[kind]
            nxt = maze.neighbour(cell, d)
            if nxt is None or maze.kinds[nxt] not in (kind, "M"):
                raise _fail(*_text_pos(maze, cell), f"the river at {maze.name(cell)} must flow straight into river or a mouth")
            if maze.wall(cell, d) != OPEN:
                raise _fail(*_text_pos(maze, cell), f"a wall blocks the river at {maze.name(cell)}")
    for cell in listed:
        if maze.kinds[cell] != "O":
            raise _fail(key_line, 1, f"{maze.name(cell)} is listed in 'holes:' but is not 'O'")
    for cell in maze.arsenals:
        if maze.kinds[cell] != "A":
            raise _fail(key_line, 1, f"{maze.name(cell)} is listed in 'arsenals:' but is not 'A'")
    if maze.bear is not None and (not maze.standable(maze.bear) or maze.kinds[maze.bear] == "O"):
        raise _fail(key_line, 1, f"the bear cannot start on {maze.name(maze.bear)}")
    if not maze.treasures:
        raise _fail(nlines, 1, "the map needs a 'treasure:' line naming at least one cell")
    for cell in maze.treasures + maze.false_treasures:
        if maze.kinds[cell] in RIVER:
            raise _fail(*_text_pos(maze, cell), f"a treasure cannot lie on the river at {maze.name(cell)}")
    if not maze.exits():
        raise _fail(1, 1, "the outer wall needs at least one gap (an exit)")


def _grid_text(maze: Maze, floor: int) -> list[str]:
    size = maze.size
    slot = maze.floors.index(floor)
    width, height = maze.shape(floor)
    out = []
    for i in range(2 * height + 1):
        chars = []
        for j in range(2 * width + 1):
            x, y = j // 2, height - 1 - i // 2
            if i % 2 == 0 and j % 2 == 0:
                chars.append("+")
            elif i % 2 == 0:
                chars.append(_H_TEXT[maze.hwall[slot * (size + 1) + height - i // 2][x]])
            elif j % 2 == 0:
                chars.append(_V_TEXT[maze.vwall[slot * size + y][j // 2]])
            else:
                chars.append(maze.kinds[slot * maze.area + y * size + x])
        out.append("".join(chars))
    return out


def format_map(maze: Maze) -> str:
    """The map text of ``maze``, exactly as :func:`parse_map` reads it (a one-floor labyrinth
    without arsenal kinds or a bear writes just as before the Tver variant)."""
    if maze.floors == [1]:
        out = _grid_text(maze, 1)
    else:
        out = []
        for floor in sorted(maze.floors):
            out.append(f"floor {floor}")
            out += _grid_text(maze, floor)
    if maze.holes:
        out.append("holes: " + "; ".join(" ".join(maze.name(c) for c in g) for g in maze.holes))
    out.append("treasure: " + " ".join(maze.name(c) for c in maze.treasures))
    if maze.false_treasures:
        out.append("false: " + " ".join(maze.name(c) for c in maze.false_treasures))
    if maze.arsenals:
        out.append("arsenals: " + " ".join(f"{maze.name(c)}={kind}" for c, kind in sorted(maze.arsenals.items())))
    if maze.bear is not None:
        out.append(f"bear: {maze.name(maze.bear)}")
    return "\n".join(out)


EXAMPLE_MAP = """+-+-+ +
|O .|A|
+ + + +
|. . O|
+-+-+ +
|> > M|
+-+-+-+
holes: a3 c2
treasure: b2"""
"""The rules page's 3×3 example of the map text."""

"""The labyrinth of Terra Incognita and its map text (rules page, "Map text").

:class:`Maze` holds the whole hidden labyrinth: cell kinds, walls, hole groups and treasures.
:func:`parse_map` reads the map text and :func:`format_map` writes it back exactly; a malformed
text raises :class:`MapError`, whose message names the line and column (both from 1).

Cells are numbered ``y * size + x`` with ``x`` the column (a…) and ``y`` the row (1…, south
first), so ``a1`` is cell 0, the south-west corner.
"""
from __future__ import annotations

from dataclasses import dataclass, field

DIRS = ("n", "s", "w", "e")
STEP = {"n": (0, 1), "s": (0, -1), "w": (-1, 0), "e": (1, 0)}
OPPOSITE = {"n": "s", "s": "n", "w": "e", "e": "w"}
RIVER = {"^": "n", "v": "s", "<": "w", ">": "e"}
KINDS = ".AHOM^v<>"

OPEN, WALL, SOLID = 0, 1, 2
"""Wall values: no wall, a wall that a blast breaks, an unbreakable wall."""

_H_CHARS = {" ": OPEN, "-": WALL, "=": SOLID}
_V_CHARS = {" ": OPEN, "|": WALL, "#": SOLID}
_H_TEXT = " -="
_V_TEXT = " |#"


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
    """A whole labyrinth. Walls change when blasted; everything else is fixed.

    ``hwall[y][x]`` is the wall on the south side of cell (x, y) (row ``size`` is the north
    border); ``vwall[y][x]`` the wall on the west side of (x, y) (column ``size`` is the east
    border). Values are :data:`OPEN`, :data:`WALL` or :data:`SOLID`.
    """

    size: int
    kinds: list[str]
    hwall: list[list[int]]
    vwall: list[list[int]]
    holes: list[list[int]] = field(default_factory=list)
    treasures: list[int] = field(default_factory=list)
    false_treasures: list[int] = field(default_factory=list)

    @classmethod
    def walled(cls, size: int) -> "Maze":
        """A maze of empty cells with every wall standing."""
        return cls(
            size,
            ["."] * (size * size),
            [[WALL] * size for _ in range(size + 1)],
            [[WALL] * (size + 1) for _ in range(size)],
        )

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
        )

    def name(self, cell: int) -> str:
        """The notation of ``cell``."""
        return cell_name(cell, self.size)

    def neighbour(self, cell: int, d: str) -> int | None:
        """The cell next to ``cell`` in direction ``d``, or None beyond the border."""
        x, y = cell % self.size + STEP[d][0], cell // self.size + STEP[d][1]
        if 0 <= x < self.size and 0 <= y < self.size:
            return y * self.size + x
        return None

    def wall(self, cell: int, d: str) -> int:
        """The wall on side ``d`` of ``cell``."""
        x, y = cell % self.size, cell // self.size
        if d == "s":
            return self.hwall[y][x]
        if d == "n":
            return self.hwall[y + 1][x]
        if d == "w":
            return self.vwall[y][x]
        return self.vwall[y][x + 1]

    def set_wall(self, cell: int, d: str, value: int) -> None:
        """Set the wall on side ``d`` of ``cell`` (shared with the neighbour)."""
        x, y = cell % self.size, cell // self.size
        if d == "s":
            self.hwall[y][x] = value
        elif d == "n":
            self.hwall[y + 1][x] = value
        elif d == "w":
            self.vwall[y][x] = value
        else:
            self.vwall[y][x + 1] = value

    def is_exit(self, cell: int, d: str) -> bool:
        """True when side ``d`` of ``cell`` is a gap in the outer wall."""
        return self.neighbour(cell, d) is None and self.wall(cell, d) == OPEN

    def standable(self, cell: int) -> bool:
        """A player can stand on every cell but a river cell."""
        return self.kinds[cell] not in RIVER

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
        for cell in range(self.size * self.size):
            for d in DIRS:
                if self.is_exit(cell, d):
                    found.append((cell, d))
        return found


def _fail(line: int, col: int, what: str) -> MapError:
    return MapError(f"map line {line}, column {col}: {what}")


def _cell_list(text: str, size: int, line: int) -> list[int]:
    cells = []
    for word in text.split():
        try:
            cells.append(parse_cell(word, size))
        except ValueError as exc:
            raise _fail(line, 1, str(exc)) from None
    return cells


def parse_map(text: str) -> Maze:
    """Read map text (see the rules page) into a :class:`Maze`.

    Grid lines may lose trailing spaces (editors strip them); they are padded back. Every
    problem raises :class:`MapError` naming the line and column.
    """
    lines = text.replace("\r\n", "\n").split("\n")
    if not lines or not lines[0].strip():
        raise _fail(1, 1, "the map is empty")
    width = len(lines[0].rstrip())
    if width < 3 or width % 2 == 0:
        raise _fail(1, width or 1, f"the first line has {width} characters; expected 2N+1")
    size = (width - 1) // 2
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise _fail(1, width, f"the map is {size}x{size}; a labyrinth is {MIN_SIZE}x{MIN_SIZE} to {MAX_SIZE}x{MAX_SIZE}")
    if len(lines) < width:
        raise _fail(len(lines), 1, f"expected {width} grid lines for a {size}x{size} map")
    grid = []
    for row, raw in enumerate(lines[:width], start=1):
        if len(raw) > width:
            raise _fail(row, width + 1, f"line is longer than {width} characters")
        grid.append(raw.ljust(width))
    maze = Maze.walled(size)
    for i, line in enumerate(grid):
        for j, ch in enumerate(line):
            x, y = j // 2, size - 1 - i // 2
            where = (i + 1, j + 1)
            if i % 2 == 0 and j % 2 == 0:
                if ch != "+":
                    raise _fail(*where, f"expected a corner '+', found {ch!r}")
            elif i % 2 == 0:
                if ch not in _H_CHARS:
                    raise _fail(*where, f"expected '-', '=' or ' ' for a wall, found {ch!r}")
                maze.hwall[size - i // 2][x] = _H_CHARS[ch]
            elif j % 2 == 0:
                if ch not in _V_CHARS:
                    raise _fail(*where, f"expected '|', '#' or ' ' for a wall, found {ch!r}")
                maze.vwall[y][j // 2] = _V_CHARS[ch]
            else:
                if ch not in KINDS:
                    raise _fail(*where, f"unknown cell {ch!r}; expected one of {KINDS!r}")
                maze.kinds[y * size + x] = ch
    seen_keys: set[str] = set()
    for number, raw in enumerate(lines[width:], start=width + 1):
        if not raw.strip():
            continue
        key, colon, value = raw.partition(":")
        key = key.strip()
        if not colon or key not in ("holes", "treasure", "false"):
            raise _fail(number, 1, f"expected 'holes:', 'treasure:' or 'false:', found {raw!r}")
        if key in seen_keys:
            raise _fail(number, 1, f"{key!r} given twice")
        seen_keys.add(key)
        if key == "holes":
            maze.holes = [_cell_list(g, size, number) for g in value.split(";")]
        elif key == "treasure":
            maze.treasures = _cell_list(value, size, number)
        else:
            maze.false_treasures = _cell_list(value, size, number)
    _check(maze, len(lines))
    return maze


def _text_pos(maze: Maze, cell: int) -> tuple[int, int]:
    """The (line, column) of a cell's character in the map text, from 1."""
    x, y = cell % maze.size, cell // maze.size
    return 2 * (maze.size - 1 - y) + 2, 2 * x + 2


def _check(maze: Maze, nlines: int) -> None:
    """Reject maps whose parts do not fit together (rivers, holes, treasures, exits)."""
    size = maze.size
    listed: list[int] = [c for g in maze.holes for c in g]
    key_line = size * 2 + 2
    for group in maze.holes:
        if len(group) < 2:
            raise _fail(key_line, 1, "a hole group needs at least two holes")
    for cell in range(size * size):
        kind = maze.kinds[cell]
        if kind == "O" and listed.count(cell) != 1:
            raise _fail(*_text_pos(maze, cell), f"hole {maze.name(cell)} must be listed once in 'holes:'")
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
    if not maze.treasures:
        raise _fail(nlines, 1, "the map needs a 'treasure:' line naming at least one cell")
    for cell in maze.treasures + maze.false_treasures:
        if maze.kinds[cell] in RIVER:
            raise _fail(*_text_pos(maze, cell), f"a treasure cannot lie on the river at {maze.name(cell)}")
    if not maze.exits():
        raise _fail(1, 1, "the outer wall needs at least one gap (an exit)")


def format_map(maze: Maze) -> str:
    """The map text of ``maze``, exactly as :func:`parse_map` reads it."""
    size = maze.size
    out = []
    for i in range(2 * size + 1):
        chars = []
        for j in range(2 * size + 1):
            x, y = j // 2, size - 1 - i // 2
            if i % 2 == 0 and j % 2 == 0:
                chars.append("+")
            elif i % 2 == 0:
                chars.append(_H_TEXT[maze.hwall[size - i // 2][x]])
            elif j % 2 == 0:
                chars.append(_V_TEXT[maze.vwall[y][j // 2]])
            else:
                chars.append(maze.kinds[y * size + x])
        out.append("".join(chars))
    if maze.holes:
        out.append("holes: " + "; ".join(" ".join(maze.name(c) for c in g) for g in maze.holes))
    out.append("treasure: " + " ".join(maze.name(c) for c in maze.treasures))
    if maze.false_treasures:
        out.append("false: " + " ".join(maze.name(c) for c in maze.false_treasures))
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

"""Terra Incognita's look: a parchment notebook drawn in ink, and the true labyrinth.

Everything is drawn with pygame.draw into cached Surfaces; the scene re-renders a notebook only
when it changes. A :class:`Grid` places cells on the screen: (x, y) frames have y growing north,
the screen has y growing down.
"""
from __future__ import annotations

import functools
import math
import random
from typing import Any, Iterable

import pygame

from games.engine import text, theme
from games.terra.mapfile import DIRS, OPEN, RIVER, SOLID, STAIRS, STEP, WINDOW, Maze, column_name

PAPER = (232, 216, 178)
PAPER_DARK = (196, 172, 124)
INK = (64, 44, 28)
PENCIL = (150, 128, 96)
WATER = (64, 128, 190)
WATER_LIGHT = (150, 190, 222)
BLOOD = (190, 40, 36)
GOLD = (222, 170, 40)
HOLE = (28, 20, 16)
KNOWN_WASH = (244, 232, 204)
STEEL = (178, 182, 190)
STEEL_DARK = (96, 100, 110)
OLIVE = (96, 112, 62)
OLIVE_DARK = (58, 70, 36)
GLASS = (186, 220, 236)

Cell = tuple[int, int]
Point = tuple[float, float]


class Grid:
    """Square cells of ``cell`` pixels; frame cell (``minx``, ``maxy``) has its top-left at
    (``left``, ``top``)."""

    def __init__(self, left: int, top: int, cell: int, minx: int, maxy: int, width: int, height: int) -> None:
        self.left, self.top, self.cell = left, top, cell
        self.minx, self.maxy = minx, maxy
        self.width, self.height = width, height

    @property
    def rect(self) -> pygame.Rect:
        """The whole grid on the screen."""
        return pygame.Rect(self.left, self.top, self.width * self.cell, self.height * self.cell)

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        x, y = cell
        return pygame.Rect(self.left + (x - self.minx) * self.cell, self.top + (self.maxy - y) * self.cell,
                           self.cell, self.cell)

    def centre(self, cell: Cell) -> tuple[int, int]:
        return self.cell_rect(cell).center

    def cell_at(self, pos: tuple[int, int]) -> Cell:
        """The frame cell under ``pos`` (may lie outside the grid)."""
        return (self.minx + math.floor((pos[0] - self.left) / self.cell),
                self.maxy - math.floor((pos[1] - self.top) / self.cell))

    def side(self, cell: Cell, d: str) -> tuple[tuple[int, int], tuple[int, int]]:
        """The two end points of side ``d`` of ``cell``."""
        r = self.cell_rect(cell)
        return {"n": (r.topleft, r.topright), "s": (r.bottomleft, r.bottomright),
                "w": (r.topleft, r.bottomleft), "e": (r.topright, r.bottomright)}[d]


def frame_of(cells: Iterable[Cell]) -> tuple[int, int, int, int]:
    """(minx, miny, maxx, maxy) of some cells."""
    xs, ys = zip(*cells)
    return min(xs), min(ys), max(xs), max(ys)


@functools.lru_cache(maxsize=8)
def parchment(width: int, height: int, seed: int = 3) -> pygame.Surface:
    """A sheet of aged paper: blotches, fibres and darker edges (drawn once per size)."""
    sheet = pygame.Surface((width, height))
    sheet.fill(PAPER)
    rng = random.Random(seed)
    stain = pygame.Surface((width, height), pygame.SRCALPHA)
    for _ in range(width * height // 2500):
        r = rng.randint(8, 46)
        shade = rng.randint(-18, 12)
        colour = tuple(max(0, min(255, c + shade)) for c in PAPER)
        pygame.draw.circle(stain, (*colour, rng.randint(20, 60)), (rng.randrange(width), rng.randrange(height)), r)
    for _ in range(width * height // 4000):
        x, y = rng.randrange(width), rng.randrange(height)
        pygame.draw.line(stain, (*PAPER_DARK, 70), (x, y), (x + rng.randint(-14, 14), y + rng.randint(-4, 4)))
    sheet.blit(stain, (0, 0))
    edge = pygame.Surface((width, height), pygame.SRCALPHA)
    for i in range(14):
        pygame.draw.rect(edge, (*PAPER_DARK, 10 + i * 2), (i, i, width - 2 * i, height - 2 * i), 1,
                         border_radius=10)
    sheet.blit(edge, (0, 0), special_flags=0)
    return sheet


def _jitter(a: tuple[float, float], b: tuple[float, float], amount: float) -> list[tuple[float, float]]:
    """A hand-drawn stroke from a to b: two inner points nudged by a wobble that depends only on
    the end points, so a wall looks the same every time it is drawn (and costs no RNG)."""
    h = (int(a[0]) * 73856093 ^ int(a[1]) * 19349663 ^ int(b[0]) * 83492791 ^ int(b[1]) * 2654435761) & 0xFFFFFFFF
    points = [a]
    for k in (1, 2):
        h = (h * 1103515245 + 12345) & 0x7FFFFFFF
        ox = ((h >> 8) % 1000 / 500 - 1) * amount
        oy = ((h >> 18) % 1000 / 500 - 1) * amount
        points.append((a[0] + (b[0] - a[0]) * k / 3 + ox, a[1] + (b[1] - a[1]) * k / 3 + oy))
    points.append(b)
    return points


def ink_line(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], width: int,
             colour: tuple[int, int, int] = INK) -> None:
    """A wobbly ink stroke."""
    wobble = max(0.6, math.dist(a, b) / 30)
    pygame.draw.lines(surface, colour, False, _jitter(a, b, wobble), width)


def draw_side(surface: pygame.Surface, grid: Grid, cell: Cell, d: str, value: str) -> None:
    """One known side in notebook ink: inner walls thin, outer walls heavy, unbreakable walls
    hatched, exits as an open gap with an arrow pointing out."""
    a, b = grid.side(cell, d)
    c = grid.cell
    if value == "wall":
        ink_line(surface, a, b, max(2, c // 18))
    elif value == "solid":
        ink_line(surface, a, b, max(3, c // 12))
        for k in range(1, 4):
            p = (a[0] + (b[0] - a[0]) * k / 4, a[1] + (b[1] - a[1]) * k / 4)
            dx, dy = (c // 10, c // 10)
            pygame.draw.line(surface, INK, (p[0] - dx, p[1] - dy), (p[0] + dx, p[1] + dy), 2)
    elif value == "window":
        draw_window(surface, a, b, c)
    elif value == "outer":
        ink_line(surface, a, b, max(4, c // 9), (40, 26, 16))
    elif value == "exit":
        centre = grid.centre(cell)
        sx, sy = STEP[d]
        tip = (centre[0] + sx * c * 0.62, centre[1] - sy * c * 0.62)
        base = (centre[0] + sx * c * 0.36, centre[1] - sy * c * 0.36)
        pygame.draw.line(surface, (40, 120, 60), base, tip, max(2, c // 16))
        wing = c * 0.1
        px, py = -sy, -sx
        pygame.draw.polygon(surface, (40, 120, 60), [
            (tip[0] + sx * wing, tip[1] - sy * wing), (tip[0] + px * wing, tip[1] + py * wing),
            (tip[0] - px * wing, tip[1] - py * wing)])


def draw_kind(surface: pygame.Surface, rect: pygame.Rect, kind: str | None, flow: str | None = None,
              detail: str | None = None) -> None:
    """The sign of a cell kind: arsenal bullets, hospital cross, hole, river waves, mouth pool,
    stairs. ``detail`` tells more where it is known: an arsenal's kind in the Tver labyrinth
    (``full``, ``bullets``, ``grenades``), where stairs lead (``up``, ``down``, ``both``)."""
    c = rect.w
    cx, cy = rect.center
    if kind == "A" and detail is not None:
        draw_arsenal(surface, rect, detail)
    elif kind == "S":
        draw_stairs(surface, rect, detail in ("up", "both"), detail in ("down", "both"))
    elif kind == "A":
        for k in (-1, 0, 1):
            body = pygame.Rect(0, 0, max(3, c // 9), max(8, c // 3))
            body.center = (cx + k * c // 6, cy + c // 20)
            pygame.draw.rect(surface, (90, 90, 96), body, border_radius=max(1, c // 20))
            pygame.draw.circle(surface, (150, 110, 50), (body.centerx, body.top), body.w // 2 + 1)
    elif kind == "H":
        arm = max(3, c // 8)
        span = max(8, c // 2)
        pygame.draw.rect(surface, (250, 250, 246), (cx - span // 2 - 2, cy - span // 2 - 2, span + 4, span + 4),
                         border_radius=4)
        pygame.draw.rect(surface, BLOOD, (cx - arm // 2, cy - span // 2, arm, span))
        pygame.draw.rect(surface, BLOOD, (cx - span // 2, cy - arm // 2, span, arm))
    elif kind == "O":
        pygame.draw.circle(surface, (90, 70, 50), (cx, cy), max(4, int(c * 0.32)))
        pygame.draw.circle(surface, HOLE, (cx, cy), max(3, int(c * 0.26)))
    elif kind == "M":
        pool = rect.inflate(-c // 5, -c // 3)
        pygame.draw.ellipse(surface, WATER_LIGHT, pool)
        pygame.draw.ellipse(surface, WATER, pool, max(1, c // 24))
        _waves(surface, pool.inflate(-c // 6, -c // 8), 2)
    elif kind == "~" or kind in RIVER:
        band = rect.inflate(-2, -2)
        surface.blit(_water(band.w, band.h), band)
        if kind in RIVER or flow:
            _flow_arrow(surface, rect, RIVER.get(kind, flow or "e"))


@functools.lru_cache(maxsize=16)
def _water(width: int, height: int) -> pygame.Surface:
    """A river cell's water with its waves, drawn once per size."""
    water = pygame.Surface((width, height), pygame.SRCALPHA)
    water.fill((*WATER_LIGHT, 200))
    _waves(water, water.get_rect().inflate(-width // 6, -height // 6), 3)
    return water


def _waves(surface: pygame.Surface, rect: pygame.Rect, rows: int) -> None:
    for r in range(rows):
        y = rect.top + (r + 0.5) * rect.h / rows
        amp = max(1.5, rect.h / (rows * 5))
        points = [(rect.left + i * rect.w / 8, y + amp * math.sin(i * math.pi / 2)) for i in range(9)]
        pygame.draw.lines(surface, WATER, False, points, max(1, rect.w // 30))


def _flow_arrow(surface: pygame.Surface, rect: pygame.Rect, d: str) -> None:
    sx, sy = STEP[d]
    c = rect.w
    cx, cy = rect.center
    tip = (cx + sx * c * 0.3, cy - sy * c * 0.3)
    tail = (cx - sx * c * 0.3, cy + sy * c * 0.3)
    pygame.draw.line(surface, (30, 70, 130), tail, tip, max(2, c // 14))
    wing = c * 0.14
    px, py = -sy, -sx
    pygame.draw.polygon(surface, (30, 70, 130), [
        (tip[0] + sx * wing * 0.8, tip[1] - sy * wing * 0.8), (tip[0] + px * wing, tip[1] + py * wing),
        (tip[0] - px * wing, tip[1] - py * wing)])


def draw_treasure(surface: pygame.Surface, rect: pygame.Rect, false: bool = False) -> None:
    """A small chest in a corner of the cell (a grey one for a false treasure, at the reveal)."""
    c = rect.w
    width = max(8, c * 2 // 5)
    height = max(6, c * 3 // 10)
    draw_chest(surface, (rect.right - c // 12 - width // 2, rect.bottom - c // 12 - height // 2), width, false)


def draw_chest(surface: pygame.Surface, centre: tuple[int, int], width: int, false: bool = False) -> None:
    """A treasure chest ``width`` pixels wide centred on ``centre`` (grey when false)."""
    box = pygame.Rect(0, 0, max(8, width), max(6, width * 3 // 4))
    box.center = centre
    line = max(1, width // 16)
    radius = max(1, width // 10)
    pygame.draw.rect(surface, (150, 150, 150) if false else GOLD, box, border_radius=radius)
    pygame.draw.rect(surface, INK, box, line, border_radius=radius)
    pygame.draw.line(surface, INK, (box.left, box.top + box.h // 3), (box.right - 1, box.top + box.h // 3), line)
    pygame.draw.rect(surface, INK, (box.centerx - 1, box.top + box.h // 4, 3, box.h // 3))


@functools.lru_cache(maxsize=64)
def token(player: int, radius: int) -> pygame.Surface:
    """A player's piece: the seat colour with its letter, so colour is never the only cue."""
    size = radius * 2 + 4
    image = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    pygame.draw.circle(image, (0, 0, 0, 90), (centre[0] + 2, centre[1] + 2), radius)
    colour = theme.seat_colour(player)
    pygame.draw.circle(image, colour, centre, radius)
    pygame.draw.circle(image, (24, 18, 12), centre, radius, 2)
    mark = theme.SEAT_MARKS[player % len(theme.SEAT_MARKS)]
    label = text.render(mark, "=small" if radius < 16 else "=body", theme.on_colour(colour))
    image.blit(label, label.get_rect(center=centre))
    return image


def blit_token(surface: pygame.Surface, player: int, centre: tuple[float, float], radius: int) -> None:
    image = token(player, max(4, radius))
    surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))


def draw_fragment(surface: pygame.Surface, frag: Any, grid: Grid) -> None:
    """A notebook fragment: washed known cells, their signs, items and walls in ink."""
    for cell, note in frag.cells.items():
        rect = grid.cell_rect(cell)
        if note["kind"] is not None:
            pygame.draw.rect(surface, KNOWN_WASH, rect)
            draw_kind(surface, rect, note["kind"], detail=note.get("detail"))
        if "treasure" in note["items"]:
            draw_treasure(surface, rect)
    for cell, note in frag.cells.items():
        for d, value in note["walls"].items():
            if value != "open":
                draw_side(surface, grid, cell, d, value)


def draw_maze(surface: pygame.Surface, maze: Maze, grid: Grid, false_treasures: Iterable[int] = (),
              floor: int = 1) -> None:
    """The true labyrinth (open map, or revealed at the end), ``floor`` of it: kinds, hole
    groups, treasures, walls as they stand now, outer walls heavy, unbreakable walls hatched,
    windows glazed, exits marked; stairs show where they lead and, where the labyrinth has
    arsenals of kinds (the Tver labyrinth), each arsenal its kind."""
    c = grid.cell
    cells = maze.floor_cells(floor)
    holes = {cell: (g, i) for g, group in enumerate(maze.holes) for i, cell in enumerate(group)}
    kinds_told = len(maze.floors) > 1 or bool(maze.arsenals)
    for cell in cells:
        rect = grid.cell_rect(maze.xy(cell))
        pygame.draw.rect(surface, KNOWN_WASH, rect)
        kind = maze.kinds[cell]
        detail = None
        if kind == "A" and kinds_told:
            detail = maze.arsenal_kind(cell)
        elif kind == STAIRS:
            up, down = maze.stairs(cell, "up") is not None, maze.stairs(cell, "down") is not None
            detail = "both" if up and down else "up" if up else "down" if down else None
        draw_kind(surface, rect, kind, detail=detail)
        if cell in holes:
            g, i = holes[cell]
            label = text.render(f"{column_name(g).upper()}{i + 1}", "=small" if c < 60 else "=body", (250, 240, 220))
            surface.blit(label, label.get_rect(center=rect.center))
    on_floor = set(cells)
    for cell in maze.treasures:
        if cell in on_floor:
            draw_treasure(surface, grid.cell_rect(maze.xy(cell)))
    for cell in false_treasures:
        if cell in on_floor:
            draw_treasure(surface, grid.cell_rect(maze.xy(cell)), false=True)
    for cell in cells:
        xy = maze.xy(cell)
        for d in DIRS:
            if d in ("n", "e") or maze.neighbour(cell, d) is None:
                inner = maze.neighbour(cell, d) is not None
                wall = maze.wall(cell, d)
                if wall == OPEN:
                    if not inner:
                        draw_side(surface, grid, xy, d, "exit")
                    continue
                value = "solid" if wall == SOLID else "window" if wall == WINDOW else "wall" if inner else "outer"
                draw_side(surface, grid, xy, d, value)


def pencil_grid(surface: pygame.Surface, grid: Grid) -> None:
    """The notebook's squared paper under the anchored map."""
    r = grid.rect
    for k in range(grid.width + 1):
        x = r.left + k * grid.cell
        pygame.draw.line(surface, (208, 190, 150), (x, r.top), (x, r.bottom))
    for k in range(grid.height + 1):
        y = r.top + k * grid.cell
        pygame.draw.line(surface, (208, 190, 150), (r.left, y), (r.right, y))


# ----- the Tver labyrinth's cells and walls ---------------------------------------------------

def draw_stairs(surface: pygame.Surface, rect: pygame.Rect, up: bool = True, down: bool = False) -> None:
    """A flight of steps rising to the right, with an arrow up and/or down in the corner for
    where it leads (both on a middle floor; none where that is not known)."""
    c = rect.w
    steps = 4
    left, bottom = rect.x + c * 0.16, rect.y + c * 0.82
    tread = c * 0.68 / steps
    points = [(left, bottom)]
    for k in range(steps):
        x, y = left + k * tread, bottom - (k + 1) * tread
        points += [(x, y), (x + tread, y)]
    points += [(left + steps * tread, bottom)]
    pygame.draw.polygon(surface, PAPER_DARK, points)
    pygame.draw.lines(surface, INK, True, points, max(1, c // 28))
    size = max(4, c // 7)
    corner = (rect.x + c * 0.24, rect.y + c * 0.26)
    if up and down:
        _arrow(surface, (corner[0] - size * 0.6, corner[1]), -1, size)
        _arrow(surface, (corner[0] + size * 0.6, corner[1]), 1, size)
    elif up or down:
        _arrow(surface, corner, -1 if up else 1, size)


STAIRS_BADGE_MIN_CELL = 36
"""The smallest cell given a stairs label: on a small scrap the label would cover the piece's
letter."""


def stairs_badge(rect: pygame.Rect, corner: str = "topright") -> pygame.Rect | None:
    """Where :func:`draw_stairs_badge` draws in the cell ``rect``: its ``corner`` (``topleft``,
    ``topright``, ``bottomleft`` or ``bottomright``), clear of the walls' ink; None for a
    cell under :data:`STAIRS_BADGE_MIN_CELL` pixels."""
    if rect.w < STAIRS_BADGE_MIN_CELL:
        return None
    side = rect.w * 3 // 8
    inset = max(3, rect.w // 16)
    badge = pygame.Rect(0, 0, side, side)
    setattr(badge, corner, getattr(rect.inflate(-2 * inset, -2 * inset), corner))
    return badge


def draw_stairs_badge(surface: pygame.Surface, rect: pygame.Rect, detail: str | None = None,
                      corner: str = "topright") -> None:
    """The stairs' sign small on a paper label in a corner of the cell ``rect``, drawn over a
    piece standing there: the piece covers the part of the cell where the stairs (and the
    arrows telling where they lead) are drawn, and the player must still see them."""
    badge = stairs_badge(rect, corner)
    if badge is None:
        return
    pygame.draw.rect(surface, KNOWN_WASH, badge, border_radius=max(2, badge.w // 6))
    pygame.draw.rect(surface, PENCIL, badge, max(1, badge.w // 24), border_radius=max(2, badge.w // 6))
    draw_stairs(surface, badge, detail in ("up", "both"), detail in ("down", "both"))


def _arrow(surface: pygame.Surface, centre: Point, sign: int, size: int) -> None:
    """A small ink arrow pointing up (``sign`` -1) or down (+1)."""
    x, y = centre
    pygame.draw.line(surface, INK, (x, y - size * 0.8 * sign), (x, y + size * 0.6 * sign), max(2, size // 4))
    pygame.draw.polygon(surface, INK, [(x, y + size * sign), (x - size * 0.5, y + size * 0.3 * sign),
                                           (x + size * 0.5, y + size * 0.3 * sign)])


def draw_window(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], cell: int) -> None:
    """A window in the wall from ``a`` to ``b``: wall at both ends, a pane of glass with its
    frame and cross bar between (bullets and boomerangs fly through, players do not pass)."""
    ends = 0.22
    pa = (a[0] + (b[0] - a[0]) * ends, a[1] + (b[1] - a[1]) * ends)
    pb = (b[0] + (a[0] - b[0]) * ends, b[1] + (a[1] - b[1]) * ends)
    width = max(2, cell // 18)
    ink_line(surface, a, (int(pa[0]), int(pa[1])), width)
    ink_line(surface, (int(pb[0]), int(pb[1])), b, width)
    thick = max(4, cell // 7)
    horizontal = a[1] == b[1]
    pane = pygame.Rect(0, 0, 0, 0)
    if horizontal:
        pane.update(min(pa[0], pb[0]), a[1] - thick // 2, abs(pb[0] - pa[0]), thick)
    else:
        pane.update(a[0] - thick // 2, min(pa[1], pb[1]), thick, abs(pb[1] - pa[1]))
    pygame.draw.rect(surface, GLASS, pane)
    pygame.draw.rect(surface, INK, pane, max(1, cell // 40))
    mid = pane.center
    if horizontal:
        pygame.draw.line(surface, INK, (mid[0], pane.top), (mid[0], pane.bottom - 1), max(1, cell // 40))
    else:
        pygame.draw.line(surface, INK, (pane.left, mid[1]), (pane.right - 1, mid[1]), max(1, cell // 40))


def draw_arsenal(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """An arsenal of the multi-storey game by what it gives: ``full`` (bullets and grenades),
    ``bullets`` (three bullets and a grenade struck out: the plain arsenal sign of three
    bullets is what a notebook draws while the kind is not known) or ``grenades``."""
    c = rect.w
    cx, cy = rect.center
    if kind == "grenades":
        for k in (-1, 1):
            draw_grenade(surface, (cx + k * c * 0.2, cy), c * 0.4)
        return
    count = 3 if kind == "bullets" else 2
    if kind == "bullets":
        _struck_grenade(surface, (cx + c * 0.28, cy + c * 0.02), c * 0.34)
    for k in range(count):
        offset = (k - (count - 1) / 2) * c / 6 - c * (0.1 if kind == "bullets" else 0.12)
        body = pygame.Rect(0, 0, max(3, c // 9), max(8, c // 3))
        body.center = (int(cx + offset), int(cy + c / 20))
        pygame.draw.rect(surface, (90, 90, 96), body, border_radius=max(1, c // 20))
        pygame.draw.circle(surface, (150, 110, 50), (body.centerx, body.top), body.w // 2 + 1)
    if kind == "full":
        draw_grenade(surface, (cx + c * 0.22, cy + c * 0.02), c * 0.4)


def _struck_grenade(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A grenade's outline in pencil, struck out: none to be had here."""
    x, y = centre
    r = max(3, int(size * 0.32))
    body = (int(x), int(y + size * 0.12))
    pygame.draw.circle(surface, PENCIL, body, r, max(1, int(size) // 14))
    top = pygame.Rect(0, 0, max(3, int(r * 0.9)), max(2, int(size * 0.16)))
    top.midbottom = (body[0], body[1] - r + 1)
    pygame.draw.rect(surface, PENCIL, top, max(1, int(size) // 16))
    reach = r * 1.3
    pygame.draw.line(surface, BLOOD, (x - reach, body[1] + reach), (x + reach, body[1] - reach), max(2, int(size) // 10))


def draw_grenade(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A hand grenade ``size`` pixels tall: a ribbed body, its cap, lever and ring."""
    x, y = centre
    r = max(3, int(size * 0.32))
    body = (int(x), int(y + size * 0.12))
    pygame.draw.circle(surface, OLIVE, body, r)
    rib = max(1, int(size) // 20)
    pygame.draw.line(surface, OLIVE_DARK, (body[0] - r + 1, body[1]), (body[0] + r - 1, body[1]), rib)
    pygame.draw.line(surface, OLIVE_DARK, (body[0], body[1] - r + 1), (body[0], body[1] + r - 1), rib)
    pygame.draw.circle(surface, INK, body, r, max(1, int(size) // 18))
    cap = pygame.Rect(0, 0, max(3, int(r * 0.9)), max(2, int(size * 0.16)))
    cap.midbottom = (body[0], body[1] - r + 2)
    pygame.draw.rect(surface, STEEL_DARK, cap)
    pygame.draw.line(surface, STEEL_DARK, (cap.right - 1, cap.top), (cap.right + r * 0.5, cap.top + r * 0.9),
                     max(1, int(size) // 14))
    pygame.draw.circle(surface, STEEL, (cap.left - max(2, r // 3), cap.top), max(2, r // 3), max(1, int(size) // 24))

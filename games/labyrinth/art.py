"""The Labyrinth's pictures, drawn with pygame.draw: the stone board, travelers, dice, badges.

Everything here is cached: the board once per process, each sprite once per size and colour,
so a frame only blits. Geometry (where a field's cell is on the screen) lives here too, so the
scene and its tests share one map from fields to pixels.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from games.engine import text, theme
from games.engine.i18n import language, tr
from games.labyrinth.layout import (
    ADVANCES,
    CHAMBER_CELLS,
    ENTRANCE_CELL,
    EXACT_COUNT,
    FIELD_CELLS,
    GRID_SIZE,
    MILLSTONE,
    ORBIT,
    SANCTUARIES,
    TRAPS,
    TUNNELS,
)

CELL = 76
"""Side of one field's square cell in pixels."""
ORIGIN = (56, 8)
"""Top-left pixel of the 8x8 grid on the board."""
ELYSIUM = 61
"""Field number of Elysium, the centre."""

BOARD_BG = (30, 28, 27)
WALL = (44, 38, 33)
WALL_LIGHT = (96, 86, 74)
INK = (40, 34, 30)
CIRCUIT_STONE = ((184, 172, 150), (166, 156, 138), (150, 142, 128))
"""Stone of the outer, middle and inner circuits, darker towards the centre."""
TINTS = {"sanctuary": (96, 150, 96), "trap": (190, 70, 60), "orbit": (120, 100, 170),
         "mill": (90, 120, 150), "advance": (200, 160, 60), "tunnel": (70, 60, 50)}
ORBIT_INK = (92, 64, 170)
GOLD = (226, 190, 96)

ADVANCE_TO = dict(ADVANCES)
TUNNEL_TO = dict(TUNNELS)
CELL_FIELDS = {cell: field for field, cell in FIELD_CELLS.items()}

# Where each player's waiting travelers stand, left and right of the gate under field 1: the
# two places nearest the gate go to the first two seats.
OUTSIDE_GROUPS = (260, 538, 112, 660)
OUTSIDE_Y = ORIGIN[1] + GRID_SIZE[1] * CELL + 50


def cell_rect(cell: tuple[int, int]) -> pygame.Rect:
    """Screen rectangle of a grid cell (column, row)."""
    return pygame.Rect(ORIGIN[0] + cell[0] * CELL, ORIGIN[1] + cell[1] * CELL, CELL, CELL)


def field_rect(field: int) -> pygame.Rect:
    """Screen rectangle of a field's cell (1-61)."""
    return cell_rect(FIELD_CELLS[field])


def field_centre(field: int) -> tuple[int, int]:
    return field_rect(field).center


def chamber_rect() -> pygame.Rect:
    """The 2x2 central chamber, Elysium, where borne-off travelers gather."""
    rects = [cell_rect(c) for c in CHAMBER_CELLS]
    return rects[0].unionall(rects[1:])


def field_at(pos: tuple[int, int]) -> int | None:
    """The field (1-60) under a screen point, 0 for the waiting area outside, else None."""
    col = (pos[0] - ORIGIN[0]) // CELL
    row = (pos[1] - ORIGIN[1]) // CELL
    if 0 <= col < GRID_SIZE[0] and 0 <= row < GRID_SIZE[1]:
        field = CELL_FIELDS.get((col, row))
        return field if field != ELYSIUM else None
    if row >= GRID_SIZE[1] and 0 <= pos[0] < ORIGIN[0] * 2 + GRID_SIZE[0] * CELL:
        return 0
    return None


def outside_rect(player: int) -> pygame.Rect:
    """The plate where ``player``'s waiting travelers stand."""
    rect = pygame.Rect(0, 0, 76, 76)
    rect.center = (OUTSIDE_GROUPS[player], OUTSIDE_Y)
    return rect


def outside_point(player: int, index: int) -> tuple[int, int]:
    """Where traveler ``index`` of ``player`` waits outside (its own fixed spot)."""
    dx = -16 if index % 2 == 0 else 16
    dy = -16 if index < 2 else 16
    return (OUTSIDE_GROUPS[player] + dx, OUTSIDE_Y + dy)


def elysium_point(player: int, index: int) -> tuple[int, int]:
    """Where traveler ``index`` of ``player`` rests once borne off: one row per player."""
    box = chamber_rect()
    return (box.centerx - 39 + index * 26, box.y + 50 + player * 26)


def slot_offsets(count: int) -> tuple[list[tuple[int, int]], int]:
    """Offsets from a cell's centre and a token radius for ``count`` travelers on one field,
    so that a crowded sanctuary stays readable."""
    if count <= 1:
        return [(0, 0)], 22
    if count <= 4:
        return [(-17, -17), (17, -17), (-17, 17), (17, 17)][:count], 15
    if count <= 9:
        return [((i % 3 - 1) * 23, (i // 3 - 1) * 23) for i in range(count)], 11
    return [(int((i % 4 - 1.5) * 17), int((i // 4 - 1.5) * 17)) for i in range(count)], 8


# ---------------------------------------------------------------------------------------------
# Sprites


@functools.lru_cache(maxsize=256)
def traveler(player: int, radius: int) -> pygame.Surface:
    """A traveler: a shaded disc in the seat colour with the seat's letter."""
    size = radius * 2 + 6
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    colour = theme.seat_colour(player)
    pygame.draw.circle(surf, (0, 0, 0, 90), (c + 2, c + 3), radius)
    pygame.draw.circle(surf, (20, 20, 20), (c, c), radius)
    pygame.draw.circle(surf, colour, (c, c), radius - 2)
    light = tuple(min(255, v + 60) for v in colour)
    pygame.draw.circle(surf, light, (c - radius // 3, c - radius // 3), max(2, radius // 3))
    if radius >= 11:
        mark = theme.SEAT_MARKS[player % len(theme.SEAT_MARKS)]
        text.blit(surf, mark, (c, c + 1), "=" + str(int(radius * 1.4)), theme.on_colour(colour), "center")
    return surf


@functools.lru_cache(maxsize=8)
def trap_badge(turns: int) -> pygame.Surface:
    """The red badge on a trapped traveler: the turns it still loses."""
    surf = pygame.Surface((24, 24), pygame.SRCALPHA)
    pygame.draw.circle(surf, (20, 20, 20), (12, 12), 12)
    pygame.draw.circle(surf, theme.ILLEGAL, (12, 12), 10)
    text.blit(surf, str(turns), (12, 13), "=14", (255, 255, 255), "center")
    return surf


PIPS = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}


@functools.lru_cache(maxsize=64)
def die_face(value: int, size: int, dim: bool = False) -> pygame.Surface:
    """An ivory die showing ``value``; ``dim`` greys out a die already used."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    body = (120, 118, 112) if dim else (244, 238, 222)
    pip = (70, 68, 64) if dim else (30, 26, 24)
    pygame.draw.rect(surf, (20, 18, 16), surf.get_rect(), border_radius=size // 6)
    pygame.draw.rect(surf, body, surf.get_rect().inflate(-4, -4), border_radius=size // 6)
    step = size // 4
    for dx, dy in PIPS[value]:
        pygame.draw.circle(surf, pip, (size // 2 + dx * step, size // 2 + dy * step), max(3, size // 11))
    return surf


# ---------------------------------------------------------------------------------------------
# The static board


def _kind(field: int) -> str | None:
    if field in TRAPS:
        return "trap"
    if field in SANCTUARIES:
        return "sanctuary"
    if field in ORBIT:
        return "orbit"
    if any(field in pair for pair in MILLSTONE):
        return "mill"
    if field in ADVANCE_TO:
        return "advance"
    if field in TUNNEL_TO:
        return "tunnel"
    return None


def _circuit(field: int) -> int:
    return 0 if field <= 28 else 1 if field <= 48 else 2


def _stone(surface: pygame.Surface, rect: pygame.Rect, base: tuple[int, int, int],
           rng: random.Random) -> None:
    """A bevelled stone slab with a little grain."""
    pygame.draw.rect(surface, base, rect)
    for _ in range(28):
        shade = rng.randint(-18, 14)
        colour = tuple(max(0, min(255, v + shade)) for v in base)
        pos = (rng.randint(rect.x + 3, rect.right - 4), rng.randint(rect.y + 3, rect.bottom - 4))
        pygame.draw.circle(surface, colour, pos, rng.randint(1, 5))
    light = tuple(min(255, v + 34) for v in base)
    dark = tuple(max(0, v - 46) for v in base)
    pygame.draw.line(surface, light, rect.topleft, (rect.right - 1, rect.y), 2)
    pygame.draw.line(surface, light, rect.topleft, (rect.x, rect.bottom - 1), 2)
    pygame.draw.line(surface, dark, (rect.x, rect.bottom - 2), (rect.right - 1, rect.bottom - 2), 2)
    pygame.draw.line(surface, dark, (rect.right - 2, rect.y), (rect.right - 2, rect.bottom - 1), 2)


def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


def _icon(surface: pygame.Surface, field: int, rect: pygame.Rect) -> None:
    """The readable marks of a special field, in the cell's lower right and upper right."""
    cx, cy = rect.right - 20, rect.bottom - 20
    kind = _kind(field)
    if kind == "sanctuary":
        shield = [(cx - 10, cy - 11), (cx + 10, cy - 11), (cx + 10, cy), (cx, cy + 12), (cx - 10, cy)]
        pygame.draw.polygon(surface, (70, 130, 80), shield)
        pygame.draw.polygon(surface, INK, shield, 2)
    if field in EXACT_COUNT:
        ex, ey = (rect.centerx, rect.centery) if field == ELYSIUM else (rect.x + 20, rect.bottom - 20)
        for r, colour in ((12, (150, 40, 40)), (8, (236, 228, 210)), (4, (150, 40, 40))):
            pygame.draw.circle(surface, colour, (ex, ey), r)
    if kind == "trap" or field in TUNNEL_TO:
        pygame.draw.circle(surface, (24, 18, 16), (cx, cy), 12)
        pygame.draw.circle(surface, (70, 56, 44), (cx, cy), 12, 2)
    if kind == "trap":
        for dx in (-7, 0, 7):
            pygame.draw.line(surface, (210, 70, 60), (cx + dx, cy - 12), (cx + dx, cy + 12), 3)
        pygame.draw.line(surface, (210, 70, 60), (cx - 11, cy - 5), (cx + 11, cy - 5), 2)
    if field in ADVANCE_TO or field in TUNNEL_TO:
        target = ADVANCE_TO.get(field, TUNNEL_TO.get(field))
        colour = (120, 84, 16) if field in ADVANCE_TO else (60, 40, 30)
        if field in ADVANCE_TO:
            pygame.draw.polygon(surface, GOLD, [(cx, cy - 13), (cx + 11, cy), (cx + 5, cy),
                                                (cx + 5, cy + 12), (cx - 5, cy + 12), (cx - 5, cy),
                                                (cx - 11, cy)])
            pygame.draw.polygon(surface, INK, [(cx, cy - 13), (cx + 11, cy), (cx + 5, cy),
                                               (cx + 5, cy + 12), (cx - 5, cy + 12), (cx - 5, cy),
                                               (cx - 11, cy)], 2)
        label = text.blit(surface, str(target), (rect.right - 5, rect.y + 5), "=14", colour, "topright")
        ay = label.centery
        pygame.draw.line(surface, colour, (label.x - 16, ay), (label.x - 5, ay), 2)
        pygame.draw.polygon(surface, colour,
                            [(label.x - 3, ay), (label.x - 8, ay - 4), (label.x - 8, ay + 4)])
    if kind == "orbit" or field == 52:
        # 52's lower right holds its trap, so its knight sits on the left.
        _knight(surface, (rect.x + 18, rect.y + 38) if field == 52 else (cx, cy))
    if kind == "mill":
        pygame.draw.circle(surface, (110, 112, 118), (cx, cy), 12)
        pygame.draw.circle(surface, INK, (cx, cy), 12, 2)
        pygame.draw.circle(surface, INK, (cx, cy), 3)
        for a in range(0, 360, 60):
            r = math.radians(a)
            pygame.draw.line(surface, INK, (cx + 4 * math.cos(r), cy + 4 * math.sin(r)),
                             (cx + 11 * math.cos(r), cy + 11 * math.sin(r)), 1)


def _knight(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A small chess-knight head for the Knight's Orbit fields."""
    x, y = centre
    head = [(x - 8, y + 12), (x - 6, y + 2), (x - 9, y - 2), (x - 2, y - 12), (x + 3, y - 12),
            (x + 9, y - 4), (x + 10, y + 1), (x + 6, y + 3), (x + 1, y), (x + 5, y + 12)]
    pygame.draw.polygon(surface, (236, 228, 250), head)
    pygame.draw.polygon(surface, ORBIT_INK, head, 2)
    pygame.draw.circle(surface, ORBIT_INK, (x + 1, y - 6), 2)


Point = tuple[float, float]


def _bezier(a: Point, b: Point, bulge: float, n: int = 24) -> list[Point]:
    """Points of a quadratic curve from ``a`` to ``b`` bowed sideways by ``bulge`` pixels."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1
    cx, cy = mx - dy / length * bulge, my + dx / length * bulge
    return [((1 - t) ** 2 * a[0] + 2 * (1 - t) * t * cx + t * t * b[0],
             (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * cy + t * t * b[1])
            for t in (i / n for i in range(n + 1))]


def orbit_arc(frm: int, to: int) -> list[tuple[float, float]]:
    """The knight-move arc between two Orbit fields, shared by the board and the skyride."""
    return _bezier(field_centre(frm), field_centre(to), 22)


def _dashed(surface: pygame.Surface, points: list[tuple[float, float]], colour: tuple[int, ...],
            width: int, every: int = 2) -> None:
    for i, (a, b) in enumerate(zip(points, points[1:])):
        if i % every == 0:
            pygame.draw.line(surface, colour, a, b, width)


def _arrow_head(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
                colour: tuple[int, ...]) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - 14 * math.cos(angle), b[1] - 14 * math.sin(angle))
    left = (tip[0] - 12 * math.cos(angle - 0.5), tip[1] - 12 * math.sin(angle - 0.5))
    right = (tip[0] - 12 * math.cos(angle + 0.5), tip[1] - 12 * math.sin(angle + 0.5))
    pygame.draw.polygon(surface, colour, [tip, left, right])


def _walls(surface: pygame.Surface) -> None:
    """Walls between neighbouring cells that the track does not join, and round the edge."""
    chamber = set(CHAMBER_CELLS)
    cols, rows = GRID_SIZE

    def joined(a: tuple[int, int], b: tuple[int, int]) -> bool:
        if a in chamber and b in chamber:
            return True
        fa, fb = CELL_FIELDS.get(a), CELL_FIELDS.get(b)
        return fa is not None and fb is not None and abs(fa - fb) == 1

    segments = []
    for col in range(cols):
        for row in range(rows):
            x, y = ORIGIN[0] + col * CELL, ORIGIN[1] + row * CELL
            if col + 1 < cols and not joined((col, row), (col + 1, row)):
                segments.append(((x + CELL, y), (x + CELL, y + CELL)))
            if row + 1 < rows and not joined((col, row), (col, row + 1)):
                segments.append(((x, y + CELL), (x + CELL, y + CELL)))
    for (a, b) in segments:
        pygame.draw.line(surface, WALL, a, b, 7)
        pygame.draw.line(surface, WALL_LIGHT, (a[0] - 1, a[1] - 1), (b[0] - 1, b[1] - 1), 1)
    grid = pygame.Rect(ORIGIN[0], ORIGIN[1], cols * CELL, rows * CELL)
    pygame.draw.rect(surface, WALL, grid.inflate(12, 12), 10, border_radius=6)
    gate = cell_rect(ENTRANCE_CELL[:1] + (GRID_SIZE[1] - 1,))
    pygame.draw.line(surface, _mix(CIRCUIT_STONE[0], BOARD_BG, 0.3),
                     (gate.x + 8, grid.bottom + 3), (gate.right - 8, grid.bottom + 3), 10)


def _links(surface: pygame.Surface) -> None:
    """The Knight's Orbit arcs, the Millstone and the tunnels, on a translucent layer."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for frm, to in zip(ORBIT, ORBIT[1:]):
        points = orbit_arc(frm, to)
        _dashed(layer, points, (*ORBIT_INK, 200), 4)
    for frm, to in TUNNELS:
        a, b = field_centre(frm), field_centre(to)
        points = _bezier(a, b, -30, 30)
        _dashed(layer, points, (40, 26, 18, 190), 5)
        _arrow_head(layer, points[-4], points[-1], (40, 26, 18, 220))
    for a, b in MILLSTONE:
        pygame.draw.line(layer, (70, 90, 120, 200), field_centre(a), field_centre(b), 5)
    surface.blit(layer, (0, 0))
    corner = (ORIGIN[0] + 6 * CELL, ORIGIN[1] + 5 * CELL)
    pygame.draw.circle(surface, (126, 128, 134), corner, 17)
    pygame.draw.circle(surface, INK, corner, 17, 2)
    pygame.draw.circle(surface, (60, 60, 64), corner, 5)


def _outside(surface: pygame.Surface) -> None:
    """The gate under field 1, an arrow pointing in."""
    gate = cell_rect(ENTRANCE_CELL)
    gate.h = 44
    pygame.draw.rect(surface, (70, 62, 52), gate.inflate(-12, 0), border_radius=6)
    x, y = gate.center
    pygame.draw.polygon(surface, GOLD, [(x, y - 14), (x + 12, y), (x + 5, y), (x + 5, y + 14),
                                        (x - 5, y + 14), (x - 5, y), (x - 12, y)])


def draw_plate(surface: pygame.Surface, player: int) -> None:
    """The plate where a seat's travelers wait outside (drawn only for seats in the game)."""
    plate = outside_rect(player)
    pygame.draw.rect(surface, (52, 48, 44), plate, border_radius=10)
    pygame.draw.rect(surface, theme.seat_colour(player), plate, 3, border_radius=10)


def build_board() -> pygame.Surface:
    """Render the whole static board once: stone fields, walls, links, icons and numbers."""
    surface = pygame.Surface(theme.BOARD_RECT[2:]).convert()
    surface.fill(BOARD_BG)
    rng = random.Random(61)
    for field in range(1, ELYSIUM):
        rect = field_rect(field)
        base = CIRCUIT_STONE[_circuit(field)]
        kind = _kind(field)
        if kind:
            base = _mix(base, TINTS[kind], 0.28)
        _stone(surface, rect, base, rng)
    box = chamber_rect()
    _stone(surface, box, (214, 186, 112), rng)
    pygame.draw.rect(surface, (250, 226, 150), box.inflate(-14, -14), 2, border_radius=8)
    text.blit(surface, tr("Elysium"), (box.centerx, box.y + 22), "=body", INK, "center")
    _walls(surface)
    _links(surface)
    _outside(surface)
    for field in range(1, ELYSIUM + 1):
        rect = field_rect(field)
        _icon(surface, field, rect)
        text.blit(surface, str(field), (rect.x + 6, rect.y + 4), "=15", INK)
    return surface


_board_cache: dict[str, pygame.Surface] = {}


def board() -> pygame.Surface:
    """The static board, built on first use and kept for the process (one per language)."""
    lang = language()
    if lang not in _board_cache:
        _board_cache[lang] = build_board()
    return _board_cache[lang]

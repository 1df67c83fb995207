"""Mazing's pictures, drawn with pygame.draw: the bright grid, wall blocks, pawns, cards, die.

Everything is cached (the board once per size, each sprite once per size and colour), so a
frame only blits. :class:`Layout` maps notation cells to pixels for the scene and its tests.
"""
from __future__ import annotations

import functools
import math

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.mazing import shapes

PAPER = (248, 247, 240)
PAPER_ALT = (238, 242, 248)
GRID = (178, 190, 210)
BORDER = (70, 86, 120)
WALL = (58, 64, 84)
WALL_LIGHT = (104, 112, 140)
WALL_DARK = (34, 38, 52)
INK = (40, 44, 60)
CARD_FACE = (252, 250, 242)
CARD_MAZE = (96, 132, 196)
CARD_ACTION = (214, 150, 72)
CARD_BACK = (52, 76, 128)
CARD_W, CARD_H = 76, 112
LABEL_BOX = pygame.Rect(3, 62, CARD_W - 6, CARD_H - 66)
"""Where a card's name goes (two lines of the smallest text)."""
MARGIN = 26
LEGAL_GHOST = (40, 170, 90)
"""A ghost wall where it fits (red, ``theme.ILLEGAL``, and crossed out where it does not)."""



class Layout:
    """Pixel geometry of a board of ``size`` cells a side inside the 720×720 board square."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.cell = (theme.BOARD_RECT[2] - 2 * MARGIN) // size
        side = self.cell * size
        self.origin = ((theme.BOARD_RECT[2] - side) // 2, (theme.BOARD_RECT[3] - side) // 2)
        self.grid = pygame.Rect(self.origin, (side, side))

    def rect(self, col: int, row: int) -> pygame.Rect:
        """The square of cell (column, row), row 0 at the bottom."""
        return pygame.Rect(self.origin[0] + col * self.cell,
                           self.origin[1] + (self.size - 1 - row) * self.cell, self.cell, self.cell)

    def cell_rect(self, name: str) -> pygame.Rect:
        col, row = parse(name)
        return self.rect(col, row)

    def centre(self, name: str) -> tuple[int, int]:
        return self.cell_rect(name).center

    def pawn_radius(self) -> int:
        return max(12, int(self.cell * 0.34))

    def pawn_point(self, cells: list[str], index: int) -> tuple[int, int]:
        """Where pawn ``index`` of pawns on ``cells`` is drawn: pawns sharing a cell stand side
        by side."""
        cell = cells[index]
        crowd = [i for i, c in enumerate(cells) if c == cell]
        cx, cy = self.centre(cell)
        if len(crowd) == 1:
            return cx, cy
        spread = self.cell * 0.5 / (len(crowd) - 1)
        k = crowd.index(index)
        return int(cx - self.cell * 0.25 + k * spread), int(cy - self.cell * 0.1 + (k % 2) * 8)

    def at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (column, row) under a pixel, or None off the grid."""
        if not self.grid.collidepoint(pos):
            return None
        col = (pos[0] - self.origin[0]) // self.cell
        row = self.size - 1 - (pos[1] - self.origin[1]) // self.cell
        return col, row


def parse(name: str) -> tuple[int, int]:
    """(column, row) of a notation cell such as ``c4`` (row 0 is row 1)."""
    return ord(name[0]) - 97, int(name[1:]) - 1


def cell_name(col: int, row: int) -> str:
    return f"{chr(97 + col)}{row + 1}"


@functools.lru_cache(maxsize=4)
def board(size: int, goals: tuple[tuple[str, int], ...]) -> pygame.Surface:
    """The static board: paper, grid, coordinates and each goal corner in its owner's colour.
    ``goals`` holds (corner, owner) pairs."""
    layout = Layout(size)
    surface = pygame.Surface(theme.BOARD_RECT[2:]).convert()
    surface.fill(theme.FRAME)
    pygame.draw.rect(surface, BORDER, layout.grid.inflate(12, 12), border_radius=8)
    for col in range(size):
        for row in range(size):
            colour = PAPER if (col + row) % 2 == 0 else PAPER_ALT
            surface.fill(colour, layout.rect(col, row))
    for corner, owner in goals:
        rect = layout.cell_rect(corner)
        colour = theme.seat_colour(owner)
        tint = pygame.Surface(rect.size, pygame.SRCALPHA)
        tint.fill((*colour, 120))
        surface.blit(tint, rect)
        _flag(surface, rect, colour)
    for i in range(size + 1):
        x = layout.origin[0] + i * layout.cell
        y = layout.origin[1] + i * layout.cell
        pygame.draw.line(surface, GRID, (x, layout.grid.top), (x, layout.grid.bottom - 1))
        pygame.draw.line(surface, GRID, (layout.grid.left, y), (layout.grid.right - 1, y))
    for i in range(size):
        x = layout.origin[0] + i * layout.cell + layout.cell // 2
        y = layout.origin[1] + (size - 1 - i) * layout.cell + layout.cell // 2
        text.blit(surface, chr(97 + i), (x, layout.grid.bottom + 7), "=14", theme.TEXT_DIM, "midtop")
        text.blit(surface, str(i + 1), (layout.grid.left - 8, y), "=14", theme.TEXT_DIM, "midright")
    return surface


def _flag(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """A goal flag on a pole, so the goal reads without its colour too."""
    s = rect.w
    pole_x = rect.x + s * 0.3
    top, bottom = rect.y + s * 0.18, rect.y + s * 0.84
    pygame.draw.line(surface, INK, (pole_x, top), (pole_x, bottom), max(2, s // 20))
    pygame.draw.polygon(surface, colour, [(pole_x, top), (pole_x + s * 0.5, top + s * 0.16),
                                          (pole_x, top + s * 0.32)])
    pygame.draw.polygon(surface, INK, [(pole_x, top), (pole_x + s * 0.5, top + s * 0.16),
                                       (pole_x, top + s * 0.32)], 2)


@functools.lru_cache(maxsize=8)
def wall(size: int) -> pygame.Surface:
    """One wall token: a bevelled slate block filling a cell."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect().inflate(-2, -2)
    pygame.draw.rect(surface, WALL_DARK, rect, border_radius=4)
    pygame.draw.rect(surface, WALL, rect.inflate(-4, -4), border_radius=3)
    pygame.draw.line(surface, WALL_LIGHT, (rect.x + 4, rect.y + 3), (rect.right - 5, rect.y + 3), 2)
    mid = rect.centery
    pygame.draw.line(surface, WALL_DARK, (rect.x + 3, mid), (rect.right - 4, mid), 2)
    pygame.draw.line(surface, WALL_DARK, (rect.centerx, rect.y + 3), (rect.centerx, mid), 2)
    return surface.convert_alpha()


@functools.lru_cache(maxsize=4)
def ghost_wall(size: int) -> pygame.Surface:
    """A see-through wall block for the ghost of a shape being placed."""
    surface = wall(size).copy()
    surface.set_alpha(120)
    return surface


@functools.lru_cache(maxsize=16)
def tint(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A cell-sized translucent fill with a ring: legal targets (highlight) or a red ghost."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*colour, alpha))
    pygame.draw.rect(surface, colour, surface.get_rect(), 3)
    return surface.convert_alpha()


def cross_out(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A light X over a cell where a ghost wall does not fit: a shape, not only a colour, says no."""
    inset = max(3, rect.w // 5)
    cross = rect.inflate(-2 * inset, -2 * inset)
    pygame.draw.line(surface, theme.TEXT, cross.topleft, cross.bottomright, 3)
    pygame.draw.line(surface, theme.TEXT, cross.bottomleft, cross.topright, 3)


@functools.lru_cache(maxsize=4)
def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """A dark veil: unplayable cards, the hand-over screen."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    surface.fill((*theme.FRAME, alpha))
    return surface.convert_alpha()


@functools.lru_cache(maxsize=32)
def pawn(player: int, radius: int) -> pygame.Surface:
    """A pawn: the seat's colour with its letter, on a soft shadow."""
    side = radius * 2 + 6
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    pygame.draw.circle(surface, (0, 0, 0, 70), (centre[0] + 2, centre[1] + 3), radius)
    colour = theme.seat_colour(player)
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (20, 20, 20), centre, radius, 2)
    pygame.draw.circle(surface, (255, 255, 255), centre, max(2, radius - 5), 1)
    mark = theme.SEAT_MARKS[player % len(theme.SEAT_MARKS)]
    text.blit(surface, mark, centre, "=small" if radius < 20 else "=body",
              theme.on_colour(colour), "center")
    return surface.convert_alpha()


@functools.lru_cache(maxsize=16)
def die_face(value: int, size: int) -> pygame.Surface:
    """A white die showing ``value`` pips."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (250, 250, 246), rect, border_radius=size // 6)
    pygame.draw.rect(surface, INK, rect, 3, border_radius=size // 6)
    spots = {1: [(1, 1)], 2: [(0, 0), (2, 2)], 3: [(0, 0), (1, 1), (2, 2)],
             4: [(0, 0), (2, 0), (0, 2), (2, 2)], 5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
             6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]}[value]
    step = size / 4
    for sx, sy in spots:
        pygame.draw.circle(surface, INK, (int(step * (sx + 1)), int(step * (sy + 1))), max(3, size // 11))
    return surface.convert_alpha()


@functools.lru_cache(maxsize=64)
def card(name: str, lang: str) -> pygame.Surface:
    """A card face: maze cards show their wall shape, action cards an icon; the name below.
    ``lang`` keys the cache so a language change redraws the names."""
    surface = pygame.Surface((CARD_W, CARD_H), pygame.SRCALPHA)
    rect = surface.get_rect()
    maze = name in shapes.SHAPES
    accent = CARD_MAZE if maze else CARD_ACTION
    pygame.draw.rect(surface, CARD_FACE, rect, border_radius=8)
    pygame.draw.rect(surface, accent, rect, 4, border_radius=8)
    art_box = pygame.Rect(6, 8, CARD_W - 12, 52)
    if maze:
        _shape(surface, shapes.SHAPES[name], art_box)
        label = f"{tr('Wall')} {name}"
    else:
        _icon(surface, name, art_box)
        label = tr(name)
    # Shrunk, wrapped and at most a little squeezed to stay on the card.
    text.blit_box(surface, label, LABEL_BOX, "=14", INK)
    return surface.convert_alpha()


@functools.lru_cache(maxsize=2)
def card_back(small: bool = False) -> pygame.Surface:
    """The back of a card (a hidden hand)."""
    w, h = (24, 34) if small else (CARD_W, CARD_H)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, CARD_BACK, rect, border_radius=4 if small else 8)
    pygame.draw.rect(surface, (200, 210, 230), rect, 2, border_radius=4 if small else 8)
    if not small:
        for i in range(0, w + h, 12):
            pygame.draw.line(surface, (70, 98, 156), (max(0, i - h), min(h, i)), (min(w, i), max(0, i - w)), 2)
        block = pygame.Rect(0, 0, 26, 26)
        block.center = rect.center
        surface.blit(wall(26), block)
    return surface.convert_alpha()


def _shape(surface: pygame.Surface, cells: tuple[tuple[int, int], ...], box: pygame.Rect) -> None:
    cols = max(c for c, _ in cells) + 1
    rows = max(r for _, r in cells) + 1
    unit = min(16, box.w // cols, box.h // rows)
    x0 = box.centerx - cols * unit // 2
    y0 = box.centery - rows * unit // 2
    block = wall(unit)
    for c, r in cells:
        surface.blit(block, (x0 + c * unit, y0 + (rows - 1 - r) * unit))


def _icon(surface: pygame.Surface, name: str, box: pygame.Rect) -> None:
    """Action card icons: a cracked block (Buster), an arc over a block (Leap), an hourglass
    (Lose A Turn), a back arrow (Setback); doubles show two."""
    cx, cy = box.center
    double = name.startswith("Double")
    if name.endswith("Buster"):
        for k in ((-12, 12) if double else (0,)):
            block = pygame.Rect(0, 0, 24, 24)
            block.center = (cx + k, cy + 6)
            surface.blit(wall(24), block)
            pygame.draw.lines(surface, theme.HIGHLIGHT, False,
                              [(block.x + 4, block.y - 2), (block.centerx, block.centery),
                               (block.centerx - 3, block.bottom - 6), (block.right - 2, block.bottom + 2)], 3)
        for a in range(0, 360, 45):
            x = cx + math.cos(math.radians(a)) * 28
            y = cy - 16 + math.sin(math.radians(a)) * 6
            pygame.draw.circle(surface, CARD_ACTION, (int(x), int(y)), 2)
    elif name.endswith("Leap"):
        n = 2 if double else 1
        for k in range(n):
            block = pygame.Rect(0, 0, 16, 16)
            block.midbottom = (cx - 8 * (n - 1) + 16 * k, box.bottom - 4)
            surface.blit(wall(16), block)
        points = [(cx - 28 + i * 56 / 16, box.bottom - 6 - math.sin(math.pi * i / 16) * 44) for i in range(17)]
        pygame.draw.lines(surface, CARD_MAZE, False, points, 4)
        end = points[-1]
        pygame.draw.polygon(surface, CARD_MAZE, [end, (end[0] - 10, end[1] - 6), (end[0] - 2, end[1] - 12)])
    elif name == "Lose A Turn":
        top, bottom = cy - 24, cy + 24
        pygame.draw.polygon(surface, INK, [(cx - 16, top), (cx + 16, top), (cx, cy), (cx + 16, bottom),
                                           (cx - 16, bottom), (cx, cy)], 3)
        pygame.draw.polygon(surface, CARD_ACTION, [(cx - 8, bottom - 2), (cx + 8, bottom - 2), (cx, cy + 8)])
    else:
        for k in ((-10, 10) if double else (0,)):
            y = cy + k
            pygame.draw.line(surface, INK, (cx + 22, y), (cx - 12, y), 5)
            pygame.draw.polygon(surface, INK, [(cx - 24, y), (cx - 10, y - 10), (cx - 10, y + 10)])


def hourglass(surface: pygame.Surface, centre: tuple[int, int], size: int = 10) -> None:
    """The Lose A Turn mark beside a player who will miss turns."""
    x, y = centre
    k = size * 0.7
    pygame.draw.polygon(surface, theme.HIGHLIGHT, [(x - k, y - size), (x + k, y - size), (x, y),
                                                   (x + k, y + size), (x - k, y + size), (x, y)], 2)

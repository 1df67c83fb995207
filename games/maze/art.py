"""Maze's pictures, drawn with pygame.draw: the sand-and-grass board and the nine piece icons.

Every picture is cached (the board once per layout, each piece once per kind, colour, state and
size), so a frame only blits. Icons are shapes a child can tell apart without letters: a walker
with a staff (Traveler), a ghost (Shadow), a bolt (Lightning), long ears (Rabbit), a fir (Tree),
a rock (Stone) and a large 1, 2 or 3 between an hourglass's bars (Time Pawns). A dead piece
lies on its side, grey and asleep ("z z"); a planted Tree is a leafy tree on a mound of earth; a
fixed Traveler wears a gold ring.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from games.engine import text, theme
from games.engine.i18n import N_, tr
from games.maze.rules import DESERT, FIELDS, HOME, LIGHT, TERRITORY
from games.maze.words import PIECE_WORDS

ROWS = "abcdef"
GRASS_LIGHT = (166, 206, 120)
GRASS_DARK = (98, 150, 82)
SAND_LIGHT = (240, 218, 166)
SAND_DARK = (212, 178, 118)
EDGE = (52, 60, 44)
LABEL = (150, 156, 170)
BORDER_WALL = (92, 64, 44)
BORDER_WALL_LIGHT = (168, 128, 88)
IVORY = (246, 240, 222)
CHARCOAL = (44, 44, 52)
INK_ON_WHITE = (52, 46, 40)
INK_ON_BLACK = (242, 236, 220)
GOLD = (236, 178, 40)
LEAF = (58, 140, 66)
LEAF_LIGHT = (110, 186, 96)
BARK = (112, 76, 46)
SOIL = (132, 96, 62)


class Layout:
    """Pixel geometry of the 10 × 6 cut-corner board inside the 720 × 720 board square.

    The kids' board uses bigger cells (68 px, above the 64 px touch target) and no labels.
    """

    def __init__(self, kids: bool = False) -> None:
        self.kids = kids
        self.cell = 68 if kids else 64
        self.origin = ((theme.BOARD_RECT[2] - 10 * self.cell) // 2, 138 if kids else 146)
        self.rects = {name: self._rect(name) for name in FIELDS}
        self.outline = pygame.Rect(self.origin, (10 * self.cell, 6 * self.cell))

    def _rect(self, name: str) -> pygame.Rect:
        row, vertical = ROWS.index(name[0]), int(name[1:])
        return pygame.Rect(self.origin[0] + (vertical - 1) * self.cell,
                           self.origin[1] + row * self.cell, self.cell, self.cell)

    def rect(self, field: str) -> pygame.Rect:
        """The square of a field such as ``"c4"``."""
        return self.rects[field]

    def centre(self, field: str) -> tuple[int, int]:
        return self.rects[field].center

    def at(self, pos: tuple[int, int]) -> str | None:
        """The field under a pixel, or None (off the board or in a cut corner)."""
        x, y = pos[0] - self.origin[0], pos[1] - self.origin[1]
        if x < 0 or y < 0:
            return None
        vertical, row = x // self.cell + 1, y // self.cell
        if vertical > 10 or row > 5:
            return None
        name = f"{ROWS[row]}{vertical}"
        return name if name in self.rects else None

    def half(self, side: int) -> pygame.Rect:
        """The bounding box of White's (0) or Black's (1) territory."""
        left = self.origin[0] + (0 if side == 0 else 5 * self.cell)
        return pygame.Rect(left, self.origin[1], 5 * self.cell, 6 * self.cell)

    @property
    def piece_size(self) -> int:
        return int(self.cell * (0.92 if self.kids else 0.86))


def _field_colour(i: int) -> tuple[int, int, int]:
    if DESERT[i]:
        return SAND_LIGHT if LIGHT[i] else SAND_DARK
    return GRASS_LIGHT if LIGHT[i] else GRASS_DARK


def _shade(colour: tuple[int, int, int], amount: int) -> tuple[int, int, int]:
    return tuple(max(0, min(255, c + amount)) for c in colour)  # type: ignore[return-value]


def _texture(surface: pygame.Surface, rect: pygame.Rect, i: int) -> None:
    """Sand grains or grass blades, the same every run (seeded by the field number)."""
    rng = random.Random(i)
    base = _field_colour(i)
    for _ in range(26 if DESERT[i] else 16):
        x = rng.randrange(rect.x + 3, rect.right - 3)
        y = rng.randrange(rect.y + 3, rect.bottom - 3)
        if DESERT[i]:
            pygame.draw.circle(surface, _shade(base, rng.choice((-22, -14, 16))), (x, y), 1)
        else:
            tip = (x + rng.randint(-2, 2), y - rng.randint(4, 7))
            pygame.draw.line(surface, _shade(base, rng.choice((-26, 22))), (x, y), tip, 1)


def _house(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
           ink: tuple[int, int, int]) -> None:
    """A small house in the corner of a home field."""
    s = rect.w // 5
    x, y = rect.x + 4, rect.y + 4
    body = pygame.Rect(x, y + s // 2, s, s * 2 // 3)
    roof = [(x - 2, y + s // 2), (x + s // 2, y - 1), (x + s + 2, y + s // 2)]
    pygame.draw.rect(surface, colour, body)
    pygame.draw.polygon(surface, colour, roof)
    pygame.draw.rect(surface, ink, body, 1)
    pygame.draw.polygon(surface, ink, roof, 1)


def _labels(surface: pygame.Surface, layout: Layout) -> None:
    """Vertical numbers above and below each column, row letters beside each row's ends."""
    for vertical in range(1, 11):
        column = [layout.rects[f"{row}{vertical}"] for row in ROWS if f"{row}{vertical}" in layout.rects]
        label = str(vertical)
        text.blit(surface, label, (column[0].centerx, column[0].y - 3), "=small", LABEL, "midbottom")
        text.blit(surface, label, (column[-1].centerx, column[-1].bottom + 3), "=small", LABEL,
                  "midtop")
    for row in ROWS:
        fields = [layout.rects[f"{row}{v}"] for v in range(1, 11) if f"{row}{v}" in layout.rects]
        text.blit(surface, row, (fields[0].x - 6, fields[0].centery), "=small", LABEL, "midright")
        text.blit(surface, row, (fields[-1].right + 6, fields[-1].centery), "=small", LABEL,
                  "midleft")


@functools.lru_cache(maxsize=4)
def board_surface(kids: bool) -> pygame.Surface:
    """The static board: fields, texture, home fields, the territory wall and the outline."""
    layout = Layout(kids)
    surface = pygame.Surface(theme.BOARD_RECT[2:])
    surface.fill(theme.FRAME)
    for name in FIELDS:
        pygame.draw.rect(surface, (14, 16, 20), layout.rect(name).move(6, 6))
    for i, name in enumerate(FIELDS):
        rect = layout.rect(name)
        pygame.draw.rect(surface, _field_colour(i), rect)
        _texture(surface, rect, i)
        if HOME[i]:
            owner = 0 if TERRITORY[i] == 0 else 1
            ring = IVORY if owner == 0 else CHARCOAL
            pygame.draw.rect(surface, ring, rect.inflate(-6, -6), 4, border_radius=6)
            _house(surface, rect, ring, CHARCOAL if owner == 0 else IVORY)
    for name, rect in layout.rects.items():
        row, vertical = ROWS.index(name[0]), int(name[1:])
        for dr, dv, a, b in ((-1, 0, rect.topleft, rect.topright),
                             (1, 0, rect.bottomleft, rect.bottomright),
                             (0, -1, rect.topleft, rect.bottomleft),
                             (0, 1, rect.topright, rect.bottomright)):
            neighbour = (f"{ROWS[row + dr]}{vertical + dv}" if 0 <= row + dr < 6 else "")
            if neighbour not in layout.rects:
                pygame.draw.line(surface, EDGE, a, b, 3)
    if not kids:
        _labels(surface, layout)
    # The territory border: a low wall between verticals 5 and 6.
    x = layout.origin[0] + 5 * layout.cell
    top, bottom = layout.origin[1], layout.origin[1] + 6 * layout.cell
    pygame.draw.line(surface, BORDER_WALL, (x, top - 10), (x, bottom + 10), 8)
    for y in range(top - 8, bottom + 8, 12):
        pygame.draw.line(surface, BORDER_WALL_LIGHT, (x - 3, y), (x + 3, y), 2)
    return surface.convert()


def _poly(centre: tuple[float, float], r: float, points: list[tuple[float, float]]
          ) -> list[tuple[float, float]]:
    return [(centre[0] + x * r, centre[1] + y * r) for x, y in points]


def _draw_icon(surface: pygame.Surface, kind: str, c: tuple[float, float], r: float,
               ink: tuple[int, int, int], paper: tuple[int, int, int]) -> None:
    """One icon in a unit box around ``c`` scaled by ``r`` (the disc's radius)."""
    width = max(1, int(r / 10))
    if kind == "traveler":
        pygame.draw.circle(surface, ink, (c[0] - 0.08 * r, c[1] - 0.46 * r), 0.2 * r)
        pygame.draw.polygon(surface, ink, _poly(c, r, [(-0.4, 0.6), (0.24, 0.6), (0.06, -0.22),
                                                       (-0.22, -0.22)]))
        pygame.draw.line(surface, ink, (c[0] + 0.42 * r, c[1] - 0.62 * r),
                         (c[0] + 0.42 * r, c[1] + 0.62 * r), max(2, width + 1))
        pygame.draw.line(surface, ink, (c[0] + 0.05 * r, c[1] - 0.05 * r),
                         (c[0] + 0.42 * r, c[1] - 0.25 * r), max(2, width))
    elif kind == "shadow":
        body = pygame.Rect(0, 0, 0.9 * r, 0.9 * r)
        body.center = (int(c[0]), int(c[1] - 0.12 * r))
        pygame.draw.ellipse(surface, ink, body)
        pygame.draw.rect(surface, ink, (body.x, body.centery, body.w, 0.5 * r))
        for k in range(3):
            bump = pygame.Rect(0, 0, body.w / 3 + 1, 0.3 * r)
            bump.midtop = (int(body.x + body.w / 6 + k * body.w / 3), int(body.centery + 0.36 * r))
            pygame.draw.ellipse(surface, ink, bump)
        for dx in (-0.17, 0.17):
            pygame.draw.circle(surface, paper, (c[0] + dx * r, c[1] - 0.16 * r), 0.1 * r)
    elif kind == "lightning":
        pygame.draw.polygon(surface, ink, _poly(c, r, [
            (0.12, -0.74), (-0.36, 0.1), (-0.04, 0.1), (-0.2, 0.74), (0.4, -0.14), (0.06, -0.14),
            (0.3, -0.74)]))
    elif kind == "rabbit":
        for dx, tilt in ((-0.2, -0.12), (0.2, 0.12)):
            ear = [(dx - 0.1 + tilt, -0.78), (dx + 0.1 + tilt, -0.78), (dx + 0.11, 0.0),
                   (dx - 0.11, 0.0)]
            pygame.draw.polygon(surface, ink, _poly(c, r, ear))
            pygame.draw.circle(surface, ink, (c[0] + (dx + tilt) * r, c[1] - 0.76 * r), 0.1 * r)
        pygame.draw.circle(surface, ink, (c[0], c[1] + 0.22 * r), 0.38 * r)
        for dx in (-0.14, 0.14):
            pygame.draw.circle(surface, paper, (c[0] + dx * r, c[1] + 0.14 * r), 0.07 * r)
    elif kind == "tree":
        pygame.draw.rect(surface, ink, (c[0] - 0.09 * r, c[1] + 0.3 * r, 0.18 * r, 0.4 * r))
        for top, half, base in ((-0.78, 0.28, -0.28), (-0.52, 0.4, 0.06), (-0.22, 0.52, 0.38)):
            pygame.draw.polygon(surface, ink, _poly(c, r, [(0, top), (-half, base), (half, base)]))
    elif kind == "stone":
        rock = [(-0.6, 0.35), (-0.5, -0.15), (-0.18, -0.48), (0.28, -0.42), (0.6, -0.05),
                (0.55, 0.38), (0.1, 0.52)]
        pygame.draw.polygon(surface, ink, _poly(c, r, rock))
        pygame.draw.lines(surface, paper, False,
                          _poly(c, r, [(-0.1, -0.44), (0.0, -0.1), (-0.2, 0.12), (-0.05, 0.4)]),
                          max(2, width))
    else:
        # A Time Pawn: its number, large enough to read from across the room, between the
        # two bars of an hourglass.
        for dy in (-0.86, 0.86):
            pygame.draw.line(surface, ink, (c[0] - 0.46 * r, c[1] + dy * r),
                             (c[0] + 0.46 * r, c[1] + dy * r), max(2, width + 1))
        digit = text.render(kind[-1], "=" + str(max(12, int(r * 1.9))), ink)
        surface.blit(digit, digit.get_rect(center=(round(c[0]), round(c[1] + 0.06 * r))))


def _disc_piece(kind: str, colour: str, size: int, fixed: bool) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2)
    r = size * 0.46
    paper, ink = (IVORY, INK_ON_WHITE) if colour == "white" else (CHARCOAL, INK_ON_BLACK)
    pygame.draw.circle(surface, (0, 0, 0, 70), (c[0] + 2, c[1] + 3), r)
    pygame.draw.circle(surface, paper, c, r)
    pygame.draw.circle(surface, ink if colour == "white" else (150, 150, 160), c, r, 2)
    _draw_icon(surface, kind, c, r * 0.86, ink, paper)
    if fixed:
        pygame.draw.circle(surface, GOLD, c, r, max(4, size // 14))
        for angle in range(45, 360, 90):
            x = c[0] + math.cos(math.radians(angle)) * r * 0.98
            y = c[1] + math.sin(math.radians(angle)) * r * 0.98
            pygame.draw.circle(surface, GOLD, (x, y), size // 14 + 1)
            pygame.draw.circle(surface, BARK, (x, y), size // 14 + 1, 1)
    return surface


def _asleep(kind: str, colour: str, size: int) -> pygame.Surface:
    """A dead piece: tipped over, grey, with "z z" above it."""
    awake = _disc_piece(kind, colour, int(size * 0.8), False)
    grey = pygame.transform.grayscale(awake)
    grey.set_alpha(210)
    lying = pygame.transform.rotate(grey, 90 if colour == "white" else -90)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.blit(lying, lying.get_rect(center=(size // 2, size // 2 + size // 10)))
    ink = (70, 70, 90)
    for k, (x, y, s) in enumerate(((0.62, 0.22, 0.14), (0.8, 0.08, 0.1))):
        left, top, w = size * x, size * y, size * s
        pts = [(left, top), (left + w, top), (left, top + w), (left + w, top + w)]
        pygame.draw.lines(surface, (255, 255, 255), False, pts, 4 - k)
        pygame.draw.lines(surface, ink, False, pts, 2)
    return surface


def _planted(colour: str, size: int) -> pygame.Surface:
    """A planted Tree: a leafy tree on a mound, with its colour shown by the mound's stone."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    cx = size / 2
    mound = pygame.Rect(0, 0, size * 0.86, size * 0.3)
    mound.midbottom = (int(cx), int(size * 0.96))
    pygame.draw.ellipse(surface, SOIL, mound)
    for dx in (-0.22, 0.0, 0.22):
        pygame.draw.line(surface, BARK, (cx, size * 0.72), (cx + dx * size, size * 0.9), 3)
    pygame.draw.rect(surface, BARK, (cx - size * 0.06, size * 0.46, size * 0.12, size * 0.3))
    for dx, dy, rr, col in ((-0.18, 0.36, 0.2, LEAF), (0.18, 0.36, 0.2, LEAF),
                            (0.0, 0.24, 0.26, LEAF), (-0.06, 0.2, 0.12, LEAF_LIGHT)):
        pygame.draw.circle(surface, col, (cx + dx * size, dy * size), rr * size)
    marker = IVORY if colour == "white" else CHARCOAL
    pygame.draw.circle(surface, marker, (cx + size * 0.3, size * 0.84), size * 0.08)
    pygame.draw.circle(surface, EDGE, (cx + size * 0.3, size * 0.84), size * 0.08, 1)
    return surface


@functools.lru_cache(maxsize=256)
def piece(kind: str, colour: str, state: str, size: int) -> pygame.Surface:
    """The sprite of a piece (``state``: alive, dead, planted or fixed), ``size`` px square."""
    if state == "dead":
        return _asleep(kind, colour, size)
    if state == "planted":
        return _planted(colour, size)
    return _disc_piece(kind, colour, size, state == "fixed")


def legend(kids: bool) -> tuple[pygame.Surface, list[pygame.Rect]]:
    """The legend under the board in the current language: the nine pieces with their names,
    the desert and the home field; and where its names are on it."""
    labels: list[pygame.Rect] = []
    role = "body" if kids else "small"
    width = theme.BOARD_RECT[2]
    surface = pygame.Surface((width, 180), pygame.SRCALPHA)
    size = 44 if kids else 36
    step = width // 5
    # At a larger text size a row grows to hold its names (up to what fits under the board),
    # and each name is shrunk to its column.
    row_h = size + 30 if text.size() == "normal" else min(78, max(size + 30, size + 2 + text.font(role).get_linesize()))
    for n, kind in enumerate(PIECE_WORDS):
        row, col = divmod(n, 5)
        x = step // 2 + col * step
        y = row * row_h
        icon = piece(kind, "white", "alive", size)
        surface.blit(icon, icon.get_rect(midtop=(x, y)))
        labels.append(_legend_label(surface, tr(PIECE_WORDS[kind]), pygame.Rect(x - step // 2 + 4, y + size + 2,
                                                                               step - 8, row_h - size - 2), role))
    # The fifth place of the second row shows the two special fields.
    x, y = step // 2 + 4 * step, row_h
    for dx, label, colour in ((-36, N_("Desert"), SAND_LIGHT), (36, N_("Home"), GRASS_LIGHT)):
        swatch = pygame.Rect(0, 0, size - 6, size - 6)
        swatch.midtop = (x + dx, y + 3)
        pygame.draw.rect(surface, colour, swatch)
        if label == "Home":
            pygame.draw.rect(surface, IVORY, swatch.inflate(-4, -4), 3, border_radius=4)
        labels.append(_legend_label(surface, tr(label), pygame.Rect(swatch.centerx - 35, y + size + 2, 70,
                                                                    row_h - size - 2), role))
    return surface, labels


def _legend_label(surface: pygame.Surface, words: str, box: pygame.Rect, role: str) -> pygame.Rect:
    """A name under its picture: as it always was at normal size, else shrunk to ``box``."""
    if text.size() == "normal":
        return text.blit(surface, words, box.midtop, role, theme.TEXT, "midtop")
    chosen, lines, _ = text.fitting(words, role, box.w, box.h)
    image = text.render(lines[0], chosen, theme.TEXT)
    if image.get_width() > box.w:
        image = pygame.transform.smoothscale(image, (box.w, image.get_height()))
    rect = image.get_rect(midtop=box.midtop)
    surface.blit(image, rect)
    return rect

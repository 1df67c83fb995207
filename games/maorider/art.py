"""Maorider Chess pictures, drawn with pygame.draw: the wooden board and the 13 piece icons.

Every piece has its own silhouette (crown, tower, camel, horse, bolt, elephant, bent-arrow
tile, pawn, diamond-headed pawn, three pentagon generals with their emblems, cannon), ivory for
White and ebony for Black, with its notation letter in a corner. Icons are drawn three times
too large and smooth-scaled once per size and colour, then cached; the board is built once per
orientation. Geometry (squares to pixels) lives here so the scene, the piece diagrams and the
tests share one map.
"""
from __future__ import annotations

import functools
import math
import random

import pygame

from games.engine import text

CELL = 72
"""Side of one square in pixels."""
FILES, RANKS = 9, 8
ORIGIN = (36, 72)
"""Top-left pixel of the 9×8 grid inside the 720×720 board area."""
FILE_LETTERS = "abcdefghi"

LIGHT_WOOD = (222, 184, 135)
DARK_WOOD = (166, 114, 68)
FRAME_WOOD = (92, 58, 34)
GRAIN = (60, 36, 20)
LABEL = (240, 222, 190)
IVORY, IVORY_LINE = (246, 240, 226), (46, 36, 30)
EBONY, EBONY_LINE = (44, 40, 42), (226, 214, 190)
SILVER_TONE = (176, 184, 196)
GOLD_TONE = (228, 186, 70)
ICE = (150, 210, 255)
SUPERSAMPLE = 3

Point = tuple[float, float]


def square_rect(name: str, flipped: bool = False) -> pygame.Rect:
    """Screen rectangle of a square (``"e1"``) with White at the bottom unless ``flipped``."""
    f, r = FILE_LETTERS.index(name[0]), int(name[1:]) - 1
    col, row = (FILES - 1 - f, r) if flipped else (f, RANKS - 1 - r)
    return pygame.Rect(ORIGIN[0] + col * CELL, ORIGIN[1] + row * CELL, CELL, CELL)


def square_centre(name: str, flipped: bool = False) -> tuple[int, int]:
    return square_rect(name, flipped).center


def square_at(pos: tuple[int, int], flipped: bool = False) -> str | None:
    """The square under a pixel, or None off the grid."""
    col, row = (pos[0] - ORIGIN[0]) // CELL, (pos[1] - ORIGIN[1]) // CELL
    if not (0 <= col < FILES and 0 <= row < RANKS):
        return None
    f, r = (FILES - 1 - col, row) if flipped else (col, RANKS - 1 - row)
    return f"{FILE_LETTERS[f]}{r + 1}"


@functools.lru_cache(maxsize=2)
def board(flipped: bool = False) -> pygame.Surface:
    """The 720×720 wooden board with grain and coordinates (built once per orientation)."""
    surface = pygame.Surface((720, 720))
    surface.fill((24, 26, 33))
    frame = pygame.Rect(ORIGIN[0] - 30, ORIGIN[1] - 30, FILES * CELL + 60, RANKS * CELL + 60)
    pygame.draw.rect(surface, FRAME_WOOD, frame, border_radius=14)
    rng = random.Random(9)
    for f in range(FILES):
        for r in range(RANKS):
            name = f"{FILE_LETTERS[f]}{r + 1}"
            rect = square_rect(name, flipped)
            base = LIGHT_WOOD if (f + r) % 2 else DARK_WOOD
            pygame.draw.rect(surface, base, rect)
            # A few wavy grain lines per square, darker than the wood, so it reads as timber.
            for _ in range(5):
                y = rect.y + rng.randrange(4, CELL - 4)
                shade = tuple(max(0, c - rng.randrange(10, 26)) for c in base)
                phase = rng.random() * 6
                points = [(rect.x + x, y + 2 * math.sin(phase + x / 11)) for x in range(0, CELL, 6)]
                pygame.draw.lines(surface, shade, False, points, 1)
    grid = pygame.Rect(ORIGIN, (FILES * CELL, RANKS * CELL))
    pygame.draw.rect(surface, GRAIN, grid, 2)
    for f in range(FILES):
        letter = FILE_LETTERS[FILES - 1 - f] if flipped else FILE_LETTERS[f]
        x = ORIGIN[0] + f * CELL + CELL // 2
        for y in (ORIGIN[1] - 15, grid.bottom + 15):
            text.blit(surface, letter, (x, y), "=small", LABEL, "center")
    for row in range(RANKS):
        number = str(row + 1) if flipped else str(RANKS - row)
        y = ORIGIN[1] + row * CELL + CELL // 2
        for x in (ORIGIN[0] - 15, grid.right + 15):
            text.blit(surface, number, (x, y), "=small", LABEL, "center")
    return surface.convert()


# ----- piece silhouettes in unit coordinates (0..1, y down) ------------------------------------
def _poly(surface: pygame.Surface, fill: tuple, line: tuple, points: list[Point], s: int) -> None:
    pts = [(x * s, y * s) for x, y in points]
    pygame.draw.polygon(surface, fill, pts)
    pygame.draw.polygon(surface, line, pts, max(2, s // 24))


def _circle(surface: pygame.Surface, fill: tuple, line: tuple, centre: Point, radius: float,
            s: int) -> None:
    c = (centre[0] * s, centre[1] * s)
    pygame.draw.circle(surface, fill, c, radius * s)
    pygame.draw.circle(surface, line, c, radius * s, max(2, s // 24))


def _king(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.18, 0.8), (0.12, 0.32), (0.33, 0.52), (0.5, 0.18), (0.67, 0.52),
                          (0.88, 0.32), (0.82, 0.8)], s)
    _poly(g, fill, line, [(0.16, 0.74), (0.84, 0.74), (0.84, 0.88), (0.16, 0.88)], s)
    for x, y in ((0.12, 0.3), (0.5, 0.15), (0.88, 0.3)):
        _circle(g, GOLD_TONE, line, (x, y), 0.055, s)


def _rook(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.2, 0.86), (0.28, 0.5), (0.2, 0.5), (0.2, 0.28), (0.33, 0.28),
                          (0.33, 0.37), (0.44, 0.37), (0.44, 0.28), (0.56, 0.28), (0.56, 0.37),
                          (0.67, 0.37), (0.67, 0.28), (0.8, 0.28), (0.8, 0.5), (0.72, 0.5),
                          (0.8, 0.86)], s)


def _camel(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.14, 0.84), (0.14, 0.56), (0.2, 0.46), (0.3, 0.28), (0.4, 0.44),
                          (0.5, 0.28), (0.6, 0.44), (0.7, 0.46), (0.75, 0.24), (0.88, 0.2),
                          (0.9, 0.3), (0.82, 0.33), (0.8, 0.84), (0.7, 0.84), (0.7, 0.64),
                          (0.26, 0.64), (0.26, 0.84)], s)


def _knight(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.24, 0.86), (0.3, 0.6), (0.2, 0.5), (0.28, 0.3), (0.44, 0.17),
                          (0.5, 0.08), (0.56, 0.18), (0.76, 0.34), (0.8, 0.48), (0.68, 0.52),
                          (0.54, 0.46), (0.62, 0.62), (0.74, 0.86)], s)
    _circle(g, line, line, (0.52, 0.3), 0.035, s)


def _maorider(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _circle(g, fill, line, (0.5, 0.5), 0.4, s)
    _poly(g, line, line, [(0.3, 0.26), (0.7, 0.26), (0.46, 0.5), (0.7, 0.5), (0.36, 0.8),
                          (0.46, 0.58), (0.28, 0.58), (0.5, 0.34), (0.3, 0.34)], s)


def _elephant(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _circle(g, fill, line, (0.25, 0.42), 0.17, s)
    _circle(g, fill, line, (0.75, 0.42), 0.17, s)
    _circle(g, fill, line, (0.5, 0.42), 0.21, s)
    _poly(g, fill, line, [(0.43, 0.55), (0.57, 0.55), (0.56, 0.8), (0.64, 0.86), (0.5, 0.9),
                          (0.44, 0.8)], s)
    _circle(g, line, line, (0.42, 0.38), 0.03, s)
    _circle(g, line, line, (0.58, 0.38), 0.03, s)


def _mao(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    rect = pygame.Rect(int(0.14 * s), int(0.14 * s), int(0.72 * s), int(0.72 * s))
    pygame.draw.rect(g, fill, rect, border_radius=s // 8)
    pygame.draw.rect(g, line, rect, max(2, s // 24), border_radius=s // 8)
    w = max(3, s // 12)
    pts = [(0.32 * s, 0.76 * s), (0.32 * s, 0.5 * s), (0.62 * s, 0.28 * s)]
    pygame.draw.lines(g, line, False, pts, w)
    _poly(g, line, line, [(0.7, 0.22), (0.52, 0.24), (0.64, 0.38)], s)


def _pawn(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.22, 0.86), (0.3, 0.74), (0.4, 0.7), (0.44, 0.44), (0.56, 0.44),
                          (0.6, 0.7), (0.7, 0.74), (0.78, 0.86)], s)
    _circle(g, fill, line, (0.5, 0.34), 0.14, s)


def _silver_pawn(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.22, 0.86), (0.3, 0.74), (0.4, 0.7), (0.44, 0.46), (0.56, 0.46),
                          (0.6, 0.7), (0.7, 0.74), (0.78, 0.86)], s)
    _poly(g, SILVER_TONE, line, [(0.5, 0.14), (0.68, 0.32), (0.5, 0.5), (0.32, 0.32)], s)
    _poly(g, SILVER_TONE, line, [(0.36, 0.6), (0.64, 0.6), (0.66, 0.68), (0.34, 0.68)], s)


def _pentagon(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.5, 0.1), (0.76, 0.24), (0.84, 0.88), (0.16, 0.88), (0.24, 0.24)], s)


def _silver(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _pentagon(g, fill, line, s)
    _poly(g, SILVER_TONE, line, [(0.32, 0.72), (0.3, 0.44), (0.41, 0.56), (0.5, 0.38),
                                 (0.59, 0.56), (0.7, 0.44), (0.68, 0.72)], s)


def _vsilver(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _pentagon(g, fill, line, s)
    _poly(g, SILVER_TONE, line, [(0.3, 0.4), (0.42, 0.4), (0.5, 0.62), (0.58, 0.4), (0.7, 0.4),
                                 (0.56, 0.76), (0.44, 0.76)], s)


def _gold(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _pentagon(g, fill, line, s)
    _circle(g, GOLD_TONE, line, (0.5, 0.56), 0.17, s)
    _circle(g, GOLD_TONE, line, (0.5, 0.56), 0.08, s)


def _cannon(g: pygame.Surface, fill: tuple, line: tuple, s: int) -> None:
    _poly(g, fill, line, [(0.14, 0.6), (0.74, 0.22), (0.86, 0.4), (0.26, 0.76)], s)
    _circle(g, fill, line, (0.8, 0.3), 0.08, s)
    _circle(g, fill, line, (0.36, 0.7), 0.17, s)
    _circle(g, line, line, (0.36, 0.7), 0.05, s)


DRAWERS = {"K": _king, "R": _rook, "C": _camel, "N": _knight, "Z": _maorider, "E": _elephant,
           "M": _mao, "P": _pawn, "T": _silver_pawn, "S": _silver, "V": _vsilver, "G": _gold,
           "A": _cannon}
"""Letter (as in position strings, upper case) → its silhouette."""


@functools.lru_cache(maxsize=128)
def piece(letter: str, colour: int, size: int = 64) -> pygame.Surface:
    """The icon of a piece (upper-case ``letter``; ``colour`` 0 White, 1 Black), cached."""
    big = size * SUPERSAMPLE
    glyph = pygame.Surface((big, big), pygame.SRCALPHA)
    fill, line = (IVORY, IVORY_LINE) if colour == 0 else (EBONY, EBONY_LINE)
    DRAWERS[letter](glyph, fill, line, big)
    image = pygame.transform.smoothscale(glyph, (size, size))
    if size >= 40:
        tag = text.render(letter, "=small" if size >= 56 else "=14", line)
        corner = pygame.Rect(0, 0, tag.get_width() + 6, tag.get_height())
        corner.bottomright = (size, size + 2)
        pygame.draw.rect(image, fill, corner, border_radius=5)
        pygame.draw.rect(image, line, corner, 1, border_radius=5)
        image.blit(tag, tag.get_rect(center=corner.center))
    return image.convert_alpha()


@functools.lru_cache(maxsize=4)
def frost(size: int = CELL) -> pygame.Surface:
    """The ice-blue veil and snowflake laid over a frozen piece."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((*ICE, 70))
    pygame.draw.rect(surface, (*ICE, 220), surface.get_rect(), 3)
    cx, cy, r = size - 14, 14, 10
    for k in range(3):
        a = math.pi * k / 3
        dx, dy = r * math.cos(a), r * math.sin(a)
        pygame.draw.line(surface, (235, 248, 255), (cx - dx, cy - dy), (cx + dx, cy + dy), 3)
        pygame.draw.line(surface, (60, 130, 200), (cx - dx, cy - dy), (cx + dx, cy + dy), 1)
    return surface.convert_alpha()


@functools.lru_cache(maxsize=64)
def glow(colour: tuple[int, int, int], size: int = CELL, alpha: int = 150) -> pygame.Surface:
    """A soft radial glow (check, recruitment, promotion flashes)."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size // 2
    for k in range(r, 0, -2):
        a = int(alpha * (1 - k / r) ** 0.7)
        pygame.draw.circle(surface, (*colour, a), (r, r), k)
    return surface.convert_alpha()


def preview() -> pygame.Surface:
    """All 13 icons in both colours on one strip (for looking at them)."""
    strip = pygame.Surface((13 * 68, 140))
    strip.fill(LIGHT_WOOD)
    for i, letter in enumerate(DRAWERS):
        for colour in (0, 1):
            strip.blit(piece(letter, colour), (i * 68 + 2, colour * 70 + 4))
    return strip


if __name__ == "__main__":
    import sys
    pygame.init()
    pygame.display.set_mode((1, 1))
    pygame.image.save(preview(), sys.argv[1] if len(sys.argv) > 1 else "maorider_pieces.png")

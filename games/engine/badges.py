"""The players' badges: eight simple silhouettes (animals and shapes) drawn with pygame.draw,
so a child who cannot read yet finds their own seat. Each reads at 48 px and still at 24 px:
one filled shape in the player's colour on a round plate, no fine lines.
"""
from __future__ import annotations

import math

import pygame

from games.engine import theme

Point = tuple[float, float]


def _poly(surface: pygame.Surface, colour: tuple[int, int, int], c: Point, s: float,
          points: list[Point]) -> None:
    """A polygon given in a unit box centred on ``c`` (each coordinate times ``s``)."""
    pygame.draw.polygon(surface, colour, [(c[0] + x * s, c[1] + y * s) for x, y in points])


def _circle(surface: pygame.Surface, colour: tuple[int, int, int], c: Point, s: float,
            x: float, y: float, r: float) -> None:
    pygame.draw.circle(surface, colour, (round(c[0] + x * s), round(c[1] + y * s)), max(1, round(r * s)))


def _cat(surface, ink, c, s):
    _circle(surface, ink, c, s, 0, 0.12, 0.55)
    _poly(surface, ink, c, s, [(-0.55, -0.05), (-0.5, -0.72), (-0.12, -0.38)])
    _poly(surface, ink, c, s, [(0.55, -0.05), (0.5, -0.72), (0.12, -0.38)])


def _fish(surface, ink, c, s):
    pygame.draw.ellipse(surface, ink, pygame.Rect(c[0] - 0.7 * s, c[1] - 0.38 * s, 1.1 * s, 0.76 * s))
    _poly(surface, ink, c, s, [(0.25, 0), (0.75, -0.42), (0.75, 0.42)])


def _bird(surface, ink, c, s):
    _circle(surface, ink, c, s, -0.05, 0.15, 0.45)
    _circle(surface, ink, c, s, 0.3, -0.35, 0.25)
    _poly(surface, ink, c, s, [(0.5, -0.42), (0.78, -0.32), (0.5, -0.24)])
    _poly(surface, ink, c, s, [(-0.4, 0.1), (-0.8, -0.2), (-0.75, 0.35)])


def _rabbit(surface, ink, c, s):
    _circle(surface, ink, c, s, 0, 0.3, 0.42)
    pygame.draw.ellipse(surface, ink, pygame.Rect(c[0] - 0.38 * s, c[1] - 0.8 * s, 0.26 * s, 0.8 * s))
    pygame.draw.ellipse(surface, ink, pygame.Rect(c[0] + 0.12 * s, c[1] - 0.8 * s, 0.26 * s, 0.8 * s))


def _star(surface, ink, c, s):
    points = []
    for i in range(10):
        r = 0.75 if i % 2 == 0 else 0.32
        a = -math.pi / 2 + i * math.pi / 5
        points.append((r * math.cos(a), r * math.sin(a) + 0.05))
    _poly(surface, ink, c, s, points)


def _heart(surface, ink, c, s):
    _circle(surface, ink, c, s, -0.3, -0.2, 0.34)
    _circle(surface, ink, c, s, 0.3, -0.2, 0.34)
    _poly(surface, ink, c, s, [(-0.63, -0.1), (0.63, -0.1), (0, 0.7)])


def _moon(surface, ink, c, s, plate):
    _circle(surface, ink, c, s, 0, 0, 0.65)
    _circle(surface, plate, c, s, 0.32, -0.18, 0.55)


def _flower(surface, ink, c, s, plate):
    for i in range(5):
        a = -math.pi / 2 + i * 2 * math.pi / 5
        _circle(surface, ink, c, s, 0.4 * math.cos(a), 0.4 * math.sin(a), 0.3)
    _circle(surface, plate, c, s, 0, 0, 0.2)


def draw_badge(surface: pygame.Surface, centre: tuple[int, int], size: int, badge: str,
               colour: tuple[int, int, int]) -> None:
    """Badge ``badge`` (one of :data:`games.engine.players.BADGES`) ``size`` px across at
    ``centre``: a dark plate with the silhouette in ``colour`` (an unknown badge: a disc)."""
    radius = size // 2
    plate = theme.FRAME
    pygame.draw.circle(surface, plate, centre, radius)
    pygame.draw.circle(surface, colour, centre, radius, max(2, size // 16))
    ink = colour if sum(colour) > 150 else theme.TEXT
    c = (centre[0], centre[1])
    s = radius * 0.78
    simple = {"cat": _cat, "fish": _fish, "bird": _bird, "rabbit": _rabbit, "star": _star,
              "heart": _heart}
    if badge in simple:
        simple[badge](surface, ink, c, s)
    elif badge == "moon":
        _moon(surface, ink, c, s, plate)
    elif badge == "flower":
        _flower(surface, ink, c, s, plate)
    else:
        _circle(surface, ink, c, s, 0, 0, 0.5)

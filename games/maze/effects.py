"""Maze's drawn effects: how a piece falls asleep, a Tree takes root, a Traveler is fixed or
arrives home in a burst of stars, and a Shadow melts away and rises again; and the mark of a
hint.

Each animation function returns the ``draw(surface, t)`` of an
:class:`games.engine.animation.Drawn` (``t`` runs from 0 to 1); the scene picks the sprites and
the places, these only draw.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from games.engine import text, theme, widgets
from games.engine.animation import ease_out
from games.maze import art

STAR_GOLD = (255, 214, 80)
Draw = Callable[[pygame.Surface, float], None]


def draw_star(surface: pygame.Surface, centre: tuple[float, float], size: float, turn: float) -> None:
    """A five-pointed gold star of outer radius ``size``, turned by ``turn`` radians."""
    if size < 1:
        return
    points = []
    for k in range(10):
        radius = size if k % 2 == 0 else size * 0.45
        angle = turn - math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    pygame.draw.polygon(surface, STAR_GOLD, points)
    pygame.draw.polygon(surface, art.GOLD, points, 1)


def teleport(sprite: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> Draw:
    """A Shadow melts away and rises again next to its Traveler."""
    def draw(surface: pygame.Surface, t: float) -> None:
        at, alpha = (start, 1 - 2 * t) if t < 0.5 else (end, 2 * t - 1)
        ghost = sprite.copy()
        ghost.set_alpha(int(255 * max(0.0, alpha)))
        surface.blit(ghost, ghost.get_rect(center=at))
    return draw


def fall_asleep(awake: pygame.Surface, asleep: pygame.Surface, centre: tuple[int, int]) -> Draw:
    """A piece on a desert wobbles, tips over and lies there asleep."""
    def draw(surface: pygame.Surface, t: float) -> None:
        if t < 0.6:
            wobble = 12 * (1 - t / 0.6) * (1 if (int(t * 30) % 2) else -1)
            tipped = pygame.transform.rotate(awake, wobble + 70 * ease_out(t / 0.6))
            surface.blit(tipped, tipped.get_rect(center=centre))
        else:
            surface.blit(asleep, asleep.get_rect(center=centre))
    return draw


def take_root(grown: pygame.Surface, rect: pygame.Rect) -> Draw:
    """A planted Tree grows from a sapling on its field."""
    def draw(surface: pygame.Surface, t: float) -> None:
        scale = 0.3 + 0.7 * ease_out(t)
        size = max(1, int(grown.get_width() * scale))
        image = pygame.transform.smoothscale(grown, (size, size))
        surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
    return draw


def fix(fixed: pygame.Surface, centre: tuple[int, int], cell: int) -> Draw:
    """A Traveler fixed on a home field: a gold ring closes in on it."""
    def draw(surface: pygame.Surface, t: float) -> None:
        surface.blit(fixed, fixed.get_rect(center=centre))
        radius = int(cell * (0.45 + 0.5 * ease_out(t)))
        pygame.draw.circle(surface, art.GOLD, centre, radius, max(1, int(5 * (1 - t))))
    return draw


def celebrate(fixed: pygame.Surface, centre: tuple[int, int], cell: int) -> Draw:
    """A Traveler home on the far side: the gold ring of a fixed piece, and stars that burst
    out and twinkle away."""
    ring = fix(fixed, centre, cell)
    cx, cy = centre

    def draw(surface: pygame.Surface, t: float) -> None:
        ring(surface, min(1.0, t * 2))
        fade = 1 - max(0.0, (t - 0.6) / 0.4)
        for k in range(8):
            angle = k * math.pi / 4 + t * 1.5
            reach = cell * (0.35 + 0.8 * ease_out(min(1.0, t * 1.6)))
            size = cell * 0.24 * fade * (0.7 + 0.3 * math.sin(t * 20 + k))
            draw_star(surface, (cx + reach * math.cos(angle), cy + reach * math.sin(angle)),
                      size, angle)
        for k in range(6):
            twinkle = max(0.0, math.sin(t * 14 + k * 1.7)) * fade
            angle = k * math.pi / 3 + 0.5
            at = (round(cx + cell * 0.6 * math.cos(angle)), round(cy + cell * 0.6 * math.sin(angle)))
            pygame.draw.circle(surface, (255, 250, 220), at, max(1, round(4 * twinkle)))
    return draw


def hint_mark(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], radius: int,
              sure: bool, frame: int) -> None:
    """A sure hint: a solid line between two glowing rings. A guess: a dotted line and a
    question mark on the field, so it never looks like a sure one."""
    widgets.glow_ring(surface, start, radius, frame)
    widgets.glow_ring(surface, end, radius, frame)
    if sure:
        pygame.draw.line(surface, theme.HIGHLIGHT, start, end, 5)
        return
    length = max(1.0, ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5)
    for k in range(0, int(length), 14):
        t = k / length
        dot = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
        pygame.draw.circle(surface, theme.HIGHLIGHT, dot, 3)
    badge = (end[0] + radius * 0.7, end[1] - radius * 0.7)
    pygame.draw.circle(surface, theme.PANEL, badge, 13)
    pygame.draw.circle(surface, theme.HIGHLIGHT, badge, 13, 2)
    text.blit(surface, "?", (round(badge[0]), round(badge[1]) + 1), "body", theme.HIGHLIGHT,
              "center")

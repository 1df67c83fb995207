"""How Mazing's animations look: each function returns the ``draw(surface, t)`` of one
animation (``t`` from 0 to 1): the die tumbling across the board, a played card flying to the
middle, walls dropping in and bursting, cards dealt into the hand. The scene decides when each
plays (:meth:`MazingScene.animate`).
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from games.engine.animation import ease_out
from games.engine.game_scene import BOARD
from games.engine.i18n import language
from games.mazing import art

Drawing = Callable[[pygame.Surface, float], None]


def tumbling(face: int) -> Drawing:
    """The die bouncing across the board, spinning through faces, settling on ``face``."""
    def draw(surface: pygame.Surface, t: float) -> None:
        settle = min(1.0, t / 0.7)
        shown = face if t >= 0.7 else 1 + (int(t * 40) * 5 + face) % 6
        angle = (1 - ease_out(settle)) * 620
        x = BOARD.centerx - (1 - ease_out(settle)) * 220
        y = BOARD.centery - abs(math.sin(settle * math.pi * 3)) * 60 * (1 - settle)
        image = pygame.transform.rotate(art.die_face(shown, 96), angle)
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
    return draw


def fly_card(card: str, start: tuple[int, int]) -> Drawing:
    """``card`` flying from ``start`` to the board's middle, growing, then fading."""
    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_out(min(1.0, t / 0.6))
        x = start[0] + (BOARD.centerx - start[0]) * e
        y = start[1] + (BOARD.centery - start[1]) * e
        image = pygame.transform.smoothscale_by(art.card(card, language()), 1 + 0.6 * e)
        if t > 0.75:
            image.set_alpha(int(255 * (1 - t) / 0.25))
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
    return draw


def drop_walls(layout: art.Layout, cells: tuple[str, ...]) -> Drawing:
    """Wall blocks falling onto ``cells`` one after another."""
    size = layout.cell
    block = art.wall(size)

    def draw(surface: pygame.Surface, t: float) -> None:
        for i, cell in enumerate(cells):
            local = min(1.0, max(0.0, t * 1.6 - i * 0.15))
            rect = layout.cell_rect(cell)
            surface.blit(block, (rect.x, int(rect.y - (1 - ease_out(local)) * size * 1.5)))
    return draw


def burst_walls(layout: art.Layout, cells: tuple[str, ...]) -> Drawing:
    """The walls on ``cells`` shrinking away in a burst of fragments."""
    size = layout.cell

    def draw(surface: pygame.Surface, t: float) -> None:
        for cell in cells:
            cx, cy = layout.centre(cell)
            if t < 0.5:
                scale = max(0.1, 1 - t * 1.6)
                image = pygame.transform.smoothscale_by(art.wall(size), scale)
                surface.blit(image, image.get_rect(center=(cx, cy)))
            for k in range(8):
                angle = k * math.pi / 4 + 0.3
                reach = size * 0.2 + size * 0.6 * ease_out(t)
                pygame.draw.rect(surface, art.WALL, (int(cx + math.cos(angle) * reach) - 4,
                                                     int(cy + math.sin(angle) * reach) - 4, 8, 8))
    return draw


def deal_cards(count: int, start: tuple[int, int], slots: list[pygame.Rect]) -> Drawing:
    """``count`` card backs sliding from ``start`` into the last of the hand's ``slots``."""
    def draw(surface: pygame.Surface, t: float) -> None:
        back = art.card_back(True)
        for i in range(count):
            local = min(1.0, max(0.0, t * 1.5 - i * 0.2))
            end = slots[min(5, 5 - i)].center
            x = start[0] + (end[0] - start[0]) * ease_out(local)
            y = start[1] + (end[1] - start[1]) * ease_out(local)
            surface.blit(back, back.get_rect(center=(int(x), int(y))))
    return draw

"""Draws the arcade's own images into ``sprites/``: ``python -m games.engine.artgen``.

The window icon: a small labyrinth in the seat colours. Games draw their own pieces.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from games.engine import paths, theme  # noqa: E402


def icon(size: int = 64) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(surface, theme.FRAME, surface.get_rect(), border_radius=size // 6)
    step = size // 8
    for ring, colour in enumerate(theme.SEAT_COLOURS[:3]):
        inset = step * (ring + 1)
        rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
        pygame.draw.rect(surface, colour, rect, max(2, step // 2), border_radius=step)
        gap = pygame.Rect(0, 0, step, step)
        gap.center = (rect.centerx + (step if ring % 2 else -step), rect.top if ring % 2 else rect.bottom)
        pygame.draw.rect(surface, theme.FRAME, gap)
    pygame.draw.circle(surface, theme.HIGHLIGHT, (size // 2, size // 2), step // 2 + 1)
    return surface


def main() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    paths.SPRITES.mkdir(exist_ok=True)
    pygame.image.save(icon(), str(paths.SPRITES / "icon.png"))
    print(f"wrote {paths.SPRITES / 'icon.png'}")


if __name__ == "__main__":
    main()

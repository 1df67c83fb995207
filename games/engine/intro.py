"""A game's intro card: its story, shown once before a person's first game of it."""
from __future__ import annotations

from typing import Callable

import pygame

from games.engine import text, theme
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Overlay
from games.engine.widgets import Button, ButtonRow

CARD = pygame.Rect(90, 60, 1100, 600)
PICTURE = pygame.Rect(CARD.x + 30, CARD.y + 90, 430, 420)


class IntroScene(Overlay):
    """A card over the game: title, a picture, the story, and Begin."""

    name = "intro"

    def __init__(self, ctx: Context, title: str, body: str,
                 picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None) -> None:
        super().__init__(ctx, veil=180)
        self.title = title
        self.body = body
        self.image: pygame.Surface | None = None
        if picture is not None:
            self.image = pygame.Surface(PICTURE.size).convert()
            self.image.fill(theme.PANEL)
            picture(self.image, self.image.get_rect())
        self.buttons = ButtonRow([Button((CARD.right - 250, CARD.bottom - 80, 220, 60), N_("Begin"), ctx.pop,
                                         colour=theme.ACCENT)])

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        pygame.draw.rect(surface, theme.PANEL, CARD, border_radius=20)
        pygame.draw.rect(surface, theme.HIGHLIGHT, CARD, 3, border_radius=20)
        text.blit(surface, tr(self.title), (CARD.centerx, CARD.y + 24), "title", anchor="midtop")
        x = CARD.x + 40
        if self.image is not None:
            surface.blit(self.image, PICTURE)
            x = PICTURE.right + 30
        y = CARD.y + 96
        for line in text.wrap(tr(self.body), "body", CARD.right - 40 - x):
            text.blit(surface, line, (x, y), "body")
            y += 31
        self.buttons.draw(surface)

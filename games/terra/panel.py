"""Terra Incognita's panel: the players' bullets, charges, wounds and treasure, and the controls
that choose an action — Move, Blast or Shoot, then a direction on the compass (or Wait, when
nothing else is offered), and Unglue for the notebook's last glue.

The direction arrows drawn around the piece on the board share their look with the compass
(:func:`arrow`, :func:`arrow_centre`).
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import N_, tr
from games.engine.widgets import Button, ButtonRow
from games.terra import art
from games.terra.mapfile import DIRS, STEP
from games.terra.pointing import MODES

MODE_COLOURS = {"move": (86, 180, 233), "blast": (230, 120, 60), "shoot": (220, 200, 90)}
ARROW_REACH = 0.85
"""Direction arrows sit this many cells from the player's centre."""


class ActionPanel:
    """The action buttons, the compass, Wait and Unglue, laid out in ``area``."""

    def __init__(self, area: pygame.Rect, choose: Callable[[str], None], wait: Callable[[], Any],
                 unglue: Callable[[], Any], can_unglue: Callable[[], bool]) -> None:
        self.mode_buttons = ButtonRow([
            Button((area.x + k * 102, area.y + 118, 96, 48), label, lambda m=mode: choose(m))
            for k, (mode, label) in enumerate(zip(MODES, (N_("Move"), N_("Blast"), N_("Shoot"))))])
        self.unglue_button = Button((area.x, area.y + 170, 150, 44), N_("Unglue"), unglue, enabled=can_unglue)
        centre = (area.right - 86, area.y + 104)
        self.compass_centre = centre
        self.compass: dict[str, pygame.Rect] = {}
        for d in DIRS:
            dx, dy = STEP[d]
            rect = pygame.Rect(0, 0, 52, 52)
            rect.center = (centre[0] + dx * 58, centre[1] - dy * 58)
            self.compass[d] = rect
        self.wait_button = Button((centre[0] - 40, centre[1] - 26, 80, 52), N_("Wait"), wait)

    def draw(self, surface: pygame.Surface, mode: str, legal: set[str]) -> None:
        """Wait alone when nothing else is offered; else the actions (``mode`` chosen),
        Unglue and the compass, its offered directions lit."""
        if legal == {"wait"}:
            self.wait_button.draw(surface)
            return
        for button, m in zip(self.mode_buttons.buttons, MODES):
            button.colour = MODE_COLOURS[m] if m == mode else None
        self.mode_buttons.draw(surface)
        self.unglue_button.draw(surface)
        offered = {m.split()[1] for m in legal if m.startswith(mode + " ")}
        pygame.draw.circle(surface, theme.FRAME_LIGHT, self.compass_centre, 24)
        for d, target in self.compass.items():
            on = d in offered
            pygame.draw.rect(surface, theme.BUTTON if on else theme.BUTTON_DISABLED, target, border_radius=10)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, target, 2, border_radius=10)
            arrow(surface, target.center, d, 14, MODE_COLOURS[mode] if on else theme.TEXT_DIM)


def draw_players(surface: pygame.Surface, rect: pygame.Rect, state: Any, name_of: Callable[[int], str]) -> None:
    """A row per player: badge, name, bullets, charges, a red cross when wounded and a gold
    chest when carrying a treasure; the player to move is lit."""
    x = rect.x
    text.blit(surface, tr("Bullets"), (x + 150, rect.y), "small", theme.TEXT_DIM)
    text.blit(surface, tr("Charges"), (x + 228, rect.y), "small", theme.TEXT_DIM)
    for player in range(state.players):
        y = rect.y + 20 + player * 24
        if player == state.to_move:
            pygame.draw.rect(surface, theme.FRAME_LIGHT, (x - 4, y - 1, 318, 23), border_radius=6)
        widgets.seat_badge(surface, (x + 10, y + 11), player, 10)
        text.blit(surface, name_of(player), (x + 26, y + 2), "small")
        for k in range(state.bullets[player]):
            pygame.draw.rect(surface, (200, 200, 206), (x + 152 + k * 14, y + 5, 6, 13), border_radius=3)
        for k in range(state.charges[player]):
            pygame.draw.circle(surface, (230, 120, 60), (x + 234 + k * 16, y + 12), 6)
        if state.wounded[player]:
            pygame.draw.rect(surface, theme.ILLEGAL, (x + 290, y + 9, 14, 5))
            pygame.draw.rect(surface, theme.ILLEGAL, (x + 295, y + 4, 5, 14))
        if state.held[player] is not None:
            pygame.draw.rect(surface, art.GOLD, (x + 306, y + 6, 12, 11), border_radius=2)


def arrow(surface: pygame.Surface, centre: tuple[float, float], d: str, size: int,
          colour: tuple[int, int, int]) -> None:
    """A filled arrow head pointing ``d``."""
    sx, sy = STEP[d]
    px, py = -sy, -sx
    cx, cy = centre
    tip = (cx + sx * size, cy - sy * size)
    back = (cx - sx * size * 0.6, cy + sy * size * 0.6)
    points = [tip, (back[0] + px * size, back[1] + py * size), (back[0] - px * size, back[1] - py * size)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (20, 20, 20), points, 2)


def arrow_centre(centre: tuple[float, float], d: str, cell: int) -> tuple[int, int]:
    """Where the arrow for direction ``d`` sits around a piece at ``centre``."""
    sx, sy = STEP[d]
    reach = max(cell * ARROW_REACH, 26)
    return int(centre[0] + sx * reach), int(centre[1] - sy * reach)

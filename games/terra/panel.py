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
from games.terra import art, gear
from games.terra.mapfile import DIRS, STEP
from games.terra.pointing import MODES

MODE_COLOURS = {"move": (86, 180, 233), "blast": (230, 120, 60), "shoot": (220, 200, 90), "throw": (204, 150, 96)}
MODE_LABELS = {"move": N_("Move"), "blast": N_("Blast"), "shoot": N_("Shoot"), "throw": N_("Throw")}
DEEDS = {"climb up": N_("Up"), "climb down": N_("Down"), "stab": N_("Stab"), "loot": N_("Loot")}
"""The actions without a direction of the modified games, each a button shown when offered."""
DEED_KEYS = {pygame.K_PLUS: "climb up", pygame.K_EQUALS: "climb up", pygame.K_KP_PLUS: "climb up",
             pygame.K_MINUS: "climb down", pygame.K_KP_MINUS: "climb down", pygame.K_k: "stab", pygame.K_l: "loot"}
"""Keys for those actions: + and - climb, K stabs (the knife), L loots."""
ARROW_REACH = 0.85
"""Direction arrows sit this many cells from the player's centre."""


class ActionPanel:
    """The action buttons, the compass, Wait and Unglue, laid out in ``area``."""

    def __init__(self, area: pygame.Rect, choose: Callable[[str], None], wait: Callable[[], Any],
                 unglue: Callable[[], Any], can_unglue: Callable[[], bool],
                 act: Callable[[str], Any] = lambda move: None) -> None:
        self.modes = MODES
        """What the three action buttons choose (:func:`games.terra.pointing.modes`)."""
        self.mode_buttons = ButtonRow([
            Button((area.x + k * 102, area.y + 118, 96, 48), MODE_LABELS[mode], lambda k=k: choose(self.modes[k]),
                   label_fn=lambda k=k: tr(MODE_LABELS[self.modes[k]]))
            for k, mode in enumerate(MODES)])
        self.unglue_button = Button((area.x, area.y + 170, 150, 44), N_("Unglue"), unglue, enabled=can_unglue)
        self.legal: set[str] = set()
        self.deeds = {move: Button((0, 0, 100, 44), label, lambda move=move: act(move),
                                   visible=lambda move=move: move in self.legal)
                      for move, label in DEEDS.items()}
        """Climb up, climb down, Stab and Loot: beside Unglue, each only when offered."""
        self.area = area
        centre = (area.right - 86, area.y + 104)
        self.compass_centre = centre
        self.compass: dict[str, pygame.Rect] = {}
        for d in DIRS:
            dx, dy = STEP[d]
            rect = pygame.Rect(0, 0, 52, 52)
            rect.center = (centre[0] + dx * 58, centre[1] - dy * 58)
            self.compass[d] = rect
        self.wait_button = Button((centre[0] - 40, centre[1] - 26, 80, 52), N_("Wait"), wait)

    def offer(self, legal: set[str], modes: tuple[str, ...]) -> None:
        """The moves now offered: the action buttons' choices, and the actions without a
        direction laid out in a row beside Unglue."""
        self.legal = legal
        self.modes = modes
        x = self.area.x + 158
        shown = [button for move, button in self.deeds.items() if move in legal]
        # Up to the compass's south arrow; three at once (stairs, a body and a victim) share it.
        width = max(theme.MIN_TARGET, min(100, (self.area.right - 120 - x) // max(1, len(shown)) - 8))
        for button in shown:
            button.rect.update(x, self.area.y + 170, width, 44)
            x += width + 8

    def draw(self, surface: pygame.Surface, mode: str, legal: set[str]) -> None:
        """Wait alone when nothing else is offered; else the actions (``mode`` chosen),
        Unglue and the compass, its offered directions lit."""
        if legal == {"wait"}:
            self.wait_button.draw(surface)
            return
        for button, m in zip(self.mode_buttons.buttons, self.modes):
            button.colour = MODE_COLOURS[m] if m == mode else None
        self.mode_buttons.draw(surface)
        self.unglue_button.draw(surface)
        for button in self.deeds.values():
            button.draw(surface)
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
    grenades = state.grenades
    text.blit(surface, tr("Bullets"), (x + 150, rect.y), "small", theme.TEXT_DIM)
    text.blit(surface, tr("Grenades") if grenades else tr("Charges"), (x + 228, rect.y), "small", theme.TEXT_DIM)
    for player in range(state.players):
        y = rect.y + 20 + player * 24
        if player == state.to_move:
            pygame.draw.rect(surface, theme.FRAME_LIGHT, (x - 4, y - 1, 318, 23), border_radius=6)
        widgets.seat_badge(surface, (x + 10, y + 11), player, 10)
        # A long name shrinks rather than run into the bullets.
        text.blit_line(surface, name_of(player), pygame.Rect(x + 26, y + 1, 120, 22))
        for k in range(state.bullets[player]):
            pygame.draw.rect(surface, (200, 200, 206), (x + 152 + k * 14, y + 5, 6, 13), border_radius=3)
        for k in range(state.charges[player]):
            if grenades:
                art.draw_grenade(surface, (x + 234 + k * 16, y + 9), 21)
            else:
                pygame.draw.circle(surface, (230, 120, 60), (x + 234 + k * 16, y + 12), 6)
        _draw_kit(surface, state, player, x, y)
        if state.wounded[player]:
            pygame.draw.rect(surface, theme.ILLEGAL, (x + 290, y + 9, 14, 5))
            pygame.draw.rect(surface, theme.ILLEGAL, (x + 295, y + 4, 5, 14))
        if state.held[player] is not None:
            pygame.draw.rect(surface, art.GOLD, (x + 306, y + 6, 12, 11), border_radius=2)


def _draw_kit(surface: pygame.Surface, state: Any, player: int, x: int, y: int) -> None:
    """What the modifications add to a player's row: the boomerang and the knife between the
    bullets and the grenades, a body while the player is dead."""
    if state.boomerang[player]:
        gear.draw_boomerang(surface, (x + 204, y + 12), 18, 0.3)
    if state.knife[player]:
        gear.draw_knife(surface, (x + 218, y + 11), 20)
    if state.dead[player]:
        gear.draw_body(surface, (x + 254, y + 11), 52, player)


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

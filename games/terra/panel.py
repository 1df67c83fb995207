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
        self.compass: dict[str, pygame.Rect] = {}
        self.wait_button = Button((0, 0, 80, 52), N_("Wait"), wait)
        self.rows = False
        self.layout(area, 4)

    def layout(self, area: pygame.Rect, players: int, lesson: bool = False) -> None:
        """Lay the controls out in ``area`` (under the table of ``players`` at a large text
        size, where the action buttons stand in a column, Unglue and the deeds in the next and
        the compass beside them, every one a touch target; in a ``lesson`` one row of the
        actions and Unglue, so the lesson's box has room below)."""
        self.area = area
        self.rows = lesson and text.size() != "normal"
        if self.rows:
            self._layout_rows(area, players)
            return
        if text.size() == "normal":
            self.top = area.y + 118
            centre, cell, reach = (area.right - 86, area.y + 104), 52, 58
            for k, button in enumerate(self.mode_buttons.buttons):
                button.rect = pygame.Rect(area.x + k * 102, area.y + 118, 96, 48)
            self.unglue_button.rect = pygame.Rect(area.x, area.y + 170, 150, 44)
            self.wait_button.rect = pygame.Rect(centre[0] - 40, centre[1] - 26, 80, 52)
        else:
            self.top = area.y + table_height(players) + 8
            cell, gap = control_size()
            reach = cell + gap
            centre = (area.right - cell - reach // 2 - 4, self.top + cell // 2 + reach)
            high = cell
            width = (area.w - 3 * cell - 2 * gap - 24) // 2
            for k, button in enumerate(self.mode_buttons.buttons):
                button.rect = pygame.Rect(area.x, self.top + k * (high + gap), width, high)
            self.unglue_button.rect = pygame.Rect(area.x + width + 8, self.top, width, high)
            self.wait_button.rect = pygame.Rect(0, 0, max(80, text.px(80)), high)
            self.wait_button.rect.center = centre
        self.compass_centre = centre
        for d in DIRS:
            dx, dy = STEP[d]
            rect = pygame.Rect(0, 0, cell, cell)
            rect.center = (centre[0] + dx * reach, centre[1] - dy * reach)
            self.compass[d] = rect
        self.offer(self.legal, self.modes)

    def _layout_rows(self, area: pygame.Rect, players: int) -> None:
        """A lesson at a large text size: the actions and Unglue in one row (the arrows are the
        ones around the piece on the map, where the lesson's hand points)."""
        cell, gap = control_size()
        self.top = area.y + table_height(players) + 8
        width = (area.w - 3 * gap) // 4
        for k, button in enumerate((*self.mode_buttons.buttons, self.unglue_button)):
            button.rect = pygame.Rect(area.x + k * (width + gap), self.top, width, cell)
        self.wait_button.rect = pygame.Rect(area.x, self.top, width, cell)
        for d in DIRS:
            self.compass[d] = pygame.Rect(0, 0, 0, 0)
        self.compass_centre = area.center
        self.offer(self.legal, self.modes)

    def offer(self, legal: set[str], modes: tuple[str, ...]) -> None:
        """The moves now offered: the action buttons' choices, and the actions without a
        direction laid out in a row beside Unglue."""
        self.legal = legal
        self.modes = modes
        shown = [button for move, button in self.deeds.items() if move in legal]
        if self.rows:
            for k, button in enumerate(shown):  # a third row, while offered
                button.rect = self.unglue_button.rect.move(0, 0).copy()
                button.rect.update(self.area.x + k * 152, self.unglue_button.rect.bottom + control_size()[1],
                                   146, control_size()[0])
            return
        if text.size() != "normal":
            column = self.unglue_button.rect
            for k, button in enumerate(shown):
                button.rect = column.move(0, (k + 1) * (column.h + control_size()[1]))
            return
        x = self.area.x + 158
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
        if self.rows:
            return
        pygame.draw.circle(surface, theme.FRAME_LIGHT, self.compass_centre, 24)
        for d, target in self.compass.items():
            on = d in offered
            pygame.draw.rect(surface, theme.BUTTON if on else theme.BUTTON_DISABLED, target, border_radius=10)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, target, 2, border_radius=10)
            arrow(surface, target.center, d, 14, MODE_COLOURS[mode] if on else theme.TEXT_DIM)


def end_box(area: pygame.Rect, players: int) -> pygame.Rect:
    """The end box in the panel, under the players' table (taller at a large text size)."""
    if text.size() == "normal":
        return pygame.Rect(area.x - 8, area.y + 118, area.w + 16, 102)
    high = text.font("small").get_linesize() + text.px(theme.MIN_TARGET) + 4 + 30
    return pygame.Rect(area.x - 8, area.y + table_height(players) + 8, area.w + 16, high)


def place_end_buttons(buttons: list[Button], area: pygame.Rect, players: int) -> None:
    """New game and Menu at the end box's foot."""
    new_game, menu = buttons
    high = max(56, text.px(theme.MIN_TARGET) + 4)
    top = area.y + 154 if text.size() == "normal" else end_box(area, players).bottom - high - 10
    new_game.rect = pygame.Rect(area.x + 8, top, 220, high)
    menu.rect = pygame.Rect(area.x + 248, top, 220, high)


def panel_height(players: int) -> int:
    """How tall the table and the controls under it are at a large text size."""
    cell, gap = control_size()
    return table_height(players) + 8 + 3 * cell + 2 * gap


def control_size() -> tuple[int, int]:
    """The side of a compass arrow and the height of an action button at a large text size
    (a touch target), and the gap between them."""
    return text.px(theme.MIN_TARGET) + 2, 4


def _table_steps() -> tuple[int, int]:
    """The players' table: the height of its heading and the step between its rows."""
    if text.size() == "normal":
        return 20, 24
    return text.font("small").get_linesize(), text.font("small").get_linesize() + 2


def table_height(players: int) -> int:
    """How tall the players' table is."""
    head, step = _table_steps()
    return head + players * step


def draw_players(surface: pygame.Surface, rect: pygame.Rect, state: Any, name_of: Callable[[int], str],
                 picture_of: Callable[[int], str] = lambda player: "") -> None:
    """A row per player: badge, name, bullets, charges, a red cross when wounded and a gold
    chest when carrying a treasure; the player to move is lit. At a large text size the
    columns move right as the names and headings grow (the marks keep their size)."""
    head, step = _table_steps()
    x = rect.x
    bullets = x + text.px(150) - 150
    charges = bullets + text.px(84) - 84
    grenades = state.grenades
    text.blit(surface, tr("Bullets"), (bullets + 150, rect.y), "small", theme.TEXT_DIM)
    text.blit(surface, tr("Grenades") if grenades else tr("Charges"), (charges + 228, rect.y), "small",
              theme.TEXT_DIM)
    for player in range(state.players):
        y = rect.y + head + player * step + (step - 24) // 2
        if player == state.to_move:
            pygame.draw.rect(surface, theme.FRAME_LIGHT, (x - 4, y - 1 - (step - 24) // 2, charges - x + 318, step - 1),
                             border_radius=6)
        widgets.seat_badge(surface, (x + text.px(10), y + 11), player, text.px(10), picture=picture_of(player))
        # A long name shrinks rather than run into the bullets.
        text.blit_line(surface, name_of(player), pygame.Rect(x + text.px(26), y + 1 - (step - 24) // 2,
                                                             bullets + 150 - x - text.px(26) - 4, step - 2))
        for k in range(state.bullets[player]):
            pygame.draw.rect(surface, (200, 200, 206), (bullets + 152 + k * 14, y + 5, 6, 13), border_radius=3)
        for k in range(state.charges[player]):
            if grenades:
                art.draw_grenade(surface, (charges + 234 + k * 16, y + 9), 21)
            else:
                pygame.draw.circle(surface, (230, 120, 60), (charges + 234 + k * 16, y + 12), 6)
        _draw_kit(surface, state, player, bullets, charges, y)
        if state.wounded[player]:
            pygame.draw.rect(surface, theme.ILLEGAL, (charges + 290, y + 9, 14, 5))
            pygame.draw.rect(surface, theme.ILLEGAL, (charges + 295, y + 4, 5, 14))
        if state.held[player] is not None:
            pygame.draw.rect(surface, art.GOLD, (charges + 306, y + 6, 12, 11), border_radius=2)


def _draw_kit(surface: pygame.Surface, state: Any, player: int, x: int, after: int, y: int) -> None:
    """What the modifications add to a player's row: the boomerang and the knife between the
    bullets and the grenades, a body while the player is dead (``x`` and ``after``: where the
    columns up to the bullets and from the grenades on begin, less their normal offsets)."""
    if state.boomerang[player]:
        gear.draw_boomerang(surface, (x + 204, y + 12), 18, 0.3)
    if state.knife[player]:
        gear.draw_knife(surface, (x + 218, y + 11), 20)
    if state.dead[player]:
        gear.draw_body(surface, (after + 254, y + 11), 52, player)


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

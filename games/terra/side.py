"""Terra Incognita's side panel in the scene, at every text size: the players' table, the
controls (laid out anew for a lesson), the game master's reports and the end box (a part of
:class:`games.terra.scene.TerraScene`; the controls themselves are :mod:`games.terra.panel`'s).
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.terra.panel import draw_players, end_box, panel_height, place_end_buttons, table_height


class SidePanel:
    """Layout and drawing of Terra's panel (the scene holds the state)."""

    panel: Any
    shown: Any
    state: Any
    session: Any
    end_buttons: Any
    panel_area: pygame.Rect
    gm_log: Any
    log_back: int
    hearing: list[str]
    hearer: int | None
    _lesson: bool

    def panel_height(self) -> int:
        """The players' table and the controls under it."""
        return panel_height(self.shown.players)

    def _layout_panel(self) -> None:
        """The controls (in two rows in a lesson) and the end box's buttons."""
        self.panel.layout(self.panel_area, self.shown.players, self.lesson)
        place_end_buttons(self.end_buttons.buttons, self.panel_area, self.shown.players)

    @property
    def lesson(self) -> bool:
        return self._lesson

    @lesson.setter
    def lesson(self, value: bool) -> None:
        """A lesson lays the controls out anew (they leave its box room)."""
        self._lesson = value
        if hasattr(self, "panel"):
            self._layout_panel()

    def relayout(self) -> None:
        super().relayout()
        self._layout_panel()
        self.cache_key = self.book_key = self.picture.answer_key = None

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        draw_players(surface, rect, self.shown, self.player_name, self.seat_picture)
        if not self._controls_shown():
            return
        self.panel.draw(surface, self.mode, self.legal)

    def log_room(self) -> bool:
        return not self._controls_shown() and not self.shown.is_over()

    def _controls_shown(self) -> bool:
        return self.my_turn() and not self.anims.busy and self.state.pos[self.state.to_move] is not None

    def move_list_rect(self) -> pygame.Rect | None:
        """At a large text size the reports take the controls' room while no controls are
        shown, and none are shown while the controls fill the panel (the board's slip tells
        the newest report)."""
        rect = super().move_list_rect()
        if rect is None or text.size() == "normal":
            return rect
        if self.log_room():
            top = self.panel_area.y + table_height(self.shown.players) + 16
            return pygame.Rect(rect.x, top, rect.w, rect.bottom - top)
        return rect if rect.h >= 2 * text.font("small").get_linesize() else None

    def move_list_title(self) -> str:
        return tr("Game master")

    def move_entries(self) -> list[tuple[int | None, str]]:
        """The game master's reports as the panel shows them, the one being told now last."""
        heard = [(self.hearer or 0, " ".join(self.hearing))] if self.hearing else []
        return list(self.gm_log.entries) + heard

    def entry_colour(self, player: int | None) -> tuple[int, int, int]:
        """What the set-up says (no speaker) stands out in red, as in the panel."""
        return theme.TEXT if player is not None else theme.ILLEGAL

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game master's words, newest at the bottom, each report after its speaker's badge;
        first what the set-up says about a labyrinth from a file (where
        :meth:`move_list_rect` puts them)."""
        rect = self.move_list_rect() or rect
        text.blit(surface, self.move_list_title(), rect.topleft, "small", theme.TEXT_DIM)
        text.blit(surface, tr("Turn {n} of {limit}", n=self.shown.turns // max(1, self.shown.players) + 1,
                              limit=self.shown.turn_limit), (rect.right, rect.y), "small", theme.TEXT_DIM, "topright")
        heard = (self.hearer or 0, " ".join(self.hearing)) if self.hearing else None
        self.gm_log.draw(surface, rect, self.log_back, heard)

    def scroll(self, steps: int) -> None:
        """The right stick or Page Up/Down: back through the game master's reports (up), or
        towards the newest (down), one report a step."""
        self.log_back = self.gm_log.scrolled(self.log_back, steps)

    def draw_end(self, surface: pygame.Surface) -> None:
        box = end_box(self.panel_area, self.shown.players)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=14)
        text.blit(surface, tr("The labyrinth revealed, with every path"), (box.centerx, box.y + 10),
                  "small", theme.TEXT, "midtop")
        self.end_buttons.draw(surface)

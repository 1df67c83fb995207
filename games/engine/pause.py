"""The pause overlay: resume, undo, restart, help, settings, save and quit (only quit where
nothing is kept: a kiosk, or a data folder that cannot be used)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.engine import storage, text
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Overlay
from games.engine.widgets import Button, ButtonRow

if TYPE_CHECKING:
    from games.engine.game_scene import GameScene


class PauseScene(Overlay):
    """Drawn over the game it pauses (which keeps its picture but gets no updates)."""

    name = "pause"

    def __init__(self, ctx: Context, game: "GameScene") -> None:
        super().__init__(ctx)
        self.game = game
        actions = [
            (N_("Resume"), ctx.pop, None),
            (N_("Undo"), self._undo, game.can_undo),
            (N_("Restart"), self._restart, None),
            (N_("Help"), self._help, None),
            (N_("Settings"), self._settings, None),
            (N_("Save and quit") if storage.keeps() else N_("Quit"), self._quit, None),
        ]
        self.buttons = ButtonRow([
            Button((490, 150 + i * 72, 300, 60), label, action, enabled=enabled,
                   glyph="back" if label == "Resume" else None)
            for i, (label, action, enabled) in enumerate(actions)])

    def _undo(self) -> None:
        self.ctx.pop()
        self.game.undo()

    def _restart(self) -> None:
        self.game.restart()

    def _help(self) -> None:
        self.ctx.router.help(self.game.session.info)

    def _settings(self) -> None:
        self.ctx.router.settings()

    def _quit(self) -> None:
        self.game.save_and_quit()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        text.blit(surface, tr("Paused"), (640, 70), "title", anchor="midtop")
        self.buttons.draw(surface)

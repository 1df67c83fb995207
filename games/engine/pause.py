"""The pause overlay: resume, undo, the whole move list, restart, help, settings, save and
quit (only quit where nothing is kept: a kiosk, or a data folder that cannot be used). The
buttons grow with the text size and are laid out again when it changes (Settings opened from
here)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from games.engine import storage, text, theme
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
        self._build()

    def _build(self) -> None:
        """One column of buttons under the title; at the larger text sizes the buttons grow
        with the text (a touch target and a little more) and the column moves up."""
        ctx, game = self.ctx, self.game
        actions = [
            (N_("Resume"), ctx.pop, None),
            (N_("Undo"), self._undo, game.can_undo),
            *([(N_("Moves"), self._moves, None)] if game.has_move_list() else []),
            (N_("Restart"), self._restart, None),
            (N_("Help"), self._help, None),
            (N_("Settings"), self._settings, None),
            (N_("Save and quit") if storage.keeps() else N_("Quit"), self._quit, None),
        ]
        x, top, width, step, height = 490, 150, 300, 72, 60
        if text.size() != "normal":
            self.title_y = 16
            top = self.title_y + text.font("title").get_linesize() + 16
            width = text.px(300)
            x = (theme.SCREEN_SIZE[0] - width) // 2
            height = text.px(theme.MIN_TARGET) + 8
            step = min(height + text.px(10), (theme.SCREEN_SIZE[1] - 16 - top) // len(actions))
        else:
            self.title_y = 70
        self.buttons = ButtonRow([
            Button((x, top + i * step, width, height), label, action, enabled=enabled,
                   glyph="back" if label == "Resume" else None)
            for i, (label, action, enabled) in enumerate(actions)])

    def relayout(self) -> None:
        self._build()

    def _undo(self) -> None:
        self.ctx.pop()
        self.game.undo()

    def _moves(self) -> None:
        self.game.open_moves()

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
        text.blit(surface, tr("Paused"), (theme.SCREEN_SIZE[0] // 2, self.title_y), "title", anchor="midtop")
        self.buttons.draw(surface)

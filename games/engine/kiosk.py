"""Kiosk mode: a full-screen attract loop that plays every game itself until someone touches it.

The loop shows a title card, then a game with computer players in every seat (faster
animations) for the game's demo time or to its end, then the next game. Any click, touch or
key opens the menu so people can play; after :data:`IDLE_FRAMES` without input a human game is
saved and the attract loop returns. Leaving needs Ctrl+Shift+Q.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import registry, text, theme
from games.engine.i18n import add_catalog, tr
from games.engine.scene import Context, Scene
from games.engine.clock import UPDATES_PER_SECOND

IDLE_FRAMES = 90 * UPDATES_PER_SECOND
TITLE_FRAMES = 3 * UPDATES_PER_SECOND
END_FRAMES = 5 * UPDATES_PER_SECOND

add_catalog("ru", {
    "Touch the screen to play": "Коснитесь экрана, чтобы играть",
    "Demo": "Демонстрация",
})


class AttractScene(Scene):
    """Cycles through the registered games, each played by computers."""

    name = "attract"

    def __init__(self, ctx: Context, start_index: int = 0) -> None:
        super().__init__(ctx)
        self.games = registry.all_games()
        self.index = start_index % max(1, len(self.games))
        self.inner: Any = None
        self.dealer: Any = None
        self.phase_frames = 0
        self.games_shown = 0
        self.veil = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
        self.veil.fill((0, 0, 0, 200))
        pygame.mouse.set_visible(False)
        self._saved_faster = ctx.settings.faster
        ctx.settings.faster = True

    @property
    def current(self) -> registry.GameInfo | None:
        return self.games[self.index] if self.games else None

    def _start_game(self) -> None:
        """Deal off the frame loop; the title card stays up until the deal is ready."""
        from games.engine.dealing import Dealer
        from games.engine.start import game_scene, new_session
        info = self.current
        if info is None:
            return
        if self.dealer is None:
            self.dealer = Dealer(lambda: new_session(self.ctx, info, all_computer=True))
        if not self.dealer.done.is_set():
            return
        dealer, self.dealer = self.dealer, None
        if dealer.error is not None:
            self._next()
            return
        self.inner = game_scene(self.ctx, dealer.result)
        self.phase_frames = 0

    def _next(self) -> None:
        if self.inner is not None:
            self.inner.leave()
        self.inner = None
        self.phase_frames = 0
        self.games_shown += 1
        self.index = (self.index + 1) % max(1, len(self.games))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.FINGERUP):
            from games.engine.menu import MenuScene
            self.ctx.switch(MenuScene(self.ctx))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.phase_frames += 1
        info = self.current
        if info is None:
            return
        if self.inner is None:
            if self.phase_frames >= TITLE_FRAMES:
                self._start_game()
            return
        self.inner.update(dt)
        self.ctx.requests.clear()
        state = self.inner.state
        over = state.is_over() and not self.inner.anims.busy
        if over:
            self._end_frames = getattr(self, "_end_frames", 0) + 1
        if self.phase_frames >= info.demo_seconds * UPDATES_PER_SECOND or (
                over and self._end_frames >= END_FRAMES):
            self._end_frames = 0
            self._next()

    def draw(self, surface: pygame.Surface) -> None:
        info = self.current
        if info is None:
            text.blit(surface, tr("Choose a game"), (640, 360), "title", anchor="center")
            return
        if self.inner is None:
            surface.fill(info.colour)
            ink = theme.on_colour(info.colour)
            text.blit(surface, tr("Demo"), (640, 200), "body", ink, "center")
            text.blit(surface, tr(info.title), (640, 280), "title", ink, "center")
            y = 340
            for line in text.wrap(tr(info.blurb), "body", 900):
                text.blit(surface, line, (640, y), "body", ink, "midtop")
                y += 30
        else:
            self.inner.draw(surface)
        if (self.frame // 45) % 2 == 0:
            banner = pygame.Rect(0, 0, 620, 60)
            banner.midbottom = (640, 700)
            pygame.draw.rect(surface, theme.PANEL, banner, border_radius=14)
            text.blit(surface, tr("Touch the screen to play"), banner.center, "body", theme.HIGHLIGHT, "center")

    def leave(self) -> None:
        if self.inner is not None:
            self.inner.leave()
            self.inner = None
        self.ctx.settings.faster = self._saved_faster
        pygame.mouse.set_visible(True)


class KioskWatch:
    """Returns an idle kiosk to the attract loop, saving any human game first."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        pygame.display.set_allow_screensaver(False)

    def check(self, top: Scene | None, updates_run: int) -> None:
        if top is None or isinstance(top, AttractScene):
            return
        if updates_run - self.ctx.input_frames < IDLE_FRAMES:
            return
        session = getattr(top, "session", None)
        if session is not None:
            session.save()
        self.ctx.input_frames = updates_run
        self.ctx.switch(AttractScene(self.ctx))

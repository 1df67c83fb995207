"""Kiosk mode: a full-screen attract loop that plays every game itself until someone touches it.

The loop shows a title card, then a game with computer players in every seat (faster
animations) for about 45 s (``--attract-seconds``) or to its end, then the next game. The game
is drawn a little smaller, so the "touch the screen" bar below it never covers anything. Any
click, touch, key or controller button opens the menu so people can play; after
:data:`IDLE_FRAMES` without input the attract loop returns. A kiosk keeps nothing for later: its
games are not saved, its settings are locked and never written. Leaving needs Ctrl+Shift+Q.
"""
from __future__ import annotations

import ctypes
import gc
from typing import Any

import pygame

from games.engine import registry, text, theme
from games.engine.i18n import tr
from games.engine.scene import Context, Scene, sooner
from games.engine.clock import UPDATES_PER_SECOND

IDLE_FRAMES = 90 * UPDATES_PER_SECOND
TITLE_FRAMES = 3 * UPDATES_PER_SECOND
END_FRAMES = 5 * UPDATES_PER_SECOND
BAR_H = 72
"""The strip under the shrunken game where the "touch the screen" bar lives."""
WAKE_EVENTS = (pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.FINGERUP)
try:
    _TRIM = ctypes.CDLL(None).malloc_trim
except (OSError, AttributeError):  # not glibc: its allocator keeps no such hoard to give back
    _TRIM = None


def give_back_memory() -> None:
    """Free the last attract game now and hand the freed heap back to the system.

    A game scene is cyclic garbage once left (its buttons' callbacks hold it), so its pictures,
    megabytes each, wait for a full collection; and glibc keeps freed heap for reuse rather
    than return it. Over 20 minutes of attract mode that grew the arcade by 30 MiB with no
    growth of what it holds (``python -m games.bench --soak``)."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)


BLINK_FRAMES = 45
"""The "touch the screen" line changes colour every this many frames."""
STEP_FRAMES = 5
"""The demo game is drawn at most every this many frames (12 Hz): it keeps moving and the
arcade sleeps between its steps (a shrunken picture costs more than a full one: about 10 ms
of CPU under Xvfb, half of it the flip; 10 Hz saved little more)."""
DOTS_FRAMES = 30
"""The demo's "thinking" dots step at a third of their pace in a game."""
DEALER_POLL_FRAMES = 2
"""Once the title card's time is up, how often the deal off the frame loop is asked after."""


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
        self.end_frames = 0
        self.canvas = pygame.Surface(theme.SCREEN_SIZE).convert()
        width, height = theme.SCREEN_SIZE
        scale = (height - BAR_H) / height
        self.game_rect = pygame.Rect(0, 0, int(width * scale), height - BAR_H)
        self.game_rect.midtop = (width // 2, 0)
        self.small = pygame.Surface(self.game_rect.size).convert()
        pygame.mouse.set_visible(False)
        self._saved_faster = ctx.settings.faster
        ctx.settings.faster = True

    def seconds(self, info: registry.GameInfo) -> int:
        """How long one attract game runs: ``--attract-seconds`` or the game's demo time."""
        return getattr(self.ctx.options, "attract_seconds", None) or info.demo_seconds

    @property
    def current(self) -> registry.GameInfo | None:
        return self.games[self.index] if self.games else None

    def _start_game(self) -> None:
        """Deal off the frame loop; the title card stays up until the deal is ready."""
        from games.engine.dealing import Dealer
        from games.engine.start import new_session
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
        self.inner = self.ctx.router.game_scene(dealer.result)
        self.inner.dots_frames = DOTS_FRAMES
        self.phase_frames = 0
        self.invalidate()

    def _next(self) -> None:
        if self.inner is not None:
            self.inner.leave()
        self.inner = None
        give_back_memory()
        self.phase_frames = 0
        self.games_shown += 1
        self.index = (self.index + 1) % max(1, len(self.games))
        self.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in WAKE_EVENTS:
            self.ctx.router.menu()

    def act(self, event: pygame.event.Event) -> None:
        """Any key or controller button wakes the kiosk too."""
        self.ctx.router.menu()

    def focus_targets(self) -> list:
        return []

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
            self.end_frames += 1
        if self.phase_frames >= self.seconds(info) * UPDATES_PER_SECOND or (
                over and self.end_frames >= END_FRAMES):
            self.end_frames = 0
            self._next()

    def redraw_in(self) -> int | None:
        """The game's own schedule (its animations, its thinking dots) in steps of
        :data:`STEP_FRAMES`, and the blinking line; the title card changes only with the line."""
        blink = BLINK_FRAMES - self.frame % BLINK_FRAMES
        game = self.inner.redraw_in() if self.inner is not None else None
        if game is not None:
            game = max(game, STEP_FRAMES - self.frame % STEP_FRAMES)
        return sooner(game, blink)

    def wake_in(self) -> int | None:
        """Also the title card's time, the dealer, the game's time and its end pause; while
        a game plays, only on its steps (what its updates start shows at the next step anyway)."""
        info = self.current
        if info is None:
            return None
        soonest = self.redraw_in()
        if self.inner is None:
            left = TITLE_FRAMES - self.phase_frames
            return sooner(soonest, left if left > 0 else DEALER_POLL_FRAMES)
        soonest = sooner(soonest, self.inner.wake_in())
        soonest = sooner(soonest, max(1, self.seconds(info) * UPDATES_PER_SECOND - self.phase_frames))
        if self.inner.state.is_over() and not self.inner.anims.busy:
            soonest = sooner(soonest, max(1, END_FRAMES - self.end_frames))
        return None if soonest is None else max(soonest, STEP_FRAMES - self.frame % STEP_FRAMES)

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
            self.canvas.fill(theme.FRAME)
            self.inner.draw(self.canvas)
            pygame.transform.smoothscale(self.canvas, self.game_rect.size, self.small)
            surface.fill(theme.FRAME)
            surface.blit(self.small, self.game_rect)
        bar = pygame.Rect(0, 0, 620, BAR_H - 14)
        bar.midbottom = (640, theme.SCREEN_SIZE[1] - 6)
        pygame.draw.rect(surface, theme.PANEL, bar, border_radius=14)
        colour = theme.HIGHLIGHT if (self.frame // 45) % 2 == 0 else theme.TEXT
        text.blit(surface, tr("Touch the screen to play"), bar.center, "body", colour, "center")

    def leave(self) -> None:
        if self.inner is not None:
            self.inner.leave()
            self.inner = None
        self.ctx.settings.faster = self._saved_faster
        pygame.mouse.set_visible(True)


class KioskWatch:
    """Returns an idle kiosk to the attract loop (its games are not kept for later)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        pygame.display.set_allow_screensaver(False)

    def check(self, top: Scene | None, updates_run: int) -> None:
        if top is None or isinstance(top, AttractScene):
            return
        if updates_run - self.ctx.input_frames < IDLE_FRAMES:
            return
        self.ctx.input_frames = updates_run
        self.ctx.router.attract()

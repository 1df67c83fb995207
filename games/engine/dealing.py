"""Dealing off the frame loop: some deals take seconds (the kids' Maze is re-dealt until its
solver finds a win), so a new game is made in a background thread while a spinner turns."""
from __future__ import annotations

import logging
import math
import threading
from typing import Any, Callable

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.engine.scene import Context, Scene

log = logging.getLogger(__name__)


class Dealer:
    """Runs ``make()`` in a daemon thread; ``result``/``error`` are set when it finishes.

    Any failure of a deal (options that make no game, a full disk, a bug) is caught and kept
    as ``error``, so it becomes a message on screen, never a crash of the arcade."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.result: Any = None
        self.error: Exception | None = None
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(make,), daemon=True)
        self._thread.start()

    def _run(self, make: Callable[[], Any]) -> None:
        try:
            self.result = make()
        except ValueError as exc:  # options that make no game: said on screen, nothing to log
            self.error = exc
        except Exception as exc:  # noqa: BLE001 - every fault of a deal is reported, see above
            log.warning("a deal failed", exc_info=True)
            self.error = exc
        finally:
            self.done.set()

    def wait(self, timeout: float | None = None) -> bool:
        return self.done.wait(timeout)


class DealingScene(Scene):
    """Shows a spinner until the session is dealt, then opens its game scene.

    ``on_error(message)`` gives the scene to return to when the options make no game.
    """

    name = "dealing"

    def __init__(self, ctx: Context, make_session: Callable[[], Any],
                 on_error: Callable[[str], Scene]) -> None:
        super().__init__(ctx)
        self.dealer = Dealer(make_session)
        self.on_error = on_error

    def update(self, dt: float) -> None:
        super().update(dt)
        if getattr(self.ctx.options, "headless", False) and getattr(self.ctx.options, "frames", None):
            # A headless run of N frames steps a fake clock: wait, so N frames are N of game.
            self.dealer.wait(60)
        if not self.dealer.done.is_set():
            return
        if self.dealer.error is not None or self.dealer.result is None:
            error = self.dealer.error
            why = (str(error) or type(error).__name__) if error is not None else "nothing was dealt"
            self.ctx.switch(self.on_error(why))
            return
        self.ctx.router.game(self.dealer.result, fresh=True)

    def draw(self, surface: pygame.Surface) -> None:
        text.blit(surface, tr("Dealing a new game"), (640, 300), "title", anchor="center")
        for k in range(8):
            angle = 2 * math.pi * k / 8 + self.frame / 12
            shade = 255 - 25 * ((k - self.frame // 5) % 8)
            pos = (640 + int(40 * math.cos(angle)), 400 + int(40 * math.sin(angle)))
            pygame.draw.circle(surface, (shade, shade, min(255, shade + 30)), pos, 7)
        pygame.draw.circle(surface, theme.FRAME_LIGHT, (640, 400), 20, 2)

"""SIGTERM and SIGINT end the arcade through its usual way out: scenes leave, games stay saved,
workers close, and the process exits 0 — in every mode, the kiosk included.

``systemctl stop`` sends SIGTERM, a terminal's Ctrl+C SIGINT. The handler only asks the loop to
stop; the loop leaves as it does for the Quit button. A Python signal handler runs only when
the main thread is back in Python, so a loop asleep in ``pygame.event.wait`` is woken first: the
signal also writes to a socket (:func:`signal.set_wakeup_fd`), and a small thread reading it
posts :data:`WAKE`. A second signal while the first is being handled ends the arcade the
default way, so nothing can make a stop hang.
"""
from __future__ import annotations

import signal
import socket
import threading
from types import FrameType
from typing import Callable

import pygame

SIGNALS = (signal.SIGTERM, signal.SIGINT)
WAKE = pygame.event.custom_type()
"""Posted when a stop signal arrives, only to wake a sleeping loop; scenes ignore it."""


class StopSignals:
    """Turns SIGTERM and SIGINT into a call of ``stop`` (given now or by :meth:`attach`)."""

    def __init__(self, stop: Callable[[], None] | None = None) -> None:
        self.received: int | None = None
        """The first stop signal received, if any."""
        self._stop = stop
        self._reader, self._writer = socket.socketpair()
        self._writer.setblocking(False)
        self._old_wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._old_handlers = {signum: signal.signal(signum, self._handle) for signum in SIGNALS}
        threading.Thread(target=self._wake, daemon=True, name="stop-signals").start()

    def attach(self, stop: Callable[[], None]) -> None:
        """Call ``stop`` on a stop signal (at once if one came while the arcade started)."""
        self._stop = stop
        if self.received is not None:
            stop()

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.received is not None:
            signal.signal(signum, signal.default_int_handler if signum == signal.SIGINT else signal.SIG_DFL)
            signal.raise_signal(signum)
            return
        self.received = signum
        if self._stop is not None:
            self._stop()

    def _wake(self) -> None:
        with self._reader:
            while True:
                try:
                    if not self._reader.recv(64):
                        return  # closed by close()
                except OSError:
                    return
                try:
                    pygame.event.post(pygame.event.Event(WAKE))
                except pygame.error:
                    pass  # no display (yet, or any more): no loop is asleep in it

    def close(self) -> None:
        """Put back the handlers found at the start."""
        for signum, handler in self._old_handlers.items():
            # None: a handler set outside Python (SDL's); the default is the nearest to it.
            signal.signal(signum, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(self._old_wakeup)
        self._writer.close()  # the waking thread reads the end and leaves

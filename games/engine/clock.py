"""Clocks in integer nanoseconds and the fixed 60 Hz step that the loop runs on.

Time is never summed as float seconds: the accumulator counts ``ns * 60`` against one second in
nanoseconds, so 600 frames of 1/60 s are exactly 600 updates.
"""
from __future__ import annotations

import time
from typing import Protocol

UPDATES_PER_SECOND = 60
NS_PER_SECOND = 1_000_000_000
MAX_UPDATES_PER_FRAME = 5
"""Catch-up cap: after a stall the loop runs at most this many updates and drops the rest."""


class Clock(Protocol):
    """Anything that tells monotonic time in integer nanoseconds."""

    def now_ns(self) -> int: ...


class RealClock:
    """The machine's monotonic clock."""

    def now_ns(self) -> int:
        return time.perf_counter_ns()


class FakeClock:
    """A clock that moves only when told to: tests and headless runs step it frame by frame."""

    def __init__(self, start_ns: int = 0) -> None:
        self._now = start_ns

    def now_ns(self) -> int:
        return self._now

    def advance(self, ns: int) -> None:
        self._now += int(ns)

    def advance_frames(self, frames: int = 1) -> None:
        """Move on by whole 60 Hz frames, with no rounding drift over many calls."""
        total = self._now * UPDATES_PER_SECOND + frames * NS_PER_SECOND
        self._now = -(-total // UPDATES_PER_SECOND)


class FixedStep:
    """Turns elapsed clock time into a whole number of fixed updates."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self._last = clock.now_ns()
        self._debt = 0  # in units of ns * UPDATES_PER_SECOND
        self.dropped = 0

    def due(self, cap: int = MAX_UPDATES_PER_FRAME) -> int:
        """How many updates to run now (at most ``cap``: a loop that slept on purpose owes
        the updates of its sleep and raises the cap to run them)."""
        now = self.clock.now_ns()
        self._debt += (now - self._last) * UPDATES_PER_SECOND
        self._last = now
        steps = self._debt // NS_PER_SECOND
        self._debt -= steps * NS_PER_SECOND
        if steps > cap:
            self.dropped += steps - cap
            steps = cap
        return int(steps)

    def ns_until(self, updates: int) -> int:
        """Nanoseconds until ``updates`` more updates are due (0 if they already are)."""
        owed = self._debt + (self.clock.now_ns() - self._last) * UPDATES_PER_SECOND
        return max(0, -(-(updates * NS_PER_SECOND - owed) // UPDATES_PER_SECOND))

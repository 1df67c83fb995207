"""Tiny race players: always the longer step; the "slow" level takes 2 s on purpose."""
from __future__ import annotations

import time
from typing import Any, Callable

LEVELS = ["greedy", "slow"]


def choose_move(state: Any, level: int, seed: int, should_stop: Callable[[], bool] = lambda: False) -> str:
    if LEVELS[level] == "slow":
        deadline = time.monotonic() + 2.0
        while time.monotonic() < deadline and not should_stop():
            time.sleep(0.01)
    return max(state.legal_moves(), key=lambda m: int(m.split()[1]))

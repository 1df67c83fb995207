"""Honest hints: the solver looks at the position in a worker process while a person thinks.

:class:`HintSearch` is the scene's side. As soon as a person is to move it hands the position to
a :class:`games.engine.thinker.Thinker` worker (never the frame loop), which runs
:func:`choose_move` below: the solver for up to :data:`HINT_SECONDS` of CPU time. A winning line
that comes back is kept for every position along it, so while the players follow it each Hint
is instant and sure. A position the solver could not settle is "unknown": the Hint then offers
a heuristic move and says that it is one. Pure Python (no pygame).
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Callable

from games.engine.thinker import Thinker
from games.maze.rules import MazeState, from_json
from games.maze.solver import analyse

HINT_SECONDS = 20.0
"""CPU seconds the worker spends on one position before it answers "unknown"."""
HANG_MARGIN_SECONDS = 30.0
"""Wall seconds past three times the budget after which a worker that has not answered is
taken for hung and replaced (the worker runs at a lower priority than the frame loop)."""


def choose_move(state: MazeState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The worker's job (the :class:`Thinker` protocol calls it ``choose_move``): the solver's
    verdict on ``state`` as text, ``"win <moves…>"``, ``"lost"`` or ``"unknown"``. ``level``
    carries the CPU budget in milliseconds (0: :data:`HINT_SECONDS`)."""
    found = analyse(state, level / 1000 if level else HINT_SECONDS, should_stop, seed=seed)
    if found.line is not None:
        return "win " + " ".join(found.line)
    return "lost" if found.lost else "unknown"


@dataclass(frozen=True)
class Verdict:
    """What is known of one position: ``answer`` is "yes", "no", "unknown" or "searching";
    ``line`` the winning line from it when the answer is yes."""

    answer: str
    line: tuple[str, ...] = ()


_Key = tuple[bytes, int | None]


def _key(state: MazeState) -> _Key:
    return bytes(state.board), state.to_move


class HintSearch:
    """Searches the positions a person must move in and remembers what it learnt."""

    def __init__(self, make_thinker: Callable[[], Thinker] = Thinker,
                 seconds: float = HINT_SECONDS) -> None:
        self._make_thinker = make_thinker
        self._budget_ms = int(seconds * 1000)
        self._thinker: Thinker | None = None
        self._job: tuple[int, _Key, str, float] | None = None  # (id, position, json, since)
        self._known: dict[_Key, Verdict] = {}

    def watch(self, state: MazeState) -> None:
        """Start searching ``state`` unless it is settled or already being searched."""
        key = _key(state)
        if state.is_over() or key in self._known:
            return
        if self._job is not None and self._job[1] == key:
            return
        if self._thinker is None:
            self._thinker = self._make_thinker()
        job = self._thinker.request("games.maze.rules", __name__, state.to_json(),
                                    self._budget_ms, len(state.moves))
        self._job = (job, key, state.to_json(), time.monotonic())

    def poll(self) -> None:
        """Take in the worker's answer, if any; replace a worker that stopped answering."""
        if self._job is None or self._thinker is None:
            return
        job, key, state_json, since = self._job
        answer = self._thinker.poll()
        if answer is None:
            if time.monotonic() - since > 3 * self._budget_ms / 1000 + HANG_MARGIN_SECONDS:
                self._thinker.close()
                self._thinker = None
                self._job = None
                self._known[key] = Verdict("unknown")
            return
        self._job = None
        if answer[0] != job:
            return
        text = answer[1] or "unknown"
        if text.startswith("win "):
            self._learn(from_json(state_json), text.split()[1:])
        else:
            self._known[key] = Verdict("no" if text == "lost" else "unknown")

    def _learn(self, state: MazeState, line: list[str]) -> None:
        """Keep the line for its first position and every one after it along the line."""
        probe = state.copy()
        for n, move in enumerate(line):
            self._known[_key(probe)] = Verdict("yes", tuple(line[n:]))
            probe.play(move)

    def verdict(self, state: MazeState) -> Verdict:
        """What is known of ``state``; a lost game is "no" and a won one "yes"."""
        if state.is_over():
            return Verdict("yes" if state.winners() else "no")
        known = self._known.get(_key(state))
        if known is not None:
            return known
        searching = self._job is not None and self._job[1] == _key(state)
        return Verdict("searching" if searching else "unknown")

    def cancel(self) -> None:
        """Stop searching (the position is not a person's to move any more)."""
        if self._job is not None and self._thinker is not None:
            self._thinker.cancel()
        self._job = None

    @property
    def busy(self) -> bool:
        """True while the worker is searching a position."""
        return self._job is not None

    def close(self) -> None:
        """Stop the worker (a search still running is cut off)."""
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None
        self._job = None

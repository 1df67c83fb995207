"""Honest hints: the solver looks at the position in a worker process while a person thinks.

:class:`HintSearch` is the scene's side. As soon as a person is to move it hands the position to
:class:`games.engine.thinker.Thinker` workers (never the frame loop; two where there are two
cores, each with its own seeds), which run
:func:`choose_move` below: the solver for up to :data:`HINT_SECONDS` of CPU time. A winning line
that comes back is kept for every position along it, so while the players follow it each Hint
is instant and sure. A position the solver could not settle is "unknown": the Hint then offers
a heuristic move and says that it is one.

Once a line is known, the workers keep looking for a shorter one from the position on screen
(:func:`games.maze.shortening.choose_move`, a few rounds of :data:`SHORTEN_ROUNDS`); a shorter
line replaces the old one from that position on, so the Hint always shows the next move of the
shortest line known. Pure Python (no pygame).
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Callable

from games.engine.thinker import Thinker
from games.maze import shortening
from games.maze.rules import MazeState, from_json
from games.maze.solver import analyse

HINT_SECONDS = 20.0
"""CPU seconds the worker spends on one position before it answers "unknown"."""
SHORTEN_ROUNDS = 3
"""Rounds of shortening (each :data:`games.maze.shortening.SHORTEN_SECONDS` per worker) a
position gets without finding a shorter line before the workers leave it in peace."""
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


HINT_WORKERS = 2 if (os.cpu_count() or 1) >= 2 else 1
"""Workers that search one position side by side, each with its own restart seeds: the
solver's run times are heavy-tailed, so two independent searches find a line sooner than one
(the second core, when there is one, is otherwise idle while a person thinks)."""


@dataclass
class _Job:
    """One position being searched: per worker the job id it was given (None once it has
    answered), the position, its JSON, when the search started and the answers so far;
    ``shorter_than`` is the length of the known line when the job looks for a shorter one."""

    ids: list[int | None]
    key: _Key
    state_json: str
    since: float
    answers: list[str] = field(default_factory=list)
    shorter_than: int | None = None


class HintSearch:
    """Searches the positions a person must move in and remembers what it learnt."""

    def __init__(self, make_thinker: Callable[[], Thinker] = Thinker,
                 seconds: float = HINT_SECONDS, workers: int = HINT_WORKERS,
                 shorten: bool = True) -> None:
        self._make_thinker = make_thinker
        self._budget_ms = int(seconds * 1000)
        self._thinkers: list[Thinker | None] = [None] * max(1, workers)
        self._job: _Job | None = None
        self._known: dict[_Key, Verdict] = {}
        self._shorten = shorten
        self._rounds: dict[_Key, int] = {}  # rounds of shortening that found nothing shorter

    def watch(self, state: MazeState) -> None:
        """Start searching ``state`` unless it is settled or already being searched; once a
        line is known, look for a shorter one (a few rounds at most)."""
        key = _key(state)
        if state.is_over() or (self._job is not None and self._job.key == key):
            return
        known = self._known.get(key)
        shorter_than = None
        if known is not None:
            if not (self._shorten and known.answer == "yes" and len(known.line) > 1
                    and self._rounds.get(key, 0) < SHORTEN_ROUNDS):
                return
            shorter_than = len(known.line)
        self.cancel()
        ids: list[int | None] = []
        module, level = ((__name__, self._budget_ms) if shorter_than is None
                         else ("games.maze.shortening", shorter_than))
        seed = len(state.moves) + 104729 * self._rounds.get(key, 0)  # each round a new search
        for n, thinker in enumerate(self._thinkers):
            if thinker is None:
                thinker = self._thinkers[n] = self._make_thinker()
            ids.append(thinker.request("games.maze.rules", module, state.to_json(), level,
                                       seed + 7919 * n))
        self._job = _Job(ids, key, state.to_json(), time.monotonic(), shorter_than=shorter_than)

    def poll(self) -> None:
        """Take in the workers' answers, if any; a win from either settles the position, a
        proof of loss too, and "unknown" only once every worker has said so. Workers that
        stopped answering are replaced."""
        job = self._job
        if job is None:
            return
        for n, thinker in enumerate(self._thinkers):
            if job.ids[n] is None or thinker is None:
                continue
            answer = thinker.poll()
            if answer is None:
                continue
            if answer[0] == job.ids[n]:
                job.ids[n] = None
                job.answers.append(answer[1] or "unknown")
                if job.answers[-1] == "lost" or job.answers[-1].startswith("win "):
                    break  # settled: the other workers need not be asked
        win = next((text for text in job.answers if text.startswith("win ")), None)
        if win is not None:
            self.cancel()
            self.learn(from_json(job.state_json), win.split()[1:])
        elif job.shorter_than is not None:
            if all(job_id is None for job_id in job.ids):
                self._job = None
                self._rounds[job.key] = self._rounds.get(job.key, 0) + 1
        elif "lost" in job.answers:
            self.cancel()
            self._known[job.key] = Verdict("no")
        elif all(job_id is None for job_id in job.ids):
            self._job = None
            self._known[job.key] = Verdict("unknown")
        elif time.monotonic() - job.since > 3 * self._seconds(job) + HANG_MARGIN_SECONDS:
            self.close()
            if job.shorter_than is None:
                self._known[job.key] = Verdict("unknown")
            else:
                self._rounds[job.key] = SHORTEN_ROUNDS

    def _seconds(self, job: _Job) -> float:
        return self._budget_ms / 1000 if job.shorter_than is None else shortening.SHORTEN_SECONDS

    def learn(self, state: MazeState, line: list[str]) -> None:
        """Keep a winning line for its first position and every one after it along the line,
        wherever it is shorter than the line known there (a line the deal pool found is
        handed in here too)."""
        probe = state.copy()
        for n, move in enumerate(line):
            known = self._known.get(_key(probe))
            if known is None or known.answer != "yes" or len(known.line) > len(line) - n:
                self._known[_key(probe)] = Verdict("yes", tuple(line[n:]))
            probe.play(move)

    def verdict(self, state: MazeState) -> Verdict:
        """What is known of ``state``; a lost game is "no" and a won one "yes"."""
        if state.is_over():
            return Verdict("yes" if state.winners() else "no")
        known = self._known.get(_key(state))
        if known is not None:
            return known
        searching = self._job is not None and self._job.key == _key(state)
        return Verdict("searching" if searching else "unknown")

    def cancel(self) -> None:
        """Stop searching (the position is not a person's to move any more)."""
        if self._job is not None:
            for n, thinker in enumerate(self._thinkers):
                if thinker is not None and self._job.ids[n] is not None:
                    thinker.cancel()
        self._job = None

    @property
    def busy(self) -> bool:
        """True while a worker is searching a position for a first line (a search for a
        shorter one goes on quietly: the picture need not be redrawn for it)."""
        return self._job is not None and self._job.shorter_than is None

    def close(self) -> None:
        """Stop the workers (a search still running is cut off)."""
        for n, thinker in enumerate(self._thinkers):
            if thinker is not None:
                thinker.close()
                self._thinkers[n] = None
        self._job = None

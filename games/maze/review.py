"""A look back at a finished Maze game: from which move the deal could no longer be won.

The partners play as one, so a position from which a win exists makes every earlier position of
the game winnable too (play the game's own moves up to it): the winnable positions are a prefix
of the game. :class:`Review` finds where that prefix ends, asking the solver (in a worker, through
the hints' ``choose_move``) about one position at a time: stepping back from the end by 1, 2,
4, 8… moves until a win is found (late positions are the solver's quickest, and one win settles
every position before it), then by bisection between that win and the nearest position above
it with none; a winning line whose
first moves are the game's own carries the prefix further without another search. The verdicts
keep the solver's honesty: a position is "proved lost" only when the solver proves it (or the
rules ended the game), otherwise it is "no win found" within the budget it was given.

So that a family at the end of a game is not kept waiting, each bisection step gets a short
search (:data:`REVIEW_SECONDS`); only where the bisection ends on a position with no win found
(not proved lost) does a longer search (:data:`CONFIRM_SECONDS`) look again, at most
:data:`CONFIRMS` times and while the searches that found nothing stay within
:data:`REVIEW_ALLOWANCE`: a win found there moves the prefix on and the bisection goes on above
it. Figures in ``games/REVIEW_NOTES.md``.

For a won game nothing needs proving (every move kept the win); the start is searched once to
tell how long the solver's own line is beside the game. Pure Python (no pygame).
"""
from __future__ import annotations

from games.engine.i18n import ntr, tr
from games.maze.hints import HANG_MARGIN_SECONDS
from games.maze.rules import MazeState, from_json

REVIEW_SECONDS = 1.5
"""CPU seconds of the solver's first search of a position (each bisection step)."""
CONFIRM_SECONDS = 4.5
"""CPU seconds of the second search (its own seed) of the position where the bisection ended
with no win found: the solver's run times are heavy-tailed, so a second, longer try often finds
what the first missed."""
CONFIRMS = 4
"""Second searches at most in one review (each one that finds a win moves the bisection on;
a new seed usually finds the win at once, so the allowance is seldom all spent)."""
REVIEW_ALLOWANCE = 30.0
"""CPU seconds of searches that found nothing (each used its whole budget) after which no second
search is started: the whole review stays within about half a minute of one core. Searches that
find a win or a proof mostly end early, so they are not counted."""
WIN, LOST, UNKNOWN = "win", "lost", "unknown"


class Review:
    """The analysis of one finished game, fed one solver answer at a time.

    ``positions[p]`` is the position after ``p`` moves (0: the deal). :meth:`next_job` names
    the next position to search, :meth:`take` takes the worker's answer."""

    rules = "games.maze.rules"
    worker = "games.maze.hints"

    def __init__(self, initial: str, moves: list[str], seconds: float = REVIEW_SECONDS,
                 confirm_seconds: float | None = None) -> None:
        self.moves = list(moves)
        self.seconds = seconds
        self.confirm_seconds = confirm_seconds if confirm_seconds is not None else \
            seconds * (CONFIRM_SECONDS / REVIEW_SECONDS)
        """CPU seconds of a second search (by default three times the first's)."""
        self.deadline_s = 3 * max(seconds, self.confirm_seconds) + HANG_MARGIN_SECONDS
        """Wall seconds after which a silent worker is replaced."""
        state = from_json(initial)
        self.positions: list[MazeState] = [state.copy()]
        for move in self.moves:
            state.play(move)
            self.positions.append(state.copy())
        self.won = state.result == "won"
        self.found: dict[int, str] = {}
        """Position -> what the solver (or the rules) said of it: win, lost or unknown."""
        self.lines: dict[int, list[str]] = {}
        """Position -> a winning line from it."""
        last = len(self.moves)
        self.found[last] = WIN if self.won else LOST
        self.lo = last if self.won else -1
        """The latest position known winnable (-1: none yet)."""
        self.hi = last + 1 if self.won else last
        """The earliest position known not winnable, or with no win found."""
        self._asked: int | None = None
        self.tries: dict[int, int] = {}
        self.budget: dict[int, float] = {}
        """Position -> CPU seconds of the longest search made of it."""
        self.confirms = 0
        self.allowance = seconds * (REVIEW_ALLOWANCE / REVIEW_SECONDS)
        self.spent = 0.0
        """The budgets of the searches that found nothing, added up."""
        self._asked_seconds = 0.0
        self.gallops = 0
        """Steps taken back from the end before the first win was found."""

    # ----- the search ----------------------------------------------------------------------
    @property
    def done(self) -> bool:
        if self.won:
            return 0 in self.found
        return self.hi == self.lo + 1 and not self._confirming()

    def _confirming(self) -> bool:
        """The bisection has ended on a position with no win found that deserves a second,
        longer search."""
        return (self.found.get(self.hi) == UNKNOWN and self.tries.get(self.hi, 0) < 2
                and self.confirms < CONFIRMS and self.spent + self.confirm_seconds <= self.allowance)

    def progress(self) -> float:
        """How far the analysis has come, 0 to 1 (steps and bisection: each about log2 of the
        game's length)."""
        if self.done:
            return 1.0
        if self.won:
            return 0.0
        span = max(1, len(self.moves) + 1)
        return min(0.95, 1 - (self.hi - self.lo - 1) / span)

    def next_job(self) -> tuple[str, int, int] | None:
        """``(state JSON, budget in ms, seed)`` of the next position to search, or None."""
        if self.done:
            return None
        seconds = self.seconds
        if self.won:
            ply = 0
        elif self.hi == self.lo + 1:
            ply, seconds = self.hi, self.confirm_seconds
        elif self.lo < 0:
            # No win found yet: steps back from the end growing twice as long. The later a
            # position, the quicker the solver is sure of it, and one win found settles every
            # position before it.
            ply = min(self.hi - 1, max(0, len(self.moves) - 2 ** self.gallops))
            self.gallops += 1
        else:
            ply = (self.lo + self.hi) // 2
        self._asked = ply
        seed = ply + 7919 * self.tries.get(ply, 0)
        self.budget[ply] = max(self.budget.get(ply, 0.0), seconds)
        self._asked_seconds = seconds
        return self.positions[ply].to_json(), int(seconds * 1000), seed

    def take(self, answer: str | None) -> None:
        """The worker's answer for the position last asked: ``win <moves…>``, ``lost`` or
        ``unknown`` (None: the worker failed, which counts as unknown)."""
        ply, self._asked = self._asked, None
        if ply is None:
            return
        self.tries[ply] = self.tries.get(ply, 0) + 1
        if self.tries[ply] > 1:
            self.confirms += 1
        answer = answer or UNKNOWN
        if answer == UNKNOWN:
            self.spent += self._asked_seconds
        if answer.startswith("win "):
            self._learn(ply, answer.split()[1:])
        else:
            self.found[ply] = LOST if answer == LOST else UNKNOWN
            if not self.won:
                self.hi = min(self.hi, ply)

    def _learn(self, ply: int, line: list[str]) -> None:
        """A winning line from ``ply``; while the game's moves follow it, the later positions
        are winnable too."""
        while True:
            self.found[ply], self.lines[ply] = WIN, line
            if not self.won:
                self.lo = max(self.lo, ply)
            if not line or ply >= len(self.moves) or self.moves[ply].rstrip("x") != line[0].rstrip("x"):
                break
            ply, line = ply + 1, line[1:]
        if not self.won and self.hi <= self.lo:
            # The search goes on above: up to the next position known lost or with no win found.
            self.hi = min(p for p, status in self.found.items() if p > self.lo and status != WIN)

    # ----- what it found -------------------------------------------------------------------
    def status(self, ply: int) -> str:
        """What is known of the position after ``ply`` moves: win, lost or unknown."""
        if ply <= self.lo:
            return WIN
        if any(self.found.get(p) == LOST for p in range(ply + 1)):
            return LOST
        return UNKNOWN

    def last_winnable(self) -> int | None:
        """The last position from which a win was found (None: not even from the deal)."""
        return self.lo if self.done and self.lo >= 0 else None

    def suggestion(self, ply: int) -> str | None:
        """A winning move from the position after ``ply`` moves other than the one played:
        where the game let the win go, or at the start of a won game (the solver's own first
        move)."""
        line = self.lines.get(ply)
        if not line or not self.done or ply != (0 if self.won else self.lo):
            return None
        if ply < len(self.moves) and line[0].rstrip("x") == self.moves[ply].rstrip("x"):
            return None
        return line[0]

    def summary(self) -> str:
        """The review's headline."""
        if not self.done:
            return tr("The solver is looking at the game…")
        n = len(self.moves)
        if self.won:
            line = self.lines.get(0)
            text = tr("Every move kept the win.")
            if line is not None and len(line) < n:
                text += " " + ntr("The solver's line from the deal is {count} move shorter.",
                                  "The solver's line from the deal is {count} moves shorter.",
                                  n - len(line), count=n - len(line))
            return text
        last = self.last_winnable()
        if last is None:
            if self.status(0) == LOST:
                return tr("The deal could not be won: the solver proves it.")
            return tr("The solver found no win even from the deal (in {seconds} s).",
                      seconds=_seconds(self.budget.get(0, self.seconds)))
        if self.status(last + 1) == LOST:
            return tr("The win was still there before move {number}; move {number} ({move}) let "
                      "it go (the solver proves it).", number=last + 1, move=self.moves[last])
        return tr("The solver finds a win before move {number}; after move {number} ({move}) it "
                  "found none in {seconds} s.", number=last + 1, move=self.moves[last],
                  seconds=_seconds(self.budget.get(last + 1, self.seconds)))

    def verdict(self, ply: int) -> str:
        """The words for the position after ``ply`` moves."""
        if not self.done and self.lo < ply < self.hi:
            return tr("Not looked at yet.")
        status = self.status(ply)
        if self.won:
            text = tr("A win was still possible here, and the game went on to win.")
            move = self.suggestion(ply)
            if move is not None:
                text += " " + tr("The solver's own line starts with {move} (shown on the board).",
                                 move=move)
            return text
        if status == WIN:
            if ply == self.lo:
                move = self.suggestion(ply)
                text = tr("The last position from which the solver finds a win.")
                if move is not None:
                    text += " " + tr("A winning move here: {move} (shown on the board).", move=move)
                return text
            return tr("A win was still possible here.")
        if status == LOST:
            if ply == len(self.moves):
                return tr("The game is lost.")
            return tr("Proved lost: no line from here wins.")
        if self.found.get(ply) == UNKNOWN:
            return tr("No win found in {seconds} s from here.",
                      seconds=_seconds(self.budget.get(ply, self.seconds)))
        return tr("Not searched: no win was found from an earlier position.")

    def key_plies(self) -> list[int]:
        """The positions the list shows: the last winnable one (where the win was let go)."""
        last = self.last_winnable()
        return [] if self.won or last is None else [last]

    def key_text(self, ply: int) -> str:
        if self.status(ply + 1) == LOST:
            return tr("Move {number}: {move} let the win go", number=ply + 1, move=self.moves[ply])
        return tr("Move {number}: {move}, no win found after it", number=ply + 1,
                  move=self.moves[ply])

    def graph(self) -> list[float | None]:
        """Per position: 1 a win exists, -1 proved lost, -0.3 no win found, None not known yet."""
        values: list[float | None] = []
        for ply in range(len(self.positions)):
            if not self.done and self.lo < ply < self.hi:
                values.append(None)
                continue
            status = self.status(ply)
            values.append(1.0 if status == WIN else -1.0 if status == LOST else -0.3)
        return values

    def colour(self, value: float) -> tuple[int, int, int]:
        """A bar of the strip: green a win exists, red proved lost, grey no win found."""
        return (120, 200, 120) if value > 0 else (220, 60, 60) if value <= -0.9 else (150, 154, 168)

    def graph_labels(self) -> tuple[str, str]:
        """What the strip's upper and lower halves mean."""
        return tr("A win exists"), tr("No win")

    def state(self, ply: int) -> MazeState:
        return self.positions[ply]


def _seconds(seconds: float) -> str:
    return f"{seconds:g}"

"""A look back at a finished Maorider game: the engine's evaluation of every position.

:class:`Review` hands the positions one by one to a worker (:func:`choose_move` below runs the
engine's search on a fixed node budget, so the review says the same on any machine), draws the
evaluation curve from the answers, and lists the moves where the evaluation swung most against
the side that played them, each with the engine's own choice there.

It works in two passes so a family at the end of a game is not kept waiting: a quick pass of
:data:`QUICK_NODES` over every position draws the whole curve and a first list of swings (a few
seconds), then the positions on both sides of the :data:`DEEP_SWINGS` biggest swings are searched
again at :data:`REVIEW_NODES`; only swings the deep pass confirms are listed at the end (figures
in ``games/REVIEW_NOTES.md``).

Scores are squashed to an expectation between -1 (Black wins) and 1 (White wins) before they
are compared, so a lost pawn counts for more in a level game than in one already decided. Pure
Python (no pygame).
"""
from __future__ import annotations

import math
import random
import time
from typing import Callable

from games.engine.i18n import tr
from games.maorider.ai import LEVEL_SETTINGS, MATE_BOUND, Level, Searcher
from games.maorider.rules import MaoriderState, from_json
from games.maorider.tables import Move

REVIEW_NODES = 8_000
"""Search nodes per position of the deep pass (the hard level's budget): about a third of a
second each."""
QUICK_NODES = 1_500
"""Search nodes per position of the quick pass over the whole game (the beginner's budget)."""
DEEP_SWINGS = 6
"""Swings of the quick pass searched again at :data:`REVIEW_NODES` (both of their positions)."""
GUARD_SECONDS = 5.0
"""A time cap per position, only against a very slow host."""
SCALE = 600
"""Centipawns at which the expectation is tanh(1) = 0.76 (a Rook ahead is about 0.68)."""
SWING = 0.15
"""The smallest drop in expectation worth listing (about a pawn from a level game)."""
MOST_SWINGS = 4
"""Swings listed (the review screen has room for four rows)."""
MATE = 100_000


def choose_move(state: MaoriderState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The worker's job: ``"<score> <move>"``, the engine's score (centipawns, for the side to
    move) and its choice after a search of ``level`` nodes (0: :data:`REVIEW_NODES`). A
    position so sharp that the budget ends inside the first iteration is searched one ply
    deep in full (quiescence decides it), so every answer is a finished search."""
    strongest = LEVEL_SETTINGS[-1]
    nodes, depth = level or REVIEW_NODES, 64
    while True:
        settings = Level(depth, nodes, GUARD_SECONDS, 0, 0.0, strongest.knows_variant,
                         strongest.prunes)
        searcher = Searcher(state, settings, time.perf_counter() + GUARD_SECONDS, should_stop)
        move, score = searcher.root(settings.depth, random.Random(seed))
        if searcher.depth_done or depth == 1:
            return f"{score} {Move(move)}"
        nodes, depth = 10 ** 9, 1


def expectation(score: int) -> float:
    """A White-side score (centipawns) as an expectation between -1 and 1."""
    return math.tanh(score / SCALE)


def score_text(score: int) -> str:
    """A White-side score in words: ``+1.4``, ``-0.2``, "White mates"."""
    if score > MATE_BOUND:
        return tr("White wins by force")
    if score < -MATE_BOUND:
        return tr("Black wins by force")
    return f"{score / 100:+.1f}"


def short_score(score: int | None) -> str:
    """A White-side score for a list row: ``+1.4``, or ``+M`` / ``-M`` for a forced win."""
    if score is None:
        return "?"
    if abs(score) > MATE_BOUND:
        return "+M" if score > 0 else "-M"
    return f"{score / 100:+.1f}"


class Review:
    """The analysis of one finished game, fed one engine answer at a time.

    ``scores[p]`` is the engine's score of the position after ``p`` moves (White's side),
    ``choices[p]`` its move there."""

    rules = "games.maorider.rules"
    worker = "games.maorider.review"

    def __init__(self, initial: str, moves: list[str], nodes: int = REVIEW_NODES,
                 quick_nodes: int = QUICK_NODES) -> None:
        self.moves = list(moves)
        self.nodes = nodes
        self.quick_nodes = min(quick_nodes, nodes)
        self.deadline_s = 4 * GUARD_SECONDS
        """Wall seconds after which a silent worker is replaced."""
        state = from_json(initial)
        self.positions: list[MaoriderState] = [state.copy()]
        for move in self.moves:
            state.play(move)
            self.positions.append(state.copy())
        self.scores: list[int | None] = [None] * len(self.positions)
        self.choices: list[str | None] = [None] * len(self.positions)
        self._asked: int | None = None
        self._next = 0
        self.deep: set[int] = set()
        """Positions the deep pass looked at (its answer, or the quick one when it gave none)
        or the rules settled."""
        self._deep_queue: list[int] | None = None
        """Positions the deep pass still has to search (None: the quick pass is not over)."""
        self.swings_checked: list[int] = []
        """The plies whose swing the deep pass looked at again."""
        self._deep_searched = 0
        self.unjudged: set[int] = set()
        """Positions whose search gave no answer (the worker failed or ran out of time)."""
        self.names: tuple[str, ...] = ()
        """The seats' player names, White's first ("" for an unnamed seat or a computer): a
        side a named player played is called by the name, as the game called it."""
        self._settle_ends()
        if self.curve_done:
            self._plan_deep()

    def _settle_ends(self) -> None:
        """Positions where the game is over need no search: the rules score them."""
        for ply, state in enumerate(self.positions):
            if state.is_over():
                winners = state.winners()
                self.scores[ply] = MATE if 0 in winners else -MATE if 1 in winners else 0
                self.deep.add(ply)

    @property
    def curve_done(self) -> bool:
        """Every position has a score (from the quick pass at least)."""
        return all(score is not None for score in self.scores)

    @property
    def keys_ready(self) -> bool:
        """The list of swings can be shown (the deep pass may still change it)."""
        return self.curve_done

    @property
    def done(self) -> bool:
        return self.curve_done and self._deep_queue is not None and not self._deep_queue

    def progress(self) -> float:
        """How far the analysis has come, 0 to 1: a deep answer counts as four quick ones
        (it costs about five)."""
        if self.done:
            return 1.0
        quick = sum(score is not None for score in self.scores)
        if self._deep_queue is None:
            planned = 2 * DEEP_SWINGS
        else:
            planned = self._deep_searched + len(self._deep_queue)
        return (quick + 4 * self._deep_searched) / (len(self.scores) + 4 * planned)

    def next_job(self) -> tuple[str, int, int] | None:
        """``(state JSON, nodes, seed)`` of the next position to search, or None: first every
        position at :attr:`quick_nodes`, then the deep pass."""
        while self._next < len(self.positions) and self.scores[self._next] is not None:
            self._next += 1
        if self._next < len(self.positions):
            self._asked = self._next
            return self.positions[self._next].to_json(), self.quick_nodes, 0
        if not self._deep_queue:
            return None
        self._asked = self._deep_queue[0]
        return self.positions[self._asked].to_json(), self.nodes, 0

    def _plan_deep(self) -> None:
        """After the quick pass: both positions of the biggest swings, biggest first."""
        if self.quick_nodes >= self.nodes:
            self.deep.update(range(len(self.positions)))
            self._deep_queue = []
            return
        drops = sorted((-drop, ply) for ply in range(len(self.moves))
                       if (drop := self.drop(ply)) is not None and drop >= SWING / 2)
        self.swings_checked = [ply for _, ply in drops[:DEEP_SWINGS]]
        queue: list[int] = []
        for ply in self.swings_checked:
            queue += [p for p in (ply, ply + 1) if p not in self.deep and p not in queue]
        self._deep_queue = queue

    def take(self, answer: str | None) -> None:
        """The worker's ``"<score> <move>"`` for the position last asked (None: it failed;
        the position then keeps the score before it, so the review still ends)."""
        ply, self._asked = self._asked, None
        if ply is None:
            return
        deep = self._deep_queue is not None
        if deep:
            self._deep_queue.remove(ply)
            self.deep.add(ply)
            self._deep_searched += 1
        head, _, move = (answer or "").partition(" ")
        try:
            score = int(head)
        except ValueError:
            score = None
        if score is None or abs(score) > 2 * MATE:
            if deep:
                return  # the quick pass's answer stands
            # No finished search: the curve carries the last score on, and no choice is shown.
            earlier = self.scores[ply - 1] if ply else 0
            self.unjudged.add(ply)
            white, move = earlier if earlier is not None else 0, ""
        else:
            white = score if self.positions[ply].side == 0 else -score
            self.unjudged.discard(ply)
        self.scores[ply], self.choices[ply] = white, move or None
        if not deep:
            self._next = ply + 1
            if self.curve_done:
                self._plan_deep()

    # ----- what it found -------------------------------------------------------------------
    def graph(self) -> list[float | None]:
        """Per position: the expectation for White (-1 to 1), None not known yet."""
        return [None if s is None else expectation(s) for s in self.scores]

    def drop(self, ply: int) -> float | None:
        """How much move ``ply + 1`` lost for the side that played it (in expectation)."""
        if ply + 1 >= len(self.positions):
            return None
        before, after = self.scores[ply], self.scores[ply + 1]
        if before is None or after is None:
            return None
        change = expectation(after) - expectation(before)
        return -change if self.positions[ply].side == 0 else change

    def key_plies(self) -> list[int]:
        """The positions before the moves that lost most (3-5 of them, biggest first), where
        the engine would have played something else; once the review is done, only swings
        whose both positions the deep pass searched."""
        drops = []
        for ply in range(len(self.moves)):
            if self.done and not {ply, ply + 1} <= self.deep:
                continue
            drop = self.drop(ply)
            choice = self.choices[ply]
            if drop is not None and drop >= SWING and choice is not None \
                    and choice != self.moves[ply]:
                drops.append((-drop, ply))
        return [ply for _, ply in sorted(drops)[:MOST_SWINGS]]

    def suggestion(self, ply: int) -> str | None:
        """The engine's choice in the position after ``ply`` moves, when it differs from the
        move played there."""
        choice = self.choices[ply]
        if choice is None or (ply < len(self.moves) and choice == self.moves[ply]):
            return None
        return choice

    def _side(self, ply: int) -> str:
        side = self.positions[ply].side
        if side < len(self.names) and self.names[side]:
            return self.names[side]
        return tr("White") if side == 0 else tr("Black")

    def key_text(self, ply: int) -> str:
        return tr("Move {number}, {side}: {move} ({before} to {after}), better {choice}",
                  number=ply + 1, side=self._side(ply), move=self.moves[ply],
                  before=short_score(self.scores[ply]), after=short_score(self.scores[ply + 1]),
                  choice=self.choices[ply] or "?")

    def summary(self) -> str:
        if not self.curve_done:
            return tr("The engine is looking at every position…")
        if not self.done:
            return tr("A first look is done; the engine looks deeper at the biggest swings…")
        if not self.key_plies():
            return tr("No big swings: no move lost much by the engine's measure.")
        return tr("The biggest swings are listed below, each with the engine's choice.")

    def verdict(self, ply: int) -> str:
        """The words for the position after ``ply`` moves."""
        score = self.scores[ply]
        if score is None:
            return tr("Not looked at yet.")
        if ply in self.unjudged:
            return tr("This position could not be judged in its budget.")
        text = tr("Evaluation (White's view): {score}", score=score_text(score))
        if ply >= len(self.moves):
            return text
        choice = self.suggestion(ply)
        drop = self.drop(ply)
        played = tr("{side} played {move}.", side=self._side(ply), move=self.moves[ply])
        if choice is None:
            return f"{text}. {played} " + tr("The engine agrees.")
        worse = "" if drop is None or drop < SWING else " " + tr("That lost a lot.")
        return f"{text}. {played}{worse} " + tr("The engine's choice: {move} (shown on the board).",
                                                  move=choice)

    def colour(self, value: float) -> tuple[int, int, int]:
        """A bar of the curve: ivory while White is ahead, ebony while Black is."""
        return (236, 230, 214) if value >= 0 else (112, 98, 88)

    def graph_labels(self) -> tuple[str, str]:
        """What the curve's upper and lower halves mean."""
        return tr("White ahead"), tr("Black ahead")

    def state(self, ply: int) -> MaoriderState:
        return self.positions[ply]

"""The Maorider engine as it stood before issue 17, frozen for the bench to measure against.

Do not improve it: ``games.maorider.bench`` plays the engine in ``ai.py`` against this copy.
It was: iterative-deepening alpha-beta (negamax).

The search works on a private copy of the state through its fast layer (``legal_codes``,
``push``, ``pop``, the incremental Zobrist ``key``). It has a transposition table, move
ordering (TT move, captures/shots/recruits by MVV-LVA, killers), a quiescence search on
captures, shots, recruits and promotions, and a check extension.

Levels are budgets of nodes, not of seconds, so a given seed always gives the same move on any
machine; a generous time cap per level (and ``should_stop``) only guards against a very slow
host, and then the best move found so far is returned.
"""
from __future__ import annotations

import random
import time
from operator import add
from typing import Callable

from games.maorider.rules import MaoriderState
from games.maorider.tables import (
    BLACK_BIT, CAMEL, CANNON, ELEPHANT, GOLD, HEIGHT, KING, KNIGHT, MAO, MAORIDER, NORMAL,
    PAWN, RECRUIT, ROOK, SILVER, SPAWN, SUICIDE, VSILVER, WIDTH, Move,
)

LEVELS: list[str] = ["beginner", "easy", "medium", "hard", "master"]

# Per level: (deepest iteration, node budget, seconds cap, root noise in centipawns).
LEVEL_SETTINGS = [
    (1, 3_000, 2.0, 150),
    (2, 8_000, 3.0, 40),
    (3, 20_000, 4.0, 10),
    (64, 30_000, 6.0, 0),
    (64, 60_000, 10.0, 0),
]

# Centipawn values, after the rules seed's three groups of strength.
VALUES = {KING: 350, ROOK: 500, KNIGHT: 450, MAORIDER: 380, GOLD: 330, CAMEL: 300,
          SILVER: 250, VSILVER: 240, CANNON: 250, ELEPHANT: 220, MAO: 230, SPAWN: 120,
          PAWN: 100}
MATE = 100_000
INF = 10 * MATE
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 96
TT_LIMIT = 400_000


def _piece_square_tables() -> list[list[int]]:
    """PST[code][square]: value plus a small placement bonus, signed (White positive)."""
    tables = [[0] * (WIDTH * HEIGHT) for _ in range(32)]
    for t, value in VALUES.items():
        for colour in (0, 1):
            code = t | (BLACK_BIT if colour else 0)
            sign = -1 if colour else 1
            for sq in range(WIDTH * HEIGHT):
                f, r = sq % WIDTH, sq // WIDTH
                advance = r if colour == 0 else HEIGHT - 1 - r
                centre = 8 - abs(2 * f - 8) // 2 - abs(2 * r - 7) // 2
                if t in (PAWN, SPAWN):
                    bonus = 6 * advance + centre
                elif t == KING:
                    bonus = -3 * advance  # Kings recruit, but lose nothing by staying home
                else:
                    bonus = 2 * centre + advance
                tables[code][sq] = sign * (value + bonus)
    return tables


PST = _piece_square_tables()
# The same numbers laid out square-major (index square * 32 + code) so that evaluate() is a
# single C-level map over the board.
PST_FLAT = [PST[code][sq] for sq in range(WIDTH * HEIGHT) for code in range(32)]
SQUARE_BASE = [sq * 32 for sq in range(WIDTH * HEIGHT)]


class _Stop(Exception):
    """Raised inside the search when the budget is spent or ``should_stop()`` says so."""


def evaluate(state: MaoriderState) -> int:
    """Static score in centipawns from the side to move's point of view."""
    score = sum(map(PST_FLAT.__getitem__, map(add, SQUARE_BASE, state.board)))
    return -score if state.side else score


class Searcher:
    """One search over a private copy of a state; ``nodes`` counts pushes (incl. quiescence)."""

    def __init__(self, state: MaoriderState, max_nodes: int, deadline: float,
                 should_stop: Callable[[], bool] = lambda: False) -> None:
        self.s = state.copy()
        self.max_nodes = max_nodes
        self.deadline = deadline
        self.should_stop = should_stop
        self.nodes = 0
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.killers = [[0, 0] for _ in range(MAX_PLY + 8)]
        self.depth_done = 0

    def _tick(self) -> None:
        if (self.nodes >= self.max_nodes or time.perf_counter() >= self.deadline
                or self.should_stop()):
            raise _Stop

    def _repeated(self) -> bool:
        """A position already seen (same side to move) since the last irreversible move."""
        s = self.s
        hm = s.halfmove
        if hm < 4:
            return False
        stack = s.stack
        key = s.key
        for i in range(2, min(hm, len(stack)) + 1, 2):
            if stack[-i][4] == key:
                return True
        return False

    def _victim(self, m: int) -> int:
        """Ordering gain of a tactical move (0 for a quiet one)."""
        b = self.s.board
        kind = m >> 14
        to = (m >> 7) & 127
        if kind == RECRUIT:
            return 2 * VALUES[b[to] & 15] * 16
        if kind == SUICIDE:
            return 0
        q = b[to]
        if q:
            return VALUES[q & 15] * 16 - (VALUES[b[m & 127] & 15] // 16 if kind == NORMAL else 0)
        p = b[m & 127] & 15
        if kind == NORMAL and p in (PAWN, SPAWN, SILVER) and (to // WIDTH in (0, HEIGHT - 1)):
            return 200 * 16  # a promotion
        return 0

    def _order(self, moves: list[int], tt_move: int, ply: int) -> list[int]:
        k1, k2 = self.killers[ply]
        scored = []
        for m in moves:
            if m == tt_move:
                key = 1 << 30
            else:
                v = self._victim(m)
                key = v + 100_000 if v else (50_000 if m == k1 else 40_000 if m == k2 else 0)
            scored.append((key, m))
        scored.sort(reverse=True)
        return [m for _, m in scored]

    def negamax(self, depth: int, alpha: int, beta: int, ply: int) -> int:
        """Score of the position for the side to move, searched ``depth`` plies."""
        s = self.s
        if ply and (s.halfmove >= 100 or self._repeated()):
            return 0
        key = s.key
        entry = self.tt.get(key)
        tt_move = 0
        if entry:
            e_depth, e_flag, e_score, tt_move = entry
            if ply and e_depth >= depth:
                if e_flag == EXACT or (e_flag == LOWER and e_score >= beta) or (
                        e_flag == UPPER and e_score <= alpha):
                    return e_score
        if depth <= 0 or ply >= MAX_PLY:
            return self.quiesce(alpha, beta, ply)
        moves = s.legal_codes()
        if not moves:
            return -MATE + ply
        if s.in_check:
            depth += 1
        alpha0 = alpha
        best, best_move = -INF, moves[0]
        for m in self._order(moves, tt_move, ply):
            self.nodes += 1
            if not self.nodes & 511:
                self._tick()
            s.push(m)
            score = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            s.pop()
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if not self._victim(m) and m != self.killers[ply][0]:
                            self.killers[ply][1] = self.killers[ply][0]
                            self.killers[ply][0] = m
                        break
        flag = EXACT if alpha0 < best < beta else (LOWER if best >= beta else UPPER)
        if len(self.tt) >= TT_LIMIT:
            self.tt.clear()
        self.tt[key] = (depth, flag, best, best_move)
        return best

    def quiesce(self, alpha: int, beta: int, ply: int) -> int:
        """Captures, shots, recruits and promotions until the position is quiet."""
        s = self.s
        kings = s.kings[s.side]
        if not kings:
            return -MATE + ply
        if any(s.attacked(k, s.side ^ 1) for k in kings):
            moves = s.legal_codes()  # in check: every evasion, no standing pat
            if not moves:
                return -MATE + ply
            candidates = self._order(moves, 0, ply)
            best = -INF
        else:
            best = evaluate(s)
            if best >= beta or ply >= MAX_PLY:
                return best
            alpha = max(alpha, best)
            scored = [(self._victim(m), m) for m in s.tactical_codes() or ()]
            scored.sort(reverse=True)
            candidates = [m for _, m in scored]
        for m in candidates:
            self.nodes += 1
            if not self.nodes & 511:
                self._tick()
            s.push(m)
            score = -self.quiesce(-beta, -alpha, ply + 1)
            s.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def root(self, max_depth: int, noise: int, rng: random.Random) -> tuple[int, int]:
        """Iterative deepening; returns (best move code, score). Noise > 0 scores every root
        move with a full window and adds seeded noise (the weak levels)."""
        moves = self.s.legal_codes()
        best_move, best_score = moves[0], -INF
        order = self._order(moves, 0, 0)
        for depth in range(1, max_depth + 1):
            try:
                results = []
                alpha = -INF
                for m in order:
                    self.nodes += 1
                    self.s.push(m)
                    try:
                        window = -INF if noise else alpha
                        score = -self.negamax(depth - 1, -INF, -window, 1)
                    finally:
                        self.s.pop()
                    results.append((score, m))
                    if score > alpha:
                        alpha = score
                        if not noise:
                            best_move, best_score = m, score
            except _Stop:
                break
            self.depth_done = depth
            if noise:
                # Noise blurs judgement only: a forced mate (either way) is never blurred.
                noisy = [(score + (rng.randint(-noise, noise) if abs(score) < MATE - MAX_PLY
                                   else 0), m) for score, m in results]
                best_score, best_move = max(noisy)
            results.sort(key=lambda x: -x[0])
            order = [m for _, m in results]
            if abs(best_score) >= MATE - MAX_PLY and not noise:
                break
        return best_move, best_score


def choose_move(state: MaoriderState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the move the computer plays at ``level`` (0 = weakest)."""
    max_depth, max_nodes, seconds, noise = LEVEL_SETTINGS[max(0, min(level, len(LEVELS) - 1))]
    searcher = Searcher(state, max_nodes, time.perf_counter() + seconds, should_stop)
    move, _ = searcher.root(max_depth, noise, random.Random(seed))
    return str(Move(move))


def search_figures(state: MaoriderState, seconds: float) -> tuple[int, int, float]:
    """(nodes, deepest completed iteration, elapsed seconds) of a time-limited search."""
    start = time.perf_counter()
    searcher = Searcher(state, 10 ** 12, start + seconds)
    searcher.root(64, 0, random.Random(0))
    return searcher.nodes, searcher.depth_done, time.perf_counter() - start

"""Computer players for Maorider Chess: iterative-deepening principal-variation search.

The search works on a private copy of the state through its fast layer (``legal_codes``,
``push``, ``pop``, the incremental Zobrist ``key``):

* root: iterative deepening with aspiration windows around the last iteration's score;
* inner nodes: PVS (null windows after the first move), null-move pruning (never in check, never
  when the side to move is down to a few pieces: stalemate loses here, so zugzwang is real),
  late-move reductions for quiet moves, a check extension, mate-distance pruning;
* ordering: transposition-table move, captures/shots/recruits/promotions by MVV-LVA, two
  killers per ply, then a history table;
* a transposition table kept from one move to the next of the same game (per level), with mate
  scores stored relative to the node so that they stay right at another depth;
* quiescence on captures, shots, recruits and promotions, all evasions in check, and a
  stalemate test where the side to move has few pieces left (no move is a loss);
* draws as the rules page has them (repetition over the whole game, 100 plies), a loss on that
  same ply outranking the draw;
* an evaluation that knows the variant: material and placement, frozen pieces (and the ones the
  enemy King may recruit next move), King safety for one King and for two, Cannon targets and
  mobility.

Levels are budgets of depth and nodes, not of seconds, so a given seed gives the same move on
any machine for the same position and the same earlier searches (the tables a level kept from
its previous move of this game, in this process); a time cap per level (and ``should_stop``)
only guards against a very slow host.
The weak levels add seeded noise to the root scores, and the beginner now and then plays a
plausible but worse move, as a beginner does.

The easiest level (:func:`easiest_move`) does not search: it looks one ply ahead at material
and placement with a large seeded whim, as a child does. It always takes a win on the spot (a
mate or a stalemate of the opponent); a move that puts the piece it moves down where it can be
taken for nothing or recruited costs that piece's value in its score (so it seldom drops more
than a pawn that way), and a move back to a position of the game costs more than its whim can
make up (so two easiest players never shuffle for ever).
It does not look at what the opponent threatens, so it leaves pieces hanging and misses many
captures: a greedy one-ply player beats it (``python -m games.maorider.bench --only greedy``).
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from operator import add
from typing import Callable

from games.engine.i18n import N_
from games.maorider.rules import MaoriderState
from games.maorider.tables import (
    ADJ, ADJSET, BLACK_BIT, CAMEL, CANNON, ELEPHANT, GOLD, HEIGHT, KING, KNIGHT, MAO,
    MAO_T, MAORIDER, NORMAL, PAWN, RAYS, RECRUIT, RIDER_T, ROOK, SHOT_T, SILVER, SPAWN,
    SUICIDE, VSILVER, WIDTH, Z_SIDE, Move,
)

LEVELS: list[str] = [N_("easiest"), N_("beginner"), N_("easy"), N_("normal"), N_("hard"),
                     N_("master")]
"""Level names, weakest first; ``choose_move``'s ``level`` indexes this list."""
EASIEST = 0


@dataclass(frozen=True)
class Level:
    """How one level plays: search limits and the human touches of the weak ones."""
    depth: int  # deepest iteration
    nodes: int  # node budget per move
    seconds: float  # time cap per move (a guard for slow hosts)
    noise: int  # seeded noise on root scores, centipawns (0: none)
    blunder: float  # chance of playing a plausible worse move instead of the best
    knows_variant: bool  # the full evaluation (else material and placement only)
    prunes: bool  # null move and late-move reductions


# The searching levels, beginner to master: LEVEL_SETTINGS[i] is level i + 1 (easiest does not
# search).
LEVEL_SETTINGS = [
    Level(1, 1_500, 2.0, 120, 0.15, False, False),
    Level(2, 3_000, 3.0, 40, 0.0, True, False),
    Level(3, 4_000, 4.0, 10, 0.0, True, True),
    Level(64, 8_000, 6.0, 0, 0.0, True, True),
    Level(64, 16_000, 10.0, 0, 0.0, True, True),
]

# Centipawn values, after the rules seed's three groups of strength.
VALUES = {KING: 350, ROOK: 500, KNIGHT: 450, MAORIDER: 380, GOLD: 330, CAMEL: 300,
          SILVER: 250, VSILVER: 240, CANNON: 250, ELEPHANT: 220, MAO: 230, SPAWN: 120,
          PAWN: 100}
MATE = 100_000
MATE_BOUND = MATE - 1000  # scores beyond this are mates
INF = 10 * MATE
EXACT, LOWER, UPPER = 0, 1, 2
MAX_PLY = 96
TT_LIMIT = 400_000
ASPIRATION = 40
EASIEST_WHIM = 300  # centipawns of seeded whim on each easiest move's one-ply score
REPEAT_COST = 2 * EASIEST_WHIM + 1  # going back to a position of the game: beyond any whim
THIN = 3  # with this many non-pawn pieces or fewer: no null move, stalemate test in quiescence
LAZY_MARGIN = 250  # the variant terms seldom move the score further than this


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
                elif t == SILVER:
                    bonus = 8 * advance + centre  # on the last rank it becomes a King
                elif t == KING:
                    bonus = -3 * advance  # Kings recruit, but lose nothing by staying home
                else:
                    bonus = 2 * centre + advance
                tables[code][sq] = sign * (value + bonus)
    return tables


PST = _piece_square_tables()
# The same numbers laid out square-major (index square * 32 + code) so that the material part
# of the evaluation is a single C-level map over the board.
PST_FLAT = [PST[code][sq] for sq in range(WIDTH * HEIGHT) for code in range(32)]
SQUARE_BASE = [sq * 32 for sq in range(WIDTH * HEIGHT)]
# Squares within two steps of a square (the King's neighbourhood for safety).
RING2 = [tuple(t for t in range(WIDTH * HEIGHT)
               if max(abs(t % 9 - s % 9), abs(t // 9 - s // 9)) == 2) for s in range(WIDTH * HEIGHT)]
MOBILE = [t in (ROOK, CAMEL, ELEPHANT, MAORIDER, MAO, CANNON) for t in range(16)]
NON_PAWN = frozenset({ROOK, CAMEL, KNIGHT, MAORIDER, ELEPHANT, MAO, GOLD, SILVER, VSILVER,
                      CANNON})


class _Stop(Exception):
    """Raised inside the search when the budget is spent or ``should_stop()`` says so."""


def material(state: MaoriderState) -> int:
    """Material and placement in centipawns, White positive."""
    return sum(map(PST_FLAT.__getitem__, map(add, SQUARE_BASE, state.board)))


def variant_terms(state: MaoriderState) -> int:
    """What this variant adds to material, White positive: frozen pieces, King safety, Cannon
    targets and mobility."""
    b = state.board
    kings = state.kings
    score = 0
    side = state.side
    for c in (0, 1):
        sign = -1 if c else 1
        mine = BLACK_BIT if c else 0
        # Frozen pieces cannot move; those of the side to move may be recruited at once.
        if kings[c ^ 1]:
            for sq in state.frozen_squares(c):
                v = VALUES[b[sq] & 15]
                score -= sign * (v // 2 if c == side else v // 5)
        # King safety: enemies two steps from a King (nearer ones it freezes itself), friends
        # next to it; a lone King counts double (with two, losing one is not the end).
        weight = 2 if len(kings[c]) == 1 else 1
        for k in kings[c]:
            danger = 0
            prey = 0
            enemy_kings = kings[c ^ 1]
            for a in RING2[k]:
                q = b[a]
                if q and (q & BLACK_BIT) != mine and q & 15 != KING:
                    danger += 1
                    # Out of its own Kings' reach, the King may step next to it, freeze it
                    # and recruit it the move after.
                    near = ADJSET[a]
                    for ek in enemy_kings:
                        if ek in near:
                            break
                    else:
                        prey += VALUES[q & 15] // 10
            score += sign * prey
            guard = 0
            for a in ADJ[k]:
                q = b[a]
                if q and (q & BLACK_BIT) == mine and q & 15 != KING:
                    guard += 1
            score -= sign * weight * (8 * danger - 4 * min(guard, 3))
    # Mobility of the long movers and Cannon targets, piece by piece.
    for sq in [i for i, p in enumerate(b) if p and MOBILE[p & 15]]:
        p = b[sq]
        t = p & 15
        sign = -1 if p & BLACK_BIT else 1
        n = 0
        if t == MAO:
            for mid, to, _ in MAO_T[sq]:
                if not b[mid] and not b[to]:
                    n += 2
        elif t == CANNON:
            mine = p & BLACK_BIT
            for to, _ in SHOT_T[sq]:
                q = b[to]
                if q and (q & BLACK_BIT) != mine:
                    n += 8 + VALUES[q & 15] // 25
        elif t == MAORIDER:
            for path in RIDER_T[sq]:
                for mid, to, _ in path:
                    if b[mid] or b[to]:
                        break
                    n += 3
        else:
            for ray in RAYS[t][sq]:
                for to, _ in ray:
                    if b[to]:
                        break
                    n += 3
        score += sign * n
    return score


def evaluate(state: MaoriderState, knows_variant: bool = True) -> int:
    """Static score in centipawns from the side to move's point of view."""
    score = material(state)
    if knows_variant:
        score += variant_terms(state)
    return -score if state.side else score


def _non_pawns(state: MaoriderState, colour: int) -> int:
    mine = BLACK_BIT if colour else 0
    return sum(1 for p in state.board if p and (p & BLACK_BIT) == mine and p & 15 in NON_PAWN)


# Per level: (start position, move codes played) of the game last searched, and its tables.
_MEMORY: dict[int, tuple[tuple[str, tuple[int, ...]], dict, list[int], dict]] = {}


def _tables_for(state: MaoriderState, level: int) -> tuple[dict, list[int], dict]:
    """The transposition, history and evaluation tables of ``level``: kept when ``state`` continues the game
    that level searched last (strictly later in it), new otherwise, so that the same position
    searched twice gives the same move."""
    game = (state.start, tuple(entry[0] for entry in state.stack))
    old = _MEMORY.get(level)
    if old and old[0][0] == game[0] and len(old[0][1]) < len(game[1]) \
            and game[1][:len(old[0][1])] == old[0][1]:
        tt, history, terms = old[1], old[2], old[3]
        if len(tt) >= TT_LIMIT:
            tt.clear()
        history[:] = [h // 8 for h in history]  # old history fades
    else:
        tt, history, terms = {}, [0] * (1 << 14), {}
    _MEMORY[level] = (game, tt, history, terms)
    return tt, history, terms


class Searcher:
    """One search over a private copy of a state; ``nodes`` counts pushes (incl. quiescence)."""

    def __init__(self, state: MaoriderState, level: Level, deadline: float,
                 should_stop: Callable[[], bool] = lambda: False,
                 tables: tuple[dict, list[int], dict] | None = None) -> None:
        self.s = state.copy()
        self.level = level
        self.max_nodes = level.nodes
        self.deadline = deadline
        self.should_stop = should_stop
        self.nodes = 0
        self.tt, self.history, self.terms = tables if tables else ({}, [0] * (1 << 14), {})
        self.killers = [[0, 0] for _ in range(MAX_PLY + 8)]
        self.depth_done = 0
        self.partial: list[tuple[int, int]] = []  # root scores of the iteration under way
        self.knows = level.knows_variant
        # Every position of the game so far, with the one on the board: a position met again
        # in the search is scored a draw (the opponent can repeat it for the third time).
        self.seen: dict[int, int] = {}
        for entry in state.stack:
            self.seen[entry[4]] = self.seen.get(entry[4], 0) + 1
        self.seen[state.key] = self.seen.get(state.key, 0) + 1

    def _tick(self) -> None:
        if (self.nodes >= self.max_nodes or time.perf_counter() >= self.deadline
                or self.should_stop()):
            raise _Stop

    def _push(self, m: int) -> None:
        s = self.s
        s.push(m)
        key = s.key
        self.seen[key] = self.seen.get(key, 0) + 1

    def _pop(self) -> None:
        s = self.s
        seen = self.seen
        key = s.key
        n = seen[key] - 1
        if n:
            seen[key] = n
        else:
            del seen[key]
        s.pop()

    def _terms(self) -> int:
        """variant_terms of the position on the board, cached by its key."""
        s = self.s
        key = s.key
        terms = self.terms.get(key)
        if terms is None:
            if len(self.terms) >= TT_LIMIT:
                self.terms.clear()
            terms = self.terms[key] = variant_terms(s)
        return terms

    def _evaluate(self) -> int:
        """evaluate() of the position on the board, from the side to move's point of view."""
        s = self.s
        score = material(s)
        if self.knows:
            score += self._terms()
        return -score if s.side else score

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

    def _order(self, moves: list[int], tt_move: int, ply: int) -> list[tuple[int, int]]:
        """(ordering key, move), best first; keys ≥ 40 000 are TT, tactical or killer moves."""
        k1, k2 = self.killers[ply]
        history = self.history
        scored = []
        for m in moves:
            if m == tt_move:
                key = 1 << 30
            else:
                v = self._victim(m)
                if v:
                    key = v + 100_000
                elif m == k1:
                    key = 50_000
                elif m == k2:
                    key = 40_000
                else:
                    key = min(history[m & 0x3FFF], 39_999)
            scored.append((key, m))
        scored.sort(reverse=True)
        return scored

    def _store(self, key: int, depth: int, flag: int, score: int, move: int, ply: int) -> None:
        # Mate scores are kept as "mate in n from this node", not from the root.
        if score > MATE_BOUND:
            score += ply
        elif score < -MATE_BOUND:
            score -= ply
        self.tt[key] = (depth, flag, score, move)

    def negamax(self, depth: int, alpha: int, beta: int, ply: int, can_null: bool = True) -> int:
        """Score of the position for the side to move, searched ``depth`` plies."""
        s = self.s
        key = s.key
        if s.halfmove >= 100 or self.seen.get(key, 0) >= 2:
            # A draw, unless the side to move has lost on this very ply.
            return 0 if s.legal_codes() else -MATE + ply
        # Mate-distance pruning: no line from here beats a mate already found nearer the root.
        if alpha < -MATE + ply:
            alpha = -MATE + ply
        if beta > MATE - ply - 1:
            beta = MATE - ply - 1
        if alpha >= beta:
            return alpha
        entry = self.tt.get(key)
        tt_move = 0
        if entry:
            e_depth, e_flag, e_score, tt_move = entry
            if e_depth >= depth:
                if e_score > MATE_BOUND:
                    e_score -= ply
                elif e_score < -MATE_BOUND:
                    e_score += ply
                if e_flag == EXACT or (e_flag == LOWER and e_score >= beta) or (
                        e_flag == UPPER and e_score <= alpha):
                    return e_score
        if depth <= 0 or ply >= MAX_PLY:
            return self.quiesce(alpha, beta, ply, True)
        moves = s.legal_codes()
        if not moves:
            return -MATE + ply
        in_check = s.in_check
        pv = beta - alpha > 1
        prunes = self.level.prunes
        if (prunes and can_null and not pv and not in_check and depth >= 3
                and _non_pawns(s, s.side) > THIN
                and self._evaluate() >= beta):
            r = 3 if depth >= 6 else 2
            s.side ^= 1
            s.key ^= Z_SIDE
            try:
                score = -self.negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, False)
            finally:
                s.side ^= 1
                s.key ^= Z_SIDE
            if score >= beta:
                return beta if score > MATE_BOUND else score
        if in_check:
            depth += 1
        alpha0 = alpha
        best, best_move = -INF, moves[0]
        history = self.history
        for i, (order_key, m) in enumerate(self._order(moves, tt_move, ply)):
            self.nodes += 1
            if not self.nodes & 255:
                self._tick()
            self._push(m)
            try:
                if i == 0:
                    score = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
                else:
                    reduce = 0
                    if (prunes and depth >= 3 and i >= 3 and order_key < 40_000
                            and not in_check):
                        reduce = 1 if i < 8 else 2
                    score = -self.negamax(depth - 1 - reduce, -alpha - 1, -alpha, ply + 1)
                    if score > alpha and reduce:
                        score = -self.negamax(depth - 1, -alpha - 1, -alpha, ply + 1)
                    if alpha < score < beta:
                        score = -self.negamax(depth - 1, -beta, -alpha, ply + 1)
            finally:
                self._pop()
            if score > best:
                best, best_move = score, m
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        if order_key < 100_000:  # a quiet move: remember it for siblings
                            killers = self.killers[ply]
                            if m != killers[0]:
                                killers[1] = killers[0]
                                killers[0] = m
                            history[m & 0x3FFF] += depth * depth
                        break
        flag = EXACT if alpha0 < best < beta else (LOWER if best >= beta else UPPER)
        self._store(key, depth, flag, best, best_move, ply)
        return best

    def quiesce(self, alpha: int, beta: int, ply: int, horizon: bool = False) -> int:
        """Captures, shots, recruits and promotions until the position is quiet. At the
        horizon a side with few pieces left is tested for stalemate (which loses)."""
        s = self.s
        c = s.side
        kings = s.kings[c]
        if not kings:
            return -MATE + ply
        tactical = s.tactical_codes()
        if tactical is None:
            moves = s.legal_codes()  # in check: every evasion, no standing pat
            if not moves:
                return -MATE + ply
            candidates = [m for _, m in self._order(moves, 0, ply)]
            best = -INF
        else:
            if horizon and not tactical and _non_pawns(s, c) <= THIN and not s.legal_codes():
                return -MATE + ply
            base = material(s)
            if c:
                base = -base
            if not self.knows or base - LAZY_MARGIN >= beta or base + LAZY_MARGIN <= alpha:
                best = base
            else:
                terms = self._terms()
                best = base - terms if c else base + terms
            if best >= beta or ply >= MAX_PLY:
                return best
            if best > alpha:
                alpha = best
            scored = [(self._victim(m), m) for m in tactical]
            scored.sort(reverse=True)
            candidates = [m for _, m in scored]
        for m in candidates:
            self.nodes += 1
            if not self.nodes & 255:
                self._tick()
            s.push(m)
            try:
                score = -self.quiesce(-beta, -alpha, ply + 1)
            finally:
                s.pop()
            if score > best:
                best = score
                if score > alpha:
                    alpha = score
                    if alpha >= beta:
                        break
        return best

    def _root_pass(self, depth: int, alpha: int, beta: int, order: list[int],
                   full: bool) -> list[tuple[int, int]]:
        """Scores of the root moves at ``depth`` (PVS unless ``full``); moves after a cut-off
        are left out."""
        results = []
        results = self.partial = []
        for i, m in enumerate(order):
            self.nodes += 1
            self._push(m)
            try:
                if full:
                    score = -self.negamax(depth - 1, -INF, INF, 1)
                elif i == 0:
                    score = -self.negamax(depth - 1, -beta, -alpha, 1)
                else:
                    score = -self.negamax(depth - 1, -alpha - 1, -alpha, 1)
                    if alpha < score < beta:
                        score = -self.negamax(depth - 1, -beta, -alpha, 1)
            finally:
                self._pop()
            results.append((score, m))
            if not full and score > alpha:
                alpha = score
                if alpha >= beta:
                    break
        return results

    def root(self, max_depth: int, rng: random.Random,
             soft_deadline: float | None = None) -> tuple[int, int]:
        """Iterative deepening; returns (best move code, score). With noise the root moves are
        all scored with a full window and blurred (the weak levels). ``soft_deadline``: no new
        iteration starts after it."""
        level = self.level
        noise = level.noise
        moves = self.s.legal_codes()
        entry = self.tt.get(self.s.key)
        order = [m for _, m in self._order(moves, entry[3] if entry else 0, 0)]
        best_move, best_score = order[0], -INF
        results: list[tuple[int, int]] = []
        score = 0
        for depth in range(1, max_depth + 1):
            try:
                if noise or depth < 3:
                    results = self._root_pass(depth, -INF, INF, order, bool(noise))
                else:
                    window = ASPIRATION
                    while True:
                        lo, hi = score - window, score + window
                        results = self._root_pass(depth, lo, hi, order, False)
                        top = max(results)[0]
                        if lo < top < hi or window >= 4 * ASPIRATION:
                            if not lo < top < hi:
                                results = self._root_pass(depth, -INF, INF, order, False)
                            break
                        window *= 4
            except _Stop:
                # An unfinished iteration still knows something: the old best move was
                # searched first, so a move that scored above it is better.
                part = self.partial
                if len(part) > 1 and not noise:
                    top, m = max(part)
                    if top > part[0][0] and top > score - ASPIRATION:
                        best_move, best_score = m, top
                break
            self.depth_done = depth
            results.sort(key=lambda x: -x[0])
            score, best_move = results[0]
            best_score = score
            seen = {m for _, m in results}
            order = [m for _, m in results] + [m for m in order if m not in seen]
            if abs(best_score) > MATE_BOUND:
                break
            if soft_deadline is not None and time.perf_counter() >= soft_deadline:
                break
        if noise and results:
            # Noise blurs judgement only: a forced mate (either way) is never blurred.
            noisy = [(sc + (rng.randint(-noise, noise) if abs(sc) < MATE_BOUND else 0), m)
                     for sc, m in results]
            best_score, best_move = max(noisy)
            if level.blunder and rng.random() < level.blunder:
                # A beginner's slip: some other move that does not walk into a mate.
                others = [m for sc, m in results if m != best_move and sc > -MATE_BOUND]
                if others:
                    best_move = rng.choice(others)
        return best_move, best_score


def easiest_move(state: MaoriderState, seed: int) -> tuple[int, int]:
    """(move code, moves looked at) of the easiest level: the best one-ply score of material
    and placement, blurred by a seeded whim of ±:data:`EASIEST_WHIM`; a win on the spot is
    always taken; a moved piece left where it can be taken for nothing (attacked, not defended)
    or recruited costs its value, and a position the game has seen costs :data:`REPEAT_COST`."""
    s = state.copy()
    rng = random.Random(seed)
    me = s.side
    sign = -1 if me else 1
    seen = {entry[4] for entry in s.stack}
    seen.add(s.key)
    moves = s.legal_codes()
    best, best_move = -INF, moves[0]
    for m in moves:
        s.push(m)
        try:
            if not s.kings[me ^ 1] or not s.legal_codes():
                return m, len(moves)  # no King or no move left: the opponent has lost
            score = sign * material(s) + rng.randint(-EASIEST_WHIM, EASIEST_WHIM)
            to = (m >> 7) & 127
            p = s.board[to]
            if p and (p & BLACK_BIT) == (BLACK_BIT if me else 0) and p & 15 != KING and (
                    (s.attacked(to, me ^ 1) and not s.attacked(to, me))
                    or to in s.frozen_squares(me)):
                score -= VALUES[p & 15]
            if s.key in seen:
                score -= REPEAT_COST
        finally:
            s.pop()
        if score > best:
            best, best_move = score, m
    return best_move, len(moves)


def search(state: MaoriderState, level: int, seed: int,
           should_stop: Callable[[], bool] = lambda: False,
           movetime: float | None = None) -> tuple[str, int, int]:
    """(move notation, nodes, depth completed) at ``level``; with ``movetime`` (seconds) the
    level's node budget gives way to that much time."""
    if state.is_over():
        raise ValueError(f"the game is over ({state.result()}): no move to choose in "
                         f"{state.describe()}")
    index = max(0, min(level, len(LEVELS) - 1))
    if index == EASIEST:
        move, looked = easiest_move(state, seed)
        return str(Move(move)), looked, 1
    settings = LEVEL_SETTINGS[index - 1]
    start = time.perf_counter()
    soft = None
    if movetime is not None:
        settings = Level(settings.depth, 10 ** 12, movetime, settings.noise, settings.blunder,
                         settings.knows_variant, settings.prunes)
        soft = start + movetime * 0.6
    searcher = Searcher(state, settings, start + settings.seconds, should_stop,
                        _tables_for(state, index))
    move, _ = searcher.root(settings.depth, random.Random(seed), soft)
    return str(Move(move)), searcher.nodes, searcher.depth_done


def choose_move(state: MaoriderState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the move the computer plays at ``level`` (0 = weakest);
    :class:`ValueError` when the game is already over."""
    return search(state, level, seed, should_stop)[0]


def search_figures(state: MaoriderState, seconds: float,
                   level: int = len(LEVELS) - 1) -> tuple[int, int, float]:
    """(nodes, deepest completed iteration, elapsed seconds) of a time-limited search at the
    settings of ``level`` (a searching level, not easiest)."""
    _MEMORY.pop(level, None)
    start = time.perf_counter()
    settings = LEVEL_SETTINGS[max(level, 1) - 1]
    settings = Level(64, 10 ** 12, seconds, 0, 0.0, settings.knows_variant, settings.prunes)
    searcher = Searcher(state, settings, start + seconds)
    searcher.root(64, random.Random(0))
    return searcher.nodes, searcher.depth_done, time.perf_counter() - start

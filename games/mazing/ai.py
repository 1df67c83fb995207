"""Mazing computer players: a greedy race evaluator over shortest-path lengths, and the same
evaluator taught what the opponents' secret hands can undo.

The easy and normal levels are greedy. The value of a position for the player to move is the
leading opponent's shortest path to goal (plus a little of the others') minus its own. Each
card is scored by how much it changes that value: walls that lengthen the leader's path, busts
that open the player's own path, a Setback that pushes the leader back, Lose A Turn worth about
one expected die of the target's progress, and a Leap worth the path it is expected to save
over the six rolls. A small "keep" price per card makes the player spend the cards it needs
least when nothing gains. Moves go to the end cell nearest the goal. Only public information
is used: the board, pawns and its own hand.

The easiest level plays a random one of the moves a beginner would think of (a wall across an
opponent's path that leaves its own alone, a bust that opens its own path, a step towards the
goal, home whenever the roll reaches it). The hard level plays like the normal level but
measures an opponent's path as :class:`_ThreatJudge` does: less the part of a detour its
hidden hand is likely to bust or leap (:mod:`games.mazing.threat`), so it builds walls that
hold. Monte-Carlo hard levels were tried first and were weaker; the figures are in
``AI_NOTES.md``.
"""
from __future__ import annotations

import random
from typing import Callable

from games.engine.i18n import N_
from games.mazing import threat
from games.mazing.rules import (
    BUSTER, DIE, DOUBLE_BUSTER, DOUBLE_LEAP, DOUBLE_SETBACK, LEAP, LOSE_A_TURN, SETBACK, Mazing,
    Move, mask_of, walk,
)
from games.mazing.threat import SHUT

LEVELS: list[str] = [N_("easiest"), N_("easy"), N_("normal"), N_("hard")]
"""Level names, weakest first; ``choose_move``'s ``level`` indexes this list."""
EASIEST, EASY, NORMAL, HARD = range(4)

KEEP = {BUSTER: 0.9, DOUBLE_BUSTER: 1.1, LEAP: 0.7, DOUBLE_LEAP: 0.9, LOSE_A_TURN: 0.0,
        SETBACK: 0.2, DOUBLE_SETBACK: 0.3}
"""What holding a card on is worth, in path steps; maze cards are worth WALL_KEEP."""
WALL_KEEP = 0.4
EXPECTED_PROGRESS = 3.5   # steps a pawn gains in a turn it is not held up: one die's mean
EASY_SAMPLE = 12          # card moves the easy level looks at
EASY_WANDER = 0.5         # share of the easy level's card decisions made at random
STOP_CHECK = 64           # moves scored between looks at should_stop


def choose_move(state: Mazing, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the chosen move for ``state.to_move`` (deterministic for ``seed``)."""
    if not 0 <= level < len(LEVELS):
        raise ValueError(f"Mazing ai: level {level} is not one of 0..{len(LEVELS) - 1}")
    moves = state.legal_moves()
    if not moves or state.to_move is None or state.to_move < 0:
        raise ValueError(f"Mazing ai: nothing to choose in {state.describe()}")
    rng = random.Random(seed)
    if len(moves) == 1:
        return str(moves[0])
    if level == EASIEST:
        return str(_easiest(state, moves, rng))
    if state.phase == "move":
        return str(_best_walk(state, moves, rng))
    if level == EASY:
        if rng.random() < EASY_WANDER:
            return str(rng.choice(moves))
        # Otherwise the easy player looks at a handful of card moves only (all non-wall ones
        # kept, so it still notices a Buster or Setback), which makes its walls haphazard.
        walls = [m for m in moves if m.kind == "wall"]
        others = [m for m in moves if m.kind != "wall"]
        moves = others + rng.sample(walls, min(EASY_SAMPLE, len(walls)))
    judge = _ThreatJudge(state) if level == HARD else None
    return str(_best_card(state, moves, rng, should_stop, judge))


def best_cards(state: Mazing, count: int, seed: int) -> list[Move]:
    """The hard level's ``count`` best card moves for the player to move: the best use of
    each card in hand first, so that every card is among them, then the rest by score."""
    scored = sorted(_scored_cards(state, state.legal_moves(), random.Random(seed),
                                  lambda: False, _ThreatJudge(state)),
                    key=lambda scored: -scored[0])
    firsts: dict[str, Move] = {}
    for _, move in scored:
        firsts.setdefault(move.card, move)
    chosen = list(firsts.values())
    return (chosen + [move for _, move in scored if move not in chosen])[:count]


def position_value(state: Mazing, player: int) -> float:
    """The hard level's judgement of ``state`` for ``player``, in path steps: the leading
    opponent's path (as :class:`_ThreatJudge` measures it) less the player's own, a die's
    mean for each turn a player must still miss, and ±100 once the game is over."""
    if state.is_over():
        return 100.0 if state.winner == player else -100.0
    value = _ThreatJudge(state, player).base
    for seat, skips in enumerate(state.skips):
        value += EXPECTED_PROGRESS * skips * (-1 if seat == player else 1)
    return value


def keep_price(card: str) -> float:
    """What holding ``card`` on is worth to the normal and hard levels, in path steps."""
    return KEEP.get(card, WALL_KEEP)


class _Judge:
    """Shortest-path facts of one position, and the value of changes to it."""

    def __init__(self, state: Mazing, me: int | None = None) -> None:
        self.state = state
        self.geo = state.geometry
        self.me = state.turn if me is None else me
        self.owners = state.owners
        self.free = state.free_mask()
        self.live = [p for p in range(len(state.cells)) if state.cells[p] != state.goals[p]]
        self.dist = {p: self.measure(p, state.cells[p], self.free) for p in self.live}
        self.paths = {p: self.geo.path_masks(state.goals[p], state.cells[p], self.free)
                      for p in self.live}
        self.base = self.value(self.dist)

    def measure(self, pawn: int, cell: int, free: int) -> float:
        """How far ``pawn`` standing on ``cell`` is from home through ``free`` cells."""
        d = self.geo.distance(self.state.goals[pawn], cell, free)
        return d if d is not None else SHUT

    def reaches(self, pawn: int, touched: int) -> bool:
        """Whether new walls ``touched`` can change ``pawn``'s measure: only if they meet both
        of its known shortest paths (else one stays open)."""
        low, high = self.paths[pawn]
        return bool(low & touched and high & touched)

    def value(self, dist: dict[int, float], bonus: dict[int, float] | None = None) -> float:
        """Leading opponent's remaining path (plus a tenth of everyone's) minus my own."""
        totals = [0.0] * self.state.players
        for p, d in dist.items():
            totals[self.owners[p]] += d
        for player, extra in (bonus or {}).items():
            totals[player] += extra
        mine = totals[self.me]
        others = [t for i, t in enumerate(totals) if i != self.me]
        return min(others) + 0.1 * sum(others) - mine

    def with_walls(self, walls: int, touched: int | None = None) -> float:
        """The value with the board's walls replaced by ``walls``; only pawns that new walls
        ``touched`` can reach (:meth:`reaches`) are measured again."""
        free = self.geo.inside & ~walls
        dist = dict(self.dist)
        for p in self.live:
            if touched is None or self.reaches(p, touched):
                dist[p] = self.measure(p, self.state.cells[p], free)
        return self.value(dist)

    def moved(self, pawn: int, cell: int) -> float:
        """The value with ``pawn`` standing on ``cell``."""
        dist = dict(self.dist)
        dist[pawn] = self.measure(pawn, cell, self.free)
        return self.value(dist)

    def leap_gain(self, reach: int) -> float:
        """Steps an extra leap of ``reach`` tokens is expected to save on this turn's move."""
        state, geo = self.state, self.geo
        gain = 0.0
        for p in self.live:
            if state.owners[p] != self.me:
                continue
            goal = state.goals[p]
            layers = geo.layers(1 << goal, self.free)
            reach_mask = 0
            for frontier in layers:
                reach_mask |= frontier
            best_gain = 0.0
            for roll in DIE[1:]:
                plain = walk(geo, state.walls, state.cells[p], goal, roll, state.leaps, reach_mask)
                more = walk(geo, state.walls, state.cells[p], goal, roll,
                            state.leaps + (reach,), reach_mask)
                best_gain += _nearest(layers, plain) - _nearest(layers, more)
            gain = max(gain, best_gain / len(DIE))
        return gain


class _ThreatJudge(_Judge):
    """The hard level's judge: an opponent's pawn is as far as its path, less the share of
    a wall's detour it is expected to get through (:mod:`games.mazing.threat`): the chance it
    holds a Buster or Leap times the steps one crossed token would save it. So a thin wall
    that one Buster undoes is worth little, and one that a single crossing cannot get
    through (a thick wall, a second wall behind the first) is worth its whole detour."""

    def __init__(self, state: Mazing, me: int | None = None) -> None:
        self.through = threat.through_odds(state.observation(state.turn if me is None else me))
        super().__init__(state, me)

    def measure(self, pawn: int, cell: int, free: int) -> float:
        plain, crossed = threat.crossing_distances(self.geo, self.state.goals[pawn], cell, free)
        odds = self.through.get(self.owners[pawn], 0.0)
        return plain - odds * (plain - crossed)

    def reaches(self, pawn: int, touched: int) -> bool:
        # A wall off an opponent's shortest paths can still thicken a wall it would cross.
        return self.owners[pawn] != self.me or super().reaches(pawn, touched)


def _nearest(layers: list[int], ends: dict[int, object]) -> int:
    """The smallest goal distance among ``ends`` (layers are the goal's BFS frontiers)."""
    for d, frontier in enumerate(layers):
        if any(frontier >> cell & 1 for cell in ends):
            return d
    return len(layers)


def _best_card(state: Mazing, moves: list[Move], rng: random.Random,
               should_stop: Callable[[], bool], judge: _Judge | None = None) -> Move:
    return max(_scored_cards(state, moves, rng, should_stop, judge),
               key=lambda scored: scored[0])[1]


def _scored_cards(state: Mazing, moves: list[Move], rng: random.Random,
                  should_stop: Callable[[], bool],
                  judge: _Judge | None = None) -> list[tuple[float, Move]]:
    """(score, move) of the card moves scored before ``should_stop`` (the first always), by
    ``judge`` (the normal level's by default)."""
    judge = judge or _Judge(state)
    geo = judge.geo
    leader_paths = 0
    for p in judge.live:
        if state.owners[p] != judge.me:
            leader_paths |= judge.paths[p][0] | judge.paths[p][1]
    scored = []
    leap_cache: dict[int, float] = {}
    for i, move in enumerate(moves):
        if i % STOP_CHECK == STOP_CHECK - 1 and should_stop():
            break
        bits = mask_of(move.cells)
        if move.kind == "wall":
            gain = judge.with_walls(state.walls | bits, bits) - judge.base
            # Walls beside an opponent's route are the likeliest to matter later.
            gain += 0.05 * bin(geo.spread(bits, geo.inside) & leader_paths).count("1")
        elif move.kind == "bust":
            gain = judge.with_walls(state.walls & ~bits) - judge.base
        elif move.kind == "leap":
            reach = 2 if move.card == DOUBLE_LEAP else 1
            if reach not in leap_cache:
                leap_cache[reach] = judge.leap_gain(reach)
            gain = leap_cache[reach]
        elif move.kind == "skip":
            left = sum(judge.dist[p] for p in judge.live if state.owners[p] == move.target)
            gain = judge.value(judge.dist, {move.target: min(EXPECTED_PROGRESS, left)}) - judge.base
        elif move.kind == "setback":
            gain = judge.moved(move.pawn, move.cells[-1]) - judge.base
        else:
            gain = 0.0
        scored.append((gain - keep_price(move.card) + rng.random() * 1e-3, move))
    return scored


def _best_walk(state: Mazing, moves: list[Move], rng: random.Random) -> Move:
    """The move that shortens a pawn's remaining path most; ties go to the roomier cell."""
    return _ranked_walks(state, moves, rng)[0][1]


def _ranked_walks(state: Mazing, moves: list[Move],
                  rng: random.Random) -> list[tuple[int, Move]]:
    """(steps gained, move) of every move, best first: those that shorten a pawn's remaining
    path most, ties to the roomier cell."""
    geo = state.geometry
    free = state.free_mask()
    now = {p: state.distance(p) or 0 for p in {m.pawn for m in moves}}
    keyed = []
    for move in moves:
        end = move.cells[0]
        rest = geo.distance(state.goals[move.pawn], end, free)
        room = sum(1 for c in geo.steps[end] if free >> c & 1)
        gain = now[move.pawn] - (rest if rest is not None else 99)
        keyed.append(((-gain, -room, rng.random()), gain, move))
    keyed.sort(key=lambda k: k[0])
    return [(gain, move) for _, gain, move in keyed]


def _easiest(state: Mazing, moves: list[Move], rng: random.Random) -> Move:
    """A random one of the moves a beginner would think of (see the module's docstring);
    with none of those, the normal level's choice, so it never blunders for want of ideas."""
    if state.phase == "move":
        ranked = _ranked_walks(state, moves, rng)
        home = [move for _, move in ranked if move.cells[0] == state.goals[move.pawn]]
        onward = [move for gain, move in ranked if gain > 0]
        return home[0] if home else rng.choice(onward) if onward else ranked[0][1]
    judge = _Judge(state)
    mine = [p for p in judge.live if state.owners[p] == judge.me]
    theirs = 0
    for p in judge.live:
        if state.owners[p] != judge.me:
            theirs |= judge.paths[p][0] | judge.paths[p][1]
    by_card: dict[str, list[Move]] = {}
    for move in moves:
        if _natural(state, judge, move, mine, theirs):
            by_card.setdefault(move.card, []).append(move)
    if not by_card:
        return _best_card(state, moves, rng, lambda: False)
    return rng.choice(by_card[rng.choice(sorted(by_card))])


def _natural(state: Mazing, judge: _Judge, move: Move, mine: list[int], theirs: int) -> bool:
    """Whether a beginner would think of card move ``move``: a wall across an opponent's path
    that leaves its own as short, a bust that shortens its own, a Setback that does not help
    its target; a Leap, a Lose A Turn or a discard always."""
    bits = mask_of(move.cells)
    if move.kind == "wall":
        if not bits & theirs:
            return False
        walls = state.walls | bits
        return all(judge.paths[p][0] & bits == 0 or judge.paths[p][1] & bits == 0
                   or state.distance(p, walls) == judge.dist[p] for p in mine)
    if move.kind == "bust":
        return any((state.distance(p, state.walls & ~bits) or 99) < judge.dist[p] for p in mine)
    if move.kind == "setback":
        return judge.moved(move.pawn, move.cells[-1]) >= judge.base
    return True

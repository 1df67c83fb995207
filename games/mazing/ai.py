"""Mazing computer players: a greedy race evaluator over shortest-path lengths.

The value of a position for the player to move is the leading opponent's shortest path to goal
(plus a little of the others') minus its own. Each card is scored by how much it changes that
value: walls that lengthen the leader's path, busts that open the player's own path, a Setback
that pushes the leader back, Lose A Turn worth about one expected die of the target's progress,
and a Leap worth the path it is expected to save over the six rolls. A small "keep" price per
card makes the player spend the cards it needs least when nothing gains. Moves go to the end
cell nearest the goal. Only public information is used: the board, pawns and its own hand.
"""
from __future__ import annotations

import random
from typing import Callable

from games.engine.i18n import N_
from games.mazing.rules import (
    BUSTER, DIE, DOUBLE_BUSTER, DOUBLE_LEAP, DOUBLE_SETBACK, LEAP, LOSE_A_TURN, SETBACK, Mazing,
    Move, mask_of, walk,
)

LEVELS: list[str] = [N_("easy"), N_("normal")]

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
    if state.phase == "move":
        return str(_best_walk(state, moves, rng))
    if level == 0:
        if rng.random() < EASY_WANDER:
            return str(rng.choice(moves))
        # Otherwise the easy player looks at a handful of card moves only (all non-wall ones
        # kept, so it still notices a Buster or Setback), which makes its walls haphazard.
        walls = [m for m in moves if m.kind == "wall"]
        others = [m for m in moves if m.kind != "wall"]
        moves = others + rng.sample(walls, min(EASY_SAMPLE, len(walls)))
    return str(_best_card(state, moves, rng, should_stop))


class _Judge:
    """Shortest-path facts of one position, and the value of changes to it."""

    def __init__(self, state: Mazing) -> None:
        self.state = state
        self.geo = state.geometry
        self.me = state.turn
        self.owners = state.owners
        self.free = state.free_mask()
        self.live = [p for p in range(len(state.cells)) if state.cells[p] != state.goals[p]]
        self.dist = {p: self.geo.distance(state.goals[p], state.cells[p], self.free) or 0
                     for p in self.live}
        self.paths = {p: self.geo.path_masks(state.goals[p], state.cells[p], self.free)
                      for p in self.live}
        self.base = self.value(self.dist)

    def value(self, dist: dict[int, int], bonus: dict[int, float] | None = None) -> float:
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
        """The value with the board's walls replaced by ``walls``; only pawns whose two known
        shortest paths both meet ``touched`` are measured again (else one path stays open)."""
        free = self.geo.inside & ~walls
        dist = dict(self.dist)
        for p in self.live:
            low, high = self.paths[p]
            if touched is None or (low & touched and high & touched):
                d = self.geo.distance(self.state.goals[p], self.state.cells[p], free)
                dist[p] = d if d is not None else 99
        return self.value(dist)

    def moved(self, pawn: int, cell: int) -> float:
        """The value with ``pawn`` standing on ``cell``."""
        dist = dict(self.dist)
        dist[pawn] = self.geo.distance(self.state.goals[pawn], cell, self.free) or 0
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


def _nearest(layers: list[int], ends: dict[int, object]) -> int:
    """The smallest goal distance among ``ends`` (layers are the goal's BFS frontiers)."""
    for d, frontier in enumerate(layers):
        if any(frontier >> cell & 1 for cell in ends):
            return d
    return len(layers)


def _keep(card: str) -> float:
    return KEEP.get(card, WALL_KEEP)


def _best_card(state: Mazing, moves: list[Move], rng: random.Random,
               should_stop: Callable[[], bool]) -> Move:
    judge = _Judge(state)
    geo = judge.geo
    leader_paths = 0
    for p in judge.live:
        if state.owners[p] != judge.me:
            leader_paths |= judge.paths[p][0] | judge.paths[p][1]
    best, best_score = moves[0], float("-inf")
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
        score = gain - _keep(move.card) + rng.random() * 1e-3
        if score > best_score:
            best, best_score = move, score
    return best


def _best_walk(state: Mazing, moves: list[Move], rng: random.Random) -> Move:
    """The move that shortens a pawn's remaining path most; ties go to the roomier cell."""
    geo = state.geometry
    free = state.free_mask()
    now = {p: state.distance(p) or 0 for p in {m.pawn for m in moves}}
    best, best_key = moves[0], None
    for move in moves:
        end = move.cells[0]
        rest = geo.distance(state.goals[move.pawn], end, free)
        room = sum(1 for c in geo.steps[end] if free >> c & 1)
        key = ((rest if rest is not None else 99) - now[move.pawn], -room, rng.random())
        if best_key is None or key < best_key:
            best, best_key = move, key
    return best

"""Computer players for the Labyrinth race. Pure Python (no pygame), deterministic per seed.

* ``easy``: greedy, one decision at a time: the die move that gets furthest, always ride,
  cross when it goes forward.
* ``normal``: expectimax over the rest of the turn (which die first, which traveler, ride or
  stay, cross or stay, averaging the skyride die), judging the end of the turn by the fields
  each traveler has left to walk (:data:`FIELDS_LEFT`): it plans its dice but does not know
  which shortcuts and traps of the board are worth what.
* ``hard``: the same search, judging by how many die uses each traveler still needs on this
  board, shortcuts, traps and walk-backs included (:data:`DISTANCE`); it also weighs the risk
  of being displaced by the opponents' next roll and races against the leading opponent.

``python -m games.labyrinth.bench`` measures the ladder: each level against the one below.

All levels only ever return one of ``state.legal_moves()``.
"""
from __future__ import annotations

import random
from typing import Any, Callable

from games.engine.i18n import N_
from games.labyrinth.rules import (
    BORNE_OFF,
    OUTSIDE,
    RIDE_FIELDS,
    SANCTUARIES,
    TRAP_FIELD,
    TRAP_TUNNEL,
    TRAP_TURNS,
    CROSSING,
    LabyrinthState,
    landing,
    ride_stops,
    walk,
)

LEVELS: list[str] = [N_("easy"), N_("normal"), N_("hard")]
"""Level names, weakest first; ``choose_move``'s ``level`` indexes this list."""

TRAP_COST = 2.0
"""Die uses a trapped traveler is reckoned to lose per lost turn: its owner's other travelers
use the dice meanwhile, so this is less than the two dice of a turn."""

HIT_CHANCE = 11 / 36
"""Chance that a given number shows on at least one of two dice."""


def _distance_table() -> list[float]:
    """Expected die uses a lone traveler needs from each field (0-61) to bear off, playing
    well: it may let an unhelpful die go to another traveler (still one use), takes a ride or
    a crossing only when it shortens the way, and pays :data:`TRAP_COST` per lost turn."""
    dist = [0.0] * (BORNE_OFF + 1)
    for _ in range(500):
        new = dist[:]
        for field in range(OUTSIDE, BORNE_OFF):
            dice = [1] if field == OUTSIDE else range(1, 7)
            total = 0.0
            for die in dice:
                total += min(dist[field], _landing_value(dist, field, die))
            total += (6 - len(dice)) * dist[field]
            new[field] = 1 + total / 6
        if max(abs(a - b) for a, b in zip(new, dist)) < 1e-9:
            break
        dist = new
    return dist


def _landing_value(dist: list[float], start: int, die: int) -> float:
    field = landing(start, die)
    trapped = TRAP_TURNS * TRAP_COST
    if walk(start, die)[-1] in (TRAP_FIELD, TRAP_TUNNEL):
        return dist[field] + trapped
    value = dist[field]
    if field in RIDE_FIELDS:
        ride = 0.0
        for n in range(1, 7):
            end = ride_stops(field, n)[-1]
            ride += dist[7] + trapped if end == TRAP_TUNNEL else dist[end]
        value = min(value, ride / 6)
    elif field in CROSSING:
        value = min(value, dist[CROSSING[field]])
    return value


DISTANCE: list[float] = _distance_table()
"""``DISTANCE[field]``: expected die uses to bear off from ``field`` (0 outside, 61 off)."""



def _hitters() -> dict[int, list[int]]:
    """For each field, the start fields from which some die's move stops there."""
    hitters: dict[int, list[int]] = {}
    for start in range(OUTSIDE, BORNE_OFF):
        for die in [1] if start == OUTSIDE else range(1, 7):
            hitters.setdefault(landing(start, die), []).append(start)
    return hitters


HITTERS: dict[int, list[int]] = _hitters()
"""``HITTERS[field]``: fields a traveler could hit ``field`` from with one die."""


FIELDS_LEFT: list[float] = [(BORNE_OFF - f) / 3.5 for f in range(BORNE_OFF + 1)]
"""``FIELDS_LEFT[field]``: the fields still to walk, in average die throws (3.5 fields each)."""


def _player_cost(state: LabyrinthState, player: int, table: list[float]) -> float:
    fields = state.pos[player]
    trap = state.trap[player]
    return sum(table[f] for f in fields) + TRAP_COST * sum(trap)


def _risk(state: LabyrinthState, player: int) -> float:
    """Expected die uses ``player`` loses if the opponents hit what they can next roll."""
    others = {f for other in range(state.players)
              if other != player and other not in state.standings
              for f, t in zip(state.pos[other], state.trap[other]) if not t}
    risk = 0.0
    for field in state.pos[player]:
        if field in SANCTUARIES or field in (OUTSIDE, BORNE_OFF):
            continue
        worst = 0.0
        for start in HITTERS.get(field, ()):
            if start in others:
                worst = max(worst, DISTANCE[start] - DISTANCE[field])
        risk += HIT_CHANCE * worst
    return risk


def evaluate(state: LabyrinthState, player: int, careful: bool) -> float:
    """Score of the position for ``player`` (higher is better), in die uses of race lead.

    ``careful`` (the hard level) measures the way by :data:`DISTANCE` instead of
    :data:`FIELDS_LEFT`, adds the displacement risk of the player's exposed travelers and
    measures the lead against the strongest opponent rather than the average one.
    """
    if state.is_over():
        return 1000.0 if player in state.winners() else -1000.0
    table = DISTANCE if careful else FIELDS_LEFT
    mine = _player_cost(state, player, table)
    costs = [_player_cost(state, p, table) for p in range(state.players)
             if p != player and p not in state.standings]
    if careful:
        return min(costs) - mine - _risk(state, player)
    return sum(costs) / len(costs) - mine


class _Search:
    """Expectimax over the rest of the current turn, with a table of positions seen."""

    def __init__(self, player: int, careful: bool, should_stop: Callable[[], bool]) -> None:
        self.player = player
        self.careful = careful
        self.should_stop = should_stop
        self.seen: dict[Any, float] = {}
        self.stopped = False

    def value(self, state: LabyrinthState) -> float:
        if state.turn != self.player or state.phase in ("roll", "over"):
            return evaluate(state, self.player, self.careful)
        key = state.key()
        if key in self.seen:
            return self.seen[key]
        if self.should_stop():
            self.stopped = True
        if self.stopped:
            result = evaluate(state, self.player, self.careful)
        elif state.phase == "skyride":
            result = 0.0
            for move, p in state.chance_outcomes():
                state.play(move)
                result += p * self.value(state)
                state.undo()
        else:
            result = max(self.value_after(state, move) for move in state.legal_moves())
        self.seen[key] = result
        return result

    def value_after(self, state: LabyrinthState, move: Any) -> float:
        state.play(move)
        try:
            return self.value(state)
        finally:
            state.undo()


def _greedy(state: LabyrinthState, rng: random.Random) -> str:
    """The easy level: furthest landing (borne off counts as furthest), ride, forward cross."""
    moves = state.legal_moves()
    if state.phase == "ride":
        return "ride"
    if state.phase == "cross":
        field = state.pos[state.turn][state.active]
        return "cross" if CROSSING[field] > field else "stay"
    best = max(landing(m.a, m.b) - m.a for m in moves)
    return str(rng.choice([m for m in moves if landing(m.a, m.b) - m.a == best]))


def choose_move(state: LabyrinthState, level: int, seed: int,
                should_stop: Callable[[], bool] = lambda: False) -> str:
    """The notation of the move level ``level`` (index into :data:`LEVELS`) picks for the
    player to move; ties are broken by ``seed``. ``should_stop()`` cuts the search short and
    the best move found so far is returned."""
    if state.to_move is None or state.to_move < 0:
        raise ValueError(f"choose_move: no player to move in {state.describe()}")
    rng = random.Random(seed)
    moves = state.legal_moves()
    if len(moves) == 1:
        return str(moves[0])
    if level <= 0:
        return _greedy(state, rng)
    work = state.copy()
    search = _Search(state.turn, careful=level >= 2, should_stop=should_stop)
    best_value, best = float("-inf"), []
    for move in moves:
        value = search.value_after(work, move)
        if value > best_value + 1e-9:
            best_value, best = value, [move]
        elif value > best_value - 1e-9:
            best.append(move)
        if search.stopped:
            break
    return str(rng.choice(best))

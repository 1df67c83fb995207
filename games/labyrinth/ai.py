"""Computer players for the Labyrinth race. Pure Python (no pygame), deterministic per seed.

* ``easiest``: the shortest sensible step (never into a trap or backwards when it has another
  choice, always home when it can be), entering late: weak but never silly, for a child.
* ``easy``: greedy, one decision at a time: the die move that gets furthest, always ride,
  cross when it goes forward.
* ``normal``: expectimax over the rest of the turn (which die first, which traveler, ride or
  stay, cross or stay, averaging the skyride die), judging the end of the turn by the fields
  each traveler has left to walk (:func:`pip_count`): it plans its dice but does not know
  which shortcuts and traps of the board are worth what.
* ``hard``: the same search, carried to the next turn (:func:`look_ahead`): each end of its
  turn is judged by the die uses its team still needs on this board (:data:`RACE`: traps,
  rides, crossings, exact counts) and by the chances of the next roll, averaged over its 21
  outcomes: the opponent's best reply, hits on travelers off the sanctuaries included, and
  then its own.

``python -m games.labyrinth.bench`` measures them (AI_NOTES.md: what was tried).

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

LEVELS: list[str] = [N_("easiest"), N_("easy"), N_("normal"), N_("hard")]
"""Level names, weakest first; ``choose_move``'s ``level`` indexes this list."""


def _race_table(skip: float) -> list[float]:
    """Expected die uses a traveler of a team needs from each field (0-61) to bear off.

    A die it lets pass to a teammate costs ``skip`` uses instead of a whole one (the teammate
    puts most of it to work), a lost turn costs two such passed dice, and a ride or a crossing
    is taken when it shortens the way. Exact counts come in through :func:`landing`: from 29 a
    5 walks back to 28, so waiting for the 2 is reckoned against walking back.
    """
    dist = [0.0] * (BORNE_OFF + 1)
    trapped = TRAP_TURNS * 2 * skip
    for _ in range(2000):
        new = dist[:]
        for field in range(OUTSIDE, BORNE_OFF):
            total = 0.0
            for die in range(1, 7):
                wait = skip + dist[field]
                if field == OUTSIDE and die != 1:
                    total += wait
                else:
                    total += min(wait, 1 + _landing_cost(dist, field, die, trapped))
            new[field] = total / 6
        if max(abs(a - b) for a, b in zip(new, dist)) < 1e-9:
            break
        dist = new
    return dist


def _landing_cost(dist: list[float], start: int, die: int, trapped: float) -> float:
    """Uses still needed after ``die`` from ``start``, the ride or crossing it offers judged."""
    field = landing(start, die)
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


SKIP = 0.5
"""Die uses a die passed to a teammate costs (see AI_NOTES.md for the values tried)."""

RACE: list[float] = _race_table(SKIP)
"""``RACE[field]``: expected die uses to bear off from ``field`` (0 outside, 61 off)."""

RACE_TRAP = 2 * SKIP
"""Die uses one lost turn of a trapped traveler costs its team."""

_LAND = [[landing(f, d) if f != OUTSIDE or d == 1 else -1 for d in range(7)]
         if f < BORNE_OFF else [-1] * 7 for f in range(BORNE_OFF + 1)]
"""``_LAND[field][die]``: where the die stops from the field, -1 if it cannot be used there."""

_GAIN = [[RACE[f] - _landing_cost(RACE, f, d, TRAP_TURNS * RACE_TRAP) if _LAND[f][d] >= 0
          else 0.0 for d in range(7)] for f in range(BORNE_OFF + 1)]
"""``_GAIN[field][die]``: die uses the move saves, its trap, ride or crossing included."""


def _one_traveler(start: int, first: int, second: int) -> tuple[float, int]:
    """Gain and final field of one traveler using both dice, ``first`` first (a ride or
    crossing on the way is not taken; a trap or bearing off ends the way)."""
    mid = _LAND[start][first]
    if mid < 0 or mid == BORNE_OFF or walk(start, first)[-1] in (TRAP_FIELD, TRAP_TUNNEL):
        return float("-inf"), -1
    return RACE[start] - RACE[mid] + _GAIN[mid][second], _LAND[mid][second]


_BOTH_DICE = {(f, a, b): max(_one_traveler(f, a, b), _one_traveler(f, b, a))
              for f in range(BORNE_OFF) for a in range(1, 7) for b in range(a, 7)}
"""``_BOTH_DICE[field, a, b]`` (a <= b): the better order's gain and final field."""

_ROLLS = [(a, b, (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7)]


def _team_cost(state: LabyrinthState, player: int) -> float:
    return sum(RACE[f] for f in state.pos[player]) + RACE_TRAP * sum(state.trap[player])


def _next_turn(state: LabyrinthState, mover: int, victim: int) -> float:
    """Expected worth, in die uses, of ``mover``'s best turn over its 21 rolls: its progress
    plus the harm of sending ``victim``'s travelers back, less sending its own back.

    A quick model of the turn: either die on its best traveler (two travelers, or the two
    best choices when both dice want the same one), or both dice on one traveler.
    """
    occupant: dict[int, int] = {}
    for player in range(state.players):
        for f in state.pos[player]:
            if f not in SANCTUARIES and OUTSIDE < f < BORNE_OFF:
                occupant[f] = player
    movers = [f for f, t in zip(state.pos[mover], state.trap[mover]) if not t and f != BORNE_OFF]
    if not movers:
        return 0.0

    def hit(start: int, end: int) -> float:
        owner = occupant.get(end)
        if owner is None or end == start:
            return 0.0
        harm = RACE[start] - RACE[end]
        return harm if owner == victim else -harm if owner == mover else 0.0

    per_die: list[list[tuple[float, int]]] = [[]]
    for die in range(1, 7):
        options = sorted(((_GAIN[f][die] + hit(f, _LAND[f][die]), i)
                          for i, f in enumerate(movers) if _LAND[f][die] >= 0), reverse=True)
        per_die.append(options[:2])
    total = 0.0
    for a, b, p in _ROLLS:
        first, second = per_die[a], per_die[b]
        best = 0.0
        if first and second:
            if first[0][1] != second[0][1]:
                best = first[0][0] + second[0][0]
            else:
                best = max(first[0][0] + (second[1][0] if len(second) > 1 else 0.0),
                           second[0][0] + (first[1][0] if len(first) > 1 else 0.0))
        elif first or second:
            best = (first or second)[0][0]
        for f in movers:
            gain, end = _BOTH_DICE[f, a, b]
            if end >= 0:
                best = max(best, gain + hit(f, end))
        total += p * best
    return total


PIP_TRAP = 2.0
"""Die throws the normal level reckons a trapped traveler loses per lost turn."""


def pip_count(state: LabyrinthState, player: int) -> float:
    """The normal level's judgement: fields the average opponent still has to walk minus the
    player's own, in average die throws (3.5 fields each), lost turns counted."""
    if state.is_over():
        return 1000.0 if player in state.winners() else -1000.0
    left = [sum(BORNE_OFF - f for f in state.pos[p]) / 3.5 + PIP_TRAP * sum(state.trap[p])
            for p in range(state.players)]
    others = [left[p] for p in range(state.players) if p != player and p not in state.standings]
    return sum(others) / len(others) - left[player]


def look_ahead(state: LabyrinthState, player: int) -> float:
    """The hard level's judgement of the end of its turn, in die uses of race lead over the
    strongest opponent (:data:`RACE`: traps, rides, crossings, exact counts), minus what the
    next player's roll is worth to it (hits on the player's travelers off the sanctuaries
    included), plus what the player's own roll after that is worth (its hits included)."""
    if state.is_over():
        return 1000.0 if player in state.winners() else -1000.0
    mine = _team_cost(state, player)
    lead = min(_team_cost(state, p) for p in range(state.players)
               if p != player and p not in state.standings) - mine
    if state.turn == player:
        return lead
    return lead - _next_turn(state, state.turn, player) + _next_turn(state, player, state.turn)


class _Search:
    """Expectimax over the rest of the current turn, with a table of positions seen."""

    def __init__(self, player: int, judge: Callable[[LabyrinthState, int], float],
                 should_stop: Callable[[], bool]) -> None:
        self.player = player
        self.judge = judge
        self.should_stop = should_stop
        self.seen: dict[Any, float] = {}
        self.stopped = False

    def value(self, state: LabyrinthState) -> float:
        if state.turn != self.player or state.phase in ("roll", "over"):
            return self.judge(state, self.player)
        key = state.key()
        if key in self.seen:
            return self.seen[key]
        if self.should_stop():
            self.stopped = True
        if self.stopped:
            result = self.judge(state, self.player)
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


def _forward_cross(state: LabyrinthState) -> str:
    """Cross the Millstone when it leads forward (44 to 50, 45 to 51), else stay."""
    field = state.pos[state.turn][state.active]
    return "cross" if CROSSING[field] > field else "stay"


def _easiest(state: LabyrinthState, rng: random.Random) -> str:
    """The easiest level: a timid walker. It takes the shortest sensible step of a traveler
    already inside and brings a new one in only when nothing else is sensible; it never walks
    into a trap or back behind its own field when it has another choice, always bears off when
    it can, never crosses the Millstone backwards and rides the Orbit or not at a whim."""
    if state.phase == "ride":
        return rng.choice(["ride", "stay"])
    if state.phase == "cross":
        return _forward_cross(state)
    moves = state.legal_moves()
    home = [m for m in moves if landing(m.a, m.b) == BORNE_OFF]
    sensible = [m for m in moves if walk(m.a, m.b)[-1] not in (TRAP_FIELD, TRAP_TUNNEL)
                and landing(m.a, m.b) > m.a and m.a != OUTSIDE]
    if home or not sensible:
        return str(rng.choice(home or moves))
    least = min(landing(m.a, m.b) - m.a for m in sensible)
    return str(rng.choice([m for m in sensible if landing(m.a, m.b) - m.a == least]))


def _greedy(state: LabyrinthState, rng: random.Random) -> str:
    """The easy level: furthest landing (borne off counts as furthest), ride, forward cross."""
    moves = state.legal_moves()
    if state.phase == "ride":
        return "ride"
    if state.phase == "cross":
        return _forward_cross(state)
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
        return _easiest(state, rng)
    if level == 1:
        return _greedy(state, rng)
    work = state.copy()
    search = _Search(state.turn, look_ahead if level >= 3 else pip_count, should_stop)
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

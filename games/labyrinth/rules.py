"""Rules model of the Labyrinth race to Elysium (``shared/rules/labyrinth.md``).

Pure Python, no pygame. A turn is a chain of plies: the chance move ``roll A-B``, then one
``F+D`` per die (with a ``ride``/``stay`` or ``cross``/``stay`` choice and a ``roll N`` skyride
die in between where the landing field offers them). Dice that no traveler can use are dropped
and the turn passes inside ``play()``, which reports both as events.

A traveler is known by ``(player, index)``, index 0-3, for the whole game; its field is 0 while
it waits outside, 1-60 on the track and 61 (:data:`BORNE_OFF`) once it has reached Elysium.

Beyond the rules page: ``F+D`` on a field with several untrapped travelers of the mover moves
the one with the lowest index (they are interchangeable); a move whose walk-back ends on its own
starting field displaces nobody; a player who bears off the last traveler with dice still
unused has those dice dropped (reported as ``DieDropped``) before the turn passes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.engine.rules_base import (
    CHANCE,
    CorruptState,
    Event,
    IllegalMove,
    SnapshotUndo,
    dumps,
    loads,
    require,
)
from games.labyrinth.layout import ADVANCES, EXACT_COUNT, MILLSTONE, ORBIT, SANCTUARIES, TUNNELS

__all__ = [
    "CHANCE", "IllegalMove", "CorruptState", "new_game", "from_json", "LabyrinthState", "Move",
    "walk", "landing", "ride_stops", "OUTSIDE", "BORNE_OFF", "TRAVELERS", "TRAP_TURNS",
    "Rolled", "Moved", "Teleported", "Skyride", "Displaced", "Trapped", "BorneOff", "DieDropped",
    "TurnPassed", "GameWon", "Placed", "Crossed",
]

OUTSIDE = 0
"""Field number of a traveler waiting outside the entrance."""
BORNE_OFF = 61
"""Field number of a traveler that has reached Elysium and left the board."""
TRAVELERS = 4
"""Travelers per player."""
TRAP_TURNS = 2
"""Turns a trapped traveler loses."""

ADVANCE_TO = dict(ADVANCES)
TUNNEL_TO = dict(TUNNELS)
CROSSING = {a: b for a, b in MILLSTONE} | {b: a for a, b in MILLSTONE}
RIDE_FIELDS = frozenset(ORBIT) - {52}
TRAP_FIELD = 13
TRAP_TUNNEL = 52

# Phases of a turn; the phase alone says who acts next.
ROLL, MOVE, RIDE, SKYRIDE, CROSS, OVER = "roll", "move", "ride", "skyride", "cross", "over"
PHASES = (ROLL, MOVE, RIDE, SKYRIDE, CROSS, OVER)


# ---------------------------------------------------------------------------------------------
# Events


@dataclass(frozen=True)
class Rolled(Event):
    """Dice were rolled: two for a turn, one (``len(dice) == 1``) for a skyride."""

    player: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class Moved(Event):
    """A traveler walked a die's count; ``path`` starts on its field and lists every step,
    the walk-back from an exact-count field included (``(0, 1)`` for entering)."""

    player: int
    traveler: int
    die: int
    path: tuple[int, ...]


@dataclass(frozen=True)
class Teleported(Event):
    """A landing sent the traveler on at once: ``way`` is ``"advance"`` or ``"tunnel"``
    (not ``kind``, which :class:`Event` already uses for the class name)."""

    player: int
    traveler: int
    way: str
    frm: int
    to: int


@dataclass(frozen=True)
class Skyride(Event):
    """A Knight's Orbit ride: ``stops`` starts on the ride's field and lists each touch-down."""

    player: int
    traveler: int
    stops: tuple[int, ...]


@dataclass(frozen=True)
class Crossed(Event):
    """A traveler crossed the Millstone."""

    player: int
    traveler: int
    frm: int
    to: int


@dataclass(frozen=True)
class Displaced(Event):
    """An occupant was sent back to the field the arriving traveler started from."""

    player: int
    traveler: int
    frm: int
    to: int


@dataclass(frozen=True)
class Trapped(Event):
    """A traveler fell into a trap and will lose its owner's next ``turns`` turns."""

    player: int
    traveler: int
    turns: int


@dataclass(frozen=True)
class BorneOff(Event):
    """A traveler reached Elysium (61) and left the board."""

    player: int
    traveler: int


@dataclass(frozen=True)
class DieDropped(Event):
    """A die that no traveler could use was given up."""

    player: int
    die: int


@dataclass(frozen=True)
class TurnPassed(Event):
    """``player``'s turn ended; ``next_player`` rolls next."""

    player: int
    next_player: int


@dataclass(frozen=True)
class GameWon(Event):
    """``player`` bore off all four travelers first."""

    player: int


@dataclass(frozen=True)
class Placed(Event):
    """With ``play_on``: ``player`` finished in ``place`` (2 = second); the last is placed too."""

    player: int
    place: int


# ---------------------------------------------------------------------------------------------
# Moves and the geometry of the track


@dataclass(frozen=True)
class Move:
    """A ply. ``kind`` is ``roll`` (a, b: two dice), ``sky`` (a: the skyride die), ``use``
    (a: field, b: die), ``ride``, ``cross`` or ``stay``; ``str()`` gives the notation."""

    kind: str
    a: int = 0
    b: int = 0

    def __str__(self) -> str:
        if self.kind == "roll":
            return f"roll {self.a}-{self.b}"
        if self.kind == "sky":
            return f"roll {self.a}"
        if self.kind == "use":
            return f"{self.a}+{self.b}"
        return self.kind


ROLLS = tuple((Move("roll", a, b), (1 if a == b else 2) / 36)
              for a in range(1, 7) for b in range(a, 7))
SKY_ROLLS = tuple((Move("sky", n), 1 / 6) for n in range(1, 7))
RIDE_CHOICES = (Move("ride"), Move("stay"))
CROSS_CHOICES = (Move("cross"), Move("stay"))


def walk(start: int, die: int) -> tuple[int, ...]:
    """Fields walked by a die from ``start`` (first entry), the walk-back included.

    A traveler outside (0) can only enter with a 1: ``walk(0, 1) == (0, 1)``. Otherwise the
    traveler may not pass the first exact-count field (31, 58, 61) ahead: it steps onto it and
    walks back one field per surplus point.
    """
    if start == OUTSIDE:
        if die != 1:
            raise ValueError(f"a traveler outside enters only with a 1, not a {die}")
        return (OUTSIDE, 1)
    if not 1 <= start < BORNE_OFF:
        raise ValueError(f"no traveler can move from field {start}")
    stop = next(f for f in EXACT_COUNT if f > start)
    if start + die <= stop:
        return tuple(range(start, start + die + 1))
    back = start + die - stop
    return tuple(range(start, stop + 1)) + tuple(range(stop - 1, stop - back - 1, -1))


def landing(start: int, die: int) -> int:
    """The field where a die from ``start`` finally stops: after the walk-back, an advance or a
    tunnel (61 = borne off). A ride or crossing it may offer is not taken."""
    field = walk(start, die)[-1]
    return ADVANCE_TO.get(field, TUNNEL_TO.get(field, field))


def ride_stops(start: int, die: int) -> tuple[int, ...]:
    """Orbit fields a skyride of ``die`` stops from ``start`` touches, ``start`` first.

    From 34 the ride heads for 7, from every other Orbit field for 34; at the end of the line
    it turns back for the remaining points, each stop counting once.
    """
    index = ORBIT.index(start)
    step = -1 if start == ORBIT[-1] else 1
    stops = [start]
    for _ in range(die):
        if not 0 <= index + step < len(ORBIT):
            step = -step
        index += step
        stops.append(ORBIT[index])
    return tuple(stops)


# ---------------------------------------------------------------------------------------------
# The state


class LabyrinthState(SnapshotUndo):
    """A Labyrinth position and its undo history; see the module docstring and the rules page.

    Public read-only attributes: ``players``, ``play_on``, ``turn`` (whose turn it is, also
    during its dice rolls), ``phase``, ``dice`` (dice still to use this turn), ``positions``
    and ``lost_turns`` (per player, per traveler), ``active`` (the traveler offered a ride or a
    crossing, else None) and ``standings`` (players in finishing order). ``pos`` and ``trap``
    are the same as ``positions`` and ``lost_turns`` as live lists, for fast reading by the
    computer players; nothing outside this module writes them.
    """

    def __init__(self, players: int = 2, play_on: bool = False) -> None:
        if not isinstance(players, int) or not 2 <= players <= 4:
            raise ValueError(f"Labyrinth: players must be 2, 3 or 4, not {players!r}")
        self.players = players
        self.play_on = bool(play_on)
        self.turn = 0
        self.phase = ROLL
        self.dice: list[int] = []
        self.active: int | None = None
        self.pos = [[OUTSIDE] * TRAVELERS for _ in range(players)]
        self.trap = [[0] * TRAVELERS for _ in range(players)]
        # Travelers of the player to move trapped during this turn: their count does not fall
        # at the end of it (the Decision on counting lost turns).
        self.fresh: list[int] = []
        self.standings: list[int] = []
        self._history: list[Any] = []

    # -- contract ------------------------------------------------------------------------------

    @property
    def to_move(self) -> int | None:
        """The player to act, CHANCE when dice must be rolled, None once the game is over."""
        if self.phase == OVER:
            return None
        if self.phase in (ROLL, SKYRIDE):
            return CHANCE
        return self.turn

    @property
    def positions(self) -> tuple[tuple[int, ...], ...]:
        """Each player's traveler fields (0 outside, 61 borne off)."""
        return tuple(tuple(row) for row in self.pos)

    @property
    def lost_turns(self) -> tuple[tuple[int, ...], ...]:
        """Each player's travelers' remaining lost turns (0 = free)."""
        return tuple(tuple(row) for row in self.trap)

    def legal_moves(self) -> list[Move]:
        """Legal plies in a fixed order (die moves sorted by field, then die)."""
        phase = self.phase
        if phase == MOVE:
            return self._die_moves()
        if phase == ROLL:
            return [m for m, _ in ROLLS]
        if phase == SKYRIDE:
            return [m for m, _ in SKY_ROLLS]
        if phase == RIDE:
            return list(RIDE_CHOICES)
        if phase == CROSS:
            return list(CROSS_CHOICES)
        return []

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """``[(roll, probability)]`` at a chance node, else an empty list."""
        if self.phase == ROLL:
            return list(ROLLS)
        if self.phase == SKYRIDE:
            return list(SKY_ROLLS)
        return []

    def is_over(self) -> bool:
        """True once a player has won (or, with ``play_on``, all places are settled)."""
        return self.phase == OVER

    def winners(self) -> set[int]:
        """The winner once the game is over (the first to bear off all four), else empty."""
        return {self.standings[0]} if self.phase == OVER else set()

    def copy(self) -> LabyrinthState:
        """An independent copy, undo history included."""
        other = LabyrinthState.__new__(LabyrinthState)
        other.players, other.play_on = self.players, self.play_on
        other._restore(self._snapshot())
        other._history = list(self._history)
        return other

    def to_json(self) -> str:
        """The position as canonical JSON (the undo history is not saved)."""
        return dumps(self._as_dict())

    def observation(self, player: int) -> dict[str, Any]:
        """Everything is public in this game: the whole position, for any player."""
        return self._as_dict()

    def describe(self) -> str:
        """The position in a line, for error messages."""
        fields = "; ".join(
            f"P{p + 1} " + ",".join(
                f"{f}" + (f"(trapped {t})" if t else "") for f, t in zip(self.pos[p], self.trap[p]))
            for p in range(self.players))
        dice = "-".join(map(str, self.dice)) or "none"
        return f"Labyrinth position [P{self.turn + 1} {self.phase}, dice {dice}; {fields}]"

    # -- helpers for scenes and computer players ------------------------------------------------

    def key(self) -> tuple:
        """A hashable summary of the position (no history), for search tables."""
        return self._snapshot()

    def movable(self, die: int) -> list[tuple[int, int, int]]:
        """For a die still to use: ``(traveler, from_field, landing_field)`` of each traveler of
        the player to move that can use it, in field order (one per field, as ``F+D`` picks)."""
        if self.phase != MOVE or die not in self.dice:
            return []
        return [(self._mover(f), f, landing(f, die)) for f in self._usable_fields(die)]

    def preview(self, move: Move | str) -> int:
        """Where the legal die move ``move`` would stop (see :func:`landing`); no change made."""
        chosen = self.parse_move(move) if isinstance(move, str) else move
        if chosen.kind != "use" or chosen not in self.legal_moves():
            raise IllegalMove(f"{str(move)!r} is not a die move in {self.describe()}")
        return landing(chosen.a, chosen.b)

    # -- playing -------------------------------------------------------------------------------

    def _usable_fields(self, die: int) -> list[int]:
        trap = self.trap[self.turn]
        fields = {f for i, f in enumerate(self.pos[self.turn]) if not trap[i] and f != BORNE_OFF}
        if die != 1:
            fields.discard(OUTSIDE)
        return sorted(fields)

    def _die_moves(self) -> list[Move]:
        moves = [Move("use", f, d) for d in set(self.dice) for f in self._usable_fields(d)]
        moves.sort(key=lambda m: (m.a, m.b))
        return moves

    def _mover(self, field: int) -> int:
        """The traveler ``F+D`` moves: the first untrapped one of the player on ``field``."""
        trap = self.trap[self.turn]
        return next(i for i, f in enumerate(self.pos[self.turn]) if f == field and not trap[i])

    def _apply(self, move: Move) -> list[Event]:
        events: list[Event] = []
        player = self.turn
        kind = move.kind
        if kind == "roll":
            self.dice = [move.a, move.b]
            self.phase = MOVE
            events.append(Rolled(player, (move.a, move.b)))
        elif kind == "use":
            self.dice.remove(move.b)
            self._use_die(self._mover(move.a), move.b, events)
        elif kind == "ride":
            self.phase = SKYRIDE
        elif kind == "sky":
            events.append(Rolled(player, (move.a,)))
            self._ride(move.a, events)
        elif kind == "cross":
            self._cross(events)
        else:  # "stay": the offered ride or crossing is declined
            self.phase = MOVE
            self.active = None
        if self.phase == MOVE:
            self._settle_dice(events)
        return events

    def _use_die(self, traveler: int, die: int, events: list[Event]) -> None:
        player = self.turn
        path = walk(self.pos[player][traveler], die)
        start, field = path[0], path[-1]
        events.append(Moved(player, traveler, die, path))
        if field == BORNE_OFF:
            self.pos[player][traveler] = BORNE_OFF
            events.append(BorneOff(player, traveler))
            self._check_finished(events)
            return
        trapped = field in (TRAP_FIELD, TRAP_TUNNEL)
        if field in ADVANCE_TO or field in TUNNEL_TO:
            to = ADVANCE_TO.get(field) or TUNNEL_TO[field]
            self.pos[player][traveler] = field
            way = "advance" if field in ADVANCE_TO else "tunnel"
            events.append(Teleported(player, traveler, way, field, to))
            field = to
        self._arrive(traveler, field, start, events)
        if trapped:
            self._trap(traveler, events)
        elif field in RIDE_FIELDS:
            self.phase, self.active = RIDE, traveler
        elif field in CROSSING:
            self.phase, self.active = CROSS, traveler

    def _arrive(self, traveler: int, field: int, source: int, events: list[Event]) -> None:
        """Put the mover on ``field``; an occupant (if not a sanctuary) goes to ``source``."""
        player = self.turn
        self.pos[player][traveler] = field
        if field in SANCTUARIES or field == source:
            return
        for other in range(self.players):
            row = self.pos[other]
            for index, at in enumerate(row):
                if at == field and (other, index) != (player, traveler):
                    # Non-sanctuary fields hold one traveler, so there is at most one occupant.
                    row[index] = source
                    events.append(Displaced(other, index, field, source))
                    return

    def _trap(self, traveler: int, events: list[Event]) -> None:
        self.trap[self.turn][traveler] = TRAP_TURNS
        self.fresh.append(traveler)
        events.append(Trapped(self.turn, traveler, TRAP_TURNS))

    def _ride(self, die: int, events: list[Event]) -> None:
        traveler = self.active
        assert traveler is not None
        player = self.turn
        start = self.pos[player][traveler]
        stops = ride_stops(start, die)
        events.append(Skyride(player, traveler, stops))
        self.phase, self.active = MOVE, None
        field = stops[-1]
        if field == TRAP_TUNNEL:
            self.pos[player][traveler] = field
            events.append(Teleported(player, traveler, "tunnel", field, TUNNEL_TO[field]))
            self._arrive(traveler, TUNNEL_TO[field], start, events)
            self._trap(traveler, events)
        else:
            self._arrive(traveler, field, start, events)

    def _cross(self, events: list[Event]) -> None:
        traveler = self.active
        assert traveler is not None
        start = self.pos[self.turn][traveler]
        to = CROSSING[start]
        events.append(Crossed(self.turn, traveler, start, to))
        self.phase, self.active = MOVE, None
        self._arrive(traveler, to, start, events)

    def _check_finished(self, events: list[Event]) -> None:
        player = self.turn
        if any(f != BORNE_OFF for f in self.pos[player]):
            return
        self.standings.append(player)
        if len(self.standings) == 1:
            events.append(GameWon(player))
        else:
            events.append(Placed(player, len(self.standings)))
        left = [p for p in range(self.players) if p not in self.standings]
        if not self.play_on or len(left) == 1:
            if self.play_on:
                self.standings.append(left[0])
                events.append(Placed(left[0], len(self.standings)))
            self.phase, self.dice, self.fresh = OVER, [], []
            return
        for die in self.dice:
            events.append(DieDropped(player, die))
        self.dice = []

    def _settle_dice(self, events: list[Event]) -> None:
        """Drop dice no traveler can use (only once no die is usable, so using one die may make
        the other usable) and pass the turn when no die is left."""
        if any(self._usable_fields(d) for d in self.dice):
            return
        player = self.turn
        for die in self.dice:
            events.append(DieDropped(player, die))
        trap = self.trap[player]
        for index in range(TRAVELERS):
            if trap[index] and index not in self.fresh:
                trap[index] -= 1
        nxt = (player + 1) % self.players
        while nxt in self.standings:
            nxt = (nxt + 1) % self.players
        events.append(TurnPassed(player, nxt))
        self.turn, self.phase, self.dice, self.fresh = nxt, ROLL, [], []

    # -- snapshots and JSON --------------------------------------------------------------------

    def _snapshot(self) -> tuple:
        return (self.turn, self.phase, tuple(self.dice), self.active,
                tuple(map(tuple, self.pos)), tuple(map(tuple, self.trap)), tuple(self.fresh),
                tuple(self.standings))

    def _restore(self, snap: tuple) -> None:
        turn, phase, dice, active, pos, trap, fresh, standings = snap
        self.turn, self.phase, self.dice, self.active = turn, phase, list(dice), active
        self.pos = [list(row) for row in pos]
        self.trap = [list(row) for row in trap]
        self.fresh, self.standings = list(fresh), list(standings)

    def _as_dict(self) -> dict[str, Any]:
        return {
            "game": "labyrinth", "players": self.players, "play_on": self.play_on,
            "turn": self.turn, "phase": self.phase, "dice": list(self.dice),
            "active": self.active, "positions": [list(r) for r in self.pos],
            "lost_turns": [list(r) for r in self.trap], "trapped_this_turn": list(self.fresh),
            "standings": list(self.standings),
        }


# ---------------------------------------------------------------------------------------------
# Entry points


def new_game(players: int = 2, seed: int | None = None, play_on: bool = False) -> LabyrinthState:
    """A new race: ``players`` (2-4) with four travelers each outside; seat 0 rolls first.

    ``seed`` is accepted for the common signature but unused (dice are chance moves).
    ``play_on``: the others race on for the remaining places after the first winner.
    """
    return LabyrinthState(players, play_on)


def from_json(text: str) -> LabyrinthState:
    """The state saved by ``to_json()``; :class:`CorruptState` if the text is not one."""
    data = loads(text, "Labyrinth state")
    what = "Labyrinth state"
    if require(data, "game", str, what) != "labyrinth":
        raise CorruptState(f"{what}: not a Labyrinth save ({data['game']!r})")
    players = require(data, "players", int, what)
    if not 2 <= players <= 4:
        raise CorruptState(f"{what}: players must be 2-4, not {players}")
    state = LabyrinthState(players, require(data, "play_on", bool, what))
    turn = require(data, "turn", int, what)
    phase = require(data, "phase", str, what)
    dice = require(data, "dice", list, what)
    active = data.get("active")
    pos = require(data, "positions", list, what)
    trap = require(data, "lost_turns", list, what)
    fresh = require(data, "trapped_this_turn", list, what)
    standings = require(data, "standings", list, what)

    def grid(rows: list, low: int, high: int, name: str) -> list[list[int]]:
        ok = len(rows) == players and all(
            isinstance(r, list) and len(r) == TRAVELERS and all(
                type(v) is int and low <= v <= high for v in r) for r in rows)
        if not ok:
            raise CorruptState(f"{what}: {name} must be {players} rows of {TRAVELERS} numbers "
                               f"in {low}-{high}")
        return [list(r) for r in rows]

    state.pos = grid(pos, OUTSIDE, BORNE_OFF, "positions")
    state.trap = grid(trap, 0, TRAP_TURNS, "lost_turns")
    if phase not in PHASES or not 0 <= turn < players:
        raise CorruptState(f"{what}: bad turn {turn!r} or phase {phase!r}")
    if len(dice) > 2 or any(type(d) is not int or not 1 <= d <= 6 for d in dice):
        raise CorruptState(f"{what}: bad dice {dice!r}")
    if (phase == MOVE) != bool(dice) and phase in (ROLL, MOVE, OVER):
        raise CorruptState(f"{what}: dice {dice!r} do not match phase {phase!r}")
    if active is not None and (type(active) is not int or not 0 <= active < TRAVELERS):
        raise CorruptState(f"{what}: bad active traveler {active!r}")
    if (phase in (RIDE, SKYRIDE, CROSS)) != (active is not None):
        raise CorruptState(f"{what}: phase {phase!r} does not match active traveler {active!r}")
    if any(type(i) is not int or not 0 <= i < TRAVELERS for i in fresh):
        raise CorruptState(f"{what}: bad trapped_this_turn {fresh!r}")
    if any(type(p) is not int or not 0 <= p < players for p in standings):
        raise CorruptState(f"{what}: bad standings {standings!r}")
    if (phase == OVER) != bool(standings) and not state.play_on:
        raise CorruptState(f"{what}: standings {standings!r} do not match phase {phase!r}")
    state.turn, state.phase, state.dice, state.active = turn, phase, list(dice), active
    state.fresh, state.standings = list(fresh), list(standings)
    return state


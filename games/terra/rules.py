"""The rules model of Terra Incognita, with the computer as the game master (GM).

``new_game(players=1..4, seed=S, size=10, maze=None, open_map=False, …)`` builds a labyrinth
(or reads ``maze``, the map text of the rules page) and hides it. Each player first picks a start
cell (``start d4``), then acts once per turn: ``move n``, ``blast e``, ``shoot w``. After every
action the GM announces what happened (``Said`` events, rendered by :mod:`games.terra.messages`)
without naming coordinates; :meth:`TerraState.observation` is what one player may know.

Choices beyond the rules page (a player would expect them):

* **Turn limit.** Each player gets ``turn_limit`` turns after the starts (default
  ``2 * size * size``); when the last player has used the last one, the game ends with no winner.
* **Starts are secret.** Others hear that a player entered, and the report of the cell reached,
  but not the cell named (unless ``open_map``).
* Moving or shooting into a wall of one's own cell, and blasting the outer wall, are not
  offered: the player always knows the walls of their cell, and those moves could only waste a
  turn. Blasting a known-unbreakable wall stays legal (it wastes the charge, as the page says).
* A bullet starts in the next cell: players sharing the shooter's cell are not hit. A bullet
  passing an exit flies out of the labyrinth.
* A player holds at most one treasure. Treasures are picked up only on entering a cell (or
  starting on it); a player entering who cannot pick one up (wounded, or already carrying one)
  is told a treasure lies there.
* Carrying a false treasure through an exit reveals it: it crumbles, the player stays inside and
  the turn is spent; with the hands free again, the player picks up a treasure lying there.
* ``wait`` is offered only when nothing else is (a walled-in player with no charges, possible
  only on hand-made maps).
* The GM tells each player the current walls of their own cell at all times (``here`` in the
  observation), so a wall blasted by someone else next to you is known, as the page promises.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

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
from games.terra.generator import generate
from games.terra.mapfile import DIRS, OPEN, SOLID, Maze, format_map, parse_cell, parse_map
from games.terra.messages import SEAT_NAMES, render

__all__ = [
    "CHANCE", "IllegalMove", "Move", "TerraState", "new_game", "from_json",
    "Started", "Stepped", "Carried", "Swallowed", "WallHit", "WallFell", "BlastFailed",
    "ShotFired", "Wounded", "Healed", "Refilled", "TreasureFound", "TreasureDropped",
    "TreasureFalse", "Escaped", "GameEnded", "Said", "observed_entry", "unchanged_prefix",
]

MAX_PLAYERS = 4
FULL = 3  # bullets and charges at the start and after an arsenal


@dataclass(frozen=True)
class Move:
    """One action; ``str(move)`` is its notation (``start d4``, ``move n``, ``wait``)."""

    kind: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.arg}" if self.arg else self.kind


@dataclass(frozen=True)
class Started(Event):
    """A player was placed on their chosen start cell (before its reaction)."""

    player: int
    cell: str


@dataclass(frozen=True)
class Stepped(Event):
    """A player moved to a neighbouring cell."""

    player: int
    frm: str
    to: str


@dataclass(frozen=True)
class Carried(Event):
    """A river carried a player along ``path`` (river cells, then the mouth)."""

    player: int
    path: tuple[str, ...]


@dataclass(frozen=True)
class Swallowed(Event):
    """A hole at ``frm`` sent a player to the next hole of its group, ``to``."""

    player: int
    frm: str
    to: str


@dataclass(frozen=True)
class WallHit(Event):
    """A bullet stopped at the wall on side ``dir`` of ``cell``."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class WallFell(Event):
    """A blast brought down the wall on side ``dir`` of ``cell``."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class BlastFailed(Event):
    """A blast spent a charge on an unbreakable wall."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class ShotFired(Event):
    """A bullet flew along ``path`` (cells after the shooter's) and hit ``hit`` (players)."""

    player: int
    dir: str
    path: tuple[str, ...]
    hit: tuple[int, ...]


@dataclass(frozen=True)
class Wounded(Event):
    """A player was wounded."""

    player: int


@dataclass(frozen=True)
class Healed(Event):
    """A hospital healed a player."""

    player: int


@dataclass(frozen=True)
class Refilled(Event):
    """An arsenal refilled a player's bullets and charges."""

    player: int


@dataclass(frozen=True)
class TreasureFound(Event):
    """A player picked up a treasure on ``cell``."""

    player: int
    cell: str


@dataclass(frozen=True)
class TreasureDropped(Event):
    """A wounded player dropped the treasure on ``cell``."""

    player: int
    cell: str


@dataclass(frozen=True)
class TreasureFalse(Event):
    """A treasure carried to an exit proved false and crumbled."""

    player: int


@dataclass(frozen=True)
class Escaped(Event):
    """A player stepped out through an exit with the real treasure: they win."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over; ``winners`` is empty when the turn limit ran out."""

    winners: tuple[int, ...]


@dataclass(frozen=True)
class Said(Event):
    """A GM announcement everyone hears: ``key`` and ``params`` for :func:`messages.render`."""

    reveals: ClassVar[bool] = True

    key: str
    params: tuple[tuple[str, Any], ...]

    def text(self, lang: str | None = None, names: Sequence[str] = SEAT_NAMES) -> str:
        """The announcement as a sentence in ``lang`` (default: the current language), the
        seats called ``names``."""
        return render(self.key, dict(self.params), lang, names)


def _said(key: str, **params: Any) -> Said:
    return Said(key, tuple(sorted(params.items())))


LogEntry = tuple[int, str, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]]
"""One action in the game master's log: the actor, the action's notation, the announcements."""


def observed_entry(entry: LogEntry, player: int, open_map: bool) -> dict[str, Any]:
    """``entry`` as ``player`` hears it (one entry of ``observation(player)["log"]``): another
    player's start without its cell, unless the map is open."""
    actor, action, said = entry
    if action.startswith("start") and actor != player and not open_map:
        action = "start"
    return {"player": actor, "action": action,
            "said": [[key, {k: list(v) if isinstance(v, tuple) else v for k, v in params}]
                     for key, params in said]}


def unchanged_prefix(seen: Sequence[Any], log: Sequence[Any]) -> int:
    """How many of the log entries ``seen`` before are still the first entries of ``log``.

    The log only grows, or shrinks when a move is undone, and its entries are never changed in
    place (copies of a state share them), so an entry is recognised by identity. What follows
    the log (its JSON, a notebook, the words in the panel) keeps that many entries' worth and
    reads only the rest."""
    if all(map(operator.is_, seen, log)):
        return min(len(seen), len(log))
    return next(k for k, (a, b) in enumerate(zip(seen, log)) if a is not b)


class TerraState(SnapshotUndo):
    """A game in progress: the hidden labyrinth, the players, and the GM's public log."""

    def __init__(self, maze: Maze, players: int, open_map: bool, turn_limit: int) -> None:
        self.maze = maze
        self.players = players
        self.open_map = open_map
        self.turn_limit = turn_limit
        self.pos: list[int | None] = [None] * players
        self.starts: list[int | None] = [None] * players
        self.bullets = [FULL] * players
        self.charges = [FULL] * players
        self.wounded = [False] * players
        self.held: list[int | None] = [None] * players
        self.tcell: list[int | None] = list(maze.treasures) + list(maze.false_treasures)
        self.to_move: int | None = 0
        self.turns = 0
        self.winner: int | None = None
        self.log: list[LogEntry] = []
        self._history: list[Any] = []
        # The JSON text of each log entry (for to_json), and the entries it was made from.
        self._log_seen: list[LogEntry] = []
        self._log_json: list[str] = []

    # ----- queries -------------------------------------------------------------------------
    def describe(self) -> str:
        """The position in a few words, for error messages."""
        if self.to_move is None:
            return f"Terra Incognita game over after {self.turns} turns"
        return f"Terra Incognita turn {self.turns}, player {self.to_move} to act"

    def is_over(self) -> bool:
        """True once someone escaped with the treasure or the turn limit ran out."""
        return self.to_move is None

    def winners(self) -> set[int]:
        """The winner's index in a set, or an empty set."""
        return set() if self.winner is None else {self.winner}

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """No dice in Terra Incognita: always empty."""
        return []

    def _starting(self) -> bool:
        return self.to_move is not None and self.pos[self.to_move] is None

    def _is_false(self, treasure: int) -> bool:
        return treasure >= len(self.maze.treasures)

    def legal_moves(self) -> list[Move]:
        """Every legal action of the player to act, in a fixed order."""
        p = self.to_move
        if p is None:
            return []
        maze = self.maze
        here = self.pos[p]
        if here is None:
            # Any cell may be chosen: a river start is carried at once, so the list of starts
            # gives nothing away about where the rivers are.
            return [Move("start", maze.name(c)) for c in range(maze.size ** 2)]
        moves = []
        for d in DIRS:
            if maze.wall(here, d) == OPEN and (maze.neighbour(here, d) is not None or self.held[p] is not None):
                moves.append(Move("move", d))
        if self.charges[p]:
            moves += [Move("blast", d) for d in DIRS
                      if maze.neighbour(here, d) is not None and maze.wall(here, d) != OPEN]
        if self.bullets[p] and not self.wounded[p]:
            moves += [Move("shoot", d) for d in DIRS if maze.wall(here, d) == OPEN]
        return moves or [Move("wait")]

    def sides(self, cell: int) -> dict[str, str]:
        """The walls around ``cell`` as the GM tells them: wall, outer, open or exit."""
        out = {}
        for d in DIRS:
            inner = self.maze.neighbour(cell, d) is not None
            standing = self.maze.wall(cell, d) != OPEN
            out[d] = ("wall" if standing else "open") if inner else ("outer" if standing else "exit")
        return out

    def maze_text(self) -> str:
        """The whole labyrinth as map text: walls as they stand now, treasures where they are."""
        shown = self.maze.copy()
        real = len(self.maze.treasures)
        where = [self._treasure_cell(t) for t in range(len(self.tcell))]
        shown.treasures = sorted(c for c in where[:real] if c is not None)
        shown.false_treasures = sorted(c for c in where[real:] if c is not None)
        return format_map(shown)

    def _treasure_cell(self, treasure: int) -> int | None:
        if self.tcell[treasure] is not None:
            return self.tcell[treasure]
        holder = next((p for p in range(self.players) if self.held[p] == treasure), None)
        return None if holder is None else self.pos[holder]

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may know: own start and state, every player's public state, the log.

        Everything here follows from the player's own choices and the GM's public words;
        hidden parts of the labyrinth never show.
        """
        if not 0 <= player < self.players:
            raise ValueError(f"no player {player} in a {self.players}-player game")
        log = [observed_entry(entry, player, self.open_map) for entry in self.log]
        here = self.pos[player]
        status = [{"started": self.pos[q] is not None, "bullets": self.bullets[q], "charges": self.charges[q],
                   "wounded": self.wounded[q], "treasure": self.held[q] is not None}
                  for q in range(self.players)]
        start = self.starts[player]
        return {
            "player": player,
            "players": self.players,
            "size": self.maze.size,
            "open_map": self.open_map,
            "turn_limit": self.turn_limit,
            "turns": self.turns,
            "to_move": self.to_move,
            "over": self.is_over(),
            "winners": sorted(self.winners()),
            "start": None if start is None else self.maze.name(start),
            "here": None if here is None else self.sides(here),
            "status": status,
            "log": log,
        }

    # ----- play ----------------------------------------------------------------------------
    def _apply(self, move: Move) -> list[Event]:
        p = self.to_move
        assert p is not None
        events: list[Event] = []
        said: list[Said] = []
        starting = move.kind == "start"
        if starting:
            self._start(p, move.arg, events, said)
        elif move.kind == "move":
            self._move(p, move.arg, events, said)
        elif move.kind == "blast":
            self._blast(p, move.arg, events, said)
        elif move.kind == "shoot":
            self._shoot(p, move.arg, events, said)
        else:
            said.append(_said("wait", who=p))
        if self.winner is None:
            here = self.pos[p]
            assert here is not None
            said.append(_said("cell", who=p, kind=self.maze.kinds[here]))
            said.append(_said("walls", who=p, **self.sides(here)))
            if self.open_map:
                said.append(_said("position", who=p, cell=self.maze.name(here)))
        self._advance(p, starting, events, said)
        self.log.append((p, str(move), tuple((s.key, s.params) for s in said)))
        return events + said

    def _advance(self, p: int, starting: bool, events: list[Event], said: list[Said]) -> None:
        """Pass the turn, or end the game on a win or when the turn limit runs out."""
        if self.winner is not None:
            self.to_move = None
            events.append(GameEnded((self.winner,)))
            return
        if not starting:
            self.turns += 1
        if self.turns >= self.turn_limit * self.players:
            self.to_move = None
            events.append(GameEnded(()))
            said.append(_said("turn_limit"))
            return
        unstarted = [q for q in range(self.players) if self.pos[q] is None]
        self.to_move = unstarted[0] if unstarted else (0 if starting else (p + 1) % self.players)

    def _start(self, p: int, name: str, events: list[Event], said: list[Said]) -> None:
        cell = parse_cell(name, self.maze.size)
        self.starts[p] = cell
        events.append(Started(p, name))
        said.append(_said("start", who=p))
        self._enter(p, cell, events, said)

    def _move(self, p: int, d: str, events: list[Event], said: list[Said]) -> None:
        maze = self.maze
        here = self.pos[p]
        assert here is not None
        said.append(_said("move", who=p, dir=d))
        nxt = maze.neighbour(here, d)
        if nxt is None:
            treasure = self.held[p]
            assert treasure is not None
            if self._is_false(treasure):
                self.held[p] = None
                events.append(TreasureFalse(p))
                said.append(_said("treasure_false", who=p))
                self._pick_up(p, events, said)
            else:
                self.winner = p
                events.append(Escaped(p, maze.name(here), d))
                said.append(_said("escaped", who=p))
            return
        events.append(Stepped(p, maze.name(here), maze.name(nxt)))
        self._enter(p, nxt, events, said)

    def _enter(self, p: int, cell: int, events: list[Event], said: list[Said]) -> None:
        """Apply the labyrinth's reaction to ``p`` entering ``cell``."""
        maze = self.maze
        final, why = maze.landing(cell)
        if why == "river":
            events.append(Carried(p, tuple(maze.name(c) for c in maze.river_path(cell))))
            said.append(_said("river", who=p))
        elif why == "hole":
            events.append(Swallowed(p, maze.name(cell), maze.name(final)))
            said.append(_said("hole", who=p))
        self.pos[p] = final
        kind = maze.kinds[final]
        if kind == "A" and (self.bullets[p] < FULL or self.charges[p] < FULL):
            self.bullets[p] = self.charges[p] = FULL
            events.append(Refilled(p))
            said.append(_said("refilled", who=p))
        if kind == "H" and self.wounded[p]:
            self.wounded[p] = False
            events.append(Healed(p))
            said.append(_said("healed", who=p))
        self._pick_up(p, events, said)

    def _pick_up(self, p: int, events: list[Event], said: list[Said]) -> None:
        """A treasure lying where ``p`` stands is picked up, or the GM says why not."""
        here = self.pos[p]
        lying = [t for t, c in enumerate(self.tcell) if c == here]
        if not lying:
            return
        if self.held[p] is not None:
            said.append(_said("treasure_seen", who=p))
        elif self.wounded[p]:
            said.append(_said("treasure_unheld", who=p))
        else:
            self.held[p] = lying[0]
            self.tcell[lying[0]] = None
            events.append(TreasureFound(p, self.maze.name(here)))
            said.append(_said("treasure_found", who=p))

    def _blast(self, p: int, d: str, events: list[Event], said: list[Said]) -> None:
        here = self.pos[p]
        assert here is not None
        self.charges[p] -= 1
        name = self.maze.name(here)
        if self.maze.wall(here, d) == SOLID:
            events.append(BlastFailed(p, name, d))
            said.append(_said("blast_failed", who=p, dir=d))
        else:
            self.maze.set_wall(here, d, OPEN)
            events.append(WallFell(p, name, d))
            said.append(_said("blast_fell", who=p, dir=d))

    def _shoot(self, p: int, d: str, events: list[Event], said: list[Said]) -> None:
        maze = self.maze
        cell = self.pos[p]
        assert cell is not None
        self.bullets[p] -= 1
        said.append(_said("shoot", who=p, dir=d))
        path: list[int] = []
        victims: list[int] = []
        outcome = "shot_out"
        while True:
            if maze.wall(cell, d) != OPEN:
                outcome = "shot_missed"
                break
            nxt = maze.neighbour(cell, d)
            if nxt is None:
                break
            cell = nxt
            path.append(cell)
            victims = [q for q in range(self.players) if q != p and self.pos[q] == cell]
            if victims:
                outcome = "shot_hit"
                break
        events.append(ShotFired(p, d, tuple(maze.name(c) for c in path), tuple(victims)))
        if outcome == "shot_missed":
            events.append(WallHit(p, maze.name(cell), d))
        said.append(_said(outcome, victims=tuple(victims)) if victims else _said(outcome))
        for q in victims:
            self.wounded[q] = True
            events.append(Wounded(q))
            said.append(_said("wounded", who=q))
            treasure = self.held[q]
            if treasure is not None:
                self.held[q] = None
                self.tcell[treasure] = cell
                events.append(TreasureDropped(q, maze.name(cell)))
                said.append(_said("treasure_dropped", who=q))

    # ----- snapshots, copies, JSON ---------------------------------------------------------
    def _snapshot(self) -> Any:
        return (
            tuple(tuple(r) for r in self.maze.hwall), tuple(tuple(r) for r in self.maze.vwall),
            tuple(self.pos), tuple(self.starts), tuple(self.bullets), tuple(self.charges),
            tuple(self.wounded), tuple(self.held), tuple(self.tcell),
            self.to_move, self.turns, self.winner, len(self.log),
        )

    def _restore(self, snap: Any) -> None:
        (hwall, vwall, pos, starts, bullets, charges, wounded, held, tcell,
         self.to_move, self.turns, self.winner, log_len) = snap
        self.maze.hwall = [list(r) for r in hwall]
        self.maze.vwall = [list(r) for r in vwall]
        self.pos, self.starts = list(pos), list(starts)
        self.bullets, self.charges = list(bullets), list(charges)
        self.wounded, self.held, self.tcell = list(wounded), list(held), list(tcell)
        del self.log[log_len:]

    def copy(self) -> "TerraState":
        """An independent copy, undo history included."""
        other = TerraState(self.maze.copy(), self.players, self.open_map, self.turn_limit)
        other._restore(self._snapshot())
        other.log = list(self.log)
        other._history = list(self._history)
        other._log_seen = list(self._log_seen)
        other._log_json = list(self._log_json)
        return other

    def _log_text(self) -> str:
        """The log as canonical JSON; each entry's text is made once (the autosave and every
        computer player's request write the whole state after every move)."""
        keep = unchanged_prefix(self._log_seen, self.log)
        del self._log_seen[keep:], self._log_json[keep:]
        for entry in self.log[keep:]:
            p, action, said = entry
            self._log_seen.append(entry)
            self._log_json.append(dumps([p, action, [[key, [[k, v] for k, v in params]] for key, params in said]]))
        return "[" + ",".join(self._log_json) + "]"

    def to_json(self) -> str:
        """The whole state as canonical JSON (the undo history is not saved)."""
        data = {
            "game": "terra",
            "maze": format_map(self.maze),
            "players": self.players,
            "open_map": self.open_map,
            "turn_limit": self.turn_limit,
            "pos": self.pos,
            "starts": self.starts,
            "bullets": self.bullets,
            "charges": self.charges,
            "wounded": self.wounded,
            "held": self.held,
            "tcell": self.tcell,
            "to_move": self.to_move,
            "turns": self.turns,
            "winner": self.winner,
        }
        # The keys in canonical order, with the log's cached text between those before and after it.
        before = dumps({k: v for k, v in data.items() if k < "log"})
        after = dumps({k: v for k, v in data.items() if k > "log"})
        return f'{before[:-1]},"log":{self._log_text()},{after[1:]}'


def new_game(
    players: int = 1,
    seed: int = 0,
    size: int = 10,
    maze: str | None = None,
    open_map: bool = False,
    treasures: int = 1,
    false_treasures: int = 0,
    unbreakable: bool = False,
    turn_limit: int | None = None,
) -> TerraState:
    """A new game for 1–4 players on a generated labyrinth, or on ``maze`` (map text).

    ``treasures``/``false_treasures``/``unbreakable`` are the generator's variants (ignored with
    ``maze``, which says them itself). ``turn_limit`` is the number of turns per player after
    which the game ends with no winner (default ``2 * size * size``).
    """
    if not 1 <= players <= MAX_PLAYERS:
        raise ValueError(f"Terra Incognita takes 1 to {MAX_PLAYERS} players, not {players}")
    board = parse_map(maze) if maze is not None else generate(size, seed, treasures, false_treasures, unbreakable)
    limit = 2 * board.size * board.size if turn_limit is None else turn_limit
    if limit < 1:
        raise ValueError(f"turn_limit must be at least 1, not {limit}")
    return TerraState(board, players, open_map, limit)


def _params(raw: Any) -> tuple[tuple[str, Any], ...]:
    if not isinstance(raw, list) or not all(isinstance(kv, list) and len(kv) == 2 for kv in raw):
        raise CorruptState(f"terra state: bad announcement parameters {raw!r}")
    return tuple((str(k), tuple(v) if isinstance(v, list) else v) for k, v in raw)


def _whole(value: Any, low: int, high: int) -> bool:
    return type(value) is int and low <= value <= high


def _check_list(values: list[Any], key: str, good: Any) -> None:
    bad = next((v for v in values if not good(v)), "ok")
    if bad != "ok":
        raise CorruptState(f"terra state: {key!r} holds {bad!r}, which this board cannot have")


def from_json(text: str) -> TerraState:
    """The state saved by :meth:`TerraState.to_json`; :class:`CorruptState` if unreadable."""
    data = loads(text, "terra state")
    if require(data, "game", str) != "terra":
        raise CorruptState("terra state: not a Terra Incognita save")
    try:
        maze = parse_map(require(data, "maze", str))
    except ValueError as exc:
        raise CorruptState(f"terra state: {exc}") from None
    players = require(data, "players", int)
    if not 1 <= players <= MAX_PLAYERS:
        raise CorruptState(f"terra state: {players} players (1 to {MAX_PLAYERS})")
    turn_limit = require(data, "turn_limit", int)
    if not 0 < turn_limit <= 100_000:
        raise CorruptState(f"terra state: bad turn limit {turn_limit}")
    state = TerraState(maze, players, require(data, "open_map", bool), turn_limit)
    lists = {key: require(data, key, list) for key in
             ("pos", "starts", "bullets", "charges", "wounded", "held", "tcell", "log")}
    for key in ("pos", "starts", "bullets", "charges", "wounded", "held"):
        if len(lists[key]) != players:
            raise CorruptState(f"terra state: {key!r} has {len(lists[key])} entries for {players} players")
    if len(lists["tcell"]) != len(state.tcell):
        raise CorruptState("terra state: 'tcell' does not match the treasures of the maze")
    # Every number must be one the rules could have made (a cell of this board, a count).
    cells = maze.size * maze.size
    _check_list(lists["pos"], "pos", lambda v: v is None or _whole(v, 0, cells - 1))
    _check_list(lists["starts"], "starts", lambda v: v is None or _whole(v, 0, cells - 1))
    _check_list(lists["bullets"], "bullets", lambda v: _whole(v, 0, FULL))
    _check_list(lists["charges"], "charges", lambda v: _whole(v, 0, FULL))
    _check_list(lists["wounded"], "wounded", lambda v: isinstance(v, bool))
    _check_list(lists["held"], "held", lambda v: v is None or _whole(v, 0, len(state.tcell) - 1))
    _check_list(lists["tcell"], "tcell", lambda v: v is None or _whole(v, 0, cells - 1))
    state.pos, state.starts = lists["pos"], lists["starts"]
    state.bullets, state.charges = lists["bullets"], lists["charges"]
    state.wounded, state.held, state.tcell = lists["wounded"], lists["held"], lists["tcell"]
    to_move = data.get("to_move")
    if to_move is not None and not (isinstance(to_move, int) and 0 <= to_move < players):
        raise CorruptState(f"terra state: bad 'to_move' {to_move!r}")
    state.to_move = to_move
    state.turns = require(data, "turns", int)
    if not 0 <= state.turns <= turn_limit * players:
        raise CorruptState(f"terra state: bad turn count {state.turns}")
    winner = data.get("winner")
    if winner is not None and not (isinstance(winner, int) and 0 <= winner < players):
        raise CorruptState(f"terra state: bad 'winner' {winner!r}")
    state.winner = winner
    try:
        state.log = [(int(p), str(action), tuple((str(key), _params(params)) for key, params in said))
                     for p, action, said in lists["log"]]
    except (TypeError, ValueError) as exc:
        raise CorruptState(f"terra state: bad log ({exc})") from None
    return state


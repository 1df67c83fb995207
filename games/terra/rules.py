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

Choices for the modifications (``new_game``'s options; the page leaves them open):

* **Turns.** A turn lost (to ``loot`` or ``stab``) and a dead player's turn pass by themselves:
  the GM says so in the entry of the action before. The bear steps when the turn passes from
  the last seat to the first. The GM's words about another player (eaten, come back, a turn
  lost) go into the entry of the action that caused them.
* **Floors.** ``start`` may name any cell of any floor; the GM tells a player their own floor
  (``floor`` in their cell's report, which others hear without it). Exits are only on the
  ground floor; a Tver labyrinth's treasures are one per floor.
* **Windows** are walls to walk and to the GM's words; a grenade (or charge) breaks one like a
  wall. With windows in the labyrinth, ``shoot`` and ``throw`` are offered in all directions.
* **Plain information** tells the outer wall as a wall, so blasting it is offered (it stands).
* **All treasures.** Carrying a real treasure out banks it and leaves the player outside; their
  next turn steps back in through the same exit (the only move offered).
* **Boomerang.** A wounded player cannot throw (as they cannot shoot). Through an exit it flies
  out and comes back; hitting a player or the bear it comes back.
* **Death and return.** ``stab`` kills every other player on the cell; ``loot`` takes every
  body's bullets and grenades on the cell, up to a full load. A returning player lands on no
  river, hole or bear; one eaten by the bear lands likewise, on any floor.
* **The bear** steps only through open sides, never onto river or a hole, never up or down
  stairs, and is heard by a player next to it (walls or not).
* **Chance.** The bear's steps and the cells of returns are drawn from the game's seed and the
  length of the log, so an undo and the same move draw the same.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, Sequence

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
from games.terra.events import (
    Banked, BearKilled, BlastFailed, BoomerangBroken, BoomerangReturned, Carried, Climbed, Died,
    Eaten, Escaped, GameEnded, Healed, HeardBear, Looted, Reentered, Refilled, Returned,
    Said, ShotFired, Stabbed, Started, Stepped, Swallowed, Thrown, TreasureDropped, TreasureFalse,
    TreasureFound, TurnLost, WallFell, WallHit, Wounded, said as _said,
)
from games.terra.generator import generate
from games.terra import combat, reactions, wilds
from games.terra.mapfile import DIRS, OPEN, OPPOSITE, SOLID, Maze, format_map, has_windows, parse_map
from games.terra.variants import FULL, RETURN_TURNS, Variants

__all__ = [
    "CHANCE", "IllegalMove", "Move", "TerraState", "new_game", "from_json",
    "Started", "Stepped", "Carried", "Swallowed", "WallHit", "WallFell", "BlastFailed",
    "ShotFired", "Wounded", "Healed", "Refilled", "TreasureFound", "TreasureDropped",
    "TreasureFalse", "Escaped", "GameEnded", "Said", "observed_entry", "unchanged_prefix",
    "Climbed", "Thrown", "BoomerangReturned", "BoomerangBroken", "Stabbed", "Looted", "TurnLost",
    "Died", "Returned", "Eaten", "BearKilled", "HeardBear", "Banked", "Reentered", "Variants",
]

MAX_PLAYERS = 4


@dataclass(frozen=True)
class Move:
    """One action; ``str(move)`` is its notation (``start d4``, ``move n``, ``wait``)."""

    kind: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.kind} {self.arg}" if self.arg else self.kind


LogEntry = tuple[int, str, tuple[tuple[str, tuple[tuple[str, Any], ...]], ...]]
"""One action in the game master's log: the actor, the action's notation, the announcements."""


def observed_entry(entry: LogEntry, player: int, open_map: bool) -> dict[str, Any]:
    """``entry`` as ``player`` hears it (one entry of ``observation(player)["log"]``): another
    player's start without its cell, and another player's report without its floor, unless
    the map is open."""
    actor, action, said = entry
    if action.startswith("start") and actor != player and not open_map:
        action = "start"
    return {"player": actor, "action": action,
            "said": [[key, {k: list(v) if isinstance(v, tuple) else v for k, v in params
                            if k != "floor" or open_map or dict(params).get("who") == player}]
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
    """A game in progress: the hidden labyrinth, the players, and the GM's public log.

    Besides today's bullets, charges, wounds and treasures, each player has a ``knife`` (a
    returned dead player's), a ``boomerang`` (boomerang variant), ``dead`` (own turns until
    they return, 0 when alive), ``lost`` (why their next turn is lost: ``loot`` or ``stab``,
    ``""`` when it is not), ``outside`` (the side of the exit they stepped out through after
    banking a treasure, None inside) and ``banked`` (treasures carried out). ``bodies`` are the
    dead players' bullets and charges lying as ``(cell, bullets, charges)``; ``graves`` the cell
    where each dead player died; ``bear`` the bear's cell (None when there is none or it is
    dead); ``blasted`` every wall brought down, as ``(cell, side)`` with side north or east.
    """

    def __init__(self, maze: Maze, players: int, open_map: bool, turn_limit: int,
                 seed: int = 0, variants: Variants = Variants()) -> None:
        self.maze = maze
        self.players = players
        self.open_map = open_map
        self.turn_limit = turn_limit
        self.seed = seed
        self.variants = variants
        self.pos: list[int | None] = [None] * players
        self.starts: list[int | None] = [None] * players
        self.bullets = [FULL] * players
        self.charges = [FULL] * players
        self.wounded = [False] * players
        self.held: list[int | None] = [None] * players
        self.tcell: list[int | None] = list(maze.treasures) + list(maze.false_treasures)
        self.knife = [False] * players
        self.boomerang = [variants.boomerang] * players
        self.dead = [0] * players
        self.lost = [""] * players
        self.outside: list[str | None] = [None] * players
        self.banked = [0] * players
        self.graves: list[int | None] = [None] * players
        self.bodies: list[tuple[int, int, int]] = []
        self.bear = maze.bear
        self.blasted: list[tuple[int, str]] = []
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
        """No dice in Terra Incognita: always empty (the bear's steps and the returns are the
        game master's, drawn from the seed and the ply)."""
        return []

    @property
    def grenades(self) -> bool:
        """True in a Tver labyrinth (several floors, or arsenal kinds): charges are grenades."""
        return len(self.maze.floors) > 1 or bool(self.maze.arsenals)

    def _is_false(self, treasure: int) -> bool:
        return treasure >= len(self.maze.treasures)

    def inside(self, player: int) -> bool:
        """True when ``player`` stands in the labyrinth: started, alive, not outside."""
        return self.pos[player] is not None and not self.dead[player] and self.outside[player] is None

    def _others_at(self, p: int, cell: int) -> list[int]:
        return [q for q in range(self.players) if q != p and self.inside(q) and self.pos[q] == cell]

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
            return [Move("start", maze.name(c)) for c in maze.cells()]
        if self.outside[p] is not None:
            return [Move("move", OPPOSITE[self.outside[p]])]
        moves = []
        for d in DIRS:
            if maze.wall(here, d) == OPEN and (maze.neighbour(here, d) is not None or self.held[p] is not None):
                moves.append(Move("move", d))
        moves += [Move("climb", way) for way in ("up", "down") if maze.stairs(here, way) is not None]
        plain = self.variants.information == "plain"
        if self.charges[p]:
            moves += [Move("blast", d) for d in DIRS
                      if maze.wall(here, d) != OPEN and (plain or maze.neighbour(here, d) is not None)]
        # A window is told as a wall: with windows, firing is offered through every side.
        aims = DIRS if self.variants.windows else [d for d in DIRS if maze.wall(here, d) == OPEN]
        if self.bullets[p] and not self.wounded[p]:
            moves += [Move("shoot", d) for d in aims]
        if self.boomerang[p] and not self.bullets[p] and not self.charges[p] and not self.wounded[p]:
            moves += [Move("throw", d) for d in aims]
        if self.knife[p] and self._others_at(p, here):
            moves.append(Move("stab"))
        if any(cell == here for cell, _, _ in self.bodies):
            moves.append(Move("loot"))
        return moves or [Move("wait")]

    def sides(self, cell: int) -> dict[str, str]:
        """The walls around ``cell`` as the GM tells them: wall, outer, open or exit (a window
        is a wall; with the ``plain`` information level the outer wall is a wall too)."""
        out = {}
        plain = self.variants.information == "plain"
        for d in DIRS:
            inner = self.maze.neighbour(cell, d) is not None
            standing = self.maze.wall(cell, d) != OPEN
            out[d] = ("wall" if standing else "open") if inner or (plain and standing) else (
                "outer" if standing else "exit")
        return out

    def maze_text(self) -> str:
        """The whole labyrinth as map text: walls as they stand now, treasures and the bear
        where they are."""
        shown = self.maze.copy()
        real = len(self.maze.treasures)
        where = [self._treasure_cell(t) for t in range(len(self.tcell))]
        shown.treasures = sorted(c for c in where[:real] if c is not None)
        shown.false_treasures = sorted(c for c in where[real:] if c is not None)
        if not shown.treasures:
            shown.treasures = list(self.maze.treasures)  # all banked: the map text needs one
        shown.bear = self.bear
        return format_map(shown)

    def _treasure_cell(self, treasure: int) -> int | None:
        if self.tcell[treasure] is not None:
            return self.tcell[treasure]
        holder = next((p for p in range(self.players) if self.held[p] == treasure), None)
        return None if holder is None else self.pos[holder]

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may know: own start, state and kit, every player's public state,
        the log.

        Everything here follows from the player's own choices and the GM's public words;
        hidden parts of the labyrinth, the bear and other players' knives and boomerangs never
        show. New with the modifications: ``floor`` (the player's floor, None before the start
        or while dead), ``floors`` (the building's floors, public as a set-up choice),
        ``kit`` (own ``bullets``, ``charges``, ``grenades`` — True when charges are grenades —
        ``knife``, ``boomerang``), ``dead`` (own turns until return), ``lost`` (why the next
        turn is lost, or ""), ``outside`` and ``variants``; each ``status`` adds ``dead``,
        ``outside`` and ``banked``. "You hear the bear" is told in the log (``bear_near``).
        """
        if not 0 <= player < self.players:
            raise ValueError(f"no player {player} in a {self.players}-player game")
        log = [observed_entry(entry, player, self.open_map) for entry in self.log]
        here = self.pos[player] if self.inside(player) else None
        status = [{"started": self.pos[q] is not None, "bullets": self.bullets[q], "charges": self.charges[q],
                   "wounded": self.wounded[q], "treasure": self.held[q] is not None,
                   "dead": self.dead[q] > 0, "outside": self.outside[q] is not None, "banked": self.banked[q]}
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
            "floor": None if here is None else self.maze.floor_of(here),
            "floors": sorted(self.maze.floors),
            "kit": {"bullets": self.bullets[player], "charges": self.charges[player], "grenades": self.grenades,
                    "knife": self.knife[player], "boomerang": self.boomerang[player]},
            "dead": self.dead[player],
            "lost": self.lost[player],
            "outside": self.outside[player] is not None,
            "variants": self.variants.to_data(),
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
        bear_was = self.bear
        handler = {"start": self._start, "move": self._move, "blast": self._blast, "climb": self._climb,
                   "shoot": combat.shoot, "throw": combat.throw, "stab": combat.stab, "loot": combat.loot}
        if move.kind in ("shoot", "throw", "stab", "loot"):
            handler[move.kind](self, p, move.arg, events, said)
        elif move.kind in handler:
            handler[move.kind](p, move.arg, events, said)
        else:
            said.append(_said("wait", who=p))
        if self.winner is None and self.inside(p):
            self.report(p, said)
        self._advance(p, starting, events, said)
        wilds.hear(self, p, bear_was != self.bear, events, said)
        self.log.append((p, str(move), tuple((s.key, s.params) for s in said)))
        return events + said

    def report(self, p: int, said: list[Said]) -> None:
        """The GM's report of ``p``'s cell: its kind, its walls, and on the open map where."""
        here = self.pos[p]
        assert here is not None
        if len(self.maze.floors) > 1:
            # A player knows the floor they stand on; others do not hear it (observed_entry).
            said.append(_said("cell", who=p, kind=self.maze.kinds[here], floor=self.maze.floor_of(here)))
        else:
            said.append(_said("cell", who=p, kind=self.maze.kinds[here]))
        said.append(_said("walls", who=p, **self.sides(here)))
        if self.open_map:
            said.append(_said("position", who=p, cell=self.maze.name(here)))

    def _advance(self, p: int, starting: bool, events: list[Event], said: list[Said]) -> None:
        """Pass the turn (past the turns of dead players and turns lost), or end the game on a
        win or when the turn limit runs out. The bear steps after each round."""
        if self.winner is not None:
            self.to_move = None
            events.append(GameEnded((self.winner,)))
            return
        unstarted = [q for q in range(self.players) if self.pos[q] is None and not self.dead[q]]
        if starting:
            self.to_move = unstarted[0] if unstarted else 0
            return
        q = p
        while True:
            self.turns += 1
            if self.turns >= self.turn_limit * self.players:
                self.to_move = None
                events.append(GameEnded(()))
                said.append(_said("turn_limit"))
                return
            q = (q + 1) % self.players
            if q == 0:
                wilds.bear_round(self, events, said)
            if self.dead[q]:
                self.dead[q] -= 1
                events.append(TurnLost(q, "dead"))
                if not self.dead[q]:
                    combat.come_back(self, q, events, said)
                continue
            if self.lost[q]:
                events.append(TurnLost(q, self.lost[q]))
                said.append(_said("turn_lost", who=q, why=self.lost[q]))
                self.lost[q] = ""
                continue
            break
        self.to_move = q

    def _start(self, p: int, name: str, events: list[Event], said: list[Said]) -> None:
        cell = self.maze.cell(name)
        self.starts[p] = cell
        events.append(Started(p, name))
        said.append(_said("start", who=p))
        reactions.enter(self, p, cell, events, said)

    def _move(self, p: int, d: str, events: list[Event], said: list[Said]) -> None:
        maze = self.maze
        here = self.pos[p]
        assert here is not None
        said.append(_said("move", who=p, dir=d))
        if self.outside[p] is not None:
            self.outside[p] = None
            events.append(Reentered(p, maze.name(here)))
            said.append(_said("reentered", who=p))
            reactions.enter(self, p, here, events, said)
            return
        nxt = maze.neighbour(here, d)
        if nxt is None:
            self._carry_out(p, here, d, events, said)
            return
        if self.variants.information == "rich" and _side(maze, here, d) in self.blasted:
            said.append(_said("passed_blasted", who=p))
        events.append(Stepped(p, maze.name(here), maze.name(nxt)))
        reactions.enter(self, p, nxt, events, said)

    def _carry_out(self, p: int, here: int, d: str, events: list[Event], said: list[Said]) -> None:
        """``p`` steps out through an exit with a treasure: it crumbles if false, else wins
        (or, when all treasures must be carried out, is banked)."""
        treasure = self.held[p]
        assert treasure is not None
        if self._is_false(treasure):
            self.held[p] = None
            events.append(TreasureFalse(p))
            said.append(_said("treasure_false", who=p))
            reactions.pick_up(self, p, events, said)
            return
        if self.variants.win == "all":
            self.held[p] = None
            self.banked[p] += 1
            self.outside[p] = d
            events.append(Banked(p, self.maze.name(here), d))
            if any(self._treasure_cell(t) is not None for t in range(len(self.maze.treasures))):
                said.append(_said("banked", who=p))
                return
        self.winner = p
        events.append(Escaped(p, self.maze.name(here), d))
        said.append(_said("escaped" if self.variants.win == "one" else "banked_last", who=p))

    def _climb(self, p: int, way: str, events: list[Event], said: list[Said]) -> None:
        here = self.pos[p]
        assert here is not None
        target = self.maze.stairs(here, way)
        assert target is not None
        said.append(_said("climb", who=p, way=way))
        events.append(Climbed(p, self.maze.name(here), self.maze.name(target), way))
        reactions.enter(self, p, target, events, said)

    def _blast(self, p: int, d: str, events: list[Event], said: list[Said]) -> None:
        here = self.pos[p]
        assert here is not None
        self.charges[p] -= 1
        name = self.maze.name(here)
        grenade = "grenade_" if self.grenades else ""
        if self.maze.neighbour(here, d) is None:
            events.append(BlastFailed(p, name, d))
            said.append(_said(f"{grenade}blast_stood", who=p, dir=d))
        elif self.maze.wall(here, d) == SOLID:
            events.append(BlastFailed(p, name, d))
            said.append(_said(f"{grenade}blast_failed", who=p, dir=d))
        else:
            self.maze.set_wall(here, d, OPEN)
            self.blasted = sorted(set(self.blasted) | {_side(self.maze, here, d)})
            events.append(WallFell(p, name, d))
            said.append(_said(f"{grenade}blast_fell", who=p, dir=d))

    # ----- snapshots, copies, JSON ---------------------------------------------------------
    _LISTS = ("pos", "starts", "bullets", "charges", "wounded", "held", "knife", "boomerang", "dead",
              "lost", "outside", "banked", "graves")
    """The per-player lists, saved and restored alike."""

    def _snapshot(self) -> Any:
        return (
            tuple(tuple(r) for r in self.maze.hwall), tuple(tuple(r) for r in self.maze.vwall),
            tuple(tuple(getattr(self, key)) for key in self._LISTS), tuple(self.tcell),
            tuple(self.bodies), self.bear, tuple(self.blasted),
            self.to_move, self.turns, self.winner, len(self.log),
        )

    def _restore(self, snap: Any) -> None:
        (hwall, vwall, lists, tcell, bodies, self.bear, blasted,
         self.to_move, self.turns, self.winner, log_len) = snap
        self.maze.hwall = [list(r) for r in hwall]
        self.maze.vwall = [list(r) for r in vwall]
        for key, values in zip(self._LISTS, lists):
            setattr(self, key, list(values))
        self.tcell, self.bodies, self.blasted = list(tcell), list(bodies), list(blasted)
        del self.log[log_len:]

    def copy(self) -> "TerraState":
        """An independent copy, undo history included."""
        other = TerraState(self.maze.copy(), self.players, self.open_map, self.turn_limit, self.seed, self.variants)
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
            "tcell": self.tcell,
            "to_move": self.to_move,
            "turns": self.turns,
            "winner": self.winner,
        }
        data.update({key: getattr(self, key) for key in self._LISTS})
        data.update({"seed": self.seed, "variants": self.variants.to_data(), "bear": self.bear,
                     "bodies": [list(b) for b in self.bodies], "blasted": [list(b) for b in self.blasted]})
        # The keys in canonical order, with the log's cached text between those before and after it.
        before = dumps({k: v for k, v in data.items() if k < "log"})
        after = dumps({k: v for k, v in data.items() if k > "log"})
        return f'{before[:-1]},"log":{self._log_text()},{after[1:]}'


def _side(maze: Maze, cell: int, d: str) -> tuple[int, str]:
    """Side ``d`` of ``cell`` named once: from the cell south or west of it, as n or e."""
    if d in ("n", "e"):
        return cell, d
    other = maze.neighbour(cell, d)
    assert other is not None
    return other, OPPOSITE[d]


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
    information: str = "full",
    win: str = "one",
    rivers: str = "free",
    floors: int = 1,
    basement: bool = False,
    windows: bool = False,
    boomerang: bool = False,
    death: bool = False,
    bear: bool = False,
) -> TerraState:
    """A new game for 1–4 players on a generated labyrinth, or on ``maze`` (map text).

    ``treasures``/``false_treasures``/``unbreakable`` are the generator's variants (ignored with
    ``maze``, which says them itself). ``turn_limit`` is the number of turns per player after
    which the game ends with no winner (default ``2 * size * size``).

    The modifications of the rules page (every default is today's game; all combine):

    * ``information`` ``full`` | ``plain`` | ``rich`` and ``win`` ``one`` | ``all`` — see
      :mod:`games.terra.variants`.
    * ``rivers`` ``free`` | ``south_east`` | ``never_cross``; ``floors`` 1–3 and ``basement``
      (the Tver labyrinth: stairs, holes between floors, one treasure and arsenals of three
      kinds per floor, grenades instead of charges, looting bodies); ``windows``; ``bear`` (the
      Penza bear) — the generator's (a map text says them itself: its floors, ``S`` stairs,
      ``:``/``~`` windows, ``arsenals:`` and ``bear:`` lines).
    * ``boomerang`` (``throw n``: every player holds one, usable with no bullets and no
      grenades) and ``death`` (death and return: ``stab`` with the knife of a returned player,
      ``loot`` a body).
    """
    if not 1 <= players <= MAX_PLAYERS:
        raise ValueError(f"Terra Incognita takes 1 to {MAX_PLAYERS} players, not {players}")
    board = parse_map(maze) if maze is not None else generate(
        size, seed, treasures, false_treasures, unbreakable,
        rivers=rivers, floors=floors, basement=basement, windows=windows, bear=bear)
    limit = 2 * board.size * board.size * len(board.floors) if turn_limit is None else turn_limit
    if limit < 1:
        raise ValueError(f"turn_limit must be at least 1, not {limit}")
    variants = Variants(information, win, boomerang, death, has_windows(board))
    return TerraState(board, players, open_map, limit, seed, variants)


_OLD_LISTS = ("pos", "starts", "bullets", "charges", "wounded", "held")
"""The per-player lists every save has (the others came with the modifications)."""


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
    seed = data.get("seed", 0)
    try:
        variants = Variants.from_data(data.get("variants", {}))
    except (TypeError, ValueError) as exc:
        raise CorruptState(f"terra state: {exc}") from None
    if type(seed) is not int:
        raise CorruptState(f"terra state: bad seed {seed!r}")
    state = TerraState(maze, players, require(data, "open_map", bool), turn_limit, seed, variants)
    cells = maze.cell_count
    # Every value must be one the rules could have made (a cell of this board, a count); a save
    # from before the modifications lacks their lists and takes today's values.
    good = {
        "pos": lambda v: v is None or _whole(v, 0, cells - 1) and maze.exists(v),
        "starts": lambda v: v is None or _whole(v, 0, cells - 1) and maze.exists(v),
        "bullets": lambda v: _whole(v, 0, FULL),
        "charges": lambda v: _whole(v, 0, FULL),
        "wounded": lambda v: isinstance(v, bool),
        "held": lambda v: v is None or _whole(v, 0, len(state.tcell) - 1),
        "knife": lambda v: isinstance(v, bool),
        "boomerang": lambda v: isinstance(v, bool),
        "dead": lambda v: _whole(v, 0, RETURN_TURNS),
        "lost": lambda v: v in ("", "loot", "stab"),
        "outside": lambda v: v is None or v in DIRS,
        "banked": lambda v: _whole(v, 0, len(maze.treasures)),
        "graves": lambda v: v is None or _whole(v, 0, cells - 1),
    }
    for key in TerraState._LISTS:
        values = require(data, key, list) if key in data or key in _OLD_LISTS else getattr(state, key)
        if len(values) != players:
            raise CorruptState(f"terra state: {key!r} has {len(values)} entries for {players} players")
        _check_list(values, key, good[key])
        setattr(state, key, list(values))
    lists = {key: require(data, key, list) for key in ("tcell", "log")}
    if len(lists["tcell"]) != len(state.tcell):
        raise CorruptState("terra state: 'tcell' does not match the treasures of the maze")
    _check_list(lists["tcell"], "tcell", lambda v: v is None or _whole(v, 0, cells - 1))
    state.tcell = lists["tcell"]
    bodies = data.get("bodies", [])
    _check_list(bodies if isinstance(bodies, list) else [bodies], "bodies", lambda v: isinstance(v, list) and len(v) == 3
                and _whole(v[0], 0, cells - 1) and _whole(v[1], 0, FULL) and _whole(v[2], 0, FULL))
    state.bodies = [tuple(b) for b in bodies]
    bear = data.get("bear", maze.bear)
    if bear is not None and not (_whole(bear, 0, cells - 1) and maze.standable(bear)):
        raise CorruptState(f"terra state: bad 'bear' {bear!r}")
    state.bear = bear
    blasted = data.get("blasted", [])
    _check_list(blasted if isinstance(blasted, list) else [blasted], "blasted", lambda v: isinstance(v, list)
                and len(v) == 2 and _whole(v[0], 0, cells - 1) and v[1] in ("n", "e"))
    state.blasted = [(c, d) for c, d in blasted]
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


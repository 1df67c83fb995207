"""A game on the table: the rules state, the seats, the move list, its autosave and the rules
of the table (whose dice, what Undo may take back, when the screen must be handed over).

Pure Python (no pygame), so the kiosk, the tests and every scene share one way to start, play,
undo, save and resume a game.

- **Chance is a function of the seed and the ply:** the outcome of the chance move at ply *n*
  is drawn from a generator seeded with ``(seed, n)``, so undoing and playing the same moves
  again, or resuming a save, gives the very same dice and draws. Computer players get their
  seed the same way.
- **One undo policy** (:meth:`Session.can_undo`): see ``shared/design.md``, "Table play".
- **Hand-over:** in a game whose :class:`~games.engine.registry.Kind` hides information (and
  whose option lifting it is off) with two or more people, the screen belongs to one person at
  a time (:attr:`Session.viewer`); when another person is to move, a hand-over cover is due
  (:meth:`Session.cover_due`) until they take the screen (:meth:`Session.take_screen`).
"""
from __future__ import annotations

import dataclasses
import functools
import math
import random
import time
from typing import Any, Sequence

from games.engine import saves
from games.engine.registry import GameInfo, get
from games.engine.rules_base import CHANCE

MAX_SEED = 1 << 62


@dataclasses.dataclass
class Seat:
    """A player's chair: a person at the screen or a computer player of some level.

    ``name`` is a named player's name shown instead of the seat's colour ("" for none) and
    ``player`` that player's id in the players list (None for an unnamed seat)."""

    computer: bool = False
    level: int = 0
    name: str = ""
    player: str | None = None

    def to_dict(self, levels: Sequence[str] = ()) -> dict[str, Any]:
        """The seat for a save: its level by name where the game has levels (the index would
        move when a level is added)."""
        level: int | str = levels[self.level] if 0 <= self.level < len(levels) else self.level
        return {"computer": self.computer, "level": level, "name": self.name, "player": self.player}

    @classmethod
    def from_dict(cls, data: dict[str, Any], levels: Sequence[str] = ()) -> "Seat":
        """A saved seat; its level's name is looked up in ``levels`` (the game's list now)."""
        computer, level = data.get("computer", False), data.get("level", 0)
        name, player = data.get("name", ""), data.get("player")
        if isinstance(level, str):
            if level not in levels:
                raise ValueError(f"the game has no level {level!r}")
            level = list(levels).index(level)
        if not isinstance(computer, bool) or not isinstance(level, int) or isinstance(level, bool):
            raise ValueError(f"a seat is not a person or a computer level: {data!r}")
        if not isinstance(name, str) or len(name) > 64 or not isinstance(player, (str, type(None))):
            raise ValueError(f"a seat's name is not a name: {data!r}")
        return cls(computer=computer, level=level, name=name, player=player)


def _reveals(events: list[Any]) -> bool:
    return any(getattr(event, "reveals", False) for event in events)


class Session:
    """Owns one game's state and keeps its autosave current after every move."""

    watched = False
    """A recorded game being watched (a replay), not played."""

    def __init__(self, info: GameInfo, state: Any, seats: list[Seat], options: dict[str, Any],
                 seed: int, moves: list[str] | None = None, autosave: bool = True,
                 initial: str | None = None) -> None:
        self.info = info
        self.rules = info.rules_module()
        self.state = state
        self.seats = seats
        self.options = options
        self.seed = seed
        self.moves: list[str] = list(moves or [])
        self.initial = initial if initial else state.to_json()
        self.deciders: list[int | None] = []
        self.revealed: list[bool] = []
        if self.moves:
            self._replay_marks()
        self.autosave = autosave
        self.save_problem = ""
        """Why the last autosave failed ("" when it worked); the scene says it once."""
        self.started = time.strftime("%Y-%m-%dT%H:%M:%S")
        """When the game began (kept in the save, so a resumed game keeps its start)."""
        self.frames = 0
        """Frames the game has been on screen (the scene counts them; kept in the save)."""
        self.hinted = False
        """A hint was shown in this game (kept in the save, said in the game's record)."""
        humans = self.humans()
        self.viewer: int | None = None if self.secret() or not humans else humans[0]
        """The person the screen belongs to; in a secret game nobody's until the first person
        to move taps through the hand-over cover (so a new or resumed game starts covered)."""

    # ----- chance, seeds ----------------------------------------------------------------------
    def _rng(self, purpose: str, ply: int | None = None) -> random.Random:
        ply = len(self.moves) if ply is None else ply
        return random.Random(f"{self.seed}:{ply}:{purpose}")

    def chance_move(self) -> Any:
        """The chance outcome due now: a function of the game's seed and the ply number."""
        outcomes = self.state.chance_outcomes()
        return self._rng("chance").choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]

    def computer_seed(self) -> int:
        """The seed a computer player gets for the decision due now (same ply, same seed)."""
        return self._rng("computer").randrange(1 << 30)

    def roller(self) -> int | None:
        """Whose dice are to be rolled (at a chance node), else None.

        The rules state names the player whose turn it is in ``turn``; a game without one
        rolls by itself."""
        if self.state.to_move != CHANCE:
            return None
        player = getattr(self.state, "turn", None)
        return player if isinstance(player, int) and 0 <= player < len(self.seats) else None

    def person_rolls(self) -> bool:
        """True when a person must roll the dice now (a computer's dice roll themselves)."""
        player = self.roller()
        return player is not None and not self.seats[player].computer

    # ----- replay and loading -----------------------------------------------------------------
    def _replay(self, count: int) -> Any:
        """The state after the first ``count`` moves, replayed from the initial position."""
        state = self.rules.from_json(self.initial)
        for move in self.moves[:count]:
            state.play(move)
        return state

    def _replay_marks(self) -> None:
        """Who decided each saved move and whether it showed hidden things, by replaying."""
        state = self.rules.from_json(self.initial)
        for move in self.moves:
            decider = state.to_move
            if decider is None:
                raise ValueError("the saved moves go on after the game ended")
            if decider != CHANCE and not 0 <= decider < len(self.seats):
                raise ValueError(f"a saved move belongs to player {decider + 1}, who has no seat")
            events = state.play(move)
            self.deciders.append(decider)
            self.revealed.append(decider == CHANCE or _reveals(events))
        if state.to_json() != self.state.to_json():
            raise ValueError("the saved moves do not lead to the saved position")

    @classmethod
    def new(cls, info: GameInfo, seats: list[Seat], options: dict[str, Any] | None = None,
            seed: int | None = None, autosave: bool = True) -> "Session":
        """Deal a new game; ``options`` are ``new_game`` keywords besides players and seed."""
        seed = random.randrange(1 << 30) if seed is None else seed
        opts = info.default_options()
        opts.update(options or {})
        state = info.rules_module().new_game(players=len(seats), seed=seed, **opts)
        session = cls(info, state, seats, opts, seed, autosave=autosave)
        session.save()
        return session

    @classmethod
    def resume(cls, slot: str, autosave: bool = True) -> "Session | None":
        """The game saved in ``slot``; :class:`saves.SaveError` (file kept aside) if damaged.

        Everything is checked before a scene is built from it: the game must be the slot's,
        the seats must fit the game and the position, the seed must be a whole number in
        range, the options must be the game's, and the saved moves must lead to the saved
        position."""
        saved = saves.read(slot)
        if saved is None:
            return None
        try:
            info = get(saved.game)
            if info.key != slot:
                raise ValueError(f"it holds a game of {info.key}, not of {slot}")
            levels = info.ai_levels()
            seats = [Seat.from_dict(s, levels) for s in saved.seats]
            if not info.min_players <= len(seats) <= info.max_players:
                raise ValueError(f"{len(seats)} seats for a game of {info.min_players}-{info.max_players}")
            options = dict(saved.options)
            seed = options.pop("_seed", 0)
            if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < MAX_SEED:
                raise ValueError(f"the seed {seed!r} is not a whole number in range")
            known = set(info.default_options()) | set(info.extra_options)
            unknown = sorted(set(options) - known)
            if unknown:
                raise ValueError(f"unknown options {', '.join(unknown)}")
            for value in options.values():
                if isinstance(value, float) and not math.isfinite(value):
                    raise ValueError("an option is not a finite number")
            state = info.rules_module().from_json(saved.state)
            session = cls(info, state, seats, options, seed, saved.moves, autosave,
                          saved.initial or None)
            session.started = saved.started or session.started
            session.frames, session.hinted = max(0, saved.frames), saved.hinted
            session.check()
        except (KeyError, ValueError, TypeError, AttributeError, IndexError, OverflowError,
                RecursionError, MemoryError) as exc:
            kept = saves.set_aside(slot)
            why = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
            raise saves.SaveError(f"{why}; the file was kept as {kept}") from None
        return session

    def check(self) -> None:
        """Raise ValueError when the position and the seats do not fit together."""
        player = self.state.to_move
        if player is not None and player != CHANCE and not 0 <= player < len(self.seats):
            raise ValueError(f"player {player + 1} is to move but there are {len(self.seats)} seats")
        if not self.state.is_over() and not self.state.legal_moves():
            raise ValueError("the saved position has no move to play")

    # ----- saving -----------------------------------------------------------------------------
    @property
    def slot(self) -> str:
        return self.info.key

    @functools.cached_property
    def levels(self) -> list[str]:
        """The game's computer levels (a save names a seat's level by these)."""
        return self.info.ai_levels()

    def save(self) -> None:
        """Write the autosave atomically (a finished game's save is removed).

        A failed write never stops the game: :attr:`save_problem` says why, and the next move
        tries again."""
        if not self.autosave:
            return
        try:
            if self.state.is_over():
                saves.delete(self.slot)
            else:
                options = dict(self.options, _seed=self.seed)
                levels = self.levels
                saves.write(self.slot, saves.SavedGame(
                    self.info.key, options, [s.to_dict(levels) for s in self.seats],
                    self.state.to_json(), self.moves, self.initial, self.started, self.frames,
                    self.hinted))
        except OSError as exc:
            self.save_problem = exc.strerror or str(exc)
            return
        self.save_problem = ""

    # ----- playing ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    def seat_to_move(self) -> Seat | None:
        player = self.state.to_move
        if player is None or player == CHANCE or not 0 <= player < len(self.seats):
            return None
        return self.seats[player]

    def play(self, move: Any) -> list[Any]:
        """Play a move (object or notation); saves at once; returns the events."""
        text = str(move)
        decider = self.state.to_move
        events = self.state.play(move)
        self.moves.append(text)
        self.deciders.append(decider)
        self.revealed.append(decider == CHANCE or _reveals(events))
        self.save()
        return events

    def roll(self) -> list[Any]:
        """Play the chance outcome due now (see :meth:`chance_move`)."""
        return self.play(self.chance_move())

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def _is_human(self, player: int | None) -> bool:
        return player is not None and player != CHANCE and 0 <= player < len(self.seats) \
            and not self.seats[player].computer

    # ----- the rules of the table -------------------------------------------------------------
    def secret(self) -> bool:
        """Whether anything at this table is hidden from someone at the screen: the game's
        kind hides information with these options (:meth:`Kind.hidden`) and two or more people
        play."""
        return len(self.humans()) >= 2 and self.info.kind.hidden(self.options)

    def cover_due(self) -> bool:
        """A person other than the one holding the screen is to move (secret games only)."""
        if not self.secret():
            return False
        player = self.state.to_move
        return self._is_human(player) and player != self.viewer

    def take_screen(self, player: int) -> None:
        """``player`` has taken the screen (tapped through the hand-over cover)."""
        if self._is_human(player):
            self.viewer = player

    def _undo_count(self) -> int:
        """How many moves Undo would take back now (0: Undo is not allowed).

        Undo goes back to just before the last decision of a person, taking the computer and
        chance moves after it along. In a secret game it never takes back another person's
        decision, never while a hand-over is due, and never a move that showed someone hidden
        things (a card drawn, a game master's answer, a die rolled)."""
        last = next((i for i in range(len(self.moves) - 1, -1, -1) if self._is_human(self.deciders[i])), None)
        if last is None:
            return 0
        if self.secret():
            if self.cover_due() or self.deciders[last] != self.viewer:
                return 0
            if any(self.revealed[last:]):
                return 0
        return len(self.moves) - last

    def can_undo(self) -> bool:
        """Whether Undo may take anything back now (the one policy every scene asks)."""
        return self._undo_count() > 0

    def undo(self) -> int:
        """Take back moves as :meth:`can_undo` allows; returns how many were undone."""
        count = self._undo_count()
        if not count:
            return 0
        del self.moves[-count:]
        del self.deciders[-count:]
        del self.revealed[-count:]
        try:
            for _ in range(count):
                self.state.undo()
        except (ValueError, IndexError):
            # A resumed state may not carry its history: replay from the initial position.
            self.state = self._replay(len(self.moves))
        self.save()
        return count

    def restart(self) -> "Session":
        """A new deal with the same seats and options."""
        seed = self._rng("restart").randrange(1 << 30)
        return Session.new(self.info, self.seats, dict(self.options), seed=seed, autosave=self.autosave)

"""A game on the table: the rules state, the seats, the move list and its autosave.

Pure Python (no pygame), so the kiosk, the tests and every scene share one way to start, play,
undo, save and resume a game.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any

from games.engine import saves
from games.engine.registry import GameInfo, get
from games.engine.rules_base import CHANCE


@dataclasses.dataclass
class Seat:
    """A player's chair: a person at the screen or a computer player of some level."""

    computer: bool = False
    level: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"computer": self.computer, "level": self.level}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Seat":
        return cls(computer=bool(data.get("computer")), level=int(data.get("level", 0)))


class Session:
    """Owns one game's state and keeps its autosave current after every move."""

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
        self.deciders: list[int | None] = self._replay_deciders() if self.moves else []
        self.autosave = autosave
        self.rng = random.Random(seed * 7919 + len(self.moves))

    def _replay(self, count: int) -> Any:
        """The state after the first ``count`` moves, replayed from the initial position."""
        state = self.rules.from_json(self.initial)
        for move in self.moves[:count]:
            state.play(move)
        return state

    def _replay_deciders(self) -> list[int | None]:
        state = self.rules.from_json(self.initial)
        deciders = []
        for move in self.moves:
            deciders.append(state.to_move)
            state.play(move)
        if state.to_json() != self.state.to_json():
            raise ValueError("the saved moves do not lead to the saved position")
        return deciders

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
        """The game saved in ``slot``; :class:`saves.SaveError` (file kept aside) if damaged."""
        saved = saves.read(slot)
        if saved is None:
            return None
        try:
            info = get(saved.game)
            state = info.rules_module().from_json(saved.state)
            seats = [Seat.from_dict(s) for s in saved.seats]
            seed = int(saved.options.pop("_seed", 0))
            session = cls(info, state, seats, saved.options, seed, saved.moves, autosave,
                          saved.initial or None)
        except (KeyError, ValueError, TypeError, AttributeError) as exc:
            kept = saves.set_aside(slot)
            raise saves.SaveError(f"{exc}; the file was kept as {kept}") from None
        return session

    @property
    def slot(self) -> str:
        return self.info.key

    def save(self) -> None:
        """Write the autosave atomically (a finished game's save is removed)."""
        if not self.autosave:
            return
        if self.state.is_over():
            saves.delete(self.slot)
            return
        options = dict(self.options, _seed=self.seed)
        saves.write(self.slot, saves.SavedGame(
            self.info.key, options, [s.to_dict() for s in self.seats],
            self.state.to_json(), self.moves, self.initial))

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    def seat_to_move(self) -> Seat | None:
        player = self.state.to_move
        if player is None or player == CHANCE:
            return None
        return self.seats[player]

    def play(self, move: Any) -> list[Any]:
        """Play a move (object or notation); saves at once; returns the events."""
        text = str(move)
        decider = self.state.to_move
        events = self.state.play(move)
        self.moves.append(text)
        self.deciders.append(decider)
        self.save()
        return events

    def roll(self) -> list[Any]:
        """Sample and play the chance outcome with the session's seeded RNG."""
        outcomes = self.state.chance_outcomes()
        move = self.rng.choices([m for m, _ in outcomes], [p for _, p in outcomes])[0]
        return self.play(move)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.computer]

    def can_undo(self) -> bool:
        """Undo goes back to the last position a person was to move in."""
        return any(self._is_human(p) for p in self.deciders)

    def _is_human(self, player: int | None) -> bool:
        return player is not None and player != CHANCE and not self.seats[player].computer

    def undo(self) -> int:
        """Take back moves until a person is to move again; returns how many were undone."""
        undone = 0
        while self.moves:
            undone += 1
            self.moves.pop()
            if self._is_human(self.deciders.pop()):
                break
        try:
            for _ in range(undone):
                self.state.undo()
        except (ValueError, IndexError):
            # A resumed state may not carry its history: replay from the initial position.
            self.state = self._replay(len(self.moves))
        self.save()
        return undone

    def restart(self) -> "Session":
        """A new deal with the same seats and options."""
        return Session.new(self.info, self.seats, {k: v for k, v in self.options.items()},
                           seed=self.rng.randrange(1 << 30), autosave=self.autosave)

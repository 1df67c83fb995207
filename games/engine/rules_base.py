"""The rules-model contract shared by every game (see ``shared/design.md``).

A game's ``rules.py`` exposes ``new_game``, ``from_json``, ``IllegalMove`` and ``CHANCE`` and a
state class with ``to_move``, ``legal_moves()``, ``chance_outcomes()``, ``play()``, ``undo()``,
``is_over()``, ``winners()``, ``copy()``, ``to_json()`` and ``observation(player)``.

This module holds the pieces every game shares: the ``CHANCE`` marker, the error types, the
event base class, canonical JSON helpers and :class:`SnapshotUndo`, a base class that gives a
state ``play``/``undo`` for free when the game can afford a snapshot per move.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, ClassVar, Iterable, Sequence

from games.engine import jsonfile

CHANCE = -1
"""``state.to_move`` at a chance node: the dice (or deck) must act next."""


class IllegalMove(ValueError):
    """A move that is not legal in the position; the message names the move and the position."""


class CorruptState(ValueError):
    """A saved state that cannot be read back; the message says what is wrong."""


@dataclasses.dataclass(frozen=True)
class Event:
    """Something that happened during ``play()``; scenes animate it, logs describe it.

    Subclasses are frozen dataclasses. ``kind`` is a short stable name used by sounds and logs.
    ``reveals`` is True for events that show someone hidden things (a card drawn into a hand,
    a game master's answer): the table's undo never goes back past them in a secret game.
    """

    reveals: ClassVar[bool] = False

    @property
    def kind(self) -> str:
        return type(self).__name__

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, **dataclasses.asdict(self)}


def dumps(obj: Any) -> str:
    """Canonical JSON: sorted keys, no spaces, so equal states give equal text."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def loads(text: str, what: str = "state") -> Any:
    """Parse JSON text (bounded in size and depth, finite numbers only), raising
    :class:`CorruptState` that says what could not be read."""
    try:
        return jsonfile.loads(text, what)
    except jsonfile.BadJSON as exc:
        raise CorruptState(f"cannot read {what}: {exc}") from None


def require(data: Any, key: str, kind: type | tuple[type, ...], what: str = "state") -> Any:
    """Fetch ``data[key]`` and check its type, raising :class:`CorruptState` otherwise."""
    if not isinstance(data, dict) or key not in data:
        raise CorruptState(f"{what}: missing field {key!r}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise CorruptState(f"{what}: field {key!r} has the wrong type ({type(value).__name__})")
    return value


def find_move(text: str, moves: Iterable[Any], where: str) -> Any:
    """The legal move whose notation is ``text`` (spaces folded), or :class:`IllegalMove`."""
    wanted = " ".join(str(text).split())
    for move in moves:
        if str(move) == wanted:
            return move
    raise IllegalMove(f"illegal move {text!r} in {where}")


class SnapshotUndo:
    """Mixin giving ``play``/``undo`` by snapshotting the state before each move.

    A subclass implements ``legal_moves()``, ``_apply(move) -> list[Event]`` (the move is known
    legal), ``_snapshot() -> Any`` and ``_restore(snapshot)``, and keeps ``self._history`` (a
    list). ``describe()`` names the position in error messages. Games whose search needs speed
    (Maorider) write their own incremental ``play``/``undo`` instead.
    """

    _history: list[Any]

    def describe(self) -> str:
        return f"<{type(self).__name__}>"

    def parse_move(self, text: str) -> Any:
        """The legal move written ``text``; :class:`IllegalMove` if none."""
        return find_move(text, self.legal_moves(), self.describe())

    def play(self, move: Any) -> list[Event]:
        """Play a move (or its notation) and return the events it caused."""
        if isinstance(move, str):
            move = self.parse_move(move)
        elif move not in self.legal_moves():
            raise IllegalMove(f"illegal move {str(move)!r} in {self.describe()}")
        snapshot = self._snapshot()
        try:
            events = self._apply(move)
        except Exception:
            self._restore(snapshot)
            raise
        self._history.append(snapshot)
        return events

    def undo(self) -> None:
        """Take back the last move, chance moves included."""
        if not self._history:
            raise IllegalMove(f"nothing to undo in {self.describe()}")
        self._restore(self._history.pop())

    def legal_moves(self) -> Sequence[Any]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _apply(self, move: Any) -> list[Event]:  # pragma: no cover - abstract
        raise NotImplementedError

    def _snapshot(self) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError

    def _restore(self, snapshot: Any) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

"""Tiny race: roll a die of 1–3, then step that many or just one; first to 10 wins."""
from __future__ import annotations

import dataclasses
import json
from typing import Any

from games.engine.rules_base import CHANCE, CorruptState, Event, IllegalMove, SnapshotUndo

GOAL = 10

__all__ = ["CHANCE", "IllegalMove", "new_game", "from_json", "TinyState"]


@dataclasses.dataclass(frozen=True)
class Rolled(Event):
    value: int


@dataclasses.dataclass(frozen=True)
class Stepped(Event):
    player: int
    frm: int
    to: int


@dataclasses.dataclass(frozen=True)
class Won(Event):
    player: int


class TinyState(SnapshotUndo):
    """Two counters, a pending roll, and whose turn it is."""

    def __init__(self, players: int = 2) -> None:
        self.pos = [0] * players
        self.player = 0
        self.roll: int | None = None
        self.winner: int | None = None
        self._history = []

    @property
    def to_move(self) -> int | None:
        if self.winner is not None:
            return None
        return CHANCE if self.roll is None else self.player

    def describe(self) -> str:
        return f"<tiny {self.pos} player {self.player} roll {self.roll}>"

    def legal_moves(self) -> list[str]:
        if self.winner is not None:
            return []
        if self.roll is None:
            return [f"roll {n}" for n in (1, 2, 3)]
        return sorted({f"step {self.roll}", "step 1"})

    def chance_outcomes(self) -> list[tuple[str, float]]:
        return [(m, 1 / 3) for m in self.legal_moves()] if self.roll is None else []

    def _apply(self, move: str) -> list[Event]:
        n = int(move.split()[1])
        if move.startswith("roll"):
            self.roll = n
            return [Rolled(n)]
        frm = self.pos[self.player]
        self.pos[self.player] = min(GOAL, frm + n)
        events: list[Event] = [Stepped(self.player, frm, self.pos[self.player])]
        if self.pos[self.player] >= GOAL:
            self.winner = self.player
            events.append(Won(self.player))
        else:
            self.player = (self.player + 1) % len(self.pos)
        self.roll = None
        return events

    def _snapshot(self) -> Any:
        return (list(self.pos), self.player, self.roll, self.winner)

    def _restore(self, snap: Any) -> None:
        pos, self.player, self.roll, self.winner = snap
        self.pos = list(pos)

    def is_over(self) -> bool:
        return self.winner is not None

    def winners(self) -> set[int]:
        return set() if self.winner is None else {self.winner}

    def copy(self) -> "TinyState":
        return from_json(self.to_json())

    def observation(self, player: int) -> dict[str, Any]:
        return json.loads(self.to_json())

    def to_json(self) -> str:
        return json.dumps({"pos": self.pos, "player": self.player, "roll": self.roll,
                           "winner": self.winner}, sort_keys=True)


def new_game(players: int = 2, seed: int | None = None) -> TinyState:
    return TinyState(players)


def from_json(text: str) -> TinyState:
    try:
        data = json.loads(text)
        state = TinyState(len(data["pos"]))
        state.pos = [int(p) for p in data["pos"]]
        state.player, state.roll, state.winner = data["player"], data["roll"], data["winner"]
    except (ValueError, KeyError, TypeError) as exc:
        raise CorruptState(f"cannot read tiny state: {exc}") from None
    return state

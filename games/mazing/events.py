"""What Mazing's rules report after each move: the events scenes animate and the move list tells."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.engine.rules_base import Event


@dataclass(frozen=True)
class CardPlayed(Event):
    """``player`` played ``card``; its effect follows as its own event."""
    player: int
    card: str


@dataclass(frozen=True)
class WallPlaced(Event):
    """Wall tokens were put on ``cells`` (notation names)."""
    cells: tuple[str, ...]


@dataclass(frozen=True)
class WallsBusted(Event):
    """Wall tokens were removed from ``cells``."""
    cells: tuple[str, ...]


@dataclass(frozen=True)
class LeapArmed(Event):
    """``player``'s move this turn may jump up to ``walls`` wall tokens in a line."""
    player: int
    walls: int


@dataclass(frozen=True)
class TurnLossMarked(Event):
    """``player`` will miss their next turn (a Lose A Turn card was played on them)."""
    player: int


@dataclass(frozen=True)
class TurnSkipped(Event):
    """``player`` missed this whole turn."""
    player: int


@dataclass(frozen=True)
class PawnPushed(Event):
    """A Setback moved ``player``'s pawn along ``path`` (its start cell first)."""
    player: int
    path: tuple[str, ...]


@dataclass(frozen=True)
class Rolled(Event):
    """The die showed ``n``."""
    n: int


@dataclass(frozen=True)
class PawnMoved(Event):
    """``player``'s pawn walked ``path`` (start first; jumped wall cells included in order);
    ``leaps`` names the wall cells it jumped."""
    player: int
    path: tuple[str, ...]
    leaps: tuple[str, ...]


@dataclass(frozen=True)
class Drew(Event):
    """``player`` drew ``count`` cards (face down to everyone else)."""

    reveals: ClassVar[bool] = True
    player: int
    count: int


@dataclass(frozen=True)
class Discarded(Event):
    """``card`` was thrown away unplayed because no card in the hand could be played."""
    card: str


@dataclass(frozen=True)
class Reshuffled(Event):
    """The discard pile (``count`` cards) was shuffled into a new draw pile."""
    count: int


@dataclass(frozen=True)
class Won(Event):
    """``player`` brought every pawn to its goal corner."""
    player: int

"""The events of Terra Incognita: what the rules report to the scene after each action.

Each event is a small frozen dataclass naming players by seat and cells by notation (``d4``,
``d4@2`` off the ground floor). :class:`Said` carries the game master's words, which everyone
hears; the other events say what really happened (the scene shows them only where the watching
player may see them, or on the open map). The rules re-export every name.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from games.engine.rules_base import Event
from games.terra.messages import SEAT_NAMES, render


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


def said(key: str, **params: Any) -> Said:
    """A :class:`Said` with ``params`` in a fixed order."""
    return Said(key, tuple(sorted(params.items())))


@dataclass(frozen=True)
class Climbed(Event):
    """A player climbed the stairs from ``frm`` to ``to`` (``way`` is ``up`` or ``down``)."""

    player: int
    frm: str
    to: str
    way: str


@dataclass(frozen=True)
class Thrown(Event):
    """A boomerang flew along ``path`` (cells after the thrower's, at most 4) and wounded (or
    killed) ``hit``; ``bear`` when it killed the bear on its way."""

    player: int
    dir: str
    path: tuple[str, ...]
    hit: tuple[int, ...]
    bear: bool = False


@dataclass(frozen=True)
class BoomerangReturned(Event):
    """The boomerang came back to its thrower."""

    player: int


@dataclass(frozen=True)
class BoomerangBroken(Event):
    """The boomerang hit the wall on side ``dir`` of ``cell`` on its way out and broke."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class Stabbed(Event):
    """A player's knife killed ``victims`` on their own cell."""

    player: int
    victims: tuple[int, ...]


@dataclass(frozen=True)
class Looted(Event):
    """A player took ``bullets`` and ``charges`` (grenades) from the bodies on ``cell``."""

    player: int
    cell: str
    bullets: int
    charges: int


@dataclass(frozen=True)
class TurnLost(Event):
    """A player's turn passed unplayed: ``why`` is ``loot`` or ``stab`` (the turn the action
    cost) or ``dead`` (a dead player's turn)."""

    player: int
    why: str


@dataclass(frozen=True)
class Died(Event):
    """A wounded player was hit again and died on ``cell`` (death and return variant); their
    bullets and grenades lie there as a body until looted."""

    player: int
    cell: str


@dataclass(frozen=True)
class Returned(Event):
    """A dead player came back on ``cell`` with a knife and nothing else."""

    player: int
    cell: str


@dataclass(frozen=True)
class Eaten(Event):
    """The bear ate a player on ``cell``; they came back at once on ``to`` with their items."""

    player: int
    cell: str
    to: str


@dataclass(frozen=True)
class BearKilled(Event):
    """A bullet or boomerang of ``player`` killed the bear on ``cell``."""

    player: int
    cell: str


@dataclass(frozen=True)
class HeardBear(Event):
    """The bear is next to ``player``, who hears it (its cell is not told)."""

    player: int


@dataclass(frozen=True)
class Banked(Event):
    """A player carried a real treasure out through the exit on side ``dir`` of ``cell`` and
    banked it ("all treasures" variant); they stand outside until they step back in."""

    player: int
    cell: str
    dir: str


@dataclass(frozen=True)
class Reentered(Event):
    """A player outside stepped back in through the exit to ``cell``."""

    player: int
    cell: str

"""The modifications of Terra Incognita that change how a game is played (rules page,
"Modifications from the seed"), as one value the state keeps and saves.

The options that shape the labyrinth itself (``floors``, ``basement``, ``windows``, ``bear``,
``rivers``) are the generator's; a map text says them for itself. What stays for the rules is
here: how much the game master tells, how a game is won, and which weapons and fates exist.
Every default is today's game.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

INFORMATION = ("full", "plain", "rich")
"""``full``: inner and outer walls told apart (today); ``plain``: a wall is a wall (the outer
wall is told as a wall, and blasting it is offered like any wall: it stands); ``rich``: as
full, and a player passing where a wall was blasted is told so."""
WIN = ("one", "all")
"""``one``: carry out one real treasure (today); ``all``: every carried-out treasure is banked
by its carrier, the one who banks the last real treasure wins."""
RIVERS = ("free", "south_east", "never_cross")
"""The generator's river topology: ``free`` (today: any direction, rivers apart), ``south_east``
(rivers flow only south or east), ``never_cross`` (no river cell or mouth even touches another
river's). Map texts say their rivers themselves."""
FLOORS = (1, 2, 3)
FULL = 3
"""Bullets and charges (grenades) at the start and after an arsenal."""
RETURN_TURNS = 5
"""A dead player sits out this many of their turns, then returns."""


@dataclass(frozen=True)
class Variants:
    """The rules' variants of one game (every default is today's game).

    ``windows`` is True when the labyrinth had windows when the game began: then shooting and
    throwing are offered through every wall of one's cell, since the game master tells a window
    as a wall and a list of moves must not tell them apart.
    """

    information: str = "full"
    win: str = "one"
    boomerang: bool = False
    death: bool = False
    windows: bool = False

    def __post_init__(self) -> None:
        if self.information not in INFORMATION:
            raise ValueError(f"information is one of {INFORMATION}, not {self.information!r}")
        if self.win not in WIN:
            raise ValueError(f"win is one of {WIN}, not {self.win!r}")
        for key in ("boomerang", "death", "windows"):
            if not isinstance(getattr(self, key), bool):
                raise ValueError(f"{key} is True or False, not {getattr(self, key)!r}")

    def to_data(self) -> dict[str, Any]:
        """The variants as JSON data."""
        return asdict(self)

    @classmethod
    def from_data(cls, data: Any) -> "Variants":
        """The variants saved by :meth:`to_data`; ``ValueError`` when they are not."""
        if not isinstance(data, dict) or not set(data) <= set(cls.__dataclass_fields__):
            raise ValueError(f"bad variants {data!r}")
        return cls(**data)

"""Maze moves in words, for the move list: one sentence per move, from the move's events and the
position before it ("White: Traveler from c1 to e3", "Black: White's Stone from c6 to c7 — falls
asleep in the desert").

A player may move any piece in their own half, so a piece of the other colour is named with its
owner. Seat names come from the scene (``noun(player)``) as :class:`Noun` s, so a Russian
sentence puts the owner in the genitive ("Камень чёрных").
"""
from __future__ import annotations

from typing import Any, Callable

from games.engine.i18n import N_, Noun, tr
from games.maze.rules import (
    Died,
    Fixed,
    GameLost,
    GameWon,
    MazeState,
    Moved,
    Planted,
    territory,
)

PIECE_WORDS = {"traveler": N_("Traveler"), "shadow": N_("Shadow"), "lightning": N_("Lightning"),
               "rabbit": N_("Rabbit"), "tree": N_("Tree"), "stone": N_("Stone"), "pawn1": N_("Time 1"),
               "pawn2": N_("Time 2"), "pawn3": N_("Time 3")}
"""The pieces' names, as the legend under the board gives them."""
COLOUR_SEATS = {"white": 0, "black": 1}


def describe(events: list[Any], before: MazeState, noun: Callable[[int], Noun]) -> str | None:
    """The sentence for the move played from ``before`` that caused these ``events``;
    ``noun(p)`` names seat ``p``."""
    parts: list[str] = []
    mover = before.to_move if before.to_move is not None else 0
    for event in events:
        if isinstance(event, Moved):
            parts.append(_moved(event, noun(mover), noun))
        elif isinstance(event, Died):
            parts.append(tr("falls asleep in the desert"))
        elif isinstance(event, Planted):
            parts.append(tr("takes root"))
        elif isinstance(event, Fixed):
            colour = next((e.colour for e in events if isinstance(e, Moved)), "white")
            far_side = territory(event.at) != COLOUR_SEATS[colour]
            parts.append(tr("home at last") if far_side else tr("back on its own home field for good"))
        elif isinstance(event, GameWon):
            parts.append(tr("the Travelers have swapped sides: both partners win"))
        elif isinstance(event, GameLost):
            parts.append(tr("the swap can no longer happen"))
    return " — ".join(parts) or None


def _moved(event: Moved, name: Noun, noun: Callable[[int], Noun]) -> str:
    piece = Noun(PIECE_WORDS[event.piece])
    owner = COLOUR_SEATS[event.colour]
    who: Any = piece
    if noun(owner) != name:
        who = tr("{owner}'s {piece}", owner=noun(owner), piece=piece)
    if event.how == "hop":
        return tr("{name}: {piece} from {frm} over {over} to {to}", name=name, piece=who,
                  frm=event.frm, over=jumped(event.frm, event.to), to=event.to)
    return tr("{name}: {piece} from {frm} to {to}", name=name, piece=who, frm=event.frm,
              to=event.to)


def jumped(frm: str, to: str) -> str:
    """The field a Rabbit jumps over: halfway between where it starts and where it lands."""
    row = (ord(frm[0]) + ord(to[0])) // 2
    vertical = (int(frm[1:]) + int(to[1:])) // 2
    return f"{chr(row)}{vertical}"

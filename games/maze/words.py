"""Maze moves in words, for the move list: one sentence per move, from the move's events and the
position before it ("White: Traveler from c1 to e3", "Black: White's Stone from c6 to c7 — falls
asleep in the desert").

A player may move any piece in their own half, so a piece of the other colour is named with its
owner. Seat names come from the scene (``noun(player)``) as :class:`Noun` s, so a Russian
sentence puts the owner in the genitive ("Камень чёрных").

Also the scene's other words about the game: how each piece moves, the halves, the kids'
cheers, and the rules model's loss reasons told in the player's language (:func:`reason_text`).
"""
from __future__ import annotations

import re
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


KIND_MOVES = {  # how each piece moves, said when a person picks one
    "traveler": N_("slides any distance along a diagonal"),
    "shadow": N_("jumps next to a Traveler of its colour"),
    "lightning": N_("one step diagonally"),
    "rabbit": N_("jumps over one neighbouring piece"),
    "tree": N_("once, to any empty field of its shade"),
    "stone": N_("one step forward or back, then one sideways"),
    "pawn1": N_("exactly 1 field forward or sideways"),
    "pawn2": N_("exactly 2 fields forward or sideways"),
    "pawn3": N_("exactly 3 fields forward or sideways"),
}
CHEERS = (N_("Great move!"), N_("Nice one!"), N_("Well done, partner!"), N_("You are a great team!"))
HALVES = (N_("left half"), N_("right half"))  # the partners' halves, by seat

# The rules model's loss reasons: its English pattern, the sentence shown, the kids' sentence.
_REASONS: tuple[tuple[str, str, str], ...] = (
    (r"a Traveler died in the desert on (\w+)", N_("A Traveler fell asleep in the desert on {field}"),
     N_("A Traveler fell asleep in the desert")),
    (r"a Traveler came back to its own home field (\w+)",
     N_("A Traveler went back to its own home field {field}"),
     N_("A Traveler went back home and got stuck")),
    (r"a Tree took root on home field (\w+)", N_("A Tree took root on the home field {field}"),
     N_("A Tree grew on a home field")),
    (r"the Traveler on (\w+) is cut off from (\w+) by dead pieces, planted Trees and fixed "
     r"Travelers", N_("The Traveler on {field} can never reach {target}: dead pieces, planted Trees "
     "and fixed Travelers bar every way"), N_("A Traveler is walled in and can never get across")),
    (r"the Traveler on (\w+) is cut off: (\w+) is blocked for good",
     N_("The Traveler on {field} can never arrive: {target} is blocked for good"),
     N_("A Traveler is walled in and can never get across")),
)


def reason_text(reason: str, kids: bool) -> str:
    """The rules model's loss reason in the player's language (kids: without field names)."""
    for pattern, plain, simple in _REASONS:
        found = re.fullmatch(pattern, reason)
        if found:
            if kids:
                return tr(simple)
            return tr(plain, field=found.group(1), target=found.group(found.lastindex or 1))
    found = re.fullmatch(r"(White|Black) has no legal move", reason)
    if found:
        return tr("{name} have no move left", name=tr(found.group(1)))
    return reason

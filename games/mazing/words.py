"""Mazing in words: the move list's sentences, one per move from its rules events, the
banners that announce an event on the board, and why a wall does not fit.

Only what the table sees is told: the cells of a wall, the walls busted, the card played on
someone, a discarded card (face up once discarded), never a card in a hand. The draw back up
to the hand size and a reshuffle of the discards are left out: they are public but tell
little, a line of the move list has room for one short sentence, and a banner shows the
reshuffle. The roll is told with the walk that uses it, so a roll has no line of its own.
"""
from __future__ import annotations

from typing import Any, Callable

from games.engine.i18n import Noun, ntr, tr
from games.mazing.rules import (
    CardPlayed,
    Discarded,
    LeapArmed,
    Mazing,
    PawnMoved,
    PawnPushed,
    Reshuffled,
    TurnLossMarked,
    TurnSkipped,
    WallPlaced,
    WallsBusted,
    Won,
)
from games.mazing.walls import Misfit


def describe(move: str, events: list[Any], before: Mazing, noun: Callable[[int], Noun]) -> str | None:
    """The sentence for ``move`` played from ``before`` with these ``events``; None for a roll
    (the walk tells it). ``noun(player)`` names a seat."""
    if move.startswith("roll"):
        return None
    name = noun(before.turn)
    card = ""
    parts: list[str] = []
    for event in events:
        if isinstance(event, CardPlayed):
            card = event.card
        elif isinstance(event, WallPlaced):
            parts.append(tr("{name} plays a wall ({shape}) on {cells}", name=name, shape=card,
                            cells=" ".join(event.cells)))
        elif isinstance(event, WallsBusted):
            parts.append(_busted(name, event.cells))
        elif isinstance(event, LeapArmed):
            parts.append(tr("{name} plays Leap", name=name) if event.walls == 1
                         else tr("{name} plays Double Leap", name=name))
        elif isinstance(event, TurnLossMarked):
            parts.append(tr("{target} loses their next turn ({name}'s card)", target=noun(event.player),
                            name=name))
        elif isinstance(event, PawnPushed):
            parts.append(_pushed(name, noun(event.player), event.path))
        elif isinstance(event, Discarded):
            parts.append(tr("{name} has no card to play and discards {card}", name=name, card=tr(event.card)))
        elif isinstance(event, PawnMoved):
            won = any(isinstance(e, Won) for e in events)
            parts.append(_walked(name, event, before, won))
        elif isinstance(event, TurnSkipped):
            parts.append(tr("{name} misses a turn", name=noun(event.player)))
    return " — ".join(parts) or None


def _busted(name: Noun, cells: tuple[str, ...]) -> str:
    if len(cells) == 1:
        return tr("{name} busts the wall on {a}", name=name, a=cells[0])
    return tr("{name} busts the walls on {a} and {b}", name=name, a=cells[0], b=cells[1])


def _pushed(name: Noun, owner: Noun, path: tuple[str, ...]) -> str:
    if len(path) == 2:
        return tr("{name} pushes {owner} from {a} to {b}", name=name, owner=owner, a=path[0], b=path[1])
    return tr("{name} pushes {owner} from {a} via {b} to {c}", name=name, owner=owner,
              a=path[0], b=path[1], c=path[2])


def _walked(name: Noun, event: PawnMoved, before: Mazing, won: bool) -> str:
    """The roll and the walk: where to (and over which walls), whether it reached the goal
    (and ``won``) or fell short. In the two-pawn variant the walk says which pawn (where it
    started)."""
    roll, path, leaps = before.roll, event.path, event.leaps
    start, end = path[0], path[-1]
    steps = len(path) - 1
    if not leaps:
        over = ""
    elif len(leaps) == 1:
        over = tr(", over the wall on {a}", a=leaps[0])
    else:
        over = tr(", over the walls on {a} and {b}", a=leaps[0], b=leaps[1])
    goals = {p.goal for p in before.pawns if p.player == event.player and p.cell == start}
    if steps == 0:
        return tr("{name} rolled {n} but cannot move", name=name, n=roll)
    if won:
        return tr("{name} rolled {n} and wins, reaching {b}{over}", name=name, n=roll, b=end, over=over)
    if end in goals:
        return tr("{name} rolled {n} and reaches the goal on {b}{over}", name=name, n=roll, b=end, over=over)
    if steps < roll:
        return ntr("{name} rolled {roll} and can walk only {n} step, to {b}{over}",
                   "{name} rolled {roll} and can walk only {n} steps, to {b}{over}", steps,
                   name=name, roll=roll, b=end, over=over)
    if before.two_pawns:
        return tr("{name} rolled {n} and walks from {a} to {b}{over}", name=name, n=roll, a=start, b=end,
                  over=over)
    return tr("{name} rolled {n} and walks to {b}{over}", name=name, n=roll, b=end, over=over)


def banner(event: Any, name: Callable[[int], str], mover: int) -> str | None:
    """The banner shown on the board for ``event`` (None for an event shown otherwise);
    ``name(player)`` names a seat, ``mover`` is the player whose turn it is."""
    if isinstance(event, LeapArmed):
        return (tr("{name} may leap one wall this move", name=name(event.player)) if event.walls == 1
                else tr("{name} may leap two walls in a row this move", name=name(event.player)))
    if isinstance(event, TurnLossMarked):
        return tr("{name} will miss a turn", name=name(event.player))
    if isinstance(event, TurnSkipped):
        return tr("{name} misses this turn", name=name(event.player))
    if isinstance(event, Discarded):
        return tr("{name} discards {card}", name=name(mover), card=tr(event.card))
    if isinstance(event, Reshuffled):
        return tr("The discards are shuffled into a new deck")
    if isinstance(event, Won):
        return tr("{name} reaches the far corner!", name=name(event.player))
    return None


def why_not(misfit: Misfit | None, owner: Noun | None = None, cell: str = "") -> str:
    """Why a wall was refused, one reason: ``misfit`` from :meth:`Mazing.wall_misfit`, with
    the ``owner`` and ``cell`` of the pawn it covers or shuts in."""
    if misfit is Misfit.OFF_BOARD:
        return tr("The wall must lie wholly on the board")
    if misfit is Misfit.CORNER:
        return tr("No wall may stand on a corner")
    if misfit is Misfit.WALL:
        return tr("The wall would overlap another wall")
    if misfit is Misfit.PAWN:
        return tr("The wall would cover {name}'s pawn", name=owner)
    if misfit is Misfit.SHUTS_IN:
        return tr("The wall would cut {name}'s pawn on {cell} off from its goal", name=owner,
                  cell=cell)
    return tr("The wall does not fit there")


def refusals(owners: list[Noun]) -> list[str]:
    """Every reason :func:`why_not` gives, with each of ``owners`` and the longest cell name
    (for the check that every text fits)."""
    texts = [why_not(misfit, owner, "m13") for misfit in (*Misfit, None) for owner in owners]
    return list(dict.fromkeys(texts))

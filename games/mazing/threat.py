"""What the cards a player cannot see threaten: how likely each opponent is to hold a card
that gets through a wall, and how far a pawn would be if it did.

A wall across an opponent's path is worth only what is left of it once the opponent has
busted it or leapt it. Whether it can is a matter of the cards in its secret hand, which are
drawn from the cards this player has not seen (the deck less its own hand and the discard
pile), so the chance is counted exactly (hypergeometric) from ``Mazing.observation``.
"""
from __future__ import annotations

from math import comb
from typing import Any

from games.mazing.board import Geometry
from games.mazing.cards import BUSTER, DOUBLE_BUSTER, DOUBLE_LEAP, FULL_DECK, LEAP

LEAP_SHARE = 0.5
"""How much of a wall's worth a Leap takes away, next to a Buster: a Leap crosses a token only
on a roll of 2 or more, within the roll's reach, and for one turn; the wall stays."""
SHUT = 99
"""The distance of a pawn with no way home (never in a legal position; a safe large value)."""


def crossing_distances(geo: Geometry, goal: int, pawn: int, free: int) -> tuple[int, int]:
    """(steps home from ``pawn``, steps home if one wall token may be crossed as a step).

    Crossing one token is what a Buster (the token removed) or a Leap (jumped) allows; the
    two searches run together, a frontier with the crossing spent beside one without."""
    target = 1 << pawn
    walls = geo.inside & ~free & ~target
    free |= target
    plain = crossed = 1 << goal
    steps, through = 0, None
    while True:
        if through is None and crossed & target:
            through = steps
        if plain & target:
            return steps, steps if through is None else through
        grown_plain = geo.spread(plain, free)
        grown_crossed = crossed if through is not None else \
            geo.spread(crossed, free) | geo.spread(plain, walls)
        if grown_plain == plain and grown_crossed == crossed:
            return SHUT, SHUT if through is None else through
        plain, crossed = grown_plain, grown_crossed
        steps += 1


def through_odds(seen: dict[str, Any]) -> dict[int, float]:
    """For each opponent of ``seen["player"]``: the chance its hand holds a Buster or Double
    Buster, plus LEAP_SHARE of the chance it holds a Leap but no Buster, counted from the
    cards the player cannot see (``seen`` is ``Mazing.observation``)."""
    unseen = list(FULL_DECK)
    for card in list(seen["hand"]) + list(seen["discard"]):
        unseen.remove(card)
    busters = sum(card in (BUSTER, DOUBLE_BUSTER) for card in unseen)
    leaps = sum(card in (LEAP, DOUBLE_LEAP) for card in unseen)
    odds = {}
    for player, size in enumerate(seen["hand_sizes"]):
        if player == seen["player"]:
            continue
        bust = 1 - _none_among(len(unseen), busters, size)
        leap = 1 - _none_among(len(unseen), leaps, size)
        odds[player] = bust + (1 - bust) * LEAP_SHARE * leap
    return odds


def _none_among(cards: int, good: int, drawn: int) -> float:
    """P(none of ``good`` cards among ``drawn`` dealt from ``cards``) (hypergeometric)."""
    if good <= 0 or drawn <= 0:
        return 1.0
    if cards - good < drawn:
        return 0.0
    return comb(cards - good, drawn) / comb(cards, drawn)

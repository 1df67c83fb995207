"""Mazing's deck: the 40 cards, the order cards keep in a hand, and the shuffles.

The deck is shuffled from the seed stored in the state (reshuffles too, counted), not drawn by
chance moves: a draw is secret, so a chance move would have to be hidden from the move log and
the scene anyway, and keeping the whole order in the state makes replays and saves exact while
the move list stays free of 40-way draw nodes.
"""
from __future__ import annotations

import random
from typing import Iterable

from games.engine.i18n import N_
from games.mazing import shapes

BUSTER = N_("Buster")
DOUBLE_BUSTER = N_("Double Buster")
LEAP = N_("Leap")
DOUBLE_LEAP = N_("Double Leap")
LOSE_A_TURN = N_("Lose A Turn")
SETBACK = N_("Setback")
DOUBLE_SETBACK = N_("Double Setback")

DECK: tuple[tuple[str, int], ...] = (
    ("I2", 4), ("I3", 4), ("L3", 4), ("I4", 3), ("L4", 3), ("T4", 3), ("S4", 3),
    (BUSTER, 4), (DOUBLE_BUSTER, 2), (LEAP, 3), (DOUBLE_LEAP, 2), (LOSE_A_TURN, 2),
    (SETBACK, 2), (DOUBLE_SETBACK, 1),
)
"""The 40 cards: (name, copies). Maze cards are named after their shape."""
CARD_NAMES: tuple[str, ...] = tuple(name for name, _ in DECK)
CARD_ORDER = {name: i for i, name in enumerate(CARD_NAMES)}
FULL_DECK: tuple[str, ...] = tuple(name for name, count in DECK for _ in range(count))
MAZE_CARDS = frozenset(shapes.SHAPES)


def sorted_hand(cards: Iterable[str]) -> tuple[str, ...]:
    """``cards`` in deck order, the order a hand keeps."""
    return tuple(sorted(cards, key=CARD_ORDER.__getitem__))


def shuffled(cards: Iterable[str], seed: int, count: int) -> tuple[str, ...]:
    """``cards`` in the order of shuffle number ``count`` of the game with ``seed``."""
    pile = list(cards)
    random.Random(f"mazing {seed} shuffle {count}").shuffle(pile)
    return tuple(pile)

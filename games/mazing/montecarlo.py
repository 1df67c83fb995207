"""What a Monte-Carlo player of Mazing needs: whole states dealt at random consistently with
what a player has seen, and the odds of a plain dice race to score a playout that ends before
anyone is home. The bench's flat Monte-Carlo reference player (:mod:`games.mazing.bench`) is
built on them.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from games.mazing.board import geometry, mask_of
from games.mazing.cards import FULL_DECK, sorted_hand
from games.mazing.rules import Mazing

ROUNDS = 60
"""Own turns the race table looks ahead; a pawn needs far fewer to cross any board."""


@lru_cache(maxsize=512)
def finish_odds(distance: int) -> tuple[float, ...]:
    """P(a pawn ``distance`` steps from its goal is home within t own turns), t = 0..ROUNDS,
    with a plain die and nothing in its way but the path."""
    if distance <= 0:
        return (1.0,) * (ROUNDS + 1)
    odds = [0.0]
    for t in range(1, ROUNDS + 1):
        odds.append(sum(1.0 if roll >= distance else finish_odds(distance - roll)[t - 1]
                        for roll in range(1, 7)) / 6)
    return tuple(odds)


def race_odds(distances: list[int], skips: list[int], first: int) -> list[float]:
    """Each player's chance to win a plain dice race from here (:func:`race_table`)."""
    return list(race_table(tuple(distances), tuple(skips), first))


@lru_cache(maxsize=65536)
def race_table(distances: tuple[int, ...], skips: tuple[int, ...],
               first: int) -> tuple[float, ...]:
    """Each player's chance to win a plain dice race from here, with ``first`` about to play.

    ``distances`` are the players' remaining path lengths (a two-pawn player's two summed),
    ``skips`` the turns each must still miss. Players are treated as racing independently:
    player i wins if it is home on an earlier turn than everyone, or on the same turn but
    earlier in the seat order."""
    players = len(distances)
    odds = [finish_odds(d) for d in distances]

    def home_by(j: int, rounds: int) -> float:
        t = rounds - skips[j]
        return 0.0 if t <= 0 else odds[j][min(t, ROUNDS)]

    wins = [0.0] * players
    for i in range(players):
        place = (i - first) % players
        total = 0.0
        for u in range(1, ROUNDS + 1):
            now = home_by(i, u) - home_by(i, u - 1)
            if now <= 0.0:
                continue
            for j in range(players):
                if j != i:
                    earlier = (j - first) % players < place
                    now *= 1.0 - home_by(j, u if earlier else u - 1)
            total += now
        wins[i] = total
    return tuple(wins)


def sampled_state(seen: dict[str, Any], rng: random.Random) -> Mazing:
    """A whole state agreeing with the observation ``seen``: the cards ``seen["player"]``
    cannot see (the other hands and the draw pile) are dealt at random from those not in
    its hand or the discard pile."""
    geo = geometry(seen["size"])
    unseen = list(FULL_DECK)
    for card in list(seen["hand"]) + list(seen["discard"]):
        unseen.remove(card)
    rng.shuffle(unseen)
    hands = []
    for player, count in enumerate(seen["hand_sizes"]):
        if player == seen["player"]:
            hands.append(sorted_hand(seen["hand"]))
        else:
            hands.append(sorted_hand(unseen[:count]))
            del unseen[:count]
    return Mazing(
        size=seen["size"], players=seen["players"], two_pawns=seen["two_pawns"], seed=0,
        walls=mask_of(geo.index[name] for name in seen["walls"]),
        cells=tuple(geo.index[pawn["cell"]] for pawn in seen["pawns"]), hands=tuple(hands),
        deck=tuple(unseen), discard=tuple(seen["discard"]), shuffles=0, turn=seen["turn"],
        phase=seen["phase"], cards_left=seen["cards_left"], leaps=tuple(seen["leaps"]),
        skips=tuple(seen["skips"]), roll=seen["roll"], winner=seen["winner"])

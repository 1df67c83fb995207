"""Mazing through the shared rules-model contract, and seeded random games that must finish."""
from __future__ import annotations

import random

import pytest

from games.engine.contract import check_rules_module, random_playout
from games.mazing import rules

VARIETY = (
    {"players": 2}, {"players": 3}, {"players": 4, "size": 13}, {"players": 2, "two_pawns": True},
    {"players": 2, "size": 9}, {"players": 4, "size": 9},
)


def make(seed: int) -> rules.Mazing:
    """A game of the option set picked by the seed, dealt from that seed."""
    return rules.new_game(seed=seed, **VARIETY[seed % len(VARIETY)])


def test_contract_every_option_set() -> None:
    lengths = check_rules_module(rules, make, games=len(VARIETY), check_every=7)
    assert all(n > 0 for n in lengths)


def test_contract_on_every_ply_of_a_short_game() -> None:
    check_rules_module(rules, lambda s: rules.new_game(players=2, size=9, seed=s), games=1,
                       first_seed=3)


def run_random_games(seeds: range) -> None:
    for seed in seeds:
        state = make(seed)
        random_playout(state, random.Random(seed), 5000)
        assert state.is_over(), f"seed {seed}: random game did not end in 5000 plies"
        assert len(state.winners()) == 1


def test_fifty_seeded_random_games_finish() -> None:
    run_random_games(range(1000, 1050))


@pytest.mark.slow
def test_thousand_seeded_random_games_finish() -> None:
    run_random_games(range(1000, 2000))

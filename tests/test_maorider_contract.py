"""Maorider Chess through the shared rules-model contract suite."""
from __future__ import annotations

import pytest

import games.maorider.rules as rules
from games.engine.contract import check_rules_module
from games.engine.rules_base import CHANCE, IllegalMove


def test_contract_suite() -> None:
    # Random games run to the 100-ply rule (~600 plies); thinning keeps the from_json replays
    # (quadratic in game length) inside the time budget.
    check_rules_module(rules, lambda seed: rules.new_game(seed=seed), games=3, check_every=60)


def test_contract_from_special_positions() -> None:
    positions = ["4k4/9/9/3n1m3/4K4/2p3a2/9/R8 w", "4k4/9/9/9/1K3r1K1/9/9/9 w"]
    check_rules_module(rules, lambda seed: rules.new_game(position=positions[seed % 2]),
                       games=2, check_every=7)


def test_shared_error_and_chance_objects() -> None:
    assert rules.IllegalMove is IllegalMove and rules.CHANCE is CHANCE


def test_corrupt_save_is_rejected() -> None:
    state = rules.new_game()
    state.play("e2e3")
    text = state.to_json().replace("e2e3", "e2e5")
    with pytest.raises(rules.CorruptState):
        rules.from_json(text)


@pytest.mark.slow
def test_contract_suite_every_ply() -> None:
    check_rules_module(rules, lambda seed: rules.new_game(seed=seed), games=5, check_every=1,
                       first_seed=100)

"""The contract suite proven on the tiny test game, and caught failing on broken ones."""
import pytest

from games.engine import contract
from games.engine.rules_base import IllegalMove
from tests.tiny_game import rules


def test_contract_suite_passes_on_the_tiny_game():
    lengths = contract.check_rules_module(rules, lambda seed: rules.new_game(seed=seed), games=30)
    assert all(n > 0 for n in lengths)


def test_junk_move_names_the_move():
    state = rules.new_game()
    with pytest.raises(IllegalMove, match="'step 9'"):
        state.play("step 9")


def test_contract_suite_catches_a_broken_undo(monkeypatch):
    monkeypatch.setattr(rules.TinyState, "_restore", lambda self, snap: None)
    with pytest.raises(AssertionError, match="undo"):
        contract.check_rules_module(rules, lambda seed: rules.new_game(seed=seed), games=1)


def test_contract_suite_catches_a_game_that_never_ends():
    with pytest.raises(AssertionError, match="did not end"):
        contract.check_rules_module(rules, lambda seed: rules.new_game(seed=seed), games=1, max_plies=3)

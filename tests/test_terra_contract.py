"""Terra Incognita through the shared rules contract (small mazes and turn limits so random
games end)."""
import pytest

from games.engine.contract import check_rules_module
from games.terra import rules
from tests.terra_maps import EXAMPLE



def test_contract_on_generated_5x5_labyrinths():
    lengths = check_rules_module(
        rules, lambda seed: rules.new_game(players=1 + seed % 4, seed=seed, size=5, turn_limit=12), games=8)
    assert all(length > 0 for length in lengths)


def test_contract_on_the_rules_page_map_with_variants():
    text = EXAMPLE + "\nfalse: b3"
    check_rules_module(
        rules, lambda seed: rules.new_game(players=2, maze=text, open_map=seed % 2 == 1, turn_limit=15), games=3)


@pytest.mark.slow
def test_contract_on_long_random_10x10_games():
    check_rules_module(rules, lambda seed: rules.new_game(players=4, seed=seed, size=10), games=5, check_every=7)


def test_from_json_rejects_a_corrupt_save():
    state = rules.new_game(players=2, size=5)
    with pytest.raises(ValueError, match="terra state"):
        rules.from_json(state.to_json().replace('"players":2', '"players":3'))
    with pytest.raises(ValueError, match="terra state"):
        rules.from_json("{")

"""Each game's declared kind (chance, information, outcome) matches what its rules do, and the
table's rules are derived from it."""
from __future__ import annotations

import random
from functools import cache

import pytest

from games.engine import registry
from games.engine.contract import pick_move
from games.engine.registry import Chance, Information, Kind, Outcome
from games.engine.rules_base import CHANCE
from games.engine.session import Seat, Session

registry.discover()
GAMES = [info.key for info in registry.all_games()]
PLAYOUTS = 3
MAX_PLIES = 3000


def _seen(state, player: int) -> str:
    """What ``player`` observes, without the field naming who is looking."""
    observed = state.observation(player)
    if isinstance(observed, dict):
        observed = {k: v for k, v in observed.items() if k != "player"}
    return repr(observed)


@cache
def playouts(key: str) -> list[list[dict]]:
    """A few random games of ``key`` (its default options, at least two players): for each ply,
    who is to move, what each player observes and who has won."""
    info = registry.get(key)
    rules = info.rules_module()
    players = max(2, info.default_players)
    games = []
    for seed in range(PLAYOUTS):
        rng = random.Random(seed)
        state = rules.new_game(players=players, seed=seed, **info.default_options())
        plies = []
        while True:
            plies.append({"to_move": state.to_move, "winners": state.winners(), "over": state.is_over(),
                          "players": players, "seen": {_seen(state, p) for p in range(players)}})
            if state.is_over() or len(plies) > MAX_PLIES:
                break
            state.play(pick_move(state, rng))
        games.append(plies)
    return games


def test_every_game_declares_its_kind():
    for key in GAMES:
        assert isinstance(registry.get(key).kind, Kind), key


@pytest.mark.parametrize("key", GAMES)
def test_chance_nodes_come_up_exactly_in_games_that_declare_dice(key):
    met = any(ply["to_move"] == CHANCE for plies in playouts(key) for ply in plies)
    assert met == (registry.get(key).kind.chance is Chance.DICE)


@pytest.mark.parametrize("key", GAMES)
def test_every_player_observes_the_same_exactly_in_perfect_information_games(key):
    differ = any(len(ply["seen"]) > 1 for plies in playouts(key) for ply in plies)
    assert differ == (registry.get(key).kind.information is Information.HIDDEN)


@pytest.mark.parametrize("key", GAMES)
def test_what_lifts_hidden_information_is_an_option_of_the_game_off_by_default(key):
    kind = registry.get(key).kind
    if kind.lifted_by is None:
        return
    option = next(opt for opt in registry.get(key).options if opt.key == kind.lifted_by)
    assert option.default is False and {value for value, _ in option.choices} == {False, True}


@pytest.mark.parametrize("key", GAMES)
def test_two_people_keep_secrets_exactly_in_hidden_information_games_with_the_option_off(key):
    info = registry.get(key)
    people = [Seat(), Seat()] + [Seat(computer=True)] * (info.default_players - 2)
    hidden = info.kind.information is Information.HIDDEN
    assert Session.new(info, people, seed=4, autosave=False).secret() == hidden
    assert not Session.new(info, [Seat()] + [Seat(computer=True)] * (len(people) - 1), seed=4,
                           autosave=False).secret()
    if info.kind.lifted_by:
        assert not Session.new(info, people, {info.kind.lifted_by: True}, seed=4, autosave=False).secret()


def test_cooperative_games_are_won_by_every_partner_or_by_none():
    """Random play rarely wins a cooperative game, so each is also played once by its strongest
    computer partners; at least one such game is won, by everyone."""
    cooperative = [key for key in GAMES if registry.get(key).kind.outcome is Outcome.COOPERATIVE]
    assert cooperative
    won = []
    for key in cooperative:
        info = registry.get(key)
        for plies in playouts(key):
            for ply in plies:
                assert ply["winners"] in (set(), set(range(ply["players"]))), key
        ai = info.ai_module()
        state = info.rules_module().new_game(players=2, seed=1, **info.default_options())
        for ply in range(400):
            if state.is_over():
                break
            state.play(ai.choose_move(state, level=len(ai.LEVELS) - 1, seed=ply))
        assert state.winners() in (set(), {0, 1}), key
        won.append(state.winners() == {0, 1})
    assert any(won)


@pytest.mark.parametrize("key", [key for key in GAMES if registry.get(key).kind.outcome is Outcome.COMPETITIVE])
def test_competitive_games_are_never_won_by_every_player(key):
    for plies in playouts(key):
        end = plies[-1]
        if end["over"]:
            assert end["winners"] != set(range(end["players"]))

"""Mazing computer players: legal, deterministic, quick, and sensible on set positions."""
from __future__ import annotations

import json
import math
import random
import statistics

import pytest

from games.mazing import ai, bench, montecarlo, threat
from games.mazing.rules import CARD_ORDER, CHANCE, FULL_DECK, Mazing, from_json, new_game


def position(players: int = 3, *, walls: str = "", pawns: str | None = None,
             hand: tuple[str, ...] = (), phase: str = "cards", roll: int = 0) -> Mazing:
    """Player 1 to act holding ``hand``; the other cards go to the others and the deck."""
    data = json.loads(new_game(players=players, seed=9).to_json())
    pool = list(FULL_DECK)
    for card in hand:
        pool.remove(card)
    data["hands"][0] = sorted(hand, key=CARD_ORDER.__getitem__)
    for seat in range(1, players):
        data["hands"][seat], pool = sorted(pool[:4], key=CARD_ORDER.__getitem__), pool[4:]
    data.update(walls=walls.split(), deck=pool, discard=[], phase=phase, roll=roll, turn=0,
                cards_left=1)
    if pawns is not None:
        data["pawns"] = pawns.split()
    return from_json(json.dumps(data))


def test_levels_weakest_first() -> None:
    assert ai.LEVELS == ["easiest", "easy", "normal", "hard"]
    assert [ai.EASIEST, ai.EASY, ai.NORMAL, ai.HARD] == [0, 1, 2, 3]


def test_choices_are_legal_and_repeatable_through_whole_games() -> None:
    for seed, options in ((1, {"players": 2}), (2, {"players": 3}), (3, {"two_pawns": True}),
                          (4, {"players": 4, "size": 9})):
        state, rng = new_game(seed=seed, **options), random.Random(seed)
        while not state.is_over():
            if state.to_move == CHANCE:
                state.play(f"roll {rng.randint(1, 6)}")
                continue
            level = (state.to_move + seed) % len(ai.LEVELS)
            move = ai.choose_move(state, level, seed)
            assert move in {str(m) for m in state.legal_moves()}
            assert ai.choose_move(state.copy(), level, seed) == move
            state.play(move)


def test_wall_lengthens_the_leading_opponents_path() -> None:
    walls = "b6 c6 d6 e6 f6 g6 h6 i6 j6"              # gaps at a6 and k6
    state = position(walls=walls, pawns="e9 f2 k11", hand=("I3", "Leap"))
    before = state.distance(1)                       # player 2 heads for a11 through a6
    move = ai.choose_move(state, ai.NORMAL, 0)
    state.play(move)
    assert move.startswith("wall") and state.distance(1) >= before + 6


def test_buster_opens_its_own_path() -> None:
    walls = "b3 c3 d3 e3 f3 g3 h3 i3 j3 k3"          # the only gap, a3, is far from j2
    state = position(walls=walls, pawns="j2 k1 k11", hand=("Buster", "Setback"))
    move = ai.choose_move(state, ai.NORMAL, 0)
    state.play(move)
    assert move in ("bust j3", "bust k3") and state.distance(0) == 10


def test_setback_pushes_the_leader_back() -> None:
    state = position(pawns="a1 b10 k11", hand=("Setback", "Leap"))   # player 2 nears a11
    assert ai.choose_move(state, ai.NORMAL, 0) in ("setback 2 b9", "setback 2 c10")


def test_leap_is_played_where_a_wall_stands_in_the_way() -> None:
    walls = " ".join(f"{c}5" for c in "bcdefghijk")
    state = position(walls=walls, pawns="j4 k1 k11", hand=("Leap", "Setback"))
    assert ai.choose_move(state, ai.NORMAL, 0) == "leap"


def test_move_shortens_its_own_path() -> None:
    state = position(pawns="e5 k1 k11", phase="move", roll=3)
    move = ai.choose_move(state, ai.NORMAL, 0)
    assert move in ("move f7", "move g6", "move h5", "move e8")


def test_should_stop_still_gives_a_legal_move() -> None:
    state = new_game(players=4, seed=4, size=13)
    move = ai.choose_move(state, ai.NORMAL, 0, should_stop=lambda: True)
    assert move in {str(m) for m in state.legal_moves()}


def test_decisions_are_quick() -> None:
    times: list[float] = []
    bench.play_game(7, 0, ai.NORMAL, times, players=4)
    assert statistics.median(times) < 0.05


def test_normal_beats_random_play() -> None:
    wins = sum(bench.play_game(seed, seed % 2, ai.NORMAL, []) == seed % 2 for seed in range(6))
    assert wins >= 5


def test_bad_level_is_refused() -> None:
    with pytest.raises(ValueError, match="level 5"):
        ai.choose_move(new_game(), 5, 0)


def test_normal_beats_easy_in_a_seeded_sample() -> None:
    assert bench.ladder_wins(30) > 18


def _hidden_shuffled(state: Mazing, seed: int) -> Mazing:
    """The same position with the other players' hands and the draw pile dealt anew: the
    player to move observes exactly the same."""
    data = json.loads(state.to_json())
    me = state.turn
    pool = list(data["deck"])
    for seat, hand in enumerate(data["hands"]):
        if seat != me:
            pool += hand
    random.Random(seed).shuffle(pool)
    for seat, hand in enumerate(data["hands"]):
        if seat != me:
            data["hands"][seat], pool = sorted(pool[:len(hand)], key=CARD_ORDER.__getitem__), \
                pool[len(hand):]
    data["deck"] = pool
    twin = from_json(json.dumps(data))
    assert twin.observation(me) == state.observation(me)
    assert twin.hands != state.hands
    return twin


def test_hard_looks_only_at_its_observation() -> None:
    for seed in range(3):
        state, rng = new_game(players=2 + seed, seed=seed), random.Random(seed)
        for _ in range(9):                       # into the game, walls and discards on show
            if state.to_move == CHANCE:
                state.play(f"roll {rng.randint(1, 6)}")
            else:
                state.play(ai.choose_move(state, ai.NORMAL, seed))
        while state.to_move == CHANCE:
            state.play(f"roll {rng.randint(1, 6)}")
        move = ai.choose_move(state, ai.HARD, 5)
        for twin_seed in range(3):
            twin = _hidden_shuffled(state, twin_seed)
            assert ai.choose_move(twin, ai.HARD, 5) == move


def test_sampled_states_agree_with_the_observation() -> None:
    state = new_game(players=3, seed=2)
    state.play(state.legal_moves()[0])
    seen = state.observation(1)
    for seed in range(5):
        sample = montecarlo.sampled_state(seen, random.Random(seed))
        assert sample.observation(1) == seen
        assert sorted(sum(sample.hands, ()) + sample.deck + sample.discard) == sorted(FULL_DECK)


def test_race_odds_favour_the_nearer_and_the_first() -> None:
    even = montecarlo.race_odds([10, 10], [0, 0], 0)
    assert abs(sum(even) - 1) < 1e-9 and even[0] > 0.5
    assert montecarlo.race_odds([5, 20], [0, 0], 1)[0] > 0.9
    assert montecarlo.race_odds([10, 10], [2, 0], 0)[0] < 0.3


def test_hard_honours_should_stop() -> None:
    state = new_game(players=4, seed=4, size=13)
    move = ai.choose_move(state, ai.HARD, 0, should_stop=lambda: True)
    assert move in {str(m) for m in state.legal_moves()}


def test_hard_takes_the_only_winning_push() -> None:
    state = position(players=2, pawns="a1 b11", hand=("Setback", "Leap", "I2"))
    state.cards_left = 2                        # player 2 is a step from a11: push it away
    assert ai.choose_move(state, ai.HARD, 0).startswith("setback 2 ")


def test_easiest_goes_home_when_the_roll_reaches() -> None:
    state = position(pawns="k8 k1 k11", phase="move", roll=6)
    assert ai.choose_move(state, ai.EASIEST, 0) == "move k11"


def test_easiest_walls_never_block_itself_and_games_end() -> None:
    for seed in range(8):
        state, rng = new_game(players=2 + seed % 3, seed=seed), random.Random(seed)
        for _ in range(600):
            if state.is_over():
                break
            if state.to_move == CHANCE:
                state.play(f"roll {rng.randint(1, 6)}")
                continue
            me = state.turn
            before = [state.distance(p) for p, o in enumerate(state.owners) if o == me]
            move = state.parse_move(ai.choose_move(state, ai.EASIEST, seed))
            state.play(move)
            if move.kind == "wall":
                assert [state.distance(p) for p, o in enumerate(state.owners) if o == me] \
                    == before
        assert state.is_over()


def test_crossing_distance_counts_one_token_crossed_as_a_step() -> None:
    state = position(players=2, walls="a6 b6 c6 d6 e6 f6 g6 h6 i6 j6", pawns="k8 b2")
    geo = state.geometry
    plain, crossed = threat.crossing_distances(geo, state.goals[1], state.cells[1],
                                               state.free_mask())
    assert (plain, crossed) == (28, 10)       # round by k6, or straight through b6 to a11
    state = position(players=2, walls="a6 b6 c6 d6 e6 f6 g6 h6 i6 j6 "
                                      "a7 b7 c7 d7 e7 f7 g7 h7 i7 j7", pawns="k8 b2")
    assert threat.crossing_distances(geo, state.goals[1], state.cells[1],
                                     state.free_mask()) == (28, 28)   # one crossing is not enough


def test_through_odds_count_the_cards_not_yet_seen() -> None:
    seen = new_game(players=2, seed=3).observation(0)
    hidden = 40 - len(seen["hand"])
    busters = 6 - sum(card in ("Buster", "Double Buster") for card in seen["hand"])
    leaps = 5 - sum(card in ("Leap", "Double Leap") for card in seen["hand"])
    none = lambda good: math.comb(hidden - good, 6) / math.comb(hidden, 6)  # noqa: E731
    bust = 1 - none(busters)
    assert threat.through_odds(seen)[1] == pytest.approx(
        bust + (1 - bust) * threat.LEAP_SHARE * (1 - none(leaps)))
    seen["discard"] = ["Buster"] * 4 + ["Double Buster"] * 2 + ["Leap"] * 3 + ["Double Leap"] * 2
    seen["hand"] = [card for card in seen["hand"] if card not in seen["discard"]]
    assert threat.through_odds(seen)[1] == 0.0    # every such card already played


def test_hard_values_a_wall_one_buster_undoes_below_a_thick_one() -> None:
    thin = position(players=2, walls="a6 b6 c6 d6 e6 f6 g6 h6 i6 j6", pawns="k8 b2")
    thick = position(players=2, walls="a6 b6 c6 d6 e6 f6 g6 h6 i6 j6 "
                                      "a7 b7 c7 d7 e7 f7 g7 h7 i7 j7", pawns="k8 b2")
    assert ai._Judge(thin).dist[1] == ai._Judge(thick).dist[1] == 28
    held, undone = ai._ThreatJudge(thick).dist[1], ai._ThreatJudge(thin).dist[1]
    assert held == 28 and 10 < undone < 28


def test_position_value_is_the_hard_judges_from_either_side() -> None:
    state = position(players=2, walls="a6 b6 c6 d6 e6 f6 g6 h6 i6 j6", pawns="k8 b2")
    mine, theirs = ai.position_value(state, 0), ai.position_value(state, 1)
    assert mine == pytest.approx(ai._ThreatJudge(state).base)
    assert mine > 0 > theirs                      # player 2 must go round the long wall
    state.skips = (0, 1)
    assert ai.position_value(state, 0) == pytest.approx(mine + 3.5)


def test_best_cards_try_every_card_in_hand_first() -> None:
    state = position(players=2, pawns="e9 f2", hand=("I3", "Leap", "Setback", "Lose A Turn"))
    best = ai.best_cards(state, 6, 0)
    assert len(best) == 6 and all(move in state.legal_moves() for move in best)
    assert {move.card for move in best[:4]} == {"I3", "Leap", "Setback", "Lose A Turn"}


def test_the_benchs_dice_show_the_coming_rolls_without_drawing_them() -> None:
    dice = bench.Dice(5)
    coming = dice.coming(6)
    assert coming == dice.coming(6) == [dice.roll() for _ in range(6)]


def test_the_seer_plays_legal_moves_through_a_game() -> None:
    seer, dice = bench.Seer(), bench.Dice(2)
    state = new_game(players=2, seed=2)
    while not state.is_over():
        if state.to_move == CHANCE:
            state.play(f"roll {dice.roll()}")
        elif state.to_move == 0:
            move = seer(state, 0, dice.coming(bench.SEER_ROLLS))
            assert move in {str(m) for m in state.legal_moves()}
            state.play(move)
        else:
            state.play(ai.choose_move(state, ai.NORMAL, 0))

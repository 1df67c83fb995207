"""Mazing rules: one test per rule of shared/rules/mazing.md, on concrete positions."""
from __future__ import annotations

import json
import random

import pytest

from games.engine import rules_base
from games.engine.rules_base import CorruptState
from games.mazing import rules, shapes
from games.mazing.rules import (
    CARD_ORDER, CHANCE, FULL_DECK, CardPlayed, Discarded, Drew, IllegalMove, LeapArmed,
    PawnMoved, PawnPushed, Reshuffled, Rolled, TurnLossMarked, TurnSkipped, WallPlaced,
    WallsBusted, Won, from_json, new_game,
)


def position(players: int = 3, *, walls: str = "", pawns: str | None = None,
             hand: tuple[str, ...] | None = None, phase: str = "cards", roll: int = 0,
             leaps: tuple[int, ...] = (), turn: int = 0, two_pawns: bool = False,
             empty_deck: bool = False) -> rules.Mazing:
    """A set position: the given walls, pawns and mover's hand; the other cards in the deck."""
    data = json.loads(new_game(players=players, seed=5, two_pawns=two_pawns).to_json())
    data["walls"] = walls.split()
    if pawns is not None:
        data["pawns"] = pawns.split()
    if hand is not None:
        data["hands"][turn] = sorted(hand, key=CARD_ORDER.__getitem__)
    pool = list(FULL_DECK)
    for card in data["hands"][turn]:
        pool.remove(card)
    for seat, held in enumerate(data["hands"]):
        if seat != turn:
            data["hands"][seat] = sorted(pool[:len(held)], key=CARD_ORDER.__getitem__)
            del pool[:len(held)]
    data["deck"], data["discard"] = ([], pool) if empty_deck else (pool, [])
    data.update(phase=phase, roll=roll, leaps=list(leaps), turn=turn,
                cards_left=2 if players == 2 else 1)
    return from_json(json.dumps(data))


def names(state: rules.Mazing) -> set[str]:
    return {str(m) for m in state.legal_moves()}


# --- set-up ------------------------------------------------------------------------------------

def test_reexports_shared_contract_objects() -> None:
    assert rules.IllegalMove is rules_base.IllegalMove and rules.CHANCE is rules_base.CHANCE


def test_deck_has_forty_cards_in_the_decided_mix() -> None:
    assert len(FULL_DECK) == 40
    assert sum(FULL_DECK.count(s) for s in shapes.SHAPES) == 24
    assert FULL_DECK.count("Buster") == 4 and FULL_DECK.count("Double Setback") == 1


def test_hands_are_six_cards_for_two_players_and_four_otherwise() -> None:
    assert [len(h) for h in new_game(players=2, seed=1).hands] == [6, 6]
    assert [len(h) for h in new_game(players=4, seed=1).hands] == [4, 4, 4, 4]


def test_seats_take_corners_a1_k1_k11_a11_and_race_to_the_opposite_corner() -> None:
    pawns = new_game(players=4).pawns
    assert [(p.cell, p.goal) for p in pawns] == [
        ("a1", "k11"), ("k1", "a11"), ("k11", "a1"), ("a11", "k1")]


def test_the_deal_is_fixed_by_the_seed() -> None:
    assert new_game(seed=3).to_json() == new_game(seed=3).to_json()
    assert new_game(seed=3).hands != new_game(seed=4).hands


def test_board_sizes_nine_eleven_thirteen_only() -> None:
    assert new_game(size=13).pawns[1].cell == "m1"
    with pytest.raises(ValueError, match="size"):
        new_game(size=10)
    with pytest.raises(ValueError, match="two-pawn"):
        new_game(players=3, two_pawns=True)


# --- maze cards --------------------------------------------------------------------------------

def test_shapes_come_in_every_rotation_and_mirror_image() -> None:
    counts = {name: len(shapes.orientations(name)) for name in shapes.SHAPES}
    assert counts == {"I2": 2, "I3": 2, "L3": 4, "I4": 2, "L4": 8, "T4": 4, "S4": 4}
    assert shapes.shape_of([(0, 1), (1, 1), (1, 0), (2, 0)]) == "S4"      # the mirror image
    assert shapes.shape_of([(0, 0), (1, 0), (2, 0), (2, 1)]) == "L4"      # a turned L
    assert shapes.shape_of([(0, 0), (1, 1)]) is None


def test_maze_card_places_its_shape_turned_or_mirrored() -> None:
    state = position(hand=("S4", "Leap", "Leap", "Setback"))
    events = state.play("wall e5 e6 f4 f5")          # an S turned upright and mirrored
    assert events[:2] == [CardPlayed(0, "S4"), WallPlaced(("e5", "e6", "f4", "f5"))]
    assert "wall e4 e5 f5 f6" in names(position(hand=("S4",)))


def test_maze_card_only_places_its_own_shape() -> None:
    state = position(hand=("L3", "Leap", "Leap", "Setback"))
    with pytest.raises(IllegalMove, match="wall e5 e6 e7"):
        state.play("wall e5 e6 e7")


def test_walls_go_only_on_empty_non_corner_cells() -> None:
    state = position(walls="e5", pawns="c3 k1 k11", hand=("I2",))
    moves = names(state)
    assert "wall e5 e6" not in moves                 # a wall already there
    assert "wall c3 c4" not in moves                 # a pawn stands there
    assert "wall a2 a3" in moves and not any("a1" in m.split() for m in moves)


def test_wall_may_not_shut_a_pawn_in() -> None:
    state = position(walls="j1", hand=("I2",))
    assert "wall k2 k3" not in names(state)          # would wall player 2 into corner k1
    assert not state.placement_legal(["k2", "k3"])
    assert state.placement_legal(["k3", "k4"])


def test_wall_may_not_shut_a_goal_off() -> None:
    state = position(walls="j11", pawns="c3 k1 f6", hand=("I2",))
    assert "wall k9 k10" not in names(state)         # k11 is player 1's goal


def test_wall_may_close_an_empty_pocket() -> None:
    state = position(walls="d5 f5 e6", hand=("I2",))
    assert state.play("wall e3 e4")[1] == WallPlaced(("e3", "e4"))     # e5 is left sealed


def test_buster_removes_one_wall_token() -> None:
    state = position(walls="c4 c5", hand=("Buster",))
    assert names(state) == {"bust c4", "bust c5"}
    assert state.play("bust c5")[1] == WallsBusted(("c5",))
    assert state.observation(0)["walls"] == ["c4"]


def test_double_buster_needs_touching_tokens() -> None:
    state = position(walls="c4 c5 e7 f8", hand=("Double Buster",))
    assert names(state) == {"bust c4 c5"}            # e7 and f8 only touch at a corner
    state.play("bust c4 c5")
    assert state.observation(0)["walls"] == ["e7", "f8"]


def test_lone_unplayable_cards_may_be_discarded() -> None:
    state = position(hand=("Buster", "Buster", "Double Buster", "Buster"))
    assert names(state) == {"discard Buster", "discard Double Buster"}
    assert state.play("discard Double Buster") == [Discarded("Double Buster"), Drew(0, 1)]
    playable = position(hand=("Buster", "Buster", "Buster", "Leap"))
    assert names(playable) == {"leap"}


# --- action cards -------------------------------------------------------------------------------

def test_leap_crosses_one_wall_counting_it_as_a_step() -> None:
    state = position(walls="f5", pawns="e5 k1 k11", phase="move", roll=2, leaps=(1,))
    assert state.reachable()["g5"] == ("e5", "f5", "g5")
    events = state.play("move g5")
    assert events[0] == PawnMoved(0, ("e5", "f5", "g5"), ("f5",))


def test_leap_needs_a_roll_of_two() -> None:
    state = position(walls="f5", pawns="e5 k1 k11", hand=("Leap",))
    assert state.play("leap")[1] == LeapArmed(0, 1)
    state.play("roll 1")
    assert "move f5" not in names(state) and "move g5" not in names(state)
    state.play("move e4")
    assert state.leaps == ()                         # spent for nothing


def test_double_leap_crosses_two_tokens_in_a_line_with_a_roll_of_three() -> None:
    walls = "d5 e5"
    three = position(walls=walls, pawns="c5 k1 k11", phase="move", roll=3, leaps=(2,))
    assert three.reachable()["f5"] == ("c5", "d5", "e5", "f5")
    two = position(walls=walls, pawns="c5 k1 k11", phase="move", roll=3, leaps=(1,))
    assert "f5" not in two.reachable()
    short = position(walls=walls, pawns="c5 k1 k11", phase="move", roll=2, leaps=(2,))
    assert "f5" not in short.reachable()


def test_double_leap_also_crosses_a_single_token() -> None:
    state = position(walls="f5", pawns="e5 k1 k11", phase="move", roll=2, leaps=(2,))
    assert "g5" in state.reachable()


def test_leap_may_not_land_where_the_pawn_is_shut_in() -> None:
    walls = "d5 e4 e6 f5"                            # e5 is a closed pocket
    state = position(walls=walls, pawns="c5 k1 k11", phase="move", roll=2, leaps=(1,))
    assert "move e5" not in names(state)
    open_pocket = position(walls="d5", pawns="c5 k1 k11", phase="move", roll=2, leaps=(1,))
    assert "move e5" in names(open_pocket)


def test_pawn_never_stops_on_a_wall() -> None:
    state = position(walls="d5 e5", pawns="c5 k1 k11", phase="move", roll=2, leaps=(2,))
    assert not {"move d5", "move e5"} & names(state)


def test_lose_a_turn_skips_the_whole_turn() -> None:
    state = position(hand=("Lose A Turn",))
    assert names(state) == {"skip 2", "skip 3"}
    assert state.play("skip 2")[1] == TurnLossMarked(1)
    state.play("roll 1")
    events = state.play("move b1")
    assert TurnSkipped(1) in events
    assert state.turn == 2 and state.to_move == 2 and state.skips == (0, 0, 0)


def test_setback_moves_an_opponent_one_step() -> None:
    state = position(pawns="a1 e5 k11", hand=("Setback",))
    assert {"setback 2 e6", "setback 3 k10", "setback 3 j11"} <= names(state)
    assert state.play("setback 2 e6")[1] == PawnPushed(1, ("e5", "e6"))
    assert state.pawns[1].cell == "e6"


def test_setback_never_passes_or_lands_on_a_wall() -> None:
    state = position(walls="e6 f5", pawns="a1 e5 k11", hand=("Double Setback",))
    pushes = {m for m in names(state) if m.startswith("setback 2")}
    assert pushes and not any(w in m.split() for m in pushes for w in ("e6", "f5"))
    assert "setback 2 f5 g5" not in pushes and "setback 2 d5 c5" in pushes
    assert "setback 2 d5 e5" not in pushes           # a push must leave the start cell


def test_setback_never_pushes_a_pawn_onto_its_goal() -> None:
    state = position(pawns="a1 a10 k11", hand=("Setback",))
    assert "setback 2 a11" not in names(state) and "setback 2 a9" in names(state)


# --- the roll and the move ----------------------------------------------------------------------

def test_roll_is_a_chance_move_after_the_cards() -> None:
    state = position(hand=("Leap",))
    state.play("leap")
    assert state.to_move == CHANCE
    assert [str(m) for m, _ in state.chance_outcomes()] == [f"roll {n}" for n in range(1, 7)]
    assert state.play("roll 4") == [Rolled(4)] and state.to_move == 0


def test_move_takes_exactly_the_roll_with_turns_and_doubling_back() -> None:
    state = position(pawns="e5 k1 k11", phase="move", roll=3)
    ends = state.reachable()
    assert len(ends) == 16                           # 4 cells at 1 step, 12 at 3
    assert "e5" not in ends and "e7" not in ends and "e8" in ends and "e6" in ends
    assert len(ends["e6"]) == 4                      # e5 → … → e6 walks three steps
    back = position(pawns="e5 k1 k11", phase="move", roll=2)
    assert "move e5" in names(back)                  # there and back again


def test_walls_block_movement() -> None:
    state = position(walls="a2 b1", pawns="b2 k1 k11", phase="move", roll=1)
    assert names(state) == {"move b3", "move c2"}


def test_reaching_the_goal_ends_the_move_and_wins() -> None:
    state = position(pawns="k9 k1 k11", phase="move", roll=5)
    events = state.play("move k11")
    assert events == [PawnMoved(0, ("k9", "k10", "k11"), ()), Won(0)]
    assert state.is_over() and state.winners() == {0} and state.to_move is None
    assert state.legal_moves() == []


def test_corners_can_be_walked_through() -> None:
    state = position(pawns="j1 b2 k11", phase="move", roll=2)
    assert "move k2" in names(state)                 # via the corner k1


# --- turns and the deck -------------------------------------------------------------------------

def test_two_player_turn_plays_two_cards_then_draws_up() -> None:
    state = new_game(players=2, seed=11)
    first = state.legal_moves()[0]
    state.play(first)
    assert state.to_move == 0 and state.cards_left == 1
    events = state.play(state.legal_moves()[-1])
    assert events[-1] == Drew(0, 2) and len(state.hands[0]) == 6
    assert state.to_move == CHANCE


def test_three_player_turn_plays_one_card() -> None:
    state = new_game(players=3, seed=11)
    events = state.play(state.legal_moves()[-1])
    assert events[-1] == Drew(0, 1) and state.to_move == CHANCE


def test_empty_draw_pile_is_refilled_from_the_shuffled_discards() -> None:
    state = position(hand=("Leap", "I2", "I3", "L3"), empty_deck=True)
    events = state.play("leap")
    assert events[2:] == [Reshuffled(29), Drew(0, 1)]
    assert state.discard == () and len(state.deck) == 28 and len(state.hands[0]) == 4


def test_observation_shows_only_the_players_own_hand() -> None:
    state = new_game(players=3, seed=2)
    seen = state.observation(1)
    assert seen["hand"] == list(state.hands[1]) and seen["hand_sizes"] == [4, 4, 4]
    text = json.dumps(seen)
    assert "deck" not in seen and seen["draw_pile"] == 28
    assert all(k in seen for k in ("walls", "pawns", "discard", "to_move", "leaps", "skips"))
    assert len(text) < 2000


# --- the two-pawn variant -----------------------------------------------------------------------

def test_two_pawn_variant_pawns_start_on_opposite_corners() -> None:
    pawns = new_game(players=2, two_pawns=True).pawns
    assert [(p.player, p.cell) for p in pawns] == [(0, "a1"), (1, "k1"), (0, "k11"), (1, "a11")]


def test_two_pawn_variant_roll_moves_either_pawn() -> None:
    state = position(2, pawns="c3 k1 f6 a11", phase="move", roll=1, two_pawns=True)
    assert {"move c3 c4", "move f6 f7"} <= names(state)


def test_two_pawn_variant_wins_only_with_both_pawns_home() -> None:
    state = position(2, pawns="k10 k1 f6 a11", phase="move", roll=1, two_pawns=True)
    assert state.play("move k10 k11")[-1] != Won(0)
    assert not state.is_over() and state.pawns[0].finished
    done = position(2, pawns="k11 k1 b1 a11", phase="move", roll=3, two_pawns=True)
    assert names(done) >= {"move b1 a1"} and not any(m.startswith("move k11") for m in names(done))
    assert done.play("move b1 a1")[-1] == Won(0)


def test_two_pawn_variant_names_a_pawn_by_its_goal_when_both_share_a_cell() -> None:
    state = position(2, pawns="e5 k1 e5 a11", phase="move", roll=1, two_pawns=True)
    assert {"move e5(k11) e6", "move e5(a1) e6"} <= names(state)
    state.play("move e5(a1) e6")
    assert state.pawns[2].cell == "e6" and state.pawns[0].cell == "e5"


# --- errors and saves ---------------------------------------------------------------------------

def test_illegal_move_names_the_move_and_leaves_the_state_alone() -> None:
    state = position(hand=("Buster",))
    before = state.to_json()
    with pytest.raises(IllegalMove, match="bust c4.*player 1"):
        state.play("bust c4")
    assert state.to_json() == before


def test_corrupt_saves_are_refused() -> None:
    good = json.loads(new_game().to_json())
    for key, value in (("walls", ["z99"]), ("deck", []), ("phase", "dance"), ("size", 10)):
        with pytest.raises(CorruptState):
            from_json(json.dumps({**good, key: value}))
    with pytest.raises(CorruptState):
        from_json("{not json")


def test_placements_agree_with_a_full_flood_fill() -> None:
    """The fast placement filter gives exactly the placements a naive check allows."""
    rng = random.Random(4)
    state = new_game(players=4, seed=4)
    checked = 0
    while not state.is_over() and checked < 40:
        if state.phase == "cards":
            geo, free = state.geometry, state.free_mask()
            occupied = state.walls | rules.mask_of(state.cells)
            for card in shapes.SHAPES:
                naive = [spot.cells for spot in geo.placements[card]
                         if not spot.mask & occupied and all(
                             geo.flood(1 << state.goals[p], free & ~spot.mask) >> state.cells[p] & 1
                             for p in range(4))]
                assert state._placements(card, state._routes()) == naive
            checked += 1
        moves = state.legal_moves()
        walls = [m for m in moves if m.kind == "wall"]
        state.play(rng.choice(walls or moves))


def test_wall_notation_is_checked_without_listing_every_move():
    state = new_game(players=3, seed=4)
    walls = [m for m in state.legal_moves() if m.kind == "wall"]
    for move in walls[::7]:
        fresh = new_game(players=3, seed=4)
        assert fresh.parse_move(str(move)) == move
        assert fresh._moves is None
    pawn_cell = state.pawns[0].cell
    with pytest.raises(IllegalMove, match="wall"):
        new_game(players=3, seed=4).play(f"wall {pawn_cell} b1")

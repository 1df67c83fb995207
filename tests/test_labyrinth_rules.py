"""Rules of the Labyrinth race (shared/rules/labyrinth.md): one test per rule."""
from __future__ import annotations

import json
import random

import pytest

from games.engine import rules_base
from games.engine.contract import check_rules_module, pick_move
from games.labyrinth import rules
from games.labyrinth.rules import (
    BorneOff,
    Crossed,
    DieDropped,
    Displaced,
    GameWon,
    Moved,
    Placed,
    Rolled,
    Skyride,
    Teleported,
    Trapped,
    TurnPassed,
)

OUT = [0, 0, 0, 0]
OFF = 61


def position(*fields: list[int], turn: int = 0, dice: tuple[int, ...] = (),
             lost: dict[tuple[int, int], int] | None = None, play_on: bool = False
             ) -> rules.LabyrinthState:
    """A state with the given traveler fields per player; with ``dice`` it is the mover's turn
    to use them, otherwise the dice are to be rolled. ``lost`` maps (player, traveler) to
    remaining lost turns."""
    trap = [[0] * 4 for _ in fields]
    for (p, i), n in (lost or {}).items():
        trap[p][i] = n
    return rules.from_json(json.dumps({
        "game": "labyrinth", "players": len(fields), "play_on": play_on, "turn": turn,
        "phase": "move" if dice else "roll", "dice": list(dice), "active": None,
        "positions": [list(f) for f in fields], "lost_turns": trap, "trapped_this_turn": [],
        "standings": [],
    }))


def names(moves) -> list[str]:
    return [str(m) for m in moves]


def of(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]


# -- the contract ------------------------------------------------------------------------------


def test_contract_suite():
    check_rules_module(rules, lambda s: rules.new_game(players=2 + s % 3, seed=s), games=3)


def test_shares_engine_error_and_chance_objects():
    assert rules.IllegalMove is rules_base.IllegalMove and rules.CHANCE is rules_base.CHANCE


def test_fifty_random_games_finish():
    for seed in range(50):
        state, rng = rules.new_game(players=2 + seed % 3), random.Random(seed)
        for _ in range(20000):
            if state.is_over():
                break
            state.play(pick_move(state, rng))
        assert state.is_over() and len(state.winners()) == 1, seed


@pytest.mark.slow
def test_thousand_random_games_finish():
    for seed in range(1000):
        state = rules.new_game(players=2 + seed % 3, play_on=seed % 5 == 0)
        rng = random.Random(seed)
        for _ in range(50000):
            if state.is_over():
                break
            state.play(pick_move(state, rng))
        assert state.is_over(), seed


# -- the turn ----------------------------------------------------------------------------------


def test_seat_zero_starts_with_a_roll_of_two_dice():
    state = rules.new_game(players=3, seed=1)
    assert state.to_move == rules.CHANCE and state.turn == 0
    outcomes = dict((str(m), p) for m, p in state.chance_outcomes())
    assert len(outcomes) == 21 and outcomes["roll 3-3"] == pytest.approx(1 / 36)
    assert outcomes["roll 3-5"] == pytest.approx(2 / 36) and "roll 5-3" not in outcomes
    assert sum(outcomes.values()) == pytest.approx(1)
    assert state.play("roll 3-5")[0] == Rolled(0, (3, 5))


def test_players_must_be_two_to_four():
    with pytest.raises(ValueError, match="players"):
        rules.new_game(players=5)


def test_entering_needs_a_one_and_dice_are_judged_when_used():
    state = rules.new_game()
    state.play("roll 1-4")
    assert names(state.legal_moves()) == ["0+1"]
    events = state.play("0+1")
    assert events == [Moved(0, 0, 1, (0, 1))]
    assert names(state.legal_moves()) == ["1+4"]
    state.play("1+4")
    assert state.positions[0] == (5, 0, 0, 0) and state.to_move == rules.CHANCE


def test_dice_nobody_can_use_are_dropped_and_the_turn_passes():
    state = rules.new_game()
    events = state.play("roll 2-5")
    assert events[1:] == [DieDropped(0, 2), DieDropped(0, 5), TurnPassed(0, 1)]
    assert state.turn == 1 and state.to_move == rules.CHANCE


def test_second_die_dropped_when_first_traps_the_only_traveler():
    state = position([9, 0, 0, 0], OUT, dice=(4, 3))
    events = state.play("9+4")
    assert of(events, Trapped) == [Trapped(0, 0, 2)]
    assert of(events, DieDropped) == [DieDropped(0, 3)] and state.turn == 1


def test_doubles_are_just_two_dice():
    state = position([10, 20, 0, 0], OUT, dice=(2, 2))
    assert names(state.legal_moves()) == ["10+2", "20+2"]
    state.play("10+2")
    state.play("12+2")
    assert state.positions[0] == (14, 20, 0, 0)


def test_either_die_first_on_one_or_two_travelers():
    state = position([10, 20, 0, 0], OUT, dice=(3, 5))
    assert names(state.legal_moves()) == ["10+3", "10+5", "20+3", "20+5"]
    state.play("20+5")
    assert names(state.legal_moves()) == ["10+3", "25+3"]


# -- exact counts --------------------------------------------------------------------------------


def test_exact_count_31_walks_back():
    state = position([29, 0, 0, 0], OUT, dice=(5, 1))
    events = state.play("29+5")
    assert of(events, Moved)[0].path == (29, 30, 31, 30, 29, 28)
    assert state.positions[0][0] == 28


def test_exact_count_31_by_exact_die():
    state = position([29, 0, 0, 0], OUT, dice=(2, 1))
    state.play("29+2")
    assert state.positions[0][0] == 31


def test_exact_count_58_walks_back_and_may_offer_a_ride():
    state = position([57, 0, 0, 0], OUT, dice=(4, 1))
    events = state.play("57+4")
    assert of(events, Moved)[0].path == (57, 58, 57, 56, 55)
    assert names(state.legal_moves()) == ["ride", "stay"]


def test_exact_count_61_bears_off():
    state = position([60, 30, 0, 0], OUT, dice=(1, 2))
    events = state.play("60+1")
    assert of(events, BorneOff) == [BorneOff(0, 0)] and state.positions[0][0] == OFF


def test_walk_back_from_61_passes_over_58():
    state = position([60, 30, 0, 0], OUT, dice=(6, 2))
    events = state.play("60+6")
    assert of(events, Moved)[0].path == (60, 61, 60, 59, 58, 57, 56)
    assert state.positions[0][0] == 56


def test_walk_back_landing_on_59_still_tunnels_to_47():
    state = position([58, 30, 0, 0], OUT, dice=(5, 2))
    events = state.play("58+5")
    assert of(events, Teleported) == [Teleported(0, 0, "tunnel", 59, 47)]
    assert state.positions[0][0] == 47


def test_field_58_exception_walking_back_swaps_with_occupant():
    state = position([60, 30, 0, 0], [56, 0, 0, 0], dice=(6, 2))
    events = state.play("60+6")
    assert of(events, Displaced) == [Displaced(1, 0, 56, 60)]
    assert state.positions[0][0] == 56 and state.positions[1][0] == 60


# -- sanctuaries and displacement --------------------------------------------------------------


def test_sanctuary_holds_any_number():
    state = position([1, 0, 0, 0], [3, 3, 0, 0], dice=(2, 6))
    events = state.play("1+2")
    assert not of(events, Displaced)
    assert state.positions[0][0] == 3 and state.positions[1][:2] == (3, 3)


def test_arrival_sends_occupant_to_the_movers_start():
    state = position([10, 0, 0, 0], [14, 0, 0, 0], dice=(4, 6))
    events = state.play("10+4")
    assert of(events, Displaced) == [Displaced(1, 0, 14, 10)]
    assert state.positions[1][0] == 10


def test_displacement_onto_ones_own_traveler():
    state = position([10, 14, 0, 0], OUT, dice=(4, 6))
    events = state.play("10+4")
    assert of(events, Displaced) == [Displaced(0, 1, 14, 10)]
    assert state.positions[0][:2] == (14, 10)


def test_displaced_trapped_traveler_stays_trapped():
    state = position([9, 30, 0, 0], [13, 0, 0, 0], dice=(4, 6), lost={(1, 0): 2})
    events = state.play("9+4")
    assert of(events, Displaced) == [Displaced(1, 0, 13, 9)]
    assert state.lost_turns[1][0] == 2 and state.lost_turns[0][0] == 2


def test_displaced_traveler_does_not_trigger_the_field_it_is_sent_to():
    state = position([13, 0, 0, 0], [17, 0, 0, 0], dice=(4, 6))
    state.play("13+4")
    assert state.positions[1][0] == 13 and state.lost_turns[1][0] == 0


# -- advances, traps and tunnels ------------------------------------------------------------------


@pytest.mark.parametrize("start,die,field,to", [(3, 3, 6, 12), (15, 3, 18, 26), (17, 4, 21, 26),
                                                 (38, 4, 42, 56)])
def test_advance(start, die, field, to):
    state = position([start, 30, 0, 0], OUT, dice=(die, 1))
    events = state.play(f"{start}+{die}")
    assert of(events, Teleported) == [Teleported(0, 0, "advance", field, to)]
    assert state.positions[0][0] == to


def test_advance_displaces_at_the_field_where_it_stops():
    state = position([3, 0, 0, 0], [12, 6, 0, 0], dice=(3, 6))
    events = state.play("3+3")
    assert of(events, Displaced) == [Displaced(1, 0, 12, 3)]


def test_trap_13_loses_the_next_two_turns():
    state = position([9, 20, 0, 0], OUT, dice=(4, 2))
    state.play("9+4")
    state.play("20+2")
    assert state.lost_turns[0][0] == 2
    for field, left in ((22, 1), (25, 0)):
        state.play("roll 2-3")  # seat 1 has everyone outside: both dice dropped
        state.play("roll 1-2")
        assert not [m for m in names(state.legal_moves()) if m.startswith("13+")]
        state.play(f"{field}+1")
        state.play(f"{field + 1}+2")
        assert state.lost_turns[0][0] == left
    state.play("roll 2-3")
    state.play("roll 1-2")
    assert "13+1" in names(state.legal_moves())


def test_trap_counts_fall_in_a_turn_whose_dice_are_all_dropped():
    state = position([13, 0, 0, 0], OUT, lost={(0, 0): 2})
    events = state.play("roll 2-3")
    assert of(events, DieDropped) == [DieDropped(0, 2), DieDropped(0, 3)]
    assert state.lost_turns[0][0] == 1


def test_trap_52_tunnels_to_7_and_traps_there():
    state = position([48, 30, 0, 0], [7, 0, 0, 0], dice=(4, 1))
    events = state.play("48+4")
    assert of(events, Teleported) == [Teleported(0, 0, "tunnel", 52, 7)]
    assert of(events, Displaced) == [Displaced(1, 0, 7, 48)]
    assert of(events, Trapped) == [Trapped(0, 0, 2)]
    assert names(state.legal_moves()) == ["0+1", "30+1"]


def test_tunnel_59_to_47():
    state = position([58, 0, 0, 0], [47, 0, 0, 0], dice=(1, 3))
    events = state.play("58+1")
    assert of(events, Teleported) == [Teleported(0, 0, "tunnel", 59, 47)]
    assert state.positions == ((47, 0, 0, 0), (58, 0, 0, 0))


def test_mixed_field_moves_an_untrapped_traveler():
    state = position([3, 3, 0, 0], OUT, dice=(2, 6), lost={(0, 0): 1})
    events = state.play("3+2")
    assert of(events, Moved)[0].traveler == 1 and state.positions[0][:2] == (3, 5)


# -- Knight's Orbit -----------------------------------------------------------------------------


def ride(state: rules.LabyrinthState, move: str, roll: int) -> list:
    state.play(move)
    assert names(state.legal_moves()) == ["ride", "stay"]
    state.play("ride")
    assert state.to_move == rules.CHANCE
    assert names(state.legal_moves()) == [f"roll {n}" for n in range(1, 7)]
    return state.play(f"roll {roll}")


def test_ride_from_7_bounces_at_34():
    state = position([1, 30, 0, 0], OUT, dice=(6, 2))
    events = ride(state, "1+6", 6)
    assert of(events, Skyride) == [Skyride(0, 0, (7, 46, 49, 52, 55, 34, 55))]
    assert state.positions[0][0] == 55


def test_ride_from_34_heads_for_7_and_bounces():
    state = position([32, 20, 0, 0], OUT, dice=(2, 3))
    events = ride(state, "32+2", 6)
    assert of(events, Skyride)[0].stops == (34, 55, 52, 49, 46, 7, 46)


def test_ride_from_49_and_from_55_head_for_34():
    state = position([45, 20, 0, 0], OUT, dice=(4, 2))
    assert of(ride(state, "45+4", 4), Skyride)[0].stops == (49, 52, 55, 34, 55)
    state = position([53, 20, 0, 0], OUT, dice=(2, 3))
    assert of(ride(state, "53+2", 1), Skyride)[0].stops == (55, 34)


def test_ride_may_stop_on_its_start():
    state = position([53, 20, 0, 0], OUT, dice=(2, 3))
    events = ride(state, "53+2", 2)
    assert state.positions[0][0] == 55 and not of(events, Displaced)


def test_ride_ending_on_52_tunnels_to_7_and_traps():
    state = position([44, 20, 0, 0], [7, 0, 0, 0], dice=(2, 3))
    state.play("44+2")
    state.play("ride")
    events = state.play("roll 2")
    assert of(events, Teleported) == [Teleported(0, 0, "tunnel", 52, 7)]
    assert of(events, Displaced) == [Displaced(1, 0, 7, 46)]
    assert state.lost_turns[0][0] == 2 and state.positions[0][0] == 7


def test_ride_stop_on_occupied_field_sends_occupant_to_ride_start():
    state = position([1, 20, 0, 0], [49, 0, 0, 0], dice=(6, 3))
    events = ride(state, "1+6", 2)
    assert of(events, Displaced) == [Displaced(1, 0, 49, 7)]


def test_landing_on_occupied_orbit_field_displaces_before_the_choice():
    state = position([1, 20, 0, 0], [7, 0, 0, 0], dice=(6, 3))
    events = state.play("1+6")
    assert of(events, Displaced) == [Displaced(1, 0, 7, 1)]
    assert names(state.legal_moves()) == ["ride", "stay"]


def test_ride_never_grants_another_ride():
    state = position([1, 20, 0, 0], OUT, dice=(6, 3))
    ride(state, "1+6", 1)
    assert state.positions[0][0] == 46 and names(state.legal_moves()) == ["20+3", "46+3"]


def test_stay_declines_the_ride():
    state = position([1, 20, 0, 0], OUT, dice=(6, 3))
    state.play("1+6")
    assert state.play("stay") == [] and state.positions[0][0] == 7 and state.dice == [3]


# -- Millstone --------------------------------------------------------------------------------


def test_millstone_crossing_44_to_50_displaces_occupant():
    state = position([40, 20, 0, 0], [50, 0, 0, 0], dice=(4, 3))
    state.play("40+4")
    assert names(state.legal_moves()) == ["cross", "stay"]
    events = state.play("cross")
    assert of(events, Crossed) == [Crossed(0, 0, 44, 50)]
    assert of(events, Displaced) == [Displaced(1, 0, 50, 44)]


def test_millstone_crossing_back_from_51_to_45():
    state = position([48, 20, 0, 0], OUT, dice=(3, 2))
    state.play("48+3")
    state.play("cross")
    assert state.positions[0][0] == 45 and names(state.legal_moves()) == ["20+2", "45+2"]


# -- the end -----------------------------------------------------------------------------------


def test_first_to_bear_off_all_four_wins():
    state = position([60, OFF, OFF, OFF], [30, 0, 0, 0], dice=(1, 4))
    events = state.play("60+1")
    assert of(events, GameWon) == [GameWon(0)] and not of(events, DieDropped)
    assert state.is_over() and state.to_move is None and state.winners() == {0}
    assert state.legal_moves() == []


def test_play_on_races_for_the_other_places():
    state = position([60, OFF, OFF, OFF], [30, 0, 0, 0], [20, 0, 0, 0], dice=(1, 4), play_on=True)
    events = state.play("60+1")
    assert of(events, GameWon) == [GameWon(0)] and of(events, DieDropped) == [DieDropped(0, 4)]
    assert of(events, TurnPassed) == [TurnPassed(0, 1)] and not state.is_over()
    state = position([OFF] * 4, [60, OFF, OFF, OFF], [20, 0, 0, 0], turn=1, dice=(1, 4),
                     play_on=True)
    state.standings = [0]
    events = state.play("60+1")
    assert of(events, Placed) == [Placed(1, 2), Placed(2, 3)]
    assert state.is_over() and state.winners() == {0} and state.standings == [0, 1, 2]


# -- notation, errors, helpers, saves ----------------------------------------------------------


def test_illegal_move_names_move_and_position_and_changes_nothing():
    state = position([10, 0, 0, 0], OUT, dice=(3, 4))
    before = state.to_json()
    with pytest.raises(rules.IllegalMove, match=r"'10\+5'.*Labyrinth position"):
        state.play("10+5")
    with pytest.raises(rules.IllegalMove):
        state.play("0+3")
    assert state.to_json() == before


def test_preview_and_movable_show_landings_without_change():
    state = position([3, 29, 0, 0], OUT, dice=(3, 5))
    before = state.to_json()
    assert state.preview("3+3") == 12 and state.preview("29+5") == 28
    assert state.movable(5) == [(0, 3, 8), (1, 29, 28)]
    assert state.to_json() == before
    with pytest.raises(rules.IllegalMove):
        state.preview("0+1")


def test_undo_takes_back_chance_moves_too():
    state = rules.new_game()
    start = state.to_json()
    state.play("roll 1-1")
    state.play("0+1")
    state.undo()
    state.undo()
    assert state.to_json() == start


def test_observation_is_the_whole_public_state():
    state = position([10, 0, 0, 0], [12, 0, 0, 0], dice=(3, 4))
    assert state.observation(1) == state.observation(0) == json.loads(state.to_json())


@pytest.mark.parametrize("text", ["", "[]", '{"game": "maze"}',
                                  '{"game": "labyrinth", "players": 9}'])
def test_corrupt_saves_are_rejected(text):
    with pytest.raises(rules.CorruptState):
        rules.from_json(text)

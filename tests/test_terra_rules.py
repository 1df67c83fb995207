"""Terra Incognita rules, one test per rule, on the rules page's 3x3 map and small variants.

The example map (rows top to bottom 3, 2, 1):
    a3 hole, b3 empty, c3 arsenal (wall between b3 and c3; exit north of c3)
    a2 empty, b2 empty + treasure, c2 hole (holes: a3 -> c2 -> a3)
    a1 > b1 > c1 mouth (walls south of a2 and b2)
"""
import pytest

from games.engine.rules_base import CHANCE as BASE_CHANCE, IllegalMove as BaseIllegal
from games.terra import rules
from games.terra.rules import (
    BlastFailed, Carried, Escaped, GameEnded, Healed, IllegalMove, Refilled, Said, ShotFired,
    Started, Stepped, Swallowed, TreasureDropped, TreasureFalse, TreasureFound, WallFell, WallHit,
    Wounded, new_game,
)
from tests.terra_maps import EXAMPLE


# Same walls, a hospital instead of the arsenal, the treasure on a2, a false one on b3.
HOSPITAL = EXAMPLE.replace("|O .|A|", "|O .|H|").replace("treasure: b2", "treasure: a2\nfalse: b3")


def game(starts, text=EXAMPLE, **options):
    state = new_game(players=len(starts), maze=text, **options)
    for cell in starts:
        state.play(f"start {cell}")
    return state


def kinds(events):
    return [type(e) for e in events if not isinstance(e, Said)]


def moves(state):
    return [str(m) for m in state.legal_moves()]


def test_contract_names_are_shared_with_the_engine():
    assert rules.IllegalMove is BaseIllegal and rules.CHANCE is BASE_CHANCE


def test_player_count_is_one_to_four():
    assert new_game(players=1, size=5).players == 1
    with pytest.raises(ValueError, match="1 to 4"):
        new_game(players=5, size=5)


def test_start_offers_every_cell_so_the_list_hides_the_rivers():
    state = new_game(players=1, maze=EXAMPLE)
    assert moves(state) == ["start a1", "start b1", "start c1", "start a2", "start b2", "start c2",
                            "start a3", "start b3", "start c3"]


def test_start_on_a_river_is_carried_to_the_mouth():
    state = new_game(players=1, maze=EXAMPLE)
    events = state.play("start a1")
    assert kinds(events)[:2] == [Started, Carried]
    assert state.maze.name(state.pos[0]) == "c1"


def test_players_pick_starts_in_turn_then_act_in_seat_order():
    state = new_game(players=2, maze=EXAMPLE)
    assert state.to_move == 0
    state.play("start a2")
    assert state.to_move == 1 and moves(state)[0].startswith("start")
    state.play("start b3")
    assert state.to_move == 0 and "move e" in moves(state)


def test_start_on_a_hole_applies_the_reaction():
    state = new_game(players=1, maze=EXAMPLE)
    events = state.play("start c2")
    assert kinds(events) == [Started, Swallowed]
    assert events[1] == Swallowed(0, "c2", "a3")
    assert state.pos[0] == 6


def test_river_carries_player_downstream_to_the_mouth():
    state = game(["c1"])
    events = state.play("move w")
    assert events[:2] == [Stepped(0, "c1", "b1"), Carried(0, ("b1", "c1"))]
    assert state.pos[0] == 2
    assert ["river", {"who": 0}] in state.observation(0)["log"][-1]["said"]


def test_hole_leads_to_the_next_hole_and_the_destination_does_not_trigger():
    state = game(["b3"])
    events = state.play("move w")
    assert events[:2] == [Stepped(0, "b3", "a3"), Swallowed(0, "a3", "c2")]
    assert state.pos[0] == 5  # stays on c2: the destination hole does not send it back


def test_move_into_a_wall_is_not_offered():
    state = game(["b3"])
    assert "move e" not in moves(state) and "move n" not in moves(state)
    with pytest.raises(IllegalMove, match="move e"):
        state.play("move e")


def test_arsenal_refills_bullets_and_charges():
    state = game(["c3"])
    state.play("shoot s")
    state.play("blast w")
    assert state.bullets[0] == 2 and state.charges[0] == 2
    state.play("move w")
    events = state.play("move e")
    assert Refilled in kinds(events)
    assert state.bullets[0] == 3 and state.charges[0] == 3


def test_hospital_heals_on_entry():
    state = game(["c1"], text=HOSPITAL)
    state.wounded[0] = True
    state.play("move n")  # c1 -> c2 hole -> a3
    state.play("move e")  # a3 -> b3
    state.play("blast e")  # open b3 | c3
    events = state.play("move e")
    assert Healed in kinds(events) and not state.wounded[0]


def test_healthy_player_picks_up_the_treasure_on_entry():
    state = game(["a2"])
    events = state.play("move e")
    assert TreasureFound(0, "b2") in events
    assert state.held[0] == 0 and state.tcell == [None]


def test_start_on_the_treasure_picks_it_up():
    state = new_game(players=1, maze=EXAMPLE)
    assert TreasureFound(0, "b2") in state.play("start b2")


def test_wounded_player_cannot_pick_up_the_treasure():
    state = game(["a2"])
    state.wounded[0] = True
    events = state.play("move e")
    assert TreasureFound not in kinds(events) and state.tcell == [4]
    assert ["treasure_unheld", {"who": 0}] in state.observation(0)["log"][-1]["said"]


def test_exit_is_offered_only_with_the_treasure():
    state = game(["c3"])
    assert "move n" not in moves(state)
    state.held[0], state.tcell[0] = 0, None
    assert "move n" in moves(state)


def test_stepping_out_with_the_treasure_wins():
    state = game(["b2", "a2"])
    state.play("move e")  # 0 carries the treasure: b2 -> c2 hole -> a3
    state.play("move e")
    state.play("move e")  # a3 -> b3
    state.play("move n")
    state.play("blast e")  # b3 | c3 falls
    state.play("move w")  # 1 into a3 -> c2
    state.play("move e")  # 0 to c3
    state.play("move s")  # 1 to c1
    events = state.play("move n")
    assert Escaped(0, "c3", "n") in events and GameEnded((0,)) in events
    assert state.is_over() and state.winners() == {0} and state.to_move is None


def test_false_treasure_crumbles_at_the_exit():
    state = game(["b3"], text=HOSPITAL)  # the false treasure lies on b3
    assert state.held[0] == 1
    state.play("blast e")
    state.play("move e")
    events = state.play("move n")
    assert TreasureFalse(0) in events and not state.is_over()
    assert state.held[0] is None and state.pos[0] == 8
    assert "move n" not in moves(state)


def said_keys(events):
    return [e.key for e in events if isinstance(e, Said)]


def test_entering_a_treasure_while_carrying_one_is_told():
    state = game(["b3"], text=HOSPITAL)  # picks up the false treasure on b3
    state.play("move s")
    events = state.play("move w")  # a2, where the real treasure lies
    assert said_keys(events)[:3] == ["move", "treasure_seen", "cell"]
    assert state.held[0] == 1 and state.tcell[0] == 3
    assert "already carries one" in [e for e in events if isinstance(e, Said)][1].text("en")


def test_after_a_false_treasure_crumbles_the_real_one_underfoot_is_picked_up():
    text = EXAMPLE.replace("treasure: b2", "treasure: c3\nfalse: b3")
    state = game(["b3"], text=text)  # carrying the false one
    state.play("blast e")
    assert "treasure_seen" in said_keys(state.play("move e"))
    events = state.play("move n")  # out through the exit: the false one crumbles
    assert TreasureFalse(0) in events and TreasureFound(0, "c3") in events
    assert said_keys(events)[1:3] == ["treasure_false", "treasure_found"]
    assert state.held[0] == 0
    assert Escaped(0, "c3", "n") in state.play("move n")


def test_blast_brings_down_an_inner_wall():
    state = game(["b3"])
    events = state.play("blast e")
    assert WallFell(0, "b3", "e") in events and state.charges[0] == 2
    assert "move e" in moves(state)


def test_blast_on_an_unbreakable_wall_spends_the_charge():
    state = game(["b3"], text=EXAMPLE.replace("|O .|A|", "|O .#A|"))
    events = state.play("blast e")
    assert BlastFailed(0, "b3", "e") in events and state.charges[0] == 2
    assert "move e" not in moves(state) and "blast e" in moves(state)


def test_the_outer_wall_cannot_be_blasted():
    state = game(["b3"])
    assert "blast n" not in moves(state)  # outer wall
    assert "blast e" in moves(state)


def test_no_blast_without_charges():
    state = game(["b3"])
    state.charges[0] = 0
    assert not any(m.startswith("blast") for m in moves(state))


def test_bullet_flies_over_holes_and_stops_at_a_wall():
    state = game(["a2"])
    events = state.play("shoot e")
    assert ShotFired(0, "e", ("b2", "c2"), ()) in events and WallHit(0, "c2", "e") in events
    assert state.bullets[0] == 2


def test_shot_wounds_every_player_in_the_cell_it_reaches():
    state = game(["a2", "b3", "b3"])
    events = state.play("shoot n")  # a2 -> a3 (hole, empty) -> outer wall: a miss
    assert ShotFired(0, "n", ("a3",), ()) in events
    state.play("move s")  # 1 to b2
    state.play("move s")  # 2 to b2 (both now on b2; 1 picked the treasure up)
    events = state.play("shoot e")
    assert ShotFired(0, "e", ("b2",), (1, 2)) in events
    assert Wounded(1) in events and Wounded(2) in events
    assert state.wounded == [False, True, True]


def test_wounded_player_drops_the_treasure_where_they_stand():
    state = game(["a2", "b2"])
    assert state.held[1] == 0
    events = state.play("shoot e")
    assert TreasureDropped(1, "b2") in events
    assert state.held[1] is None and state.tcell == [4]


def test_players_sharing_the_shooters_cell_are_not_hit():
    state = game(["b2", "a2"])
    state.play("move w")  # 0 to a2 with 1
    state.play("move n")  # 1 into a3 -> c2
    state.play("move e")  # 0 back to b2 (beside c2)
    state.play("move w")  # 1 c2 -> b2, sharing with 0
    events = state.play("shoot e")
    assert ShotFired(0, "e", ("c2",), ()) in events and not state.wounded[1]


def test_wounded_player_cannot_shoot():
    state = game(["a2"])
    state.wounded[0] = True
    assert not any(m.startswith("shoot") for m in moves(state))


def test_no_shot_without_bullets():
    state = game(["a2"])
    state.bullets[0] = 0
    assert not any(m.startswith("shoot") for m in moves(state))


def test_turn_limit_ends_the_game_with_no_winner():
    state = game(["a2", "b3"], turn_limit=2)
    for _ in range(3):
        state.play(moves(state)[0])
    events = state.play(moves(state)[0])
    assert GameEnded(()) in events and state.is_over() and state.winners() == set()
    assert state.legal_moves() == []


def test_wait_is_offered_only_when_nothing_else_is():
    boxed = EXAMPLE.replace("|. . O|", "|.|. O|").replace("+ + + +", "+-+ + +")
    state = game(["a2"], text=boxed)
    state.charges[0] = 0
    state.bullets[0] = 0
    assert moves(state) == ["wait"]


def test_gm_reports_cell_kind_and_walls_after_every_action():
    state = game(["b3"])
    said = state.observation(0)["log"][-1]["said"]
    assert ["cell", {"who": 0, "kind": "."}] in said
    assert ["walls", {"who": 0, "n": "outer", "s": "open", "w": "open", "e": "wall"}] in said
    state.play("move w")
    said = state.observation(0)["log"][-1]["said"]
    assert ["walls", {"who": 0, "n": "open", "s": "open", "w": "open", "e": "outer"}] in said


def test_open_map_tells_the_position():
    state = game(["b3"], open_map=True)
    assert ["position", {"who": 0, "cell": "b3"}] in state.observation(0)["log"][-1]["said"]


def test_illegal_move_names_the_move_and_leaves_the_state_alone():
    state = game(["b3"])
    before = state.to_json()
    with pytest.raises(IllegalMove, match="'shoot q'"):
        state.play("shoot q")
    assert state.to_json() == before


def test_undo_puts_back_a_blasted_wall_and_the_charge():
    state = game(["b3"])
    before = state.to_json()
    state.play("blast e")
    state.undo()
    assert state.to_json() == before and "move e" not in moves(state)


def test_maze_text_shows_the_labyrinth_with_treasures_where_they_are():
    state = game(["a2"])
    assert state.maze_text() == EXAMPLE
    state.play("move e")  # picks up the treasure on b2
    state.play("move w")
    assert state.maze_text().endswith("treasure: a2")


def test_said_renders_in_english_and_russian():
    state = new_game(players=1, maze=EXAMPLE)
    said = [e for e in state.play("start b3") if isinstance(e, Said)]
    assert said[0].text("en") == "Blue enters the labyrinth."
    assert said[0].text("ru") == "Синий входит в лабиринт."
    assert all(s.text("ru") for s in said)


def test_every_announcement_renders_in_both_languages():
    from games.terra.messages import TEXTS, render

    params = {"who": 1, "dir": "w", "way": "down", "kind": "M", "victims": (0, 2), "cell": "c3",
              "n": "wall", "s": "outer", "w": "open", "e": "exit"}
    for key in TEXTS:
        for lang in ("en", "ru"):
            assert render(key, params, lang)
    with pytest.raises(ValueError, match="unknown announcement"):
        render("nonsense", {})

"""The rulebook's modifications of Terra Incognita, one test per rule of the rules page's
"Modifications from the seed", on hand-made labyrinths."""
import json
import random

import pytest

from games.engine import contract, registry
from games.terra import rules
from games.terra.generator import generate, problems
from games.terra.mapfile import RIVER, format_map, parse_map
from games.terra.rules import (
    Banked, BearKilled, BoomerangBroken, BoomerangReturned, Climbed, Died, Eaten, Escaped,
    HeardBear, Looted, Reentered, Refilled, Returned, Said, Stabbed, Thrown, Wounded, new_game,
)
from tests import fire
from tests.terra_maps import TWO_FLOORS, open_maze

registry.discover()


def keys(events):
    return [e.key for e in events if isinstance(e, Said)]


def kinds(events):
    return [type(e) for e in events if not isinstance(e, Said)]


def test_gm_information_level_full_plain_rich():
    text = "+-+-+ +\n|. . .|\n+ + + +\n|. . .|\n+-+ + +\n|. . .|\n+-+-+-+\ntreasure: c2"  # a wall a2|a1
    full = new_game(maze=text)
    full.play("start a1")
    assert full.observation(0)["here"] == {"n": "wall", "s": "outer", "w": "outer", "e": "open"}
    assert "blast s" not in map(str, full.legal_moves())
    plain = new_game(maze=text, information="plain")
    plain.play("start a1")
    assert plain.observation(0)["here"] == {"n": "wall", "s": "wall", "w": "wall", "e": "open"}
    assert "blast s" in map(str, plain.legal_moves())  # the outer wall is a wall like any other
    assert "blast_stood" in keys(plain.play("blast s"))
    rich = new_game(maze=text, information="rich")
    rich.play("start a2")
    rich.play("blast s")
    assert "passed_blasted" in keys(rich.play("move s"))


def test_win_condition_all_treasures_banked_by_their_carrier_with_leaving_and_reentering():
    state = new_game(maze=open_maze(3, treasure="c3 c2"), win="all")
    state.play("start c3")
    events = state.play("move n")
    assert Banked in kinds(events) and "banked" in keys(events)
    assert not state.is_over() and state.banked == [1]
    assert [str(m) for m in state.legal_moves()] == ["move s"]  # stepping back in next turn
    assert Reentered in kinds(state.play("move s"))
    state.play("move s")  # picks up c2's treasure
    state.play("move n")
    events = state.play("move n")
    assert Escaped in kinds(events) and "banked_last" in keys(events)
    assert state.winners() == {0}


@pytest.mark.parametrize("size", [5, 6, 8, 10])
def test_river_topology_south_east_and_never_cross(size):
    for seed in range(10):
        south_east = generate(size, seed, rivers="south_east")
        assert {RIVER[k] for k in south_east.kinds if k in RIVER} <= {"s", "e"}
        apart = generate(size, seed, rivers="never_cross")
        for cell in apart.cells():
            if apart.kinds[cell] in RIVER:
                mine = set(apart.river_path(cell))
                for c in mine:
                    for d in "nswe":
                        n = apart.neighbour(c, d)
                        if n is not None and n not in mine and apart.kinds[n] in "M^v<>":
                            assert set(apart.river_path(n) if apart.kinds[n] in RIVER else [n]) & mine


def test_tver_labyrinth_stairs_link_the_same_cell_one_floor_up_and_holes_link_floors():
    state = new_game(maze=TWO_FLOORS)
    state.play("start a2")
    assert [str(m) for m in state.legal_moves() if m.kind == "climb"] == ["climb up"]
    events = state.play("climb up")
    assert Climbed in kinds(events) and state.maze.name(state.pos[0]) == "a2@2"
    assert state.observation(0)["floor"] == 2
    state.play("move n")
    state.play("move e")  # into the hole b3@2, out at b1@2
    assert state.maze.name(state.pos[0]) == "b1@2"
    events = state.play("move n")  # b2@2 is no hole: the window between b3@2 and b2@2 is not crossed
    assert state.maze.name(state.pos[0]) == "b2@2"
    state.play("move e")
    events = state.play("move n")
    assert state.held[0] is not None  # the treasure of floor 2
    state2 = new_game(maze=TWO_FLOORS)
    events = state2.play("start c1@2")
    assert state2.maze.name(state2.pos[0]) == "c1@2"
    state2.play("move w")  # the hole b1@2 leads down to the ground floor
    assert [e for e in state2.log[-1][2] if e[0] == "hole"]
    assert state2.maze.name(state2.pos[0]) == "b2"


def test_arsenal_kinds_and_grenades_replace_charges():
    state = new_game(maze=TWO_FLOORS)
    state.play("start c3")
    assert state.grenades and state.observation(0)["kit"]["grenades"] is True
    state.bullets[0] = state.charges[0] = 0
    events = state.play("move s")  # the bullets-only arsenal on c2
    assert Refilled in kinds(events) and "refilled_bullets" in keys(events)
    assert (state.bullets[0], state.charges[0]) == (3, 0)
    state.pos[0] = state.maze.cell("b1@2")
    events = state.play("move e")  # the grenades-only arsenal on c1@2
    assert "refilled_grenades" in keys(events) and (state.bullets[0], state.charges[0]) == (3, 3)
    state.pos[0] = state.maze.cell("c1")
    assert "grenade_blast_fell" in keys(state.play("blast w"))  # a grenade blasts a wall (a window here)


def test_looting_a_body_takes_its_bullets_and_grenades_and_costs_the_next_turn():
    state = new_game(players=2, maze=open_maze(5), death=True)
    state.play("start a1")
    state.play("start c1")
    state.play("shoot e")
    state.play("move e")
    events = state.play("shoot e")  # already wounded: killed
    assert Died in kinds(events) and state.bodies == [(3, 3, 3)]
    state.play("move e")  # 1 is dead: 0 acts again
    state.play("move e")
    events = state.play("move e")
    assert "loot" in map(str, state.legal_moves())
    state.bullets[0] = 0
    events = state.play("loot")
    assert Looted in kinds(events) and state.bullets[0] == 3 and not state.bodies
    assert rules.TurnLost(0, "loot") in events


def test_boomerang_flies_four_cells_wounds_the_first_player_and_comes_back():
    state = new_game(players=2, maze=open_maze(6), boomerang=True)
    state.play("start a1")
    state.play("start e1")
    assert not any(m.kind == "throw" for m in state.legal_moves())  # bullets left: no boomerang
    state.bullets[0] = state.charges[0] = 0
    events = state.play("throw e")
    thrown = next(e for e in events if isinstance(e, Thrown))
    assert thrown.path == ("b1", "c1", "d1", "e1") and thrown.hit == (1,)
    assert Wounded in kinds(events) and BoomerangReturned in kinds(events) and state.boomerang[0]


def test_boomerang_breaks_on_a_wall_on_the_way_out_and_is_gone():
    text = open_maze(6).replace("|. . . . . .|\n+-+", "|. .|. . . .|\n+-+")
    state = new_game(maze=text, boomerang=True)
    state.play("start a1")
    state.bullets[0] = state.charges[0] = 0
    events = state.play("throw e")
    assert BoomerangBroken in kinds(events) and not state.boomerang[0]
    assert not any(m.kind == "throw" for m in state.legal_moves())


def test_boomerang_flies_at_most_four_cells():
    state = new_game(players=2, maze=open_maze(6), boomerang=True)
    state.play("start a1")
    state.play("start f1")
    state.bullets[0] = state.charges[0] = 0
    events = state.play("throw e")
    thrown = next(e for e in events if isinstance(e, Thrown))
    assert thrown.hit == () and len(thrown.path) == 4 and state.boomerang[0]


def test_windows_let_bullets_through_but_no_player_and_are_told_as_walls():
    state = new_game(players=2, maze=TWO_FLOORS)
    state.play("start b1")
    state.play("start c1")
    assert state.observation(0)["here"]["e"] == "wall"
    assert "move e" not in map(str, state.legal_moves())
    # A window is told as a wall, so the moves offered must not tell them apart either.
    assert {str(m) for m in state.legal_moves() if m.kind == "shoot"} == {"shoot n", "shoot s", "shoot w", "shoot e"}
    events = state.play("shoot e")
    assert Wounded in kinds(events) and state.wounded[1]


def test_death_and_return_five_turns_later_with_a_knife_on_the_same_floor():
    state = new_game(players=2, maze=open_maze(5), death=True)
    state.play("start a1")
    state.play("start e1")
    state.play("shoot e")
    state.play("move w")
    state.play("shoot e")
    # The dead player's first missed turn comes at once, right after the killer's.
    assert state.dead[1] == 4 and state.observation(1)["dead"] == 4
    returned = []
    for _ in range(4):
        events = state.play("move n" if state.pos[0] < 20 else "move s")
        returned += [e for e in events if isinstance(e, Returned)]
    assert len(returned) == 1 and state.knife[1] and state.bullets[1] == state.charges[1] == 0
    assert state.inside(1) and state.to_move == 0  # back at the end of the fifth missed turn
    state.play("move e")
    assert state.to_move == 1 and "stab" not in map(str, state.legal_moves())


def test_a_knife_kills_on_the_same_cell_and_costs_the_next_turn():
    state = new_game(players=2, maze=open_maze(5), death=True)
    state.play("start a1")
    state.play("start b1")
    state.knife[1] = True
    state.play("move e")
    assert "stab" in map(str, state.legal_moves())
    events = state.play("stab")
    assert Stabbed in kinds(events) and Died in kinds(events)
    assert rules.TurnLost(1, "stab") in events and state.dead[0] == 3  # 0's turns pass meanwhile


def test_penza_bear_eats_a_player_entering_its_cell_who_comes_back_with_their_items():
    state = new_game(maze=open_maze(5, bear="c1"), bear=True)
    state.play("start a1")
    state.bear = state.maze.cell("b1")
    events = state.play("move e")
    eaten = next(e for e in events if isinstance(e, Eaten))
    assert eaten.cell == "b1" and state.pos[0] != state.bear and state.bullets[0] == 3


def test_penza_bear_steps_after_each_round_is_heard_and_dies_to_a_bullet():
    state = new_game(maze=open_maze(5, bear="e5"), bear=True, seed=3)
    state.play("start a1")
    seen = set()
    for _ in range(6):
        before = state.bear
        state.play("move n" if state.pos[0] < 20 else "move s")
        assert state.bear in [state.maze.neighbour(before, d) for d in "nswe"] + [before]
        seen.add(state.bear)
    assert len(seen) > 1
    state = new_game(maze=open_maze(5, bear="c1"), bear=True)
    events = state.play("start b1")
    assert HeardBear in kinds(events) and "bear_near" in keys(events)
    state.bear = state.maze.cell("e1")
    events = state.play("shoot e")
    assert BearKilled in kinds(events) and state.bear is None


def test_a_bear_step_is_random_through_the_seed_and_the_ply_so_undo_replays_it():
    state = new_game(maze=open_maze(5, bear="c3"), bear=True, seed=11)
    state.play("start a1")
    state.play("move n")
    after = state.bear
    state.undo()
    state.play("move n")
    assert state.bear == after


def test_map_text_round_trip_for_several_floors_and_a_basement():
    maze = parse_map(TWO_FLOORS)
    assert format_map(maze) == TWO_FLOORS
    for seed in range(5):
        built = generate(6, seed, floors=3, basement=True, windows=True, bear=True)
        assert format_map(parse_map(format_map(built))) == format_map(built)
        assert not problems(built)


def test_observation_never_tells_the_bear_or_another_players_kit():
    state = new_game(players=2, maze=open_maze(5, bear="e5"), bear=True, boomerang=True, death=True)
    state.play("start a1")
    state.play("start c1")
    state.knife[1] = True
    seen = json.dumps(state.observation(0))
    assert "e5" not in seen and "knife\": true" not in seen and '"bear"' not in seen
    assert state.observation(1)["kit"]["knife"] is True


@pytest.mark.parametrize("combo", fire.pairwise("terra"),
                         ids=lambda combo: "-".join(str(v) for v in combo.values()))
def test_random_games_of_every_pair_of_modifications_end_and_survive_saves(combo):
    """Every pair of two modifications' values is played (all combinations: ``tests/fire.py``)."""
    info = registry.get("terra")
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(seed=seed, turn_limit=60, **fire.set_up(info, seed, combo))
        plies = 0
        while not state.is_over():
            if plies % 40 == 0:
                contract.check_position(rules, state, f"{combo} seed {seed} ply {plies}")
                assert rules.from_json(state.to_json()).to_json() == state.to_json()
            assert state.legal_moves()
            state.play(rng.choice(state.legal_moves()))
            plies += 1
        assert state.to_move is None
        assert rules.from_json(state.to_json()).to_json() == state.to_json()


def test_a_state_with_every_option_survives_json_exactly():
    state = new_game(players=3, seed=4, size=6, floors=2, basement=True, windows=True, bear=True,
                     boomerang=True, death=True, win="all", information="rich")
    rng = random.Random(1)
    for _ in range(60):
        state.play(rng.choice(state.legal_moves()))
    again = rules.from_json(state.to_json())
    assert again.to_json() == state.to_json()
    assert again.variants == state.variants and again.bear == state.bear
    assert [str(m) for m in again.legal_moves()] == [str(m) for m in state.legal_moves()]


def test_a_one_floor_map_reads_as_before():
    text = open_maze(3)
    assert format_map(parse_map(text)) == text
    assert parse_map(text).floors == [1]


def test_a_player_hears_their_own_floor_but_not_anothers():
    state = new_game(players=2, maze=TWO_FLOORS)
    state.play("start a2")
    state.play("start c1@2")
    mine = [params for entry in state.observation(0)["log"] for key, params in entry["said"] if key == "cell"]
    assert mine[0]["floor"] == 1 and "floor" not in mine[1]
    assert new_game(maze=TWO_FLOORS, open_map=True).observation(0)["floors"] == [1, 2]


def test_a_map_file_of_several_floors_is_played_through_maze(tmp_path):
    from games.engine.session import Seat
    from games.terra.custom import read_map_file, session_from_map_file

    registry.discover()
    path = tmp_path / "tver.txt"
    path.write_text(TWO_FLOORS + "\nbear: a1@2")
    assert read_map_file(path).endswith("bear: a1@2")
    session = session_from_map_file(path, [Seat()], autosave=False)
    assert session.state.maze.floors == [1, 2] and session.state.bear == session.state.maze.cell("a1@2")


def test_a_save_from_before_the_modifications_still_loads_as_todays_game():
    state = new_game(players=2, maze=open_maze(5))
    state.play("start a1")
    data = json.loads(state.to_json())
    for key in ("knife", "boomerang", "dead", "lost", "outside", "banked", "graves", "seed", "variants",
                "bear", "bodies", "blasted"):
        del data[key]
    old = rules.from_json(json.dumps(data))
    assert old.to_json() == state.to_json()


BASEMENT = """floor 1
+-+-+ +
|. . .|
+ + + +
|. . .|
+ + + +
|S . .|
+-+-+-+
floor 0
+-+-+
|. .|
+ + +
|S A|
+-+-+
treasure: b2@0"""
"""A 3×3 ground floor over a 2×2 basement (its south-west corner): stairs on a1 and a1@0, an
arsenal on b1@0, the treasure on b2@0, the exit north of c3."""


def test_tver_basement_is_a_smaller_grid_under_the_ground_floor_reached_by_its_stairs():
    state = new_game(maze=BASEMENT)
    assert state.maze.floors == [1, 0] and state.maze.basement == (2, 2)
    state.play("start a1")
    assert [str(m) for m in state.legal_moves() if m.kind == "climb"] == ["climb down"]
    state.play("climb down")
    assert state.maze.name(state.pos[0]) == "a1@0" and state.observation(0)["floor"] == 0
    assert state.observation(0)["here"]["w"] == "outer" and state.observation(0)["here"]["e"] == "open"
    state.play("move n")
    state.play("move e")  # the basement's treasure
    assert state.held[0] is not None
    for move in ("move s", "move w", "climb up", "move n", "move n", "move e", "move e"):
        state.play(move)
    assert Escaped in kinds(state.play("move n")) and state.winners() == {0}


def test_map_text_floors_in_any_order_with_floor_qualified_treasures_false_ones_and_arsenal_kinds():
    first, second = TWO_FLOORS.split("floor 2\n")
    grids, key_lines = second.split("holes:")
    reordered = "floor 2\n" + grids + first + "holes:" + key_lines
    reordered = reordered.replace("treasure: c3@2 b1", "treasure: b1\nfalse: c3@2")
    maze = parse_map(reordered)
    assert maze.floors == [1, 2]
    assert format_map(maze) == TWO_FLOORS.replace("treasure: c3@2 b1", "treasure: b1\nfalse: c3@2")
    assert maze.arsenal_kind(maze.cell("c2")) == "bullets" and maze.arsenal_kind(maze.cell("c1@2")) == "grenades"


def test_a_false_treasure_of_another_floor_is_found_out_only_when_carried_out():
    state = new_game(maze=TWO_FLOORS.replace("treasure: c3@2 b1", "treasure: b1\nfalse: c3@2"))
    events = state.play("start c3@2")
    assert "treasure_found" in keys(events) and "treasure_false" not in keys(events)
    for move in ("move s", "move w", "move w", "climb down", "move n", "move e", "move e"):
        state.play(move)
    events = state.play("move n")
    assert "treasure_false" in keys(events) and not state.winners() and state.held[0] is None


def test_windows_let_a_boomerang_through_and_it_comes_back():
    state = new_game(players=2, maze=TWO_FLOORS, boomerang=True)
    state.play("start b1")
    state.play("start c1")
    state.bullets[0] = state.charges[0] = 0
    events = state.play("throw e")  # through the window between b1 and c1
    thrown = next(e for e in events if isinstance(e, Thrown))
    assert thrown.hit == (1,) and Wounded in kinds(events) and BoomerangReturned in kinds(events)


def test_the_boomerang_only_when_out_of_bullets_and_grenades():
    state = new_game(maze=TWO_FLOORS, boomerang=True)
    state.play("start a1")
    state.bullets[0] = 0
    assert not any(m.kind == "throw" for m in state.legal_moves()), "grenades left: no boomerang yet"
    state.charges[0] = 0
    assert {str(m) for m in state.legal_moves() if m.kind == "throw"} == {"throw n", "throw s", "throw w", "throw e"}


def test_penza_bear_entering_a_players_cell_eats_them_and_a_boomerang_kills_it():
    # The bear on a1 can only step east, into Blue's cell b1.
    text = "+-+-+ +\n|. . .|\n+ + + +\n|. . .|\n+-+ + +\n|. . .|\n+-+-+-+\ntreasure: c3\nbear: a1"
    state = new_game(maze=text, bear=True)
    state.play("start b1")
    events = state.play("shoot n")  # Blue stays on b1; after the round the bear steps in
    eaten = next(e for e in events if isinstance(e, Eaten))
    assert eaten.cell == "b1" and state.pos[0] != state.bear and state.bullets[0] == 2
    state = new_game(maze=open_maze(6, bear="e1"), bear=True, boomerang=True)
    state.play("start a1")
    state.bullets[0] = state.charges[0] = 0
    events = state.play("throw e")
    assert BearKilled in kinds(events) and state.bear is None and "bear_killed" in keys(events)


def test_death_and_return_on_a_random_standable_cell_of_the_same_floor():
    for seed in range(6):
        state = new_game(players=2, maze=TWO_FLOORS, death=True, seed=seed)
        state.play("start a1@2")
        state.play("start a3@2")
        state.play("shoot n")
        state.play("move s")  # Vermillion walks into a2@2, in line again
        state.play("shoot n")
        assert state.dead[1]
        while state.dead[1]:
            state.play("move e" if "move e" in map(str, state.legal_moves()) else "move w")
        back = state.pos[1]
        assert state.maze.floor_of(back) == 2 and state.maze.standable(back) and state.knife[1]

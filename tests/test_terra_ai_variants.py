"""Computer players with the rulebook's modifications: they climb, loot, flee the bear they
hear and throw the boomerang, from their observation alone."""
import pytest

from games.terra.ai import LEVELS, choose_move
from games.terra.bench import play_bot_game
from games.terra.rules import new_game
from tests.terra_maps import TWO_FLOORS, open_maze
from tests.test_terra_ai import ObservationOnly

NORMAL = LEVELS.index("normal")


@pytest.mark.parametrize("floors, bear", [(2, False), (3, True)])
def test_a_lone_normal_bot_escapes_a_tver_labyrinth(floors, bear):
    games = [play_bot_game(seed, players=1, size=6, floors=floors, bear=bear) for seed in range(3)]
    assert all(g["winners"] == [0] for g in games)


def test_bots_play_every_modification_from_the_observation_only():
    state = new_game(players=3, seed=2, size=6, floors=2, basement=True, windows=True, bear=True,
                     boomerang=True, death=True, win="all", information="rich")
    for _ in range(150):
        if state.is_over():
            break
        move = choose_move(ObservationOnly(state), NORMAL, seed=5)
        assert move in [str(m) for m in state.legal_moves()]
        state.play(move)


def test_the_bot_takes_the_treasure_down_the_stairs_it_came_up():
    state = new_game(maze=TWO_FLOORS)
    state.play("start a2")
    state.play("climb up")
    state.held[0] = 0  # as if it had found the treasure of floor 2 here
    assert choose_move(state, NORMAL, seed=1) == "climb down"


def test_the_bot_loots_a_body_when_out_of_bullets():
    state = new_game(players=2, maze=open_maze(5, treasure="e1"), death=True)
    state.play("start e5")
    state.play("start b1")
    state.bodies.append((0, 2, 1))  # a body on a1
    state.bullets[1] = 0
    state.play("move s")
    state.play("move w")  # Vermillion onto a1
    state.play("move n")
    assert choose_move(state, NORMAL, seed=1) == "loot"


def test_the_bot_steps_back_from_a_bear_it_hears():
    # The bear is walled in on c1, next to b1 (it is heard through walls).
    text = open_maze(5, bear="c1").replace("|. . . . .|\n+-+-+-+-+-+", "|. .|.|. .|\n+-+-+-+-+-+")
    text = text.replace("+ + + + + +\n|. .|.|. .|", "+ + +-+ + +\n|. .|.|. .|")
    state = new_game(maze=text, seed=2)
    state.play("start a1")
    state.play("move e")
    assert state.bear == state.maze.cell("c1")
    assert any(key == "bear_near" for key, _ in state.log[-1][2])
    assert choose_move(state, NORMAL, seed=1) == "move w"


def test_the_bot_throws_the_boomerang_at_a_treasure_carrier_when_out_of_bullets():
    text = open_maze(5, treasure="c1").replace("|. . . . .|\n+-+-+-+-+-+", "|. . A . .|\n+-+-+-+-+-+")
    state = new_game(players=2, maze=text, boomerang=True)
    state.play("start a1")
    state.play("start c1")  # Vermillion takes the treasure on the only arsenal
    for move in ("move e", "move e", "move w"):
        state.play(move)
        state.play("shoot n")  # Vermillion stays put
    state.bullets[0] = state.charges[0] = 0
    assert choose_move(state, NORMAL, seed=1) == "throw e"

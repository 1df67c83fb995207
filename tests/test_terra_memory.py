"""A bot's mind: places it remembers, glues it believes, and glues it throws out."""
from games.terra.ai import LEVELS, choose_move
from games.terra.memory import Memory
from games.terra.rules import new_game

EASY = LEVELS.index("easy")
NORMAL = LEVELS.index("normal")

# Two rows alike: a4 . A and a2 . A, each row starting at a river mouth (a5 flows south into
# a4, a1 north into a2). Only c3 (a hospital) and c5 (empty) tell the rows apart.
TWIN_ROWS = """+-+-+-+-+-+
|v . . . .|
+ + + + + +
|M . A . .|
+ + + + + +
|. . H . .|
+ + + + + +
|M . A . .|
+ + + + + +
|^ . . . .|
+-+-+-+-+ +
treasure: e5"""
# Round the top row, down the east side and west along the bottom into the river at a1.
WALK = ["start c4", "move n", "move s", "move w", "move w", "move e", "move e", "move e",
        "move s", "move s", "move s", "move w", "move w", "move w"]

# a2 is a river flowing east into the mouth b2: stepping west from b2 comes straight back.
LOOP = """+-+-+-+
|. . .|
+ + + +
|> M .|
+ + + +
|. . .|
+-+-+ +
treasure: c3"""


def mind_after(moves, text, player=0):
    state = new_game(players=1, maze=text)
    memory = Memory(player, state.maze.size, glues=True)
    for move in moves:
        state.play(move)
        memory.feed(state.observation(player)["log"])
    return state, memory


def test_a_likely_glue_that_a_later_report_contradicts_is_undone():
    state, memory = mind_after(WALK + ["move e", "move e"], TWIN_ROWS)
    assert state.maze.name(state.pos[0]) == "c2"
    # The river's mouth and the row east of it look just like a4-c4: the bot believes it is on c4.
    assert memory.book.current == 0 and memory.book.me == (2, 3) and memory.checkpoints
    state, memory = mind_after(WALK + ["move e", "move e", "move n"], TWIN_ROWS)
    # North it finds a hospital where its map has the empty c5: the glue goes, and the new
    # report leaves only one place for the row, the right one.
    assert memory.refused and not memory.checkpoints
    assert memory.book.current == 0 and memory.book.me == (2, 2)
    board = memory.book.fragments[0].cells
    assert board[(2, 4)]["kind"] == "." and board[(2, 2)]["kind"] == "H"


def test_a_fresh_mind_reading_the_whole_log_reaches_the_same_belief():
    state, fed = mind_after(WALK + ["move e", "move e", "move n"], TWIN_ROWS)
    fresh = Memory(0, 5, glues=True)
    fresh.feed(state.observation(0)["log"])
    assert fresh.book.to_data() == fed.book.to_data() and fresh.refused == fed.refused


def test_a_river_that_brings_the_bot_back_is_remembered_where_it_is():
    state, memory = mind_after(["start b2", "move w"], LOOP)
    assert state.maze.name(state.pos[0]) == "b2"
    assert memory.jumps() == {(0, (0, 1)): (0, (1, 1))}
    assert memory.book.current == 0 and memory.book.me == (1, 1)


def test_a_bot_never_takes_a_river_its_links_show_leads_straight_back():
    state = new_game(players=1, maze=LOOP)
    for move in ["start b2", "move w"]:
        state.play(move)
    assert all(choose_move(state, NORMAL, seed) != "move w" for seed in range(20))


def test_going_round_the_same_places_without_learning_is_noticed_and_broken():
    state = new_game(players=1, maze=LOOP)
    state.play("start b2")
    for _ in range(16):
        state.play("move w")  # back into b2 each time; without glues every return looks new
    memory = Memory(0, 3, glues=False)
    memory.feed(state.observation(0)["log"])
    assert memory.stuck()
    choices = [choose_move(state, EASY, seed) for seed in range(20)]
    assert choices.count("move w") < 10, "a stuck bot mostly leaves the loop"
    _, learning = mind_after(["start a3", "move e", "move e", "move s"], LOOP)
    assert not learning.stuck()

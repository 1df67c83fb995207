"""Notebooks: fragments after holes and rivers, and gluing them."""
import pytest

from games.terra.notebook import GlueError, build_notebook, glue, placements
from games.terra.rules import new_game
from tests.terra_maps import EXAMPLE



def notebook_after(starts, moves, player=0):
    state = new_game(players=len(starts), maze=EXAMPLE)
    for cell in starts:
        state.play(f"start {cell}")
    for move in moves:
        state.play(move)
    return build_notebook(state.observation(player))


def test_first_fragment_lies_on_the_board_at_the_chosen_start():
    book = notebook_after(["b3"], [])
    (frag,) = book.fragments
    assert frag.anchored and book.me == (1, 2)
    assert frag.cells[(1, 2)]["kind"] == "."
    assert frag.cells[(1, 2)]["walls"] == {"n": "outer", "s": "open", "w": "open", "e": "wall"}
    assert frag.cells[(2, 2)]["walls"] == {"w": "wall"}  # the shared wall, seen from next door


def test_a_hole_starts_a_new_fragment():
    book = notebook_after(["b3"], ["move w"])
    assert len(book.fragments) == 2 and book.current == 1 and book.me == (0, 0)
    assert book.fragments[0].cells[(0, 2)]["kind"] == "O"
    assert not book.fragments[1].anchored and book.fragments[1].cells[(0, 0)]["kind"] == "O"


def test_a_river_starts_a_new_fragment_at_the_mouth():
    book = notebook_after(["c1"], ["move w"])
    assert book.fragments[0].cells[(1, 0)]["kind"] == "~"
    assert book.fragments[1].cells[(0, 0)]["kind"] == "M"


def test_a_start_on_a_river_starts_a_new_fragment_at_the_mouth():
    book = notebook_after(["a1"], [])
    assert book.fragments[0].anchored and book.fragments[0].cells[(0, 0)]["kind"] == "~"
    assert len(book.fragments) == 2 and book.current == 1
    assert book.fragments[1].cells[(0, 0)]["kind"] == "M" and book.me == (0, 0)


def test_glue_merges_a_fragment_where_it_fits():
    book = notebook_after(["b3"], ["move w"])  # the hole at a3 led to c2
    merged = glue(book, 1, 0, (2, 1))
    assert len(merged.fragments) == 1 and merged.current == 0 and merged.me == (2, 1)
    assert merged.fragments[0].cells[(2, 1)]["kind"] == "O"
    assert merged.fragments[0].cells[(2, 1)]["walls"]["e"] == "outer"
    assert len(book.fragments) == 2  # the old notebook is unchanged


def test_glue_rejects_a_contradicting_overlap():
    book = notebook_after(["b3"], ["move w"])
    with pytest.raises(GlueError, match="cell"):
        glue(book, 1, 0, (1, 2))  # c2 (a hole) onto b3 (empty ground)


def test_glue_rejects_a_fragment_off_the_board():
    book = notebook_after(["b3"], ["move w"])
    with pytest.raises(GlueError, match="does not fit"):
        glue(book, 1, 0, (0, 1))  # c2 has an outer wall east: it cannot sit on a2


def test_outer_walls_pin_a_fragment_to_its_one_placement():
    book = notebook_after(["b3"], ["move w"])
    # c2: outer wall east pins x; open sides north and south keep it off both borders
    assert placements(book.fragments[1], 3) == [(2, 1)]
    glued = glue(book, 1, 0, placements(book.fragments[1], 3)[0])
    assert len(glued.fragments) == 1 and glued.me == (2, 1)


def test_treasure_seen_by_a_wounded_player_is_noted():
    state = new_game(players=1, maze=EXAMPLE)
    state.play("start a2")
    state.wounded[0] = True
    state.play("move e")
    book = build_notebook(state.observation(0))
    assert book.fragments[0].cells[(1, 1)]["items"] == ["treasure"]

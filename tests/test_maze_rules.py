"""Maze rules: one test per piece and rule of shared/rules/maze.md, on hand-built set-ups."""
from __future__ import annotations

import pytest

from games.engine.contract import check_rules_module
from games.maze import rules
from games.maze.rules import (
    FIELDS,
    INDEX,
    Died,
    Fixed,
    GameLost,
    GameWon,
    IllegalMove,
    Moved,
    Planted,
    new_game,
)


def setup_of(**placed: str) -> str:
    """A set-up record with the four Travelers at home plus ``placed`` (field=letter)."""
    cells = ["."] * 48
    for field, letter in dict(c1="M", d1="M", c10="m", d10="m", **placed).items():
        cells[INDEX[field]] = letter
    return "".join(cells)


def targets(state: rules.MazeState, field: str) -> list[str]:
    return [str(m).split("-")[1] for m in state.moves_from(field)]


# A sparse set-up whose swap the solver found in 14 plies.
SHORT_WIN = setup_of(c3="L", c8="l", b5="1", e6="1")
SHORT_WIN_LINE = ("c1-a3 c10-a8 d1-b3 a8-f3 a3-f8 d10-b8 b3-d5 b8-d6 f3-d1 d6-a3 a3-c1 "
                  "f8-d10 d5-a8 a8-c10").split()


def test_board_has_48_fields_numbered_vertical_by_vertical() -> None:
    assert len(FIELDS) == 48
    assert FIELDS[:3] == ("c1", "d1", "b2") and FIELDS[6] == "a3"
    assert FIELDS[41] == "f8" and FIELDS[42] == "b9" and FIELDS[46:] == ("c10", "d10")


def test_field_colours_alternate_with_c1_light() -> None:
    assert rules.field_colour("c1") == "light" and rules.field_colour("d1") == "dark"
    assert rules.field_colour("d10") == "light" and rules.field_colour("c10") == "dark"


def test_deserts_are_verticals_4_and_7() -> None:
    assert sorted(rules.DESERTS) == sorted(f"{r}{v}" for r in "abcdef" for v in (4, 7))


def test_territories_split_after_vertical_5() -> None:
    assert rules.territory("e5") == 0 and rules.territory("a6") == 1


def test_traveler_moves_like_a_bishop_and_is_blocked() -> None:
    state = new_game(setup=setup_of())
    assert targets(state, "c1") == ["b2", "d2", "a3", "e3", "f4x"]
    state = new_game(setup=setup_of(e3="L"))
    assert targets(state, "c1") == ["b2", "d2", "a3"]


def test_shadow_moves_next_to_a_traveler_of_its_colour() -> None:
    state = new_game(setup=setup_of(a5="H"))
    assert targets(state, "a5") == ["b2", "c2", "d2", "e2"]


def test_lightning_steps_one_field_diagonally() -> None:
    state = new_game(setup=setup_of(c5="L"))
    assert targets(state, "c5") == ["b4x", "d4x", "b6", "d6"]


def test_rabbit_jumps_exactly_one_adjacent_piece() -> None:
    state = new_game(setup=setup_of(c5="R", d5="L", b5="S"))
    assert targets(state, "c5") == ["a5", "e5"]


def test_rabbit_cannot_move_without_jumping() -> None:
    state = new_game(setup=setup_of(c5="R"))
    assert state.moves_from("c5") == []


def test_rabbit_jumps_over_a_dead_piece() -> None:
    state = new_game(setup=setup_of(b3="L", c5="R"))
    state.play("b3-c4x")
    state.play("c10-b9")
    assert state.piece_at("c4").state == "dead"
    assert targets(state, "c5") == ["c3"]


def test_tree_moves_once_to_its_colour_then_is_planted() -> None:
    state = new_game(setup=setup_of(b3="T", c9="l"))
    light = [f for f in targets(state, "b3")]
    assert all(rules.field_colour(f.rstrip("x")) == "light" for f in light)
    assert all(f.endswith("x") for f in light)
    events = state.play("b3-a5")
    assert events == [Moved("tree", "white", "b3", "a5", ("b3", "a5"), "teleport"), Planted("a5")]
    assert state.moves[-1] == "b3-a5x"
    state.play("c9-b8")
    assert state.piece_at("a5").state == "planted" and state.moves_from("a5") == []


def test_stone_steps_forward_or_back_then_sideways() -> None:
    state = new_game(setup=setup_of(c3="S"))
    assert targets(state, "c3") == ["b2", "d2", "b4x", "d4x"]
    state = new_game(setup=setup_of(c3="S", c2="L"))
    assert targets(state, "c3") == ["b4x", "d4x"]
    events = state.play("c3-b4x")
    assert events[0].path == ("c3", "c4", "b4")


def test_time_pawn_moves_exactly_n_forward_or_sideways() -> None:
    state = new_game(setup=setup_of(c3="2", b3="L"))
    assert targets(state, "c3") == ["e3", "c5"]
    state = new_game(setup=setup_of(c8="3"))
    assert targets(state, "c8") == []
    state.play("c1-b2")
    assert targets(state, "c8") == ["c5", "f8"]


def test_time_pawns_never_move_backward() -> None:
    state = new_game(setup=setup_of(c5="1"))
    assert "c4x" not in targets(state, "c5")
    assert targets(state, "c5") == ["b5", "d5", "c6"]


def test_territory_is_by_location_not_colour() -> None:
    state = new_game(setup=setup_of(c5="1", c8="l"))
    state.play("c5-c6")  # now in Black's half: Black moves it, still forward for White
    assert targets(state, "c6") == ["b6", "d6", "c7x"]
    state.play("c6-c7x")
    assert state.piece_at("c7").state == "dead"


def test_piece_ending_on_a_desert_dies() -> None:
    state = new_game(setup=setup_of(c5="L"))
    events = state.play("c5-d4")
    assert events[-1] == Died("lightning", "white", "d4")
    assert state.piece_at("d4").state == "dead" and state.moves[-1] == "c5-d4x"


def test_piece_set_up_on_a_desert_is_alive_and_may_leave() -> None:
    state = new_game(setup=setup_of(c4="L"))
    assert state.piece_at("c4").state == "alive"
    assert targets(state, "c4") == ["b3", "d3", "b5", "d5"]


def test_passing_over_a_desert_is_harmless() -> None:
    state = new_game(setup=setup_of(c3="2"))
    events = state.play("c3-c5")
    assert events == [Moved("pawn2", "white", "c3", "c5", ("c3", "c4", "c5"), "slide")]


def test_play_accepts_a_move_with_or_without_its_x() -> None:
    for text in ("c5-d4", "c5-d4x"):
        state = new_game(setup=setup_of(c5="L"))
        state.play(text)
        assert state.moves == ["c5-d4x"]


def test_illegal_move_names_the_move_and_leaves_the_state() -> None:
    state = new_game(setup=setup_of(c5="L"))
    before = state.to_json()
    with pytest.raises(IllegalMove, match="c5-c6"):
        state.play("c5-c6")
    assert state.to_json() == before


def test_traveler_fixed_on_a_home_field_and_the_swap_wins() -> None:
    state = new_game(setup=SHORT_WIN)
    for move in SHORT_WIN_LINE[:-1]:
        state.play(move)
    assert state.piece_at("d10").state == "fixed"
    assert not any(frm == INDEX["d10"] for frm, _ in rules.board_moves(state.board, 1))
    events = state.play(SHORT_WIN_LINE[-1])
    assert events[-2:] == [Fixed("c10"), GameWon()]
    assert state.is_over() and state.winners() == {0, 1} and state.legal_moves() == []


def test_traveler_back_on_its_own_home_loses() -> None:
    state = new_game(setup=setup_of())
    state.play("c1-b2")
    state.play("c10-b9")
    events = state.play("b2-c1")
    assert isinstance(events[-1], GameLost) and state.winners() == set()


def test_dead_traveler_loses() -> None:
    state = new_game(setup=setup_of())
    events = state.play("c1-f4x")
    assert isinstance(events[-1], GameLost) and state.is_over()


def test_tree_planted_on_a_home_field_loses() -> None:
    state = new_game(setup=setup_of(c8="t"))
    state.play("d1-e2")
    events = state.play("c8-d1x")
    assert events[-2:] == [Planted("d1"), GameLost("a Tree took root on home field d1")]


STUCK_BLACK = dict(b9="h", e9="h", c9="r", d9="r")


def test_no_legal_move_loses() -> None:
    state = new_game(setup=setup_of(b3="L", **STUCK_BLACK))
    events = state.play("b3-a4x")
    assert events[-1] == GameLost("Black has no legal move")
    stuck_white = setup_of(b2="H", e2="H", c2="R", d2="R")
    assert new_game(setup=stuck_white).is_over()


CUT_OFF_SETUP = "MM12S3THLHRT........................1l2htht3rsmm"
CUT_OFF_MOVES = "a3-c5x b9-e4x f3-c7x d8-b9 c3-d4x".split()


def test_traveler_cut_off_by_dead_pieces_and_planted_trees_loses() -> None:
    state = new_game(setup=CUT_OFF_SETUP)
    for move in CUT_OFF_MOVES[:-1]:
        state.play(move)
    assert not state.is_over()
    events = state.play(CUT_OFF_MOVES[-1])
    assert events[-1] == GameLost("the Traveler on c1 is cut off from d10 by dead pieces, "
                                  "planted Trees and fixed Travelers")
    assert state.is_over() and state.legal_moves() == [] and state.winners() == set()


def test_traveler_walled_in_by_planted_trees_loses_but_live_walls_play_on() -> None:
    walled = new_game(setup=setup_of(a5="T", e5="T"))
    walled.play("a5-b2x")
    walled.play("c10-b9")
    events = walled.play("e5-d2x")
    assert events[-1] == GameLost("the Traveler on c1 is cut off from d10 by dead pieces, "
                                  "planted Trees and fixed Travelers")
    live = new_game(setup=setup_of(b2="L", d2="L"))
    assert not live.is_over() and rules.cut_off(live.board) is None


def test_cut_off_never_stops_on_a_desert() -> None:
    # c5's four diagonals end at once on a permanent obstacle, or on a desert (b4, d4) before one.
    board = bytearray(new_game(setup=setup_of()).board)
    dead = rules.cell(rules.STONE, 0, rules.DEAD)
    for field in ("a3", "e3", "b6", "d6"):
        board[INDEX[field]] = dead
    board[INDEX["c5"]], board[INDEX["c1"]] = board[INDEX["c1"]], 0
    assert rules.cut_off(bytes(board)) == (INDEX["c5"], INDEX["d10"], False)
    board[INDEX["a3"]] = 0  # now c5 may slide over the desert b4 to a3 and go on from there
    assert rules.cut_off(bytes(board)) is None


def test_cut_off_when_the_target_is_taken_for_good() -> None:
    board = bytearray(new_game(setup=setup_of()).board)
    board[INDEX["d10"]] = rules.cell(rules.STONE, 1, rules.DEAD)
    assert rules.cut_off(bytes(board)) == (INDEX["c1"], INDEX["d10"], True)


def test_setup_rejects_pieces_outside_their_territory_and_extra_pieces() -> None:
    with pytest.raises(ValueError, match="territory"):
        new_game(setup=setup_of(c8="L"))
    with pytest.raises(ValueError, match="too many"):
        new_game(setup=setup_of(a3="L", b3="L", c3="L"))
    with pytest.raises(ValueError, match="Traveler"):
        new_game(setup="." * 48)
    with pytest.raises(ValueError):
        new_game(players=3)


@pytest.mark.parametrize("kind", ["standard", "balanced"])
def test_deals_fill_the_setup_area(kind: str) -> None:
    state = new_game(seed=5, balanced=kind == "balanced")
    assert state.setup == new_game(seed=5, balanced=kind == "balanced").setup
    area = state.setup[2:18] + state.setup[30:46]
    assert "." not in area and state.setup[18:30] == "." * 12


def test_balanced_deal_puts_core_pieces_on_both_colours() -> None:
    state = new_game(seed=11, balanced=True)
    for area in (range(2, 18), range(30, 46)):
        for colour in (True, False):
            letters = {state.setup[i].upper() for i in area if rules.LIGHT[i] == colour}
            assert {"L", "R", "S", "2"} <= letters


def test_kids_deal_is_ten_pieces_a_side() -> None:
    state = new_game(seed=0, kids=True)
    assert state.setup == new_game(seed=0, kids=True).setup
    assert sorted(state.setup[2:12]) == sorted("HHLRTTS123")
    assert sorted(state.setup[36:46]) == sorted("hhlrtts123")


def test_contract_suite_standard_deals() -> None:
    lengths = check_rules_module(rules, lambda seed: new_game(seed=seed), games=8,
                                 check_every=3)
    assert all(n > 0 for n in lengths)


def test_contract_suite_balanced_deals() -> None:
    check_rules_module(rules, lambda seed: new_game(seed=seed, balanced=True), games=4,
                       first_seed=100)


def test_contract_suite_sparse_setup() -> None:
    check_rules_module(rules, lambda seed: new_game(setup=SHORT_WIN), games=4, first_seed=7)

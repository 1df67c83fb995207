"""Maorider Chess: one test per piece and per rule, each on a hand-built position.

Expected move lists are worked out by hand from ``shared/rules/maorider.md``; the comments say
how. Positions are given as ``{square: letter}`` (upper case White) through build_position.
"""
from __future__ import annotations

import pytest

from games.maorider.rules import (
    START_POSITION, BadPosition, Captured, Check, GameOver, IllegalMove, KingRemoved, Moved,
    Promoted, Recruited, Shot, build_position, new_game,
)


def game(placement: dict[str, str], side: str = "w", plies: int = 0):
    return new_game(position=build_position(placement, side, plies))


def targets(state, square: str) -> set[str]:
    """Where the piece on ``square`` may go or shoot, as destination squares."""
    return {str(m)[-2:] for m in state.moves_from(square)}


def names(state) -> set[str]:
    return {str(m) for m in state.legal_moves()}


# Kings parked far away so that they do not interfere: White a1, Black i8.
FAR = {"a1": "K", "i8": "k"}


def test_position_string_round_trip() -> None:
    assert new_game().position() == START_POSITION
    text = "4k4/9/9/3n1m3/4K4/2p3a2/9/R8 b 17"
    assert new_game(position=text).position() == text


def test_bad_position_strings_are_rejected() -> None:
    for text in ("9/9 w", "4k4/9/9/9/9/9/9/4K4 x", "4k3/9/9/9/9/9/9/4K4 w",
                 "4k3Q/9/9/9/9/9/9/4K4 w", "3Pk4/9/9/9/9/9/9/4K4 w"):
        with pytest.raises(BadPosition):
            new_game(position=text)


def test_players_two_only() -> None:
    with pytest.raises(ValueError):
        new_game(players=3)


def test_king_steps_and_never_captures() -> None:
    # The frozen black Mao on e5 cannot be taken; once the King leaves e4 the Mao's leg
    # through e4 opens, so d3 and f3 are attacked.
    s = game({"e4": "K", "e5": "m", "i8": "k"})
    assert targets(s, "e4") == {"e3", "d4", "f4", "d5", "f5"}


def test_short_rook_reaches_four_and_captures_first() -> None:
    s = game({**FAR, "a2": "R"})
    assert targets(s, "a2") == {"a1", "a3", "a4", "a5", "a6", "b2", "c2", "d2", "e2"} - {"a1"}
    s = game({**FAR, "e4": "R", "e6": "p", "c4": "P"})
    assert targets(s, "e4") == {"e5", "e6", "e3", "e2", "e1", "d4", "f4", "g4", "h4", "i4"}


def test_camel_one_or_two_orthogonal_without_leaping() -> None:
    s = game({**FAR, "d4": "C", "d5": "P", "e4": "p"})
    # Up blocked by its own pawn, right stops on the capture, left and down go two.
    assert targets(s, "d4") == {"e4", "c4", "b4", "d3", "d2"}


def test_elephant_one_or_two_diagonal_without_leaping() -> None:
    s = game({**FAR, "d4": "E", "e5": "P", "c3": "p"})
    assert targets(s, "d4") == {"c5", "b6", "c3", "e3", "f2"}


def test_mao_is_blocked_by_its_orthogonal_square() -> None:
    s = game({**FAR, "d4": "M", "d5": "p"})
    # d5 occupied: no c6/e6; via d3: c2 e2; via c4: b5 b3; via e4: f5 f3.
    assert targets(s, "d4") == {"c2", "e2", "b5", "b3", "f5", "f3"}


def test_charging_knight_forward_leaps_and_king_steps_back() -> None:
    s = game({**FAR, "d4": "N", "d5": "p", "c5": "p"})
    assert targets(s, "d4") == {"c6", "e6", "b5", "f5", "c4", "e4", "d3", "c3", "e3"}
    black = game({**FAR, "d5": "n"}, "b")
    assert targets(black, "d5") == {"c3", "e3", "b4", "f4", "c5", "e5", "d6", "c6", "e6"}


def test_maorider_repeats_mao_leaps() -> None:
    s = game({"i1": "K", "i8": "k", "a1": "Z"})
    # (+1,+2) line: b3 c5 d7; (+2,+1) line: c2 e3 g4 i5.
    assert targets(s, "a1") == {"b3", "c5", "d7", "c2", "e3", "g4", "i5"}
    s = game({"i1": "K", "i8": "k", "a1": "Z", "b4": "P", "e3": "p"})
    # b4 blocks the second leap of the first line; e3 is captured and ends the second.
    assert targets(s, "a1") == {"b3", "c2", "e3"}


def test_pawn_single_step_diagonal_capture() -> None:
    s = game({**FAR, "d3": "P", "d4": "p", "e4": "p", "c4": "P"})
    assert targets(s, "d3") == {"e4"}
    s = game({**FAR, "d2": "P"})
    assert targets(s, "d2") == {"d3"}  # no double step


def test_gold_general_six_squares() -> None:
    s = game({**FAR, "d4": "G"})
    assert targets(s, "d4") == {"d5", "d3", "c4", "e4", "c5", "e5"}


def test_silver_pawn_forward_or_sideways_moving_or_capturing() -> None:
    s = game({**FAR, "d4": "T", "e4": "p", "d5": "p", "d3": "p"})
    assert targets(s, "d4") == {"d5", "e4", "c4"}


def test_silver_general_five_squares() -> None:
    s = game({**FAR, "d4": "S"})
    assert targets(s, "d4") == {"d5", "c5", "e5", "c3", "e3"}


def test_cannon_steps_without_capturing_and_shoots_over_pieces() -> None:
    s = game({**FAR, "c4": "A", "c5": "P", "c6": "a", "d4": "p", "e4": "p", "a4": "P"})
    # Steps: c3 only (c5 own, d4 enemy cannot be taken by moving, b4 empty).
    assert {str(m) for m in s.moves_from("c4")} == {"c4c3", "c4b4", "c4@c6", "c4@e4"}
    s.play("c4@c6")
    assert s.pieces()["c4"] == (0, "A") and "c6" not in s.pieces()


def test_frozen_piece_cannot_move() -> None:
    s = game({"e4": "K", "d5": "n", "i8": "k", "a1": "R"}, "b")
    assert s.moves_from("d5") == [] and "d5" in s.frozen()


def test_frozen_piece_still_gives_check() -> None:
    s = game({"e4": "K", "f5": "g", "d5": "n", "i8": "k"})
    assert s.kings_in_check() == {"e4"} and "f5" in s.frozen()
    assert s.recruitable() == set()  # that King is in check


def test_frozen_cannon_neither_shoots_nor_checks() -> None:
    s = game({"e4": "K", "f5": "K", "d5": "a", "d3": "P", "i8": "k"}, "b")
    assert s.kings_in_check() == set()
    assert s.moves_from("d5") == []


def test_king_next_to_cannon_silences_it() -> None:
    # The Cannon d4 checks the King f4; stepping the other King to c5 freezes it.
    s = game({"f4": "K", "c6": "K", "d4": "a", "i8": "k"})
    assert s.kings_in_check() == {"f4"}
    assert "c6c5" in names(s)
    s.play("c6c5")
    assert s.kings_in_check() == set()


def test_recruit_frozen_piece() -> None:
    s = game({"e4": "K", "d5": "n", "i8": "k"})
    events = s.play("+d5")
    assert events == [Recruited("d5", "N", 0)]
    assert s.pieces()["d5"] == (0, "N")


def test_no_recruit_when_that_king_is_in_check() -> None:
    s = game({"e4": "K", "d5": "n", "f5": "g", "i8": "k"})
    assert "+d5" not in names(s)


def test_recruit_only_pieces_frozen_next_to_own_king() -> None:
    # The black King c6 protects d5 from freezing.
    s = game({"e4": "K", "d5": "n", "c6": "k"})
    assert "+d5" not in names(s)
    s = game({"e4": "K", "d5": "n", "c6": "k"}, "b")
    assert s.moves_from("d5") and s.moves_from("c6")  # Kings never freeze Kings


def test_recruited_silver_general_becomes_v() -> None:
    s = game({"e4": "K", "d4": "s", "i8": "k"})  # beside the King, not attacking it
    s.play("+d4")
    assert s.pieces()["d4"] == (0, "V")
    s = game({"e7": "V", "a1": "K", "i1": "k"})
    s.play("e7e8")
    assert s.pieces()["e8"] == (0, "V")  # a V never becomes a King


def test_recruited_pawn_turns_round() -> None:
    s = game({"e4": "K", "e5": "p", "i8": "k", "a1": "R"})
    s.play("+e5")
    s.play("i8h8")
    assert targets(s, "e5") == {"e6"}


def test_pawn_promotes_to_gold() -> None:
    s = game({**FAR, "d7": "P"})
    events = s.play("d7d8")
    assert Promoted("d8", "P", "G") in events and s.pieces()["d8"] == (0, "G")


def test_silver_pawn_promotes_to_v() -> None:
    s = game({"a1": "K", "i7": "k", "d2": "t"}, "b")
    events = s.play("d2d1")
    assert Promoted("d1", "t", "v") in events and s.pieces()["d1"] == (1, "V")


def test_silver_general_promotes_to_king() -> None:
    s = game({**FAR, "e7": "S"})
    s.play("e7e8")
    assert s.pieces()["e8"] == (0, "K") and len(s.kings[0]) == 2


def test_silver_general_may_not_promote_on_attacked_square() -> None:
    s = game({"a1": "K", "i7": "k", "e7": "S", "a8": "r"})
    assert "e7e8" not in names(s) and "e7d8" not in names(s)
    assert "e7f8" in names(s)


def test_two_kings_rule_1_safe_moves_first() -> None:
    s = game({"e4": "K", "e2": "K", "e5": "r", "a5": "R", "a8": "k"})
    assert names(s) == {"a5e5"}


def test_two_kings_rule_2a_out_of_check_even_if_other_left_attacked() -> None:
    # Stepping off the e-file saves e4 but opens the Rook's line to e2.
    s = game({"e4": "K", "e2": "K", "e5": "r", "a8": "k"})
    assert names(s) == {"e4d3", "e4d4", "e4f3", "e4f4"}


def test_two_kings_rule_2b_mated_king_is_removed() -> None:
    s = game({"a1": "K", "f4": "K", "a4": "r", "b5": "r", "i8": "k"})
    assert names(s) == {"-a1"}
    assert s.play("-a1") == [KingRemoved("a1")]
    assert s.kings[0] == [s.kings[0][0]] and "a1" not in s.pieces()


def test_two_kings_rule_3_both_in_check_save_one() -> None:
    s = game({"b4": "K", "h4": "K", "f4": "r", "e8": "k"})
    moves = names(s)
    assert "b4b5" in moves and "h4h5" in moves and "b4c4" not in moves


def test_two_kings_rule_4_king_left_attacked_is_captured() -> None:
    s = game({"b4": "K", "h4": "K", "f4": "r", "e8": "k"})
    s.play("b4b5")
    assert "f4h4" in names(s)
    events = s.play("f4h4")
    assert Captured("K", "h4") in events and s.kings[0] == [s.kings[0][0]]


def test_two_kings_rule_5_no_king_left_loses() -> None:
    # A King left attacked (here by a pasted position) is taken like any piece.
    s = game({"e8": "k", "a1": "K", "a3": "r"}, side="b")
    assert s.play("a3a1")[-1] == GameOver("0-1", "no king")
    assert s.is_over() and s.winners() == {1}


def test_checkmate_loses() -> None:
    s = game({"a1": "K", "a4": "r", "b5": "r", "i8": "k"})
    assert s.is_over() and s.winners() == {1} and s.outcome()[1] == "checkmate"


def test_stalemate_loses() -> None:
    s = game({"a1": "K", "b5": "r", "c2": "r", "i8": "k"})
    assert s.is_over() and s.winners() == {1} and s.outcome()[1] == "stalemate"


def test_threefold_repetition_draws() -> None:
    s = game(FAR)
    for _ in range(2):
        for move in ("a1b1", "i8h8", "b1a1", "h8i8"):
            assert not s.is_over()
            events = s.play(move)
    assert events[-1] == GameOver("1/2-1/2", "repetition") and s.winners() == set()


def test_hundred_plies_without_progress_draw() -> None:
    s = game(FAR, plies=99)
    assert s.play("a1b1")[-1] == GameOver("1/2-1/2", "100 plies")
    s = game({**FAR, "c3": "P"}, plies=99)
    s.play("c3c4")  # a pawn move resets the count
    assert not s.is_over() and s.halfmove == 0


def test_notation_and_illegal_moves() -> None:
    s = game({**FAR, "e4": "R", "e6": "p"})
    with pytest.raises(IllegalMove, match="e4e7"):
        s.play("e4e7")
    events = s.play("e4xe6")
    assert events == [Moved("R", "e4", "e6"), Captured("p", "e6")]
    assert str(s.last_move()) == "e4e6"


def test_events_of_a_shot_and_a_check() -> None:
    s = game({"e1": "K", "e3": "A", "e8": "k", "e5": "p", "c6": "k"})
    assert s.play("e3@e5") == [Shot("e3", "e5", "p")]
    s = game({"a1": "K", "e3": "R", "e8": "k"})
    assert s.play("e3e4") == [Moved("R", "e3", "e4"), Check((1,), ("e8",))]

"""Maorider Chess: the house draw rules as the rules page now has them, and position strings
that must describe a position that can arise (``shared/rules/maorider.md``)."""
from __future__ import annotations

import pytest

from games.maorider.rules import BadPosition, GameOver, MaoriderState, new_game

SILVER_PAWNS = "8k/9/4t4/9/9/4T4/9/K8 w"
SHUFFLE = ("e3d3", "e6d6", "d3e3", "d6e6")


def test_repetition_counts_sideways_silver_pawn_steps() -> None:
    # Sideways Silver Pawn steps are not progress: after the shuffle twice the start position
    # stands for the third time and the game is drawn then, not a ply earlier.
    s = new_game(position=SILVER_PAWNS)
    moves = SHUFFLE * 2
    for i, move in enumerate(moves):
        assert not s.is_over(), f"over before ply {i + 1}"
        events = s.play(move)
    assert events[-1] == GameOver("1/2-1/2", "repetition")
    assert s.repetitions() == 3 and s.winners() == set() and s.legal_moves() == []


def test_repetition_counts_over_the_whole_game() -> None:
    # The position after a forward step is counted from then on, and the shuffle brings it
    # back twice more: drawn on the ninth ply.
    s = new_game(position="8k/9/4t4/9/9/9/4T4/K8 w")
    s.play("e2e3")  # progress
    for i, move in enumerate(("e6d6", "e3d3", "d6e6", "d3e3") * 2):
        assert not s.is_over(), f"over before ply {i + 2}"
        s.play(move)
    assert s.outcome() == ("1/2-1/2", "repetition")


def test_sideways_silver_pawn_step_and_recruit_are_not_progress() -> None:
    s = new_game(position=SILVER_PAWNS)
    s.play("e3d3")
    assert s.halfmove == 1
    s.play("e6e5")  # forward: progress
    assert s.halfmove == 0
    # A Black Silver Pawn on d5 frozen next to the White King on c4 (its King far off).
    r = new_game(position="8k/9/9/3t5/2K6/9/9/9 w 7")
    r.play("+d5")
    assert r.halfmove == 8


def test_recruit_back_and_forth_ends_in_repetition() -> None:
    # Two Kings take a Silver Pawn from each other in a six-ply round: the start position
    # stands for the third time after ply 12 and the game is drawn there.
    s = new_game(position="9/9/5k3/3t5/2K6/9/9/9 w")
    round_ = ("+d5", "f6e6", "c4b4", "+d5", "b4c4", "e6f6")
    for i, move in enumerate(round_ * 2):
        assert not s.is_over(), f"over before ply {i + 1}"
        s.play(move)
    assert s.outcome() == ("1/2-1/2", "repetition")


def test_mate_on_the_hundredth_ply_is_a_mate() -> None:
    s = new_game(position="k8/9/9/4R4/1R7/9/9/8K w 99")
    assert s.play("e5a5")[-1] == GameOver("1-0", "checkmate")
    assert s.winners() == {0}


def test_choose_move_on_a_finished_game_is_an_error() -> None:
    from games.maorider.ai import choose_move
    s = new_game(position="k8/9/9/4R4/1R7/9/9/8K w 99")
    s.play("e5a5")
    with pytest.raises(ValueError, match="over"):
        choose_move(s, 0, seed=1)


@pytest.mark.parametrize("text, why", [
    ("1Kp6/9/9/9/9/9/9/8k w", "p can stand on c8"),
    ("4k4/9/9/9/9/9/9/2T1K4 w", "T can stand on c1"),
    ("4k4/9/9/9/9/9/9/2P1K4 w", "P can stand on c1"),
    ("4kS3/9/9/9/9/9/9/4K4 w", "S on f8 must have become a King"),
    ("4k4/9/9/9/9/9/9/4Ks3 w", "s on f1 must have become a King"),
    ("9/9/9/9/9/9/9/4K4 w", "Black has no King"),
    ("4k4/9/9/9/9/9/9/9 b", "White has no King"),
    ("K08/9/9/9/9/9/9/8k w", "has a 0"),
    ("K44/9/9/9/9/9/9/8k w", "two digits in a row"),
    ("K9/9/9/9/9/9/9/8k w", "longer than 9"),
    ("K7/9/9/9/9/9/9/8k w", "8 squares"),
    ("K８/9/9/9/9/9/9/8k w", "ASCII"),
    ("K8/9/9/9/9/9/9/8k w ３", "ASCII"),
])
def test_position_strings_must_be_able_to_arise(text: str, why: str) -> None:
    with pytest.raises(BadPosition, match=why):
        new_game(position=text)


def test_bad_paste_changes_nothing() -> None:
    s = new_game()
    before = s.position()
    with pytest.raises(BadPosition):
        MaoriderState("1Kp6/9/9/9/9/9/9/8k w")
    assert s.position() == before


def test_black_silver_general_may_stand_on_white_last_rank() -> None:
    # An S is refused only on its own last rank; a Black S on rank 8 is at home.
    assert new_game(position="3sk4/9/9/9/9/9/9/3SK4 w").position() == "3sk4/9/9/9/9/9/9/3SK4 w"

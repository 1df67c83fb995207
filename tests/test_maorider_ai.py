"""Maorider computer players: legal, deterministic, interruptible, and not blind."""
from __future__ import annotations

import random
import time

from games.maorider.ai import LEVELS, choose_move
from games.maorider.rules import build_position, new_game


EASIEST, EASY, NORMAL = (LEVELS.index(name) for name in ("easiest", "easy", "normal"))


def test_levels_weakest_first() -> None:
    assert LEVELS == ["easiest", "beginner", "easy", "normal", "hard", "master"]


def test_every_level_returns_a_legal_move_deterministically() -> None:
    state = new_game()
    for move in ("e2e3", "e7e6"):
        state.play(move)
    legal = {str(m) for m in state.legal_moves()}
    for level in (EASIEST, EASY, NORMAL):
        first = choose_move(state, level, seed=5)
        assert first in legal and choose_move(state, level, seed=5) == first


def test_finds_mate_in_one() -> None:
    state = new_game(position=build_position({"a1": "k", "b5": "R", "e4": "R", "i1": "K"}))
    for level in (EASIEST, EASY):
        move = choose_move(state, level, seed=0)
        state.play(move)
        assert state.winners() == {0}, (level, move)
        state.undo()


def test_takes_a_hanging_piece() -> None:
    state = new_game(position=build_position({"a1": "K", "d4": "R", "d6": "n", "i8": "k"}))
    assert choose_move(state, EASY, seed=0) == "d4d6"


def test_should_stop_returns_best_so_far_promptly() -> None:
    state = new_game()
    start = time.perf_counter()
    move = choose_move(state, len(LEVELS) - 1, seed=0, should_stop=lambda: True)
    assert time.perf_counter() - start < 1.0
    assert move in {str(m) for m in state.legal_moves()}


def test_tactical_moves_are_legal_moves() -> None:
    rng = random.Random(3)
    state = new_game()
    for _ in range(150):
        if state.is_over():
            break
        tactical = state.tactical_codes()
        legal = set(state.legal_codes())
        if tactical is not None:
            assert set(tactical) <= legal, state.position()
        state.play(rng.choice(state.legal_moves()))


def test_every_level_mates_on_the_hundredth_ply() -> None:
    # e5a5 and e5e7 mate on ply 100 (and a stalemate would win too); any other move is a draw
    # by the 100-ply rule.
    for level in range(len(LEVELS)):
        state = new_game(position="k8/9/9/4R4/1R7/9/9/8K w 99")
        state.play(choose_move(state, level, seed=level))
        assert state.winners() == {0} and state.outcome()[1] in ("checkmate", "stalemate"), level


def test_default_level_is_called_normal() -> None:
    from games.engine.seating import default_level
    assert LEVELS[default_level(LEVELS)] == "normal"


def test_the_engine_plays_for_stalemate_which_wins() -> None:
    # White to move: c3c7 leaves Black's King on a8 no move and not in check, a win here.
    state = new_game(position=build_position({"a8": "k", "c3": "R", "b5": "R", "i1": "K"}))
    for level in (EASIEST, EASY, NORMAL):
        assert choose_move(state, level, seed=0) == "c3c7"


def test_easiest_plays_legal_moves_deterministically_in_random_positions() -> None:
    rng = random.Random(11)
    state = new_game()
    for ply in range(120):
        if state.is_over():
            break
        move = choose_move(state, EASIEST, seed=ply)
        assert move in {str(m) for m in state.legal_moves()}
        assert choose_move(state.copy(), EASIEST, seed=ply) == move
        state.play(move if ply % 3 else rng.choice(state.legal_moves()))


def test_easiest_does_not_put_its_rook_where_it_is_taken_for_nothing() -> None:
    # e1e3, e1e5, e1h1 and e1i1 leave the Rook to a black Rook, undefended; ten other moves
    # are safe, and the easiest level picks among them by whim.
    state = new_game(position=build_position({"a1": "K", "e1": "R", "i8": "k", "h5": "r",
                                              "i3": "r"}))
    chosen = {choose_move(state, EASIEST, seed=seed) for seed in range(40)}
    assert not chosen & {"e1e3", "e1e5", "e1h1", "e1i1"} and len(chosen) > 3


def test_two_lone_kings_of_the_easiest_level_never_go_back_and_draw_by_the_100_plies() -> None:
    state = new_game(position=build_position({"a1": "K", "i8": "k"}))
    while not state.is_over():
        state.play(choose_move(state, EASIEST, seed=len(state.history())))
    assert state.outcome() == ("1/2-1/2", "100 plies") and len(state.history()) == 100


def test_a_game_of_easiest_against_easiest_ends_by_the_rules() -> None:
    state = new_game()
    while not state.is_over():
        state.play(choose_move(state, EASIEST, seed=len(state.history())))
    assert state.outcome() is not None


def test_a_game_of_easiest_against_random_moves_ends_by_the_rules() -> None:
    rng = random.Random(2)
    state = new_game()
    while not state.is_over():
        move = (choose_move(state, EASIEST, seed=len(state.history())) if state.side == 0
                else rng.choice(state.legal_moves()))
        state.play(move)
    assert state.outcome() is not None

"""The computer partner keeps to a winning plan once it has found one."""
import random

from games.maze import ai
from games.maze.deals import new_game


def test_partner_follows_its_plan_to_the_win(monkeypatch):
    monkeypatch.setattr(ai, "_PLANS", {})
    state = new_game(seed=3, kids=True)
    first = ai.choose_move(state, ai.LEVELS.index("normal"), seed=0)
    assert ai._PLANS, "a found line is remembered"
    calls = []
    monkeypatch.setattr(ai, "solve", lambda *a, **k: calls.append(1))
    state.play(first)
    while not state.is_over():
        state.play(ai.choose_move(state, ai.LEVELS.index("normal"), seed=0))
    assert state.winners() == {0, 1}
    assert not calls, "no search was needed once the plan was known"


def a_repeating_move(state):
    """Play on (seeded, never a move that puts a piece to sleep for good) until the side to
    move has a move that brings back an earlier position and others that do not; return it."""
    rng = random.Random(1)
    for _ in range(200):
        seen = state.positions_seen()
        repeats, fresh = [], []
        for move in state.legal_moves():
            child = state.copy()
            child.play(move)
            (repeats if (child.board, child.to_move) in seen else fresh).append(str(move))
        if repeats and fresh:
            return repeats[0]
        state.play(rng.choice([m for m in state.legal_moves() if not m.x] or state.legal_moves()))
    raise AssertionError("no position repeated")


def test_positions_seen_hold_every_position_of_the_game():
    state = new_game(seed=3, kids=True)
    start = (state.board, state.to_move)
    state.play(state.legal_moves()[0])
    assert start in state.positions_seen() and (state.board, state.to_move) in state.positions_seen()


def test_the_partner_never_brings_back_a_position_when_it_has_another_move(monkeypatch):
    """A person following Hint and a partner following its own remembered line must not undo
    each other's moves for ever: a planned step that repeats a position is not taken."""
    state = new_game(seed=3)
    home = a_repeating_move(state)
    monkeypatch.setattr(ai, "_PLANS", {ai._plan_key(state): home})
    monkeypatch.setattr(ai, "solve", lambda *a, **k: [home])
    for level in range(len(ai.LEVELS)):
        move = ai.choose_move(state, level, seed=0)
        child = state.copy()
        child.play(move)
        assert (child.board, child.to_move) not in state.positions_seen()

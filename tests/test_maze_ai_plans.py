"""The computer partner keeps to a winning plan once it has found one."""
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

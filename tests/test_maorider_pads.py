"""A whole game of Maorider Chess with one game controller: from the menu's tile through the
seating screen to the end of the game, every press a real controller event, the way to each
piece and square found with the D-pad."""
import pytest

from games.maorider.rules import RECRUIT, SUICIDE, MaoriderState, Move, square_name
from tests.pad_driver import Driver, follow_guide
from tests.test_engine_pads import open_game_with, play_to_the_end


@pytest.fixture(autouse=True)
def inline_thinker(monkeypatch):
    """The engine thinks on the frame loop here, so a whole game runs in the test."""
    from games.engine import thinker
    monkeypatch.setattr("games.engine.game_scene.Thinker", thinker.InlineThinker)


def blunder(state: MaoriderState) -> Move:
    """A quickly losing move: the one that leaves the most of the mover's pieces to be taken
    (so that the computer wins soon and the test stays short)."""
    me = state.side

    def exposed(move: Move) -> int:
        after = state.copy()
        after.play(move)
        if after.is_over():
            return -1 if me in after.winners() else 999
        pieces = after.pieces()
        return sum(1 for reply in after.legal_moves() if reply >> 14 not in (RECRUIT, SUICIDE)
                   and pieces.get(square_name((reply >> 7) & 127), (None,))[0] == me)
    return max(state.legal_moves(), key=exposed)


def maorider_choice(pad, scene):
    """Press the way the guide points (the piece, then its square) until the move is made."""
    follow_guide(pad, scene, str(blunder(scene.shown)))


def test_a_whole_maorider_game_with_one_controller(make_app):
    app = make_app(seed=7)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_game_with(pad, app, "maorider")
    play_to_the_end(pad, app, scene, maorider_choice)
    assert scene.shown.winners() == {1}, "the computer took the blunders"
    assert any(d == 0 for d in scene.session.deciders), "the controller's seat played"
    assert len(scene.word_lines()) == len(scene.session.moves), "every move told in words"

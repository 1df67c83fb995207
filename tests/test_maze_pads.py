"""Maze with a game controller or the keyboard: the focus cursor keeps to what can be chosen,
``guide`` leads the way to a move, and whole games are played from the menu with one controller."""
from __future__ import annotations

import pytest

from games.engine.session import Seat
from games.maze.rules import territory
from tests.conftest import click
from tests.pad_driver import Driver
from tests.test_maze_rules import SHORT_WIN, SHORT_WIN_LINE
from tests.test_maze_scene import open_scene, play_by_clicks, settle


def follow_guide(pad, scene, move):
    """Press where the guide points (the piece, then its field) until ``move`` is played."""
    played = len(scene.session.moves)
    for _ in range(3):
        target = scene.guide(move)
        assert target is not None, move
        pad.choose(lambda key: key == target.key)
        if len(scene.session.moves) > played:
            assert scene.session.moves[-1] == move
            return
    raise AssertionError(f"{move} was never played")


def keys_of(scene):
    return [t.key for t in scene.focus_choices()]


def test_the_cursor_keeps_to_the_pieces_that_can_move(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    movable = sorted({str(m).split("-")[0] for m in session.state.legal_moves()})
    assert sorted(f for kind, f in keys_of(scene)) == movable
    assert all(kind == "piece" for kind, _ in keys_of(scene))


def test_a_picked_piece_offers_its_destinations_first(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    pad.choose(lambda key: key == ("piece", "c3"))
    assert scene.selected == "c3"
    destinations = {str(m).split("-")[1].rstrip("x") for m in session.state.moves_from("c3")}
    keys = keys_of(scene)
    assert {f for kind, f in keys[:len(destinations)]} == destinations
    assert all(kind == "to" for kind, _ in keys[:len(destinations)])
    assert pad.focused().key[0] == "to", "the focus jumps to the new choices"


def test_back_drops_the_picked_piece_before_it_pauses(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    pad.choose(lambda key: key == ("piece", "c3"))
    pad.press("back")
    assert scene.selected is None and app.manager.top is scene


def test_guide_points_at_the_piece_then_its_field(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    first = scene.guide("c1-a3")
    assert first.key == ("piece", "c1") and first.key in {t.key for t in scene.focus_targets()}
    pad = Driver(app)
    pad.choose(lambda key: key == first.key)
    second = scene.guide("c1-a3")
    assert second.key == ("to", "a3") and second.key in {t.key for t in scene.focus_targets()}
    assert scene.guide("c1-b9") is None, "no way to an illegal move"


def test_a_short_win_played_where_the_guide_points(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    for move in SHORT_WIN_LINE:
        follow_guide(pad, scene, move)
        settle(app, scene)
    assert session.state.winners() == {0, 1}


# ----- what can I touch? ---------------------------------------------------------------------

@pytest.mark.parametrize("key", ["maze", "maze-kids"])
def test_the_pieces_that_can_move_pulse_for_the_person_to_move(make_app, key):
    app, scene, session = open_scene(make_app, key=key)
    assert scene.pulsing() == scene.movable()
    assert set(scene.pulsing()) == {str(m).split("-")[0] for m in session.state.legal_moves()}
    assert all(territory(field) == 0 for field in scene.pulsing())


def test_nothing_pulses_once_a_piece_is_picked(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    click(app, scene.layout.centre("c3"))
    assert scene.selected == "c3" and scene.pulsing() == []


def test_the_pulse_follows_the_position_on_screen(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    assert scene.anims.busy and scene.pulsing() == [], "nothing to touch while the move plays"
    settle(app, scene)
    assert scene.pulsing() and all(territory(field) == 1 for field in scene.pulsing())


def test_nothing_pulses_for_the_computer_partner(make_app):
    app, scene, session = open_scene(make_app, seats=[Seat(True, 1), Seat()], setup=SHORT_WIN)
    assert scene.pulsing() == []

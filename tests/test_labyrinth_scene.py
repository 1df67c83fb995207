"""The Labyrinth scene, driven headless by posted clicks and keys with an injected clock."""
import json

import pygame
import pytest

from games.engine import registry
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.labyrinth import art, rules
from games.labyrinth.scene import LabyrinthScene, traveler_spots
from tests.conftest import click, key, step


def position(fields, lost=None, turn=0):
    """A Labyrinth state at the start of ``turn``'s roll with the given traveler fields."""
    players = len(fields)
    return rules.from_json(json.dumps({
        "game": "labyrinth", "players": players, "play_on": False, "turn": turn,
        "phase": "roll", "dice": [], "active": None, "positions": fields,
        "lost_turns": lost or [[0] * 4 for _ in range(players)], "trapped_this_turn": [],
        "standings": []}))


def open_scene(make_app, state, seats, faster=False):
    registry.discover()
    info = registry.get("labyrinth")
    app = make_app()
    app.ctx.settings.faster = faster
    session = Session(info, state, seats, {}, seed=5, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    return app, session, scene


def settle(app, scene, limit=2000):
    """Step until the animations have played out."""
    for _ in range(limit):
        step(app)
        if not scene.anims.busy:
            return
    raise AssertionError("animations never finished")


def run_to_end(app, session, scene, limit):
    for _ in range(limit):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            return
    raise AssertionError(f"no winner after {limit} frames ({len(session.moves)} moves)")


def test_four_computers_race_a_close_finish_to_a_winner(make_app):
    state = position([[61, 61, 61, 50 + p] for p in range(4)])
    app, session, scene = open_scene(make_app, state, [Seat(True, 0)] * 4, faster=True)
    run_to_end(app, session, scene, 30000)
    assert len(session.state.winners()) == 1
    assert scene.status_text().endswith("!")


@pytest.mark.slow
def test_four_computers_finish_a_whole_game(make_app):
    state = rules.new_game(players=4)
    app, session, scene = open_scene(make_app, state, [Seat(True, 0)] * 4, faster=True)
    run_to_end(app, session, scene, 200000)
    assert len(session.state.winners()) == 1


def test_a_person_picks_a_die_then_a_highlighted_traveler(make_app):
    state = position([[0, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 1-4")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat(True, 0)])
    assert scene.die is None and scene.movable() == {}
    click(app, scene.die_rects[0].center)
    assert scene.die == 1 and scene.movable() == {0: 1}
    click(app, art.outside_rect(0).center)
    assert session.moves[-1] == "0+1"
    settle(app, scene)
    assert scene.die == 4, "the last die is picked by itself"
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=art.field_centre(1), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    step(app)
    assert scene.hover == 1 and scene.movable()[1] == 5
    click(app, art.field_centre(1))
    assert session.moves[-1] == "1+4"


def test_a_traveler_click_before_a_die_asks_for_the_die(make_app):
    state = position([[3, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 2-5")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    click(app, art.field_centre(3))
    assert session.moves == [] and "die" in scene.status_text()
    key(app, pygame.K_2)
    click(app, art.field_centre(3))
    assert session.moves[-1] == "3+5"


def test_ride_and_stay_are_panel_buttons(make_app):
    state = position([[5, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 2-3")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    key(app, pygame.K_1)
    click(app, art.field_centre(5))
    assert session.moves[-1] == "5+2"
    settle(app, scene)
    assert scene.shown.phase == "ride"
    click(app, scene.ride_buttons.buttons[0].rect.center)
    assert session.moves[-1] == "ride"
    step(app, 90)
    settle(app, scene)
    assert session.moves[-1] == "ride", "a person's skyride die waits for that person"
    key(app, pygame.K_SPACE)
    settle(app, scene)
    assert session.moves[-1].startswith("roll ") and session.state.phase != "skyride"


def test_cross_key_crosses_the_millstone(make_app):
    state = position([[41, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 3-6")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    key(app, pygame.K_1)
    click(app, art.field_centre(41))
    settle(app, scene)
    assert scene.shown.phase == "cross"
    key(app, pygame.K_c)
    assert session.moves[-1] == "cross" and session.state.positions[0][0] == 50


def test_undo_takes_back_the_person_s_move(make_app):
    state = position([[0, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 1-4")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    key(app, pygame.K_1)
    click(app, art.outside_rect(0).center)
    settle(app, scene)
    undo = next(b for b in scene.buttons.buttons if b.label == "Undo")
    click(app, undo.rect.center)
    assert session.moves == [] and scene.shown.positions[0] == (0, 0, 0, 0)


def test_every_event_of_a_turn_is_animated_in_order(make_app):
    # 59 tunnels to 47; 42 advances to 56, whose occupant goes back to 40; 13 traps.
    state = position([[40, 58, 0, 0], [56, 10, 0, 0]])
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    kinds = []
    for move in ("roll 1-2", "58+1", "40+2", "roll 1-3", "10+3", "0+1"):
        for event in session.play(move):
            if scene.animate(event):
                kinds.append(type(event).__name__ + getattr(event, "way", ""))
    assert kinds == ["Rolled", "Moved", "Teleportedtunnel", "Moved", "Teleportedadvance",
                     "Displaced", "Rolled", "Moved", "Trapped", "Moved"]


def test_crowded_sanctuaries_stay_readable():
    state = position([[3, 3, 3, 3], [3, 3, 3, 0], [3, 3, 0, 0], [3, 0, 0, 0]])
    centres = [centre for _, _, centre, _ in traveler_spots(state)]
    assert len(set(centres)) == 16
    on_three = [(c, r) for p, i, c, r in traveler_spots(state) if state.positions[p][i] == 3]
    rect = art.field_rect(3)
    assert all(rect.collidepoint(c) for c, _ in on_three)
    assert all(abs(a[0] - b[0]) >= 2 * r or abs(a[1] - b[1]) >= 2 * r
               for k, (a, r) in enumerate(on_three) for b, _ in on_three[k + 1:])


def test_the_scene_class_is_registered():
    registry.discover()
    assert registry.get("labyrinth").scene_class() is LabyrinthScene


def test_the_move_list_reads_as_sentences_with_notation_one_click_away(make_app):
    state = position([[5, 0, 0, 0], [0, 0, 0, 0]])
    state.play("roll 2-3")
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    key(app, pygame.K_1)
    click(app, art.field_centre(5))
    settle(app, scene)
    words = [s for _, s in scene.word_lines()]
    assert words == ["Blue: traveler from 5 to 7"], words
    toggle = scene.log_toggle
    click(app, toggle.rect.center)
    assert scene.notation and scene.log_lines()[-1].endswith("5+2")


def test_a_special_field_is_named_under_the_pointer():
    from games.labyrinth.scene import field_name
    assert "Trap" in field_name(13) and "7" in field_name(52)
    assert "26" in field_name(18) and "47" in field_name(59) and field_name(10) == ""


def test_a_field_name_follows_the_keyboard_focus_and_is_not_left_behind(make_app, monkeypatch):
    from games.engine import controls
    app, session, scene = open_scene(make_app, position([[0, 0, 0, 0], [0, 0, 0, 0]]),
                                     [Seat(), Seat()])
    tips = []
    monkeypatch.setattr(scene, "_draw_tip", lambda surface, words: tips.append(words))
    monkeypatch.setattr(controls, "_mode", "keyboard")
    scene.pointer = art.field_rect(1).center  # where the last choice was made: the Sanctuary
    scene.focus.key = None
    scene.draw(app.screen)
    assert tips == [], "the focus is elsewhere: no name is left on the Sanctuary"
    monkeypatch.setattr(controls, "_mode", "mouse")
    scene.draw(app.screen)
    assert tips and tips[0].startswith("1:"), "under the mouse pointer the field is named"

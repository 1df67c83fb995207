"""Couch controls: game controllers, arcade sticks and the keyboard alone, through real events."""
import pygame
import pytest

from games.engine import controls, registry
from games.engine.game_scene import GameScene
from games.engine.menu import MenuScene
from games.engine.seating import SeatingScene
from tests.conftest import step
from games.mazing.art import parse
from tests.pad_driver import Driver, is_button, settle, until_game


@pytest.fixture(autouse=True)
def inline_thinker(monkeypatch):
    from games.engine import thinker
    monkeypatch.setattr("games.engine.game_scene.Thinker", thinker.InlineThinker)


def translate(event):
    return controls.Controls().translate(event)


# ----- the input layer -----------------------------------------------------------------------

def test_controller_buttons_become_actions_of_that_controller():
    (act,) = translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=7,
                                          button=pygame.CONTROLLER_BUTTON_Y))
    assert (act.action, act.device, act.pad) == ("undo", "pad", 7)
    assert controls.mode() == "pad"
    assert translate(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 1), buttons=(0, 0, 0))) == []
    assert controls.mode() == "mouse", "the glyphs go the moment the mouse moves"


def test_the_left_stick_moves_the_focus_and_repeats_while_held():
    pads = controls.Controls()
    push = pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=1,
                              axis=pygame.CONTROLLER_AXIS_LEFTX, value=30000)
    (act,) = pads.translate(push)
    assert (act.action, act.dx, act.dy) == ("focus", 1, 0)
    assert pads.translate(push) == [], "still held: no new press"
    repeats = [a for _ in range(controls.REPEAT_DELAY + controls.REPEAT_EVERY) for a in pads.update()]
    assert len(repeats) == 2
    pads.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=1,
                                      axis=pygame.CONTROLLER_AXIS_LEFTX, value=0))
    assert [a for _ in range(60) for a in pads.update()] == []


def test_a_trigger_mirrors_and_the_shoulders_turn():
    pads = controls.Controls()
    (mirror,) = pads.translate(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=1,
                                                  axis=pygame.CONTROLLER_AXIS_TRIGGERRIGHT, value=32000))
    assert mirror.action == "mirror"
    (turn,) = pads.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=1,
                                                button=pygame.CONTROLLER_BUTTON_LEFTSHOULDER))
    assert (turn.action, turn.steps) == ("turn", -1)


def test_an_arcade_stick_works_through_the_plain_joystick_api():
    (act,) = translate(pygame.event.Event(pygame.JOYHATMOTION, instance_id=3, hat=0, value=(0, 1)))
    assert (act.action, act.dx, act.dy) == ("focus", 0, -1)
    (act,) = translate(pygame.event.Event(pygame.JOYBUTTONDOWN, instance_id=3, button=0))
    assert act.action == "choose"


def test_plugging_in_a_device_that_cannot_be_opened_is_harmless():
    pads = controls.Controls()
    for kind in (pygame.CONTROLLERDEVICEADDED, pygame.JOYDEVICEADDED):
        assert pads.translate(pygame.event.Event(kind, device_index=42)) == []
    assert pads.translate(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=42)) == []


def test_keys_the_scene_owns_make_no_action():
    pads = controls.Controls()
    left = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)
    assert pads.translate(left)[0].action == "focus"
    assert pads.translate(left, frozenset({pygame.K_LEFT})) == []


# ----- menus ---------------------------------------------------------------------------------

def test_menus_settings_and_help_work_with_a_controller(make_app):
    app = make_app()
    pad = Driver(app)
    pad.choose(is_button("Settings"))
    assert app.manager.top.name == "settings"
    pad.go_to(lambda k: k == "volume")
    before = app.ctx.settings.volume
    pad.press((-1, 0))
    assert app.ctx.settings.volume == pytest.approx(before - 0.1)
    pad.press("back")
    assert isinstance(app.manager.top, MenuScene)
    pad.choose(is_button("Help"))
    assert app.manager.top.name == "help"
    pad.press("back")
    assert isinstance(app.manager.top, MenuScene)
    pad.choose(lambda k: k == ("tile", "labyrinth"))
    pad.press("choose")  # the controller's first A on the seating screen takes a seat
    pad.choose(is_button("Help"))
    help_page = app.manager.top
    pad.choose(is_button("Next"))
    assert help_page.page == 1
    pad.press("back")
    assert isinstance(app.manager.top, SeatingScene)


def open_game_with(pad, app, key):
    """From the menu: the game's tile, take a seat, Start; returns the game scene."""
    pad.choose(lambda k: k == ("tile", key))
    seating = app.manager.top
    assert isinstance(seating, SeatingScene)
    if pad.kind == "pad":
        pad.press("choose")  # the first A takes a seat
        assert app.ctx.pad_seats == {pad.instance: 0}
    pad.choose(is_button("Start"))
    scene = until_game(app, pad)
    assert isinstance(scene, GameScene) and scene.session.info.key == key
    return scene


def play_to_the_end(pad, app, scene, choose, limit=6000):
    """Play the person's seat with the cursor until the game ends: roll when the dice are
    due, ``choose(pad, scene)`` when the person is to move, else let the computer play."""
    for _ in range(limit):
        settle(app, scene)
        if scene.shown.is_over():
            return
        if scene.can_roll():
            pad.choose(lambda k: k == "roll")
        elif scene.human_to_move() and scene.pad_may_act(pad.instance):
            choose(pad, scene)
        else:
            step(app)
    raise AssertionError("the game did not end")


def labyrinth_choice(pad, scene):
    """Ride or cross when offered, else a traveler the chosen die moves, else a die."""
    phase = scene.shown.phase
    if phase in ("ride", "cross"):
        pad.choose(is_button("Ride" if phase == "ride" else "Cross"))
    elif pad.find(lambda k: k[0] == "field"):
        pad.choose(lambda k: k[0] == "field")
    else:
        pad.choose(lambda k: k[0] == "die")


def test_a_whole_labyrinth_game_with_one_controller(make_app):
    app = make_app(seed=3)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_game_with(pad, app, "labyrinth")
    play_to_the_end(pad, app, scene, labyrinth_choice)
    assert scene.shown.winners()
    assert any(d == 0 for d in scene.session.deciders), "the controller's seat played"


def test_a_whole_labyrinth_game_with_the_keyboard_alone(make_app):
    app = make_app(seed=4)
    app.ctx.settings.faster = True
    keys = Driver(app, kind="keyboard")
    scene = open_game_with(keys, app, "labyrinth")
    play_to_the_end(keys, app, scene, labyrinth_choice)
    assert scene.shown.winners()


def mazing_choice(pad, scene):
    shown = scene.shown
    if scene.handover_pending():
        pad.choose(lambda k: k == "handover")
    elif shown.phase == "move":
        if scene.pawn_pick is None:
            pad.choose(lambda k: k[0] == "pawn")
        else:
            gc, gr = parse(shown.pawns[scene.pawn_pick].goal)
            best = min(scene.reach, key=lambda c: abs(parse(c)[0] - gc) + abs(parse(c)[1] - gr))
            pad.choose(lambda k: k == ("cell", best))
    elif scene.slot is None:
        pad.choose(lambda k: k[0] == "card")
    elif scene.kind() in ("leap", "discard") or scene.chosen() is not None:
        pad.choose(lambda k: k[:2] == ("button", "Play card"))
    elif scene.kind() == "skip":
        pad.choose(lambda k: k[0] == "player")
    else:
        picked = set(scene.picked)
        pad.choose(lambda k: k[0] == "cell" and k[1] not in picked)


def test_a_whole_mazing_game_with_one_controller(make_app):
    app = make_app(seed=5)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_game_with(pad, app, "mazing")
    play_to_the_end(pad, app, scene, mazing_choice)
    assert scene.shown.winners()
    assert any(d == 0 for d in scene.session.deciders)


def two_controllers(app, key):
    """From the menu: two people, each taking a seat with their own controller; returns
    both drivers and the game scene."""
    first, second = Driver(app, instance=1), Driver(app, instance=2)
    first.choose(lambda k: k == ("tile", key))
    first.press("choose")
    first.choose(lambda k: k[:2] == ("button", "Human") and k[2][1] > 200)  # seat 2: a person
    second.press("choose")
    assert app.ctx.pad_seats == {1: 0, 2: 1}
    first.choose(is_button("Start"))
    return first, second, until_game(app)


def test_two_controllers_keep_each_hand_to_its_own_controller(make_app):
    registry.discover()
    app = make_app(seed=6)
    app.ctx.settings.faster = True
    first, second, scene = two_controllers(app, "mazing")
    assert scene.handover_pending()
    second.press("choose")
    assert scene.handover_pending(), "the cover opens only for the right controller"
    first.press("choose")
    assert not scene.handover_pending() and scene.viewer() == 0
    moves = len(scene.session.moves)
    second.press((1, 0))
    second.press("choose")
    assert len(scene.session.moves) == moves, "player 2's controller cannot play player 1's hand"
    for _ in range(40):
        settle(app, scene)
        if scene.shown.is_over():
            break
        driver = first if scene.shown.turn == 0 else second
        if scene.can_roll():
            driver.choose(lambda k: k == "roll")
        else:
            mazing_choice(driver, scene)
    assert 1 in scene.session.deciders, "player 2 played with their own controller"
    if scene.shown.turn == 1 and not scene.handover_pending():
        assert scene.viewer() == 1

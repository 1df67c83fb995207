"""A button is drawn lit only while the pointer is really over it: a dialog that opens and
closes over a scene (the pause menu, help, a hand-over cover) leaves no button lit where the
pointer no longer is, and the button the pointer rests on when the dialog closes lights up
without waiting for the mouse to move."""
from __future__ import annotations

import pygame

from games.engine import theme
from games.engine.help_scene import HelpScene
from games.engine.pause import PauseScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.terra import rules
from tests.conftest import click, key, step
from tests.terra_maps import EXAMPLE
from tests.test_terra_scene import centre_of, open_scene, settle


def move(app, pos, frames: int = 2) -> None:
    """Post a real pointer motion to ``pos`` and run the loop."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app, frames)


def lit(app, button) -> bool:
    """Whether the frame on screen shows ``button`` in its hover colour (read from a pixel of
    its face, left of its caption)."""
    face = app.screen.get_at((button.rect.x + 6, button.rect.centery))[:3]
    base = button.colour or theme.BUTTON
    assert face in (tuple(base), tuple(min(255, c + 20) for c in base)), face
    return face != tuple(base)


def game(make_app, tiny):
    app = make_app()
    session = Session.new(tiny, [Seat(), Seat()], seed=1, autosave=False)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 30)
    return app, scene


def labelled(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def test_the_help_button_is_not_lit_after_help_is_closed_with_the_pointer_elsewhere(make_app, tiny):
    app, scene = game(make_app, tiny)
    help_button = labelled(scene, "Help")
    move(app, help_button.rect.center)
    assert lit(app, help_button)
    click(app, help_button.rect.center)
    helper = app.manager.top
    assert isinstance(helper, HelpScene)
    click(app, labelled(helper, "Back").rect.center)  # Back lies over no button of the game
    assert app.manager.top is scene
    assert not lit(app, help_button)


def test_the_button_under_the_pointer_lights_up_when_the_pause_menu_closes(make_app, tiny):
    app, scene = game(make_app, tiny)
    pause_button, help_button = labelled(scene, ""), labelled(scene, "Help")
    move(app, pause_button.rect.center)
    assert lit(app, pause_button)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, PauseScene)
    move(app, help_button.rect.center)  # no button of the pause menu there
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene
    assert lit(app, help_button) and not lit(app, pause_button)


def test_a_button_of_the_pause_menu_is_lit_when_it_opens_under_the_pointer(make_app, tiny):
    app, scene = game(make_app, tiny)
    move(app, (640, 180))  # where the pause menu's Resume will be
    key(app, pygame.K_ESCAPE)
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    assert lit(app, labelled(pause, "Resume"))


def test_an_action_button_is_not_lit_for_the_next_person_after_the_hand_over_cover(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(players=2, maze=EXAMPLE), [Seat(), Seat()])
    click(app, centre_of(scene, "b2"))  # Blue takes the screen
    click(app, centre_of(scene, "a2"))
    settle(app, scene)
    click(app, (300, 300))  # Vermillion takes it
    click(app, centre_of(scene, "b1"))
    settle(app, scene)
    click(app, (300, 300))  # Blue again, pointer rests on the Shoot button as Blue walks by keys
    shoot = scene.mode_buttons.buttons[2]
    move(app, shoot.rect.center)
    assert lit(app, shoot)
    key(app, pygame.K_UP)
    assert session.moves[-1] == "move n"
    settle(app, scene)
    assert scene.view() == ("cover", 1)
    click(app, (300, 300))  # Vermillion's tap on the board
    assert scene.view() == ("notebook", 1)
    assert not lit(app, shoot)

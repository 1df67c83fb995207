"""Kiosk: the attract loop cycles games, a click opens the menu, idling returns to attract."""
import pygame

from games.engine import registry
from games.engine.kiosk import IDLE_FRAMES, TITLE_FRAMES, AttractScene
from games.engine.menu import MenuScene
from tests.conftest import click, key, step


def test_attract_loop_shows_title_then_plays_then_moves_on(make_app, only_tiny):
    app = make_app(kiosk=True)
    attract = app.manager.top
    assert isinstance(attract, AttractScene) and attract.inner is None
    assert app.ctx.quit_locked
    step(app, TITLE_FRAMES + 2)
    if attract.dealer is not None:
        attract.dealer.wait(60)
        step(app, 2)
    assert attract.inner is not None and attract.inner.session.seats[0].computer
    first = attract.index
    step(app, 4 * 60 + TITLE_FRAMES + 10)
    assert attract.games_shown >= 1 and attract.index != first


def test_click_opens_the_menu_and_idle_returns_to_attract(make_app, only_tiny):
    app = make_app(kiosk=True)
    step(app, TITLE_FRAMES + 30)
    click(app, (640, 360))
    assert isinstance(app.manager.top, MenuScene)
    step(app, IDLE_FRAMES + 5)
    assert isinstance(app.manager.top, AttractScene)


def test_idle_human_game_returns_to_attract_and_is_not_kept(make_app, only_tiny):
    """A kiosk keeps nothing of its visitors': even a session that asks to be saved is not."""
    from games.engine import saves
    from games.engine.session import Seat, Session
    app = make_app(kiosk=True)
    session = Session.new(registry.get("tiny"), [Seat(), Seat()], seed=2)
    app.ctx.switch(registry.get("tiny").scene_class()(app.ctx, session))
    step(app, 40)
    app.ctx.input_frames = app.updates_run
    step(app, IDLE_FRAMES + 5)
    assert isinstance(app.manager.top, AttractScene)
    assert saves.read("tiny") is None


def test_escape_and_window_close_do_not_quit_a_kiosk(make_app, only_tiny):
    app = make_app(kiosk=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    step(app, 2)
    assert app.manager.running
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert app.manager.running
    key(app, pygame.K_q, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)
    assert not app.manager.running

"""Scenes driven by posted mouse and key events, stepped with an injected clock."""
import threading

import pygame

from games.engine import i18n, saves
from games.engine.dealing import DealingScene
from games.engine.game_scene import GameScene
from games.engine.menu import MenuScene
from games.engine.pause import PauseScene
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.settings_scene import SettingsScene
from games.engine.thinker import InlineThinker
from tests.conftest import click, key, step, until_dealt


def tile_centre(menu, key_):
    return next(rect.center for rect, info in menu.tiles if info.key == key_)


def button_centre(scene, label):
    return next(b.rect.center for b in scene.buttons.buttons if b.label == label)


def test_menu_tile_opens_seating_and_start_opens_the_game(make_app, tiny):
    app = make_app()
    menu = app.manager.top
    assert isinstance(menu, MenuScene)
    click(app, tile_centre(menu, "tiny"))
    seating = app.manager.top
    assert isinstance(seating, SeatingScene) and seating.info.key == "tiny"
    click(app, button_centre(seating, "Start"), frames=1)
    until_dealt(app)
    assert isinstance(app.manager.top, GameScene)


def test_a_slow_deal_keeps_frames_flowing_and_a_bad_one_returns_with_a_message(make_app, tiny):
    gate = threading.Event()

    def slow_deal():
        gate.wait(10)
        return Session.new(tiny, [Seat(), Seat()], seed=1)
    app = make_app()
    menu = app.manager.top
    app.ctx.switch(DealingScene(app.ctx, slow_deal, lambda why: MenuScene(app.ctx, why)))
    step(app, 30)
    assert isinstance(app.manager.top, DealingScene) and app.manager.top.frame >= 29
    gate.set()
    app.manager.top.dealer.wait(60)
    step(app, 2)
    assert isinstance(app.manager.top, GameScene)

    def bad_deal():
        raise ValueError("two pawns need two players")
    seating = SeatingScene(app.ctx, tiny)
    dealing = DealingScene(app.ctx, bad_deal, seating._failed)
    app.ctx.switch(dealing)
    dealing.dealer.wait(60)
    step(app, 2)
    assert app.manager.top is seating and "two pawns need two players" in seating.error
    assert menu is not None


def test_escape_pauses_and_save_and_quit_returns_to_menu_with_resume(make_app, tiny):
    app = make_app()
    session = Session.new(tiny, [Seat(), Seat()], seed=1)
    app.ctx.switch(tiny.scene_class()(app.ctx, session, InlineThinker()))
    step(app, 30)
    key(app, pygame.K_ESCAPE)
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    click(app, button_centre(pause, "Save and quit"))
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and "tiny" in menu.resumable
    assert saves.read("tiny") is not None


def test_a_human_plays_by_clicking_and_undo_takes_it_back(make_app, tiny):
    app = make_app()
    session = Session.new(tiny, [Seat(), Seat()], seed=4)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 40)
    assert session.state.to_move == 0
    rect, move = scene.move_rects()[0]
    click(app, rect.center)
    assert session.moves[-1] == move
    step(app, 120)
    click(app, button_centre(scene, "Undo"))
    assert session.state.to_move == 0 and len(session.moves) == 1


def test_computer_seats_play_a_whole_game_frame_stepped(make_app, tiny):
    app = make_app()
    session = Session.new(tiny, [Seat(True), Seat(True)], seed=9, autosave=False)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    for _ in range(4000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    assert session.state.is_over() and session.state.winners()


def test_settings_switch_language_and_mute(make_app):
    app = make_app()
    click(app, button_centre(app.manager.top, "Settings"))
    settings = app.manager.top
    assert isinstance(settings, SettingsScene)
    click(app, settings.buttons.buttons[0].rect.center)
    assert app.ctx.settings.lang == "ru" and i18n.language() == "ru"
    click(app, settings.buttons.buttons[1].rect.center)
    assert app.ctx.settings.muted
    click(app, settings.buttons.buttons[0].rect.center)
    assert i18n.language() == "en"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_m_toggles_mute_everywhere(make_app):
    app = make_app()
    before = app.ctx.audio.muted
    key(app, pygame.K_m)
    assert app.ctx.audio.muted != before


def test_help_pages_turn(make_app):
    app = make_app()
    click(app, button_centre(app.manager.top, "Help"))
    assert app.manager.top.name == "help"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, MenuScene)


def test_headless_frame_is_not_blank(make_app):
    app = make_app()
    step(app, 5)
    colours = {app.screen.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 3


def test_an_option_for_two_players_is_greyed_with_more_and_the_game_gets_its_default(make_app):
    """Mazing's two pawns each are for two players: with four the button is greyed and shows
    Off, Start sets up a four-player game, and the choice comes back with two players."""
    from games.engine import registry
    registry.discover()
    mazing = next(info for info in registry.all_games() if info.key == "mazing")
    app = make_app(first_scene=lambda ctx: SeatingScene(ctx, mazing))
    seating = app.manager.top
    two_pawns = seating.option_button("two_pawns")
    click(app, two_pawns.rect.center)
    assert two_pawns.caption() == "On" and two_pawns.enabled()
    click(app, button_centre(seating, "4"))
    two_pawns = seating.option_button("two_pawns")
    assert seating.players == 4 and not two_pawns.enabled() and two_pawns.caption() == "Off"
    click(app, two_pawns.rect.center)
    assert seating.options["two_pawns"] is True and seating.chosen_options()["two_pawns"] is False
    click(app, button_centre(seating, "2"))
    assert seating.option_button("two_pawns").caption() == "On"
    click(app, button_centre(seating, "4"))
    click(app, button_centre(seating, "Start"), frames=1)
    until_dealt(app)
    scene = app.manager.top
    assert isinstance(scene, GameScene) and not seating.error
    assert scene.state.players == 4 and not scene.state.two_pawns

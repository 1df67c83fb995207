"""The whole move list on a page of its own: opened by a click or tap on the panel's list (at
every text size) or from the pause menu, newest entry in view, scrolled back by the wheel, a
drag, the keys and a controller, closed by Esc, B or Back; it never changes the game."""
from __future__ import annotations

import importlib

import pygame
import pytest

from games.engine import controls, i18n, registry, text, textfit, theme
from games.engine.moves_page import MovesPage
from games.engine.pause import PauseScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maorider import rules as maorider
from games.terra import rules as terra
from tests.conftest import click, key, step, wheel
from tests.terra_maps import EXAMPLE

SIZES = list(theme.TEXT_SCALES)


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")
    controls.set_mode("mouse")


def open_game(make_app, key_: str, state, plies: int, seats=None, **app_options):
    """``key_``'s scene for two people after ``plies`` moves (each the legal move a fixed
    stride along the sorted list), played through the session so the scene replays them."""
    registry.discover()
    info = registry.get(key_)
    app = make_app(**app_options)
    session = Session(info, state, seats or [Seat(), Seat()], {}, seed=5, autosave=False)
    for ply in range(plies):
        if state.is_over():
            break
        moves = sorted(str(m) for m in state.legal_moves())
        session.play(moves[(7 * ply) % len(moves)])
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 2)
    return app, session, scene


def maorider_game(make_app, plies: int = 30, **app_options):
    return open_game(make_app, "maorider", maorider.new_game(), plies, **app_options)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["labyrinth", "maze", "mazing", "terra"])
def test_every_game_s_panel_list_opens_the_page_with_its_newest_entry(make_app, game, size):
    registry.discover()
    rules = importlib.import_module(registry.get(game).rules)
    app, session, scene = open_game(make_app, game, rules.new_game(players=2, seed=3), 24, text_size=size)
    before = (len(session.moves), session.state.to_json())
    rect = scene.move_list_rect()
    assert rect is not None
    click(app, (rect.x + 12, rect.bottom - 8))
    page = app.manager.top
    assert isinstance(page, MovesPage)
    assert page.entries == scene.move_entries() and newest_entry(page) == page.entries[-1]
    assert newest_in_view(page)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene and (len(session.moves), session.state.to_json()) == before


def pad(app, button: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=7))
    step(app, 2)


def labelled(scene, label):
    return next(b for b in scene.buttons.buttons if b.label == label)


def newest_entry(page: MovesPage) -> tuple[int | None, str]:
    """The last entry as the page wrapped it: its seat's badge and its lines joined again."""
    body = page.body
    first = max(k for k, starts in enumerate(body.starts) if starts)
    return body.heads[first], " ".join(body.lines[first:])


def newest_in_view(page: MovesPage) -> bool:
    """The page shows its last line (the newest entry's end) at the bottom of what it shows."""
    body = page.body
    return body.first == body.last_first and body.first + body.shown >= len(body.lines)


@pytest.mark.parametrize("size", SIZES)
def test_a_click_on_the_panels_move_list_opens_the_page_with_the_newest_move_in_view(make_app, size):
    app, session, scene = maorider_game(make_app, text_size=size)
    before = (len(session.moves), session.state.to_json())
    rect = scene.move_list_rect()
    assert rect is not None
    click(app, (rect.x + 12, rect.y + 6))  # the heading "Moves" itself
    page = app.manager.top
    assert isinstance(page, MovesPage)
    assert page.entries == scene.word_lines() and len(page.entries) == 30
    assert page.body.scrolls() and newest_in_view(page)
    assert newest_entry(page) == scene.word_lines()[-1]
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene
    assert (len(session.moves), session.state.to_json()) == before


def test_the_list_scrolls_back_by_keys_wheel_pad_and_drag_and_forward_again(make_app):
    app, session, scene = maorider_game(make_app, text_size="xl")
    rect = scene.move_list_rect()
    click(app, (rect.centerx - 60, rect.bottom - 8))
    page = app.manager.top
    body = page.body
    end = body.last_first
    key(app, pygame.K_UP)
    assert body.first == end - 1
    wheel(app, 2)  # away from you: back into older moves
    assert body.first == end - 3
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert body.first == end - 4
    key(app, pygame.K_PAGEUP)
    assert body.first == max(0, end - 4 - (body.shown - 1))
    key(app, pygame.K_HOME)
    assert body.first == 0
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert body.first == 1
    key(app, pygame.K_END)
    assert body.first == end
    # A finger (or a mouse) drags the lines down to show older ones.
    start = body.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 3 * body.step),
                                         rel=(0, 3 * body.step), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] + 3 * body.step), button=1))
    step(app, 2)
    assert body.first == end - 3
    assert app.manager.top is page  # a drag is no click on Back
    pad(app, pygame.CONTROLLER_BUTTON_B)
    assert app.manager.top is scene and len(session.moves) == 30


def test_the_pause_menu_opens_the_page_and_closing_it_returns_to_the_pause_menu(make_app):
    app, session, scene = maorider_game(make_app, plies=6)
    key(app, pygame.K_ESCAPE)
    pause = app.manager.top
    assert isinstance(pause, PauseScene)
    click(app, labelled(pause, "Moves").rect.center)
    page = app.manager.top
    assert isinstance(page, MovesPage) and page.game is scene
    assert newest_entry(page) == scene.word_lines()[-1] and newest_in_view(page)
    click(app, labelled(page, "Back").rect.center)
    assert app.manager.top is pause
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene and len(session.moves) == 6


def test_the_page_shows_notation_when_the_panel_does(make_app):
    app, session, scene = maorider_game(make_app, plies=8)
    click(app, scene.log_toggle.rect.center)
    assert scene.notation
    scene.open_moves()
    step(app, 2)
    page = app.manager.top
    assert [words for _, words in page.entries] == scene.log_lines()
    assert scene.log_lines()[0] == "1. " + " ".join(session.moves[:2])
    assert all(player is None for player, _ in page.entries)
    # The short lines stand side by side, read left to right, the newest last.
    assert len(page.body.cells[0]) > 1
    assert [cell for row in page.body.cells for cell in row] == scene.log_lines()


def test_a_new_game_s_page_says_there_are_no_moves_yet(make_app):
    app, session, scene = maorider_game(make_app, plies=0)
    scene.open_moves()
    step(app, 2)
    assert app.manager.top.entries == []
    assert "No moves yet" in [d.words for d in drawn(app.manager.top)]


def drawn(scene) -> list:
    surface = pygame.Surface(theme.SCREEN_SIZE)
    with text.recording() as texts:
        scene.draw(surface)
    return list(texts)


def test_terra_s_page_lists_the_game_master_s_reports(make_app):
    app, session, scene = open_game(make_app, "terra", terra.new_game(maze=EXAMPLE, players=2), 8, text_size="xl")
    assert scene.gm_entries
    key(app, pygame.K_ESCAPE)
    click(app, labelled(app.manager.top, "Moves").rect.center)
    page = app.manager.top
    assert isinstance(page, MovesPage)
    assert page.entries == scene.gm_entries and page.game.move_list_title() == "Game master"
    assert newest_entry(page) == scene.gm_entries[-1] and newest_in_view(page)


def test_the_kids_maze_has_no_move_list_to_open(make_app):
    registry.discover()
    info = registry.get("maze-kids")
    app = make_app()
    session = Session.new(info, [Seat(), Seat()], {"length": "long"}, seed=1, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 2)
    assert scene.move_list_rect() is None
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, PauseScene)
    assert "Moves" not in [b.label for b in app.manager.top.buttons.buttons]


def test_the_page_opens_in_the_kiosk_and_writes_nothing(make_app, data_dir):
    app, session, scene = maorider_game(make_app, plies=4, kiosk=True)
    files = sorted(data_dir.rglob("*")) if data_dir.exists() else []
    rect = scene.move_list_rect()
    click(app, (rect.x + 12, rect.bottom - 8))
    assert isinstance(app.manager.top, MovesPage)
    key(app, pygame.K_PAGEUP)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is scene
    assert (sorted(data_dir.rglob("*")) if data_dir.exists() else []) == files


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_a_full_page_and_the_pause_menu_fit_the_screen(make_app, size, lang):
    app, session, scene = maorider_game(make_app, text_size=size)
    i18n.set_language(lang)
    assert textfit.scene_problems(MovesPage(app.ctx, scene)) == []
    pause = PauseScene(app.ctx, scene)
    assert textfit.scene_problems(pause) == []
    screen = pygame.Rect((0, 0), theme.SCREEN_SIZE)
    assert all(screen.contains(b.rect) for b in pause.buttons.buttons)

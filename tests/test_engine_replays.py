"""Replays: a recorded game played back in its own scene reaches the game's very position;
transport keys and buttons; continuing a replay as a new game; replays write nothing."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.engine import controls, history_scene, records, replay, saves, theme
from games.engine.playback import Playback
from tests.conftest import click, key, step
from tests.replay_games import GAMES, played

SPEED = pygame.K_f


def _replay(make_app, record, at=0, **options):
    app = make_app(**options)
    app.ctx.router.replay(record, at)
    app.manager.process_requests()
    scene = app.manager.top
    assert scene.name == "replay"
    return app, scene


def _settle(app, scene, limit=4000):
    for _ in range(limit):
        if not scene.game.anims.busy and not scene.playing:
            return
        step(app)
    raise AssertionError("the replay never came to rest")


@pytest.mark.parametrize("game", GAMES)
def test_stepping_a_replay_reaches_the_games_final_position(make_app, game):
    record, final = played(game, limit=60)
    app, scene = _replay(make_app, record)
    for _ in record.moves:
        key(app, pygame.K_RIGHT, frames=1)
    _settle(app, scene)
    assert scene.at == len(record.moves)
    assert scene.session.state.to_json() == final
    assert scene.game.shown.to_json() == final


@pytest.mark.parametrize("game", ["labyrinth", "terra"])
def test_playing_a_replay_on_the_clock_reaches_the_same_position(make_app, game):
    record, final = played(game, limit=50)
    app, scene = _replay(make_app, record)
    for _ in range(2):
        key(app, SPEED, frames=1)  # 1× → 2× → 4×
    assert scene.speed == 3
    key(app, pygame.K_p)
    assert scene.playing
    _settle(app, scene)
    assert scene.at == len(record.moves) and scene.game.shown.to_json() == final


def test_transport_keys(make_app, data_dir):
    record, _ = played("maorider", limit=40)
    app, scene = _replay(make_app, record, at=10)
    key(app, pygame.K_LEFT)
    assert scene.at == 9
    key(app, pygame.K_e)
    assert scene.at == 10
    key(app, pygame.K_q)
    assert scene.at == 9
    key(app, pygame.K_PAGEDOWN)
    assert scene.at == 19
    key(app, pygame.K_PAGEUP)
    assert scene.at == 9
    key(app, pygame.K_END)
    assert scene.at == 40 and scene.game.shown.to_json() == Playback(record).final.to_json()
    key(app, pygame.K_HOME)
    assert scene.at == 0 and scene.session.moves == []
    key(app, pygame.K_p)
    assert scene.playing
    key(app, pygame.K_p)
    assert not scene.playing
    key(app, pygame.K_ESCAPE)
    assert app.manager.top.name == "history"


def test_controller_buttons_step_and_play(make_app):
    record, _ = played("labyrinth", limit=30)
    app, scene = _replay(make_app, record, at=5)
    for button, at in ((pygame.CONTROLLER_BUTTON_RIGHTSHOULDER, 6), (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, 5)):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button, instance_id=7))
        step(app, 2)
        assert scene.at == at
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_START,
                                         instance_id=7))
    step(app, 2)
    assert scene.playing
    controls.set_mode("mouse")


def test_buttons_slider_and_move_list_jump(make_app):
    record, _ = played("maze", limit=30)
    app, scene = _replay(make_app, record, at=0)
    last, first = scene.transport[4], scene.transport[0]
    click(app, last.rect.center)
    assert scene.at == len(record.moves)
    click(app, first.rect.center)
    assert scene.at == 0
    track = scene.slider.rect
    click(app, (track.centerx, track.centery))
    assert abs(scene.at - len(record.moves) // 2) <= 1
    rect, move = scene.list_cells()[0]
    click(app, rect.center)
    assert scene.at == move + 1 and scene.session.moves == record.moves[:move + 1]
    back, forward = scene.transport[1], scene.transport[3]
    click(app, forward.rect.center)
    assert scene.at == move + 2
    click(app, back.rect.center)
    assert scene.at == move + 1


def test_a_replay_writes_no_save_and_no_record(make_app, data_dir):
    record, _ = played("mazing", limit=40)
    records.write(record)
    app, scene = _replay(make_app, record)
    key(app, pygame.K_p)
    step(app, 300)
    key(app, pygame.K_END)
    assert saves.slots() == []
    assert [r.id for r in records.all_records()[0]] == [record.id]


def test_continue_from_a_chosen_move_starts_a_saved_game(make_app, data_dir):
    record, _ = played("labyrinth", limit=80)
    app, scene = _replay(make_app, record, at=33)
    button = next(b for b in scene.buttons.buttons if b.label == "Continue from here")
    click(app, button.rect.center)
    game = app.manager.top
    assert game.name == "game" and not game.watching
    session = game.session
    assert session.moves == record.moves[:33] and session.autosave
    assert session.state.to_json() == Playback(record).state_at(33).to_json()
    assert [s.computer for s in session.seats] == [s.computer for s in record.seats]
    assert saves.slots() == ["labyrinth"]


def test_no_continue_from_the_end_of_a_finished_game(make_app):
    record, _ = played("maze-kids", limit=400)
    assert record.winners or Playback(record).final.is_over()
    app, scene = _replay(make_app, record, at=len(record.moves))
    button = next(b for b in scene.buttons.buttons if b.label == "Continue from here")
    assert not button.enabled()
    click(app, button.rect.center)
    assert app.manager.top is scene


def test_a_record_whose_moves_break_ends_on_the_menu(make_app):
    record, _ = played("maorider", limit=10)
    broken = dataclasses.replace(record, moves=record.moves[:4] + ["z9z9"])
    app = make_app()
    app.ctx.router.replay(broken)
    app.manager.process_requests()
    assert app.manager.top.name == "menu" and "Could not replay" in app.manager.top.message


def test_a_replay_keeps_no_secrets(make_app):
    """Two people played Mazing with closed hands and Terra without the open map: the replay
    shows the mover's hand and the whole labyrinth, and no hand-over cover."""
    mazing, _ = played("mazing", limit=30, players=2)
    mazing.seats[1].computer = False
    app, scene = _replay(make_app, mazing, at=12)
    assert not scene.session.cover_due() and scene.game.viewer() == scene.game.shown.turn
    terra, _ = played("terra", limit=30, players=2)
    terra.seats[1].computer = False
    app, scene = _replay(make_app, terra, at=12)
    assert scene.game.view() == ("map", None) and scene.game.cover is None


def test_a_replay_calls_the_seats_by_their_recorded_names(make_app):
    """The game's own lines say "Grandma to move", not "White"; a seat recorded by its colour
    alone (an unnamed seat) is called by its colour in the player's language."""
    record, _ = played("maorider", limit=20)
    app, scene = _replay(make_app, record, at=0)
    assert scene.game.status_text() == "Grandma to move"
    key(app, pygame.K_RIGHT)
    _settle(app, scene)
    assert scene.game.status_text() == "Computer to move"
    assert [(s.name, s.player) for s in scene.session.seats] == [("Grandma", "p0"), ("Computer", None)]
    unnamed = dataclasses.replace(record, seats=[dataclasses.replace(record.seats[0], name="White", player=None),
                                                 record.seats[1]])
    app, scene = _replay(make_app, unnamed, at=0, lang="ru")
    assert scene.session.seats[0].name == "" and scene.game.player_name(0) == "Белые"
    assert "White" not in scene.game.status_text()
    assert history_scene.seat_words(unnamed) == "Белые · Computer"


def test_the_move_list_rows_are_touch_targets_that_scroll_and_the_keys_walk_them(make_app):
    record, _ = played("maorider", limit=40)
    app, scene = _replay(make_app, record, at=10)
    cells = scene.list_cells()
    assert len(cells) == replay.LIST_ROWS * replay.LIST_COLS
    assert all(rect.h >= theme.MIN_TARGET and rect.w >= theme.MIN_TARGET for rect, _ in cells)
    assert [move for _, move in cells] == [8, 9, 10, 11]  # the move on show on top, the moves to come below
    # Keys alone: Up from the Play button into the list, up past its top (it scrolls), Enter.
    focused = lambda: scene.focus.current(scene.focus_targets()).key  # noqa: E731
    key(app, pygame.K_UP)
    assert focused()[0] == "move" and focused()[1] in (10, 11)
    for _ in range(3):
        key(app, pygame.K_UP)
    assert focused()[1] in (4, 5) and scene.list_top == 4 and scene.at == 10
    key(app, pygame.K_RETURN)
    assert scene.at == focused()[1] + 1 and scene.session.moves == record.moves[:scene.at]
    # Down walks to the end of the list, then leaves it for the buttons below.
    for _ in range(30):
        key(app, pygame.K_DOWN, frames=1)
    assert scene.list_top == 36 and focused()[0] != "move"
    # The wheel over the list scrolls it; elsewhere it steps a move.
    at = scene.at
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=replay.LIST.center, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    step(app, 2)
    assert scene.list_top == 34 and scene.at == at
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(360, 360), rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    step(app, 2)
    assert scene.at == at + 1


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
def test_a_moves_words_too_long_to_read_on_one_line_keep_their_first_clauses(make_app, size):
    from games.engine import text
    make_app(lang="ru", text_size=size)
    words = ("Mia: Путник Чёрных с e2 на d1 — наконец дома — Путники поменялись местами — "
             "победа обоих")
    shown = replay.readable(words, replay.BOX.w - 32)
    assert shown.startswith("Mia: Путник Чёрных с e2 на d1")
    assert text.line_fits(shown, "small", replay.BOX.w - 32) or shown == "Mia: Путник Чёрных с e2 на d1 …"
    assert shown == words or shown.endswith(" …")
    assert replay.readable("Mia: e2 d1", 400) == "Mia: e2 d1"

"""The history screen: past games newest first, filters, scrolling, and watching one."""
from __future__ import annotations

import dataclasses

import pygame

from games.engine import records
from games.engine.records import SeatRecord
from tests.conftest import click, key, step
from tests.replay_games import recorded


def _history(make_app, count=12):
    base = {game: recorded(game, limit=20) for game in ("labyrinth", "maorider")}
    for i in range(count):
        game = "labyrinth" if i % 3 else "maorider"
        seats = [SeatRecord("Ann" if i % 2 else "Grandma"), SeatRecord("Computer", True, 1)]
        records.write(dataclasses.replace(base[game], seats=seats, started=f"2026-12-{i + 1:02d}T10:00:00",
                                          hinted=i == 4))
    app = make_app()
    menu = app.manager.top
    button = next(b for b in menu.buttons.buttons if b.label == "History")
    click(app, button.rect.center)
    scene = app.manager.top
    assert scene.name == "history"
    return app, scene


def test_history_lists_newest_first_and_filters(make_app):
    app, scene = _history(make_app)
    assert [r.started[:10] for r in scene.shown] == [f"2026-12-{d:02d}" for d in range(12, 0, -1)]
    game, player = scene.buttons.buttons[0], scene.buttons.buttons[1]
    click(app, game.rect.center)
    assert scene.games[scene.game_filter] == "labyrinth"
    assert {r.game for r in scene.shown} == {"labyrinth"} and len(scene.shown) == 8
    click(app, player.rect.center)
    assert scene.players[scene.player_filter] == "Ann"
    assert all(r.seats[0].name == "Ann" and r.game == "labyrinth" for r in scene.shown)
    step(app, 2)


def test_history_scrolls_with_keys_and_watches(make_app):
    app, scene = _history(make_app)
    assert scene.list.count == 12 and scene.list.rows < 12
    scene.focus.key = ("row", 0)
    for _ in range(11):
        key(app, pygame.K_DOWN, frames=1)
    assert scene.focus.key == ("row", 11) and scene.list.top > 0
    key(app, pygame.K_RETURN)
    assert scene.list.picked == 11
    key(app, pygame.K_RETURN)
    replay = app.manager.top
    assert replay.name == "replay" and replay.record.started == "2026-12-01T10:00:00"
    key(app, pygame.K_ESCAPE)
    assert app.manager.top.name == "history"


def test_history_rows_by_mouse_and_export(make_app, data_dir):
    app, scene = _history(make_app, count=3)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, pos=scene.list.rect.center))
    step(app, 2)
    click(app, scene.list.row_rect(1).center)
    assert scene.list.picked == 1
    export = next(b for b in scene.buttons.buttons if b.label == "Export")
    click(app, export.rect.center)
    assert "Exported to" in scene.note and len(list((data_dir / "exports").iterdir())) == 1
    click(app, scene.list.row_rect(1).center)
    assert app.manager.top.name == "replay"


def test_an_empty_history_says_so(make_app):
    app = make_app()
    app.ctx.router.history()
    app.manager.process_requests()
    scene = app.manager.top
    assert scene.shown == [] and scene.picked() is None
    step(app, 2)
    key(app, pygame.K_ESCAPE)
    assert app.manager.top.name == "menu"

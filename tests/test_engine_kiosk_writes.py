"""A kiosk writes nothing a visitor does: a game played to its end and every button a visitor can
reach leave the data folder as it was, and no screen shows a path of the machine."""
from __future__ import annotations

import collections
import importlib
import random
import time
from pathlib import Path

import pytest

from games.engine import text
from games.engine.game_scene import GameScene
from games.engine.storage import LOCK_NAME
from tests.conftest import click, step, until_dealt

PRESSES = 160
"""Presses of the walk over every scene a visitor reaches (least pressed target first)."""


def files(folder: Path) -> dict[str, tuple[int, int]]:
    """Every file under ``folder`` (but the lock) with its size and modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
            for p in folder.rglob("*") if p.is_file() and p.name != LOCK_NAME}


@pytest.fixture
def drawn(monkeypatch):
    """Every string the arcade renders as text."""
    seen: set[str] = set()
    render = text.render

    def recording(line: str, *args, **kwargs):
        seen.add(line)
        return render(line, *args, **kwargs)
    monkeypatch.setattr(text, "render", recording)
    return seen


def targets(app):
    top = app.manager.top
    return top.focus_targets() if top is not None else []


def press(app, wanted, nth: int = 0) -> None:
    """Press (touch) the ``nth`` target whose key holds ``wanted``."""
    found = [t for t in targets(app) if wanted in t.key]
    assert len(found) > nth, f"no {wanted!r} on the {app.manager.top.name} screen"
    click(app, found[nth].centre, frames=3)


def into_the_game(app) -> GameScene:
    """Past the deal and the intro card, to the game scene."""
    until_dealt(app)
    while app.manager.top.name == "intro":
        click(app, (640, 360), frames=3)
    assert isinstance(app.manager.top, GameScene)
    return app.manager.top


def play_to_the_end(app, scene: GameScene) -> None:
    """Two visitors play; their moves come from the game's own computer player."""
    ai = importlib.import_module(scene.session.info.ai)
    deadline = time.monotonic() + 240
    while not (scene.state.is_over() and not scene.anims.busy):
        assert time.monotonic() < deadline, "the game did not end"
        if scene.session.seat_to_move() is not None and not scene.anims.busy:
            scene.submit(ai.choose_move(scene.state, level=1, seed=len(scene.session.moves)))
        step(app)


def walk(app, presses: int, seed: int) -> collections.Counter:
    """Press what the screen offers, the least pressed target first, for ``presses`` presses."""
    rng = random.Random(seed)
    pressed: collections.Counter = collections.Counter()
    for _ in range(presses):
        if app.manager.top.name == "dealing":
            until_dealt(app)
        top = app.manager.top
        offered = [((top.name, t.key), t) for t in targets(app)]
        if not offered:
            click(app, (640, 360), frames=3)
            continue
        fewest = min(pressed[key] for key, _ in offered)
        key, target = rng.choice([(key, t) for key, t in offered if pressed[key] == fewest])
        pressed[key] += 1
        click(app, target.centre, frames=3)
    return pressed


def test_a_kiosk_visitor_can_make_it_write_nothing(make_app, data_dir, drawn):
    app = make_app(kiosk=True, seed=1)
    step(app, 5)
    before = files(data_dir)
    click(app, (640, 360))  # a touch wakes the kiosk
    assert app.manager.top.name == "menu"

    press(app, "maze-kids")
    press(app, "Human", nth=1)  # the second seat: from the computer to a person
    assert not any(seat.computer for seat in app.manager.top.seats[:2])
    press(app, "Game length")
    press(app, "Game length")  # a long deal: dealt at once, before the kiosk's idle timer ends
    assert app.manager.top.options["length"] == "long"
    press(app, "Start")
    play_to_the_end(app, into_the_game(app))
    assert {"New game", "Menu"} <= {t.key[1] for t in targets(app) if t.key[0] == "button"}
    press(app, "Menu")
    assert app.manager.top.name == "menu"

    press(app, "maze")
    press(app, "Start")
    scene = into_the_game(app)
    step(app, 30)
    assert not [b for b in scene.panel_buttons.buttons if b.label == "Save score sheet" and b.visible()]
    assert not [t for t in targets(app) if "Save score sheet" in t.key]

    app.ctx.router.menu()
    app.manager.process_requests()
    wanted = {"menu", "seating", "game", "pause", "help", "settings", "tutorial"}
    scenes: set[str] = set()
    for seed in range(2, 6):  # a random walk may miss a screen: walk on until it has seen each
        scenes |= {key[0] for key in walk(app, PRESSES, seed=seed)}
        if wanted <= scenes:
            break
    assert wanted <= scenes, scenes

    assert files(data_dir) == before, "the kiosk wrote to its data folder"
    assert "Save score sheet" not in drawn
    shown = [line for line in drawn if str(data_dir.parent) in line or str(data_dir.resolve().parent) in line]
    assert not shown, f"a screen showed a path of the machine: {shown}"

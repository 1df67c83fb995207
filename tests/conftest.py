"""Shared fixtures: a headless display, a private data folder, the tiny test game, an app."""
from __future__ import annotations

import argparse
import dataclasses
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from games.engine import i18n, registry  # noqa: E402
from games.engine.clock import FakeClock  # noqa: E402

TINY = registry.GameInfo(
    key="tiny", title="Tiny race", blurb="A test game.", rules="tests.tiny_game.rules",
    scene="tests.tiny_game.scene:TinyScene", ai="tests.tiny_game.ai", min_players=2,
    max_players=3, default_players=2, order=99)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Every test saves into its own folder, never the user's."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADE_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def english_again():
    """A test that switched the language (a monkey may press Settings' language button)
    leaves the words English for the next one."""
    yield
    i18n.set_language("en")


@pytest.fixture
def tiny():
    registry.register(TINY)
    yield TINY
    registry.unregister(TINY.key)


def options(**kw) -> argparse.Namespace:
    from games.engine.cli import parser
    ns = parser().parse_args([])
    ns.headless = True
    ns.strict = True
    for k, v in kw.items():
        setattr(ns, k, v)
    return ns


@pytest.fixture
def only_tiny(monkeypatch):
    """The attract loop over two short tiny games (so a test sees it move on)."""
    games = {"tiny": dataclasses.replace(TINY, demo_seconds=4),
             "tiny2": dataclasses.replace(TINY, key="tiny2", title="Tiny race", demo_seconds=4)}
    monkeypatch.setattr(registry, "_games", games)
    monkeypatch.setattr(registry, "discover", lambda: None)
    monkeypatch.setattr("games.engine.game_scene.Thinker", __import__(
        "games.engine.thinker", fromlist=["InlineThinker"]).InlineThinker)


@pytest.fixture
def make_app():
    """Build a headless App with an injected fake clock; closes them all afterwards."""
    from games.engine.app import App
    apps = []

    def make(first_scene=None, **kw):
        app = App(options(**kw), clock=FakeClock(), first_scene=first_scene)
        apps.append(app)
        return app
    yield make
    for app in apps:
        app.close()


def step(app, frames: int = 1) -> None:
    """Advance the injected clock one frame at a time, running the loop each time."""
    for _ in range(frames):
        app.clock.advance_frames(1)
        app.step()


def until_dealt(app, limit: float = 60.0) -> None:
    """Step until the dealing screen has made way for what the deal leads to (the deal runs
    in a thread, so it may already be done, or take a while on a busy machine)."""
    import time
    deadline = time.monotonic() + limit
    while app.manager.top.name == "dealing" and time.monotonic() < deadline:
        step(app)
        time.sleep(0.001)
    assert app.manager.top.name != "dealing", "the deal never finished"


def click(app, pos, button: int = 1, frames: int = 2) -> None:
    """Post a real press and release at ``pos`` and run the loop."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    step(app, frames)


def wheel(app, y: int = 1, frames: int = 2) -> None:
    """Post a real wheel turn (``y`` > 0: away from you) and run the loop."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))
    step(app, frames)


def key(app, k: int, mod: int = 0, frames: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))
    step(app, frames)

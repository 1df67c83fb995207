"""Fault injection through the real app, headless: every fault ends in a message and a playable
arcade; every other save is kept byte for byte; a bad file is set aside."""
import errno
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from games.engine import atomic, registry, saves, storage
from games.engine.menu import MenuScene
from games.engine.session import Seat, Session
from tests.conftest import TINY, click, key, step, until_dealt

ROOT = Path(__file__).resolve().parents[1]
NESTED = "[" * 100_000


def run_main(data, *args, timeout=120):
    env = {"ARCADE_DATA_DIR": str(data), "PATH": "/usr/bin:/bin", "HOME": str(data.parent),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, "main.py", "--headless", "--frames", "20", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=timeout, env=env)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.glob("*.json")}


def good_saves():
    """Two real saves (Labyrinth and Mazing) that must survive every fault untouched."""
    registry.discover()
    Session.new(registry.get("labyrinth"), [Seat(), Seat()], seed=1)
    Session.new(registry.get("mazing"), [Seat(), Seat()], seed=2)
    return saves.save_dir()


def set_aside(folder: Path, stem: str) -> list[Path]:
    return [p for p in folder.iterdir() if p.name.startswith(f"{stem}.corrupt-")]


def menu_message(app) -> str:
    top = app.manager.top
    assert isinstance(top, MenuScene), top
    return top.message


# ----- settings ------------------------------------------------------------------------------

def test_deeply_nested_settings_start_with_defaults_a_message_and_a_kept_copy(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(NESTED)
    result = run_main(data_dir)
    assert result.returncode == 0, result.stderr
    assert set_aside(data_dir, "settings"), "the damaged settings are kept aside"


def test_a_damaged_settings_file_is_said_on_the_menu(make_app, data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text('{"lang": "ru", "volume": Infinity}')
    app = make_app()
    assert "settings" in menu_message(app).lower()
    assert set_aside(data_dir, "settings")


# ----- saves ---------------------------------------------------------------------------------

def damage(slot: str, change) -> None:
    path = saves.save_path(slot)
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data) if isinstance(data, dict) else data)


@pytest.mark.parametrize("case", ["nested", "seatless", "infinite seed", "huge seed", "unknown option",
                                  "undecodable", "foreign", "a move of another game"])
def test_a_bad_save_is_refused_set_aside_and_the_others_kept(make_app, case):
    folder = good_saves()
    Session.new(registry.get("maze"), [Seat(), Seat()], seed=3)
    path = saves.save_path("maze")
    if case == "nested":
        path.write_text(NESTED)
    elif case == "seatless":
        damage("maze", lambda d: d.update(seats=[]))
    elif case == "infinite seed":
        path.write_text(path.read_text().replace('"_seed": 3', '"_seed": Infinity'))
    elif case == "huge seed":
        damage("maze", lambda d: d["options"].update(_seed=10 ** 400))
    elif case == "unknown option":
        damage("maze", lambda d: d["options"].update(colour="green"))
    elif case == "undecodable":
        path.write_bytes(b"\xff\xfe\x00garbage")
    elif case == "foreign":
        path.write_bytes(saves.save_path("labyrinth").read_bytes())
    elif case == "a move of another game":
        damage("maze", lambda d: d.update(moves=["roll 1-1"]))
    before = {k: v for k, v in snapshot(folder).items() if k != "maze.json"}
    app = make_app(resume="maze")
    assert "could not load" in menu_message(app).lower()
    assert not path.exists() and set_aside(folder, "maze")
    assert {k: v for k, v in snapshot(folder).items() if ".corrupt-" not in k} == before


def test_resume_from_the_command_line_opens_the_saved_game(make_app):
    good_saves()
    app = make_app(resume="labyrinth")
    step(app, 2)
    assert app.manager.top.name == "game" and app.manager.top.session.info.key == "labyrinth"


def test_resume_of_a_game_with_no_save_says_so(make_app):
    registry.discover()
    app = make_app(resume="maorider")
    assert "no saved game" in menu_message(app).lower()


def test_a_resumed_save_keeps_its_own_slot(make_app):
    """The slot is where the file was found, never what the file says."""
    folder = good_saves()
    labyrinth = saves.save_path("labyrinth").read_bytes()
    saves.save_path("maze").write_bytes(labyrinth)
    make_app(resume="maze")
    assert saves.save_path("labyrinth").read_bytes() == labyrinth
    assert set_aside(folder, "maze")


# ----- the data folder -----------------------------------------------------------------------

@pytest.mark.parametrize("where", ["a file", "under a file"])
def test_an_unusable_data_folder_runs_without_saves_and_says_so(tmp_path, where):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    data = blocker if where == "a file" else blocker / "data"
    result = run_main(data, "--game", "labyrinth")
    assert result.returncode == 0, result.stderr
    assert blocker.read_text() == "not a folder"


def test_an_unusable_data_folder_is_a_menu_message(make_app, data_dir, monkeypatch):
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    data_dir.write_text("not a folder")
    app = make_app()
    assert "saving is off" in menu_message(app).lower()
    assert not storage.writable()
    registry.register(TINY)
    try:
        session = Session.new(TINY, [Seat(), Seat()], seed=1)
        session.play(session.state.legal_moves()[0])
    finally:
        registry.unregister(TINY.key)


def test_a_full_disk_mid_game_is_a_message_and_the_game_goes_on(make_app, tiny, monkeypatch):
    app = make_app()
    session = Session.new(tiny, [Seat(), Seat()], seed=1)
    scene = app.ctx.router.game_scene(session)
    app.ctx.switch(scene)
    step(app)

    def full(path, text):
        raise OSError(errno.ENOSPC, "No space left on device")
    monkeypatch.setattr(atomic, "write_text", full)
    assert scene.submit(session.state.legal_moves()[0])
    assert "could not be saved" in scene.error and "space" in scene.error
    assert len(session.moves) == 1
    monkeypatch.undo()
    step(app, 60)
    assert scene.submit(session.state.legal_moves()[0]) and scene.error == ""


def test_a_deal_that_fails_with_any_error_returns_with_a_message(make_app, tiny):
    app = make_app()

    def broken():
        raise OSError(errno.ENOSPC, "No space left on device")
    app.ctx.router.deal(broken)
    app.manager.process_requests()
    until_dealt(app)
    assert "space" in menu_message(app).lower()


def test_a_second_arcade_on_the_same_folder_runs_without_saves(make_app, data_dir):
    holder = subprocess.Popen([sys.executable, "-c", (
        "import fcntl, os, sys, time; os.makedirs(sys.argv[1], exist_ok=True); "
        "f = open(os.path.join(sys.argv[1], 'arcade.lock'), 'a+'); fcntl.flock(f, fcntl.LOCK_EX); "
        "print('locked', flush=True); time.sleep(60)"), str(data_dir)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        app = make_app()
        assert "another arcade" in menu_message(app).lower()
        assert not storage.writable()
    finally:
        holder.kill()
        holder.wait()
        holder.stdout.close()


def test_stale_temporary_files_are_removed_at_start(make_app, data_dir):
    (data_dir / "saves").mkdir(parents=True)
    stale = data_dir / "saves" / "labyrinth.json.abc123.tmp"
    stale.write_text("half a save")
    make_app()
    assert not stale.exists()


def test_a_screenshot_into_a_missing_folder_is_refused_before_the_run(tmp_path):
    result = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "100000",
                             "--screenshot", str(tmp_path / "no" / "such" / "x.png")], cwd=ROOT,
                            capture_output=True, text=True, timeout=60,
                            env={"ARCADE_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"})
    assert result.returncode == 2 and "--screenshot" in result.stderr


# ----- the last line of defence --------------------------------------------------------------

def test_a_scene_that_fails_ends_on_the_menu_with_its_save_kept(make_app, tiny):
    app = make_app(strict=False)
    session = Session.new(tiny, [Seat(), Seat()], seed=1)
    scene = app.ctx.router.game_scene(session)
    app.ctx.switch(scene)
    step(app)

    def broken(surface, state, hidden):
        raise IndexError("a position the board cannot draw")
    scene.draw_board = broken
    scene.invalidate()  # a picture nothing changed is not drawn again: ask for one
    step(app, 2)
    assert "went wrong" in menu_message(app).lower()
    assert set_aside(saves.save_dir(), "tiny")


def test_a_stopped_computer_worker_is_replaced_and_a_fallback_move_played(make_app, tiny):
    from games.engine.thinker import Thinker
    tiny_slow = registry.GameInfo(**{**TINY.__dict__, "think_seconds": 0.1})
    registry.register(tiny_slow)
    app = make_app()
    session = Session.new(tiny_slow, [Seat(computer=True), Seat()], seed=1)
    thinker = Thinker()
    thinker.warm()
    started = time.monotonic() + 20
    while thinker.pid is None and time.monotonic() < started:
        time.sleep(0.01)
    os.kill(thinker.pid, signal.SIGSTOP)
    scene = tiny_slow.scene_class()(app.ctx, session, thinker)
    app.ctx.switch(scene)
    try:
        deadline = time.monotonic() + 20
        while 0 not in session.deciders and time.monotonic() < deadline:
            step(app)
            time.sleep(0.01)
        assert 0 in session.deciders, "a fallback move was played for the computer"
        assert thinker.restarts == 1
    finally:
        thinker.close()


# ----- the kiosk -----------------------------------------------------------------------------

@pytest.fixture
def kiosk_games(monkeypatch):
    import dataclasses
    games = {"tiny": dataclasses.replace(TINY, demo_seconds=4)}
    monkeypatch.setattr(registry, "_games", games)
    monkeypatch.setattr(registry, "discover", lambda: None)
    monkeypatch.setattr("games.engine.game_scene.Thinker", __import__(
        "games.engine.thinker", fromlist=["InlineThinker"]).InlineThinker)


def test_a_kiosk_locks_its_settings_and_saves_none_of_them(make_app, kiosk_games, data_dir):
    app = make_app(kiosk=True)
    settings = app.ctx.settings
    assert settings.fullscreen
    key(app, pygame.K_F11)
    assert settings.fullscreen, "F11 does nothing in a kiosk"
    key(app, pygame.K_m)
    assert settings.muted and not (data_dir / "settings.json").exists()
    app.ctx.router.settings()
    app.manager.process_requests()
    page = app.manager.top
    locked = [b for b in page.buttons.buttons if b.label in ("Language", "Full screen", "Faster animations")]
    assert len(locked) == 3 and not any(b.enabled() for b in locked)


def test_a_kiosk_offers_no_earlier_visitors_games(make_app, kiosk_games):
    Session.new(registry.get("tiny"), [Seat(), Seat()], seed=1)
    app = make_app(kiosk=True)
    step(app, 5)
    click(app, (640, 360))
    menu = app.manager.top
    assert isinstance(menu, MenuScene) and menu.resumable == []
    assert not any(b.label == "Resume" for b in menu.buttons.buttons)


def test_attract_games_run_for_the_attract_seconds(make_app, kiosk_games):
    app = make_app(kiosk=True, attract_seconds=2)
    attract = app.manager.top
    assert attract.seconds(registry.get("tiny")) == 2


def test_the_touch_bar_never_covers_the_game(make_app, kiosk_games):
    from games.engine.kiosk import BAR_H
    app = make_app(kiosk=True)
    attract = app.manager.top
    assert attract.game_rect.bottom <= 720 - BAR_H + 1


def _number_paths(obj, path=()):
    """Every place in a state's JSON that holds a whole number (not a flag)."""
    if isinstance(obj, bool):
        return
    if isinstance(obj, int):
        yield path
    elif isinstance(obj, list):
        for i, item in enumerate(obj[:6]):
            yield from _number_paths(item, path + (i,))
    elif isinstance(obj, dict):
        for name, item in obj.items():
            yield from _number_paths(item, path + (name,))


@pytest.mark.parametrize("game", ["labyrinth", "mazing", "maze", "terra", "maorider"])
def test_a_save_with_numbers_out_of_range_is_refused_or_shown_never_a_crash(make_app, game):
    """Saves that pass the format checks but hold impossible numbers (a huge position, a
    negative count) are refused with a message, or, where the number is possible, shown."""
    import random
    registry.discover()
    info = registry.get(game)
    session = Session.new(info, [Seat(), Seat(computer=True)], seed=3)
    for _ in range(6):
        if session.state.to_move == -1:
            session.roll()
        elif not session.state.is_over():
            session.play(session.state.legal_moves()[0])
    saved = json.loads(saves.save_path(game).read_text())
    state = json.loads(saved["state"])
    paths_ = list(_number_paths(state))
    app = make_app()
    for path in random.Random(game).sample(paths_, min(12, len(paths_))):
        for value in (10 ** 12, -7):
            broken = json.loads(json.dumps(state))
            holder = broken
            for part in path[:-1]:
                holder = holder[part]
            holder[path[-1]] = value
            # No moves to replay: the state itself is all there is to check.
            saves.save_path(game).write_text(json.dumps(dict(saved, state=json.dumps(broken), moves=[],
                                                              initial="")))
            app.ctx.router.resume(game)
            step(app, 2)
            assert app.manager.top.name in ("menu", "game")
            for kept in set_aside(saves.save_dir(), game):
                kept.unlink()

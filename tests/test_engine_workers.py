"""Real arcade processes: their computer-player workers die with them however they die, and
SIGTERM or SIGINT ends them cleanly (exit 0, the game saved) in every mode, the kiosk included."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from games.engine import registry, saves
from games.engine.session import Seat, Session
from games.soak import alive, descendants

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")


def workers(pids: list[int]) -> list[int]:
    found = []
    for pid in pids:
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"games.engine.thinker" in command:
            found.append(pid)
    return found


STARTED: list[subprocess.Popen[bytes]] = []


@pytest.fixture(autouse=True)
def no_arcade_left_running():
    """A test that fails half-way must not leave its arcade (a headless loop at full speed)
    running into the tests after it."""
    yield
    while STARTED:
        arcade = STARTED.pop()
        if arcade.poll() is None:
            arcade.kill()
            arcade.wait()


def start(args: list[str], data_dir: Path, log: Path) -> subprocess.Popen[bytes]:
    env = dict(os.environ, ARCADE_DATA_DIR=str(data_dir))
    with open(log, "wb") as errors:
        arcade = subprocess.Popen([sys.executable, "main.py", "--headless", *args], cwd=ROOT,
                                  env=env, stdout=subprocess.DEVNULL, stderr=errors)
    STARTED.append(arcade)
    return arcade


def wait_for_workers(arcade: subprocess.Popen[bytes], count: int, limit: float = 60.0) -> list[int]:
    """The arcade's whole process tree once ``count`` workers of it run."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        assert arcade.poll() is None, f"the arcade ended early ({arcade.returncode})"
        tree = descendants(arcade.pid)
        if len(workers(tree)) >= count:
            return tree
        time.sleep(0.05)
    raise AssertionError(f"fewer than {count} workers started within {limit:.0f} s")


def assert_all_gone(tree: list[int], within: float = 5.0) -> None:
    deadline = time.monotonic() + within
    while any(alive(pid) for pid in tree) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = [pid for pid in tree if alive(pid)]
    for pid in left:  # do not leave them behind for the next test
        os.kill(pid, signal.SIGKILL)
    assert not left, f"{len(left)} of the arcade's {len(tree)} processes outlived it"


def stop(arcade: subprocess.Popen[bytes], signum: int, within: float) -> int | None:
    arcade.send_signal(signum)
    try:
        return arcade.wait(timeout=within)
    except subprocess.TimeoutExpired:
        arcade.kill()
        arcade.wait()
        return None


# A computer-vs-computer game (one worker), and a person with a computer partner in the Maze
# (the partner's worker and the two hint workers).
GAMES = {"demo": (["--demo", "--game", "labyrinth"], 1), "partner": (["--game", "maze"], 3)}


@pytest.mark.parametrize("signum", [signal.SIGKILL, signal.SIGTERM], ids=["kill", "term"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_process_of_the_arcade_outlives_it(game, signum, data_dir, tmp_path):
    args, count = GAMES[game]
    arcade = start(args, data_dir, tmp_path / "stderr.txt")
    try:
        tree = wait_for_workers(arcade, count)
        code = stop(arcade, signum, within=5.0)
    finally:
        if arcade.poll() is None:
            arcade.kill()
            arcade.wait()
    assert code == (0 if signum == signal.SIGTERM else -signal.SIGKILL), (tmp_path / "stderr.txt").read_text()
    assert_all_gone(tree)


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["term", "int"])
def test_a_kiosk_stops_cleanly_on_a_signal(signum, data_dir, tmp_path):
    arcade = start(["--kiosk"], data_dir, tmp_path / "stderr.txt")
    tree = wait_for_workers(arcade, 1)
    started = time.monotonic()
    code = stop(arcade, signum, within=2.0)
    assert code == 0, f"exit {code} after {time.monotonic() - started:.1f} s: " \
                      f"{(tmp_path / 'stderr.txt').read_text()}"
    assert_all_gone(tree)


def test_a_game_in_progress_stops_cleanly_and_stays_saved(data_dir, tmp_path):
    """A person has moved; the arcade resumes the game, its computer answers (saved), SIGTERM."""
    registry.discover()
    info = registry.get("labyrinth")
    session = Session.new(info, [Seat(), Seat(computer=True, level=0)], seed=3)
    while session.seat_to_move() is None or not session.seat_to_move().computer:
        session.roll() if session.person_rolls() else session.play(session.state.legal_moves()[0])
    made = len(session.moves)
    arcade = start(["--resume", "labyrinth"], data_dir, tmp_path / "stderr.txt")
    try:
        deadline = time.monotonic() + 60
        while len(saves.read("labyrinth").moves) <= made and time.monotonic() < deadline:
            assert arcade.poll() is None, (tmp_path / "stderr.txt").read_text()
            time.sleep(0.05)
        answered = len(saves.read("labyrinth").moves)
        assert answered > made, "the resumed game never moved on"
        tree = descendants(arcade.pid)
        code = stop(arcade, signal.SIGTERM, within=2.0)
    finally:
        if arcade.poll() is None:
            arcade.kill()
            arcade.wait()
    assert code == 0, (tmp_path / "stderr.txt").read_text()
    resumed = Session.resume("labyrinth")
    assert resumed is not None and len(resumed.moves) >= answered
    assert resumed.moves[:made] == session.moves
    assert_all_gone(tree)


# Winnable full deals are vetted in a process pool; kids' short deals are searched in one.
DEALERS = {"winnable": "new_game(seed=seed, winnable=True)",
           "kids-short": "new_game(seed=seed, kids=True, length='short')"}


@pytest.mark.parametrize("deals", sorted(DEALERS))
def test_the_maze_deal_pool_and_its_resource_tracker_die_with_their_process(deals, tmp_path):
    """Maze deals are searched in a process pool (multiprocessing, so a resource tracker too):
    killed mid-deal, the process leaves none of them behind."""
    dealer = f"from games.maze.deals import new_game\nfor seed in range(1000): {DEALERS[deals]}"
    process = subprocess.Popen([sys.executable, "-c", dealer], cwd=ROOT, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        tree: list[int] = []
        while time.monotonic() < deadline:
            tree = descendants(process.pid)
            if len(tree) >= 3:  # the tracker and two vetting workers
                break
            time.sleep(0.05)
        assert len(tree) >= 3, "the deal pool never started"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert_all_gone(tree)

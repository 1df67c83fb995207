"""Crash safety: a game process killed hard in mid-game resumes with every move intact."""
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from games.engine import registry
from games.engine.session import Session

ROOT = Path(__file__).resolve().parents[1]


def kill_mid_game(game: str, seed: int, after: int, data_dir: Path) -> list[str]:
    env = dict(os.environ, ARCADE_DATA_DIR=str(data_dir))
    process = subprocess.Popen([sys.executable, "-m", "tests.crash_probe", game, str(seed)],
                               cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    reported: list[str] = []
    try:
        for line in process.stdout:
            if line.startswith("saved "):
                _, count, move = line.split(maxsplit=2)
                reported.append(move.strip())
                assert int(count) == len(reported)
                if len(reported) >= after:
                    break
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        process.stdout.close()
    assert process.returncode == -signal.SIGKILL
    return reported


@pytest.mark.parametrize("game,after", [("tiny", 12), ("labyrinth", 40)])
def test_sigkill_mid_game_loses_no_move(game, after, data_dir, tiny):
    registry.discover()
    reported = kill_mid_game(game, 5, after, data_dir)
    assert len(reported) == after
    resumed = Session.resume(game)
    assert resumed is not None
    assert resumed.moves[:len(reported)] == reported
    assert not resumed.state.is_over()

"""The command line: headless runs with a screenshot, clear errors for bad options."""
import subprocess
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]


def run(*args, tmp_path):
    env = {"ARCADE_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env)


def test_headless_run_writes_a_screenshot_of_the_menu(tmp_path):
    shot = tmp_path / "out.png"
    result = run("--headless", "--frames", "20", "--screenshot", str(shot), tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1280, 20) for y in range(0, 720, 20)}
    assert len(colours) > 3


def test_bad_player_count_is_a_clear_error(tmp_path):
    result = run("--players", "zero", tmp_path=tmp_path)
    assert result.returncode == 2 and "expected a whole number" in result.stderr


def test_unknown_game_names_the_known_ones(tmp_path):
    result = run("--game", "snakes", tmp_path=tmp_path)
    assert result.returncode == 2 and "unknown game 'snakes'" in result.stderr


def test_unknown_option_and_language(tmp_path):
    assert run("--frobnicate", tmp_path=tmp_path).returncode == 2
    result = run("--lang", "fr", tmp_path=tmp_path)
    assert result.returncode == 2 and "invalid choice" in result.stderr


def test_screenshot_needs_frames(tmp_path):
    result = run("--headless", "--screenshot", "x.png", tmp_path=tmp_path)
    assert result.returncode == 2 and "--frames" in result.stderr


def test_a_malformed_maze_file_names_line_and_column(tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("+-+-+\n|x  |\n+-+-+\n", encoding="utf-8")
    result = run("--maze", str(bad), tmp_path=tmp_path)
    assert result.returncode == 2
    assert "line" in result.stderr and "column" in result.stderr


def test_a_good_maze_file_starts_terra(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text("+-+-+ +\n|O .|A|\n+ + + +\n|. . O|\n+-+-+ +\n|> > M|\n+-+-+-+\n"
                    "holes: a3 c2\ntreasure: b2\n", encoding="utf-8")
    shot = tmp_path / "terra.png"
    result = run("--maze", str(good), "--headless", "--frames", "30", "--screenshot", str(shot),
                 tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert shot.exists()


def test_a_player_count_the_game_does_not_take_is_refused(tmp_path):
    result = run("--game", "labyrinth", "--players", "7", tmp_path=tmp_path)
    assert result.returncode == 2 and "takes 2-4 players" in result.stderr


def test_a_game_for_exactly_two_says_two_not_a_range(tmp_path):
    result = run("--game", "maorider", "--players", "3", tmp_path=tmp_path)
    assert result.returncode == 2 and "takes 2 players" in result.stderr

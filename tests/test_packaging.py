"""The arcade as a package: pyproject.toml agrees with the checkout, and a wheel built from it
installs into a fresh venv whose ``board-game-arcade`` shows the same menu as ``python main.py``,
from another folder (so nothing is found relative to the working directory)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def _requirements() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, version = line.split("==")
            pins[name.strip().lower()] = version.strip()
    return pins


def _floors(specs: list[str]) -> dict[str, str]:
    floors = {}
    for spec in specs:
        name, version = spec.split(">=")
        floors[name.strip().lower()] = version.strip()
    return floors


def test_every_games_package_is_listed():
    on_disk = {".".join(init.parent.relative_to(ROOT).parts) for init in (ROOT / "games").rglob("__init__.py")}
    listed = {name for name in SETUPTOOLS["packages"] if not name.startswith("games.assets.")}
    assert on_disk == listed, "pyproject.toml [tool.setuptools] packages must list every games/ package"


def test_assets_map_to_the_folders_the_arcade_reads():
    from games.engine import paths
    mapped = {ROOT / folder for folder in SETUPTOOLS["package-dir"].values()}
    assert mapped == {paths.FONTS, paths.LOCALE, paths.SPRITES, paths.SOUNDS}


def test_dependencies_follow_requirements_txt():
    """Every pin of requirements.txt is the floor of a runtime or a developer dependency, and
    only pygame-ce is needed to play."""
    runtime = _floors(PYPROJECT["project"]["dependencies"])
    dev = _floors(PYPROJECT["project"]["optional-dependencies"]["dev"])
    assert set(runtime) == {"pygame-ce"}
    assert {**runtime, **dev} == _requirements()


def _copy_sources(to: Path) -> Path:
    """The files a build reads, copied so that building leaves nothing in the checkout."""
    source = to / "source"
    shipped = [file for files in SETUPTOOLS["data-files"].values() for file in files]
    folders = {"games", *SETUPTOOLS["package-dir"].values(), *(Path(file).parts[0] for file in shipped)}
    for name in folders:
        shutil.copytree(ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    return source


def _screenshot(command: list[str], cwd: Path, shot: Path, *extra: str) -> pygame.Surface:
    env = {**os.environ, "ARCADE_DATA_DIR": str(shot.parent / f"data-{shot.stem}"), "HOME": str(cwd),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYTHONPATH": ""}
    result = subprocess.run([*command, "--headless", "--frames", "30", "--screenshot", str(shot), *extra],
                            cwd=cwd, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return pygame.image.load(str(shot))


def test_the_wheel_installs_and_shows_the_menu_from_anywhere(tmp_path):
    wheels = tmp_path / "wheels"
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                            str(_copy_sources(tmp_path))], capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    wheel, = wheels.glob("board_game_arcade-*.whl")
    venv = tmp_path / "venv"
    # The venv sees this Python's packages, so pygame-ce (and pip itself) need no download.
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    installed = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-index", str(wheel)],
                               capture_output=True, text=True, timeout=300)
    assert installed.returncode == 0, installed.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    where = subprocess.run([str(python), "-c", "import games; print(games.__file__)"], cwd=elsewhere,
                           capture_output=True, text=True, check=True).stdout
    assert Path(where).is_relative_to(venv), where
    for folder, files in SETUPTOOLS["data-files"].items():
        for file in files:
            assert (venv / folder / Path(file).name).is_file(), f"{file} is not installed in {folder}"
    for lang in ("en", "ru"):
        theirs = _screenshot([str(venv / "bin" / "board-game-arcade")], elsewhere, tmp_path / f"wheel-{lang}.png",
                             "--lang", lang)
        ours = _screenshot([sys.executable, "main.py"], ROOT, tmp_path / f"checkout-{lang}.png", "--lang", lang)
        assert theirs.get_size() == ours.get_size() == (1280, 720)
        assert pygame.image.tobytes(theirs, "RGB") == pygame.image.tobytes(ours, "RGB"), lang


def test_python_dash_m_games_is_main_py(tmp_path):
    by_module = _screenshot([sys.executable, "-m", "games"], ROOT, tmp_path / "module.png")
    by_script = _screenshot([sys.executable, "main.py"], ROOT, tmp_path / "script.png")
    assert pygame.image.tobytes(by_module, "RGB") == pygame.image.tobytes(by_script, "RGB")

"""The arcade on a desktop: the menu entry and the AppStream description pass the freedesktop.org
validators, agree with pyproject.toml, and the icons are what the art script draws."""
from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from games.engine import artgen, paths

ROOT = Path(__file__).resolve().parents[1]
APP_ID = "io.github.board_game_arcade.BoardGameArcade"
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]


def _validator(tool: str, package: str) -> str:
    found = shutil.which(tool)
    if not found:
        pytest.skip(f"{tool} is not installed (Debian package {package}; .ci/run installs it where apt can)")
    return found


def test_the_desktop_entry_is_valid():
    result = subprocess.run([_validator("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_metainfo_is_valid():
    """Strict: warnings fail too. Offline, so the screenshots' addresses are not fetched."""
    result = subprocess.run([_validator("appstreamcli", "appstream"), "validate", "--no-net", "--strict",
                             str(METAINFO)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_desktop_entry_starts_the_installed_arcade():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    desktop = entry["Desktop Entry"]
    assert desktop["Exec"].split()[0] in PROJECT["gui-scripts"]
    assert desktop["Icon"] == artgen.ICON_NAME
    # SDL names the window's class after the command, so the desktop matches the window to this entry.
    assert desktop["StartupWMClass"] in PROJECT["gui-scripts"]


def test_the_metainfo_agrees_with_the_package():
    component = ET.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert component.findtext("provides/binary") in PROJECT["gui-scripts"]
    assert component.find("releases/release").get("version") == PROJECT["version"]
    images = [image.text for image in component.iter("image")]
    assert images
    for address in images:
        assert (paths.SPRITES / "readme" / address.rpartition("/")[2]).is_file(), address


def test_the_icons_are_what_the_art_script_draws():
    """``python -m games.engine.artgen`` redraws them; the SVG, as SDL_image renders it, is the
    256 px drawing but for the anti-aliased edges."""
    drawn = artgen.desktop_icon_paths()
    assert drawn["scalable"].read_text(encoding="utf-8") == artgen.icon_svg()
    for size in artgen.DESKTOP_SIZES:
        committed = pygame.image.load(str(drawn[f"{size}x{size}"]))
        assert pygame.image.tobytes(committed, "RGBA") == pygame.image.tobytes(artgen.icon(size), "RGBA"), size
    window = pygame.image.load(str(paths.SPRITES / "icon.png"))
    assert pygame.image.tobytes(window, "RGBA") == pygame.image.tobytes(artgen.icon(), "RGBA")
    try:
        vector = pygame.image.load(str(drawn["scalable"]))
    except pygame.error:
        pytest.skip("this SDL_image cannot read SVG")
    raster = artgen.icon(artgen.SVG_SIZE)
    assert vector.get_size() == raster.get_size()
    far = sum(1 for x in range(0, artgen.SVG_SIZE, 2) for y in range(0, artgen.SVG_SIZE, 2)
              if max(abs(a - b) for a, b in zip(vector.get_at((x, y)), raster.get_at((x, y)))) > 60)
    assert far < 0.02 * (artgen.SVG_SIZE // 2) ** 2

"""Where the arcade's files are: its shipped assets, and the user's data (XDG folders, overridable
for tests).

The assets (fonts, locale, sprites, sounds) lie at the top of a checkout, beside ``games/``; an
installed wheel carries them inside the package as ``games/assets/<folder>`` (pyproject.toml maps
them there), so the arcade finds them from any working directory either way."""
from __future__ import annotations

import os
from pathlib import Path

APP_DIR = "board-game-arcade"
REPO_ROOT = Path(__file__).resolve().parents[2]
_INSTALLED_ASSETS = Path(__file__).resolve().parents[1] / "assets"
ASSETS = _INSTALLED_ASSETS if _INSTALLED_ASSETS.is_dir() else REPO_ROOT
"""The folder holding fonts/, locale/, sprites/ and sounds/: the wheel's, else the checkout's."""
FONTS = ASSETS / "fonts"
LOCALE = ASSETS / "locale"
SPRITES = ASSETS / "sprites"
SOUNDS = ASSETS / "sounds"


def data_dir() -> Path:
    """``$ARCADE_DATA_DIR``, else ``$XDG_DATA_HOME/board-game-arcade`` (created on demand)."""
    explicit = os.environ.get("ARCADE_DATA_DIR")
    if explicit:
        path = Path(explicit)
    else:
        base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
        path = Path(base) / APP_DIR
    path.mkdir(parents=True, exist_ok=True)
    return path

"""Where the arcade keeps the user's data: XDG folders, overridable for tests."""
from __future__ import annotations

import os
from pathlib import Path

APP_DIR = "board-game-arcade"
REPO_ROOT = Path(__file__).resolve().parents[2]
SPRITES = REPO_ROOT / "sprites"
SOUNDS = REPO_ROOT / "sounds"


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

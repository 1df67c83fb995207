"""The player's preferences, kept as JSON in the data folder."""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from games.engine import atomic, paths
from games.engine.i18n import LANGUAGES


@dataclasses.dataclass
class Settings:
    """Language, sound and screen preferences; saved whenever they change."""

    lang: str = "en"
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    faster: bool = False

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """The saved settings; defaults where the file is missing or damaged."""
        path = path or paths.data_dir() / "settings.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        settings = cls()
        if not isinstance(data, dict):
            return settings
        if data.get("lang") in LANGUAGES:
            settings.lang = data["lang"]
        if isinstance(data.get("volume"), (int, float)) and not isinstance(data["volume"], bool):
            settings.volume = min(1.0, max(0.0, float(data["volume"])))
        for flag in ("muted", "fullscreen", "faster"):
            if isinstance(data.get(flag), bool):
                setattr(settings, flag, data[flag])
        return settings

    def save(self, path: Path | None = None) -> None:
        path = path or paths.data_dir() / "settings.json"
        atomic.write_text(path, json.dumps(dataclasses.asdict(self), indent=1))

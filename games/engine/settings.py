"""The player's preferences, kept as JSON in the data folder.

The file carries a version (:data:`UPGRADES`); version 0 is an earlier build's file with no
version field and otherwise the same fields. A field added since (``text_size``) has a default
and is read only when valid, so older files load unchanged, and an older build reading a newer
file passes over the field it does not know: no new version is needed for it.
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from typing import Any

from games.engine import atomic, jsonfile, paths, storage, versions
from games.engine.i18n import LANGUAGES

SAVED_FIELDS = ("lang", "volume", "muted", "fullscreen", "faster", "seen", "text_size")
SETTINGS_VERSION = 1
TEXT_SIZES = ("normal", "large", "xl")
"""The text sizes a file may name (their scales are the screen's business: theme.TEXT_SCALES)."""


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 differs only in having no version field."""
    return data


UPGRADES: dict[int, versions.Upgrade] = {0: _v0_to_v1}


@dataclasses.dataclass
class Settings:
    """Language, sound, screen and text-size preferences; saved whenever they change.

    ``persist`` is False in the kiosk: a kiosk's changes are never written for normal use.
    ``problem`` says why the saved file could not be used (it was kept aside), once.
    """

    lang: str = "en"
    volume: float = 0.7
    muted: bool = False
    fullscreen: bool = False
    faster: bool = False
    seen: list[str] = dataclasses.field(default_factory=list)
    """Games whose intro card has been shown."""
    text_size: str = "normal"
    """How large text and touch targets are: one of :data:`TEXT_SIZES`."""
    persist: bool = dataclasses.field(default=True, compare=False)
    problem: str = dataclasses.field(default="", compare=False)

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """The saved settings; defaults where the file is missing, defaults and a kept copy
        (``settings.corrupt-<time>.json``) where it is damaged."""
        settings = cls()
        if not storage.writable():
            return settings
        try:
            path = path or paths.data_dir() / "settings.json"
            data = jsonfile.read(path, max_bytes=64 * 1024)
        except FileNotFoundError:
            return settings
        except OSError:
            return settings
        except jsonfile.BadJSON as exc:
            settings.problem = cls._set_aside(path, str(exc))
            return settings
        if not isinstance(data, dict):
            settings.problem = cls._set_aside(path, f"{path} does not hold settings")
            return settings
        try:
            data = versions.upgrade(data, SETTINGS_VERSION, UPGRADES, str(path))
        except versions.VersionError as exc:
            settings.problem = cls._set_aside(path, str(exc))
            return settings
        if data.get("lang") in LANGUAGES:
            settings.lang = data["lang"]
        volume = data.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool):
            settings.volume = min(1.0, max(0.0, float(volume)))
        for flag in ("muted", "fullscreen", "faster"):
            if isinstance(data.get(flag), bool):
                setattr(settings, flag, data[flag])
        if data.get("text_size") in TEXT_SIZES:
            settings.text_size = data["text_size"]
        seen = data.get("seen")
        if isinstance(seen, list):
            settings.seen = [k for k in seen if isinstance(k, str)][:64]
        return settings

    @staticmethod
    def _set_aside(path: Path, why: str) -> str:
        try:
            kept = storage.aside_name(path)
            path.replace(kept)
        except OSError:
            return f"{why}; the defaults are used"
        return f"{why}; the defaults are used and the file was kept as {kept.name}"

    def save(self, path: Path | None = None) -> None:
        """Write the preferences (not in the kiosk, not without a usable data folder)."""
        if not self.persist or not storage.keeps():
            return
        try:
            path = path or paths.data_dir() / "settings.json"
            atomic.write_text(path, json.dumps(
                {"version": SETTINGS_VERSION, **{k: getattr(self, k) for k in SAVED_FIELDS}}, indent=1))
        except OSError as exc:
            self.problem = f"the settings could not be saved ({exc.strerror or exc})"

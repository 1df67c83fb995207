"""Autosaves: one file per game, rewritten atomically after every move.

A save holds the game's key, its options, the seats and the rules state's JSON. A file that
cannot be read is never deleted: it is renamed aside and the player is told where it went.
"""
from __future__ import annotations

import dataclasses
import json
import time
from pathlib import Path
from typing import Any

from games.engine import atomic, paths

SAVE_VERSION = 1


class SaveError(ValueError):
    """A save file that cannot be used; the message says which file and why."""


@dataclasses.dataclass
class SavedGame:
    """Everything needed to put a game back on the table exactly as it was."""

    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    state: str
    moves: list[str] = dataclasses.field(default_factory=list)
    initial: str = ""

    def to_json(self) -> str:
        return json.dumps({"version": SAVE_VERSION, **dataclasses.asdict(self)}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, where: str = "save") -> "SavedGame":
        try:
            data = json.loads(text)
        except ValueError as exc:
            raise SaveError(f"{where} is not valid JSON ({exc})") from None
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise SaveError(f"{where} is not a version {SAVE_VERSION} save")
        kinds = {"game": str, "options": dict, "seats": list, "state": str, "moves": list}
        for key, kind in kinds.items():
            if not isinstance(data.get(key), kind):
                raise SaveError(f"{where}: field {key!r} is missing or has the wrong type")
        initial = data.get("initial", "")
        if not isinstance(initial, str):
            raise SaveError(f"{where}: field 'initial' has the wrong type")
        return cls(**{key: data[key] for key in kinds}, initial=initial)


def save_dir() -> Path:
    path = paths.data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def save_path(slot: str) -> Path:
    return save_dir() / f"{slot}.json"


def write(slot: str, saved: SavedGame) -> Path:
    """Atomically store ``saved`` in ``slot``."""
    path = save_path(slot)
    atomic.write_text(path, saved.to_json())
    return path


def read(slot: str) -> SavedGame | None:
    """The game in ``slot``, None when there is none; :class:`SaveError` when damaged.

    A damaged file is moved aside to ``<slot>.corrupt-<time>.json`` so nothing is lost.
    """
    path = save_path(slot)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path} cannot be read ({exc})") from None
    try:
        return SavedGame.from_json(text, str(path))
    except SaveError as exc:
        kept = set_aside(slot)
        raise SaveError(f"{exc}; the file was kept as {kept}") from None


def set_aside(slot: str) -> Path:
    """Rename a damaged save out of the way and return its new path."""
    path = save_path(slot)
    kept = path.with_name(f"{slot}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}.json")
    n = 1
    while kept.exists():
        kept = path.with_name(f"{slot}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{n}.json")
        n += 1
    if path.exists():
        path.replace(kept)
    return kept


def delete(slot: str) -> None:
    """Forget a finished game's autosave."""
    save_path(slot).unlink(missing_ok=True)


def slots() -> list[str]:
    """The slots that hold a save, newest first."""
    files = sorted(save_dir().glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    return [p.stem for p in files if ".corrupt-" not in p.name]

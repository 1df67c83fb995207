"""Autosaves: one file per game, rewritten atomically after every move.

A save holds the game's key, its options, the seats and the rules state's JSON. A file that
cannot be read is never deleted: it is renamed aside and the player is told where it went.
Reading is bounded (:mod:`jsonfile`); when the data folder cannot be used (:mod:`storage`)
nothing is written and there is nothing to resume.
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from games.engine import atomic, jsonfile, paths, storage

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
        # The fields as they are: asdict would deep-copy the move list first (1-2 ms late in a
        # game, on the frame that plays the move), and json.dumps does not need a copy.
        fields = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        return json.dumps({"version": SAVE_VERSION, **fields}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, where: str = "save") -> "SavedGame":
        try:
            data = jsonfile.loads(text, where)
        except jsonfile.BadJSON as exc:
            raise SaveError(str(exc)) from None
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise SaveError(f"{where} is not a version {SAVE_VERSION} save")
        kinds = {"game": str, "options": dict, "seats": list, "state": str, "moves": list}
        for key, kind in kinds.items():
            if not isinstance(data.get(key), kind):
                raise SaveError(f"{where}: field {key!r} is missing or has the wrong type")
        initial = data.get("initial", "")
        if not isinstance(initial, str):
            raise SaveError(f"{where}: field 'initial' has the wrong type")
        if not all(isinstance(m, str) for m in data["moves"]):
            raise SaveError(f"{where}: a move is not text")
        if not all(isinstance(s, dict) for s in data["seats"]):
            raise SaveError(f"{where}: a seat is not a record")
        return cls(**{key: data[key] for key in kinds}, initial=initial)


def save_dir() -> Path:
    path = paths.data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def save_path(slot: str) -> Path:
    return save_dir() / f"{slot}.json"


def write(slot: str, saved: SavedGame) -> Path | None:
    """Atomically store ``saved`` in ``slot`` (None when the arcade runs without saves).

    OSError (a full disk, a folder gone) reaches the caller, which tells the player."""
    if not storage.keeps():
        return None
    path = save_path(slot)
    atomic.write_text(path, saved.to_json())
    return path


def read(slot: str) -> SavedGame | None:
    """The game in ``slot``, None when there is none; :class:`SaveError` when damaged.

    A damaged file is moved aside to ``<slot>.corrupt-<time>.json`` so nothing is lost.
    """
    if not storage.writable():
        return None
    try:
        path = save_path(slot)
        text = jsonfile.read_text(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise SaveError(f"the saves folder cannot be read ({exc.strerror or exc})") from None
    except jsonfile.BadJSON as exc:
        kept = set_aside(slot)
        raise SaveError(f"{exc}; the file was kept as {kept}") from None
    try:
        return SavedGame.from_json(text, str(path))
    except SaveError as exc:
        kept = set_aside(slot)
        raise SaveError(f"{exc}; the file was kept as {kept}") from None


def set_aside(slot: str) -> Path:
    """Rename a damaged save out of the way and return its new path."""
    path = save_path(slot)
    kept = storage.aside_name(path)
    if path.exists():
        path.replace(kept)
    return kept


def delete(slot: str) -> None:
    """Forget a finished game's autosave."""
    if storage.keeps():
        save_path(slot).unlink(missing_ok=True)


def slots() -> list[str]:
    """The slots that hold a save, newest first (none when the folder cannot be used)."""
    if not storage.writable():
        return []
    try:
        files = [(p.stat().st_mtime, p) for p in save_dir().glob("*.json") if p.is_file()]
    except OSError:
        return []
    return [p.stem for _, p in sorted(files, reverse=True) if "." not in p.stem]

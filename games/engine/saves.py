"""Autosaves: one file per game, rewritten atomically after every move.

A save holds the game's key, its options, the seats and the rules state's JSON. A file that
cannot be read is never deleted: it is renamed aside and the player is told where it went.
Reading is bounded (:mod:`jsonfile`); when the data folder cannot be used (:mod:`storage`)
nothing is written and there is nothing to resume.

A save of an older version is upgraded step by step (:data:`UPGRADES`, :mod:`versions`):

- version 0 (no ``"version"`` field; an earlier build's): ``game``, ``options`` (with
  ``_seed``), ``state`` and ``seats`` as ``{"computer": bool}`` only: computers played at the
  game's default level, and neither the moves nor the initial position were kept;
- version 1: seats carry their level as an index into the game's level list, and the save
  keeps ``moves`` and ``initial``;
- version 2 (now): a seat's level by its name (levels are added to the lists, which shifts
  indices), the seat's ``name`` and ``player`` (a named player's id), and the game's
  ``started`` time, ``frames`` on screen so far and whether a hint was shown (``hinted``).
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from games.engine import atomic, jsonfile, paths, storage, versions

SAVE_VERSION = 2

LEVELS_V1 = {
    "labyrinth": ("easiest", "easy", "normal", "hard"),
    "maze": ("easy", "normal"),
    "maze-kids": ("easy", "normal"),
    "mazing": ("easy", "normal"),
    "terra": ("easy", "normal"),
    "maorider": ("beginner", "easy", "normal", "hard", "master"),
}
"""Each game's computer levels as they stood at save version 1, frozen: a version 1 save's
level index means the level of this list, whatever the lists say today."""


def _default_level_v1(game: str) -> int:
    """The level a version 0 computer played at: the default of version 1 ("normal")."""
    levels = LEVELS_V1.get(game, ())
    return levels.index("normal") if "normal" in levels else len(levels) // 2


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Levels for the seats (the default one), an empty move list and no initial position."""
    level = _default_level_v1(data.get("game", ""))
    data["seats"] = [dict(seat, level=seat.get("level", level)) for seat in data["seats"]]
    data.setdefault("moves", [])
    data.setdefault("initial", "")
    return data


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Levels by name through the frozen version 1 lists (a game the table does not know had
    no version 1 saves: its indices stay, read against today's list); no names yet."""
    levels = LEVELS_V1.get(data.get("game", ""))
    seats = []
    for seat in data["seats"]:
        level = seat.get("level", 0)
        if levels is not None and isinstance(level, int) and 0 <= level < len(levels):
            level = levels[level]
        seats.append(dict(seat, level=level, name="", player=None))
    data["seats"] = seats
    return data


UPGRADES: dict[int, versions.Upgrade] = {0: _v0_to_v1, 1: _v1_to_v2}


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
    started: str = ""
    """When the game began (ISO 8601 local time), for its record."""
    frames: int = 0
    """Frames the game has been on screen so far."""
    hinted: bool = False
    """A hint was shown."""

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
        if not isinstance(data, dict):
            raise SaveError(f"{where} is not a save")
        if not isinstance(data.get("seats"), list) or not all(isinstance(s, dict) for s in data["seats"]):
            raise SaveError(f"{where}: a seat is not a record")
        try:
            data = versions.upgrade(data, SAVE_VERSION, UPGRADES, where)
        except versions.VersionError as exc:
            raise SaveError(str(exc)) from None
        kinds = {"game": str, "options": dict, "seats": list, "state": str, "moves": list}
        for key, kind in kinds.items():
            if not isinstance(data.get(key), kind):
                raise SaveError(f"{where}: field {key!r} is missing or has the wrong type")
        extras: dict[str, tuple[type, Any]] = {"initial": (str, ""), "started": (str, ""),
                                               "frames": (int, 0), "hinted": (bool, False)}
        found = {key: data.get(key, default) for key, (_, default) in extras.items()}
        for key, (kind, _) in extras.items():
            if not isinstance(found[key], kind) or (kind is int and isinstance(found[key], bool)):
                raise SaveError(f"{where}: field {key!r} has the wrong type")
        if not all(isinstance(m, str) for m in data["moves"]):
            raise SaveError(f"{where}: a move is not text")
        return cls(**{key: data[key] for key in kinds}, **found)


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

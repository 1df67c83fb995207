"""Records of finished games: who sat where, every move, and how it ended.

One JSON file per finished game under ``<data folder>/records/``, written atomically. A record
holds enough to replay the game exactly through its rules model (the initial state's JSON and
the move list in the game's notation) and to count statistics (the seats' names and kinds, the
winners). Demos, kiosk games and lessons are never recorded; the caller decides, and nothing is
written where the data folder does not keep files (:func:`storage.keeps`).

A file that cannot be read is set aside (``<id>.corrupt-<time>.json``) and skipped, never
deleted. A record of an older version is upgraded (:data:`UPGRADES`): version 0 is a record
with no ``"version"`` field and otherwise the shape of version 1.
"""
from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

from games.engine import atomic, jsonfile, paths, storage, versions

RECORD_VERSION = 1


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 differs only in having no version field."""
    return data


UPGRADES: dict[int, versions.Upgrade] = {0: _v0_to_v1}


class RecordError(ValueError):
    """A record that cannot be used; the message says which one and why."""


@dataclasses.dataclass
class SeatRecord:
    """One chair of a finished game: the name shown, a person or a computer level.

    ``player`` is the id of a named player from the players list (None for an unnamed seat
    or a computer)."""

    name: str
    computer: bool = False
    level: int = 0
    player: str | None = None
    level_name: str = ""
    """A computer's level by name ("normal"): indices move when levels are added."""


@dataclasses.dataclass
class GameRecord:
    """A finished game, replayable: ``initial`` is the rules state's JSON before the first
    move and ``moves`` every move after it in the game's notation (chance moves included)."""

    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatRecord]
    initial: str
    moves: list[str]
    winners: list[int]
    started: str
    """When the game began, ISO 8601 local time to the second."""
    seconds: int = 0
    """How long it was played (wall clock while the game was on screen)."""
    hinted: bool = False
    """A hint was shown during the game."""
    id: str = ""
    """The file stem; given by :func:`write` when empty."""

    @property
    def plies(self) -> int:
        return len(self.moves)

    def to_json(self) -> str:
        data = dataclasses.asdict(self)
        return json.dumps({"version": RECORD_VERSION, **data}, ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str, where: str = "record") -> "GameRecord":
        try:
            data = jsonfile.loads(text, where)
        except jsonfile.BadJSON as exc:
            raise RecordError(str(exc)) from None
        if not isinstance(data, dict):
            raise RecordError(f"{where} is not a game record")
        try:
            data = versions.upgrade(data, RECORD_VERSION, UPGRADES, where)
        except versions.VersionError as exc:
            raise RecordError(str(exc)) from None
        kinds: dict[str, type | tuple[type, ...]] = {
            "game": str, "options": dict, "seed": int, "seats": list, "initial": str,
            "moves": list, "winners": list, "started": str, "seconds": int, "hinted": bool,
            "id": str}
        for key, kind in kinds.items():
            if not isinstance(data.get(key), kind):
                raise RecordError(f"{where}: field {key!r} is missing or has the wrong type")
        if not all(isinstance(m, str) for m in data["moves"]):
            raise RecordError(f"{where}: a move is not text")
        if not all(isinstance(w, int) and not isinstance(w, bool) for w in data["winners"]):
            raise RecordError(f"{where}: a winner is not a seat number")
        seats = []
        for seat in data["seats"]:
            if not (isinstance(seat, dict) and isinstance(seat.get("name"), str)
                    and isinstance(seat.get("computer", False), bool)
                    and isinstance(seat.get("level", 0), int)
                    and isinstance(seat.get("player"), (str, type(None)))
                    and isinstance(seat.get("level_name", ""), str)):
                raise RecordError(f"{where}: a seat is not a name with a kind")
            seats.append(SeatRecord(seat["name"], seat.get("computer", False),
                                    seat.get("level", 0), seat.get("player"), seat.get("level_name", "")))
        return cls(**{key: data[key] for key in kinds if key != "seats"}, seats=seats)


def record_dir() -> Path:
    path = paths.data_dir() / "records"
    path.mkdir(parents=True, exist_ok=True)
    return path


def write(record: GameRecord) -> Path | None:
    """Atomically store ``record`` (None when the arcade keeps no files). Gives the record its
    id from its start time when it has none. OSError reaches the caller, which tells the
    player."""
    if not storage.keeps():
        return None
    folder = record_dir()
    if not record.id:
        stem = record.started.replace(":", "").replace("-", "").replace("T", "-") or "game"
        stem = f"{stem}-{record.game}"
        candidate, n = stem, 1
        while (folder / f"{candidate}.json").exists():
            n += 1
            candidate = f"{stem}-{n}"
        record.id = candidate
    path = folder / f"{record.id}.json"
    atomic.write_text(path, record.to_json())
    return path


def read(record_id: str) -> GameRecord:
    """The record ``record_id``; :class:`RecordError` when missing or damaged (a damaged file
    is set aside so it is not offered again)."""
    path = record_dir() / f"{record_id}.json"
    try:
        text = jsonfile.read_text(path)
    except FileNotFoundError:
        raise RecordError(f"there is no record {record_id}") from None
    except OSError as exc:
        raise RecordError(f"the records folder cannot be read ({exc.strerror or exc})") from None
    except jsonfile.BadJSON as exc:
        raise RecordError(f"{exc}; the file was kept as {_set_aside(path)}") from None
    try:
        return GameRecord.from_json(text, str(path))
    except RecordError as exc:
        raise RecordError(f"{exc}; the file was kept as {_set_aside(path)}") from None


def _set_aside(path: Path) -> str:
    kept = storage.aside_name(path)
    try:
        path.replace(kept)
    except OSError:
        return path.name
    return kept.name


def all_records() -> tuple[list[GameRecord], list[str]]:
    """Every readable record, newest first, and a message for each one set aside."""
    if not storage.writable():
        return [], []
    try:
        stems = sorted((p.stem for p in record_dir().glob("*.json")
                        if p.is_file() and "." not in p.stem), reverse=True)
    except OSError as exc:
        return [], [f"the records folder cannot be read ({exc.strerror or exc})"]
    records, problems = [], []
    for stem in stems:
        try:
            records.append(read(stem))
        except RecordError as exc:
            problems.append(str(exc))
    records.sort(key=lambda r: (r.started, r.id), reverse=True)
    return records, problems


def delete_all() -> None:
    """Forget every record (behind a confirmation on the statistics screen)."""
    if not storage.keeps():
        return
    for path in record_dir().glob("*.json"):
        path.unlink(missing_ok=True)

"""The family's named players: a short list kept in ``<data folder>/players.json``.

A player has an id (never shown, kept in saves and game records so a renamed player keeps
their statistics), a name, a colour they like to play (one of the seat colours' English
names), a badge (:data:`BADGES`, drawn by :mod:`games.engine.badges`) and a kids' flag: a
child who sits down at the seating screen makes the table gentle (computers at their easiest,
the game's children's options: :func:`games.engine.player_chooser.gentle_table`).

The file is written atomically and carries a version (:data:`UPGRADES`; version 0 is an
earlier build's bare JSON list of players). A damaged file is set aside and the list starts
empty, with a message. Where nothing of people's may be kept (a kiosk, an unusable data
folder: :func:`storage.keeps`) the list is empty and nothing is written.
"""
from __future__ import annotations

import dataclasses
import json
import uuid
from pathlib import Path
from typing import Any

from games.engine import atomic, jsonfile, paths, storage, versions
from games.engine.i18n import tr

PLAYERS_VERSION = 1
MAX_PLAYERS = 12
MAX_NAME = 16
"""Letters in a name: it must fit a seat's button and the turn line."""
BADGES = ("cat", "fish", "bird", "rabbit", "star", "heart", "moon", "flower")
COLOURS = ("Blue", "Vermillion", "Green", "Yellow", "Purple")
"""The seat colours a player may prefer (the English names of :data:`theme.SEAT_NAMES`)."""


class PlayersError(ValueError):
    """A name or a list that cannot be kept; the message says why."""


@dataclasses.dataclass
class Player:
    """One named player."""

    id: str
    name: str
    colour: str = "Blue"
    badge: str = "cat"
    kids: bool = False

    @classmethod
    def from_dict(cls, data: Any) -> "Player":
        if not isinstance(data, dict):
            raise PlayersError("a player is not a record")
        player = cls(id=data.get("id"), name=data.get("name"), colour=data.get("colour", "Blue"),
                     badge=data.get("badge", "cat"), kids=data.get("kids", False))
        if not (isinstance(player.id, str) and player.id and isinstance(player.name, str)
                and clean_name(player.name) == player.name and player.name
                and player.colour in COLOURS and player.badge in BADGES
                and isinstance(player.kids, bool)):
            raise PlayersError(f"{data!r} is not a player")
        return player


def clean_name(name: str) -> str:
    """``name`` as it is kept: printable characters only, spaces squeezed, at most
    :data:`MAX_NAME` letters."""
    printable = "".join(c for c in name if c.isprintable())
    return " ".join(printable.split())[:MAX_NAME].strip()


def _v0_to_v1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 was the bare list (read in as ``{"players": [...]}``)."""
    return data


UPGRADES: dict[int, versions.Upgrade] = {0: _v0_to_v1}


def path() -> Path:
    return paths.data_dir() / "players.json"


def load() -> tuple[list[Player], str]:
    """The players, and a message ("" when all is well) when the file was damaged and set
    aside (the list then starts empty)."""
    if not storage.keeps():
        return [], ""
    where = path()
    try:
        data = jsonfile.read(where, max_bytes=64 * 1024)
    except FileNotFoundError:
        return [], ""
    except OSError as exc:
        return [], f"the players cannot be read ({exc.strerror or exc})"
    except jsonfile.BadJSON as exc:
        return [], _set_aside(where, str(exc))
    if isinstance(data, list):
        data = {"players": data}
    try:
        if not isinstance(data, dict):
            raise PlayersError(f"{where} does not hold players")
        data = versions.upgrade(data, PLAYERS_VERSION, UPGRADES, str(where))
        found = data.get("players")
        if not isinstance(found, list):
            raise PlayersError(f"{where} does not hold a list of players")
        players = [Player.from_dict(p) for p in found[:MAX_PLAYERS]]
        if len({p.id for p in players}) != len(players):
            raise PlayersError(f"{where}: two players share an id")
    except ValueError as exc:
        return [], _set_aside(where, str(exc))
    return players, ""


def _set_aside(where: Path, why: str) -> str:
    try:
        kept = storage.aside_name(where)
        where.replace(kept)
    except OSError:
        return why
    return f"{why}; the file was kept as {kept.name}"


def save(players: list[Player]) -> None:
    """Write the list atomically (nothing where nothing is kept). OSError reaches the caller,
    which tells the player."""
    if not storage.keeps():
        return
    body = {"version": PLAYERS_VERSION, "players": [dataclasses.asdict(p) for p in players]}
    atomic.write_text(path(), json.dumps(body, ensure_ascii=False, indent=1))


def refusal(players: list[Player], name: str) -> str:
    """Why ``name`` cannot be a new player, in the player's language ("" when it can)."""
    name = clean_name(name)
    if not name:
        return tr("Type a name first")
    if any(p.name.casefold() == name.casefold() for p in players):
        return tr("There is already a player called {name}", name=name)
    if len(players) >= MAX_PLAYERS:
        return tr("The list is full: {n} players at most", n=MAX_PLAYERS)
    return ""


def add(players: list[Player], name: str, colour: str = "Blue", badge: str = "cat",
        kids: bool = False) -> Player:
    """A new player appended to ``players`` (not yet saved); :class:`PlayersError` with
    :func:`refusal`'s words when the name is empty or taken or the list is full."""
    problem = refusal(players, name)
    if problem:
        raise PlayersError(problem)
    name = clean_name(name)
    player = Player(uuid.uuid4().hex[:12], name, colour if colour in COLOURS else "Blue",
                    badge if badge in BADGES else "cat", kids)
    players.append(player)
    return player

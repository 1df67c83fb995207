"""Custom labyrinths: the set-up choice "Labyrinth: Custom file" and ``--maze FILE``.

The arcade deals a game with ``rules.new_game(players=…, seed=…, **options)``. Terra's set-up
offers the board size and, as one more choice of the same option, a custom file
(``terra-custom.txt`` in the arcade's data folder, in the map text of the rules page). The rules
do not read files, so the registry points at this module: its :func:`new_game` reads the file
and hands everything else to :func:`games.terra.rules.new_game`; :func:`from_json`,
:data:`IllegalMove` and :data:`CHANCE` are the rules' own.

**Decision:** when "Custom file" is chosen but the file is missing or malformed, the game is
dealt on a random 10x10 labyrinth instead of refusing to start; the scene says why
(:func:`custom_problem`).

A map file is read only when it is a regular file of at most :data:`MAX_BYTES` (a pipe or a
device is refused without reading it) holding a 2x2 to 26x26 map (rules page, "Map text");
``--maze FILE`` checks it this way before a window opens. A map that breaks the generator's
promises of reach is played, and :func:`setup_notes` says so at the start.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import Any

from games.engine import paths
from games.engine.i18n import N_
from games.engine.registry import get
from games.engine.session import Seat, Session
from games.terra import rules
from games.terra.generator import broken_promises
from games.terra.mapfile import Maze, MapError, parse_map
from games.terra.rules import CHANCE, IllegalMove, TerraState, from_json

__all__ = ["CHANCE", "IllegalMove", "from_json", "new_game", "custom_path", "custom_problem",
           "read_map_file", "session_from_map_file", "setup_notes", "CUSTOM", "CUSTOM_FILE"]

CUSTOM = "custom"
"""The value of the ``size`` option that asks for the custom file."""
CUSTOM_FILE = "terra-custom.txt"
FALLBACK_SIZE = 10
VARIANTS = {"treasures": 1, "false_treasures": 0, "unbreakable": False, "rivers": "free", "floors": 1,
            "basement": False, "windows": False, "bear": False}
"""The generator's variants (and their plain values), which a map file says for itself."""
MAX_BYTES = 64 * 1024
"""The largest map file read (a 26x26 map with its key lines is under 3 KiB)."""


def custom_path() -> Path:
    """Where the set-up choice "Custom file" reads its labyrinth."""
    return paths.data_dir() / CUSTOM_FILE


def read_map_file(path: str | Path) -> str:
    """The map text in ``path``, checked; :class:`MapError` (a ValueError) says what is wrong:
    not a regular file (a folder, a device, a pipe — refused without reading it), larger than
    :data:`MAX_BYTES`, not UTF-8 text, or a map the rules page does not allow (naming the line
    and column; sizes are 2x2 to 26x26)."""
    try:
        info = os.stat(path)
    except OSError as exc:
        raise MapError(f"{path}: cannot read the labyrinth ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise MapError(f"{path}: not a regular file; a labyrinth is a text file")
    if info.st_size > MAX_BYTES:
        raise MapError(f"{path}: {info.st_size} bytes is too large for a labyrinth (at most {MAX_BYTES})")
    try:
        # Opened without blocking and checked again: the file may have been swapped for a pipe.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with os.fdopen(fd, "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise MapError(f"{path}: not a regular file; a labyrinth is a text file")
            data = file.read(MAX_BYTES + 1)
    except OSError as exc:
        raise MapError(f"{path}: cannot read the labyrinth ({exc.strerror or exc})") from None
    if len(data) > MAX_BYTES:
        raise MapError(f"{path}: the file is too large for a labyrinth (at most {MAX_BYTES} bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise MapError(f"{path}: not UTF-8 text; a labyrinth is a text file") from None
    try:
        parse_map(text)
    except MapError as exc:
        raise MapError(f"{path}: {exc}") from None
    return text


def custom_problem() -> str | None:
    """Why the custom file cannot be played (None when it can)."""
    try:
        read_map_file(custom_path())
    except MapError as exc:
        return str(exc)
    return None


def setup_notes(options: dict[str, Any], maze: Maze) -> list[str]:
    """What the set-up says about a labyrinth read from a file (English; the scene translates):
    the generator's promises it breaks, and that the variant choices do not apply to it."""
    if "maze" not in options and (options.get("size") != CUSTOM or custom_problem() is not None):
        return []
    notes = broken_promises(maze)
    if any(options.get(key, default) != default for key, default in VARIANTS.items()):
        notes.append(N_("The labyrinth from the file keeps its own treasures and walls; "
                     "the variant choices do not apply."))
    return notes


def new_game(players: int = 1, seed: int = 0, size: int | str = 10, **options: Any) -> TerraState:
    """:func:`games.terra.rules.new_game`, where ``size="custom"`` reads the custom file."""
    if size == CUSTOM:
        size = FALLBACK_SIZE
        if "maze" not in options and custom_problem() is None:
            options["maze"] = read_map_file(custom_path())
    return rules.new_game(players=players, seed=seed, size=int(size), **options)


def session_from_map_file(path: str | Path, seats: list[Seat], seed: int = 0,
                          autosave: bool = True) -> Session:
    """A Terra Incognita session on the labyrinth in ``path`` (for ``--maze FILE``).

    :class:`MapError` (a ValueError) names the file, line and column of a malformed map.
    "New game" replays the same labyrinth.
    """
    text = read_map_file(path)
    info = get("terra")
    options = dict(info.default_options(), maze=text)
    state = new_game(players=len(seats), seed=seed, **options)
    session = Session(info, state, seats, options, seed, autosave=autosave)
    session.save()
    return session

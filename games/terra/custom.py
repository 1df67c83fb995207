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
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from games.engine import paths
from games.engine.registry import get
from games.engine.session import Seat, Session
from games.terra import rules
from games.terra.mapfile import MapError, parse_map
from games.terra.rules import CHANCE, IllegalMove, TerraState, from_json

__all__ = ["CHANCE", "IllegalMove", "from_json", "new_game", "custom_path", "custom_problem",
           "read_map_file", "session_from_map_file", "CUSTOM", "CUSTOM_FILE"]

CUSTOM = "custom"
"""The value of the ``size`` option that asks for the custom file."""
CUSTOM_FILE = "terra-custom.txt"
FALLBACK_SIZE = 10


def custom_path() -> Path:
    """Where the set-up choice "Custom file" reads its labyrinth."""
    return paths.data_dir() / CUSTOM_FILE


def read_map_file(path: str | Path) -> str:
    """The map text in ``path``, checked; :class:`MapError` naming the file, line and column."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise MapError(f"{path}: cannot read the labyrinth ({exc})") from None
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

"""Bounded JSON reading: a file the arcade wrote may have been damaged or replaced by anything.

``json.loads`` of hostile text can raise RecursionError (deep nesting), accept ``Infinity`` and
``NaN``, or take any amount of memory. Everything the arcade reads back (settings, saves, the
states inside saves) goes through :func:`loads` or :func:`read`, which refuse such text with a
:class:`BadJSON` (a ValueError) that says what is wrong.
"""
from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

MAX_BYTES = 4 * 1024 * 1024
"""No file the arcade writes comes near this (a long Labyrinth save is about 60 KiB)."""
MAX_DEPTH = 64
"""The deepest nesting any of the arcade's JSON uses is well under ten."""


class BadJSON(ValueError):
    """Text that is not JSON the arcade could have written."""


def _refuse_constant(name: str) -> Any:
    raise BadJSON(f"{name} is not a number the arcade writes")


def nesting_depth(text: str) -> int:
    """The deepest ``[``/``{`` nesting of ``text``, skipping string contents."""
    depth = deepest = 0
    in_string = escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def loads(text: str, what: str = "data", max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """Parse ``text`` as JSON, refusing oversized, too deeply nested or non-finite data."""
    if not isinstance(text, str):
        raise BadJSON(f"{what}: expected text, got {type(text).__name__}")
    if len(text) > max_bytes:
        raise BadJSON(f"{what} is too large ({len(text)} characters)")
    if nesting_depth(text) > max_depth:
        raise BadJSON(f"{what} is nested more than {max_depth} levels deep")
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except BadJSON as exc:
        raise BadJSON(f"{what}: {exc}") from None
    except (ValueError, RecursionError) as exc:
        raise BadJSON(f"{what} is not valid JSON ({exc})") from None


def read_text(path: Path, max_bytes: int = MAX_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``max_bytes``.

    FileNotFoundError passes through (no file is not damage); anything else that makes the
    file unusable (not a regular file, too large, unreadable, not UTF-8) is a :class:`BadJSON`.
    """
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise BadJSON(f"{path} cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise BadJSON(f"{path} is not a regular file")
    if info.st_size > max_bytes:
        raise BadJSON(f"{path} is too large ({info.st_size} bytes)")
    try:
        with open(path, "rb") as handle:
            data = handle.read(max_bytes + 1)
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise BadJSON(f"{path} cannot be read ({exc.strerror or exc})") from None
    if len(data) > max_bytes:
        raise BadJSON(f"{path} is too large")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadJSON(f"{path} is not UTF-8 text ({exc.reason} at byte {exc.start})") from None


def read(path: Path, max_bytes: int = MAX_BYTES, max_depth: int = MAX_DEPTH) -> Any:
    """The JSON in ``path`` (see :func:`read_text` and :func:`loads`)."""
    return loads(read_text(path, max_bytes), str(path), max_bytes, max_depth)

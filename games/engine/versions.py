"""File versions: every file the arcade writes says which version of its shape it holds, and
an older shape is brought up to date one step at a time, never refused.

Each kind of file (saves, settings, players, game records) keeps its own ``UPGRADES``: a dict
from a version to the function that turns a file of that version into one of the next. Version
0 is a file with no ``"version"`` field at all (written by an earlier build); each module says
what its version 0 looked like. A version newer than the running arcade knows, or a step that
fails on the data, is a :class:`VersionError` (the caller sets the file aside and says why).
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

Upgrade = Callable[[dict[str, Any]], dict[str, Any]]


class VersionError(ValueError):
    """A file whose version cannot be brought to the current one."""


def version_of(data: dict[str, Any]) -> int:
    """The file's version: 0 when it has no version field (an earlier build's file)."""
    version = data.get("version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise VersionError(f"the version {version!r} is not a version number")
    return version


def upgrade(data: dict[str, Any], current: int, steps: Mapping[int, Upgrade], what: str) -> dict[str, Any]:
    """``data`` brought from its version to ``current`` through ``steps`` (one function per
    version), with ``"version"`` set to ``current``. ``what`` names the file in messages."""
    version = version_of(data)
    if version > current:
        raise VersionError(f"{what} was written by a newer arcade (version {version}; this one "
                           f"reads up to {current})")
    while version < current:
        step = steps.get(version)
        if step is None:
            raise VersionError(f"{what}: no way to upgrade version {version}")
        try:
            data = step(dict(data))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise VersionError(f"{what}: the upgrade from version {version} failed ({exc})") from None
        version += 1
        data["version"] = version
    return data

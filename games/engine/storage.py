"""The data folder as the running arcade uses it: usable or not, and one arcade at a time.

:func:`open_folder` runs once at start-up. It makes sure the folder (from :mod:`paths`) exists
and takes a write, takes an exclusive lock on ``arcade.lock`` so that two arcades never write
the same saves, and removes temporary files a killed arcade left behind. When any of that
fails, the arcade runs without saves: :func:`writable` turns False and :func:`problem` says
why, in words for the player.

Before :func:`open_folder` has run (rules tests, benchmarks) the folder is used as it is, and a
failure to write shows up as an ``OSError`` where it happens.
"""
from __future__ import annotations

import fcntl
import os
import time
from pathlib import Path
from typing import IO

from games.engine import paths
from games.engine.i18n import N_, tr

LOCK_NAME = "arcade.lock"
STALE_SUFFIX = ".tmp"


class _Folder:
    def __init__(self) -> None:
        self.opened = False
        self.problem: str | None = None
        """An English template (translated when shown) with its ``{why}`` in ``why``."""
        self.why = ""
        self.lock: IO[str] | None = None
        self.keep = True


_folder = _Folder()


def open_folder(keep: bool = True) -> str | None:
    """Check, lock and tidy the data folder; returns the problem (None when all is well).

    ``keep`` False (a kiosk): nothing people do is written there (see :func:`keeps`)."""
    close_folder()
    _folder.opened = True
    _folder.keep = keep
    try:
        folder = paths.data_dir()
        saves = folder / "saves"
        saves.mkdir(parents=True, exist_ok=True)
        probe = saves / f".probe-{os.getpid()}{STALE_SUFFIX}"
        probe.write_text("ok", encoding="utf-8")
        probe.unlink()
    except OSError as exc:
        return _fail(N_("the data folder cannot be used ({why}); nothing will be saved"), exc)
    try:
        handle = open(folder / LOCK_NAME, "a+", encoding="utf-8")
    except OSError as exc:
        return _fail(N_("the data folder cannot be locked ({why}); nothing will be saved"), exc)
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.close()
        return _fail(N_("another arcade is using the data folder; this one will not save"))
    handle.seek(0)
    handle.truncate()
    handle.write(f"{os.getpid()}\n")
    handle.flush()
    _folder.lock = handle
    remove_stale_temporaries(folder)
    return None


def _fail(template: str, exc: OSError | None = None) -> str:
    _folder.problem = template
    _folder.why = (exc.strerror or str(exc)) if exc is not None else ""
    return problem() or template


def remove_stale_temporaries(folder: Path) -> int:
    """Delete the ``*.tmp`` files of interrupted atomic writes (the lock is ours, so no
    other arcade is writing them); returns how many went."""
    removed = 0
    for place in (folder, folder / "saves"):
        try:
            leftovers = [p for p in place.iterdir() if p.name.endswith(STALE_SUFFIX) and p.is_file()]
        except OSError:
            continue
        for path in leftovers:
            try:
                path.unlink()
                removed += 1
            except OSError:
                pass
    return removed


def close_folder() -> None:
    """Release the lock (the arcade is closing, or a test starts afresh)."""
    if _folder.lock is not None:
        try:
            fcntl.flock(_folder.lock.fileno(), fcntl.LOCK_UN)
        finally:
            _folder.lock.close()
    _folder.lock = None
    _folder.opened = False
    _folder.problem = None
    _folder.why = ""
    _folder.keep = True


def writable() -> bool:
    """Whether saves and settings may be written now."""
    return _folder.problem is None


def keeps() -> bool:
    """Whether what people do here may be written down (saves, settings, lesson progress,
    score sheets): not in a kiosk, which keeps nothing of its visitors', and not without a
    usable folder. The one rule every writer asks; a button that writes a file
    (``Button(writes_files=True)``) is absent where it is False."""
    return writable() and _folder.keep


def problem() -> str | None:
    """Why nothing is saved, in the current language (None when saving works)."""
    if _folder.problem is None:
        return None
    return tr(_folder.problem, why=_folder.why)


def aside_name(path: Path, label: str = "corrupt") -> Path:
    """A free name beside ``path`` for keeping a damaged file: ``<stem>.<label>-<time>.json``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix}")
    n = 1
    while kept.exists():
        kept = path.with_name(f"{path.stem}.{label}-{stamp}-{n}{path.suffix}")
        n += 1
    return kept

"""Weeks unattended, measured: the kiosk's attract loop in real time (``python -m games.bench
--soak MINUTES``).

The kiosk runs under the dummy video driver at 60 frames a second of wall time, its games
played by computer players in their worker processes at the faster animation speed, as a kiosk
left alone runs, except that each attract game lasts :data:`ATTRACT_SECONDS`: more games a
minute (each with its scene, its deal and its worker) make a leak per game show sooner, and
every game has been shown (its caches filled) before minute 2. Each minute it prints the arcade
process's resident memory (at the minute's end, and the least and most seen in it), its open
files, its threads and its child processes (the most seen in that minute; all sampled every
second), then the growth after minute 2. Linux only (it reads ``/proc``).
"""
from __future__ import annotations

import os
import tempfile
import time
from typing import Any, Callable

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

SETTLED_MINUTE = 2
"""Growth is measured from the end of this minute on."""
ATTRACT_SECONDS = 12
"""How long each attract game runs in the soak (a kiosk's default is 45)."""


def _status(field: str, pid: int | str = "self") -> int:
    """A number from a process's ``/proc/<pid>/status`` (0 when it is gone)."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def rss_kib(pid: int | str = "self") -> int:
    """Resident memory of a process in KiB (0 when it is gone)."""
    return _status("VmRSS", pid)


def threads(pid: int | str = "self") -> int:
    return _status("Threads", pid)


def open_files(pid: int | str = "self") -> int:
    """How many file descriptors a process holds open."""
    return len(os.listdir(f"/proc/{pid}/fd"))


def _stat(pid: int) -> tuple[str, int] | None:
    """A process's state letter and parent id, None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return fields[0], int(fields[1])


def children(pid: int) -> list[int]:
    """The live (not zombie) child processes of ``pid``."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            stat = _stat(int(entry))
            if stat is not None and stat[1] == pid and stat[0] != "Z":
                found.append(int(entry))
    return found


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie has ended: it only waits to be reaped)."""
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


def descendants(pid: int) -> list[int]:
    """Every live process below ``pid``: its children, their children, and so on."""
    found: list[int] = []
    frontier = [pid]
    while frontier:
        below = [child for parent in frontier for child in children(parent)]
        found += below
        frontier = below
    return found


def soak(minutes: float, say: Callable[[str], None] = print) -> dict[str, Any]:
    """Run the kiosk for ``minutes`` of wall time; returns the per-minute rows and the growth."""
    os.environ["ARCADE_DATA_DIR"] = tempfile.mkdtemp()
    import pygame

    from games.engine.app import App
    from games.engine.cli import parser
    from games.engine.clock import RealClock, UPDATES_PER_SECOND
    from games.engine.shutdown import StopSignals
    signals = StopSignals()
    app = App(parser().parse_args(["--headless", "--kiosk", "--seed", "1", "--attract-seconds",
                                   str(ATTRACT_SECONDS)]), clock=RealClock())
    signals.attach(lambda: setattr(app.manager, "running", False))
    pacer = pygame.time.Clock()
    me = os.getpid()
    rows: list[dict[str, Any]] = []
    start = time.monotonic()
    next_sample = start
    most = {"files": 0, "threads": 0, "children": 0, "low_kib": 1 << 60, "high_kib": 0}
    say(f"{'minute':>6}{'RSS MiB':>10}{'least':>8}{'most':>8}{'open files':>12}{'threads':>9}{'children':>10}"
        f"{'games shown':>13}")
    try:
        while len(rows) < minutes and app.manager.running:
            app.step()
            pacer.tick(UPDATES_PER_SECOND)
            now = time.monotonic()
            if now < next_sample:
                continue
            next_sample += 1.0
            most["files"] = max(most["files"], open_files())
            most["threads"] = max(most["threads"], threads())
            rss = rss_kib()
            most["low_kib"] = min(most["low_kib"], rss)
            most["high_kib"] = max(most["high_kib"], rss)
            most["children"] = max(most["children"], len(children(me)))
            if now - start < 60 * (len(rows) + 1):
                continue
            row = {"minute": len(rows) + 1, "rss_kib": rss_kib(), **most,
                   "games": getattr(app.manager.top, "games_shown", 0)}
            rows.append(row)
            most = {"files": 0, "threads": 0, "children": 0, "low_kib": 1 << 60, "high_kib": 0}
            say(f"{row['minute']:>6}{row['rss_kib'] / 1024:>10.1f}{row['low_kib'] / 1024:>8.1f}"
                f"{row['high_kib'] / 1024:>8.1f}{row['files']:>12}{row['threads']:>9}{row['children']:>10}"
                f"{row['games']:>13}")
    finally:
        app.close()
        signals.close()
    report: dict[str, Any] = {"rows": rows}
    if len(rows) > SETTLED_MINUTE:
        settled, end = rows[SETTLED_MINUTE - 1], rows[-1]
        report.update(rss_growth_mib=round((end["rss_kib"] - settled["rss_kib"]) / 1024, 1),
                      least_growth_mib=round((end["low_kib"] - settled["low_kib"]) / 1024, 1),
                      files=(settled["files"], end["files"]), threads=(settled["threads"], end["threads"]),
                      children=(settled["children"], end["children"]))
        say(f"after minute {SETTLED_MINUTE}: resident memory {report['rss_growth_mib']:+.1f} MiB "
            f"({settled['rss_kib'] / 1024:.1f} -> {end['rss_kib'] / 1024:.1f}; the minute's least "
            f"{report['least_growth_mib']:+.1f} MiB; peak {max(r['high_kib'] for r in rows) / 1024:.1f}); open files {settled['files']} -> {end['files']}; "
            f"threads {settled['threads']} -> {end['threads']}; child processes {settled['children']} -> "
            f"{end['children']}; {end['games']} games shown in {len(rows)} minutes")
    return report

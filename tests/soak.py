"""Soak: the kiosk's attract loop frame-stepped headless; reports resident memory growth.

``python -m tests.soak --minutes 60`` steps 60 minutes' worth of frames (as fast as the machine
allows) and prints the resident set size of the arcade process after warm-up (every game shown
once) and at the end.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.soak")
    p.add_argument("--minutes", type=float, default=60.0)
    # Each game fills its caches (boards, pieces, text) the first time the loop shows it; the
    # loop shows all six within about 20 minutes, so growth is measured from there on.
    p.add_argument("--warmup-minutes", type=float, default=20.0)
    args = p.parse_args(argv)
    os.environ["ARCADE_DATA_DIR"] = tempfile.mkdtemp()
    from games.engine.app import App
    from games.engine.clock import FakeClock
    from games.engine.cli import parser
    app = App(parser().parse_args(["--headless", "--kiosk", "--seed", "1"]), clock=FakeClock())
    frames = int(args.minutes * 60 * 60)
    warmup = int(args.warmup_minutes * 60 * 60)
    t0 = time.perf_counter()
    base = 0
    peak = 0
    for frame in range(frames):
        app.clock.advance_frames(1)
        app.step()
        if frame == warmup:
            base = rss_kib()
        if frame % 3600 == 0:
            peak = max(peak, rss_kib())
        if frame % 36000 == 0:
            print(f"  {frame / 3600:.0f} min: {rss_kib() / 1024:.1f} MiB after "
                  f"{time.perf_counter() - t0:.0f} s", flush=True)
    end = rss_kib()
    games = getattr(app.manager.top, "games_shown", 0)
    app.close()
    print(f"soak: {frames} frames ({args.minutes:g} min of attract mode) in "
          f"{time.perf_counter() - t0:.0f} s; games shown: {games}")
    print(f"resident memory after warm-up {base / 1024:.1f} MiB, at the end {end / 1024:.1f} MiB, "
          f"growth {(end - base) / 1024:.1f} MiB (peak {peak / 1024:.1f} MiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

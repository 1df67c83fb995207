"""Benchmarks: ``python -m games.bench [--quick] [--json] [--only NAME] [--soak MINUTES]``.

Frame time (median and p99) per scene over headless frames at 1280×720 — game scenes with
computer players in every seat, so the figure holds while a computer thinks — the cold start-up
time to the first menu frame, the idle figure (``--only idle``: the share of a core the menu,
a person's turn and the kiosk use when nobody touches them, :mod:`games.idle_bench`), and each
game's own figures from ``games/<game>/bench.py``.
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

from games import idle_bench

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

STARTUP_PROBE = (
    "import time, sys; t0 = time.perf_counter();"
    "from games.engine.cli import parser; from games.engine.app import App;"
    "o = parser().parse_args(['--headless']); app = App(o); app.run(1);"
    "print((time.perf_counter() - t0) * 1000)"
)


def startup_ms(runs: int = 3) -> float:
    """Median wall time of a fresh interpreter until the first menu frame is drawn."""
    times = []
    env = dict(os.environ, ARCADE_DATA_DIR=tempfile.mkdtemp())
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", STARTUP_PROBE], check=True, env=env,
                       capture_output=True, cwd=os.path.dirname(os.path.dirname(__file__)) or ".")
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def frame_times(app: Any, frames: int) -> dict[str, float]:
    """Time ``frames`` loop passes (input, the fixed update, the draw) in milliseconds."""
    samples = []
    for _ in range(frames):
        app.clock.advance_frames(1)
        t0 = time.perf_counter_ns()
        app.step()
        samples.append((time.perf_counter_ns() - t0) / 1e6)
    samples.sort()
    return {"median_ms": round(statistics.median(samples), 3),
            "p99_ms": round(samples[min(len(samples) - 1, int(len(samples) * 0.99))], 3),
            "frames": frames}


def scene_figures(frames: int, only: str | None) -> dict[str, dict[str, float]]:
    from games.engine import registry
    from games.engine.app import App
    from games.engine.clock import FakeClock
    from games.engine.cli import parser
    from games.engine.help_scene import HelpScene
    from games.engine.menu import MenuScene
    from games.engine.seating import SeatingScene
    from games.engine.settings_scene import SettingsScene
    from games.engine.start import new_session

    options = parser().parse_args(["--headless", "--seed", "1"])
    app = App(options, clock=FakeClock())
    app.always_draw = True  # a frame's time includes its draw, changed or not
    results: dict[str, dict[str, float]] = {}
    games = registry.all_games()
    builders = [("menu", lambda: MenuScene(app.ctx)), ("settings", lambda: SettingsScene(app.ctx)),
                ("help", lambda: HelpScene(app.ctx, None))]
    if games:
        builders.append(("seating", lambda: SeatingScene(app.ctx, games[0])))
    for info in games:
        builders.append((info.key, lambda info=info: app.ctx.router.game_scene(new_session(app.ctx, info, True))))
    try:
        for name, build in builders:
            if only and name != only and only not in ("scenes",):
                continue
            app.ctx.switch(build())
            app.manager.process_requests()
            frame_times(app, 30)
            results[name] = frame_times(app, frames)
    finally:
        app.close()
    return results


def game_figures(quick: bool, only: str | None) -> dict[str, Any]:
    from games.engine import registry
    figures: dict[str, Any] = {}
    seen = set()
    for info in registry.all_games():
        package = info.rules.rsplit(".", 1)[0]
        if package in seen or (only and only not in (info.key, package.split(".")[-1])):
            continue
        seen.add(package)
        try:
            module = importlib.import_module(f"{package}.bench")
        except ModuleNotFoundError:
            continue
        t0 = time.perf_counter()
        figures[package.split(".")[-1]] = module.figures(quick=quick)
        figures[package.split(".")[-1]]["bench_seconds"] = round(time.perf_counter() - t0, 1)
    return figures


def table(report: dict[str, Any]) -> str:
    lines = []
    if "startup_ms" in report:
        lines += [f"start-up to first menu frame: {report['startup_ms']:.0f} ms", ""]
    if report.get("scenes"):
        lines.append(f"{'scene':<14}{'median ms':>12}{'p99 ms':>10}")
    for name, fig in report.get("scenes", {}).items():
        lines.append(f"{name:<14}{fig['median_ms']:>12.2f}{fig['p99_ms']:>10.2f}")
    if "idle" in report:
        lines.append("")
        lines.extend(idle_bench.table(report["idle"]))
    for game, figs in report.items():
        if game in ("scenes", "startup_ms", "idle"):
            continue
        lines.append("")
        lines.append(f"{game}:")
        for key, value in figs.items():
            lines.append(f"  {key}: {value}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m games.bench", description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="fewer frames, games and deals")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--frames", type=int, default=None, help="frames per scene (default 600; quick 120)")
    p.add_argument("--only", help="one scene or game (e.g. menu, labyrinth)")
    p.add_argument("--no-games", action="store_true", help="skip the games' own figures")
    p.add_argument("--soak", type=float, metavar="MINUTES",
                   help="only the soak: the kiosk for MINUTES of wall time (see games/soak.py)")
    p.add_argument("--no-idle", action="store_true", help="skip the idle figure")
    p.add_argument("--idle-seconds", type=float, default=None,
                   help="seconds each idle subject is measured (default 30; quick 5)")
    args = p.parse_args(argv)
    if args.soak:
        from games.soak import soak
        report = soak(args.soak)
        if args.json:
            print(json.dumps(report, indent=1))
        return 0
    idle_seconds = args.idle_seconds or (5.0 if args.quick else 30.0)
    report: dict[str, Any] = {}
    if args.only != "idle":
        from games.engine import registry
        registry.discover()
        frames = args.frames or (120 if args.quick else 600)
        report.update(startup_ms=round(startup_ms(), 1), scenes=scene_figures(frames, args.only))
    if args.only == "idle" or not (args.no_idle or args.only):
        report["idle"] = idle_bench.idle_figures(idle_seconds)
    if not args.no_games and args.only != "idle":
        report.update(game_figures(args.quick, args.only))
    print(json.dumps(report, indent=1) if args.json else table(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())

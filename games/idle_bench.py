"""The idle figure of ``python -m games.bench``: how much of a core the arcade uses when
nobody touches it, against a bare pygame program that waits on ``pygame.event.wait()``.

Each subject runs in its own process (so one cannot slow another) in a real window: under
the ``DISPLAY`` given, else on an Xvfb server started here when ``Xvfb`` is installed, else
with SDL's dummy driver. The subjects: ``floor`` (the bare program), ``menu`` (the menu
left alone), ``turn`` (Maorider Chess with a person to move, waiting for a click) and
``kiosk`` (the attract loop). CPU is the arcade process's own (user + system, from
``getrusage``), not the computer players' workers; it is measured over ``seconds`` after
``WARMUP_SECONDS`` of settling in, so start-up is not counted.
"""
from __future__ import annotations

import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any, Callable

SUBJECTS = ("floor", "menu", "turn", "kiosk")
WARMUP_SECONDS = 2.0
SCREEN = "1280x720x24"


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _measure(seconds: float, stop: Callable[[], None], probe: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """From a side thread: wait out the warm-up, measure for ``seconds``, then ``stop()``
    the subject's loop; the result is filled in when it returns."""
    result: dict[str, Any] = {}

    def watch() -> None:
        try:
            time.sleep(WARMUP_SECONDS)
            cpu, wall, before = _cpu_seconds(), time.monotonic(), probe()
            time.sleep(seconds)
            cpu, wall, after = _cpu_seconds() - cpu, time.monotonic() - wall, probe()
            result["cpu_percent"] = round(100 * cpu / wall, 2)
            result["seconds"] = round(wall, 1)
            if "frames" in after:
                result["pictures_per_second"] = round((after["frames"] - before["frames"]) / wall, 1)
            result.update({k: v for k, v in after.items() if k != "frames"})
        finally:
            stop()  # a subject that cannot be measured must still end

    threading.Thread(target=watch, daemon=True).start()
    return result


def _floor(seconds: float) -> dict[str, Any]:
    """A bare pygame program: one window, one flip, then ``pygame.event.wait()``."""
    import pygame
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720))
    screen.fill((40, 40, 40))
    pygame.display.flip()
    done = threading.Event()

    def stop() -> None:
        done.set()
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))

    result = _measure(seconds, stop, dict)
    while not done.is_set():
        pygame.event.wait()
    pygame.display.quit()
    return result


def _arcade(name: str, seconds: float) -> dict[str, Any]:
    """The arcade's own loop (``App.run``) on the menu, a person's turn or the kiosk."""
    import pygame
    from games.engine.app import App
    from games.engine.cli import parser
    from games.engine.game_scene import GameScene
    argv = {"menu": ["--windowed"], "turn": ["--windowed", "--game", "maorider", "--seed", "1"],
            "kiosk": ["--kiosk"]}[name]
    app = App(parser().parse_args(argv))
    if name == "turn":
        # Past the deal and the game's intro card, to the board waiting for a click.
        deadline = time.monotonic() + 60
        while not isinstance(app.manager.top, GameScene) and time.monotonic() < deadline:
            if app.manager.top.name == "intro":
                app.ctx.pop()
            app.step()
            time.sleep(1 / 60)

    def stop() -> None:
        app.manager.running = False
        pygame.event.post(pygame.event.Event(pygame.USEREVENT))

    def probe() -> dict[str, Any]:
        top = app.manager.top
        seen: dict[str, Any] = {"frames": app.frames_presented, "scene": getattr(top, "name", None)}
        if isinstance(top, GameScene):
            seen["person_to_move"] = top.human_to_move()
        return seen

    result = _measure(seconds, stop, probe)
    try:
        app.run()
    finally:
        app.close()
    return result


def subject(name: str, seconds: float) -> dict[str, Any]:
    """Run one subject in this process and return its figures."""
    return _floor(seconds) if name == "floor" else _arcade(name, seconds)


class _Display:
    """Where the subjects' windows go: the given DISPLAY, a private Xvfb, or no window."""

    def __init__(self) -> None:
        self.server: subprocess.Popen[bytes] | None = None
        self.display = os.environ.get("DISPLAY")
        self.kind = "x11" if self.display else "dummy"
        if self.display is None and shutil.which("Xvfb"):
            read, write = os.pipe()
            self.server = subprocess.Popen(
                ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
                pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(write)
            with os.fdopen(read) as pipe:
                number = pipe.readline().strip()
            if number:
                self.display, self.kind = f":{number}", "x11 (Xvfb)"
            else:
                self.close()

    def env(self) -> dict[str, str]:
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
        if self.display:
            env["DISPLAY"] = self.display
            env["SDL_VIDEODRIVER"] = "x11"
        else:
            env["SDL_VIDEODRIVER"] = "dummy"
        return env

    def close(self) -> None:
        if self.server is not None:
            self.server.terminate()
            self.server.wait(10)
            self.server = None


def idle_figures(seconds: float, subjects: tuple[str, ...] = SUBJECTS) -> dict[str, Any]:
    """Each subject in its own process, one after another; each arcade figure also as a
    multiple of the floor's."""
    display = _Display()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    report: dict[str, Any] = {"display": display.kind, "seconds": seconds,
                              "load_before": round(os.getloadavg()[0], 2)}
    try:
        for name in subjects:
            with tempfile.TemporaryDirectory() as data:
                done = subprocess.run([sys.executable, "-m", "games.idle_bench", name, str(seconds)],
                                      env=dict(display.env(), ARCADE_DATA_DIR=data), cwd=root,
                                      capture_output=True, text=True, timeout=seconds + 120)
            lines = done.stdout.strip().splitlines()
            if done.returncode != 0 or not lines:
                report[name] = {"error": (done.stderr.strip().splitlines() or ["no output"])[-1]}
                continue
            report[name] = json.loads(lines[-1])
    finally:
        display.close()
    report["load_after"] = round(os.getloadavg()[0], 2)
    floor = report.get("floor", {}).get("cpu_percent")
    for name in subjects:
        share = report.get(name, {}).get("cpu_percent")
        if name != "floor" and floor and share is not None:
            report[name]["times_floor"] = round(share / floor, 1)
    return report


def table(report: dict[str, Any]) -> list[str]:
    """The idle figure as lines of the bench's table."""
    lines = [f"idle, % of a core over {report['seconds']:g} s each ({report['display']}; "
             f"load {report['load_before']} -> {report['load_after']}):"]
    for name in SUBJECTS:
        fig = report.get(name)
        if fig is None:
            continue
        if "error" in fig:
            lines.append(f"  {name:<6} failed: {fig['error']}")
            continue
        extra = f"  {fig['times_floor']}x the floor" if "times_floor" in fig else ""
        pictures = f", {fig['pictures_per_second']} pictures/s" if "pictures_per_second" in fig else ""
        lines.append(f"  {name:<6}{fig['cpu_percent']:>7.2f}%{extra}{pictures}")
    return lines


if __name__ == "__main__":
    print(json.dumps(subject(sys.argv[1], float(sys.argv[2]))))

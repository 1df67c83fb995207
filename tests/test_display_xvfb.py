"""Full screen on real X servers: ``python main.py --fullscreen`` on a bare Xvfb (no window
manager, as on a kiosk box) of 1920×1080, 1280×800 and 1024×768, and once under
matchbox-window-manager. The screen is captured with ImageMagick's ``import``: the menu must
fill the largest 16:9 box that fits, with black bars; F11 shows it in a window and F11 again
full screen; a click by ``xdotool`` at a card's scaled position must open that card's seating
screen."""
from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from games.engine import registry, theme
from games.engine.display import letterbox, window_size

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("Xvfb", "xdotool", "import")
MISSING = [tool for tool in TOOLS if shutil.which(tool) is None]
pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"no {', '.join(MISSING)} here (the X tests need "
                                "Xvfb, xdotool and ImageMagick's import; .ci/run installs them)")
CARD = ("maorider", (1000, 372))
"""The card the test clicks, and a logical point on it (its title, away from its buttons)."""
SAME = 8.0
"""Mean difference (0-255 per channel) under which a capture shows the reference screen: the
picture scaled up and down again differed from the headless one by 0-4 here; the seating
screen from the menu by 52-55, and the cropped or shifted menu of ``SCALED|FULLSCREEN`` at
1280×720 with no window manager by 33-62."""
WAIT = 20.0


class XServer:
    """A bare Xvfb on a free display number (Xvfb picks it: ``-displayfd``)."""

    def __init__(self, size: tuple[int, int]) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24",
             "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            self.name = f":{pipe.readline().strip()}"
        self.size = size
        self.children: list[subprocess.Popen] = []
        self.logs: dict[int, Path] = {}

    def env(self) -> dict[str, str]:
        return {**os.environ, "DISPLAY": self.name}

    def start(self, args: list[str], log: Path | None = None, **env: str) -> subprocess.Popen:
        with open(log or os.devnull, "wb") as out:
            process = subprocess.Popen(args, cwd=ROOT, env={**self.env(), **env}, stdout=out,
                                       stderr=subprocess.STDOUT)
        self.children.append(process)
        if log is not None:
            self.logs[process.pid] = log
        return process

    def said(self, process: subprocess.Popen) -> str:
        """The end of what ``process`` wrote, to say why it stopped."""
        log = self.logs.get(process.pid)
        return log.read_text(errors="replace")[-2000:] if log is not None and log.exists() else ""

    def run(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run(args, env=self.env(), capture_output=True, timeout=WAIT)

    def capture(self) -> pygame.Surface:
        shot = self.run("import", "-window", "root", "png24:-").stdout
        return pygame.image.load(io.BytesIO(shot), "screen.png")

    def close(self) -> None:
        for process in reversed(self.children + [self.process]):
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def difference(capture: pygame.Surface, box: pygame.Rect, reference: pygame.Surface) -> float:
    """Mean absolute difference per channel between the picture in ``box`` and ``reference``,
    both brought to 160×90 (small enough to compare pixel by pixel in Python)."""
    small = (160, 90)
    seen = pygame.transform.smoothscale(capture.subsurface(box), small)
    want = pygame.transform.smoothscale(reference, small)
    total = sum(abs(a - b) for x in range(small[0]) for y in range(small[1])
                for a, b in zip(seen.get_at((x, y))[:3], want.get_at((x, y))[:3]))
    return total / (small[0] * small[1] * 3)


def wait_for(server: XServer, box: pygame.Rect, reference: pygame.Surface, arcade: subprocess.Popen,
             what: str) -> pygame.Surface:
    """Capture the screen until the box shows ``reference`` (or fail with the last figure)."""
    deadline = time.monotonic() + WAIT
    seen = float("inf")
    while time.monotonic() < deadline:
        assert arcade.poll() is None, f"the arcade ended ({arcade.returncode}): {server.said(arcade)}"
        capture = server.capture()
        if capture.get_size() == server.size:
            seen = difference(capture, box, reference)
            if seen < SAME:
                return capture
        time.sleep(0.3)
    pytest.fail(f"{what} never filled the box {tuple(box)} on {server.size} (difference {seen:.1f})")


@pytest.fixture(scope="module")
def references(tmp_path_factory):
    """Headless pictures of the menu and of the clicked card's seating screen."""
    from games.engine.app import App
    from tests.conftest import options
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARCADE_DATA_DIR", str(tmp_path_factory.mktemp("data")))
        app = App(options())
        try:
            app.run(frames=30)
            menu = app.screen.copy()
            app.ctx.router.seating(registry.get(CARD[0]))
            app.manager.process_requests()
            app.run(frames=60)
            seating = app.screen.copy()
        finally:
            app.close()
    return menu, seating


def on_screen(box: pygame.Rect, logical: tuple[int, int]) -> tuple[int, int]:
    """Where a logical point is drawn on the screen."""
    return (box.x + int((logical[0] + 0.5) * box.w / theme.SCREEN_SIZE[0]),
            box.y + int((logical[1] + 0.5) * box.h / theme.SCREEN_SIZE[1]))


def windowed_box(desktop: tuple[int, int]) -> pygame.Rect:
    """Where the window shows the picture with no window manager: centred."""
    size = window_size(desktop)
    return pygame.Rect(((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2), size)


CASES = [((1920, 1080), False), ((1280, 800), False), ((1024, 768), False), ((1280, 800), True)]


@pytest.mark.parametrize("size, window_manager", CASES,
                         ids=[f"{w}x{h}{'-wm' if wm else ''}" for (w, h), wm in CASES])
def test_full_screen_fills_the_largest_16_9_box_and_clicks_land(size, window_manager, references, tmp_path):
    if window_manager and shutil.which("matchbox-window-manager") is None:
        pytest.skip("no matchbox-window-manager here")
    menu, seating = references
    server = XServer(size)
    try:
        if window_manager:
            server.start(["matchbox-window-manager", "-use_titlebar", "no"])
        arcade = server.start([sys.executable, "main.py", "--fullscreen"], tmp_path / "arcade.log",
                              SDL_VIDEODRIVER="x11",
                              SDL_AUDIODRIVER="dummy", ARCADE_DATA_DIR=str(tmp_path / "data"))
        box = letterbox(size)
        capture = wait_for(server, box, menu, arcade, "the menu")
        black = [capture.get_at((x, y))[:3] for x in range(0, size[0], 37)
                 for y in list(range(0, box.y)) + list(range(box.bottom, size[1]))]
        assert set(black) <= {(0, 0, 0)}, "the bars are black"
        edges = [capture.get_at((x, y))[:3] for x in range(box.x, box.right, 29) for y in (box.y, box.bottom - 1)]
        edges += [capture.get_at((x, y))[:3] for y in range(box.y, box.bottom, 17) for x in (box.x, box.right - 1)]
        assert all(max(abs(a - b) for a, b in zip(colour, theme.FRAME)) <= 3 for colour in edges), \
            "the picture's frame reaches every edge of the box"
        window = windowed_box(size)
        if not window_manager and window != box:
            server.run("xdotool", "key", "F11")
            wait_for(server, window, menu, arcade, "the window after F11")
            server.run("xdotool", "key", "F11")
            wait_for(server, box, menu, arcade, "full screen after F11 again")
        x, y = on_screen(box, CARD[1])
        server.run("xdotool", "mousemove", str(x), str(y), "click", "1")
        wait_for(server, box, seating, arcade, "the seating screen")
    finally:
        server.close()

"""The letterbox geometry and the one map from window to picture coordinates (pure functions),
and the display's event mapping in full screen under the dummy driver."""
from __future__ import annotations

import pygame
import pytest

from games.engine import display
from games.engine.display import (Display, clamp, finger_to_logical, letterbox, pixel_to_logical, to_logical,
                                  window_size)

SCREENS = {
    (1920, 1080): (0, 0, 1920, 1080),
    (1280, 800): (0, 40, 1280, 720),
    (1024, 768): (0, 96, 1024, 576),
    (1280, 720): (0, 0, 1280, 720),
    (2560, 1080): (320, 0, 1920, 1080),
    (1366, 768): (0, 0, 1365, 768),
    (800, 600): (0, 75, 800, 450),
    (1080, 1920): (0, 656, 1080, 608),
    (1001, 563): (0, 0, 1001, 563),
    (3, 2): (0, 0, 3, 2),
    (1, 1): (0, 0, 1, 1),
}


@pytest.mark.parametrize("window, box", SCREENS.items())
def test_letterbox_is_the_largest_centred_16_9_box(window, box):
    rect = letterbox(window)
    assert tuple(rect) == box
    assert pygame.Rect((0, 0), window).contains(rect)
    assert rect.w == window[0] or rect.h == window[1], "it touches two opposite edges"
    assert abs(rect.w / rect.h - 16 / 9) < 2 / min(rect.size), "the picture keeps its shape"
    left, right = rect.x, window[0] - rect.right
    top, bottom = rect.y, window[1] - rect.bottom
    assert abs(left - right) <= 1 and abs(top - bottom) <= 1, "centred"


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 800), (1024, 768), (2560, 1080), (1366, 768)])
def test_the_box_corners_are_the_picture_corners(window):
    box = letterbox(window)
    assert to_logical(box.topleft, box) == (0, 0)
    assert to_logical(box.bottomright, box) == pytest.approx((1280, 720))
    assert pixel_to_logical(box.topleft, box) == (0, 0)
    assert pixel_to_logical((box.right - 1, box.bottom - 1), box) == (1279, 719)
    assert pixel_to_logical(box.center, box)[0] in (639, 640)


def test_pixels_of_the_picture_map_back_to_themselves():
    """Every logical pixel drawn at 1.5× is found again under each window pixel it covers."""
    box = letterbox((1920, 1080))
    for x in range(0, 1280, 7):
        window_x = int(x * 1.5 + 0.75)
        assert pixel_to_logical((window_x, 0), box)[0] == x
    assert pixel_to_logical((1000, 700), letterbox((1280, 800))) == (1000, 660)


def test_a_window_is_the_logical_size_unless_the_desktop_is_smaller():
    assert window_size((1920, 1080)) == (1280, 720) and window_size((1280, 720)) == (1280, 720)
    assert window_size((1024, 768)) == (1024, 576) and window_size((1280, 700)) == (1244, 700)


def test_bars_lie_outside_the_picture_and_clamp_to_its_edge():
    box = letterbox((1024, 768))
    above = pixel_to_logical((500, 10), box)
    below = pixel_to_logical((500, 760), box)
    assert above[1] < 0 and below[1] >= 720
    assert clamp(above) == (above[0], 0) and clamp(below) == (below[0], 719)
    assert clamp((-5, 800)) == (0, 719) and clamp((2000, -1)) == (1279, 0)


def test_fingers_are_fractions_of_the_window_mapped_to_fractions_of_the_picture():
    # Full screen: the window surface fills the window, the picture sits in the letterbox.
    box = letterbox((1024, 768))
    x, y = finger_to_logical((0.5, 0.5), (1024, 768), (1024, 768), box)
    assert (x, y) == pytest.approx((640, 360))
    x, y = finger_to_logical((0.0, 96 / 768), (1024, 768), (1024, 768), box)
    assert (x, y) == pytest.approx((0, 0))
    # A window: SDL letterboxes the logical surface into a window of another shape.
    identity = pygame.Rect(0, 0, 1280, 720)
    x, y = finger_to_logical((0.25, 0.5), (1920, 1200), (1280, 720), identity)
    assert (x, y) == pytest.approx((320, 360))
    x, y = finger_to_logical((1.0, 60 / 1200), (1920, 1200), (1280, 720), identity)
    assert (x, y) == pytest.approx((1280, 0))


@pytest.fixture
def desktop(monkeypatch):
    """A desktop of the size the test sets (1024×768 at first). Windows are plain surfaces:
    SDL's ``SCALED`` windows under the dummy driver crash when the display closes after full
    screen and a window (tests/test_display_xvfb.py opens real ones)."""
    size = [(1024, 768)]
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: list(size))
    monkeypatch.setattr(pygame.display, "set_mode", lambda size, flags=0: pygame.Surface(size))
    monkeypatch.setattr(pygame.display, "set_window_position", lambda position: None)
    monkeypatch.setattr(pygame.display, "flip", lambda: None)
    yield size
    pygame.display.quit()


@pytest.fixture
def full_screen(desktop, monkeypatch):
    """A full-screen Display on that desktop."""
    screen = Display(headless=False, fullscreen=True)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: screen.window.get_size())
    return screen, desktop


@pytest.fixture
def window(desktop, monkeypatch):
    """A windowed Display on that desktop."""
    screen = Display(headless=False, fullscreen=False)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: screen.window.get_size())
    return screen, desktop


@pytest.mark.parametrize("shown, opened", [((1016, 740), 1), ((1024, 768), 2)])
def test_a_window_is_asked_for_again_only_when_left_at_the_desktop_size(desktop, monkeypatch,
                                                                        shown, opened):
    # A window manager that sizes windows itself (matchbox: 1016×740 here) keeps its size; a
    # window SDL left at the desktop's size after full screen is asked for again.
    calls = []

    def set_mode(size, flags=0):
        calls.append(size)
        return pygame.Surface(size)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: shown)
    Display(headless=False, fullscreen=False)
    assert len(calls) == opened


def test_leaving_full_screen_asks_again_for_a_window_of_any_wrong_size(desktop, monkeypatch):
    # Under load SDL may report the window between the desktop's size and the one asked for.
    screen = Display(headless=False, fullscreen=True)
    calls = []

    def set_mode(size, flags=0):
        calls.append(size)
        return pygame.Surface(size)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1016, 740))
    screen.open(False)
    assert len(calls) == 2


def click(kind, pos, button=1):
    return pygame.event.Event(kind, pos=pos, button=button, touch=False, window=None)


def test_full_screen_opens_at_the_desktop_size_and_scenes_get_picture_positions(full_screen):
    screen, _ = full_screen
    assert screen.window.get_size() == (1024, 768) and screen.surface.get_size() == (1280, 720)
    assert tuple(screen.box) == (0, 96, 1024, 576)
    down = screen.receive(click(pygame.MOUSEBUTTONDOWN, (512, 384)))
    assert down.pos == (640, 360) and down.button == 1
    motion = screen.receive(pygame.event.Event(pygame.MOUSEMOTION, pos=(1023, 767), rel=(8, -4),
                                               buttons=(0, 0, 0)))
    assert motion.pos == (1279, 719), "motion in the bars reaches the picture's edge"
    assert motion.rel == (10, -5)
    assert screen.receive(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)).key == pygame.K_a


def test_a_press_in_the_bars_goes_nowhere_and_neither_does_its_release(full_screen):
    screen, _ = full_screen
    assert screen.receive(click(pygame.MOUSEBUTTONDOWN, (100, 20))) is None
    assert screen.receive(click(pygame.MOUSEBUTTONUP, (100, 30))) is None
    # A press on the picture whose release lands in a bar still ends there (a drag ends).
    assert screen.receive(click(pygame.MOUSEBUTTONDOWN, (100, 200))).pos[1] > 0
    up = screen.receive(click(pygame.MOUSEBUTTONUP, (100, 760)))
    assert up is not None and up.pos[1] == 719
    assert screen.receive(click(pygame.MOUSEBUTTONUP, (100, 760))) is None, "released once only"


def test_fingers_are_mapped_and_a_touch_in_the_bars_goes_nowhere(full_screen):
    screen, _ = full_screen

    def finger(kind, x, y, finger_id=1):
        return pygame.event.Event(kind, touch_id=1, finger_id=finger_id, x=x, y=y, dx=0.01, dy=0.0,
                                  pressure=1.0, window=None)
    down = screen.receive(finger(pygame.FINGERDOWN, 0.5, 0.5))
    assert (down.x, down.y) == pytest.approx((0.5, 0.5))
    moved = screen.receive(finger(pygame.FINGERMOTION, 0.25, 0.125 + 0.75 * 0.25))
    assert (moved.x, moved.y) == pytest.approx((0.25, 0.25)) and moved.dx == pytest.approx(0.01)
    assert screen.receive(finger(pygame.FINGERUP, 0.5, 0.01)).y == 0.0, "its press was on the picture"
    assert screen.receive(finger(pygame.FINGERDOWN, 0.5, 0.05, finger_id=2)) is None
    assert screen.receive(finger(pygame.FINGERUP, 0.5, 0.05, finger_id=2)) is None


def test_a_new_desktop_size_reopens_full_screen_without_a_restart(full_screen):
    screen, desktop = full_screen
    picture = screen.surface
    desktop[0] = (1280, 800)
    screen.receive(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1280, y=800, window=None))
    assert screen.window.get_size() == (1280, 800) and tuple(screen.box) == (0, 40, 1280, 720)
    assert screen.surface is picture, "scenes keep drawing on the same picture"
    assert screen.receive(click(pygame.MOUSEBUTTONDOWN, (10, 50))).pos == (10, 10)
    picture.fill((200, 0, 0))
    screen.present()
    assert screen.window.get_at((640, 20))[:3] == display.BARS
    assert screen.window.get_at((640, 400))[:3] == (200, 0, 0)


def test_the_window_and_the_headless_surface_are_the_picture_itself(window):
    screen, desktop = window
    desktop[0] = (1920, 1080)
    screen.open(False)
    first = screen.window
    assert screen.surface is first and screen.surface.get_size() == (1280, 720)
    event = click(pygame.MOUSEBUTTONDOWN, (-5, 10))
    assert screen.receive(event) is event, "in a window SDL maps the pointer itself"
    first.fill((0, 200, 0))
    screen.open(True)
    assert screen.surface is not first, "the old window surface is gone: F11 gets a live picture"
    assert screen.window.get_at((960, 540))[:3] == (0, 200, 0), "shown again at once"
    assert screen.surface.get_at((640, 360))[:3] == (0, 200, 0)
    headless = Display(headless=True, fullscreen=True)
    assert not headless.fullscreen and headless.surface is headless.window
    assert headless.receive(event) is event


def test_a_window_on_a_small_desktop_fits_it_and_letterboxes_the_picture(window):
    screen, _ = window
    assert not screen.fullscreen
    assert screen.window.get_size() == (1024, 576) and tuple(screen.box) == (0, 0, 1024, 576)
    assert screen.surface.get_size() == (1280, 720)
    assert screen.receive(click(pygame.MOUSEBUTTONDOWN, (512, 288))).pos == (640, 360)
    screen.open(True)
    assert screen.fullscreen and screen.window.get_size() == (1024, 768)

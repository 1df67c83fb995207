"""The window: scenes draw on a logical 1280×720 picture; full screen shows it letterboxed.

Why the arcade letterboxes the picture itself: a ``SCALED|FULLSCREEN`` display opened at the
logical 1280×720 lets SDL scale it, and with no window manager running (a kiosk box: ``xinit``
and this one program) that went wrong on every screen that was not 1280×720 — on 1920×1080 a
1.5× zoomed crop, on 1024×768 the left cut off, on 1280×800 the picture 40 px too high
(pygame-ce 2.5.8, SDL 2.32, Xvfb; bare pygame programs do the same). A display opened at the
desktop's own size needs no scaling from SDL and filled every test screen exactly, with and
without a window manager. It keeps ``SCALED`` because some Linux setups show a black screen for a
plain ``FULLSCREEN`` surface and some Wayland sessions fail without it. The window keeps
``SCALED|RESIZABLE`` at the logical size (smaller on a smaller desktop): a window manager places
it, and SDL scales it right.

The picture reaches the screen without OpenGL (:data:`PRESENT_HINTS`): on X11 SDL otherwise
backs the window with a GL texture and ``SCALED`` with a GL renderer, which on a box without a
GPU is Mesa's software rasteriser: 5.6 ms of the arcade's CPU per 1280×720 picture, 15 ms at
1920×1080. SDL's own software renderer on the window's shared-memory image costs 0.8 ms and
3.7 ms (pygame-ce 2.5.8, SDL 2.32, Xvfb; ``games/engine/DISPLAY_NOTES.md``). The picture is
never scaled by the GPU anyway (full screen is 1:1, letterboxed here), so nothing is lost where
a GPU exists. Either hint set in the environment wins.

Pointer and touch positions come in window coordinates; ``to_logical`` is the one function
that turns them into the picture's, and ``Display.receive`` applies it to every event before
scenes see it. A press in the black bars goes nowhere, and so does its release; motion in the
bars, and the release of a press made on the picture, are moved to the picture's nearest edge
(so a drag that leaves the picture still ends, and nothing is clicked that was not pressed).
"""
from __future__ import annotations

import math

import pygame

from games.engine import theme

BARS = (0, 0, 0)
PRESENT_HINTS = {"SDL_FRAMEBUFFER_ACCELERATION": "0", "SDL_RENDER_DRIVER": "software"}
"""Set before the display opens (see the module docstring)."""
RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED, pygame.WINDOWDISPLAYCHANGED)
"""Events after which the screen may have another size (a TV switched on after the box).
pygame-ce 2.5 passes on no event of a display added or changed, so a new screen is noticed
when SDL resizes or moves the full-screen window for it (not tried on a real screen: the
screen of Xvfb cannot change its size)."""
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
FINGER_EVENTS = (pygame.FINGERMOTION, pygame.FINGERDOWN, pygame.FINGERUP)
Size = tuple[int, int]


def letterbox(window: Size, logical: Size = theme.SCREEN_SIZE) -> pygame.Rect:
    """The largest box of the logical picture's shape that fits the window, centred."""
    width, height = window
    lw, lh = logical
    if width * lh <= height * lw:
        box_w, box_h = width, max(1, round(width * lh / lw))
    else:
        box_w, box_h = max(1, round(height * lw / lh)), height
    return pygame.Rect((width - box_w) // 2, (height - box_h) // 2, box_w, box_h)


def to_logical(pos: tuple[float, float], box: pygame.Rect,
               logical: Size = theme.SCREEN_SIZE) -> tuple[float, float]:
    """A window position as a position on the logical picture shown in ``box`` (outside
    the picture when the position is in the bars)."""
    return ((pos[0] - box.x) * logical[0] / box.w, (pos[1] - box.y) * logical[1] / box.h)


def pixel_to_logical(pos: tuple[int, int], box: pygame.Rect,
                     logical: Size = theme.SCREEN_SIZE) -> tuple[int, int]:
    """The logical pixel under a window pixel (mapped through the pixel's centre, so every
    window pixel lands on the picture pixel that covers most of it)."""
    x, y = to_logical((pos[0] + 0.5, pos[1] + 0.5), box, logical)
    return math.floor(x), math.floor(y)


def finger_to_logical(fraction: tuple[float, float], window: Size, surface: Size,
                      box: pygame.Rect) -> tuple[float, float]:
    """A finger's position (fractions of the whole window) as a position on the logical
    picture. The window shows the window surface letterboxed by SDL (``SCALED``: an identity
    in full screen, where the surface has the window's size), and the surface shows the
    picture in ``box``."""
    in_window = (fraction[0] * window[0], fraction[1] * window[1])
    return to_logical(to_logical(in_window, letterbox(window, surface), surface), box)


def window_size(desktop: Size) -> Size:
    """The window's size: the logical size, or the largest that fits a desktop too small for
    it (else the window would hang off the screen's edges)."""
    if desktop[0] < theme.SCREEN_SIZE[0] or desktop[1] < theme.SCREEN_SIZE[1]:
        return letterbox(desktop).size
    return theme.SCREEN_SIZE


def clamp(pos: tuple[int, int], logical: Size = theme.SCREEN_SIZE) -> tuple[int, int]:
    """The nearest pixel of the picture."""
    return min(max(pos[0], 0), logical[0] - 1), min(max(pos[1], 0), logical[1] - 1)


class Display:
    """Opens the window and shows the logical picture in it; maps input back to the picture."""

    def __init__(self, headless: bool, fullscreen: bool) -> None:
        self.headless = headless
        self.fullscreen = False
        self.window = pygame.Surface((1, 1))
        self.surface = self.window
        """What scenes draw on: always the logical size; the window surface itself when it
        has that size, else ``picture``."""
        self.picture: pygame.Surface | None = None
        """The picture kept apart from the window surface (never a window surface: those die
        when the window is opened again)."""
        self.box = pygame.Rect((0, 0), theme.SCREEN_SIZE)
        """Where the picture sits on the window surface."""
        self.held: set[tuple[str, int]] = set()
        """Presses (mouse buttons, fingers) that scenes saw: their releases go to scenes too."""
        self.open(fullscreen)

    def open(self, fullscreen: bool) -> None:
        """Open (or re-open) the window: full screen at the desktop's size, or a window of
        ``window_size``. The picture shown before is shown again at once."""
        self.held.clear()
        shown = self.surface.copy() if self.surface.get_size() == theme.SCREEN_SIZE else None
        leaving_full_screen = self.fullscreen
        self.fullscreen = fullscreen and not self.headless
        if self.headless:
            self.window = self.surface = pygame.display.set_mode(theme.SCREEN_SIZE)
        elif fullscreen:
            # With no window manager a window leaving its place for full screen keeps its
            # corner (off the screen when it was centred and larger than the screen).
            pygame.display.set_window_position((0, 0))
            self.window = pygame.display.set_mode(self.desktop_size(), pygame.SCALED | pygame.FULLSCREEN)
        else:
            desktop = self.desktop_size()
            size = window_size(desktop)
            corner = ((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2)
            self.window = pygame.display.set_mode(size, pygame.SCALED | pygame.RESIZABLE)
            shown_size = pygame.display.get_window_size()
            if shown_size != size and (leaving_full_screen or shown_size == desktop):
                # Without a window manager SDL's software renderer leaves full screen at the
                # desktop's size (or, on a loaded machine, at a size on its way there); asking
                # again resizes it. A window manager's own size for a new window stays whatever
                # we ask, and asking again with SCALED can crash SDL at start (a segmentation
                # fault one start in five under matchbox-window-manager).
                self.window = pygame.display.set_mode(size, pygame.SCALED | pygame.RESIZABLE)
            pygame.display.set_window_position(corner)
        if self.window.get_size() == theme.SCREEN_SIZE and not self.fullscreen:
            self.surface = self.window
        else:
            if self.picture is None:
                self.picture = pygame.Surface(theme.SCREEN_SIZE).convert()
            self.surface = self.picture
        self.box = letterbox(self.window.get_size())
        self.window.fill(BARS)
        if shown is not None:
            self.surface.blit(shown, (0, 0))
            self.present()

    @staticmethod
    def desktop_size() -> Size:
        """The size of the first desktop, where full screen opens (pygame-ce 2.5 cannot tell
        which desktop a window is on)."""
        return pygame.display.get_desktop_sizes()[0]

    def present(self) -> None:
        """Show the picture: copied (scaled when needed) into its box when it is not the window
        surface itself, then flipped."""
        if self.surface is not self.window:
            if self.box.size == self.surface.get_size():
                self.window.blit(self.surface, self.box)
            else:
                pygame.transform.smoothscale(self.surface, self.box.size,
                                             self.window.subsurface(self.box))
        pygame.display.flip()

    def receive(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """One event from the queue as scenes should see it, or None when it goes nowhere.

        A change of the screen's size re-opens full screen at the new size first."""
        if event.type in RESIZE_EVENTS and self.fullscreen and not self.headless:
            if self.desktop_size() != self.window.get_size():
                self.open(True)
            return event
        if self.headless or (self.surface is self.window and event.type not in FINGER_EVENTS):
            return event
        if event.type in POINTER_EVENTS:
            return self._pointer(event)
        if event.type in FINGER_EVENTS:
            return self._finger(event)
        return event

    def _pointer(self, event: pygame.event.Event) -> pygame.event.Event | None:
        pos = pixel_to_logical(event.pos, self.box)
        extra = {}
        if event.type == pygame.MOUSEMOTION:
            extra["rel"] = (round(event.rel[0] * theme.SCREEN_SIZE[0] / self.box.w),
                            round(event.rel[1] * theme.SCREEN_SIZE[1] / self.box.h))
        if not self._admit(event.type == pygame.MOUSEBUTTONDOWN, event.type == pygame.MOUSEBUTTONUP,
                           ("button", getattr(event, "button", 0)), clamp(pos) == pos):
            return None
        return pygame.event.Event(event.type, {**event.dict, **extra, "pos": clamp(pos)})

    def _finger(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Fingers come as fractions of the whole window; scenes get fractions of the picture."""
        window, surface = pygame.display.get_window_size(), self.window.get_size()
        x, y = finger_to_logical((event.x, event.y), window, surface, self.box)
        # A move is a difference of positions: the same map without the offsets.
        x0, y0 = finger_to_logical((0.0, 0.0), window, surface, self.box)
        x1, y1 = finger_to_logical((event.dx, event.dy), window, surface, self.box)
        lw, lh = theme.SCREEN_SIZE
        if not self._admit(event.type == pygame.FINGERDOWN, event.type == pygame.FINGERUP,
                           ("finger", event.finger_id), 0 <= x < lw and 0 <= y < lh):
            return None
        return pygame.event.Event(event.type, {
            **event.dict, "x": min(max(x / lw, 0.0), 1.0), "y": min(max(y / lh, 0.0), 1.0),
            "dx": (x1 - x0) / lw, "dy": (y1 - y0) / lh})

    def _admit(self, press: bool, release: bool, key: tuple[str, int], inside: bool) -> bool:
        """Whether scenes see this event: not a press in the bars, nor the release of one."""
        if press:
            if inside:
                self.held.add(key)
            return inside
        if release:
            was_held = key in self.held
            self.held.discard(key)
            return inside or was_held
        return True

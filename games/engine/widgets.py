"""Buttons and small drawing helpers shared by every scene (one look: shared/style.md)."""
from __future__ import annotations

import math
from typing import Callable

import pygame

from games.engine import badges, storage, text, theme
from games.engine.i18n import tr

_pointer: tuple[int, int] | None = None
"""Where the real pointer last was (logical coordinates; None before any pointer event)."""
_moves = 0
"""How many times the pointer moved or the screen under it changed: a button lit by an
earlier move did not see where the pointer went since, so it is drawn unlit."""


def pointer_seen(pos: tuple[int, int]) -> None:
    """The real pointer is at ``pos`` (a press or release: where it is, without a move)."""
    global _pointer
    _pointer = pos


def pointer_moved(pos: tuple[int, int]) -> None:
    """The real pointer moved to ``pos``: only buttons that see this move may stay lit."""
    global _moves
    pointer_seen(pos)
    _moves += 1


def screen_changed() -> None:
    """The scene under the pointer changed (a dialog opened or closed): every button's hover
    is out of date until it sees the pointer again."""
    global _moves
    _moves += 1


def pointer() -> tuple[int, int] | None:
    """Where the real pointer last was (None before any pointer event)."""
    return _pointer


class Button:
    """A labelled touch target (at least 44×44 px) that reacts to a mouse button release.

    ``label`` is English and goes through :func:`tr` when drawn; ``label_fn`` gives a label
    that changes (e.g. "Sound: On").
    """

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], label: str,
                 action: Callable[[], None], role: str = "body",
                 enabled: Callable[[], bool] | None = None,
                 label_fn: Callable[[], str] | None = None,
                 colour: tuple[int, int, int] | None = None, translate: bool = True,
                 glyph: str | None = None, visible: Callable[[], bool] | None = None,
                 writes_files: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        if self.rect.w < theme.MIN_TARGET or self.rect.h < theme.MIN_TARGET:
            self.rect.inflate_ip(max(0, theme.MIN_TARGET - self.rect.w),
                                 max(0, theme.MIN_TARGET - self.rect.h))
        self.label = label
        self.action = action
        self.role = role
        self.enabled = enabled or (lambda: True)
        self.label_fn = label_fn
        self.colour = colour
        self.translate = translate
        self.glyph = glyph
        shown = visible or (lambda: True)
        self.visible = (lambda: shown() and storage.keeps()) if writes_files else shown
        """A hidden button is neither drawn nor pressed (nor focused). One that
        ``writes_files`` is hidden wherever nothing may be written (a kiosk)."""
        """The action whose key or pad button is drawn on the button (keys and pads only)."""
        self.hover = False
        """The pointer was over the button at the last move it saw (see :meth:`lit`)."""
        self.seen = -1
        """The pointer move (a count of :func:`pointer_moved`) the hover was read at."""

    def lit(self) -> bool:
        """Drawn in the hover colour: the pointer is over the button now. A button whose
        scene stopped passing it the pointer (a dialog over it, a hand-over cover) keeps an
        old ``hover``; the moves it missed make it unlit."""
        return self.hover and self.seen == _moves

    def caption(self) -> str:
        if self.label_fn is not None:
            return self.label_fn()
        return tr(self.label) if self.translate else self.label

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was a click on this button (its action has run)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover, self.seen = self.rect.collidepoint(event.pos), _moves
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled() and self.visible():
                self.action()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible():
            return
        enabled = self.enabled()
        base = self.colour or theme.BUTTON
        if not enabled:
            base = theme.BUTTON_DISABLED
        elif self.lit():
            base = tuple(min(255, c + 20) for c in base)
        pygame.draw.rect(surface, base, self.rect, border_radius=10)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, self.rect, 2, border_radius=10)
        colour = theme.on_colour(base) if enabled else theme.TEXT_DIM
        text.note_target(surface, self.caption() or self.label or "(icon)", self.rect)
        text.blit_box(surface, self.caption(), self.rect.inflate(-12, -6), self.role, colour)
        if self.glyph and enabled:
            draw_glyph(surface, self.glyph, (self.rect.right + 6, max(0, self.rect.y - 10)))


class ButtonRow:
    """A list of buttons handled and drawn together."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons = list(buttons or [])

    def add(self, button: Button) -> Button:
        self.buttons.append(button)
        return button

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in list(self.buttons))

    def draw(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface)


KEY_GLYPHS = {"undo": "Ctrl+Z", "hint": "H", "help": "F1", "pause": "Esc", "back": "Esc",
              "choose": "Enter", "turn": "Q/E", "mirror": "F"}
PAD_GLYPHS = {"undo": "Y", "hint": "X", "help": "Back", "pause": "Start", "back": "B", "choose": "A",
              "turn": "LB/RB", "mirror": "RT"}
PAD_COLOURS = {"A": (60, 170, 70), "B": (200, 60, 50), "X": (50, 110, 210), "Y": (220, 180, 30)}


def draw_glyph(surface: pygame.Surface, action: str, topright: tuple[int, int]) -> None:
    """The key or pad button for ``action``, in the style of what the player used last
    (nothing for the mouse): a round face button in its colour, or a key cap."""
    from games.engine import controls
    mode = controls.mode()
    if mode == "mouse":
        return
    label = (PAD_GLYPHS if mode == "pad" else KEY_GLYPHS).get(action)
    if not label:
        return
    image = text.render(label, "14", (250, 250, 250))
    if mode == "pad" and label in PAD_COLOURS:
        radius = 12
        centre = (topright[0] - radius, topright[1] + radius)
        pygame.draw.circle(surface, PAD_COLOURS[label], centre, radius)
        pygame.draw.circle(surface, (20, 20, 20), centre, radius, 2)
        surface.blit(image, image.get_rect(center=centre))
        return
    box = image.get_rect().inflate(10, 6)
    box.topright = topright
    pygame.draw.rect(surface, (20, 22, 28), box, border_radius=5)
    pygame.draw.rect(surface, theme.TEXT_DIM, box, 1, border_radius=5)
    surface.blit(image, image.get_rect(center=box.center))


def pad_badge(surface: pygame.Surface, centre: tuple[int, int], number: int) -> None:
    """A small game controller with its number: this seat belongs to controller ``number``."""
    body = pygame.Rect(0, 0, 46, 28)
    body.center = centre
    pygame.draw.rect(surface, theme.TEXT_DIM, body, border_radius=12)
    pygame.draw.circle(surface, theme.FRAME, (body.x + 11, body.centery), 4)
    pygame.draw.circle(surface, PAD_COLOURS["A"], (body.right - 11, body.centery), 4)
    text.blit(surface, str(number), (body.right + 6, body.centery), "small", theme.TEXT, "midleft")


def pointing_hand(surface: pygame.Surface, tip: tuple[int, int], frame: int = 0) -> None:
    """A hand pointing down at ``tip`` (bobbing gently): "press here" without words."""
    bob = int(6 * math.sin(frame * 2 * math.pi / 60))
    x, y = tip[0], tip[1] - 6 + bob
    finger = [(x - 7, y - 40), (x - 7, y - 4), (x, y + 4), (x + 7, y - 4), (x + 7, y - 40)]
    palm = pygame.Rect(x - 20, y - 78, 44, 44)
    for colour, width in (((20, 20, 24), 6), ((255, 236, 200), 0)):
        pygame.draw.rect(surface, colour, palm.inflate(width, width), border_radius=14)
        pygame.draw.polygon(surface, colour, finger if not width else
                            [(px + (3 if px > x else -3), py) for px, py in finger])
    for i in range(3):
        pygame.draw.line(surface, (200, 170, 130), (palm.x + 12 + i * 10, palm.y + 6),
                         (palm.x + 12 + i * 10, palm.y + 22), 2)
    pygame.draw.rect(surface, (40, 40, 46), (x - 6, y - 84, 12, 8), border_radius=3)


def pause_icon(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The two bars of the pause button."""
    w = rect.w // 6
    for dx in (-w, w):
        bar = pygame.Rect(0, 0, w, rect.h // 2)
        bar.center = (rect.centerx + dx, rect.centery)
        pygame.draw.rect(surface, theme.TEXT, bar, border_radius=2)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = theme.PANEL) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=14)


def seat_badge(surface: pygame.Surface, centre: tuple[int, int], seat: int, radius: int = 14,
               look: tuple[tuple[tuple[int, int, int], str], ...] = (), picture: str = "") -> None:
    """A seat's colour disc with its letter, so colour is never the only cue (see
    :func:`seat_look`); a named player's ``picture`` (their badge) in the seat's colour instead,
    so that a child who cannot read finds their own turn."""
    colour, mark = seat_look(seat, look)
    if picture:
        badges.draw_badge(surface, centre, 2 * radius, picture, colour)
        return
    pygame.draw.circle(surface, colour, centre, radius)
    pygame.draw.circle(surface, (110, 110, 110) if sum(colour) < 150 else (20, 20, 20), centre, radius, 2)
    text.blit(surface, mark, centre, "small", theme.on_colour(colour), "center")


def seat_look(seat: int, look: tuple[tuple[tuple[int, int, int], str], ...] = ()
              ) -> tuple[tuple[int, int, int], str]:
    """The colour and letter of ``seat``'s badge. ``look`` overrides the seat colours and
    letters: (colour, side's name) per seat, the letter the name's first in the player's
    language (White/Black in Maze and Maorider: W and B, in Russian Б and Ч)."""
    if look:
        colour, name = look[seat % len(look)]
        return colour, tr(name)[:1]
    return theme.seat_colour(seat), theme.SEAT_MARKS[seat % len(theme.SEAT_MARKS)]


def glow_ring(surface: pygame.Surface, centre: tuple[int, int], radius: int, frame: int = 0) -> None:
    """The one highlight family: a soft pulsing glow plus a ring."""
    pulse = 0.5 + 0.5 * ((frame % 60) / 60)
    glow = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*theme.HIGHLIGHT, int(60 + 50 * pulse)), (radius + 4, radius + 4), radius + 4)
    surface.blit(glow, (centre[0] - radius - 4, centre[1] - radius - 4))
    pygame.draw.circle(surface, theme.HIGHLIGHT, centre, radius, 3)
    pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, radius + 2, 2)


def soft_pulse(surface: pygame.Surface, centre: tuple[int, int], radius: int, frame: int) -> None:
    """"You can touch this": a soft breathing glow under a piece that can move (quieter than
    :func:`glow_ring`, which marks where a chosen piece may go)."""
    phase = abs((frame % 90) - 45) / 45
    glow = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
    pygame.draw.circle(glow, (*theme.HIGHLIGHT, int(40 + 70 * phase)), (radius, radius), radius)
    pygame.draw.circle(glow, (*theme.HIGHLIGHT, int(90 + 90 * phase)), (radius, radius), radius, 2)
    surface.blit(glow, (centre[0] - radius, centre[1] - radius))
    pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, radius + 1, 1)


def highlight_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int] = theme.HIGHLIGHT,
                   alpha: int = 90) -> None:
    """Tint a cell in the highlight family (or red for "you cannot put it here")."""
    tint = pygame.Surface(rect.size, pygame.SRCALPHA)
    tint.fill((*colour, alpha))
    surface.blit(tint, rect)
    pygame.draw.rect(surface, colour, rect, 3)


class Slider:
    """A horizontal slider for a value from 0 to 1 (the volume): press or drag on the track,
    or :meth:`nudge` it a step from the keyboard or a controller."""

    STEP = 0.1

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], get: Callable[[], float],
                 set_value: Callable[[float], None], enabled: Callable[[], bool] | None = None,
                 on_done: Callable[[], None] | None = None) -> None:
        self.rect = pygame.Rect(rect)
        self.get = get
        self.set_value = set_value
        self.on_done = on_done or (lambda: None)
        self.enabled = enabled or (lambda: True)
        self.dragging = False

    def _track(self) -> pygame.Rect:
        return self.rect.inflate(-self.rect.h, -self.rect.h + 12)

    def _value_at(self, x: int) -> float:
        track = self._track()
        return min(1.0, max(0.0, (x - track.x) / max(1, track.w)))

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event changed or grabbed the slider."""
        if not self.enabled():
            self.dragging = False
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self.set_value(round(self._value_at(event.pos[0]), 2))
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self.set_value(round(self._value_at(event.pos[0]), 2))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.on_done()
            return True
        return False

    def nudge(self, steps: int) -> None:
        if self.enabled():
            self.set_value(round(min(1.0, max(0.0, self.get() + steps * self.STEP)), 2))
            self.on_done()

    def draw(self, surface: pygame.Surface) -> None:
        track = self._track()
        enabled = self.enabled()
        pygame.draw.rect(surface, theme.BUTTON_DISABLED, track, border_radius=6)
        filled = track.copy()
        filled.w = int(track.w * self.get())
        pygame.draw.rect(surface, theme.ACCENT if enabled else theme.TEXT_DIM, filled, border_radius=6)
        knob = (track.x + filled.w, track.centery)
        pygame.draw.circle(surface, theme.TEXT if enabled else theme.TEXT_DIM, knob, self.rect.h // 2 - 6)
        pygame.draw.circle(surface, theme.FRAME_LIGHT, knob, self.rect.h // 2 - 6, 2)


def mute_icon(surface: pygame.Surface, centre: tuple[int, int], size: int = 16) -> None:
    """A loudspeaker with a cross: the sound is off."""
    x, y = centre
    s = size
    body = [(x - s, y - s // 3), (x - s // 2, y - s // 3), (x, y - s), (x, y + s), (x - s // 2, y + s // 3),
            (x - s, y + s // 3)]
    pygame.draw.polygon(surface, theme.TEXT, body)
    pygame.draw.line(surface, theme.ILLEGAL, (x + s // 3, y - s // 2), (x + s, y + s // 2), 4)
    pygame.draw.line(surface, theme.ILLEGAL, (x + s // 3, y + s // 2), (x + s, y - s // 2), 4)

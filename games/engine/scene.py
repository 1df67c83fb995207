"""Scenes and the manager that switches between them.

A scene has a narrow life: ``handle(event)`` for pointer events, ``act(event)`` for the input
layer's actions (:mod:`games.engine.controls`: keys, pads, sticks), ``update(dt)`` at a fixed
60 Hz, ``draw(surface)`` (which never changes state). Scenes know the manager only through :class:`Context` requests:
``switch`` (replace the stack), ``push`` (an overlay such as pause or help), ``pop`` and ``quit``,
and they find other scenes only through ``ctx.router`` (:mod:`games.engine.router`).
Pointer positions always come from the events themselves. When a dialog opens or closes
(a push or a pop) the new top scene is told where the pointer rests with a motion event at the
last real pointer position, so its buttons light up under the pointer and the covered or
uncovered scene's buttons keep no hover from before (:meth:`widgets.Button.lit`).

The app draws only when the picture may have changed: after input, when the scene stack
changes, and when the top scene's :meth:`Scene.redraw_in` says so; in between it sleeps. A
scene declares how its picture moves on its own with :attr:`Scene.motion`.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

import pygame

from games.engine import controls, theme, widgets
from games.engine.audio import Audio
from games.engine.focus import Focus, Target, draw_ring
from games.engine.settings import Settings

REST_AFTER_FRAMES = 240
"""Frames without input (and with nothing moving) after which a scene's pulses come to rest."""
PULSE_CYCLE = 360
"""Every pulse's period divides it (glow 60, soft pulse 90, focus ring 24, thinking dots 30
or 90, pointing hand 60, the kiosk bar 90): pulses rest on a whole cycle, so each rests at
its start and resumes from there without a jump."""
RING_FRAMES = 8
"""The focus ring changes size every this many frames (:func:`games.engine.focus.draw_ring`)."""
PULSE_STEP_FRAMES = 3
"""Pulses are drawn every this many frames (20 Hz: a slow glow needs no more)."""


def sooner(a: int | None, b: int | None) -> int | None:
    """The sooner of two "frames until" answers (None: never)."""
    return b if a is None else a if b is None else min(a, b)


def button_targets(*rows: Any) -> list[Target]:
    """Focus targets for the enabled buttons of some :class:`ButtonRow` s (or buttons)."""
    targets = []
    for row in rows:
        for button in getattr(row, "buttons", [row]):
            if button.enabled() and button.visible() and (button.label or button.label_fn):
                targets.append(Target.of(button.rect, ("button", button.label, button.rect.topleft),
                                         button.action))
    return targets


class Scene:
    """Base scene; ``opaque`` overlays hide what is below them.

    The focus cursor works in every scene: :meth:`focus_targets` lists what can be chosen now
    (by default the enabled buttons of ``self.buttons``), and :meth:`act` moves the focus,
    chooses, or passes any other action to :meth:`command`.
    """

    opaque = True
    name = "scene"
    owned_keys: frozenset[int] = frozenset()
    """Keys the scene reads itself (they make no action), e.g. arrows that walk."""
    motion = "always"
    """How the picture changes on its own, between inputs: ``always`` (it may change every
    frame: drawn every frame, the default), ``pulses`` (only through ``frame``: its pulses
    run for a few seconds after the last input or movement, then rest), ``restless`` (pulses
    that never rest) or ``still`` (never, but for the focus ring, which rests like a pulse)."""

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx
        self.frame = 0
        """The scene's picture clock: pulses are drawn from it; it stops while the scene rests."""
        self.live_until = 0
        """The ``frame`` at which the pulses rest (see :meth:`poke`)."""
        self.dirty = False
        """Set by :meth:`invalidate`; the app draws and clears it."""
        self.focus = Focus()
        self.poke()

    def handle(self, event: pygame.event.Event) -> None:
        """React to one pointer event (or a key that is no action)."""

    def focus_targets(self) -> list[Target]:
        """What the focus cursor may point at now."""
        return button_targets(self.buttons) if hasattr(self, "buttons") else []

    def focus_colour(self) -> tuple[int, int, int]:
        return theme.HIGHLIGHT

    def act(self, event: pygame.event.Event) -> None:
        """One action of the input layer: focus moves and choices here, the rest to
        :meth:`command`."""
        name = event.action
        if name in ("focus", "next", "choose"):
            targets = self.focus_targets()
            if name == "focus":
                self._point(self.focus.move(targets, event.dx, event.dy))
            elif name == "next":
                self._point(self.focus.cycle(targets, event.steps))
            else:
                self.choose(self.focus.current(targets))
            return
        self.command(name, event)

    def _point(self, target: Target | None) -> None:
        """The virtual pointer follows the focus, so hover previews show."""
        if target is not None and target.activate is None:
            self.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=target.centre, rel=(0, 0),
                                           buttons=(0, 0, 0)))

    def choose(self, target: Target | None) -> None:
        """Choose ``target``: its action, or a press and release at its centre."""
        if target is None:
            return
        if target.activate is not None:
            target.activate()
            return
        self._point(target)
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.handle(pygame.event.Event(kind, pos=target.centre, button=1))

    def command(self, name: str, event: pygame.event.Event) -> None:
        """An action other than focus and choose (``back``, ``undo``, ``hint``, ``pause``,
        ``help``, ``turn``, ``mirror``, ``scroll``)."""

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus ring over the focused target (shown for keys and pads only)."""
        target = self.focus.current(self.focus_targets())
        if target is not None:
            draw_ring(surface, target, self.focus_colour(), self.frame)

    def update(self, dt: float) -> None:
        """Advance one fixed step (``dt`` is always 1/60 s; count frames, not seconds)."""
        if self.in_motion():
            self.poke()
        if not self.resting():
            self.frame += 1

    def poke(self) -> None:
        """Input arrived (or something moves): pulses run again, for at least
        :data:`REST_AFTER_FRAMES`, up to a whole :data:`PULSE_CYCLE`."""
        self.live_until = -(-(self.frame + REST_AFTER_FRAMES) // PULSE_CYCLE) * PULSE_CYCLE

    def in_motion(self) -> bool:
        """Something moves whether or not anyone touches the scene (an animation, a computer
        thinking): its pulses must not rest."""
        return False

    def resting(self) -> bool:
        """The pulses rest: ``frame`` stands still until the next input."""
        return self.motion in ("pulses", "still") and self.frame >= self.live_until

    def redraw_in(self) -> int | None:
        """Asked after each pass's updates: in how many more updates the picture changes on
        its own (0: it has changed, or changes every frame; None: not before input)."""
        if self.motion == "always":
            return 0
        if self.resting():
            return None
        if self.motion in ("pulses", "restless"):
            return sooner(PULSE_STEP_FRAMES - self.frame % PULSE_STEP_FRAMES, self.ring_in())
        return self.ring_in()

    def ring_in(self) -> int | None:
        """Updates until the focus ring (shown for keys and pads only) changes."""
        if controls.mode() == "mouse" or self.resting():
            return None
        return RING_FRAMES - self.frame % RING_FRAMES

    def invalidate(self) -> None:
        """The picture changed at a moment no :meth:`redraw_in` foresaw (a new game in the
        attract loop): draw it at the end of this pass."""
        self.dirty = True

    def wake_in(self) -> int | None:
        """In how many updates :meth:`update` must run even if the picture waits (to hear
        from a worker, to end a timed pause); None: not before input."""
        return self.redraw_in()

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change any state."""

    def leave(self) -> None:
        """The scene is removed from the stack (stop workers, save)."""

    def relayout(self) -> None:
        """The text size changed (:func:`games.engine.text.set_size`): lay the scene out again
        at once, keeping what it shows. Scenes that measure nothing when built need nothing."""


class Overlay(Scene):
    """A scene drawn over the one below it through a dark veil, with buttons; Back (or the
    pause button) closes it."""

    opaque = False
    motion = "still"

    def __init__(self, ctx: "Context", veil: int = 170) -> None:
        super().__init__(ctx)
        self.veil = pygame.Surface(theme.SCREEN_SIZE, pygame.SRCALPHA)
        self.veil.fill((0, 0, 0, veil))

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "pause"):
            self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.veil, (0, 0))


@dataclasses.dataclass
class Context:
    """What a scene may use: settings, sound, randomness, options and manager requests."""

    settings: Settings
    audio: Audio
    rng: random.Random
    options: Any = None
    requests: list[tuple[str, Any]] = dataclasses.field(default_factory=list)
    message: str = ""
    quit_locked: bool = False
    input_frames: int = 0
    router: Any = None
    """The :class:`games.engine.router.Router` (set by the app)."""
    kiosk: bool = False
    """A kiosk: settings locked and never saved, no resuming of earlier visitors' games."""
    pad_seats: dict[int, int] = dataclasses.field(default_factory=dict)
    """Controller instance id -> the seat it took on the seating screen."""
    notices: list[str] = dataclasses.field(default_factory=list)
    """Problems to tell the player once (a data folder that cannot be used…); the menu shows them."""

    def switch(self, scene: Scene) -> None:
        self.requests.append(("switch", scene))

    def push(self, scene: Scene) -> None:
        self.requests.append(("push", scene))

    def pop(self) -> None:
        self.requests.append(("pop", None))

    def quit(self) -> None:
        self.requests.append(("quit", None))

    def apply_settings(self) -> None:
        self.requests.append(("settings", None))


class SceneManager:
    """A stack of scenes: the top one gets input and updates; draws start at the last opaque."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.stack: list[Scene] = []
        self.running = True
        self.on_settings: Callable[[], None] = lambda: None
        self.stirred = False
        """The top scene was handed input since the app last looked (the app clears it)."""

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def process_requests(self) -> None:
        before, switched = self.top, False
        while self.ctx.requests:
            kind, scene = self.ctx.requests.pop(0)
            if kind == "switch":
                while self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
                switched = True
            elif kind == "push":
                self.stack.append(scene)
            elif kind == "pop" and len(self.stack) > 1:
                self.stack.pop().leave()
            elif kind == "quit":
                self.running = False
            elif kind == "settings":
                self.on_settings()
        if self.top is not before:
            self._show_pointer(switched)

    def _show_pointer(self, switched: bool) -> None:
        """The top scene changed: no button below keeps its hover; after a dialog opened or
        closed the new top hears where the pointer rests (a new screen waits for a move)."""
        pos = widgets.pointer()
        if switched or pos is None or self.top is None:
            widgets.screen_changed()
            return
        widgets.pointer_moved(pos)
        self.top.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.process_requests()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            widgets.pointer_moved(event.pos)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            widgets.pointer_seen(event.pos)
        if self.top is not None:
            self._stir(self.top)
            self.top.handle(event)
        self.process_requests()

    def act(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self._stir(self.top)
            self.top.act(event)
        self.process_requests()

    def _stir(self, scene: Scene) -> None:
        """Input may change the picture, and it wakes resting pulses."""
        self.stirred = True
        scene.poke()

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)
        self.process_requests()

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i, scene in enumerate(self.stack):
            if scene.opaque:
                start = i
        for scene in self.stack[start:]:
            scene.draw(surface)

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self.top is not None:
            self.top.draw_focus(surface)

    def close(self) -> None:
        while self.stack:
            self.stack.pop().leave()

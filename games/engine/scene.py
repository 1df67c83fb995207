"""Scenes and the manager that switches between them.

A scene has a narrow life: ``handle(event)``, ``update(dt)`` at a fixed 60 Hz, ``draw(surface)``
(which never changes state). Scenes know the manager only through :class:`Context` requests:
``switch`` (replace the stack), ``push`` (an overlay such as pause or help), ``pop`` and ``quit``,
and they find other scenes only through ``ctx.router`` (:mod:`games.engine.router`).
Pointer positions always come from the events themselves.
"""
from __future__ import annotations

import dataclasses
import random
from typing import Any, Callable

import pygame

from games.engine.audio import Audio
from games.engine.settings import Settings


class Scene:
    """Base scene; ``opaque`` overlays hide what is below them."""

    opaque = True
    name = "scene"

    def __init__(self, ctx: "Context") -> None:
        self.ctx = ctx
        self.frame = 0

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance one fixed step (``dt`` is always 1/60 s; count frames, not seconds)."""
        self.frame += 1

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change any state."""

    def leave(self) -> None:
        """The scene is removed from the stack (stop workers, save)."""


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
    hooks: dict[str, Callable[..., Any]] = dataclasses.field(default_factory=dict)
    router: Any = None
    """The :class:`games.engine.router.Router` (set by the app)."""
    kiosk: bool = False
    """A kiosk: settings locked and never saved, no resuming of earlier visitors' games."""
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

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def process_requests(self) -> None:
        while self.ctx.requests:
            kind, scene = self.ctx.requests.pop(0)
            if kind == "switch":
                while self.stack:
                    self.stack.pop().leave()
                self.stack.append(scene)
            elif kind == "push":
                self.stack.append(scene)
            elif kind == "pop" and len(self.stack) > 1:
                self.stack.pop().leave()
            elif kind == "quit":
                self.running = False
            elif kind == "settings":
                self.on_settings()

    def handle(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self.top.handle(event)
        self.process_requests()

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

    def close(self) -> None:
        while self.stack:
            self.stack.pop().leave()

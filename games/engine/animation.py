"""Animations counted in frames, played one after another while input waits.

An :class:`Anim` runs for a whole number of 60 Hz frames and draws itself over the board. A
``token`` names the piece it moves: while it plays (and after it has finished, until the scene
shows the new position) the board hides that token so it is drawn only once. A later animation
of the same token replaces an earlier finished one.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable, Sequence

import pygame

from games.engine import text, theme

Point = tuple[float, float]


def ease_out(t: float) -> float:
    """Cubic ease-out: fast start, gentle landing."""
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


def banner(message: str, centre_x: int, edge: tuple[int, int, int] | None = None,
           role: str = "body", border: int = 2, drop: int = 12,
           fill: tuple[int, int, int] | None = None) -> Callable[[pygame.Surface, float], None]:
    """A draw function for :class:`Drawn`: ``message`` on a panel (``fill``, e.g. a seat's
    colour) sliding in from the top of the screen to ``drop`` pixels below it, centred on
    ``centre_x``."""
    def draw(surface: pygame.Surface, t: float) -> None:
        ink = theme.on_colour(fill) if fill else theme.TEXT
        image = text.render(message, role, ink)
        box = image.get_rect().inflate(36, 18)
        box.midtop = (centre_x, int(-box.h + (box.h + drop) * ease_out(min(1.0, t * 4))))
        pygame.draw.rect(surface, fill or theme.PANEL, box, border_radius=12)
        pygame.draw.rect(surface, edge or theme.HIGHLIGHT, box, border, border_radius=12)
        surface.blit(image, image.get_rect(center=box.center))
    return draw


def lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def along(points: Sequence[Point], t: float) -> Point:
    """The point a fraction ``t`` of the way along a polyline (by length)."""
    if len(points) == 1 or t <= 0:
        return points[0]
    if t >= 1:
        return points[-1]
    lengths = [math.dist(a, b) for a, b in zip(points, points[1:])]
    total = sum(lengths) or 1.0
    goal = t * total
    for (a, b), seg in zip(zip(points, points[1:]), lengths):
        if goal <= seg and seg > 0:
            return lerp(a, b, goal / seg)
        goal -= seg
    return points[-1]


class Anim:
    """Base animation: ``frames`` long, optional ``token`` hidden on the board while shown."""

    def __init__(self, frames: int, token: Hashable | None = None, sound: str | None = None,
                 on_start: Callable[[], None] | None = None) -> None:
        self.frames = max(1, int(frames))
        self.elapsed = 0
        self.token = token
        self.sound = sound
        self.on_start = on_start

    @property
    def t(self) -> float:
        return min(1.0, self.elapsed / self.frames)

    @property
    def done(self) -> bool:
        return self.elapsed >= self.frames

    def update(self, frames: int = 1) -> None:
        self.elapsed = min(self.frames, self.elapsed + frames)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw at progress ``self.t``; the base draws nothing (a pause)."""


class Pause(Anim):
    """Nothing moves for a while: lets a result sink in."""


class Call(Anim):
    """Runs a function when reached (e.g. show the new position), taking one frame."""

    def __init__(self, func: Callable[[], None]) -> None:
        super().__init__(1, on_start=func)


class Path(Anim):
    """A token travelling along pixel points; ``lift`` raises it in an arc (a hop or a ride)."""

    def __init__(self, token: Hashable | None, points: Sequence[Point], frames: int,
                 draw_token: Callable[[pygame.Surface, Point, float], None], lift: float = 0.0,
                 sound: str | None = None, easing: Callable[[float], float] = ease_out) -> None:
        super().__init__(frames, token, sound)
        self.points = list(points)
        self.draw_token = draw_token
        self.lift = lift
        self.easing = easing

    def position(self) -> Point:
        t = self.easing(self.t)
        x, y = along(self.points, t)
        return (x, y - self.lift * math.sin(math.pi * t))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_token(surface, self.position(), self.t)


class Drawn(Anim):
    """An effect drawn by a function of progress (a flash, a shot, a banner, a tumble)."""

    def __init__(self, frames: int, draw: Callable[[pygame.Surface, float], None],
                 token: Hashable | None = None, sound: str | None = None) -> None:
        super().__init__(frames, token, sound)
        self._draw = draw

    def draw(self, surface: pygame.Surface) -> None:
        self._draw(surface, self.t)


class Together(Anim):
    """Several animations at once (e.g. two dice tumbling); ends with the longest."""

    def __init__(self, parts: Sequence[Anim], sound: str | None = None) -> None:
        super().__init__(max(p.frames for p in parts) if parts else 1, None, sound)
        self.parts = list(parts)

    def update(self, frames: int = 1) -> None:
        super().update(frames)
        for part in self.parts:
            part.update(frames)

    def draw(self, surface: pygame.Surface) -> None:
        for part in self.parts:
            part.draw(surface)


class AnimQueue:
    """Plays animations in order; ``speed`` 2 is the "faster" setting."""

    def __init__(self, play_sound: Callable[[str], None] | None = None) -> None:
        self.pending: list[Anim] = []
        self.active: Anim | None = None
        self.settled: dict[Hashable, Anim] = {}
        self.speed = 1
        self.play_sound = play_sound or (lambda kind: None)

    def add(self, *anims: Anim) -> None:
        self.pending.extend(anims)

    @property
    def busy(self) -> bool:
        return self.active is not None or bool(self.pending)

    def _start_next(self) -> None:
        self.active = self.pending.pop(0) if self.pending else None
        if self.active is not None:
            if self.active.sound:
                self.play_sound(self.active.sound)
            if self.active.on_start:
                self.active.on_start()

    def update(self) -> None:
        if self.active is None:
            self._start_next()
        budget = self.speed
        while self.active is not None and budget > 0:
            self.active.update(1)
            budget -= 1
            if self.active.done:
                if self.active.token is not None:
                    self.settled[self.active.token] = self.active
                self._start_next()

    def settle(self) -> None:
        """The board now shows the new position: forget finished token animations."""
        self.settled.clear()

    def skip(self) -> None:
        """Finish everything at once (undo, restart, leaving the scene)."""
        while self.busy:
            if self.active is None:
                self._start_next()
                continue
            self.active.elapsed = self.active.frames
            self._start_next()
        self.settled.clear()

    def hidden(self) -> set[Hashable]:
        """Tokens the board must not draw: animations are drawing them."""
        tokens = set(self.settled)
        if self.active is not None and self.active.token is not None:
            tokens.add(self.active.token)
        return tokens

    def draw(self, surface: pygame.Surface) -> None:
        active_token = self.active.token if self.active else None
        for token, anim in self.settled.items():
            if token != active_token:
                anim.draw(surface)
        if self.active is not None:
            self.active.draw(surface)


def sequence(anims: Sequence[Any]) -> list[Anim]:
    """Flatten nested lists of animations (helpers return lists)."""
    out: list[Anim] = []
    for item in anims:
        if isinstance(item, Anim):
            out.append(item)
        elif item:
            out.extend(sequence(item))
    return out

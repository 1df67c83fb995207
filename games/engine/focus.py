"""The focus cursor: what the keyboard or a controller points at, among what can be chosen now.

A scene lists its :class:`Target` s (buttons, legal pieces, their destinations, dice, cards…)
each frame; :class:`Focus` remembers which one is pointed at by its ``key`` (so it survives a
new list), moves to the nearest target in a pushed direction, and cycles with Tab. Choosing a
target runs its ``activate`` callable, or, for a place on the board, presses and releases the
pointer at its centre: the scene's own mouse logic does the rest, so no scene forks its logic
for keys or pads. Moving the focus onto a target also moves a virtual pointer there, so hover
previews (a wall card's ghost, a walk's landing) follow the cursor.
"""
from __future__ import annotations

import dataclasses
import math
from typing import Callable, Hashable, Sequence

import pygame


@dataclasses.dataclass(frozen=True)
class Target:
    """Something that can be chosen now: where it is on screen and what choosing it does."""

    rect: tuple[int, int, int, int]
    key: Hashable
    activate: Callable[[], None] | None = dataclasses.field(default=None, compare=False)
    """None: choosing presses the pointer at the centre of ``rect``."""
    ring: str = "rect"
    """How the ring is drawn: ``rect`` or ``circle``."""

    @property
    def centre(self) -> tuple[int, int]:
        x, y, w, h = self.rect
        return (x + w // 2, y + h // 2)

    @classmethod
    def of(cls, rect: pygame.Rect, key: Hashable, activate: Callable[[], None] | None = None,
           ring: str = "rect") -> "Target":
        return cls((rect.x, rect.y, rect.w, rect.h), key, activate, ring)


def nearest(targets: Sequence[Target], origin: tuple[int, int], dx: int, dy: int) -> Target | None:
    """The target nearest ``origin`` in the direction (``dx``, ``dy``): it must lie ahead
    (within 60° either side of the direction); distance along the direction counts once,
    distance across it twice, so the cursor keeps to its row or column."""
    best, best_score = None, math.inf
    ox, oy = origin
    for target in targets:
        cx, cy = target.centre
        along = (cx - ox) * dx + (cy - oy) * dy
        across = abs((cx - ox) * dy - (cy - oy) * dx)
        if along <= 0 or across > along * 1.8:
            continue
        score = along + 2 * across
        if score < best_score:
            best, best_score = target, score
    return best


class Focus:
    """Which target is pointed at (by key), and how it moves."""

    def __init__(self) -> None:
        self.key: Hashable | None = None
        self.last_centre: tuple[int, int] | None = None

    def current(self, targets: Sequence[Target]) -> Target | None:
        """The focused target, re-found by key; if it went away, the one nearest to where
        the focus was (else the first). Asking never moves the focus (draw may ask)."""
        if not targets:
            return None
        for target in targets:
            if target.key == self.key:
                return target
        if self.last_centre is None:
            return targets[0]
        lx, ly = self.last_centre
        return min(targets, key=lambda t: (t.centre[0] - lx) ** 2 + (t.centre[1] - ly) ** 2)

    def set(self, target: Target | None) -> None:
        if target is not None:
            self.key, self.last_centre = target.key, target.centre

    def move(self, targets: Sequence[Target], dx: int, dy: int) -> Target | None:
        """Step in a direction; stays put at the edge."""
        here = self.current(targets)
        if here is None:
            return None
        there = nearest([t for t in targets if t.key != here.key], here.centre, dx, dy)
        self.set(there or here)
        return there or here

    def cycle(self, targets: Sequence[Target], steps: int) -> Target | None:
        """Tab: the next target in reading order (top to bottom, left to right)."""
        here = self.current(targets)
        if here is None:
            return None
        ordered = sorted(targets, key=lambda t: (t.centre[1] // 24, t.centre[0]))
        index = next(i for i, t in enumerate(ordered) if t.key == here.key)
        there = ordered[(index + steps) % len(ordered)]
        self.set(there)
        return there


def draw_ring(surface: pygame.Surface, target: Target, colour: tuple[int, int, int], frame: int) -> None:
    """The focus ring: two strokes (a dark edge under the colour) so it reads on any board."""
    grow = 3 + (frame // 8) % 3
    x, y, w, h = target.rect
    rect = pygame.Rect(x, y, w, h).inflate(2 * grow + 4, 2 * grow + 4)
    if target.ring == "circle":
        radius = max(rect.w, rect.h) // 2
        pygame.draw.circle(surface, (10, 10, 14), rect.center, radius + 2, 7)
        pygame.draw.circle(surface, colour, rect.center, radius, 4)
    else:
        pygame.draw.rect(surface, (10, 10, 14), rect.inflate(4, 4), 7, border_radius=12)
        pygame.draw.rect(surface, colour, rect, 4, border_radius=10)

"""A press-and-drag that scrolls an area (the menu's tiles, the seating panel at large text).

A press inside the area starts watching; once the pointer has moved more than ``threshold``
pixels up or down the drag takes over and scrolls; the release that ends a drag is eaten, so
it presses nothing under the finger.
"""
from __future__ import annotations

from typing import Callable

import pygame

THRESHOLD = 12
"""Pixels the pointer must travel before a press becomes a drag (a tap still taps)."""


class DragScroll:
    """Whether a press on an area is a drag, and how far it scrolls."""

    def __init__(self, threshold: int = THRESHOLD) -> None:
        self.threshold = threshold
        self.start: tuple[int, int] | None = None
        """Where the press began and the scroll then (None: no press)."""
        self.dragged = False

    def handle(self, event: pygame.event.Event, area: pygame.Rect, scroll: int,
               scroll_to: Callable[[int], None]) -> bool:
        """Follow ``event``; True when the drag used it (a move that scrolled, the release
        ending a drag)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and area.collidepoint(event.pos):
            self.start, self.dragged = (event.pos[1], scroll), False
        elif event.type == pygame.MOUSEMOTION and self.start is not None:
            y, from_scroll = self.start
            if self.dragged or abs(event.pos[1] - y) > self.threshold:
                self.dragged = True
                scroll_to(from_scroll + y - event.pos[1])
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged, self.start, self.dragged = self.dragged, None, False
            return dragged
        return False

"""Text that scrolls by whole lines when it does not fit its box (help pages, lesson steps).

At the larger text sizes a help page or a lesson step may be longer than the room it has.
It is then wrapped a little narrower, to leave a gutter for a scroll bar (whose arrows show
that more lies above or below), and scrolled a whole line at a time, so no line is ever cut:
the wheel over the box, a drag, or the keys and sticks the scene passes on (:meth:`scroll`,
:meth:`page`, :meth:`to_start`, :meth:`to_end`). Text that fits is drawn exactly as plain
lines would be.
"""
from __future__ import annotations

import pygame

from games.engine import text, theme

GUTTER = 24
"""Room kept at the right of scrolling text for the scroll bar (normal-size pixels)."""
DRAG = 12
"""How far a press must move before it counts as a drag (a tap stays a tap)."""


def line_step() -> int:
    """How far apart the lines of a help page or a lesson step stand at the text size in
    force: 30 px at normal size (as always); at the larger sizes the font's own line height,
    so that a box beside what the learner must touch still shows a few lines."""
    return 30 if text.size() == "normal" else text.font("body").get_linesize()


class ScrolledText:
    """``words`` wrapped into ``rect`` (``role`` text, a line every ``step`` pixels)."""

    def __init__(self, words: str, rect: pygame.Rect, role: str = "body", step: int = 30,
                 colour: tuple[int, ...] = theme.TEXT) -> None:
        self.rect = pygame.Rect(rect)
        self.role = role
        self.step = step
        self.colour = colour
        self.first = 0
        """The line shown at the top."""
        self._drag: tuple[int, int] | None = None
        self._pointer: tuple[int, int] | None = None
        """Where the pointer was last seen (a wheel event may not say)."""
        self.lines = text.wrap(words, role, self.rect.w)
        if len(self.lines) > self.shown:
            self.lines = text.wrap(words, role, self.rect.w - text.px(GUTTER))

    @property
    def shown(self) -> int:
        """How many whole lines the box holds."""
        tallest = text.font(self.role).get_linesize()
        return max(1, (self.rect.h - max(tallest, self.step)) // self.step + 1)

    @property
    def last_first(self) -> int:
        """The top line when scrolled to the end."""
        return max(0, len(self.lines) - self.shown)

    def scrolls(self) -> bool:
        """Whether the text is longer than its box."""
        return self.last_first > 0

    def scroll(self, lines: int) -> bool:
        """Scroll by ``lines`` (down when positive); True when the text moved."""
        before = self.first
        self.first = min(self.last_first, max(0, self.first + lines))
        return self.first != before

    def page(self, steps: int) -> bool:
        """Scroll by ``steps`` boxfuls (one line stays in sight); True when the text moved."""
        return self.scroll(steps * max(1, self.shown - 1))

    def to_start(self) -> bool:
        return self.scroll(-len(self.lines))

    def to_end(self) -> bool:
        return self.scroll(len(self.lines))

    def handle(self, event: pygame.event.Event, anywhere: bool = False) -> bool:
        """The wheel (over the box, or ``anywhere``) and a drag on the box scroll it; True
        when the event was used up (a press that may become a drag is not)."""
        if hasattr(event, "pos"):
            self._pointer = event.pos
        if not self.scrolls():
            return False
        if event.type == pygame.MOUSEWHEEL:
            if anywhere or (self._pointer is not None and self.rect.collidepoint(self._pointer)):
                self.scroll(-event.y)
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self._drag = (event.pos[1], self.first)
        elif event.type == pygame.MOUSEMOTION and self._drag is not None:
            start, first = self._drag
            if not event.buttons[0]:
                self._drag = None
            elif abs(event.pos[1] - start) > text.px(DRAG):
                self.first = first
                self.scroll(round((start - event.pos[1]) / self.step))
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """The lines in sight, and a scroll bar when there are more."""
        x, y = self.rect.topleft
        for line in self.lines[self.first:self.first + self.shown]:
            text.blit(surface, line, (x, y), self.role, self.colour)
            y += self.step
        if self.scrolls():
            self._draw_bar(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        """A track with a thumb where the box is, and an arrow at each end with more that way."""
        arrow = text.px(8)
        width = text.px(8)
        track = pygame.Rect(self.rect.right - width, self.rect.y + 2 * arrow + 4, width,
                            self.rect.h - 4 * arrow - 8)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, track, border_radius=width // 2)
        thumb = track.copy()
        thumb.h = max(2 * width, track.h * self.shown // len(self.lines))
        thumb.y = track.y + (track.h - thumb.h) * self.first // self.last_first
        pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=width // 2)
        cx = track.centerx
        for tip, base, more in ((self.rect.y, self.rect.y + arrow * 2 - 2, self.first > 0),
                                (self.rect.bottom, self.rect.bottom - arrow * 2 + 2,
                                 self.first < self.last_first)):
            colour = theme.HIGHLIGHT if more else theme.FRAME_LIGHT
            pygame.draw.polygon(surface, colour, [(cx, tip), (cx - arrow, base), (cx + arrow, base)])

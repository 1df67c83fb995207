"""The game master's words in the panel: every report so far, newest at the bottom.

First what the set-up says about a labyrinth from a file, then each action's report after its
speaker's badge, then the words being heard while the latest move is shown. The right stick or
Page Up/Down scroll back through the reports.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import ntr, tr
from games.terra.messages import render
from games.terra.rules import LogEntry, unchanged_prefix

Entry = tuple[int | None, str]
"""A report: the speaker's seat (None for a set-up note) and the words."""


class GameMasterLog:
    """The reports in words (:attr:`entries`) and their lines wrapped to the panel, both made
    once per report: a move adds its report's words to those already made."""

    def __init__(self, notes: Sequence[str]) -> None:
        self.notes = list(notes)
        """What the set-up says about a labyrinth from a file (English), shown first."""
        self.entries: list[Entry] = []
        self.seen: list[LogEntry] = []
        """The log entries whose words :attr:`entries` holds (after the notes)."""
        self.lang = ""
        self.wrapped: dict[tuple[int, str, str, int, str], list[str]] = {}

    def update(self, log: Sequence[LogEntry], lang: str, names: Sequence[str]) -> None:
        """Bring the words up to date with the game master's ``log`` in ``lang``: the words of
        new reports are added; an undo takes back those of the reports it took back."""
        if self.lang != lang:
            self.lang = lang
            self.entries = [(None, tr(note)) for note in self.notes]
            self.seen = []
        keep = unchanged_prefix(self.seen, log)
        del self.seen[keep:], self.entries[len(self.notes) + keep:]
        for entry in log[keep:]:
            actor, _, said = entry
            self.seen.append(entry)
            self.entries.append((actor, " ".join(render(k, dict(params), lang, names) for k, params in said)))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, back: int, heard: Entry | None) -> None:
        """The reports that fit in ``rect``, ``back`` reports scrolled up from the newest;
        ``heard`` is the report being told now (not yet in the log)."""
        count = len(self.entries) + (heard is not None)
        y = rect.bottom
        back = min(back, max(0, count - 1))
        # Tight lines at normal size (as they always were); a full line at a larger size.
        step = 18 if text.size() == "normal" else text.font("small").get_linesize()
        if back:
            y -= 20 if text.size() == "normal" else step
            text.blit(surface, ntr("{n} newer report below", "{n} newer reports below", back),
                      (rect.right, y + 2), "small", theme.HIGHLIGHT, "topright")
        top = rect.y + (22 if text.size() == "normal" else step)
        # Newest first, up the panel until it is full (never a pass over the whole log).
        for index in range(count - 1 - back, -1, -1):
            actor, words = heard if index == len(self.entries) and heard is not None else self.entries[index]
            lines = self._wrapped(index, words, rect.w - text.px(24))
            y -= len(lines) * step + 4
            if y < top:
                if index == count - 1 - back:
                    self._draw_tail(surface, rect, top, y, lines, step, actor)
                break
            if actor is not None:
                widgets.seat_badge(surface, (rect.x + text.px(8), y + step // 2 - 1), actor, text.px(7))
            for k, line in enumerate(lines):
                text.blit(surface, line, (rect.x + text.px(22), y + k * step), "small",
                          theme.TEXT if actor is not None else theme.ILLEGAL)

    @staticmethod
    def _draw_tail(surface: pygame.Surface, rect: pygame.Rect, top: int, y: int, lines: list[str], step: int,
                   actor: int | None) -> None:
        """A report longer than the log is tall (a large text size): its last lines, which
        say where the player stands now; scrolling back shows the reports before it."""
        skip = -(-(top - y) // step)
        for k, line in enumerate(lines[skip:]):
            text.blit(surface, line, (rect.x + text.px(22), y + (skip + k) * step), "small",
                      theme.TEXT if actor is not None else theme.ILLEGAL)

    def scrolled(self, back: int, steps: int) -> int:
        """How far back the log is scrolled after ``steps`` (up: positive), one report a step."""
        return max(0, min(len(self.entries) - 1, back - steps))

    def _wrapped(self, index: int, words: str, width: int) -> list[str]:
        key = (index, self.lang, words, width, text.size())
        lines = self.wrapped.get(key)
        if lines is None:
            if len(self.wrapped) > 2000:
                self.wrapped.clear()
            lines = self.wrapped[key] = text.wrap(words, "small", width)
        return lines

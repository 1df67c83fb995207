"""A game's whole move list on a page of its own (from the panel's list or the pause menu).

At a large text size the panel's list holds a move or two; this page shows every entry so far
as the panel's toggle shows them (words after their seat's badge, or notation; Terra
Incognita's game master's reports), wrapped to the page's width, newest at the bottom and in
view on opening. It only reads the list the panel shows (:meth:`GameChrome.move_entries`),
so it shows nothing the panel does not, and the game waits under it: the page changes no
state and writes nothing. It scrolls a whole line at a time (:class:`ScrolledText`): the
wheel, a drag, the arrow keys (the D-pad, the left stick), Page Up/Down (the right stick),
Home and End; Back, Esc, B or Start close it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Overlay
from games.engine.scrolltext import GUTTER, ScrolledText, line_step
from games.engine.widgets import Button, ButtonRow

if TYPE_CHECKING:
    from games.engine.game_chrome import GameChrome

Entry = tuple[int | None, str]
"""A seat (None: no badge) and its words."""


class EntryLines(ScrolledText):
    """Entries wrapped into ``rect``, each after its seat's badge, scrolled by whole lines;
    entries without badges (the notation's short lines) stand side by side in columns, read
    left to right, so a page holds many moves."""

    def __init__(self, entries: Sequence[Entry], rect: pygame.Rect,
                 colour_of: Callable[[int | None], tuple[int, int, int]],
                 looks: tuple[tuple[tuple[int, int, int], str], ...] = (),
                 picture_of: Callable[[int], str] = lambda player: "") -> None:
        super().__init__("", rect, "body", line_step())
        self.looks = looks
        self.picture_of = picture_of
        self.badge = text.px(11)
        self.indent = text.px(34) if any(player is not None for player, _ in entries) else 0
        self.cells: list[list[str]] = []
        """Per line: what stands on it (one wrapped line, or a row of notation)."""
        self.column = 0
        """How far apart the notation's columns stand."""
        self.heads: list[int | None] = []
        """Per line: the seat whose entry begins there (None: no badge, or a later line)."""
        self.starts: list[bool] = []
        """Per line: an entry begins there."""
        self.colours: list[tuple[int, int, int]] = []
        self._wrap(entries, colour_of, self.rect.w - self.indent)
        if len(self.lines) > self.shown:
            self._wrap(entries, colour_of, self.rect.w - self.indent - text.px(GUTTER))
        self.to_end()

    def _wrap(self, entries: Sequence[Entry], colour_of: Callable[[int | None], tuple[int, int, int]],
              width: int) -> None:
        self.lines, self.cells, self.heads, self.starts, self.colours = [], [], [], [], []
        if entries and not self.indent:
            self.column = max(text.font(self.role).size(words)[0] for _, words in entries) + text.px(48)
            count = max(1, width // self.column)
            if count > 1:
                for k in range(0, len(entries), count):
                    row = [words for _, words in entries[k:k + count]]
                    self._line(row, None, True, colour_of(entries[k][0]))
                return
        for player, words in entries:
            for k, line in enumerate(text.wrap(words, self.role, width) or [""]):
                self._line([line], player if k == 0 else None, k == 0, colour_of(player))

    def _line(self, cells: list[str], head: int | None, start: bool, colour: tuple[int, int, int]) -> None:
        self.lines.append("   ".join(cells))
        self.cells.append(cells)
        self.heads.append(head)
        self.starts.append(start)
        self.colours.append(colour)

    def draw(self, surface: pygame.Surface) -> None:
        """The lines in sight, a badge before each entry's first line and a faint rule between
        entries of several lines (sentences), and a scroll bar when there are more."""
        x, y = self.rect.topleft
        right = self.rect.right - (text.px(GUTTER) if self.scrolls() else 0)
        ruled = self.indent and len(self.lines) > len([s for s in self.starts if s])
        for index in range(self.first, min(len(self.lines), self.first + self.shown)):
            if ruled and self.starts[index] and index > self.first:
                pygame.draw.line(surface, theme.FRAME_LIGHT, (x, y - 1), (right - 8, y - 1))
            player = self.heads[index]
            if player is not None:
                widgets.seat_badge(surface, (x + self.badge, y + self.step // 2), player, self.badge, self.looks,
                                   self.picture_of(player))
            for k, cell in enumerate(self.cells[index]):
                text.blit(surface, cell, (x + self.indent + k * self.column, y), self.role, self.colours[index])
            y += self.step
        if self.scrolls():
            self._draw_bar(surface)


class MovesPage(Overlay):
    """The whole move list of ``game`` (a :class:`GameChrome`) over it."""

    name = "moves"
    opaque = True

    def __init__(self, ctx: Context, game: "GameChrome") -> None:
        super().__init__(ctx)
        self.game = game
        self._build()

    def _build(self) -> None:
        """The heading, the list's box and the Back button for the text size in force."""
        if text.size() == "normal":
            self.heading_y, self.subtitle_y = 30, 80
            back = pygame.Rect(540, 640, 200, 56)
            box = pygame.Rect(100, 124, 1080, 500)
        else:
            h = text.px(56)
            back = pygame.Rect(0, theme.SCREEN_SIZE[1] - 16 - h, text.px(200), h)
            back.centerx = theme.SCREEN_SIZE[0] // 2
            self.heading_y = 16
            self.subtitle_y = self.heading_y + text.font("title").get_linesize()
            top = self.subtitle_y + text.font("body").get_linesize() + 12
            box = pygame.Rect(60, top, theme.SCREEN_SIZE[0] - 120, back.y - 12 - top)
        self.buttons = ButtonRow([Button(back, N_("Back"), self.ctx.pop, glyph="back")])
        game = self.game
        self.entries = game.move_entries()
        self.body = EntryLines(self.entries, box, game.entry_colour, game.session.info.seat_looks,
                               game.seat_picture)

    def relayout(self) -> None:
        """Laid out anew, as far from the newest line as before."""
        below = self.body.last_first - self.body.first
        self._build()
        self.body.scroll(-below)

    def act(self, event: pygame.event.Event) -> None:
        """Up and down (keys, D-pad, stick) scroll the list; the one button needs no walking."""
        if event.action == "focus" and event.dy and self.body.scroll(event.dy):
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "scroll":
            self.body.page(event.steps)
        elif name == "first":
            self.body.to_start()
        elif name == "last":
            self.body.to_end()
        else:
            super().command(name, event)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.body.handle(event, anywhere=True):
            self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        game = self.game
        text.blit(surface, tr(game.session.info.title), (640, self.heading_y), "title", anchor="midtop")
        text.blit(surface, game.move_list_title(), (640, self.subtitle_y), "body", theme.ACCENT, "midtop")
        if self.entries:
            self.body.draw(surface)
        else:
            text.blit(surface, tr("No moves yet"), self.body.rect.center, "body", theme.TEXT_DIM, "center")
        self.buttons.draw(surface)

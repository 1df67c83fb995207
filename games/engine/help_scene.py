"""Help pages: the arcade's own page, or a game's pages, paged, in the current language.

A page is ``(title, text)`` or ``(title, text, picture)``: ``picture(surface, rect)`` draws a
diagram with the game's own art (a piece and the squares it reaches, a river carrying a player,
a wall shape turned and mirrored) in ``rect``; the text then stands beside it, a few sentences.
"""
from __future__ import annotations

from typing import Callable

import pygame

from games.engine import registry, text, theme
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Scene
from games.engine.scrolltext import ScrolledText, line_step
from games.engine.widgets import Button, ButtonRow

PICTURE = pygame.Rect(60, 124, 560, 470)
"""Where a page's diagram goes at normal text size; its text stands to the right."""
HELP_BOTTOM = 600
"""Where a page's text ends at normal text size (the page count stands below)."""


def board_view(rects: list[pygame.Rect], aspect: float, margin: int) -> pygame.Rect:
    """The part of the board around ``rects`` (plus ``margin``) with a picture's ``aspect``,
    inside the board square: what a help picture shows of a board."""
    view = rects[0].unionall(rects[1:]).inflate(2 * margin, 2 * margin)
    if view.w / view.h < aspect:
        view.inflate_ip(int(view.h * aspect) - view.w, 0)
    else:
        view.inflate_ip(0, int(view.w / aspect) - view.h)
    bounds = pygame.Rect(theme.BOARD_RECT)
    if view.w > bounds.w or view.h > bounds.h:
        view = view.fit(bounds)
    return view.clamp(bounds)

ARCADE_PAGES = [
    (N_("About the arcade"),
     N_("Five board games share this table. Pick a game on the title screen, choose who sits at "
     "each seat - a person or the computer at some level - and play.\n\n"
     "Click or tap a piece to see where it may go; the places light up. Animations show what "
     "each move did; input waits until they finish.\n\n"
     "Every move is saved at once, so a game can always be resumed from the title screen.\n\n"
     "No mouse? The arrow keys (or WASD) move a ring between the things you can choose, Enter "
     "or Space chooses, Esc goes back or pauses, Ctrl+Z undoes, H asks for a hint, M mutes the "
     "sound and F11 switches between window and full screen.\n\n"
     "A game controller works the same: the stick or the D-pad moves the ring, A chooses, B goes "
     "back, X asks for a hint, Y undoes and Start pauses. On the seat screen each person presses "
     "A on their own controller to take a seat.")),
]


class HelpScene(Scene):
    """Pages of help text for one game (``info``) or for the arcade (``None``).

    At the larger text sizes the picture shrinks beside the text, the buttons grow, and a
    page longer than its room scrolls (:class:`ScrolledText`): the wheel, a drag, the arrow
    keys up and down (the D-pad, the left stick), Page Up/Down (the right stick), Home and
    End; paging goes on with the buttons and Q/E (the shoulders)."""

    name = "help"
    motion = "still"

    def __init__(self, ctx: Context, info: registry.GameInfo | None) -> None:
        super().__init__(ctx)
        self.info = info
        self.pages = (info.help_pages() if info else []) or ARCADE_PAGES
        self.page = 0
        self.pictures: dict[int, pygame.Surface] = {}
        self._build()

    def relayout(self) -> None:
        self.pictures.clear()
        self._build()

    def _build(self) -> None:
        """Place the buttons, the picture and the text for the text size in force (the
        normal size keeps its fixed layout)."""
        ctx, info = self.ctx, self.info
        labels = [(N_("Previous"), self._prev, lambda: self.page > 0, None, None),
                  (N_("Next"), self._next, lambda: self.page < len(self.pages) - 1, None, None),
                  (N_("Back"), ctx.pop, None, None, "back")]
        if info is not None and len(info.lesson_names()) > 1:
            # A game with several lessons offers them here, beside the pages that explain.
            labels.append((N_("Lessons"), lambda: ctx.router.lessons(info), None, theme.HIGHLIGHT, None))
        if text.size() == "normal":
            places = {N_("Previous"): (80, 640, 200, 56), N_("Lessons"): (300, 640, 220, 56),
                      N_("Back"): (540, 640, 200, 56), N_("Next"): (1000, 640, 200, 56)}
            self.heading_y, self.subtitle_y, self.counter_y = 30, 80, 610
            self.content = pygame.Rect(100, 130, 1080, HELP_BOTTOM - 130)
            self.picture_rect = pygame.Rect(PICTURE)
        else:
            h = text.px(56)
            y = theme.SCREEN_SIZE[1] - 16 - h
            w = (theme.SCREEN_SIZE[0] - 80 - 16 * (len(labels) - 1)) // len(labels)
            named = {label for label, *_ in labels}
            row = [label for label in ("Previous", "Lessons", "Back", "Next") if label in named]
            places = {label: (40 + i * (w + 16), y, w, h) for i, label in enumerate(row)}
            self.heading_y = 16
            self.subtitle_y = self.heading_y + text.font("title").get_linesize()
            top = self.subtitle_y + (text.font("body").get_linesize() if info else 0) + 12
            self.counter_y = y - text.font("small").get_linesize() - 6
            self.content = pygame.Rect(60, top, theme.SCREEN_SIZE[0] - 120, self.counter_y - 8 - top)
            self.picture_rect = pygame.Rect(40, top, round(PICTURE.w / text.scale()),
                                            round(PICTURE.h / text.scale()))
            if self.picture_rect.h > self.content.h:
                self.picture_rect.size = (self.content.h * PICTURE.w // PICTURE.h, self.content.h)
        self.buttons = ButtonRow([
            Button(places[label], label, action, enabled=enabled, colour=colour, glyph=glyph)
            for label, action, enabled, colour, glyph in labels])
        self.show(self.page)

    def show(self, index: int) -> None:
        """Open page ``index`` at its first line."""
        self.page = index
        page = self.pages[index]
        rect = self.content
        if len(page) > 2 and page[2] is not None:
            x = self.picture_rect.right + 40
            rect = pygame.Rect(x, rect.y, rect.right - x, rect.h)
        step = 30 if text.size() == "normal" else line_step()
        self.body = ScrolledText(tr(page[1]), rect, "body", step)

    def _prev(self) -> None:
        self.show(max(0, self.page - 1))

    def _next(self) -> None:
        self.show(min(len(self.pages) - 1, self.page + 1))

    def act(self, event: pygame.event.Event) -> None:
        """Up and down (keys, D-pad, stick) scroll a long page; the buttons lie in one row,
        so the focus has nowhere to go that way."""
        if event.action == "focus" and event.dy and self.body.scroll(event.dy):
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "help"):
            self.ctx.pop()
        elif name == "scroll" and self.body.page(event.steps):
            pass
        elif name in ("scroll", "turn"):
            self._next() if event.steps > 0 else self._prev()
        elif name == "first":
            self.body.to_start()
        elif name == "last":
            self.body.to_end()

    def handle(self, event: pygame.event.Event) -> None:
        if not self.body.handle(event, anywhere=True):
            self.buttons.handle(event)

    def _picture(self, index: int, draw: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
        """A page's diagram, drawn once (pictures hold no text, so every language shares it)."""
        if index not in self.pictures:
            # Drawn to its normal measure and shrunk: a diagram's own marks (a slip's words,
            # a map's letters) are laid out for that measure.
            image = pygame.Surface(PICTURE.size).convert()
            image.fill(theme.PANEL)
            draw(image, image.get_rect())
            if self.picture_rect.size != PICTURE.size:
                image = pygame.transform.smoothscale(image, self.picture_rect.size)
            self.pictures[index] = image
        return self.pictures[index]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        page = self.pages[self.page]
        title = page[0]
        heading = tr("Help: {game}", game=tr(self.info.title)) if self.info else tr(title)
        text.blit(surface, heading, (640, self.heading_y), "title", anchor="midtop")
        if self.info:
            text.blit(surface, tr(title), (640, self.subtitle_y), "body", theme.ACCENT, "midtop")
        if len(page) > 2 and page[2] is not None:
            surface.blit(self._picture(self.page, page[2]), self.picture_rect)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, self.picture_rect, 3, border_radius=8)
        self.body.draw(surface)
        text.blit(surface, tr("Page {n} of {total}", n=self.page + 1, total=len(self.pages)),
                  (640, self.counter_y), "small", theme.TEXT_DIM, "midtop")
        self.buttons.draw(surface)

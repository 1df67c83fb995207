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
from games.engine.widgets import Button, ButtonRow

PICTURE = pygame.Rect(60, 124, 560, 470)
"""Where a page's diagram goes; its text stands to the right."""


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
    """Pages of help text for one game (``info``) or for the arcade (``None``)."""

    name = "help"
    motion = "still"

    def __init__(self, ctx: Context, info: registry.GameInfo | None) -> None:
        super().__init__(ctx)
        self.info = info
        self.pages = (info.help_pages() if info else []) or ARCADE_PAGES
        self.page = 0
        self.pictures: dict[int, pygame.Surface] = {}
        self.buttons = ButtonRow([
            Button((80, 640, 200, 56), N_("Previous"), self._prev, enabled=lambda: self.page > 0),
            Button((1000, 640, 200, 56), N_("Next"), self._next,
                   enabled=lambda: self.page < len(self.pages) - 1),
            Button((540, 640, 200, 56), N_("Back"), ctx.pop, glyph="back"),
        ])
        if info is not None and len(info.lesson_names()) > 1:
            # A game with several lessons offers them here, beside the pages that explain.
            self.buttons.add(Button((300, 640, 220, 56), N_("Lessons"), lambda: ctx.router.lessons(info),
                                    colour=theme.HIGHLIGHT))

    def _prev(self) -> None:
        self.page = max(0, self.page - 1)

    def _next(self) -> None:
        self.page = min(len(self.pages) - 1, self.page + 1)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "help"):
            self.ctx.pop()
        elif name in ("scroll", "turn"):
            self._next() if event.steps > 0 else self._prev()

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def _picture(self, index: int, draw: Callable[[pygame.Surface, pygame.Rect], None]) -> pygame.Surface:
        """A page's diagram, drawn once (pictures hold no text, so every language shares it)."""
        if index not in self.pictures:
            image = pygame.Surface(PICTURE.size).convert()
            image.fill(theme.PANEL)
            draw(image, image.get_rect())
            self.pictures[index] = image
        return self.pictures[index]

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        page = self.pages[self.page]
        title, body = page[0], page[1]
        heading = tr("Help: {game}", game=tr(self.info.title)) if self.info else tr(title)
        text.blit(surface, heading, (640, 30), "title", anchor="midtop")
        if self.info:
            text.blit(surface, tr(title), (640, 80), "body", theme.ACCENT, "midtop")
        x, width = 100, 1080
        if len(page) > 2 and page[2] is not None:
            surface.blit(self._picture(self.page, page[2]), PICTURE)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, PICTURE, 3, border_radius=8)
            x, width = PICTURE.right + 40, 1180 - PICTURE.right - 40
        y = 130
        for line in text.wrap(tr(body), "body", width):
            text.blit(surface, line, (x, y), "body")
            y += 30
        text.blit(surface, tr("Page {n} of {total}", n=self.page + 1, total=len(self.pages)),
                  (640, 610), "small", theme.TEXT_DIM, "midtop")
        self.buttons.draw(surface)

"""Help pages: the arcade's own page, or a game's pages, paged, in the current language."""
from __future__ import annotations

import pygame

from games.engine import registry, text, theme
from games.engine.i18n import add_catalog, tr
from games.engine.scene import Context, Scene
from games.engine.widgets import Button, ButtonRow

ARCADE_PAGES = [
    ("About the arcade",
     "Five board games share this table. Pick a game on the title screen, choose who sits at "
     "each seat - a person or the computer at some level - and play.\n\n"
     "Click or tap a piece to see where it may go; the places light up. Animations show what "
     "each move did; input waits until they finish.\n\n"
     "Every move is saved at once, so a game can always be resumed from the title screen.\n\n"
     "Keys: Esc pauses (undo, restart, save and quit), M mutes the sound, F11 switches between "
     "window and full screen."),
]

add_catalog("ru", {
    ARCADE_PAGES[0][1]:
        "За этим столом пять настольных игр. Выберите игру на главном экране, решите, кто "
        "сидит на каждом месте — человек или компьютер нужного уровня, — и играйте.\n\n"
        "Нажмите на фишку, чтобы увидеть, куда она может пойти: эти места подсветятся. "
        "Анимации показывают, что сделал каждый ход; пока они идут, ввод ждёт.\n\n"
        "Каждый ход сразу сохраняется, так что игру всегда можно продолжить с главного экрана.\n\n"
        "Клавиши: Esc — пауза (отмена хода, заново, сохранить и выйти), M — звук, F11 — окно "
        "или полный экран.",
})


class HelpScene(Scene):
    """Pages of help text for one game (``info``) or for the arcade (``None``)."""

    name = "help"

    def __init__(self, ctx: Context, info: registry.GameInfo | None) -> None:
        super().__init__(ctx)
        self.info = info
        self.pages = (info.help_pages() if info else []) or ARCADE_PAGES
        self.page = 0
        self.buttons = ButtonRow([
            Button((80, 640, 200, 56), "Previous", self._prev, enabled=lambda: self.page > 0),
            Button((1000, 640, 200, 56), "Next", self._next,
                   enabled=lambda: self.page < len(self.pages) - 1),
            Button((540, 640, 200, 56), "Back", ctx.pop, glyph="back"),
        ])

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

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        title, body = self.pages[self.page]
        heading = tr("Help: {game}", game=tr(self.info.title)) if self.info else tr(title)
        text.blit(surface, heading, (640, 30), "title", anchor="midtop")
        if self.info:
            text.blit(surface, tr(title), (640, 80), "body", theme.ACCENT, "midtop")
        y = 130
        for line in text.wrap(tr(body), "body", 1080):
            text.blit(surface, line, (100, y), "body")
            y += 28
        text.blit(surface, tr("Page {n} of {total}", n=self.page + 1, total=len(self.pages)),
                  (640, 610), "small", theme.TEXT_DIM, "midtop")
        self.buttons.draw(surface)

"""The Pieces screen of Maorider Chess: every piece with a 9×9 diagram of its moves, worked
out from the rules' own tables (the help pages draw the same diagrams)."""
from __future__ import annotations

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Scene
from games.engine.widgets import Button, ButtonRow
from games.maorider import art
from games.maorider.board_view import CHECK_RED
from games.maorider.tables import CANNON, KING, LEAPS, LETTERS, MAO, MAO_LEGS, MAORIDER, PAWN, RANGES

PIECE_NAMES = [
    ("K", N_("King"), N_("Steps anywhere; never captures; freezes and recruits")),
    ("R", N_("Short Rook"), N_("Up to four squares straight")),
    ("C", N_("Chinese Camel"), N_("One or two squares straight")),
    ("N", N_("Charging Knight"), N_("Knight jumps forwards, king steps sideways and back")),
    ("Z", N_("Maorider"), N_("Mao jumps repeated in one line")),
    ("E", N_("Elephant"), N_("One or two squares diagonally")),
    ("M", N_("Mao"), N_("Straight step, then diagonal; blocked by the straight square")),
    ("P", N_("Pawn"), N_("Becomes a Gold General on the last rank")),
    ("T", N_("Silver Pawn"), N_("Becomes a Silver General (never King) on the last rank")),
    ("S", N_("Silver General"), N_("The original one becomes a King on the last rank")),
    ("V", N_("Silver General (never King)"), N_("Never becomes King; made by promotion or recruitment")),
    ("G", N_("Gold General"), N_("Made by promoting a Pawn")),
    ("A", N_("Cannon"), N_("Steps one square; shoots two squares away over anything")),
]

BOTH, MOVE_ONLY, CAPTURE_ONLY, SHOOT, EMPTY_NEEDED = "both", "move", "capture", "shoot", "empty"
TYPE_OF = {letter: code for code, letter in LETTERS.items()}


def move_pattern(letter: str) -> dict[tuple[int, int], str]:
    """(dx, dy) from White's view (dy > 0 forward) → how the piece reaches it, from the rules'
    own tables, as far as a 9×9 diagram around the piece shows."""
    t = TYPE_OF[letter]
    marks: dict[tuple[int, int], str] = {}
    if t in RANGES:
        dirs, reach = RANGES[t]
        for dx, dy in dirs:
            for k in range(1, reach + 1):
                marks[(dx * k, dy * k)] = BOTH
    elif t in (MAO, MAORIDER):
        for (ox, oy), (lx, ly) in MAO_LEGS:
            marks.setdefault((ox, oy), EMPTY_NEEDED)
            for k in range(1, 2 if t == MAO else 3):
                if max(abs(lx * k), abs(ly * k)) <= 4:
                    marks[(lx * k, ly * k)] = BOTH
    elif t == KING:
        marks = {step: MOVE_ONLY for step in LEAPS[KING]}
    elif t == PAWN:
        marks = {step: CAPTURE_ONLY for step in LEAPS[PAWN]}
        marks[(0, 1)] = MOVE_ONLY
    elif t == CANNON:
        marks = {step: MOVE_ONLY for step in LEAPS[CANNON]}
        marks.update({(2 * dx, 2 * dy): SHOOT for dx, dy in LEAPS[CANNON]})
    else:
        marks = {step: BOTH for step in LEAPS[t]}
    return marks


class PiecesScene(Scene):
    """Every piece with a 9×9 diagram of its moves (White's view: forward is up); at a larger
    text size the panels grow and scroll (the wheel, Page Up/Down, the right stick)."""

    name = "pieces"
    motion = "still"
    CELL = 14
    PANEL = (246, 198)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = ButtonRow([Button((1050, 596, 200, 56), N_("Back"), ctx.pop)])
        self.relayout()

    def relayout(self) -> None:
        """At a larger text size Back is a touch target in the top right corner and the
        panels, taller to hold their names and notes, scroll under the title."""
        back = self.buttons.buttons[0]
        self.scrolled = 0
        if text.size() == "normal":
            back.rect = pygame.Rect(1050, 596, 200, 56)
            self.top, self.high = 62, self.PANEL[1]
        else:
            back.rect = pygame.Rect(theme.SCREEN_SIZE[0] - 210, 8, 200, text.px(theme.MIN_TARGET) + 4)
            self.top, self.high = 90, 340

    def max_scroll(self) -> int:
        """How far the panels scroll (0 when they fit the screen)."""
        return max(0, self.top + 3 * (self.high + 6) - theme.SCREEN_SIZE[1])

    def scroll_by(self, pixels: int) -> None:
        self.scrolled = max(0, min(self.max_scroll(), self.scrolled + pixels))

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "help"):
            self.ctx.pop()
        elif name == "scroll":
            self.scroll_by(event.steps * 120)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.ctx.pop()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 60)
            return
        self.buttons.handle(event)

    def panel_rect(self, index: int) -> pygame.Rect:
        col, row = index % 5, index // 5
        w, h = self.PANEL[0], self.high
        return pygame.Rect(14 + col * (w + 6), self.top + row * (h + 6) - self.scrolled, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        text.blit(surface, tr("Pieces and their moves"), (640, 12), "title", anchor="midtop")
        if text.size() != "normal":
            surface.set_clip(pygame.Rect(0, self.top - 4, theme.SCREEN_SIZE[0], theme.SCREEN_SIZE[1]))
        for index, (letter, name, note) in enumerate(PIECE_NAMES):
            rect = self.panel_rect(index)
            widgets.panel(surface, rect)
            if text.size() == "normal":
                text.blit(surface, tr(name), (rect.x + 10, rect.y + 6), "small", theme.ACCENT)
                for i, line in enumerate(text.wrap(tr(note), "14", rect.w - 16)[:2]):
                    text.blit(surface, line, (rect.x + 10, rect.y + 28 + i * 14), "14", theme.TEXT_DIM)
            else:
                high = text.font("small").get_linesize()
                if not text.fits(tr(name), "small", rect.w - 16, high):
                    high *= 2
                text.blit_box(surface, tr(name), pygame.Rect(rect.x + 10, rect.y + 2, rect.w - 16, high), "small",
                              theme.ACCENT, align="topleft")
                top = rect.y + 2 + high
                text.blit_box(surface, tr(note), pygame.Rect(rect.x + 10, top, rect.w - 16,
                                                             rect.bottom - 9 * self.CELL - 12 - top), "14",
                              theme.TEXT_DIM, align="topleft")
            surface.blit(art.piece(letter, 0, 56), (rect.x + 12, rect.bottom - 90))
            side = 9 * self.CELL
            draw_diagram(surface, letter, (rect.right - side - 10, rect.bottom - side - 8), self.CELL)
        self._legend(surface, self.panel_rect(13).union(self.panel_rect(14)))
        surface.set_clip(None)
        self.buttons.draw(surface)

    def _legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        entries = [(BOTH, N_("moves or captures")), (MOVE_ONLY, N_("moves only")),
                   (CAPTURE_ONLY, N_("captures only")), (SHOOT, N_("shoots (stays put)")),
                   (EMPTY_NEEDED, N_("must be empty"))]
        for i, (kind, label) in enumerate(entries):
            step = 26 if text.size() == "normal" else text.font("small").get_linesize()
            cell = pygame.Rect(rect.x + 16, rect.y + 12 + i * step + (step - 26) // 2, 18, 18)
            pygame.draw.rect(surface, art.LIGHT_WOOD, cell)
            draw_mark(surface, cell, kind)
            text.blit(surface, tr(label), (cell.right + 10, cell.centery), "small", theme.TEXT,
                      "midleft")


def draw_diagram(surface: pygame.Surface, letter: str, topleft: tuple[int, int], cell: int) -> None:
    """A 9×9 diagram of a piece's moves (White's view: forward is up) at ``topleft``, squares
    of ``cell`` pixels, the piece's own square dark in the middle."""
    x, y = topleft
    marks = move_pattern(letter)
    for col in range(9):
        for row in range(9):
            square = pygame.Rect(x + col * cell, y + row * cell, cell, cell)
            wood = art.LIGHT_WOOD if (col + row) % 2 else art.DARK_WOOD
            pygame.draw.rect(surface, wood, square)
            kind = marks.get((col - 4, 4 - row))
            if kind:
                draw_mark(surface, square, kind)
    centre = pygame.Rect(x + 4 * cell, y + 4 * cell, cell, cell)
    pygame.draw.rect(surface, (30, 30, 36), centre)
    pygame.draw.rect(surface, art.GRAIN, (x, y, 9 * cell, 9 * cell), 1)


def draw_mark(surface: pygame.Surface, cell: pygame.Rect, kind: str) -> None:
    """One mark of a piece diagram (the same shapes as on the board where there is one)."""
    r = cell.w // 2 - 2
    line = max(2, cell.w // 9)  # strokes grow with the diagram (help pages draw it larger)
    if kind == BOTH:
        pygame.draw.circle(surface, (200, 130, 0), cell.center, r)
    elif kind == MOVE_ONLY:
        pygame.draw.circle(surface, (0, 114, 178), cell.center, r, line)
    elif kind == CAPTURE_ONLY:
        pygame.draw.line(surface, CHECK_RED, cell.topleft, cell.bottomright, line)
        pygame.draw.line(surface, CHECK_RED, cell.topright, cell.bottomleft, line)
    elif kind == SHOOT:
        pygame.draw.circle(surface, CHECK_RED, cell.center, r, line)
        pygame.draw.line(surface, CHECK_RED, (cell.x, cell.centery), (cell.right, cell.centery), line // 2)
        pygame.draw.line(surface, CHECK_RED, (cell.centerx, cell.y), (cell.centerx, cell.bottom), line // 2)
    else:
        pygame.draw.rect(surface, (120, 120, 130), cell.inflate(-6, -6), line // 2)

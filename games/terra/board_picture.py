"""The Terra Incognita board as a cached picture, redrawn only when what it shows changes.

Four pictures: a notebook (the board fragment on squared paper, loose scraps in the trays, whose
notebook it is), the true labyrinth on the open map, the reveal with every player's path, and
the blank page behind the hand-over cover. The game master's latest answer under the map is a
picture of its own (:mod:`games.terra.answer`), redrawn when the answer or the language changes.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from games.engine import text, theme
from games.engine.game_scene import BOARD
from games.engine.i18n import Noun, tr
from games.terra import art
from games.terra.answer import Answer, draw_answer
from games.terra.art import Grid
from games.terra.mapfile import Maze, column_name
from games.terra.notebook import Notebook
from games.terra.reveal import Paths, draw_paths
from games.terra.tray import BOTTOM_TRAY, Layout

ANSWER_BOX = pygame.Rect(8, 582, 500, 132)
"""The game master's latest answer to the notebook's owner, as a picture (under the map)."""


class BoardPicture:
    """The board's cached picture (:attr:`board`) and the answer's (:attr:`answer_image`)."""

    def __init__(self) -> None:
        self.board = pygame.Surface(BOARD.size)
        self.pages: dict[bool, pygame.Surface] = {}
        self.answer_image = pygame.Surface(ANSWER_BOX.size, pygame.SRCALPHA)
        self.answer_key: Any = None

    def _paper(self, squared: bool, main: Grid) -> pygame.Surface:
        """The blank notebook page, squared or not, drawn once per scene."""
        page = self.pages.get(squared)
        if page is None:
            page = self.pages[squared] = pygame.Surface(BOARD.size)
            page.fill(theme.FRAME)
            page.blit(art.parchment(BOARD.w - 8, BOARD.h - 8), (4, 4))
            if squared:
                art.pencil_grid(page, main)
                _labels(page, main)
        return page

    def render(self, kind: str, owner: Noun | None, book: Notebook | None, layout: Layout,
               truth: Maze | None, paths: Paths | None, floor: int = 1) -> None:
        """Redraw the picture of ``kind`` (``notebook``, ``map``, ``reveal`` or ``cover``);
        ``owner`` names whose notebook it is; ``floor`` is the floor shown."""
        surface = self.board
        surface.blit(self._paper(kind != "cover", layout.main), (0, 0))
        grid = layout.main
        if kind == "cover":
            return
        if kind in ("map", "reveal") and truth is not None:
            false = truth.false_treasures if kind == "reveal" else ()
            shown_maze = truth
            if kind == "map":
                shown_maze = truth.copy()
                shown_maze.false_treasures = []
            art.draw_maze(surface, shown_maze, grid, false, floor)
            if kind == "reveal":
                text.blit(surface, tr("The labyrinth revealed, with every path"),
                          (ANSWER_BOX.x + 8, ANSWER_BOX.y + 44), "body", art.INK)
                draw_paths(surface, grid, paths, truth, floor)
            else:
                text.blit_box(surface, tr("The true labyrinth"), BOTTOM_TRAY.inflate(-8, -8), "body", art.INK)
            return
        if book is None:
            _notebook_caption(surface, owner)
            return
        for index, frag in enumerate(book.fragments):
            where = layout.grid_of(index)
            if where is None or not frag.cells:
                continue
            if index != layout.page:
                pygame.draw.rect(surface, art.KNOWN_WASH, where.rect.inflate(6, 6), border_radius=4)
                pygame.draw.rect(surface, art.PENCIL, where.rect.inflate(6, 6), 1, border_radius=4)
            art.draw_fragment(surface, frag, where)
        if any(not frag.anchored for frag in book.fragments):
            label = tr("Loose scraps: drag one onto the map")
            if text.size() == "normal":
                for k, line in enumerate(text.wrap(label, "small", BOTTOM_TRAY.w - 8)[:2]):
                    text.blit(surface, line, (BOTTOM_TRAY.x + 4, BOTTOM_TRAY.y + k * 19), "small", art.PENCIL)
            else:
                box = pygame.Rect(BOTTOM_TRAY.x + 4, BOTTOM_TRAY.y, BOTTOM_TRAY.w - 8,
                                  BOTTOM_TRAY.h - text.font("small").get_linesize() - 8)
                text.blit_box(surface, label, box, "small", art.PENCIL)
        _notebook_caption(surface, owner)

    def show_answer(self, answer: Answer, key: Any, names: Sequence[str]) -> None:
        """Draw ``answer`` unless the picture already shows it (the same ``key``)."""
        if self.answer_key != key:
            self.answer_key = key
            self.answer_image.fill((0, 0, 0, 0))
            draw_answer(self.answer_image, self.answer_image.get_rect(), answer, names)


def _notebook_caption(surface: pygame.Surface, owner: Noun | None) -> None:
    """Whose notebook this is, in the bottom corner, on its own paper so a scrap lying
    in the tray never hides it."""
    if owner is None:
        return
    image = text.render(tr("{name}'s notebook", name=owner), "small", art.PENCIL)
    if text.size() != "normal" and image.get_width() > BOTTOM_TRAY.w - 16:
        # A larger text size: shrunk (then squeezed a little) to stay in the tray.
        role, lines, _ = text.fitting(tr("{name}'s notebook", name=owner), "small", BOTTOM_TRAY.w - 16,
                                      text.font("small").get_linesize())
        image = text.render(lines[0], role, art.PENCIL)
        if image.get_width() > BOTTOM_TRAY.w - 16:
            image = pygame.transform.smoothscale(image, (BOTTOM_TRAY.w - 16, image.get_height()))
    box = image.get_rect(bottomright=(BOTTOM_TRAY.right - 8, BOTTOM_TRAY.bottom - 6))
    pygame.draw.rect(surface, art.PAPER, box.inflate(8, 2), border_radius=4)
    surface.blit(image, box)


def label_gap(cell: int) -> int:
    """How far the row and column names stand off the grid: past the reach of the outer wall's
    heavy, wobbling ink (with large cells, on the revealed labyrinth, it hid the row numbers)."""
    return max(4, cell // 18 + cell // 30 + 3)


def _labels(surface: pygame.Surface, grid: Grid) -> None:
    size = grid.width
    role = "=small"
    gap = label_gap(grid.cell)
    # The column names stay closer (8 px at most): the game master's answer lies right under them.
    for x in range(size):
        rect = grid.cell_rect((x, 0))
        text.blit(surface, column_name(x), (rect.centerx, rect.bottom + min(max(2, gap - 6), 8)), role, art.PENCIL, "midtop")
    for y in range(size):
        rect = grid.cell_rect((0, y))
        text.blit(surface, str(y + 1), (rect.left - gap, rect.centery), role, art.PENCIL, "midright")

"""Where a notebook's pages lie on the board, and gluing its loose scraps.

The board fragment is drawn on the squared page (:func:`main_grid`); loose fragments (after a
river or a hole) are packed as scraps into the tray at the right and the bottom
(:class:`Layout`). A scrap is dragged (:class:`Drag`) onto the map or onto another scrap and
glued where the pointer's cell falls; :class:`ScrapTray` keeps each player's glues for this
sitting (not in the save) and lays them onto a freshly built notebook.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from games.engine import theme, widgets
from games.engine.i18n import tr
from games.terra import art
from games.terra.art import Cell, Grid
from games.terra.notebook import GlueError, Notebook, glue

GRID_BOX = pygame.Rect(34, 12, 544, 544)
RIGHT_TRAY = pygame.Rect(588, 12, 126, 544)
BOTTOM_TRAY = pygame.Rect(514, 584, 200, 130)
TRAY_LABEL_H = 42
CAPTION_H = 16
SCRAP_GAP = 10
TAP_SLOP = 8
TAB_H = 48
TAB_GAP = 6
"""A release this close (px) to where a scrap was grabbed is a tap: the scrap stays in hand."""

Glue = tuple[int, int, Cell]
"""Fragment ``a`` laid onto fragment ``b`` at an offset (see :func:`games.terra.notebook.glue`)."""


def main_grid(size: int) -> Grid:
    """The board fragment (and the true labyrinth) on the notebook's squared paper."""
    cell = GRID_BOX.w // size
    left = GRID_BOX.x + (GRID_BOX.w - cell * size) // 2
    top = GRID_BOX.y + (GRID_BOX.h - cell * size) // 2
    return Grid(left, top, cell, 0, size - 1, size, size)


def floor_tabs(floors: Sequence[int]) -> dict[int, pygame.Rect]:
    """The notebook's tabs, one per floor of a labyrinth of several (none for one), at the
    top of the right tray: the top floor first, the basement (floor 0) last, as in a house."""
    if len(floors) < 2:
        return {}
    order = sorted(floors, key=lambda f: -f if f else 99)
    return {f: pygame.Rect(RIGHT_TRAY.x, RIGHT_TRAY.y + k * (TAB_H + TAB_GAP), RIGHT_TRAY.w, TAB_H)
            for k, f in enumerate(order)}


def _pack(frames: list[tuple[int, tuple[int, int, int, int]]], scale: int,
          tabs: int = 0) -> dict[int, Grid] | None:
    """Shelf-pack scraps at ``scale`` px per cell into the right tray (below ``tabs`` floor
    tabs), then the bottom one."""
    # The bottom tray keeps its last lines for the notebook's caption.
    right = RIGHT_TRAY
    if tabs:
        below = tabs * (TAB_H + TAB_GAP) + TAB_GAP
        right = pygame.Rect(right.x, right.y + below, right.w, right.h - below)
    regions = [right, BOTTOM_TRAY.inflate(0, -CAPTION_H).move(0, -CAPTION_H // 2)]
    out: dict[int, Grid] = {}
    r = 0
    x, y, shelf = regions[0].x + 6, regions[0].y + 6, 0
    for index, (minx, miny, maxx, maxy) in frames:
        w, h = maxx - minx + 1, maxy - miny + 1
        while True:
            region = regions[r]
            if x + w * scale > region.right - 6 and x > region.x + 6:
                x, y, shelf = region.x + 6, y + shelf + SCRAP_GAP, 0
            if x + w * scale <= region.right - 6 and y + h * scale <= region.bottom - 6:
                break
            r += 1
            if r == len(regions):
                return None
            x, y, shelf = regions[r].x + 6, regions[r].y + TRAY_LABEL_H, 0
        out[index] = Grid(x, y, scale, minx, maxy, w, h)
        x += w * scale + SCRAP_GAP
        shelf = max(shelf, h * scale)
    return out


@dataclass
class Layout:
    """Where a notebook lies on the board: the board fragment and the scraps."""

    main: Grid
    scraps: dict[int, Grid] = field(default_factory=dict)
    page: int | None = 0
    """The anchored fragment on the squared page (the shown floor's; None while nothing of
    that floor is known)."""
    tabs: dict[int, pygame.Rect] = field(default_factory=dict)
    """The floor tabs (:func:`floor_tabs`)."""

    def grid_of(self, index: int) -> Grid | None:
        return self.main if index == self.page else self.scraps.get(index)

    @classmethod
    def of(cls, book: Notebook | None, size: int, floor: int = 1, floors: Sequence[int] = (1,)) -> "Layout":
        """Where ``book`` lies with the page of ``floor`` on the squared paper (of a labyrinth
        of ``floors``), its loose scraps in the trays."""
        main = main_grid(size)
        tabs = floor_tabs(floors)
        if book is None:
            return cls(main, tabs=tabs)
        page = book.page(floor) if tabs else 0
        frames = [(i, art.frame_of(f.cells)) for i, f in enumerate(book.fragments) if not f.anchored and f.cells]
        for scale in range(min(main.cell, 40), 5, -2):
            packed = _pack(frames, scale, len(tabs))
            if packed is not None:
                return cls(main, packed, page, tabs)
        # Too many scraps even at the smallest size: show the newest that fit.
        for start in range(len(frames)):
            packed = _pack(frames[start:], 6, len(tabs))
            if packed is not None:
                return cls(main, packed, page, tabs)
        return cls(main, page=page, tabs=tabs)

    def token_radius(self, on_map: bool) -> int:
        """A piece's radius: smaller on the true map, where pieces share cells."""
        return max(6, int(self.main.cell * (0.22 if on_map else 0.32)))

    def map_point(self, player: int, cell: int) -> tuple[float, float]:
        """Where a player's piece stands on the true map: a corner of the cell of its own, so
        pieces sharing a cell stay visible."""
        grid = self.main
        size = grid.width
        local = cell % (size * size)  # the same spot on every floor
        cx, cy = grid.centre((local % size, local // size))
        q = grid.cell * 0.2
        return cx + (q if player % 2 else -q), cy + (q if player >= 2 else -q)

    def me_point(self, book: Notebook | None) -> tuple[tuple[float, float], Grid] | None:
        """Where the notebook's owner stands on the page, and the grid of that fragment."""
        if book is None or book.me is None:
            return None
        grid = self.grid_of(book.current)
        if grid is None:
            return None
        return grid.centre(book.me), grid


@dataclass
class Drag:
    """A scrap being dragged: which fragment, the cell grabbed, the pointer, the drop target."""

    index: int
    grabbed: Cell
    pos: tuple[int, int]
    image: pygame.Surface
    target: tuple[int, Cell] | None = None
    verdict: str | None = None
    start: tuple[int, int] = (0, 0)
    """Where the scrap was grabbed (a release there is a tap: the scrap stays in hand)."""
    carried: bool = False
    """Picked up by a tap (a press and release in place): it follows the pointer or the focus
    until the next release."""

    def offset(self, target: tuple[int, Cell]) -> Cell:
        """The shift that lays the grabbed cell on the target's cell."""
        return target[1][0] - self.grabbed[0], target[1][1] - self.grabbed[1]


def glue_message(exc: GlueError) -> str:
    """Why a glue is refused, in the player's words."""
    why = str(exc)
    if "side" in why:
        return tr("Cannot glue: the pages disagree about a wall.")
    if "in one fragment" in why:
        return tr("Cannot glue: the pages disagree about a cell.")
    if "different floors" in why:
        return tr("Cannot glue: the pages lie on different floors.")
    return tr("Cannot glue: the map would not fit in the labyrinth.")


class ScrapTray:
    """Each player's glues for this sitting, and the scrap in hand."""

    def __init__(self) -> None:
        self.glues: dict[int, list[Glue]] = {}
        self.version = 0
        """Counts changes of the glues (the notebook on the board is rebuilt on a change)."""
        self.drag: Drag | None = None

    def glued(self, book: Notebook, player: int) -> tuple[Notebook, bool]:
        """``book`` with ``player``'s glues laid on, and whether some had to be dropped: a glue
        that new reports contradict goes, with the glues made after it."""
        ops = self.glues.get(player, [])
        for n, (a, b, offset) in enumerate(ops):
            try:
                book = glue(book, a, b, offset)
            except GlueError:
                del ops[n:]
                self.version += 1
                return book, True
        return book, False

    def add(self, player: int, drag: Drag, target: tuple[int, Cell]) -> None:
        """Keep the glue of the dragged scrap onto ``target``."""
        self.glues.setdefault(player, []).append((drag.index, target[0], drag.offset(target)))
        self.version += 1

    def unglue(self, player: int) -> bool:
        """Take ``player``'s last glue back; False when there is none."""
        ops = self.glues.get(player)
        if not ops:
            return False
        self.drag = None
        ops.pop()
        self.version += 1
        return True

    def grab(self, pos: tuple[int, int], layout: Layout, book: Notebook | None) -> None:
        """Pick up the scrap under ``pos``, if any."""
        for index, grid in layout.scraps.items():
            if grid.rect.collidepoint(pos) and book is not None:
                frag = book.fragments[index]
                minx, miny, maxx, maxy = art.frame_of(frag.cells)
                cell = layout.main.cell
                image = pygame.Surface(((maxx - minx + 1) * cell, (maxy - miny + 1) * cell), pygame.SRCALPHA)
                image.fill((*art.PAPER_DARK, 90))  # the scrap's paper, so the whole piece shows
                art.draw_fragment(image, frag, Grid(0, 0, cell, minx, maxy, maxx - minx + 1, maxy - miny + 1))
                image.set_alpha(200)
                self.drag = Drag(index, grid.cell_at(pos), pos, image, start=pos)
                return

    def drag_to(self, pos: tuple[int, int], layout: Layout, book: Notebook | None) -> None:
        """Move the scrap in hand to ``pos``; find the cell it would be glued on and whether the
        pages agree there."""
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        target: tuple[int, Cell] | None = None
        if layout.main.rect.collidepoint(pos) and layout.page is not None:
            target = (layout.page, layout.main.cell_at(pos))
        else:
            for index, grid in layout.scraps.items():
                if index != drag.index and grid.rect.inflate(8, 8).collidepoint(pos):
                    target = (index, grid.cell_at(pos))
        if target != drag.target:
            drag.target = target
            drag.verdict = None
            if target is not None and book is not None:
                try:
                    glue(book, drag.index, target[0], drag.offset(target))
                except GlueError as exc:
                    drag.verdict = glue_message(exc)

    def draw_drag(self, surface: pygame.Surface, layout: Layout, book: Notebook | None) -> None:
        """The scrap in hand: on the map it snaps to the cells, red where the pages disagree."""
        drag = self.drag
        assert drag is not None
        cell = layout.main.cell
        frag = book.fragments[drag.index] if book is not None else None
        if frag is None:
            return
        minx, _, _, maxy = art.frame_of(frag.cells)
        if drag.target is not None and drag.target[0] == layout.page:
            tx, ty = drag.target[1]
            corner = layout.main.cell_rect((tx - (drag.grabbed[0] - minx), ty + (maxy - drag.grabbed[1]))).topleft
        else:
            corner = (drag.pos[0] - (drag.grabbed[0] - minx) * cell - cell // 2,
                      drag.pos[1] - (maxy - drag.grabbed[1]) * cell - cell // 2)
        rect = drag.image.get_rect(topleft=corner)
        surface.blit(drag.image, rect)
        colour = theme.ILLEGAL if drag.verdict else theme.HIGHLIGHT
        pygame.draw.rect(surface, colour, rect, 3)
        if drag.target is not None and drag.target[0] != layout.page:
            scrap = layout.scraps.get(drag.target[0])
            if scrap is not None:
                widgets.highlight_rect(surface, scrap.rect.inflate(8, 8), colour, 50)

"""The notebook's floor tabs in a labyrinth of several floors (the Tver labyrinth).

Each floor has a page in the notebook (:meth:`games.terra.notebook.Notebook.page`); the tabs at
the top of the right tray choose which page lies on the squared paper. The page shown follows
the player (after a climb it is the new floor's) until a tab is pressed; the next position
shown follows the player again. The keys 1, 2, 3 and 0 (the basement) press the tabs too.
"""
from __future__ import annotations

from typing import Sequence

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.terra import art
from games.terra.notebook import Notebook

FLOOR_KEYS = {pygame.K_0: 0, pygame.K_1: 1, pygame.K_2: 2, pygame.K_3: 3,
              pygame.K_KP0: 0, pygame.K_KP1: 1, pygame.K_KP2: 2, pygame.K_KP3: 3}


def floor_label(floor: int) -> str:
    """A tab's words: "Floor 2", or "Basement" for floor 0."""
    return tr("Basement") if floor == 0 else tr("Floor {n}", n=floor)


class FloorTabs:
    """Which floor's page the notebook shows: :attr:`chosen` by a tab, else the player's."""

    def __init__(self) -> None:
        self.chosen: int | None = None
        self.last: int = 1
        """The floor of the page shown last (kept while the player is on a loose scrap)."""

    def floor(self, book: Notebook | None, floors: Sequence[int], here: int | None = None) -> int:
        """The floor whose page is shown: the chosen one, else the player's (on the true
        labyrinth, where there is no notebook, ``here``: the floor of the player to move)."""
        if self.chosen is not None and self.chosen in floors:
            return self.chosen
        if book is not None and book.floor is not None:
            self.last = book.floor
        elif book is None and here is not None:
            self.last = here
        elif book is not None and book.fragments and self.last not in floors:
            self.last = book.fragments[0].floor
        return self.last if self.last in floors else floors[0]

    def follow(self) -> None:
        """A new position is shown: the page follows the player again."""
        self.chosen = None

    def press(self, pos: tuple[int, int], tabs: dict[int, pygame.Rect]) -> bool:
        """A press at ``pos`` on a tab shows that floor's page; False when no tab is there."""
        for floor, rect in tabs.items():
            if rect.collidepoint(pos):
                self.chosen = floor
                return True
        return False

    def key(self, key: int, tabs: dict[int, pygame.Rect]) -> bool:
        """A digit key (1-3, 0 for the basement) shows that floor's page, if there is one."""
        floor = FLOOR_KEYS.get(key)
        if floor is None or floor not in tabs:
            return False
        self.chosen = floor
        return True


TAB_PIECE_RADIUS = 9
"""The small piece on the tab of the floor the player knows they are on."""


def tab_piece_centre(rect: pygame.Rect) -> tuple[int, int]:
    """Where a tab's small piece stands: at its right end."""
    return rect.right - 14, rect.centery


def tab_label_box(rect: pygame.Rect, piece: bool) -> pygame.Rect:
    """Where a tab's words go: the whole tab, or (``piece``: tabs that may carry the player's
    piece) the part left of the piece, so a long word ("Basement") never runs under it."""
    box = rect.inflate(-8, -6)
    if piece:
        box.width = tab_piece_centre(rect)[0] - TAB_PIECE_RADIUS - 3 - box.x
    return box


def draw_tabs(surface: pygame.Surface, tabs: dict[int, pygame.Rect], shown: int, here: int | None,
              player: int | None) -> None:
    """The tabs as paper labels: the shown floor's lit, a small piece on the floor the player
    knows they are on."""
    for floor, rect in tabs.items():
        lit = floor == shown
        pygame.draw.rect(surface, art.KNOWN_WASH if lit else art.PAPER_DARK, rect, border_radius=8)
        pygame.draw.rect(surface, theme.HIGHLIGHT if lit else art.PENCIL, rect, 3 if lit else 1, border_radius=8)
        text.blit_box(surface, floor_label(floor), tab_label_box(rect, player is not None), "small", art.INK)
        if floor == here and player is not None:
            art.blit_token(surface, player, tab_piece_centre(rect), TAB_PIECE_RADIUS)

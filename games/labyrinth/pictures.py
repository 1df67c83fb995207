"""Diagrams for the Labyrinth's help pages, drawn with the game's own board and travelers:
a part of the board, some travelers on it, the fields that matter glowing and a dotted walk."""
from __future__ import annotations

from typing import Callable, Iterable

import pygame

from games.engine import theme, widgets
from games.engine.help_scene import board_view
from games.labyrinth import art
from games.labyrinth.layout import MILLSTONE, ORBIT

Picture = Callable[[pygame.Surface, pygame.Rect], None]


def _view(fields: Iterable[int], aspect: float, margin: int = 46) -> pygame.Rect:
    """The part of the board around ``fields`` with the picture's aspect."""
    rects = [art.chamber_rect() if f == 61 else art.field_rect(f) for f in fields]
    return board_view(rects, aspect, margin)


def board_picture(fields: Iterable[int], travelers: Iterable[tuple[int, int]] = (),
                  glow: Iterable[int] = (), walk: Iterable[int] = (), whole: bool = False) -> Picture:
    """A picture of the board around ``fields`` (or all of it): ``travelers`` are (field,
    seat) pairs (field 0: waiting at the gate); ``glow`` fields are ringed, ``walk`` is a
    dotted path of fields."""
    fields, glow, walk = list(fields), list(glow), list(walk)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        canvas = art.board().copy()
        for field in glow:
            centre = art.chamber_rect().center if field == 61 else art.field_centre(field)
            widgets.glow_ring(canvas, centre, 34 if field != 61 else 70)
        points = [art.field_centre(f) for f in walk]
        for a, b in zip(points, points[1:]):
            pygame.draw.line(canvas, theme.HIGHLIGHT, a, b, 4)
        for point in points:
            pygame.draw.circle(canvas, theme.HIGHLIGHT, point, 7)
        for field, seat in travelers:
            centre = art.outside_rect(seat).center if field == 0 else art.field_centre(field)
            image = art.traveler(seat, 20)
            canvas.blit(image, image.get_rect(center=centre))
        view = pygame.Rect(theme.BOARD_RECT) if whole else _view(fields, rect.w / rect.h)
        part = canvas.subsurface(view)
        scaled = pygame.transform.smoothscale(part, view.fit(rect).size)
        surface.blit(scaled, scaled.get_rect(center=rect.center))
    return draw


PAGES_PICTURES: dict[str, Picture] = {
    "story": board_picture([], [(0, seat) for seat in range(4)], glow=[61], whole=True),
    "goal": board_picture([], [(0, 0)], glow=[1, 61], whole=True),
    "turn": board_picture([1, 2, 3, 4, 5, 6], [(1, 0)], walk=[1, 2, 3, 4, 5]),
    "exact": board_picture([56, 57, 58, 59, 60, 61], [(60, 0)], glow=[61], walk=[60, 61, 60, 59]),
    "special": board_picture([6, 12, 13, 18, 21, 26], [(6, 0)], glow=[6, 12, 13]),
    "orbit": board_picture([], [(7, 0)], glow=list(ORBIT), whole=True),
    "mill": board_picture([a for pair in MILLSTONE for a in pair], [(44, 0)], glow=[44, 50]),
}

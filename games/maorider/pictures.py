"""Diagrams for Maorider Chess's help pages, drawn with the game's own art: pieces beside the
9×9 move diagrams of the Pieces screen, and parts of the wooden board with a position on it
(read by the rules model) marked as the game marks it — frost on frozen pieces, a green glow on
pieces a King may recruit, red on a King in check, dots and crosshairs where a chosen piece may
go or shoot. Pictures hold no words, so every language shares them."""
from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from games.engine import theme, widgets
from games.engine.help_scene import board_view
from games.maorider import art
from games.maorider.rules import SHOT, SUICIDE, START_POSITION, build_position, new_game, square_name
from games.maorider.board_view import CHECK_RED, RECRUIT_GREEN, draw_crosshair, draw_step_mark
from games.maorider.diagrams import CAPTURE_ONLY, draw_diagram, draw_mark
from games.maorider.tutorial import CANNON, FREEZING, LEAPERS

Picture = Callable[[pygame.Surface, pygame.Rect], None]

DIAGRAM_CELL = 20
ICON = 64


def diagrams(*letters: str) -> Picture:
    """Up to four pieces, two to a row, each icon beside the diagram of its moves."""

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        side = 9 * DIAGRAM_CELL
        tile_w, gap = ICON + 8 + side, 20
        rows = [letters[i:i + 2] for i in range(0, len(letters), 2)]
        top = rect.centery - (len(rows) * side + (len(rows) - 1) * gap) // 2
        for r, row in enumerate(rows):
            left = rect.centerx - (len(row) * tile_w + (len(row) - 1) * gap) // 2
            for c, letter in enumerate(row):
                x, y = left + c * (tile_w + gap), top + r * (side + gap)
                surface.blit(art.piece(letter, 0, ICON), (x, y + (side - ICON) // 2))
                draw_diagram(surface, letter, (x + ICON + 8, y), DIAGRAM_CELL)
    return draw


def board_picture(placement: dict[str, str] | None = None, side: str = "w",
                  around: Iterable[str] = (), chosen: str | None = None,
                  attacked: Iterable[str] = (), shot: tuple[str, str] | None = None) -> Picture:
    """The board around the squares ``around`` (all of it if none) with a position on it:
    ``placement`` as in :func:`build_position` (the set-up if None), ``side`` to move.
    ``chosen`` is a piece shown chosen, with its moves; ``attacked`` squares get red crosses;
    ``shot`` = (Cannon, target) draws the ball's arc."""
    around, attacked = list(around), list(attacked)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        state = new_game(position=START_POSITION if placement is None
                         else build_position(placement, side))
        canvas = art.board().copy()
        for square in state.kings_in_check():
            _glow(canvas, square, CHECK_RED, 200)
        recruits = state.recruitable()
        for square in recruits:
            _glow(canvas, square, RECRUIT_GREEN, 190)
            widgets.glow_ring(canvas, art.square_centre(square), 33, 30)
        for move in state.legal_moves():
            if move >> 14 == SUICIDE:
                pygame.draw.circle(canvas, CHECK_RED, art.square_centre(square_name(move & 127)), 34, 4)
        if chosen is not None:
            widgets.highlight_rect(canvas, art.square_rect(chosen), theme.HIGHLIGHT, 70)
        frozen = state.frozen()
        for square, (colour, letter) in state.pieces().items():
            icon = art.piece(letter, colour, 64)
            canvas.blit(icon, icon.get_rect(center=art.square_centre(square)))
            if square in frozen:
                canvas.blit(art.frost(), art.square_rect(square))
        if chosen is not None:
            pieces = state.pieces()
            for move in state.moves_from(chosen):
                to = square_name((move >> 7) & 127)
                if move >> 14 == SHOT:
                    draw_crosshair(canvas, art.square_centre(to))
                else:
                    draw_step_mark(canvas, art.square_centre(to), to in pieces)
        for square in attacked:
            draw_mark(canvas, art.square_rect(square).inflate(-40, -40), CAPTURE_ONLY)
        if shot is not None:
            _arc(canvas, *shot)
        view = (pygame.Rect(theme.BOARD_RECT) if not around
                else board_view([art.square_rect(s) for s in around], rect.w / rect.h, 30))
        part = canvas.subsurface(view)
        scaled = pygame.transform.smoothscale(part, view.fit(rect).size)
        surface.blit(scaled, scaled.get_rect(center=rect.center))
    return draw


def _glow(canvas: pygame.Surface, square: str, colour: tuple[int, int, int], alpha: int) -> None:
    glow = art.glow(colour, 100, alpha)
    canvas.blit(glow, glow.get_rect(center=art.square_centre(square)))


def _arc(canvas: pygame.Surface, frm: str, to: str) -> None:
    """The Cannon ball's flight, dotted, as the shot's animation flies it."""
    (x0, y0), (x1, y1) = art.square_centre(frm), art.square_centre(to)
    for k in range(1, 12):
        t = k / 12
        x = x0 + (x1 - x0) * t + 70 * math.sin(math.pi * t)
        y = y0 + (y1 - y0) * t
        pygame.draw.circle(canvas, (30, 28, 30), (int(x), int(y)), 6)
        pygame.draw.circle(canvas, (230, 220, 200), (int(x), int(y)), 3)


FROZEN_AT = {**{k: v for k, v in FREEZING.items() if k != "e3"}, "e4": "K"}
"""The freezing step's position once the White King has stepped next to the Rook."""
TWO_KINGS = {"a1": "K", "c8": "K", "g8": "G", "a4": "r", "b5": "r", "i4": "k"}
"""The promotion step's end: a second King on c8, the first one mated on a1."""
STALEMATED = {"e1": "K", "b4": "R", "a6": "P", "a8": "k", "a7": "p"}

PAGES_PICTURES: dict[str, Picture] = {
    "board": board_picture(),
    "straight": diagrams("R", "C", "E", "K"),
    "leapers": diagrams("M", "Z", "N", "A"),
    "pawns": diagrams("P", "T", "S", "G"),
    "cannon": board_picture(CANNON, around=("a1", "f6"), chosen="c3", shot=("c3", "c5")),
    "freezing": board_picture(FROZEN_AT, "b", around=("a1", "h6")),
    "recruiting": board_picture(FROZEN_AT, "w", around=("a1", "h6")),
    "two kings": board_picture(TWO_KINGS, around=("a1", "d8")),
    "stalemate": board_picture(STALEMATED, "b", around=("a4", "d8"), attacked=("b7", "b8")),
    "playing": board_picture(LEAPERS, around=("a1", "i7"), chosen="f1"),
}

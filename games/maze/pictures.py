"""Diagrams for Maze's help pages, drawn with the game's own sand-and-grass board and pieces:
a part of the board (or all of it) with a position on it, a chosen piece lit as the game lights
it and rings on the fields it reaches, arcs for the swap, red rings for a Traveler cut off.

The fields a piece reaches come from the rules model (:func:`games.maze.rules.board_moves` on the
pictured board), and a test checks the cut-off page against the rules, so a picture cannot show
what the rules do not allow. Pictures hold no words, so every language shares them.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from games.engine import theme, widgets
from games.engine.help_scene import board_view
from games.maze import art
from games.maze.rules import (
    COLOURS,
    DEAD,
    FIELDS,
    FIXED,
    INDEX,
    KIND_NAMES,
    KINDS,
    PLANTED,
    STATUSES,
    TERRITORY,
    board_moves,
    cell,
    cut_off,
    new_game,
    territory,
)

Picture = Callable[[pygame.Surface, pygame.Rect], None]
LAYOUT = art.Layout(False)
ARC_WHITE = art.IVORY
ARC_BLACK = art.CHARCOAL


def place(pieces: dict[str, str], dead: Iterable[str] = (), planted: Iterable[str] = (),
          fixed: Iterable[str] = ()) -> bytes:
    """A board of the rules model with ``pieces`` as field → letter (upper case White, lower
    case Black, a Time Pawn's digit belongs to the side whose half it stands on, as in a
    set-up record); the pieces on ``dead``, ``planted`` and ``fixed`` fields take that state."""
    status = {**{f: DEAD for f in dead}, **{f: PLANTED for f in planted}, **{f: FIXED for f in fixed}}
    board = bytearray(48)
    for field, letter in pieces.items():
        colour = TERRITORY[INDEX[field]] if letter.isdigit() else int(letter.islower())
        board[INDEX[field]] = cell(KINDS.index(letter.upper()), colour, status.get(field, 0))
    return bytes(board)


def reach(board: bytes, field: str) -> list[str]:
    """The fields the piece on ``field`` may move to, by the rules (its half's player to move)."""
    return [FIELDS[to] for frm, to in board_moves(board, territory(field)) if FIELDS[frm] == field]


def _sprite(code: int, size: int) -> pygame.Surface:
    return art.piece(KIND_NAMES[(code & 15) - 1], COLOURS[(code >> 4) & 1], STATUSES[code >> 5], size)


def _arc(canvas: pygame.Surface, frm: str, to: str, lift: int, colour: tuple[int, int, int]) -> None:
    """A swap arrow from ``frm`` to ``to`` bowing ``lift`` px up (negative: down), outlined so
    both the ivory and the charcoal one stand out on sand and grass."""
    (x0, y0), (x1, y1) = LAYOUT.centre(frm), LAYOUT.centre(to)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2 - lift
    points = [((1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1,
               (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1)
              for t in (k / 40 for k in range(5, 37))]
    edge = art.CHARCOAL if colour == art.IVORY else art.IVORY
    angle = math.atan2(points[-1][1] - points[-2][1], points[-1][0] - points[-2][0])
    tip = points[-1]
    head = [(tip[0] + 10 * math.cos(angle), tip[1] + 10 * math.sin(angle)),
            (tip[0] - 14 * math.cos(angle - 0.6), tip[1] - 14 * math.sin(angle - 0.6)),
            (tip[0] - 14 * math.cos(angle + 0.6), tip[1] - 14 * math.sin(angle + 0.6))]
    for width, shade in ((9, edge), (5, colour)):
        pygame.draw.lines(canvas, shade, False, points, width)
    pygame.draw.polygon(canvas, colour, head)
    pygame.draw.polygon(canvas, edge, head, 2)


def board_picture(board: bytes, around: Iterable[str] = (), chosen: str | None = None,
                  walk: Iterable[str] = (), half: int | None = None, movable: bool = False,
                  arcs: Iterable[tuple[str, str, int]] = (), red: Iterable[str] = ()) -> Picture:
    """The board around the fields ``around`` (all of it if none) with ``board`` on it.

    ``chosen``: a piece lit as when clicked, with rings on the fields the rules let it reach;
    ``walk``: a dotted path of fields; ``half``: that player's half tinted as on their turn,
    with ``movable`` pieces (those the player may move) glowing softly; ``arcs``: swap arrows
    (from, to, lift) in the moving Traveler's colour; ``red``: red rings (a Traveler cut off
    and the field it can no longer reach).
    """
    around, walk, arcs, red = list(around), list(walk), list(arcs), list(red)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        canvas = art.board_surface(False).copy()
        if half is not None:
            tint = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            for field, box in LAYOUT.rects.items():
                if territory(field) == half:
                    tint.fill((*theme.HIGHLIGHT, 56), box)
            canvas.blit(tint, (0, 0))
            pygame.draw.rect(canvas, theme.HIGHLIGHT, LAYOUT.half(half).inflate(6, 6), 2, border_radius=4)
        if chosen is not None:
            widgets.highlight_rect(canvas, LAYOUT.rect(chosen).inflate(-4, -4), alpha=70)
        points = [LAYOUT.centre(f) for f in walk]
        if len(points) > 1:
            pygame.draw.lines(canvas, theme.HIGHLIGHT, False, points, 4)
        for point in points[1:]:
            pygame.draw.circle(canvas, theme.HIGHLIGHT, point, 6)
        size = LAYOUT.piece_size
        for i, code in enumerate(board):
            if code:
                sprite = _sprite(code, size)
                canvas.blit(sprite, sprite.get_rect(center=LAYOUT.centre(FIELDS[i])))
        if movable and half is not None:
            for field in sorted({FIELDS[frm] for frm, _ in board_moves(board, half)}):
                pygame.draw.circle(canvas, theme.HIGHLIGHT, LAYOUT.centre(field), size // 2 + 2, 4)
        if chosen is not None:
            for field in reach(board, chosen):
                widgets.glow_ring(canvas, LAYOUT.centre(field), LAYOUT.cell // 4, 30)
        for frm, to, lift in arcs:
            colour = ARC_WHITE if board[INDEX[frm]] & 16 == 0 else ARC_BLACK
            _arc(canvas, frm, to, lift, colour)
        for field in red:
            pygame.draw.circle(canvas, theme.ILLEGAL, LAYOUT.centre(field), LAYOUT.cell // 2 - 2, 5)
        rects = [LAYOUT.rect(f) for f in around] or [LAYOUT.outline]
        view = board_view(rects, rect.w / rect.h, LAYOUT.cell // 3 if around else 40)
        part = canvas.subsurface(view)
        scaled = pygame.transform.smoothscale(part, view.fit(rect).size)
        surface.blit(scaled, scaled.get_rect(center=rect.center))
    return draw


def panels(*pictures: Picture) -> Picture:
    """Two or more pictures side by side, two to a row, each framed."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        rows = (len(pictures) + 1) // 2
        gap = 12
        w = (rect.w - 3 * gap) // 2
        h = (rect.h - (rows + 1) * gap) // rows
        for n, picture in enumerate(pictures):
            row, col = divmod(n, 2)
            box = pygame.Rect(rect.x + gap + col * (w + gap), rect.y + gap + row * (h + gap), w, h)
            picture(surface, box)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, box, 2, border_radius=6)
    return draw


KIDS_SETUP = "MM12S3THLHRT........................1l2htht3rsmm"
CUT_OFF_MOVES = ("a3-c5x", "b9-e4x", "f3-c7x", "d8-b9", "c3-d4x")
"""The rules page's example: after these moves of the kids' set-up the Traveler on c1 is cut
off (a test checks the rules agree)."""


def cut_off_board() -> bytes:
    """The board of the rules page's cut-off example."""
    state = new_game(setup=KIDS_SETUP)
    for move in CUT_OFF_MOVES:
        state.play(move)
    return state.board


def _cut_off_picture() -> Picture:
    board = cut_off_board()
    found = cut_off(board)
    assert found is not None, "the cut-off example no longer cuts a Traveler off"
    field, target, _ = found
    return board_picture(board, red=[FIELDS[field], FIELDS[target]])


TRAVELERS = place({"c1": "M", "d1": "M", "c10": "m", "d10": "m"})
SWAP = [("c1", "d10", 170), ("d1", "c10", 110), ("c10", "d1", -110), ("d10", "c1", -170)]
"""The swap: each Traveler to the other side's home field of its own shade (arcs above for
White, below for Black)."""

HALVES = place({"c1": "M", "d1": "M", "c10": "m", "d10": "m", "b3": "R", "e2": "S", "c5": "l",
                "d3": "h", "e5": "2", "b6": "L", "d8": "3", "c9": "t", "e7": "R"}, dead=["e7"])
TRAVELER_AT = place({"c3": "M", "e5": "s", "d1": "m"}, fixed=["d1"])
DESERTS = place({"c3": "2", "b4": "l", "e4": "S", "a6": "h"}, dead=["b4", "e4"])
SHADOW = place({"b5": "H", "d3": "M"})
LIGHTNING = place({"c3": "L", "b4": "r"})
RABBIT = place({"c3": "R", "c4": "s", "b3": "S"}, dead=["c4"])
STONE = place({"c3": "S", "c4": "t"}, dead=["c4"])
PAWN1 = place({"c2": "1"})
PAWN2 = place({"c3": "2", "b3": "l"})
PAWN3 = place({"d2": "3", "d4": "s"}, dead=["d4"])
PAWN2_BLACK = place({"d9": "2"})
TREES = place({"c1": "M", "d1": "M", "c10": "m", "d10": "m", "c3": "T", "e8": "t", "b5": "L",
               "d6": "2"}, planted=["e8"])
PLAYING = place({"c1": "M", "d1": "M", "c10": "m", "d10": "m", "c3": "S", "d2": "L", "b3": "R",
                 "e3": "h", "c8": "3", "d9": "l"})

PAGES_PICTURES: dict[str, Picture] = {
    "swap": board_picture(TRAVELERS, arcs=SWAP),
    "halves": board_picture(HALVES, half=0, movable=True),
    "traveler": board_picture(TRAVELER_AT, around=["c1", "a5", "f6"], chosen="c3"),
    "deserts": board_picture(DESERTS, around=["a3", "f6"], chosen="c3", walk=["c3", "c4", "c5"]),
    "helpers": panels(board_picture(SHADOW, around=["b2", "e5"], chosen="b5"),
                      board_picture(LIGHTNING, around=["b2", "d4"], chosen="c3"),
                      board_picture(RABBIT, around=["a3", "c5"], chosen="c3"),
                      board_picture(STONE, around=["b2", "d4"], chosen="c3")),
    "pawns": panels(board_picture(PAWN1, around=["b2", "d3"], chosen="c2"),
                    board_picture(PAWN2, around=["a3", "e5"], chosen="c3"),
                    board_picture(PAWN3, around=["b2", "f5"], chosen="d2"),
                    board_picture(PAWN2_BLACK, around=["b9", "e7"], chosen="d9")),
    "trees": board_picture(TREES, chosen="c3"),
    "cut off": _cut_off_picture(),
    "playing": board_picture(PLAYING, half=0, chosen="c3"),
}
"""Each help page's picture by name."""

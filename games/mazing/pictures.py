"""Diagrams for Mazing's help pages, drawn with the game's own board, walls, pawns, cards and
die: a part of a board with walls, pawns, lit cells, ghosts and dotted walks; wall shapes
turned and mirrored; each action card beside a strip of cells showing what it does.

The cells a roll reaches come from the rules model, and a test checks the refused wall of the
page on shutting in against the rules, so a picture cannot show what the rules do not allow.
"""
from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from games.engine import theme, widgets
from games.engine.help_scene import board_view
from games.engine.i18n import N_, language
from games.mazing import art, shapes
from games.mazing.tutorial import position

Picture = Callable[[pygame.Surface, pygame.Rect], None]
SIZE = 9
GOALS = (("a9", 1), ("i9", 0))
"""Blue races a1 to i9, Vermillion i1 to a9 (a two-player 9×9 board)."""


def _view(cells: Iterable[str], aspect: float, layout: art.Layout) -> pygame.Rect:
    """The part of the board around ``cells`` (a cell's margin, the edge labels when near)."""
    return board_view([layout.cell_rect(c) for c in cells], aspect, layout.cell // 2)


def _dots(surface: pygame.Surface, points: list[tuple[int, int]], radius: int) -> None:
    """A walk: a line through ``points`` with a dot on each."""
    if len(points) > 1:
        pygame.draw.lines(surface, theme.HIGHLIGHT, False, points, 4)
    for point in points:
        pygame.draw.circle(surface, theme.HIGHLIGHT, point, radius)


def board_picture(view: Iterable[str] = (), walls: str = "", pawns: Iterable[tuple[str, int]] = (),
                  lit: Iterable[str] = (), walk: Iterable[str] = (), ghosts: Iterable[tuple[str, bool]] = (),
                  rings: Iterable[str] = (), die: int = 0) -> Picture:
    """A 9×9 board, or the part of it around ``view``: wall tokens on ``walls``, ``pawns``
    as (cell, seat), ``lit`` cells glowing as after a roll, a dotted ``walk``, ``ghosts`` as
    (cell, fits) in green or red, glowing ``rings`` on cells, and a ``die`` face in the top
    right corner."""
    view, walls, pawns = list(view), walls.split(), list(pawns)
    lit, walk, ghosts, rings = list(lit), list(walk), list(ghosts), list(rings)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        layout = art.Layout(SIZE)
        size = layout.cell
        canvas = art.board(SIZE, GOALS).copy()
        glow = art.tint(size, theme.HIGHLIGHT, 90)
        for cell in lit:
            canvas.blit(glow, layout.cell_rect(cell))
        block = art.wall(size)
        for cell in walls:
            canvas.blit(block, layout.cell_rect(cell))
        for cell, fits in ghosts:
            canvas.blit(art.ghost_wall(size), layout.cell_rect(cell))
            canvas.blit(art.tint(size, art.LEGAL_GHOST if fits else theme.ILLEGAL, 110), layout.cell_rect(cell))
            if not fits:
                art.cross_out(canvas, layout.cell_rect(cell))
        _dots(canvas, [layout.centre(c) for c in walk], max(5, size // 9))
        for cell, seat in pawns:
            image = art.pawn(seat, int(size * 0.34))
            canvas.blit(image, image.get_rect(center=layout.centre(cell)))
        for cell in rings:
            widgets.glow_ring(canvas, layout.centre(cell), int(size * 0.5))
        part = canvas.subsurface(_view(view, rect.w / rect.h, layout) if view else pygame.Rect(theme.BOARD_RECT))
        scaled = pygame.transform.smoothscale(part, part.get_rect().fit(rect).size)
        box = scaled.get_rect(center=rect.center)
        surface.blit(scaled, box)
        if die:
            surface.blit(art.die_face(die, 72), (box.right - 86, box.y + 14))
    return draw


def _roll_picture() -> Picture:
    """Blue on c3 has rolled 3: the cells three steps reach, and one walk there."""
    walls = "d2 d3 d4 b4"
    state = position("c3", walls=walls, phase="move", roll=3)
    reach = state.reachable()
    lit = sorted(reach)
    return board_picture(view=["a1", "f6"], walls=walls, pawns=[("c3", 0)], lit=lit,
                         walk=list(reach["c6"]), die=3)


ROUTE_WALLS = "g1 g2 g3 h3"
ROUTE_SHUT = ("i3", "i4")
"""A wall here would shut Vermillion's corner in: the rules refuse it (a test checks)."""
ROUTE_FITS = ("d5", "e5")


def _route_picture() -> Picture:
    """Walls nearly close Vermillion's corner: a wall over the gap is refused (red), one
    elsewhere fits (green)."""
    return board_picture(view=["c1", "i6"], walls=ROUTE_WALLS, pawns=[("i1", 1), ("a1", 0)],
                         ghosts=[(c, False) for c in ROUTE_SHUT] + [(c, True) for c in ROUTE_FITS],
                         walk=["i1", "i2", "i3", "i4"])


def _blocks(surface: pygame.Surface, form: Iterable[tuple[int, int]], centre: tuple[int, int],
            unit: int) -> None:
    """A wall shape of (column, row) offsets centred on ``centre`` (row 0 at the bottom)."""
    form = list(form)
    cols = max(c for c, _ in form) + 1
    rows = max(r for _, r in form) + 1
    x0, y0 = centre[0] - cols * unit // 2, centre[1] - rows * unit // 2
    block = art.wall(unit)
    for c, r in form:
        surface.blit(block, (x0 + c * unit, y0 + (rows - 1 - r) * unit))


def _arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
           colour: tuple[int, int, int] = theme.HIGHLIGHT, width: int = 4) -> None:
    """A straight arrow from ``start`` to ``end``."""
    pygame.draw.line(surface, colour, start, end, width)
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    head = [end, (end[0] - 14 * math.cos(angle - 0.5), end[1] - 14 * math.sin(angle - 0.5)),
            (end[0] - 14 * math.cos(angle + 0.5), end[1] - 14 * math.sin(angle + 0.5))]
    pygame.draw.polygon(surface, colour, head)


def _turns(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The L4 card; its shape turned four ways (top row) and mirrored, turned four ways
    (bottom row), with an arrow between each turn and the mirror line between the rows."""
    card = pygame.transform.smoothscale_by(art.card("L4", language()), 1.25)
    surface.blit(card, card.get_rect(midleft=(rect.x + 16, rect.centery)))
    left = rect.x + 140
    step = (rect.right - left - 10) // 4
    form = shapes.normalise(list(shapes.SHAPES["L4"]))
    for row, y in enumerate((rect.y + rect.h // 4, rect.y + 3 * rect.h // 4)):
        turned = form if row == 0 else shapes.normalise([(-c, r) for c, r in form])
        for k in range(4):
            x = left + step * k + step // 2
            _blocks(surface, turned, (x, y), 28)
            if k < 3:
                _arrow(surface, (x + 40, y), (x + step - 40, y), width=3)
            turned = shapes.normalise([(-r, c) for c, r in turned])
    pygame.draw.line(surface, theme.TEXT_DIM, (left, rect.centery), (rect.right - 10, rect.centery), 2)


def _cells(surface: pygame.Surface, x: int, y: int, count: int, unit: int) -> list[pygame.Rect]:
    """A row of ``count`` board cells from (``x``, ``y``), in the board's paper colours."""
    rects = []
    for i in range(count):
        cell = pygame.Rect(x + i * unit, y, unit, unit)
        surface.fill(art.PAPER if i % 2 == 0 else art.PAPER_ALT, cell)
        pygame.draw.rect(surface, art.GRID, cell, 1)
        rects.append(cell)
    pygame.draw.rect(surface, art.BORDER, pygame.Rect(x, y, count * unit, unit).inflate(4, 4), 2)
    return rects


def _hop(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int], height: int) -> None:
    """The arc of a leap from ``start`` to ``end``."""
    points = [(start[0] + (end[0] - start[0]) * i / 16,
               start[1] - math.sin(math.pi * i / 16) * height) for i in range(17)]
    pygame.draw.lines(surface, theme.HIGHLIGHT, False, points, 4)
    _arrow(surface, points[-3], points[-1])


def _crack(surface: pygame.Surface, cell: pygame.Rect) -> None:
    """A wall token with a bright crack through it: the one a Buster breaks."""
    surface.blit(art.wall(cell.w), cell)
    pygame.draw.lines(surface, theme.HIGHLIGHT, False,
                      [(cell.x + 8, cell.y + 6), cell.center, (cell.centerx - 5, cell.bottom - 10),
                       (cell.right - 6, cell.bottom - 4)], 3)


def _rubble(surface: pygame.Surface, cell: pygame.Rect) -> None:
    """Bits of a busted wall scattered on its now empty cell."""
    for k in range(6):
        angle = k * math.pi / 3 + 0.4
        x = cell.centerx + math.cos(angle) * cell.w * 0.3
        y = cell.centery + math.sin(angle) * cell.h * 0.3
        pygame.draw.rect(surface, art.WALL, (int(x) - 4, int(y) - 4, 8, 8))


def _strip(kind: str, surface: pygame.Surface, x: int, y: int, unit: int) -> None:
    """What an action card does, on a strip of cells: walls cracked, then gone; a pawn leaping
    one or two walls; an opponent with an hourglass; an opponent pushed one or two steps."""
    if kind in ("Buster", "Double Buster"):
        count = 2 if kind == "Double Buster" else 1
        before = _cells(surface, x, y, count, unit)
        after = _cells(surface, x + (count + 1) * unit, y, count, unit)
        for cell in before:
            _crack(surface, cell)
        for cell in after:
            _rubble(surface, cell)
        _arrow(surface, (before[-1].right + 10, before[0].centery), (after[0].x - 10, after[0].centery))
        return
    rects = _cells(surface, x, y, 5, unit)
    radius = int(unit * 0.34)
    if kind in ("Leap", "Double Leap"):
        walls = (1, 2) if kind == "Double Leap" else (1,)
        for i in walls:
            surface.blit(art.wall(unit), rects[i])
        blue = art.pawn(0, radius)
        surface.blit(blue, blue.get_rect(center=rects[0].center))
        _hop(surface, (rects[0].centerx, rects[0].y + 6), (rects[max(walls) + 1].centerx, rects[0].y + 10),
             int(unit * 0.5))
        return
    pawn = art.pawn(1, radius)
    if kind == "Lose A Turn":
        surface.blit(pawn, pawn.get_rect(center=rects[1].center))
        top, bottom, mid = rects[3].y + 12, rects[3].bottom - 12, rects[3].centerx
        half = unit // 4
        pygame.draw.polygon(surface, art.CARD_ACTION, [(mid - half // 2, bottom - 3), (mid + half // 2, bottom - 3),
                                                       (mid, rects[3].centery + 6)])
        pygame.draw.polygon(surface, art.INK, [(mid - half, top), (mid + half, top), (mid, rects[3].centery),
                                               (mid + half, bottom), (mid - half, bottom), (mid, rects[3].centery)], 3)
        return
    steps = 2 if kind == "Double Setback" else 1
    start, end = rects[3], rects[3 - steps]
    faded = pawn.copy()
    faded.set_alpha(90)
    surface.blit(faded, faded.get_rect(center=start.center))
    _dots(surface, [rects[3 - k].center for k in range(steps + 1)], 5)
    _arrow(surface, (end.right - 4, end.centery), (end.centerx + radius + 2, end.centery))
    surface.blit(pawn, pawn.get_rect(center=end.center))


def cards_picture(cards: tuple[str, ...]) -> Picture:
    """Each card of ``cards`` beside a strip of cells showing what it does."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        row_h = rect.h // len(cards)
        scale = min(1.0, (row_h - 8) / art.CARD_H)
        unit = min(76, int(row_h * 0.62))
        for i, name in enumerate(cards):
            top = rect.y + i * row_h
            card = pygame.transform.smoothscale_by(art.card(name, language()), scale)
            surface.blit(card, card.get_rect(midleft=(rect.x + 20, top + row_h // 2)))
            _strip(name, surface, rect.x + 150, top + (row_h - unit) // 2 + 6, unit)
    return draw


def _discard(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A hand of Busters under a board without walls: nothing to bust, so the card picked
    (lifted and ringed, as in the hand) is thrown away."""
    hand_h = art.CARD_H + 44
    board_picture(view=["a3", "i6"], pawns=[("c4", 0), ("g5", 1)])(
        surface, pygame.Rect(rect.x, rect.y, rect.w, rect.h - hand_h))
    lang = language()
    hand = (N_("Buster"), N_("Buster"), N_("Double Buster"), N_("Buster"), N_("Buster"))
    width = art.CARD_W + 12
    x0 = rect.centerx - width * len(hand) // 2
    for i, name in enumerate(hand):
        spot = pygame.Rect(x0 + i * width, rect.bottom - art.CARD_H - 14 - (12 if i == 2 else 0),
                           art.CARD_W, art.CARD_H)
        surface.blit(art.card(name, lang), spot)
        if i == 2:
            pygame.draw.rect(surface, theme.HIGHLIGHT, spot.inflate(6, 6), 3, border_radius=10)


PAGES_PICTURES: dict[str, Picture] = {
    "goal": board_picture(pawns=[("a1", 0), ("i1", 1)], walls="d4 d5 e5 f2 f3",
                          rings=["a1", "i9"]),
    "turn": _roll_picture(),
    "shapes": _turns,
    "route": _route_picture(),
    "walls": cards_picture((N_("Buster"), N_("Double Buster"), N_("Leap"), N_("Double Leap"))),
    "others": cards_picture((N_("Lose A Turn"), N_("Setback"), N_("Double Setback"))),
    "discard": _discard,
}
"""Each help page's picture by name."""

"""Diagrams for the help pages of Terra Incognita's modifications (floors and stairs, grenades
and arsenal kinds, windows, the boomerang, death with the knife and looting, the Penza bear),
drawn with the game's parchment, ink, pieces and :mod:`games.terra.gear`.

Each is a small labyrinth drawn cell by cell (a few cells say more here than a whole map), with
the walls and signs the game itself draws. Pictures hold no words but the notebook's floor tabs
under the floors picture, drawn as the game draws them (so translated as they are).
"""
from __future__ import annotations

import math
from typing import Callable, Iterable

import pygame

from games.engine import theme
from games.terra import art, gear
from games.terra.art import Grid
from games.terra.storeys import draw_tabs

Picture = Callable[[pygame.Surface, pygame.Rect], None]
Point = tuple[float, float]
BLUE, VERMILLION = 0, 1

Sides = dict[tuple[int, int], dict[str, str]]


def _room(surface: pygame.Surface, rect: pygame.Rect, cols: int, rows: int, sides: Sides,
          kinds: dict[tuple[int, int], tuple[str, str | None]] | None = None, most: int = 110) -> Grid:
    """A ``cols`` x ``rows`` piece of labyrinth centred in ``rect``: washed cells, their signs
    (kind, detail), the outer wall all round and the inner ``sides`` given per cell."""
    cell = min(most, rect.w // cols, rect.h // rows)
    grid = Grid(rect.x + (rect.w - cell * cols) // 2, rect.y + (rect.h - cell * rows) // 2, cell, 0, rows - 1,
                cols, rows)
    art.pencil_grid(surface, grid)
    for y in range(rows):
        for x in range(cols):
            r = grid.cell_rect((x, y))
            pygame.draw.rect(surface, art.KNOWN_WASH, r)
            kind, detail = (kinds or {}).get((x, y), (None, None))
            art.draw_kind(surface, r, kind, detail=detail)
    for (x, y), walls in sides.items():
        for d, value in walls.items():
            art.draw_side(surface, grid, (x, y), d, value)
    for x in range(cols):
        art.draw_side(surface, grid, (x, 0), "s", "outer")
        art.draw_side(surface, grid, (x, rows - 1), "n", "outer")
    for y in range(rows):
        art.draw_side(surface, grid, (0, y), "w", "outer")
        art.draw_side(surface, grid, (cols - 1, y), "e", "outer")
    return grid


def _paper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(art.parchment(rect.w, rect.h), rect)


def _line(surface: pygame.Surface, points: Iterable[Point], colour: tuple[int, int, int], dashed: bool = False,
          width: int = 4) -> None:
    """A path through ``points`` with an arrow head at its end (dashed for a flight)."""
    points = list(points)
    for a, b in zip(points, points[1:]):
        length = max(1.0, math.dist(a, b))
        if not dashed:
            pygame.draw.line(surface, colour, a, b, width)
            continue
        for k in range(0, int(length), 14):
            t0, t1 = k / length, min(1.0, (k + 8) / length)
            pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                             (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)
    tip, frm = points[-1], points[-2]
    angle = math.atan2(tip[1] - frm[1], tip[0] - frm[0])
    size = 16
    pygame.draw.polygon(surface, colour, [
        tip, (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5)),
        (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))])


def _ghost(surface: pygame.Surface, player: int, centre: Point, radius: int) -> None:
    faded = art.token(player, radius).copy()
    faded.set_alpha(110)
    surface.blit(faded, faded.get_rect(center=(int(centre[0]), int(centre[1]))))


FLOOR_SIDES: list[Sides] = [
    {(0, 0): {"n": "wall"}, (1, 1): {"s": "wall", "e": "wall"}, (2, 0): {"w": "wall"}},
    {(0, 1): {"e": "wall"}, (1, 0): {"n": "wall"}, (2, 1): {"s": "wall"}},
]


def floors_picture() -> Picture:
    """Floor 1 and floor 2 side by side, the stairs on the same cell of each: Blue climbs from
    floor 1 up to floor 2 (the notebook's tab under each floor's page)."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        half = (rect.w - 60) // 2
        grids = []
        for k, floor in enumerate((1, 2)):
            area = pygame.Rect(rect.x + 20 + k * (half + 20), rect.y + 90, half, rect.h - 170)
            kinds = {(2, 2): ("S", "up" if floor == 1 else "down")}
            if floor == 1:
                kinds[(0, 0)] = ("A", "full")
            else:
                kinds[(0, 2)] = ("A", "grenades")
            grid = _room(surface, area, 3, 3, FLOOR_SIDES[k], kinds)
            tab = pygame.Rect(0, 0, 126, 48)
            tab.midtop = (grid.rect.centerx, grid.rect.bottom + 16)
            draw_tabs(surface, {floor: tab}, floor, 2, BLUE if floor == 2 else None)
            grids.append(grid)
        below, above = grids
        start, end = below.centre((2, 2)), above.centre((2, 2))
        radius = below.cell // 4
        _ghost(surface, BLUE, start, radius)
        lift = min(start[1], end[1]) - below.cell * 0.9
        # Straight up from the piece and straight down onto it: a slanting end ran over the
        # arrows in the stairs' corner, which tell where each flight leads.
        _line(surface, [(start[0], start[1] - radius), (start[0], lift), (end[0], lift),
                        (end[0], end[1] - radius - 2)], theme.seat_colour(BLUE), dashed=True)
        art.blit_token(surface, BLUE, end, radius)
    return draw


def arsenals_picture() -> Picture:
    """The three arsenals of the Tver labyrinth (bullets and grenades, bullets only, grenades
    only) and, under them, a grenade bringing down a wall."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        top = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, rect.h // 2 - 30)
        cell = min(top.h, (top.w - 80) // 3)
        for k, kind in enumerate(("full", "bullets", "grenades")):
            box = pygame.Rect(top.x + k * (cell + 40) + (top.w - 3 * cell - 80) // 2, top.y, cell, cell)
            pygame.draw.rect(surface, art.KNOWN_WASH, box)
            pygame.draw.rect(surface, art.INK, box, 3)
            art.draw_kind(surface, box, "A", detail=kind)
        bottom = pygame.Rect(rect.x + 40, rect.centery + 20, rect.w - 80, rect.h // 2 - 40)
        grid = _room(surface, bottom, 2, 1, {(0, 0): {"e": "wall"}})
        here = grid.centre((0, 0))
        art.blit_token(surface, BLUE, (here[0] - grid.cell * 0.2, here[1]), grid.cell // 5)
        a, b = grid.side((0, 0), "e")
        mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
        pygame.draw.circle(surface, (255, 200, 90), (int(mid[0]), int(mid[1])), grid.cell // 4)
        art.draw_grenade(surface, (mid[0] - grid.cell * 0.18, mid[1] - grid.cell * 0.1), grid.cell * 0.4)
    return draw


def window_picture() -> Picture:
    """A corridor with a window across it: Vermillion's bullet flies through the glass into
    Blue, who cannot step through it."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        grid = _room(surface, rect.inflate(-40, -120), 4, 1, {(1, 0): {"e": "window"}}, most=130)
        radius = grid.cell // 4
        shooter, target = grid.centre((3, 0)), grid.centre((0, 0))
        art.blit_token(surface, VERMILLION, shooter, radius)
        art.blit_token(surface, BLUE, target, radius)
        _line(surface, [(shooter[0] - radius - 6, shooter[1] - 8), (target[0] + radius + 8, target[1] - 8)],
              theme.seat_colour(VERMILLION), dashed=True)
        walk = grid.centre((1, 0))
        a, b = grid.side((1, 0), "e")
        pygame.draw.line(surface, theme.ILLEGAL, (walk[0], walk[1] + grid.cell * 0.25),
                         (a[0] - 6, walk[1] + grid.cell * 0.25), 5)
        cross = (a[0] + 2, walk[1] + grid.cell * 0.25)
        for dx, dy in ((1, 1), (1, -1)):
            pygame.draw.line(surface, theme.ILLEGAL, (cross[0] - 9 * dx, cross[1] - 9 * dy),
                             (cross[0] + 9 * dx, cross[1] + 9 * dy), 5)
    return draw


def boomerang_picture() -> Picture:
    """Above: Blue's boomerang flies four cells east and comes back. Below: it hits a wall on
    the way out and breaks."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        grid = _room(surface, rect.inflate(-30, -60), 5, 2, {(2, 0): {"e": "wall"}}, most=100)
        colour = theme.seat_colour(BLUE)
        radius = grid.cell // 5
        for row in (1, 0):
            start = grid.centre((0, row))
            art.blit_token(surface, BLUE, start, radius)
            if row == 1:
                far = grid.centre((4, row))
                _line(surface, [(start[0] + radius + 4, start[1] - 12), (far[0], far[1] - 12)], colour, dashed=True)
                _line(surface, [(far[0], far[1] + 12), (start[0] + radius + 4, start[1] + 12)], colour, dashed=True)
                gear.draw_boomerang(surface, (far[0], far[1] - grid.cell * 0.28), grid.cell * 0.4, 0.6)
            else:
                a, b = grid.side((2, 0), "e")
                stop = (a[0] - 10, start[1])
                _line(surface, [(start[0] + radius + 4, start[1]), stop], colour, dashed=True)
                gear.draw_boomerang(surface, (a[0] - grid.cell * 0.3, start[1] + grid.cell * 0.28), grid.cell * 0.4,
                                    0.3, broken=True)
    return draw


def death_picture() -> Picture:
    """Vermillion's body lies on a cell: Blue loots its bullets and grenades. Next door Green,
    back with only a knife, stands on Yellow's cell."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        grid = _room(surface, rect.inflate(-40, -120), 3, 1, {(1, 0): {"e": "wall"}}, most=160)
        radius = grid.cell // 5
        body_cell = grid.cell_rect((0, 0))
        gear.draw_body(surface, (body_cell.centerx, body_cell.centery + grid.cell * 0.18), int(grid.cell * 0.9),
                       VERMILLION)
        looter = grid.centre((1, 0))
        art.blit_token(surface, BLUE, looter, radius)
        for k in range(2):
            bullet = pygame.Rect(0, 0, 7, 18)
            bullet.center = (body_cell.centerx - 12 + k * 14, body_cell.centery - grid.cell * 0.22)
            pygame.draw.rect(surface, (90, 90, 96), bullet, border_radius=3)
        art.draw_grenade(surface, (body_cell.centerx + 26, body_cell.centery - grid.cell * 0.22), grid.cell * 0.26)
        _line(surface, [(body_cell.right - 16, body_cell.centery - grid.cell * 0.22),
                        (looter[0] - radius - 6, looter[1] - 6)], theme.seat_colour(BLUE), width=3)
        third = grid.cell_rect((2, 0))
        art.blit_token(surface, 3, (third.centerx + grid.cell * 0.2, third.centery - grid.cell * 0.15), radius)
        stabber = (third.centerx - grid.cell * 0.2, third.centery + grid.cell * 0.15)
        art.blit_token(surface, 2, stabber, radius)
        gear.draw_knife(surface, (stabber[0] + grid.cell * 0.18, stabber[1] - grid.cell * 0.05), grid.cell * 0.5)
    return draw


def bear_picture() -> Picture:
    """The bear's trail of paw prints through the labyrinth; Blue, next to it, hears it."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        grid = _room(surface, rect.inflate(-40, -60), 4, 3,
                     {(1, 1): {"n": "wall", "w": "wall"}, (3, 0): {"n": "wall"}, (2, 2): {"s": "wall"}})
        trail = [(0, 0), (1, 0), (2, 0), (2, 1)]
        for k, cell in enumerate(trail):
            cx, cy = grid.centre(cell)
            gear.draw_paw(surface, (cx + (k % 2 * 2 - 1) * grid.cell * 0.15, cy), grid.cell * 0.28, art.PENCIL)
        bear_at = grid.centre((3, 1))
        gear.draw_bear(surface, bear_at, grid.cell * 0.7)
        you = grid.centre((3, 2))
        art.blit_token(surface, BLUE, you, grid.cell // 5)
        gear.draw_paw_cue(surface, *gear.paw_disc(you, grid.cell))  # as the game draws it
    return draw


VARIANT_PICTURES: dict[str, Picture] = {
    "floors": floors_picture(),
    "arsenals": arsenals_picture(),
    "window": window_picture(),
    "boomerang": boomerang_picture(),
    "death": death_picture(),
    "bear": bear_picture(),
}
"""Each modification's help picture by name."""

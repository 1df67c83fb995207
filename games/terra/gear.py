"""Pictures of the modified games' things, in the notebook's ink: stairs, a window in a wall, a
dead player's body, the arsenal kinds, the grenade, the knife and the boomerang, the bear and its
paw print (the "bear nearby" cue).

They are drawn with pygame.draw in proportion to the cell (or icon) they fill, like the signs
of :mod:`games.terra.art`, so a picture reads the same in a notebook, on the true map, in the
kit and on a help page. Nothing here is drawn in a game without the modifications.
"""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from games.engine import text, theme
from games.terra import art

STEEL = (178, 182, 190)
STEEL_DARK = (96, 100, 110)
WOOD = (176, 112, 56)
WOOD_DARK = (120, 72, 34)
OLIVE = (96, 112, 62)
OLIVE_DARK = (58, 70, 36)
GLASS = (186, 220, 236)
FUR = (120, 80, 48)
FUR_DARK = (70, 46, 28)

Point = tuple[float, float]


def _placed(shape: Sequence[Point], centre: Point, size: float, angle: float) -> list[Point]:
    """``shape`` (points in a unit frame: x along the thing, y across it) turned by ``angle``
    (radians, anticlockwise on the screen), scaled to ``size`` pixels and moved to ``centre``."""
    c, s = math.cos(angle), math.sin(angle)
    return [(centre[0] + (x * c + y * s) * size, centre[1] + (-x * s + y * c) * size) for x, y in shape]


# ----- cells and walls ----------------------------------------------------------------------

def draw_stairs(surface: pygame.Surface, rect: pygame.Rect, up: bool = True, down: bool = False) -> None:
    """A flight of steps rising to the right, with an arrow up and/or down in the corner for
    where it leads (both on a middle floor)."""
    c = rect.w
    steps = 4
    left, bottom = rect.x + c * 0.16, rect.y + c * 0.82
    tread = c * 0.68 / steps
    points = [(left, bottom)]
    for k in range(steps):
        x, y = left + k * tread, bottom - (k + 1) * tread
        points += [(x, y), (x + tread, y)]
    points += [(left + steps * tread, bottom)]
    pygame.draw.polygon(surface, art.PAPER_DARK, points)
    pygame.draw.lines(surface, art.INK, True, points, max(1, c // 28))
    size = max(4, c // 7)
    corner = (rect.x + c * 0.24, rect.y + c * 0.26)
    if up and down:
        _arrow(surface, (corner[0] - size * 0.6, corner[1]), -1, size)
        _arrow(surface, (corner[0] + size * 0.6, corner[1]), 1, size)
    elif up or down:
        _arrow(surface, corner, -1 if up else 1, size)


def _arrow(surface: pygame.Surface, centre: Point, sign: int, size: int) -> None:
    """A small ink arrow pointing up (``sign`` -1) or down (+1)."""
    x, y = centre
    pygame.draw.line(surface, art.INK, (x, y - size * 0.8 * sign), (x, y + size * 0.6 * sign), max(2, size // 4))
    pygame.draw.polygon(surface, art.INK, [(x, y + size * sign), (x - size * 0.5, y + size * 0.3 * sign),
                                           (x + size * 0.5, y + size * 0.3 * sign)])


def draw_window(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], cell: int) -> None:
    """A window in the wall from ``a`` to ``b``: wall at both ends, a pane of glass with its
    frame and cross bar between (bullets and boomerangs fly through, players do not pass)."""
    ends = 0.22
    pa = (a[0] + (b[0] - a[0]) * ends, a[1] + (b[1] - a[1]) * ends)
    pb = (b[0] + (a[0] - b[0]) * ends, b[1] + (a[1] - b[1]) * ends)
    width = max(2, cell // 18)
    art.ink_line(surface, a, (int(pa[0]), int(pa[1])), width)
    art.ink_line(surface, (int(pb[0]), int(pb[1])), b, width)
    thick = max(4, cell // 7)
    horizontal = a[1] == b[1]
    pane = pygame.Rect(0, 0, 0, 0)
    if horizontal:
        pane.update(min(pa[0], pb[0]), a[1] - thick // 2, abs(pb[0] - pa[0]), thick)
    else:
        pane.update(a[0] - thick // 2, min(pa[1], pb[1]), thick, abs(pb[1] - pa[1]))
    pygame.draw.rect(surface, GLASS, pane)
    pygame.draw.rect(surface, art.INK, pane, max(1, cell // 40))
    mid = pane.center
    if horizontal:
        pygame.draw.line(surface, art.INK, (mid[0], pane.top), (mid[0], pane.bottom - 1), max(1, cell // 40))
    else:
        pygame.draw.line(surface, art.INK, (pane.left, mid[1]), (pane.right - 1, mid[1]), max(1, cell // 40))


def draw_body(surface: pygame.Surface, centre: Point, size: int, player: int) -> None:
    """A dead player lying on their side: head, a body in the seat's colour with its letter
    (colour is never the only cue) and crossed-out eyes; ``size`` is its length."""
    x, y = centre
    colour = theme.seat_colour(player)
    faded = tuple((c + 170) // 2 for c in colour)
    torso = pygame.Rect(0, 0, int(size * 0.62), max(6, int(size * 0.3)))
    torso.center = (int(x + size * 0.1), int(y))
    for dy in (-0.08, 0.08):
        pygame.draw.line(surface, art.INK, (torso.right - 2, y + size * dy), (x + size * 0.55, y + size * dy * 1.6),
                         max(2, size // 14))
    pygame.draw.ellipse(surface, faded, torso)
    pygame.draw.ellipse(surface, art.INK, torso, max(1, size // 24))
    head = (int(x - size * 0.34), int(y))
    r = max(4, int(size * 0.15))
    pygame.draw.circle(surface, (236, 214, 180), head, r)
    pygame.draw.circle(surface, art.INK, head, r, max(1, size // 24))
    e = max(1, r // 3)
    for ex in (head[0] - r * 0.35, head[0] + r * 0.35):
        pygame.draw.line(surface, art.INK, (ex - e, head[1] - e - 1), (ex + e, head[1] + e - 1), 1)
        pygame.draw.line(surface, art.INK, (ex - e, head[1] + e - 1), (ex + e, head[1] - e - 1), 1)
    if torso.h >= 12:
        mark = theme.SEAT_MARKS[player % len(theme.SEAT_MARKS)]
        label = text.render(mark, "small", theme.on_colour(faded))
        surface.blit(label, label.get_rect(center=torso.center))


def draw_arsenal(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """An arsenal of the multi-storey game by what it gives: ``full`` (bullets and grenades),
    ``bullets`` or ``grenades``."""
    c = rect.w
    cx, cy = rect.center
    if kind == "grenades":
        for k in (-1, 1):
            draw_grenade(surface, (cx + k * c * 0.2, cy), c * 0.4)
        return
    count = 3 if kind == "bullets" else 2
    for k in range(count):
        offset = (k - (count - 1) / 2) * c / 6 - (0 if kind == "bullets" else c * 0.12)
        body = pygame.Rect(0, 0, max(3, c // 9), max(8, c // 3))
        body.center = (int(cx + offset), int(cy + c / 20))
        pygame.draw.rect(surface, (90, 90, 96), body, border_radius=max(1, c // 20))
        pygame.draw.circle(surface, (150, 110, 50), (body.centerx, body.top), body.w // 2 + 1)
    if kind == "full":
        draw_grenade(surface, (cx + c * 0.22, cy + c * 0.02), c * 0.4)


# ----- the kit ------------------------------------------------------------------------------

def draw_grenade(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A hand grenade ``size`` pixels tall: a ribbed body, its cap, lever and ring."""
    x, y = centre
    r = max(3, int(size * 0.32))
    body = (int(x), int(y + size * 0.12))
    pygame.draw.circle(surface, OLIVE, body, r)
    rib = max(1, int(size) // 20)
    pygame.draw.line(surface, OLIVE_DARK, (body[0] - r + 1, body[1]), (body[0] + r - 1, body[1]), rib)
    pygame.draw.line(surface, OLIVE_DARK, (body[0], body[1] - r + 1), (body[0], body[1] + r - 1), rib)
    pygame.draw.circle(surface, art.INK, body, r, max(1, int(size) // 18))
    cap = pygame.Rect(0, 0, max(3, int(r * 0.9)), max(2, int(size * 0.16)))
    cap.midbottom = (body[0], body[1] - r + 2)
    pygame.draw.rect(surface, STEEL_DARK, cap)
    pygame.draw.line(surface, STEEL_DARK, (cap.right - 1, cap.top), (cap.right + r * 0.5, cap.top + r * 0.9),
                     max(1, int(size) // 14))
    pygame.draw.circle(surface, STEEL, (cap.left - max(2, r // 3), cap.top), max(2, r // 3), max(1, int(size) // 24))


KNIFE_BLADE = ((-0.05, -0.09), (0.5, -0.07), (0.5, 0.0), (-0.05, 0.09))
KNIFE_HANDLE = ((-0.5, -0.07), (-0.12, -0.07), (-0.12, 0.07), (-0.5, 0.07))
KNIFE_GUARD = ((-0.13, -0.16), (-0.05, -0.16), (-0.05, 0.16), (-0.13, 0.16))


def draw_knife(surface: pygame.Surface, centre: Point, size: float, angle: float = math.pi / 4) -> None:
    """A knife ``size`` pixels long, its point at ``angle`` (default: up and to the right)."""
    line = max(1, int(size) // 24)
    tip = ((0.5, 0.0), (0.62, 0.0), (0.5, -0.07))
    for shape, colour in ((KNIFE_HANDLE, WOOD_DARK), (KNIFE_BLADE, STEEL), (tip, STEEL), (KNIFE_GUARD, STEEL_DARK)):
        points = _placed(shape, centre, size, angle)
        pygame.draw.polygon(surface, colour, points)
        pygame.draw.polygon(surface, art.INK, points, line)


BOOMERANG = ((-0.5, 0.18), (-0.02, -0.34), (0.5, 0.18), (0.4, 0.28), (-0.02, -0.1), (-0.4, 0.28))


def draw_boomerang(surface: pygame.Surface, centre: Point, size: float, angle: float = 0.0,
                   broken: bool = False) -> None:
    """A boomerang ``size`` pixels across, turned by ``angle`` (it spins in flight); a broken
    one lies in two pieces."""
    line = max(1, int(size) // 22)
    if not broken:
        points = _placed(BOOMERANG, centre, size, angle)
        pygame.draw.polygon(surface, WOOD, points)
        pygame.draw.polygon(surface, WOOD_DARK, points, line)
        return
    left = ((-0.5, 0.18), (-0.1, -0.26), (-0.06, -0.05), (-0.4, 0.28))
    right = ((0.1, -0.22), (0.5, 0.18), (0.4, 0.28), (0.04, -0.02))
    for shape, shift in ((left, -0.08), (right, 0.08)):
        points = _placed([(x + shift, y) for x, y in shape], centre, size, angle)
        pygame.draw.polygon(surface, WOOD, points)
        pygame.draw.polygon(surface, WOOD_DARK, points, line)


def draw_paw(surface: pygame.Surface, centre: Point, size: float, colour: tuple[int, int, int] = FUR_DARK) -> None:
    """A bear's paw print ``size`` pixels tall: the pad and four toes with claws."""
    x, y = centre
    pad = pygame.Rect(0, 0, int(size * 0.62), int(size * 0.46))
    pad.center = (int(x), int(y + size * 0.18))
    pygame.draw.ellipse(surface, colour, pad)
    for k in range(4):
        angle = math.radians(150 - k * 40)
        tx = x + math.cos(angle) * size * 0.4
        ty = y - size * 0.02 - math.sin(angle) * size * 0.3
        r = max(2, int(size * 0.1))
        pygame.draw.circle(surface, colour, (int(tx), int(ty)), r)
        claw = (tx + math.cos(angle) * r * 1.8, ty - math.sin(angle) * r * 1.8)
        pygame.draw.line(surface, colour, (tx, ty), claw, max(1, int(size) // 16))


def draw_bear(surface: pygame.Surface, centre: Point, size: float, dead: bool = False) -> None:
    """The bear's head ``size`` pixels wide: ears, muzzle, nose and eyes (crossed out when the
    bear has been killed)."""
    x, y = centre
    r = size * 0.4
    for k in (-1, 1):
        ear = (int(x + k * r * 0.75), int(y - r * 0.75))
        pygame.draw.circle(surface, FUR, ear, max(2, int(r * 0.38)))
        pygame.draw.circle(surface, FUR_DARK, ear, max(2, int(r * 0.38)), max(1, int(size) // 30))
        pygame.draw.circle(surface, (200, 150, 120), ear, max(1, int(r * 0.18)))
    pygame.draw.circle(surface, FUR, (int(x), int(y)), int(r))
    pygame.draw.circle(surface, FUR_DARK, (int(x), int(y)), int(r), max(1, int(size) // 24))
    muzzle = pygame.Rect(0, 0, int(r * 0.95), int(r * 0.7))
    muzzle.center = (int(x), int(y + r * 0.38))
    pygame.draw.ellipse(surface, (214, 178, 134), muzzle)
    pygame.draw.ellipse(surface, art.INK, (muzzle.centerx - r * 0.2, muzzle.y + r * 0.05, r * 0.4, r * 0.26))
    eye = max(1, int(r * 0.12))
    for k in (-1, 1):
        ex, ey = x + k * r * 0.38, y - r * 0.12
        if dead:
            pygame.draw.line(surface, art.INK, (ex - eye, ey - eye), (ex + eye, ey + eye), max(1, eye // 2 + 1))
            pygame.draw.line(surface, art.INK, (ex - eye, ey + eye), (ex + eye, ey - eye), max(1, eye // 2 + 1))
        else:
            pygame.draw.circle(surface, art.INK, (int(ex), int(ey)), eye)

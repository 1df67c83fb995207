"""Pictures of the modified games' things, in the notebook's ink: a dead player's body, the
knife and the boomerang (the grenade is an arsenal's sign, in :mod:`games.terra.art`), the bear
and its paw print (the "bear nearby" cue).

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
from games.terra.art import Point

WOOD = (176, 112, 56)
WOOD_DARK = (120, 72, 34)
FUR = (120, 80, 48)
FUR_DARK = (70, 46, 28)
BODY_GREY = (120, 120, 124)
"""A body the game master does not name (looting takes "the dead's" things, whoever they were)."""


def _placed(shape: Sequence[Point], centre: Point, size: float, angle: float) -> list[Point]:
    """``shape`` (points in a unit frame: x along the thing, y across it) turned by ``angle``
    (radians, anticlockwise on the screen), scaled to ``size`` pixels and moved to ``centre``."""
    c, s = math.cos(angle), math.sin(angle)
    return [(centre[0] + (x * c + y * s) * size, centre[1] + (-x * s + y * c) * size) for x, y in shape]


def draw_body(surface: pygame.Surface, centre: Point, size: int, player: int | None) -> None:
    """A dead player lying on their side: head, a body in the seat's colour with its letter
    (colour is never the only cue) and crossed-out eyes; ``size`` is its length. ``player``
    None draws nobody in particular, in grey and without a letter (a body the game master
    does not name)."""
    x, y = centre
    colour = theme.seat_colour(player) if player is not None else BODY_GREY
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
    if torso.h >= 12 and player is not None:
        mark = theme.SEAT_MARKS[player % len(theme.SEAT_MARKS)]
        label = text.render(mark, "small", theme.on_colour(faded))
        surface.blit(label, label.get_rect(center=torso.center))


# ----- the kit ------------------------------------------------------------------------------

KNIFE_BLADE = ((-0.05, -0.09), (0.5, -0.07), (0.5, 0.0), (-0.05, 0.09))
KNIFE_HANDLE = ((-0.5, -0.07), (-0.12, -0.07), (-0.12, 0.07), (-0.5, 0.07))
KNIFE_GUARD = ((-0.13, -0.16), (-0.05, -0.16), (-0.05, 0.16), (-0.13, 0.16))


def draw_knife(surface: pygame.Surface, centre: Point, size: float, angle: float = math.pi / 4) -> None:
    """A knife ``size`` pixels long, its point at ``angle`` (default: up and to the right)."""
    line = max(1, int(size) // 24)
    tip = ((0.5, 0.0), (0.62, 0.0), (0.5, -0.07))
    for shape, colour in ((KNIFE_HANDLE, WOOD_DARK), (KNIFE_BLADE, art.STEEL), (tip, art.STEEL), (KNIFE_GUARD, art.STEEL_DARK)):
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


def paw_disc(piece: Point, cell: int) -> tuple[Point, int]:
    """Where the "bear nearby" cue goes by a piece at ``piece`` on ``cell``-pixel cells: a disc
    inside the cell's top-left corner, clear of the wall's ink (drawn loose, the print ran into
    the wall, of the same dark brown, and past the cell's edge)."""
    radius = max(6, int(cell * 0.17))
    inset = cell / 2 - radius - max(2, cell // 18) - 1
    return (piece[0] - inset, piece[1] - inset), radius


def corner_disc(rect: pygame.Rect, toward: Point) -> tuple[Point, int]:
    """The "bear nearby" cue's disc on the true map, where each piece stands in a corner of its
    own: in the corner of the cell ``rect`` nearest ``toward`` (the piece), clear of the
    wall's ink."""
    c = rect.w
    radius = max(6, int(c * 0.12))
    inset = radius + max(2, c // 18) + 1
    x = rect.left + inset if toward[0] < rect.centerx else rect.right - inset
    y = rect.top + inset if toward[1] < rect.centery else rect.bottom - inset
    return (x, y), radius


def draw_paw_cue(surface: pygame.Surface, centre: Point, radius: int) -> None:
    """The "bear nearby" cue: a paw print on a paper disc (see :func:`paw_disc`)."""
    pygame.draw.circle(surface, art.KNOWN_WASH, centre, radius)
    pygame.draw.circle(surface, art.PENCIL, centre, radius, max(1, radius // 12))
    draw_paw(surface, (centre[0], centre[1] - radius * 0.1), radius * 1.5)


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

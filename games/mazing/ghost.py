"""The ghost of a maze card's wall: its shape as turned and mirrored, the cells the pointer puts
it on, the pointer cells where it fits, and its drawing (green where it fits, red and crossed
out where not).

A form is a shape's cells as ``(column, row)`` offsets normalised by :func:`shapes.normalise`;
the ghost's anchor, the cell nearest the shape's middle, sits under the pointer, except near
an edge, where the ghost slides inside the board (:func:`cells_inside`).
"""
from __future__ import annotations

import pygame

from games.engine import theme
from games.mazing import art, shapes

Form = tuple[tuple[int, int], ...]


def rotate(form: Form) -> Form:
    """A shape turned a quarter."""
    return shapes.normalise([(-r, c) for c, r in form])


def mirror(form: Form) -> Form:
    """A shape flipped left to right."""
    return shapes.normalise([(-c, r) for c, r in form])


def anchor(form: Form) -> tuple[int, int]:
    """The cell of a shape that sits under the pointer: the one nearest its middle."""
    mid_c = sum(c for c, _ in form) / len(form)
    mid_r = sum(r for _, r in form) / len(form)
    return min(form, key=lambda o: ((o[0] - mid_c) ** 2 + (o[1] - mid_r) ** 2, o))


def cells_at(form: Form, at: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells of ``form`` with its anchor on cell ``at`` (maybe off the board)."""
    ac, ar = anchor(form)
    return [(at[0] + c - ac, at[1] + r - ar) for c, r in form]


def cells_inside(form: Form, at: tuple[int, int], size: int) -> list[tuple[int, int]]:
    """The cells of ``form`` with its anchor as near cell ``at`` as a board of ``size`` allows:
    near an edge the ghost slides inside rather than hang off the board."""
    ac, ar = anchor(form)
    col = min(max(at[0], ac), size - 1 - max(c for c, _ in form) + ac)
    row = min(max(at[1], ar), size - 1 - max(r for _, r in form) + ar)
    return cells_at(form, (col, row))


def spots(form: Form, size: int, wanted: set[frozenset[str]]) -> list[str]:
    """The cells where the anchor puts ``form`` on one of the ``wanted`` cell sets."""
    found = []
    for col in range(size):
        for row in range(size):
            cells = cells_at(form, (col, row))
            if all(0 <= c < size and 0 <= r < size for c, r in cells) and \
                    frozenset(art.cell_name(c, r) for c, r in cells) in wanted:
                found.append(art.cell_name(col, row))
    return found


def anchor_cell(cells: list[str]) -> str:
    """The cell the pointer must be on for the ghost to cover ``cells`` (turned to their form)."""
    places = [art.parse(c) for c in cells]
    ac, ar = anchor(shapes.normalise(places))
    return art.cell_name(min(c for c, _ in places) + ac, min(r for _, r in places) + ar)


def press_for(form: Form, cells: list[str]) -> str | None:
    """The button that brings ``form`` nearer the form of ``cells``: "Turn" when a quarter turn
    or more gets there, "Mirror" when only a mirror image does; None when it is there."""
    wanted = shapes.normalise([art.parse(c) for c in cells])
    if form == wanted:
        return None
    turned, turns = form, []
    for _ in range(3):
        turned = rotate(turned)
        turns.append(turned)
    return "Turn" if wanted in turns else "Mirror"


def draw(surface: pygame.Surface, layout: art.Layout, cells: list[tuple[int, int]],
         legal: bool) -> None:
    """The ghost's blocks on ``cells`` that are on the board, tinted by ``legal``; a block that
    does not fit is also crossed out: through deuteranopia the green and the red differ little."""
    colour = art.LEGAL_GHOST if legal else theme.ILLEGAL
    shade = art.tint(layout.cell, colour, 110)
    block = art.ghost_wall(layout.cell)
    for c, r in cells:
        if 0 <= c < layout.size and 0 <= r < layout.size:
            rect = layout.rect(c, r)
            surface.blit(block, rect)
            surface.blit(shade, rect)
            if not legal:
                art.cross_out(surface, rect)

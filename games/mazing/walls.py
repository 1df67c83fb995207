"""Mazing's wall rule: where a maze card's wall may go in a position, and why not elsewhere.

A wall goes on empty cells that are not corners and hold no pawn, and afterwards every
unfinished pawn must still have a path to its goal (pawns never block one another's paths).
Only a placement that meets a pawn's shortest path and touches a wall or the edge can shut
anything in; :meth:`Geometry.separates` settles those without filling the board.
:func:`misfit` names the rule a wall breaks, so that a refused wall can say why.
"""
from __future__ import annotations

from enum import Enum
from typing import Iterable, Sequence

from games.mazing.board import Geometry, Placement, mask_of

Route = tuple[int, int, int, int]
"""A pawn's (goal bit, pawn bit, shortest path, shortest path): see :func:`pawn_routes`."""


def pawn_routes(geo: Geometry, walls: int, pawns: Iterable[tuple[int, int]]) -> list[Route]:
    """(goal bit, pawn bit, two shortest paths) of each (cell, goal) pawn."""
    free = geo.inside & ~walls
    found = []
    for cell, goal in pawns:
        low, high = geo.path_masks(goal, cell, free)
        found.append((1 << goal, 1 << cell, low, high))
    return found


def legal_spots(geo: Geometry, walls: int, pawns: int, routes: list[Route],
                spots: Iterable[Placement]) -> list[tuple[int, ...]]:
    """Cells of each of ``spots`` where a wall is legal, given the board's ``walls``, the
    bits of the cells holding ``pawns`` and the ``routes`` of the unfinished pawns."""
    free = geo.inside & ~walls
    occupied = walls | pawns
    cut = 0
    for _, _, low, _ in routes:
        cut |= low
    legal = []
    for spot in spots:
        mask = spot.mask
        if mask & occupied:
            continue
        if (mask & cut and (spot.edge or spot.ring & walls)
                and geo.separates(mask, spot.ring & free, free & ~mask, routes)):
            continue
        legal.append(spot.cells)
    return legal


class Misfit(Enum):
    """Why a wall does not fit, in the order :func:`misfit` checks."""
    OFF_BOARD = "off the board"
    CORNER = "on a corner"
    WALL = "on a wall"
    PAWN = "on a pawn"
    SHUTS_IN = "shuts a pawn in"


def misfit(geo: Geometry, walls: int, pawns: Sequence[tuple[int, int]],
           cells: Iterable[str]) -> tuple[Misfit, int | None] | None:
    """Which wall rule a wall on ``cells`` (notation names) breaks on a board with ``walls``
    and ``pawns`` ((cell, goal) of every pawn, finished ones too), with the index in ``pawns``
    of the pawn it covers or shuts in; None when it fits. Of several, the first in
    :class:`Misfit`'s order is named. It fits exactly when :func:`legal_spots` lists it."""
    try:
        mask = mask_of(geo.index[name] for name in cells)
    except KeyError:
        return Misfit.OFF_BOARD, None
    if mask & geo.corner_mask:
        return Misfit.CORNER, None
    if mask & walls:
        return Misfit.WALL, None
    for pawn, (cell, _) in enumerate(pawns):
        if mask >> cell & 1:
            return Misfit.PAWN, pawn
    free = geo.inside & ~walls & ~mask
    for pawn, (cell, goal) in enumerate(pawns):
        if cell != goal and not geo.flood(1 << goal, free, 1 << cell) >> cell & 1:
            return Misfit.SHUTS_IN, pawn
    return None

"""Mazing's wall rule: where a maze card's wall may go in a position.

A wall goes on empty cells that are not corners and hold no pawn, and afterwards every
unfinished pawn must still have a path to its goal (pawns never block one another's paths).
Only a placement that meets a pawn's shortest path and touches a wall or the edge can shut
anything in; :meth:`Geometry.separates` settles those without filling the board.
"""
from __future__ import annotations

from typing import Iterable

from games.mazing.board import Geometry, Placement

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

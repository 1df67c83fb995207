"""Mazing wall shapes: the seven maze-card shapes with every rotation and mirror image.

Cells are ``(column, row)`` offsets. An orientation is a sorted tuple of offsets normalised so
its smallest column and row are 0; the orientations of a shape come in a fixed order so that
move lists built from them are deterministic. Pure Python, no game state.
"""
from __future__ import annotations

from functools import lru_cache

Offset = tuple[int, int]

SHAPES: dict[str, tuple[Offset, ...]] = {
    "I2": ((0, 0), (1, 0)),
    "I3": ((0, 0), (1, 0), (2, 0)),
    "L3": ((0, 0), (1, 0), (0, 1)),
    "I4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "L4": ((0, 0), (0, 1), (0, 2), (1, 0)),
    "T4": ((0, 0), (1, 0), (2, 0), (1, 1)),
    "S4": ((0, 0), (1, 0), (1, 1), (2, 1)),
}
"""Each maze card's shape in one orientation; the card's name is the shape's name."""


def normalise(cells: tuple[Offset, ...] | list[Offset]) -> tuple[Offset, ...]:
    """Shift ``cells`` so the smallest column and row are 0, and sort them."""
    low_c = min(c for c, _ in cells)
    low_r = min(r for _, r in cells)
    return tuple(sorted((c - low_c, r - low_r) for c, r in cells))


def _transforms(cells: tuple[Offset, ...]) -> list[tuple[Offset, ...]]:
    """The eight images of ``cells`` under quarter turns, each with and without a mirror."""
    images = []
    for mirror in (False, True):
        current = [(-c, r) if mirror else (c, r) for c, r in cells]
        for _ in range(4):
            images.append(normalise(current))
            current = [(-r, c) for c, r in current]
    return images


@lru_cache(maxsize=len(SHAPES))
def orientations(name: str) -> tuple[tuple[Offset, ...], ...]:
    """Every distinct rotation and mirror image of shape ``name``, in a fixed sorted order."""
    if name not in SHAPES:
        raise ValueError(f"unknown wall shape {name!r}; shapes are {', '.join(SHAPES)}")
    return tuple(sorted(set(_transforms(SHAPES[name]))))


@lru_cache(maxsize=1)
def _by_form() -> dict[tuple[Offset, ...], str]:
    return {form: name for name in SHAPES for form in orientations(name)}


def shape_of(cells: tuple[Offset, ...] | list[Offset]) -> str | None:
    """The name of the shape that ``cells`` form (any rotation or mirror), or None."""
    if not cells or len(set(cells)) != len(cells):
        return None
    return _by_form().get(normalise(list(cells)))

"""Where the Labyrinth's 61 fields sit on the board: pure data for the scene and the tests.

The track is an 8x8 grid of square cells. Fields 1-28 run round the outer circuit, 29-48 round
the middle one and 49-60 round the inner one, each circuit turning the other way like a classic
labyrinth; Elysium (61) is one cell of the 2x2 central chamber. The layout was found by a search
over such spirals so that every link of the Knight's Orbit (7-46-49-52-55-34) is a chess
knight's move and both Millstone crossings (44-50, 45-51) are diagonal steps, as on the original
board. The entrance (field 1) is on the bottom edge.
"""
from __future__ import annotations

GRID_SIZE: tuple[int, int] = (8, 8)
"""Columns and rows of the board grid."""

FIELD_CELLS: dict[int, tuple[int, int]] = {
    1: (4, 7), 2: (5, 7), 3: (6, 7), 4: (7, 7), 5: (7, 6), 6: (7, 5),
    7: (7, 4), 8: (7, 3), 9: (7, 2), 10: (7, 1), 11: (7, 0), 12: (6, 0),
    13: (5, 0), 14: (4, 0), 15: (3, 0), 16: (2, 0), 17: (1, 0), 18: (0, 0),
    19: (0, 1), 20: (0, 2), 21: (0, 3), 22: (0, 4), 23: (0, 5), 24: (0, 6),
    25: (0, 7), 26: (1, 7), 27: (2, 7), 28: (3, 7), 29: (3, 6), 30: (2, 6),
    31: (1, 6), 32: (1, 5), 33: (1, 4), 34: (1, 3), 35: (1, 2), 36: (1, 1),
    37: (2, 1), 38: (3, 1), 39: (4, 1), 40: (5, 1), 41: (6, 1), 42: (6, 2),
    43: (6, 3), 44: (6, 4), 45: (6, 5), 46: (6, 6), 47: (5, 6), 48: (4, 6),
    49: (4, 5), 50: (5, 5), 51: (5, 4), 52: (5, 3), 53: (5, 2), 54: (4, 2),
    55: (3, 2), 56: (2, 2), 57: (2, 3), 58: (2, 4), 59: (2, 5), 60: (3, 5),
    61: (3, 4),
}
"""Field number -> (column, row) of its cell; row 0 is the top of the board."""

CHAMBER_CELLS: tuple[tuple[int, int], ...] = ((3, 3), (4, 3), (3, 4), (4, 4))
"""The central chamber drawn around Elysium (61); only (3, 4) is a field."""

ENTRANCE_CELL: tuple[int, int] = (4, 8)
"""Where travelers waiting outside (field 0) are drawn: just below field 1, off the grid."""

ORBIT: tuple[int, ...] = (7, 46, 49, 52, 55, 34)
"""The Knight's Orbit in riding order from 7 towards 34."""

MILLSTONE: tuple[tuple[int, int], ...] = ((44, 50), (45, 51))
"""Millstone crossings; each can be crossed either way."""

TUNNELS: tuple[tuple[int, int], ...] = ((52, 7), (59, 47))
"""One-way tunnels (from, to)."""

ADVANCES: tuple[tuple[int, int], ...] = ((6, 12), (18, 26), (21, 26), (42, 56))
"""Free advances (from, to)."""

SANCTUARIES: frozenset[int] = frozenset({1, 2, 3, 4, 5, 31, 58})
"""Fields that hold any number of travelers."""

EXACT_COUNT: tuple[int, ...] = (31, 58, 61)
"""Fields a forward move may not pass over."""

TRAPS: frozenset[int] = frozenset({13, 52})
"""Fields that cost two turns (52 after its tunnel to 7)."""

"""The fewest plies any kids' deal can be won in, worked out from the rules' geometry.

Why a line of 20 plies (the issue's "short") cannot exist: in a kids' deal the 10 pieces of a
side fill all 10 fields of its set-up area, and a Traveler's way home crosses both of those
verticals on each side. This module solves a relaxed game that any winning line also plays,
one field colour at a time (a bishop never leaves its colour, so the light and the dark
Travelers never meet): the two Travelers of the colour slide as the rules let them (no stop on
a desert or on a home field that is not the target, no passing through a piece), and a set-up
field of that colour becomes empty for good at the cost of one move. In a real line every
set-up field a Traveler passes or stops on must first be vacated by a move of the piece on it
(each move vacates one field, and no Traveler starts on a set-up field), and real slides meet
more obstacles, not fewer; so a real line has at least the relaxed minimum of moves for each
colour, and the two colours' moves are different moves. Each colour needs 13 (the Travelers of
one colour share the only three-slide route and must step aside to pass each other), so no
kids' deal is won in fewer than :func:`floor_plies` = 26 plies, and the deal pool's shortest
lines (26 plies, ``SOLVER_NOTES.md``, Short lines) are at that floor.
"""
from __future__ import annotations

from collections import deque
from functools import lru_cache

from games.maze.board import BLACK_HOME, DESERT, DIAG_RAYS, HOME, LIGHT, WHITE_HOME

KIDS_AREA = tuple(range(2, 12)) + tuple(range(36, 46))
"""The kids' set-up fields (field numbers 3-12 and 37-46): a kids' deal fills every one."""


@lru_cache(maxsize=2)
def colour_floor(light: bool) -> int:
    """The fewest moves (Traveler slides plus set-up fields vacated) that swap the two
    Travelers of one field colour in the relaxed game of the module docstring (breadth-first)."""
    bit = {f: k for k, f in enumerate(f for f in KIDS_AREA if LIGHT[f] == light)}
    white = next(h for h in WHITE_HOME if LIGHT[h] == light)
    black = next(h for h in BLACK_HOME if LIGHT[h] == light)
    start = (white, black, 0)
    dist = {start: 0}
    todo = deque([start])
    while todo:
        state = todo.popleft()
        w, b, cleared = state
        if (w, b) == (black, white):
            return dist[state]
        following = [(w, b, cleared | 1 << k) for k in bit.values() if not cleared >> k & 1]
        for mover, pos, target in ((0, w, black), (1, b, white)):
            if pos == target:
                continue  # fixed on its target for good
            for ray in DIAG_RAYS[pos]:
                for f in ray:
                    if f in (w, b) or (f in bit and not cleared >> bit[f] & 1):
                        break
                    if DESERT[f] or (HOME[f] and f != target):
                        continue  # it would die or be fixed on the wrong field
                    following.append((f, b, cleared) if mover == 0 else (w, f, cleared))
        for nxt in following:
            if nxt not in dist:
                dist[nxt] = dist[state] + 1
                todo.append(nxt)
    raise AssertionError("the relaxed swap is always possible")


def floor_plies() -> int:
    """The fewest plies any kids' deal can be won in: 26 (13 moves of each colour's pair)."""
    return colour_floor(True) + colour_floor(False)

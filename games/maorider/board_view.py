"""What the Maorider board shows for one position, and the marks it draws on it: the legal
moves square by square (steps, shots, recruits, a mated King's removal), frozen pieces, Kings
in check, the last move and the pieces taken; dots, rings and crosshairs where a chosen piece
may go or shoot. The help pictures draw the same marks."""
from __future__ import annotations

import math
from typing import Any

import pygame

from games.engine import theme
from games.maorider.rules import MaoriderState
from games.maorider.tables import BLACK_BIT, LETTERS, NORMAL, RECRUIT, SHOT, square_name

CHECK_RED = (230, 40, 40)
RECRUIT_GREEN = (110, 220, 140)


class BoardView:
    """What the board shows for one position: pieces, marks and, per square, the legal moves."""

    def __init__(self, state: MaoriderState) -> None:
        self.pieces = state.pieces()
        self.frozen = state.frozen()
        self.checks = state.kings_in_check()
        last = state.last_move()
        self.last: tuple[str, ...] = ()
        if last is not None:
            self.last = (square_name(last & 127), square_name((last >> 7) & 127))
        self.steps: dict[str, dict[str, Any]] = {}
        self.shots: dict[str, dict[str, Any]] = {}
        self.recruits: dict[str, Any] = {}
        self.suicides: dict[str, Any] = {}
        for move in state.legal_moves():
            frm, to, kind = square_name(move & 127), square_name((move >> 7) & 127), move >> 14
            if kind == NORMAL:
                self.steps.setdefault(frm, {})[to] = move
            elif kind == SHOT:
                self.shots.setdefault(frm, {})[to] = move
            elif kind == RECRUIT:
                self.recruits[to] = move
            else:
                self.suicides[frm] = move
        self.taken: list[list[str]] = [[], []]
        for code, _, victim, _, _ in state.stack:
            if victim and code >> 14 in (NORMAL, SHOT):
                # The taker is the other colour than the victim.
                self.taken[0 if victim & BLACK_BIT else 1].append(LETTERS[victim & 15])



def draw_step_mark(surface: pygame.Surface, centre: tuple[int, int], capture: bool) -> None:
    """Where a chosen piece may go: a dot on an empty square, a ring round a piece to take."""
    if capture:
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, 32, 5)
        pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, 34, 2)
    else:
        pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, 12)
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, 10)


def draw_crosshair(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A chosen Cannon's target: red crosshairs."""
    x, y = centre
    pygame.draw.circle(surface, CHECK_RED, (x, y), 24, 3)
    pygame.draw.circle(surface, CHECK_RED, (x, y), 6)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, CHECK_RED, (x + 12 * dx, y + 12 * dy),
                         (x + 34 * dx, y + 34 * dy), 3)



def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """A suggested move (a review's engine choice): a thick amber arrow with a dark edge, so
    it reads on light and dark squares and over pieces."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    back = (end[0] - 26 * math.cos(angle), end[1] - 26 * math.sin(angle))
    side = (-math.sin(angle), math.cos(angle))
    head = [end, (back[0] + 16 * side[0], back[1] + 16 * side[1]),
            (back[0] - 16 * side[0], back[1] - 16 * side[1])]
    for colour, width, grow in ((theme.HIGHLIGHT_EDGE, 13, 3), (theme.HIGHLIGHT, 8, 0)):
        pygame.draw.line(surface, colour, start, back, width)
        pygame.draw.circle(surface, colour, start, 7 + grow // 2)
        pygame.draw.polygon(surface, colour, head, grow or 0)
    pygame.draw.polygon(surface, theme.HIGHLIGHT, head)

"""The reveal at the end of a Terra Incognita game: every player's true path over the labyrinth.

:func:`replay_paths` replays the session's moves from the start (walks, river rides and hole
jumps); :func:`draw_paths` draws them in the players' colours, a little apart and see-through,
so the walls underneath still show.
"""
from __future__ import annotations

import math

import pygame

from games.engine import theme
from games.terra.art import Grid
from games.terra.mapfile import parse_cell
from games.terra.rules import Carried, Started, Stepped, Swallowed, from_json

Paths = list[list[tuple[str, list[int]]]]
"""Per player: segments ``(kind, cells)``, kind ``walk``, ``river`` or ``hole``."""


def replay_paths(initial: str, moves: list[str]) -> Paths:
    """Every player's true path: walks, river rides and hole jumps, replayed from ``initial``
    (the game's first position as JSON) through ``moves``."""
    state = from_json(initial)
    size = state.maze.size
    paths: Paths = [[] for _ in range(state.players)]
    try:
        for move in moves:
            for event in state.play(move):
                player = getattr(event, "player", None)
                if player is None:
                    continue
                segments = paths[player]
                if isinstance(event, Started):
                    segments.append(("walk", [parse_cell(event.cell, size)]))
                elif isinstance(event, Stepped):
                    if not segments or segments[-1][0] != "walk":
                        segments.append(("walk", [parse_cell(event.frm, size)]))
                    segments[-1][1].append(parse_cell(event.to, size))
                elif isinstance(event, Carried):
                    segments.append(("river", [parse_cell(c, size) for c in event.path]))
                elif isinstance(event, Swallowed):
                    segments.append(("hole", [parse_cell(event.frm, size), parse_cell(event.to, size)]))
    except ValueError:
        # A save whose moves no longer replay: reveal the labyrinth without the paths.
        return [[] for _ in range(state.players)]
    return paths


def draw_paths(board: pygame.Surface, grid: Grid, paths: Paths | None) -> None:
    """Every player's path in their colour, a little apart, see-through so walls show."""
    surface = pygame.Surface(board.get_size(), pygame.SRCALPHA)
    size = grid.width
    players = len(paths or [])
    for player, segments in enumerate(paths or []):
        shift = (player - (players - 1) / 2) * grid.cell * 0.09
        colour = theme.seat_colour(player)

        def point(cell: int) -> tuple[float, float]:
            cx, cy = grid.centre((cell % size, cell // size))
            return cx + shift, cy + shift
        for kind, cells in segments:
            points = [point(c) for c in cells]
            if kind == "hole":
                _dashed(surface, colour, points[0], points[1], 2)
            elif len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, 3 if kind == "walk" else 2)
                if kind == "river":
                    for p in points[1:]:
                        pygame.draw.circle(surface, colour, p, 3)
        if segments:
            start = point(segments[0][1][0])
            pygame.draw.circle(surface, colour, start, max(5, grid.cell // 7), 3)
    surface.set_alpha(190)
    board.blit(surface, (0, 0))


def _dashed(surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[float, float],
            b: tuple[float, float], width: int) -> None:
    length = math.dist(a, b)
    dashes = max(1, int(length // 10))
    for k in range(0, dashes, 2):
        t0, t1 = k / dashes, min(1.0, (k + 1) / dashes)
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)

"""The reveal at the end of a Terra Incognita game: every player's true path over the labyrinth.

:func:`replay_paths` replays the session's moves from the start (walks, river rides, hole
jumps, climbs, a bear's meal and a return from death); :func:`draw_paths` draws them in the
players' colours, a little apart and see-through, so the walls underneath still show, on the
floor shown (a climb is a ring on the stairs of both floors).
"""
from __future__ import annotations

import math

import pygame

from games.engine import theme
from games.terra.art import Grid
from games.terra.mapfile import Maze
from games.terra.rules import Carried, Climbed, Eaten, Returned, Started, Stepped, Swallowed, from_json

Paths = list[list[tuple[str, list[int]]]]
"""Per player: segments ``(kind, cells)``, kind ``walk``, ``river``, ``hole`` (a jump: a hole
or the bear) or ``stairs``."""


def replay_paths(initial: str, moves: list[str]) -> Paths:
    """Every player's true path: walks, river rides and hole jumps, replayed from ``initial``
    (the game's first position as JSON) through ``moves``."""
    state = from_json(initial)
    cell = state.maze.cell
    paths: Paths = [[] for _ in range(state.players)]
    try:
        for move in moves:
            for event in state.play(move):
                player = getattr(event, "player", None)
                if player is None:
                    continue
                segments = paths[player]
                if isinstance(event, (Started, Returned)):
                    segments.append(("walk", [cell(event.cell)]))
                elif isinstance(event, Stepped):
                    if not segments or segments[-1][0] != "walk":
                        segments.append(("walk", [cell(event.frm)]))
                    segments[-1][1].append(cell(event.to))
                elif isinstance(event, Carried):
                    segments.append(("river", [cell(c) for c in event.path]))
                elif isinstance(event, Swallowed):
                    segments.append(("hole", [cell(event.frm), cell(event.to)]))
                elif isinstance(event, Eaten):
                    segments.append(("hole", [cell(event.cell), cell(event.to)]))
                elif isinstance(event, Climbed):
                    segments.append(("stairs", [cell(event.frm), cell(event.to)]))
    except ValueError:
        # A save whose moves no longer replay: reveal the labyrinth without the paths.
        return [[] for _ in range(state.players)]
    return paths


def draw_paths(board: pygame.Surface, grid: Grid, paths: Paths | None, maze: Maze, floor: int = 1) -> None:
    """Every player's path on ``floor`` of ``maze`` in their colour, a little apart,
    see-through so walls show."""
    surface = pygame.Surface(board.get_size(), pygame.SRCALPHA)
    players = len(paths or [])
    for player, segments in enumerate(paths or []):
        shift = (player - (players - 1) / 2) * grid.cell * 0.09
        colour = theme.seat_colour(player)

        def point(cell: int) -> tuple[float, float]:
            cx, cy = grid.centre(maze.xy(cell))
            return cx + shift, cy + shift
        for kind, cells in segments:
            if kind == "stairs":
                for c in cells:
                    if maze.floor_of(c) == floor:
                        pygame.draw.circle(surface, colour, point(c), max(6, grid.cell // 5), 3)
                continue
            if any(maze.floor_of(c) != floor for c in cells):
                continue  # a jump to another floor, or a walk on one not shown
            points = [point(c) for c in cells]
            if kind == "hole":
                _dashed(surface, colour, points[0], points[1], 2)
            elif len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, 3 if kind == "walk" else 2)
                if kind == "river":
                    for p in points[1:]:
                        pygame.draw.circle(surface, colour, p, 3)
        if segments and maze.floor_of(segments[0][1][0]) == floor:
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

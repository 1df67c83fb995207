"""How a Terra Incognita move is shown: pieces walking, swept down rivers, sinking into holes,
bullets flying, walls blasted, and the game master's news on a paper slip.

On the open map every piece moves where it really goes (:meth:`Motion.on_map`). On a notebook
only its owner's piece moves, and only where their own reports place it (:meth:`Motion.on_notebook`):
a shot is drawn as far as the shooter's notes show open sides, a river ride or a hole ends the
piece's path on that page.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from games.engine import text
from games.engine.animation import Anim, Drawn, Path, ease_in_out, ease_out
from games.engine.game_scene import BOARD
from games.terra import art
from games.terra.art import Cell, Grid
from games.terra.mapfile import STEP, parse_cell
from games.terra.notebook import Notebook
from games.terra.rules import (
    BlastFailed,
    Carried,
    Escaped,
    ShotFired,
    Started,
    Stepped,
    Swallowed,
    WallFell,
    Wounded,
)
from games.terra.tray import Layout

STEP_FRAMES = 14
DROP_FRAMES = 18
RIVER_FRAMES = 60
HOLE_FRAMES = 48
SHOT_FRAMES = 30
BLAST_FRAMES = 36
BANNER_FRAMES = 50

DrawFn = Callable[[pygame.Surface, float], None]


def _xy(name: str, size: int) -> Cell:
    cell = parse_cell(name, size)
    return cell % size, cell // size


def banner(message: str) -> DrawFn:
    """A slip of paper sliding down over the top of the board with the game master's news."""
    def draw(surface: pygame.Surface, t: float) -> None:
        image = text.render(message, "body", art.INK)
        box = image.get_rect().inflate(40, 20)
        slide = ease_out(min(1.0, t * 5)) * (1 if t < 0.85 else max(0.0, (1 - t) / 0.15))
        box.midtop = (BOARD.centerx, int(-box.h + (box.h + 16) * slide))
        pygame.draw.rect(surface, art.PAPER, box, border_radius=6)
        pygame.draw.rect(surface, art.INK, box, 2, border_radius=6)
        surface.blit(image, image.get_rect(center=box.center))
    return draw


class Motion:
    """The animations of one event; remembers where the notebook's own piece was last drawn
    (:attr:`cursor`) while a move's events are shown one after another."""

    def __init__(self) -> None:
        self.cursor: tuple[int, Cell] | None = None
        """(fragment, cell) of the owner's piece on the notebook page, during a move."""

    @staticmethod
    def _piece(player: int, radius: int) -> Callable[[pygame.Surface, Any, float], None]:
        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            art.blit_token(surface, player, pos, radius)
        return draw

    def on_map(self, event: Any, shown: Any, layout: Layout, radius: int) -> list[Anim]:
        """The true labyrinth (open map): every piece moves where it really goes."""
        size = shown.maze.size
        grid = layout.main
        player = getattr(event, "player", None)
        if player is None:
            return []
        token = ("terra", player)
        draw = self._piece(player, radius)
        if isinstance(event, Started):
            end = layout.map_point(player, parse_cell(event.cell, size))
            return [Path(token, [(end[0], end[1] - grid.cell), end], DROP_FRAMES, draw, sound="step")]
        if isinstance(event, Stepped):
            points = [layout.map_point(player, parse_cell(event.frm, size)),
                      layout.map_point(player, parse_cell(event.to, size))]
            return [Path(token, points, STEP_FRAMES, draw, lift=6, sound="step", easing=ease_in_out)]
        if isinstance(event, Carried):
            points = [layout.map_point(player, parse_cell(c, size)) for c in event.path]
            frames = min(72, 14 + 12 * len(points))
            return [Path(token, points, frames, draw, sound="splash", easing=ease_in_out)]
        if isinstance(event, Swallowed):
            return [Drawn(HOLE_FRAMES, _sink(player, radius, layout.map_point(player, parse_cell(event.frm, size)),
                                             layout.map_point(player, parse_cell(event.to, size))),
                          token=token, sound="swallow")]
        here = shown.pos[player]
        if here is None:
            return []
        centre = grid.centre((here % size, here // size))
        if isinstance(event, ShotFired):
            cells = [grid.centre(_xy(c, size)) for c in event.path]
            end = cells[-1] if cells else centre
            if not event.hit:
                sx, sy = STEP[event.dir]
                end = (end[0] + sx * grid.cell / 2, end[1] - sy * grid.cell / 2)
            return [Drawn(SHOT_FRAMES, _bullet(centre, end), sound="shot")]
        if isinstance(event, (WallFell, BlastFailed)):
            a, b = grid.side((here % size, here // size), event.dir)
            return [Drawn(BLAST_FRAMES, _blast(a, b, isinstance(event, WallFell)), sound="blast")]
        if isinstance(event, Escaped):
            sx, sy = STEP[event.dir]
            start = layout.map_point(player, here)
            end = (start[0] + sx * grid.cell * 1.5, start[1] - sy * grid.cell * 1.5)
            return [Path(token, [start, end], 30, draw, sound="step")]
        return []

    def on_notebook(self, event: Any, size: int, layout: Layout, book: Notebook | None,
                    radius: int) -> list[Anim]:
        """The owner's own piece on their notebook, where their reports place it."""
        player = event.player
        token = ("terra", player)
        draw = self._piece(player, radius)
        if isinstance(event, Started):
            self.cursor = (0, _xy(event.cell, size))
            end = layout.main.centre(self.cursor[1])
            return [Path(token, [(end[0], end[1] - layout.main.cell), end], DROP_FRAMES, draw, sound="step")]
        if self.cursor is None and book is not None and book.me is not None:
            self.cursor = (book.current, book.me)
        if self.cursor is None:
            return []
        index, cell = self.cursor
        grid = layout.grid_of(index)
        if grid is None:
            return []
        here = grid.centre(cell)
        if isinstance(event, Stepped):
            (fx, fy), (tx, ty) = _xy(event.frm, size), _xy(event.to, size)
            nxt = (cell[0] + tx - fx, cell[1] + ty - fy)
            self.cursor = (index, nxt)
            return [Path(token, [here, grid.centre(nxt)], STEP_FRAMES, draw, lift=6, sound="step",
                         easing=ease_in_out)]
        if isinstance(event, Carried):
            return [Drawn(RIVER_FRAMES, _swept(player, radius, here, grid.cell), token=token, sound="splash")]
        if isinstance(event, Swallowed):
            return [Drawn(HOLE_FRAMES, _sink(player, radius, here, None), token=token, sound="swallow")]
        if isinstance(event, ShotFired):
            end = _flight_end(book, index, cell, event.dir, grid)
            return [Drawn(SHOT_FRAMES, _bullet(here, end), sound="shot")]
        if isinstance(event, (WallFell, BlastFailed)):
            a, b = grid.side(cell, event.dir)
            return [Drawn(BLAST_FRAMES, _blast(a, b, isinstance(event, WallFell)), sound="blast")]
        if isinstance(event, Wounded):
            return [Drawn(30, _hurt(here, grid.cell), sound="capture")]
        if isinstance(event, Escaped):
            sx, sy = STEP[event.dir]
            end = (here[0] + sx * grid.cell * 1.5, here[1] - sy * grid.cell * 1.5)
            return [Path(token, [here, end], 30, draw, sound="step")]
        return []


def _flight_end(book: Notebook | None, index: int, cell: Cell, d: str, grid: Grid) -> tuple[float, float]:
    """How far the shooter's own notes let the bullet be drawn: along known open sides."""
    frag = book.fragments[index] if book is not None else None
    sx, sy = STEP[d]
    steps = 0
    while frag is not None and steps < 8:
        note = frag.cells.get(cell)
        if note is None or note["walls"].get(d) != "open":
            break
        cell = (cell[0] + sx, cell[1] + sy)
        steps += 1
    x, y = grid.centre(cell)
    return x + sx * grid.cell * 0.45, y - sy * grid.cell * 0.45


def _sink(player: int, radius: int, frm: tuple[float, float], to: tuple[float, float] | None) -> DrawFn:
    """Down the hole, then (on the open map) up out of the next one."""
    def draw(surface: pygame.Surface, t: float) -> None:
        if t < 0.5 or to is None:
            where, scale = frm, max(0.0, 1 - 2 * t) if to is not None else max(0.0, 1 - t)
        else:
            where, scale = to, 2 * t - 1
        pygame.draw.circle(surface, art.HOLE, (int(where[0]), int(where[1])), radius + 4)
        if scale > 0.05:
            angle = t * 720
            image = pygame.transform.rotozoom(art.token(player, radius), angle, scale)
            surface.blit(image, image.get_rect(center=(int(where[0]), int(where[1]))))
    return draw


def _swept(player: int, radius: int, here: tuple[float, float], cell: int) -> DrawFn:
    """Water rings spread while the piece bobs away downstream and fades."""
    def draw(surface: pygame.Surface, t: float) -> None:
        for k in range(3):
            r = int(radius * (0.6 + 1.6 * ((t * 2 + k / 3) % 1)))
            pygame.draw.circle(surface, art.WATER, (int(here[0]), int(here[1])), r, 2)
        drift = ease_in_out(t) * cell * 0.9
        x = here[0] + drift
        y = here[1] + math.sin(t * 18) * 4
        image = art.token(player, radius).copy()
        image.set_alpha(int(255 * (1 - t)))
        surface.blit(image, image.get_rect(center=(int(x), int(y))))
    return draw


def _bullet(start: tuple[float, float], end: tuple[float, float]) -> DrawFn:
    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_out(t)
        x, y = start[0] + (end[0] - start[0]) * e, start[1] + (end[1] - start[1]) * e
        tail = start[0] + (end[0] - start[0]) * max(0.0, e - 0.25), start[1] + (end[1] - start[1]) * max(0.0, e - 0.25)
        pygame.draw.line(surface, (250, 200, 90), tail, (x, y), 3)
        pygame.draw.circle(surface, (40, 30, 20), (int(x), int(y)), 4)
        if t > 0.85:
            pygame.draw.circle(surface, (250, 160, 40), (int(end[0]), int(end[1])), int(10 * (t - 0.85) / 0.15) + 2, 2)
    return draw


def _blast(a: tuple[int, int], b: tuple[int, int], fell: bool) -> DrawFn:
    """A flash at the wall, bricks flying (a fallen wall is rubbed out of the notebook)."""
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
    bits = [(math.cos(k * 2.4) * (20 + 7 * (k % 3)), math.sin(k * 2.4) * (20 + 7 * (k % 3))) for k in range(9)]

    def draw(surface: pygame.Surface, t: float) -> None:
        if fell and t > 0.25:
            pygame.draw.line(surface, art.KNOWN_WASH, a, b, 9)
        flash = int(26 * math.sin(math.pi * min(1.0, t * 2)))
        if flash > 0:
            pygame.draw.circle(surface, (255, 200, 90), (int(mid[0]), int(mid[1])), flash)
        e = ease_out(t)
        for dx, dy in bits if fell else bits[:4]:
            pygame.draw.rect(surface, art.INK, (mid[0] + dx * e - 3, mid[1] + dy * e - 2, 6, 4))
    return draw


def _hurt(here: tuple[float, float], cell: int) -> DrawFn:
    def draw(surface: pygame.Surface, t: float) -> None:
        r = int(cell * 0.3 + cell * 0.3 * t)
        pygame.draw.circle(surface, art.BLOOD, (int(here[0]), int(here[1])), r, 3)
    return draw

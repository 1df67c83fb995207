"""How a Terra Incognita move is shown: pieces walking, swept down rivers, sinking into holes,
climbing stairs, bullets and boomerangs flying, walls blasted, knives, bodies, the bear's claws,
and the game master's news on a paper slip.

On the open map every piece moves where it really goes, on the floor shown
(:meth:`Motion.on_map`). On a notebook only its owner's piece moves, and only where their own
reports place it (:meth:`Motion.on_notebook`): a shot or a boomerang is drawn as far as the
thrower's notes show open sides, a river ride, a hole, a climb or the bear ends the piece's
path on that page. The bear itself is never drawn: a player knows it only by its claws.
"""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from games.engine import text
from games.engine.animation import Anim, Drawn, Path, ease_in_out, ease_out
from games.engine.game_scene import BOARD
from games.terra import art, gear
from games.terra.art import Cell, Grid
from games.terra.mapfile import STEP, parse_cell
from games.terra.notebook import Notebook
from games.terra.rules import (
    BlastFailed,
    BoomerangBroken,
    BoomerangReturned,
    Carried,
    Climbed,
    Died,
    Eaten,
    Escaped,
    Looted,
    Returned,
    ShotFired,
    Stabbed,
    Started,
    Stepped,
    Swallowed,
    Thrown,
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
CLIMB_FRAMES = 40
THROW_FRAMES = 36
CLAW_FRAMES = 48
DEATH_FRAMES = 40

DrawFn = Callable[[pygame.Surface, float], None]


def _xy(name: str, size: int) -> Cell:
    """(x, y) of a cell named ``name`` on its floor (``c4`` or ``c4@2``)."""
    cell = parse_cell(name.partition("@")[0], size)
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
        self.flight: tuple[tuple[float, float], tuple[float, float]] | None = None
        """Where the last boomerang left from and how far it was drawn (its way back)."""

    @staticmethod
    def _piece(player: int, radius: int) -> Callable[[pygame.Surface, Any, float], None]:
        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            art.blit_token(surface, player, pos, radius)
        return draw

    def on_map(self, event: Any, shown: Any, layout: Layout, radius: int, floor: int = 1) -> list[Anim]:
        """The true labyrinth (open map): every piece moves where it really goes, on the floor
        shown (``floor``); what happens on another floor is told by the news alone."""
        size = shown.maze.size
        maze = shown.maze
        grid = layout.main
        player = getattr(event, "player", None)
        if player is None:
            return []
        token = ("terra", player)
        draw = self._piece(player, radius)
        named = [getattr(event, key) for key in ("cell", "frm", "to") if isinstance(getattr(event, key, None), str)]
        if any(maze.floor_of(maze.cell(name)) != floor for name in named) and not isinstance(event, (Climbed, Eaten)):
            return []

        def point(name: str) -> tuple[float, float]:
            return layout.map_point(player, maze.cell(name))
        if isinstance(event, (Started, Returned)):
            end = point(event.cell)
            return [Path(token, [(end[0], end[1] - grid.cell), end], DROP_FRAMES, draw, sound="step")]
        if isinstance(event, Stepped):
            points = [point(event.frm), point(event.to)]
            return [Path(token, points, STEP_FRAMES, draw, lift=6, sound="step", easing=ease_in_out)]
        if isinstance(event, Carried):
            points = [point(c) for c in event.path]
            frames = min(72, 14 + 12 * len(points))
            return [Path(token, points, frames, draw, sound="splash", easing=ease_in_out)]
        if isinstance(event, Swallowed):
            return [Drawn(HOLE_FRAMES, _sink(player, radius, point(event.frm), point(event.to)),
                          token=token, sound="swallow")]
        if isinstance(event, (Climbed, Eaten)):
            frm = event.frm if isinstance(event, Climbed) else event.cell
            if maze.floor_of(maze.cell(frm)) != floor:
                return []
            if isinstance(event, Climbed):
                return [Drawn(CLIMB_FRAMES, _climb(player, radius, point(frm), event.way, grid.cell), token=token,
                              sound="step")]
            return [Drawn(CLAW_FRAMES, _claws(player, radius, point(frm), grid.cell), token=token, sound="capture")]
        here = shown.pos[player]
        if here is None:
            return []
        centre = grid.centre(maze.xy(here))
        if isinstance(event, (ShotFired, Thrown)):
            cells = [grid.centre(_xy(c, size)) for c in event.path]
            end = cells[-1] if cells else centre
            if not event.hit:
                sx, sy = STEP[event.dir]
                end = (end[0] + sx * grid.cell / 2, end[1] - sy * grid.cell / 2)
            if isinstance(event, Thrown):
                self.flight = (centre, end)
                return [Drawn(THROW_FRAMES, _boomerang(centre, end, grid.cell), sound="shot")]
            return [Drawn(SHOT_FRAMES, _bullet(centre, end), sound="shot")]
        more = self._kit(event, centre, grid.cell, player, radius)
        if more is not None:
            return more
        if isinstance(event, (WallFell, BlastFailed)):
            a, b = grid.side(maze.xy(here), event.dir)
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
        if isinstance(event, Thrown):
            end = _flight_end(book, index, cell, event.dir, grid, 4)
            self.flight = (here, end)
            return [Drawn(THROW_FRAMES, _boomerang(here, end, grid.cell), sound="shot")]
        if isinstance(event, (Climbed, Eaten)):
            # The piece leaves this page: the next report places it on another page or scrap.
            self.cursor = None
            if isinstance(event, Climbed):
                return [Drawn(CLIMB_FRAMES, _climb(player, radius, here, event.way, grid.cell), token=token,
                              sound="step")]
            return [Drawn(CLAW_FRAMES, _claws(player, radius, here, grid.cell), token=token, sound="capture")]
        more = self._kit(event, here, grid.cell, player, radius)
        if more is not None:
            return more
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


    def _kit(self, event: Any, here: tuple[float, float], cell: int, player: int, radius: int) -> list[Anim] | None:
        """The modifications' events on the spot of the piece (the same on the map and on the
        notebook): the boomerang's return or break, a stab, looting, a death; None for others."""
        token = ("terra", player)
        if isinstance(event, BoomerangReturned) and self.flight is not None:
            start, end = self.flight
            return [Drawn(THROW_FRAMES, _boomerang(end, start, cell), sound="step")]
        if isinstance(event, BoomerangBroken):
            end = self.flight[1] if self.flight is not None else here
            return [Drawn(THROW_FRAMES, _broken(end, cell), sound="blast")]
        if isinstance(event, Stabbed):
            return [Drawn(SHOT_FRAMES, _stab(here, cell), sound="capture")]
        if isinstance(event, Looted):
            return [Drawn(SHOT_FRAMES, _loot(here, cell), sound="plant")]
        if isinstance(event, Died):
            self.cursor = None
            return [Drawn(DEATH_FRAMES, _fall(player, radius, here, cell), token=token, sound="capture")]
        return None


def _flight_end(book: Notebook | None, index: int, cell: Cell, d: str, grid: Grid,
                reach: int = 8) -> tuple[float, float]:
    """How far the shooter's own notes let the bullet (or boomerang, ``reach`` cells at most)
    be drawn: along known open sides."""
    frag = book.fragments[index] if book is not None else None
    sx, sy = STEP[d]
    steps = 0
    while frag is not None and steps < reach:
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


def _climb(player: int, radius: int, here: tuple[float, float], way: str, cell: int) -> DrawFn:
    """Up the stairs (the piece rises and grows faint) or down them (it sinks and shrinks)."""
    sign = -1 if way == "up" else 1

    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_in_out(t)
        where = (int(here[0] + cell * 0.2 * e), int(here[1] + sign * cell * 0.45 * e))
        scale = 1 + 0.3 * e if way == "up" else 1 - 0.5 * e
        image = pygame.transform.rotozoom(art.token(player, radius), 0, scale)
        image.set_alpha(int(255 * (1 - e)))
        surface.blit(image, image.get_rect(center=where))
    return draw


def _boomerang(start: tuple[float, float], end: tuple[float, float], cell: int) -> DrawFn:
    """A spinning boomerang from ``start`` to ``end`` (out, or back to the thrower)."""
    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_out(t)
        x, y = start[0] + (end[0] - start[0]) * e, start[1] + (end[1] - start[1]) * e
        gear.draw_boomerang(surface, (x, y - cell * 0.12 * math.sin(math.pi * t)), max(12, cell * 0.4), t * 14)
    return draw


def _broken(at: tuple[float, float], cell: int) -> DrawFn:
    """The boomerang strikes the wall and falls in two pieces."""
    def draw(surface: pygame.Surface, t: float) -> None:
        flash = int(cell * 0.25 * math.sin(math.pi * min(1.0, t * 3)))
        if flash > 0:
            pygame.draw.circle(surface, (250, 200, 90), (int(at[0]), int(at[1])), flash)
        gear.draw_boomerang(surface, (at[0], at[1] + cell * 0.25 * ease_out(t)), max(12, cell * 0.4), 0.4, broken=True)
    return draw


def _stab(here: tuple[float, float], cell: int) -> DrawFn:
    """The knife swings down across the cell."""
    def draw(surface: pygame.Surface, t: float) -> None:
        angle = math.pi * 0.75 - math.pi * 0.6 * ease_out(t)
        gear.draw_knife(surface, (here[0] + cell * 0.15, here[1] - cell * 0.1), max(16, cell * 0.55), angle)
        if t > 0.6:
            pygame.draw.circle(surface, art.BLOOD, (int(here[0]), int(here[1])), int(cell * 0.3 * t), 3)
    return draw


def _loot(here: tuple[float, float], cell: int) -> DrawFn:
    """Bullets and a grenade rise from the body into the looter's hands."""
    def draw(surface: pygame.Surface, t: float) -> None:
        e = ease_out(t)
        for k in range(3):
            x = here[0] + (k - 1) * cell * 0.25 * (1 - e)
            y = here[1] + cell * 0.3 * (1 - e) - cell * 0.1
            if k == 1:
                art.draw_grenade(surface, (x, y), max(8, cell * 0.25))
            else:
                pygame.draw.rect(surface, (90, 90, 96), (x - 3, y - 8, 6, 16), border_radius=3)
    return draw


def _fall(player: int, radius: int, here: tuple[float, float], cell: int) -> DrawFn:
    """A death: the piece falls over and fades, a body is left on the cell."""
    def draw(surface: pygame.Surface, t: float) -> None:
        gear.draw_body(surface, (here[0], here[1] + cell * 0.1), max(12, int(cell * 0.7)), player)
        if t < 0.7:
            image = pygame.transform.rotozoom(art.token(player, radius), -90 * ease_out(t / 0.7), 1)
            image.set_alpha(int(255 * (1 - t / 0.7)))
            surface.blit(image, image.get_rect(center=(int(here[0]), int(here[1]))))
    return draw


def _claws(player: int, radius: int, here: tuple[float, float], cell: int) -> DrawFn:
    """The bear's attack as the player knows it: three claw marks tear across the piece, which
    is gone (the bear is never drawn)."""
    def draw(surface: pygame.Surface, t: float) -> None:
        if t < 0.5:
            image = art.token(player, radius).copy()
            image.set_alpha(int(255 * (1 - 2 * t)))
            surface.blit(image, image.get_rect(center=(int(here[0]), int(here[1]))))
        reach = min(1.0, t * 2.5)
        for k in (-1, 0, 1):
            a = (here[0] - cell * 0.35 + k * cell * 0.16, here[1] - cell * 0.35)
            b = (a[0] + cell * 0.6 * reach, a[1] + cell * 0.7 * reach)
            pygame.draw.line(surface, (120, 24, 20), a, b, max(3, cell // 14))
        if t > 0.4:
            gear.draw_paw(surface, (here[0] + cell * 0.3, here[1] + cell * 0.3), cell * 0.3 * min(1.0, (t - 0.4) * 3))
    return draw

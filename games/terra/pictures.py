"""Diagrams for Terra Incognita's help pages, drawn with the game's own parchment, ink and
pieces: the true labyrinth as only the game master sees it, a player's notebook with its loose
scraps, the game master's answer slip (the player's cell and what happened), and the paths of a
river ride, a hole, a shot and a walk out through an exit.

The positions are the lesson's game (:mod:`games.terra.tutorial`) replayed by the rules model,
and every notebook and answer is built from the player's own observation as the game builds
it, so a picture cannot show what the rules do not. Pictures hold no words but the game
master's answer slip, drawn in the current language as the game draws it, and the map text of
the last page (the file format, the same in every language).
"""
from __future__ import annotations

import functools
import math
from typing import Any, Callable, Iterable

import pygame

from games.engine import text, theme
from games.terra import art
from games.terra.answer import draw_answer, draw_icon, latest_answer
from games.terra.art import Grid
from games.terra.mapfile import EXAMPLE_MAP, STEP, parse_cell, parse_map
from games.terra.notebook import Notebook, build_notebook
from games.terra.rules import Carried, ShotFired, Swallowed, TerraState, new_game
from games.terra.tutorial import LESSON, LESSON_MAP

Picture = Callable[[pygame.Surface, pygame.Rect], None]
Point = tuple[float, float]
LESSON_MOVES = tuple(move for step in LESSON.steps for move in step.moves)
"""The lesson's game, move by move (Blue the learner, Vermillion scripted)."""
BLUE = 0
RIVER_AT = 10
"""The move that steps Blue into the river (c2, carried to its mouth c3)."""
HOLE_AT = 16
"""Blue steps east into the hole e2 and comes out of a5."""
BLAST_AT = 6
"""Blue blasts the wall north of d1, into the arsenal d2."""
SHOT_AT = 21
"""Vermillion on e5 shoots west along the top corridor and wounds Blue on c5."""
WALK_OUT_FROM = 26
"""Blue stands healed in the hospital c4, east of the false treasure b4 and the real one a4."""
GLUE_BEFORE = 16
"""Blue stands in the arsenal on a scrap started by the river: the scrap fits the map there."""



@functools.lru_cache(maxsize=len(LESSON_MOVES) + 1)
def lesson_after(count: int) -> tuple[TerraState, tuple[Any, ...]]:
    """The lesson's game after its first ``count`` moves, and the events of the last one
    (cached and shared by the pictures: read it, never play on it)."""
    state = new_game(players=2, maze=LESSON_MAP)
    events: list[Any] = []
    for move in LESSON_MOVES[:count]:
        events = state.play(move)
    return state, tuple(events)


def notebook_after(count: int, player: int = BLUE) -> Notebook:
    """``player``'s notebook after ``count`` moves of the lesson, from their observation."""
    return build_notebook(lesson_after(count)[0].observation(player))


def _grid(rect: pygame.Rect, cols: int, rows: int, minx: int = 0, maxy: int | None = None,
          most: int = 96) -> Grid:
    """A grid of ``cols``×``rows`` cells centred in ``rect``."""
    cell = min(most, rect.w // cols, rect.h // rows)
    left = rect.x + (rect.w - cell * cols) // 2
    top = rect.y + (rect.h - cell * rows) // 2
    return Grid(left, top, cell, minx, rows - 1 if maxy is None else maxy, cols, rows)


def _paper(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(art.parchment(rect.w, rect.h), rect)


def _xy(cell: int | str, size: int) -> tuple[int, int]:
    index = parse_cell(cell, size) if isinstance(cell, str) else cell
    return index % size, index // size


def _dashed(surface: pygame.Surface, colour: tuple[int, int, int], a: Point, b: Point, width: int = 3) -> None:
    length = max(1.0, math.dist(a, b))
    for k in range(0, int(length), 16):
        t0, t1 = k / length, min(1.0, (k + 9) / length)
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)


def _arrow_head(surface: pygame.Surface, tip: Point, frm: Point, colour: tuple[int, int, int], size: int = 14) -> None:
    angle = math.atan2(tip[1] - frm[1], tip[0] - frm[0])
    pygame.draw.polygon(surface, colour, [
        tip, (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5)),
        (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))])


def _path(surface: pygame.Surface, points: list[Point], colour: tuple[int, int, int], dashed: bool = False,
          gap: float = 0) -> None:
    """A walk (solid) or a jump (dashed) through ``points``, with an arrow head ``gap`` pixels
    short of the end (so a piece standing there does not hide it)."""
    if len(points) > 1 and gap:
        (x0, y0), (x1, y1) = points[-2], points[-1]
        t = max(0.0, 1 - gap / max(1.0, math.dist(points[-2], points[-1])))
        points = [*points[:-1], (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)]
    for a, b in zip(points, points[1:]):
        if dashed:
            _dashed(surface, colour, a, b, 4)
        else:
            pygame.draw.line(surface, colour, a, b, 5)
    for p in points[1:-1]:
        pygame.draw.circle(surface, colour, p, 5)
    if len(points) > 1:
        _arrow_head(surface, points[-1], points[-2], colour, 18)


def _towards(grid: Grid, cell: tuple[int, int], d: str, part: float) -> Point:
    """A point ``part`` of a cell beyond the centre of ``cell`` in direction ``d``."""
    cx, cy = grid.centre(cell)
    return cx + STEP[d][0] * grid.cell * part, cy - STEP[d][1] * grid.cell * part


def true_map(count: int, tokens: Iterable[int] = (0, 1), paths: Iterable[tuple[list[Any], int, bool]] = (),
             icons: Iterable[tuple[str, Any, str | None]] = (), false: bool = False,
             ghosts: Iterable[tuple[int, Any]] = ()) -> Picture:
    """The whole labyrinth of the lesson after ``count`` moves, as the game master sees it:
    ``tokens`` the players shown on their cells, ``paths`` as (cells or points, player,
    dashed), ``icons`` as (answer icon, cell or point, direction) discs, ``ghosts`` as (player,
    cell): a faded piece where a path began, ``false`` treasures in grey."""
    tokens, paths, icons, ghosts = list(tokens), list(paths), list(icons), list(ghosts)

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        state = lesson_after(count)[0]
        maze = state.maze
        size = maze.size
        grid = _grid(rect.inflate(-60, -60), size, size)
        art.pencil_grid(surface, grid)
        art.draw_maze(surface, maze, grid, maze.false_treasures if false else ())

        def point(where: Any) -> Point:
            return grid.centre(_xy(where, size)) if isinstance(where, (int, str)) else where(grid)
        radius = grid.cell // 4
        for player, where in ghosts:
            faded = art.token(player, radius).copy()
            faded.set_alpha(110)
            surface.blit(faded, faded.get_rect(center=point(where)))
        for cells, player, dashed in paths:
            _path(surface, [point(c) for c in cells], theme.seat_colour(player), dashed, radius + 6)
        for player in tokens:
            if state.pos[player] is not None:
                art.blit_token(surface, player, grid.centre(_xy(state.pos[player], size)), radius)
        for icon, where, d in icons:
            draw_icon(surface, icon, tuple(int(v) for v in point(where)), max(16, grid.cell // 4), d)
    return draw


def lesson_event(count: int, kind: type) -> Any:
    """The event of ``kind`` that the lesson's move number ``count`` caused."""
    return next(e for e in lesson_after(count + 1)[1] if isinstance(e, kind))


def river_picture() -> Picture:
    """Blue steps from the arsenal into the river and is carried to the mouth."""
    ride = lesson_event(RIVER_AT, Carried)
    before = lesson_after(RIVER_AT)[0]
    start = before.pos[BLUE]
    return true_map(RIVER_AT + 1, tokens=[BLUE], paths=[([start, *ride.path], BLUE, False)],
                    ghosts=[(BLUE, start)])


def hole_picture() -> Picture:
    """Blue steps into the hole e2 and comes out of a5 (the hole of the same group)."""
    fall = lesson_event(HOLE_AT, Swallowed)
    before = lesson_after(HOLE_AT)[0].pos[BLUE]
    return true_map(HOLE_AT + 1, tokens=[BLUE], paths=[([before, fall.frm], BLUE, False),
                                                       ([fall.frm, fall.to], BLUE, True)],
                    ghosts=[(BLUE, before)])


def blast_picture() -> Picture:
    """The wall north of Blue's cell has fallen to a charge; beyond it lies the arsenal."""
    state = lesson_after(BLAST_AT + 1)[0]
    cell = _xy(state.pos[BLUE], state.maze.size)
    return true_map(BLAST_AT + 1, tokens=[BLUE],
                    icons=[("blast", lambda g: _towards(g, cell, "n", 0.5), "n")])


def shot_picture() -> Picture:
    """Vermillion's bullet flies west along the top corridor into Blue; the hospital lies
    south of Blue."""
    shot = lesson_event(SHOT_AT, ShotFired)
    state = lesson_after(SHOT_AT + 1)[0]
    size = state.maze.size
    hit = _xy(shot.path[-1], size)
    return true_map(SHOT_AT + 1, paths=[([state.pos[shot.player], shot.path[-1]], shot.player, True),
                                        ([shot.path[-1], (hit[1] - 1) * size + hit[0]], BLUE, False)],
                    icons=[("hit", lambda g: _towards(g, hit, "e", 0.62), shot.dir),
                           ("wounded", lambda g: _towards(g, hit, "w", 0.62), None)])


def treasure_picture() -> Picture:
    """Blue walks west over the false treasure (grey) to the real one and out of the exit."""
    state = lesson_after(WALK_OUT_FROM)[0]
    size = state.maze.size
    here = _xy(state.pos[BLUE], size)
    walk = [state.pos[BLUE], state.pos[BLUE] - 1, state.pos[BLUE] - 2,
            lambda g: _towards(g, (here[0] - 2, here[1]), "w", 0.95)]
    return true_map(WALK_OUT_FROM, tokens=[BLUE], paths=[(walk, BLUE, False)], false=True)


def _slip(surface: pygame.Surface, rect: pygame.Rect, count: int) -> None:
    """The game master's answer to Blue after ``count`` moves, drawn as the game draws it
    under the map (its words are in the current language)."""
    answer = latest_answer(lesson_after(count)[0].observation(BLUE), notebook_after(count))
    assert answer is not None, "the lesson has no answer to Blue yet"
    draw_answer(surface, rect, answer)


def _notebook(surface: pygame.Surface, rect: pygame.Rect, book: Notebook, size: int,
              scraps: tuple[int, int] | None = None, scale: int = 50) -> tuple[Grid, dict[int, Grid]]:
    """The squared page with the anchored fragment; loose scraps laid in a row from the point
    ``scraps`` at ``scale`` pixels a cell (smaller than the map, as in the game's tray)."""
    main = _grid(rect, size, size, most=72)
    art.pencil_grid(surface, main)
    art.draw_fragment(surface, book.fragments[0], main)
    placed: dict[int, Grid] = {0: main}
    x = scraps[0] if scraps is not None else 0
    for index, frag in enumerate(book.fragments[1:], 1):
        if scraps is None or not frag.cells:
            continue
        minx, miny, maxx, maxy = art.frame_of(frag.cells)
        w, h = maxx - minx + 1, maxy - miny + 1
        grid = Grid(x, scraps[1], scale, minx, maxy, w, h)
        pygame.draw.rect(surface, art.KNOWN_WASH, grid.rect.inflate(8, 8), border_radius=4)
        pygame.draw.rect(surface, art.PENCIL, grid.rect.inflate(8, 8), 2, border_radius=4)
        art.draw_fragment(surface, frag, grid)
        placed[index] = grid
        x += w * scale + 20
    if book.me is not None and book.current in placed:
        # Off the centre, so the sign of the cell (an arsenal, a mouth) stays in sight.
        grid = placed[book.current]
        cx, cy = grid.centre(book.me)
        art.blit_token(surface, BLUE, (cx - grid.cell * 0.24, cy + grid.cell * 0.24), grid.cell // 5)
    return main, placed


def answer_picture(count: int = 9) -> Picture:
    """Blue's notebook after ``count`` moves of the lesson (by default: just into the arsenal)
    and the game master's answer slip."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        state = lesson_after(count)[0]
        page = pygame.Rect(rect.x + 20, rect.y + 16, rect.w - 40, rect.h - 170)
        _notebook(surface, page, notebook_after(count), state.maze.size)
        _slip(surface, pygame.Rect(rect.x + 16, rect.bottom - 148, rect.w - 32, 132), count)
    return draw


def glue_shift(count: int = GLUE_BEFORE) -> tuple[int, tuple[int, int]]:
    """The scrap Blue stands on after ``count`` moves and the shift that lays it where it truly
    lies (the lesson's own answer; a test glues it with the notebook's rules)."""
    book = notebook_after(count)
    where = lesson_after(count)[0].pos[BLUE]
    assert book.me is not None and where is not None
    size = book.size
    return book.current, (where % size - book.me[0], where // size - book.me[1])


def glue_picture() -> Picture:
    """Blue's notebook with the scrap the river began: an arrow lays it where it fits (the
    arsenal Blue is in is the one already on the map)."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        state = lesson_after(GLUE_BEFORE)[0]
        size = state.maze.size
        book = notebook_after(GLUE_BEFORE)
        page = pygame.Rect(rect.x + 16, rect.y + 16, 300, rect.h - 32)
        main = _grid(page, size, size, most=72)
        main, placed = _notebook(surface, page, book, size, (main.rect.right + 34, main.rect.y + main.cell // 2))
        scrap = placed[book.current]
        _, offset = glue_shift()
        for (x, y), note in book.fragments[book.current].cells.items():
            if note["kind"] is not None:
                target = main.cell_rect((x + offset[0], y + offset[1]))
                pygame.draw.rect(surface, theme.HIGHLIGHT, target.inflate(-6, -6), 4, border_radius=4)
        start = scrap.centre(book.me)
        end = main.centre((book.me[0] + offset[0], book.me[1] + offset[1]))
        start = (start[0] - scrap.cell * 0.4, start[1])
        pygame.draw.line(surface, theme.HIGHLIGHT, start, end, 5)
        _arrow_head(surface, end, start, theme.HIGHLIGHT, 20)
    return draw


def controls_picture(count: int = 8) -> Picture:
    """Blue's notebook with an arrow beside the piece for every way it may step, and the slip."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        answer_picture(count)(surface, rect)
        state = lesson_after(count)[0]
        page = pygame.Rect(rect.x + 20, rect.y + 16, rect.w - 40, rect.h - 170)
        grid = _grid(page, state.maze.size, state.maze.size, most=72)
        book = notebook_after(count)
        for move in state.legal_moves():
            word, _, d = str(move).partition(" ")
            if word == "move":
                base = _towards(grid, book.me, d, 0.3)
                tip = _towards(grid, book.me, d, 0.95)
                pygame.draw.line(surface, theme.HIGHLIGHT, base, tip, 7)
                _arrow_head(surface, tip, base, theme.HIGHLIGHT, 24)
    return draw


def variants_picture() -> Picture:
    """An 8×8 labyrinth with three treasures, a false one (grey) and unbreakable walls."""
    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        maze = new_game(players=1, seed=4, size=8, treasures=3, false_treasures=1, unbreakable=True).maze
        grid = _grid(rect.inflate(-40, -40), maze.size, maze.size)
        art.pencil_grid(surface, grid)
        art.draw_maze(surface, maze, grid, maze.false_treasures)
    return draw


def map_text_picture() -> Picture:
    """The rules page's example map text, letter by letter, beside the labyrinth it makes."""
    lines = EXAMPLE_MAP.splitlines()
    grid_lines = lines[:7]

    def draw(surface: pygame.Surface, rect: pygame.Rect) -> None:
        _paper(surface, rect)
        pitch = 26
        x0, y0 = rect.x + 24, rect.y + 40
        for row, line in enumerate(grid_lines):
            for col, ch in enumerate(line):
                if ch != " ":
                    text.blit(surface, ch, (x0 + col * pitch + pitch // 2, y0 + row * pitch + pitch // 2),
                              "body", art.INK, "center")
        for k, line in enumerate(lines[7:]):
            text.blit(surface, line, (x0, y0 + (len(grid_lines) + k) * pitch + 12), "small", art.INK)
        maze = parse_map(EXAMPLE_MAP)
        right = pygame.Rect(x0 + 7 * pitch + 30, rect.y + 20, rect.right - x0 - 7 * pitch - 50, rect.h - 40)
        grid = _grid(right, maze.size, maze.size)
        art.pencil_grid(surface, grid)
        art.draw_maze(surface, maze, grid)
    return draw


PAGES_PICTURES: dict[str, Picture] = {
    "hidden": true_map(2),
    "answer": answer_picture(),
    "river": river_picture(),
    "hole": hole_picture(),
    "glue": glue_picture(),
    "blast": blast_picture(),
    "shot": shot_picture(),
    "treasure": treasure_picture(),
    "controls": controls_picture(),
    "variants": variants_picture(),
    "map text": map_text_picture(),
}
"""Each help page's picture by name."""

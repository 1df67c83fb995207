"""The Terra Incognita scene: a parchment notebook per player, the game master's words, the
reveal at the end.

What the board shows (never more than the player at the screen may know):

- one person at the screen: always their notebook; several people: the notebook of the person
  to move, behind a hand-over page ("Pass to Vermillion — tap when ready") whenever the
  screen passes from one person to another; only computers (the demo): the notebook of the
  computer to move. With the open-map option everyone sees the true labyrinth, and at the end
  the whole labyrinth is revealed with every player's path.
- the notebook's board fragment is drawn on squared paper in board coordinates; loose
  fragments (after a river or a hole) lie as scraps in the tray at the right and the bottom.
  Drag a scrap onto the map (or onto another scrap) to glue it where the pointer's cell falls,
  or tap it and tap where it goes; the ghost turns red where the pages disagree. "Unglue" takes
  the last glue back.
- under the map, the game master's latest answer to the notebook's owner as a picture
  (:mod:`games.terra.answer`): their cell with its four sides, what happened, the words.

A person acts by choosing Move, Blast or Shoot in the panel (or Tab), then a direction: an arrow
around their position on the map, the compass in the panel, or an arrow key. At the start they
click a cell of the empty grid. A controller or the keyboard's focus reaches all of these, and
picks up, moves and drops scraps (:mod:`games.terra.pointing`); the right stick or Page Up/Down
scroll the game master's words.

**Decisions:** glues are kept per player for this sitting (not in the save) and replayed onto the
notebook after each report; a glue that new reports contradict is dropped with a message. Undo
is offered only with one person at the screen or with the open map, since it would let
one person see what another's action revealed.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, Hashable

import pygame

from games.engine import i18n, text, theme, widgets
from games.engine.animation import Anim, Call, Drawn, Path, Together, ease_in_out, ease_out
from games.engine.game_scene import BOARD, PANEL, GameScene
from games.engine.i18n import N_, Noun, ntr, tr
from games.engine.scene import Context
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow
from games.terra import art, custom
from games.terra.answer import Answer, cell_rect, draw_answer, latest_answer
from games.terra.art import Cell, Grid
from games.terra.mapfile import DIRS, STEP, Maze, cell_name, column_name, parse_cell, parse_map
from games.terra.messages import SEAT_NAMES, render
from games.terra.notebook import GlueError, Notebook, build_notebook, glue
from games.terra.pointing import MODES, Pointing
from games.terra.rules import (
    BlastFailed,
    Carried,
    Escaped,
    Healed,
    Refilled,
    Said,
    ShotFired,
    Started,
    Stepped,
    Swallowed,
    TreasureDropped,
    TreasureFalse,
    TreasureFound,
    WallFell,
    WallHit,
    Wounded,
    from_json,
)

GRID_BOX = pygame.Rect(34, 12, 544, 544)
RIGHT_TRAY = pygame.Rect(588, 12, 126, 544)
ANSWER_BOX = pygame.Rect(8, 582, 500, 132)
"""The game master's latest answer to the notebook's owner, as a picture (under the map)."""
BOTTOM_TRAY = pygame.Rect(514, 584, 200, 130)
TRAY_LABEL_H = 42
CAPTION_H = 16
SCRAP_GAP = 10
STEP_FRAMES = 14
DROP_FRAMES = 18
RIVER_FRAMES = 60
HOLE_FRAMES = 48
SHOT_FRAMES = 30
BLAST_FRAMES = 36
BANNER_FRAMES = 50
ARROW_REACH = 0.85
"""Direction arrows sit this many cells from the player's centre."""

ARROW_KEYS = {pygame.K_UP: "n", pygame.K_DOWN: "s", pygame.K_LEFT: "w", pygame.K_RIGHT: "e"}
WALK_KEYS = frozenset({*ARROW_KEYS, pygame.K_TAB})
TAP_SLOP = 8
"""A release this close (px) to where a scrap was grabbed is a tap: the scrap stays in hand."""

DrawFn = Callable[[pygame.Surface, float], None]


def main_grid(size: int) -> Grid:
    """The board fragment (and the true labyrinth) on the notebook's squared paper."""
    cell = GRID_BOX.w // size
    left = GRID_BOX.x + (GRID_BOX.w - cell * size) // 2
    top = GRID_BOX.y + (GRID_BOX.h - cell * size) // 2
    return Grid(left, top, cell, 0, size - 1, size, size)


def _pack(frames: list[tuple[int, tuple[int, int, int, int]]], scale: int) -> dict[int, Grid] | None:
    """Shelf-pack scraps at ``scale`` px per cell into the right tray, then the bottom one."""
    # The bottom tray keeps its last lines for the notebook's caption.
    regions = [RIGHT_TRAY, BOTTOM_TRAY.inflate(0, -CAPTION_H).move(0, -CAPTION_H // 2)]
    out: dict[int, Grid] = {}
    r = 0
    x, y, shelf = regions[0].x + 6, regions[0].y + 6, 0
    for index, (minx, miny, maxx, maxy) in frames:
        w, h = maxx - minx + 1, maxy - miny + 1
        while True:
            region = regions[r]
            if x + w * scale > region.right - 6 and x > region.x + 6:
                x, y, shelf = region.x + 6, y + shelf + SCRAP_GAP, 0
            if x + w * scale <= region.right - 6 and y + h * scale <= region.bottom - 6:
                break
            r += 1
            if r == len(regions):
                return None
            x, y, shelf = regions[r].x + 6, regions[r].y + TRAY_LABEL_H, 0
        out[index] = Grid(x, y, scale, minx, maxy, w, h)
        x += w * scale + SCRAP_GAP
        shelf = max(shelf, h * scale)
    return out


@dataclass
class Layout:
    """Where a notebook lies on the board: the board fragment and the scraps."""

    main: Grid
    scraps: dict[int, Grid] = field(default_factory=dict)

    def grid_of(self, index: int) -> Grid | None:
        return self.main if index == 0 else self.scraps.get(index)

    @classmethod
    def of(cls, book: Notebook | None, size: int) -> "Layout":
        main = main_grid(size)
        if book is None:
            return cls(main)
        frames = [(i, art.frame_of(f.cells)) for i, f in enumerate(book.fragments) if i > 0 and f.cells]
        for scale in range(min(main.cell, 40), 5, -2):
            packed = _pack(frames, scale)
            if packed is not None:
                return cls(main, packed)
        # Too many scraps even at the smallest size: show the newest that fit.
        for start in range(len(frames)):
            packed = _pack(frames[start:], 6)
            if packed is not None:
                return cls(main, packed)
        return cls(main)


@dataclass
class Drag:
    """A scrap being dragged: which fragment, the cell grabbed, the pointer, the drop target."""

    index: int
    grabbed: Cell
    pos: tuple[int, int]
    image: pygame.Surface
    target: tuple[int, Cell] | None = None
    verdict: str | None = None
    start: tuple[int, int] = (0, 0)
    """Where the scrap was grabbed (a release there is a tap: the scrap stays in hand)."""
    carried: bool = False
    """Picked up by a tap (a press and release in place): it follows the pointer or the focus
    until the next release."""


def _glue_message(exc: GlueError) -> str:
    why = str(exc)
    if "side" in why:
        return tr("Cannot glue: the pages disagree about a wall.")
    if "in one fragment" in why:
        return tr("Cannot glue: the pages disagree about a cell.")
    return tr("Cannot glue: the map would not fit in the labyrinth.")


def _xy(name: str, size: int) -> Cell:
    cell = parse_cell(name, size)
    return cell % size, cell // size


def _banner(message: str) -> DrawFn:
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


_NEWS: dict[type, str] = {
    Carried: N_("River! {name} is swept away"),
    Swallowed: N_("{name} falls into a hole"),
    ShotFired: N_("{name} fires a shot"),
    WallFell: N_("Boom! A wall falls"),
    BlastFailed: N_("Boom! The wall stands"),
    Wounded: N_("{name} is wounded"),
    Healed: N_("{name} is healed"),
    Refilled: N_("{name} refills at an arsenal"),
    TreasureFound: N_("{name} finds the treasure!"),
    TreasureDropped: N_("{name} drops the treasure"),
    TreasureFalse: N_("The treasure was false!"),
    Escaped: N_("{name} escapes with the treasure!"),
}
"""The banner line for each kind of news the game master announces (English; ``tr`` finds the
translation)."""


class TerraScene(Pointing, GameScene):
    """Notebooks on parchment, the game master's log in the panel, the reveal at the end."""

    panel_area = pygame.Rect(PANEL.x + 16, 176, PANEL.w - 32, 216)
    log_area = pygame.Rect(PANEL.x + 16, 400, PANEL.w - 32, 226)

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        area = self.panel_area
        self.mode = "move"
        self.mode_buttons = ButtonRow([
            Button((area.x + k * 102, area.y + 118, 96, 48), label, lambda m=mode: self.set_mode(m))
            for k, (mode, label) in enumerate(zip(MODES, (N_("Move"), N_("Blast"), N_("Shoot"))))])
        self.unglue_button = Button((area.x, area.y + 170, 150, 44), N_("Unglue"), self.unglue,
                                    enabled=lambda: bool(self.glues.get(self.viewer or 0)))
        centre = (area.right - 86, area.y + 104)
        self.compass_centre = centre
        self.compass: dict[str, pygame.Rect] = {}
        for d in DIRS:
            dx, dy = STEP[d]
            rect = pygame.Rect(0, 0, 52, 52)
            rect.center = (centre[0] + dx * 58, centre[1] - dy * 58)
            self.compass[d] = rect
        self.wait_button = Button((centre[0] - 40, centre[1] - 26, 80, 52), N_("Wait"), lambda: self.submit("wait"))
        new_game, menu = self.end_buttons.buttons
        new_game.rect = pygame.Rect(area.x + 8, area.y + 154, 220, 56)
        menu.rect = pygame.Rect(area.x + 248, area.y + 154, 220, 56)
        self.glues: dict[int, list[tuple[int, int, Cell]]] = {}
        self.glue_version = 0
        self.version = 0
        self.drag: Drag | None = None
        self.hover: Cell | None = None
        self.cursor: tuple[int, Cell] | None = None
        self.hearing: list[str] = []
        self.hearer: int | None = None
        self.book: Notebook | None = None
        self.layout = Layout(main_grid(self.shown.maze.size))
        self.truth: Maze | None = None
        self.paths: list[list[tuple[str, list[int]]]] | None = None
        self.cache = pygame.Surface(BOARD.size)
        self.pages: dict[bool, pygame.Surface] = {}
        self.cache_key: Any = None
        self.book_key: Any = None
        self.answer: Answer | None = None
        self.answer_key: Any = None
        self.answer_image = pygame.Surface(ANSWER_BOX.size, pygame.SRCALPHA)
        self.gm_entries: list[tuple[int | None, str]] = []
        self.gm_lang = ""
        self.wrapped: dict[tuple[int, str, str], list[str]] = {}
        self.legal: set[str] = set()
        if session.options.get("size") == custom.CUSTOM and "maze" not in session.options:
            problem = custom.custom_problem()
            if problem:
                self.error = tr("Custom labyrinth unusable ({why}); playing a random one.", why=problem)
        # What the set-up says about a labyrinth from a file (English), shown first in the log.
        self.notes = custom.setup_notes(session.options, from_json(session.initial).maze)
        self.reset_selection()

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names (English keys of the translation)."""
        return self.session.info.seat_names or SEAT_NAMES

    def seat(self, player: int) -> Noun:
        """A seat's name, for a sentence to put in the case it needs."""
        return Noun(self.names[player % len(self.names)])

    # ----- who sees what --------------------------------------------------------------------
    @property
    def viewer(self) -> int | None:
        """Whose notebook the screen shows: the one person at the table, or the person who
        last took the screen (the session keeps that); None before the first hand-over."""
        humans = self.session.humans()
        if len(humans) == 1:
            return humans[0]
        return self.session.viewer if humans else None

    @property
    def cover(self) -> int | None:
        """The person the screen must be handed to, once the last move has been shown."""
        if self.anims.busy or self.state.is_over() or not self.session.cover_due():
            return None
        return self.state.to_move

    def many_people(self) -> bool:
        """Several people share the screen, so notebooks hide behind a hand-over page."""
        return len(self.session.humans()) > 1 and not self.shown.open_map

    def view(self) -> tuple[str, int | None]:
        """What the board shows: ``reveal``, ``map``, ``cover`` (for a player) or ``notebook``
        (of a player, None before the first hand-over)."""
        shown = self.shown
        if shown.is_over():
            return "reveal", None
        if shown.open_map:
            return "map", None
        if self.cover is not None:
            return "cover", self.cover
        if not self.session.humans():
            return "notebook", shown.to_move
        return "notebook", self.viewer

    def reset_selection(self) -> None:
        """A new position is shown: rebuild what depends on it; hand over when needed."""
        self.version += 1
        self.mode = "move"
        self.drag = None
        self.hover = None
        self.cursor = None
        self.hearing = []
        self.refresh()

    def refresh(self) -> None:
        """Bring the notebook, its layout, the log and the cached board picture up to date."""
        kind, viewer = self.view()
        shown = self.shown
        key = (kind, viewer, self.version, self.glue_version)
        if key != self.book_key:
            self.book_key = key
            self.book = self._notebook(viewer) if kind == "notebook" and viewer is not None else None
            self.layout = Layout.of(self.book, shown.maze.size)
            self.truth = parse_map(shown.maze_text()) if kind in ("map", "reveal") else None
            if kind == "reveal" and self.paths is None:
                self.paths = self._replay_paths()
            self.legal = {str(m) for m in self.state.legal_moves()} if not self.state.is_over() else set()
            self.answer = self._answer(kind, viewer)
        if key != self.cache_key:
            self.cache_key = key
            self._render(kind, viewer)
        lang = i18n.language()
        if self.answer is not None and self.answer_key != (key, lang):
            self.answer_key = (key, lang)
            self.answer_image.fill((0, 0, 0, 0))
            draw_answer(self.answer_image, self.answer_image.get_rect(), self.answer, self.names)
        if self.gm_lang != lang or len(self.gm_entries) != len(self.notes) + len(shown.log):
            self.gm_lang = lang
            self.gm_entries = [(None, tr(note)) for note in self.notes]
            self.gm_entries += [(actor, " ".join(render(k, dict(params), lang, self.names) for k, params in said))
                               for actor, _, said in shown.log]

    def _answer(self, kind: str, viewer: int | None) -> Answer | None:
        """The answer shown under the map: the latest to the notebook's owner (from their own
        observation only); on the open map, to whoever acted last."""
        shown = self.shown
        if kind == "notebook" and viewer is not None:
            return latest_answer(shown.observation(viewer), self.book)
        if kind == "map" and shown.log:
            obs = shown.observation(shown.log[-1][0])
            return latest_answer(obs, build_notebook(obs))
        return None

    def _notebook(self, viewer: int) -> Notebook | None:
        obs = self.shown.observation(viewer)
        if obs["start"] is None:
            return None
        book = build_notebook(obs)
        ops = self.glues.get(viewer, [])
        for n, (a, b, offset) in enumerate(ops):
            try:
                book = glue(book, a, b, offset)
            except GlueError:
                del ops[n:]
                self.error = tr("Your glued pages no longer agree with the reports; they were separated again.")
                break
        return book

    def _replay_paths(self) -> list[list[tuple[str, list[int]]]]:
        """Every player's true path: walks, river rides and hole jumps, replayed from the start."""
        state = from_json(self.session.initial)
        size = state.maze.size
        paths: list[list[tuple[str, list[int]]]] = [[] for _ in range(state.players)]
        try:
            for move in self.session.moves:
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

    # ----- the cached board picture ---------------------------------------------------------
    def _paper(self, squared: bool) -> pygame.Surface:
        """The blank notebook page, squared or not, drawn once per scene."""
        page = self.pages.get(squared)
        if page is None:
            page = self.pages[squared] = pygame.Surface(BOARD.size)
            page.fill(theme.FRAME)
            page.blit(art.parchment(BOARD.w - 8, BOARD.h - 8), (4, 4))
            if squared:
                art.pencil_grid(page, self.layout.main)
                self._labels(page, self.layout.main)
        return page

    def _render(self, kind: str, viewer: int | None) -> None:
        surface = self.cache
        surface.blit(self._paper(kind != "cover"), (0, 0))
        grid = self.layout.main
        if kind == "cover":
            return
        if kind in ("map", "reveal") and self.truth is not None:
            false = self.truth.false_treasures if kind == "reveal" else ()
            shown_maze = self.truth
            if kind == "map":
                shown_maze = self.truth.copy()
                shown_maze.false_treasures = []
            art.draw_maze(surface, shown_maze, grid, false)
            if kind == "reveal":
                text.blit(surface, tr("The labyrinth revealed, with every path"),
                          (ANSWER_BOX.x + 8, ANSWER_BOX.y + 44), "body", art.INK)
                self._draw_paths(surface, grid)
            else:
                text.blit_box(surface, tr("The true labyrinth"), BOTTOM_TRAY.inflate(-8, -8), "body", art.INK)
            return
        book = self.book
        if book is None:
            self._notebook_caption(surface, viewer)
            return
        for index, frag in enumerate(book.fragments):
            where = self.layout.grid_of(index)
            if where is None or not frag.cells:
                continue
            if index > 0:
                pygame.draw.rect(surface, art.KNOWN_WASH, where.rect.inflate(6, 6), border_radius=4)
                pygame.draw.rect(surface, art.PENCIL, where.rect.inflate(6, 6), 1, border_radius=4)
            art.draw_fragment(surface, frag, where)
        if len(book.fragments) > 1:
            label = tr("Loose scraps: drag one onto the map")
            for k, line in enumerate(text.wrap(label, "small", BOTTOM_TRAY.w - 8)[:2]):
                text.blit(surface, line, (BOTTOM_TRAY.x + 4, BOTTOM_TRAY.y + k * 19), "small", art.PENCIL)
        self._notebook_caption(surface, viewer)

    def _notebook_caption(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Whose notebook this is, in the bottom corner, on its own paper so a scrap lying
        in the tray never hides it."""
        if viewer is None:
            return
        image = text.render(tr("{name}'s notebook", name=self.seat(viewer)), "small", art.PENCIL)
        box = image.get_rect(bottomright=(BOTTOM_TRAY.right - 8, BOTTOM_TRAY.bottom - 6))
        pygame.draw.rect(surface, art.PAPER, box.inflate(8, 2), border_radius=4)
        surface.blit(image, box)

    def _labels(self, surface: pygame.Surface, grid: Grid) -> None:
        size = grid.width
        role = "small"
        for x in range(size):
            rect = grid.cell_rect((x, 0))
            text.blit(surface, column_name(x), (rect.centerx, rect.bottom + 2), role, art.PENCIL, "midtop")
        for y in range(size):
            rect = grid.cell_rect((0, y))
            text.blit(surface, str(y + 1), (rect.left - 4, rect.centery), role, art.PENCIL, "midright")

    def _draw_paths(self, board: pygame.Surface, grid: Grid) -> None:
        """Every player's path in their colour, a little apart, see-through so walls show."""
        surface = pygame.Surface(board.get_size(), pygame.SRCALPHA)
        size = grid.width
        players = len(self.paths or [])
        for player, segments in enumerate(self.paths or []):
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

    # ----- positions ------------------------------------------------------------------------
    def token_radius(self) -> int:
        return max(6, int(self.layout.main.cell * (0.22 if self.truth is not None else 0.32)))

    def map_point(self, player: int, cell: int) -> tuple[float, float]:
        """Where a player's piece stands on the true map: a corner of the cell of its own, so
        pieces sharing a cell stay visible."""
        grid = self.layout.main
        size = grid.width
        cx, cy = grid.centre((cell % size, cell // size))
        q = grid.cell * 0.2
        return cx + (q if player % 2 else -q), cy + (q if player >= 2 else -q)

    def answer_cell_rect(self) -> pygame.Rect:
        """The player's cell in the game master's answer under the map (a lesson points at it)."""
        return cell_rect(ANSWER_BOX)

    def me_point(self) -> tuple[tuple[float, float], Grid] | None:
        book = self.book
        if book is None or book.me is None:
            return None
        grid = self.layout.grid_of(book.current)
        if grid is None:
            return None
        return grid.centre(book.me), grid

    # ----- input ----------------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.ctx.audio.play("click")

    def unglue(self) -> None:
        ops = self.glues.get(self.viewer or 0)
        if ops:
            self.drag = None
            ops.pop()
            self.glue_version += 1
            self.refresh()

    def aim(self, d: str) -> None:
        """The chosen action (Move, Blast or Shoot) in direction ``d``, if it is offered."""
        move = f"{self.mode} {d}"
        if move in self.legal:
            self.submit(move)

    @property
    def owned_keys(self) -> frozenset[int]:  # type: ignore[override]
        """The arrows walk (or blast, or shoot) and Tab changes the action; WASD move the
        focus cursor. While a scrap is carried the arrows move it as WASD do, cell by cell."""
        return frozenset({pygame.K_TAB}) if self.drag is not None else WALK_KEYS

    def my_turn(self) -> bool:
        """A person to move whose notebook is on the screen."""
        kind, viewer = self.view()
        return kind in ("notebook", "map") and self.human_to_move() and (
            kind == "map" or viewer == self.state.to_move)

    def board_event(self, event: pygame.event.Event) -> None:
        kind, viewer = self.view()
        if kind == "cover":
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and BOARD.collidepoint(event.pos):
                self.session.take_screen(self.cover)
                self.ctx.audio.play("card")
                self.refresh()
            return
        if not self.my_turn():
            return
        if self.state.pos[self.state.to_move] is None:
            self._start_event(event)
            return
        if self.legal == {"wait"}:
            self.wait_button.handle(event)
            return
        if self.mode_buttons.handle(event) or self.unglue_button.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in ARROW_KEYS:
                self.aim(ARROW_KEYS[event.key])
            elif event.key == pygame.K_TAB:
                self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # An arrow drawn over a scrap is a direction, not a handle to drag the scrap by;
            # a press while a scrap is carried waits for its release, which drops it.
            if self.drag is None and not any(rect.collidepoint(event.pos) for _, rect in self.arrow_targets()):
                self._grab(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self._drag_to(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self._release(event.pos)
                return
            for d, rect in self.arrow_targets():
                if rect.collidepoint(event.pos):
                    self.aim(d)
                    return

    def _start_event(self, event: pygame.event.Event) -> None:
        grid = self.layout.main
        if event.type == pygame.MOUSEMOTION:
            self.hover = grid.cell_at(event.pos) if grid.rect.collidepoint(event.pos) else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and grid.rect.collidepoint(event.pos):
            x, y = grid.cell_at(event.pos)
            self.submit(f"start {cell_name(y * self.state.maze.size + x, self.state.maze.size)}")

    def arrow_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Clickable direction arrows for the chosen action: the panel compass, and the arrows
        around the player's position in the notebook."""
        return [(d, self.compass[d]) for d in self.legal_directions()] + self.piece_arrows()

    def piece_arrows(self) -> list[tuple[str, pygame.Rect]]:
        """The direction arrows around the player's piece in the notebook (touch-sized)."""
        spot = self.me_point() if self.truth is None else None
        if spot is None:
            return []
        centre, grid = spot
        arrows = []
        for d in self.legal_directions():
            rect = pygame.Rect(0, 0, theme.MIN_TARGET, theme.MIN_TARGET)
            rect.center = _arrow_centre(centre, d, grid.cell)
            arrows.append((d, rect))
        return arrows

    def _grab(self, pos: tuple[int, int]) -> None:
        for index, grid in self.layout.scraps.items():
            if grid.rect.collidepoint(pos) and self.book is not None:
                frag = self.book.fragments[index]
                minx, miny, maxx, maxy = art.frame_of(frag.cells)
                cell = self.layout.main.cell
                image = pygame.Surface(((maxx - minx + 1) * cell, (maxy - miny + 1) * cell), pygame.SRCALPHA)
                image.fill((*art.PAPER_DARK, 90))  # the scrap's paper, so the whole piece shows
                art.draw_fragment(image, frag, Grid(0, 0, cell, minx, maxy, maxx - minx + 1, maxy - miny + 1))
                image.set_alpha(200)
                self.drag = Drag(index, grid.cell_at(pos), pos, image, start=pos)
                return

    def _drag_to(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        assert drag is not None
        drag.pos = pos
        target: tuple[int, Cell] | None = None
        if self.layout.main.rect.collidepoint(pos):
            target = (0, self.layout.main.cell_at(pos))
        else:
            for index, grid in self.layout.scraps.items():
                if index != drag.index and grid.rect.inflate(8, 8).collidepoint(pos):
                    target = (index, grid.cell_at(pos))
        if target != drag.target:
            drag.target = target
            drag.verdict = None
            if target is not None and self.book is not None:
                try:
                    glue(self.book, drag.index, target[0], self._offset(drag, target))
                except GlueError as exc:
                    drag.verdict = _glue_message(exc)

    @staticmethod
    def _offset(drag: Drag, target: tuple[int, Cell]) -> Cell:
        return target[1][0] - drag.grabbed[0], target[1][1] - drag.grabbed[1]

    def _release(self, pos: tuple[int, int]) -> None:
        """The pointer lets go of a scrap: a tap on it picks it up (the next tap puts it
        down), a release over the map or another scrap glues it there, anywhere else it goes
        back to the tray."""
        drag = self.drag
        assert drag is not None
        self._drag_to(pos)
        if drag.target is None and not drag.carried and math.dist(pos, drag.start) <= TAP_SLOP:
            # Picked up: the ghost goes onto the map's nearest cell, where the focus starts.
            drag.carried = True
            self.ctx.audio.play("click")
            self._drag_to(self.drop_targets()[0].centre)
            return
        self.drag = None
        if drag.target is not None:
            self._drop(drag, drag.target)

    def _drop(self, drag: Drag, target: tuple[int, Cell]) -> None:
        """Glue the dragged scrap onto ``target`` (refused with a message where the pages
        disagree; in a lesson, anywhere but where the scrap truly lies)."""
        offset = self._offset(drag, target)
        due = self.glue_due()
        if drag.verdict is None and due is not None and (drag.index, target[0], offset) != (due[0], 0, due[1]):
            drag.verdict = tr("Nearly! Put the scrap where the hand shows.")
        if drag.verdict is not None:
            self.error = drag.verdict
            self.ctx.audio.play("error")
            return
        self.error = ""
        self.glues.setdefault(self.viewer or 0, []).append((drag.index, target[0], offset))
        self.glue_version += 1
        self.ctx.audio.play("card")
        self.refresh()

    # ----- turn flow hooks ------------------------------------------------------------------
    def submit(self, move: Any) -> bool:
        """Play a move; in a lesson, the learner's waits for a due glue (the hand shows it)."""
        if self.glue_due() is not None and self.state.to_move == self.viewer:
            self.error = tr("First glue the scrap onto the map, as the hand shows.")
            self.ctx.audio.play("click")
            return False
        return super().submit(move)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.refresh()

    def status_text(self) -> str:
        state = self.state
        if state.is_over() or self.anims.busy:
            return super().status_text()
        player = state.to_move
        if player is None or self.session.seats[player].computer:
            return super().status_text()
        name = self.player_name(player)
        if self.cover is not None:
            return tr("Pass to {name} — tap when ready", name=self.seat(self.cover))
        if state.pos[player] is None:
            return tr("{name}: click a cell to choose where you start", name=name)
        if self.legal == {"wait"}:
            return tr("{name} cannot act and must wait", name=name)
        if self.drag is not None:
            return tr("{name}: move the scrap onto the map and drop it", name=name)
        return {"move": tr("{name}: move - click an arrow", name=name),
                "blast": tr("{name}: blast - click an arrow", name=name),
                "shoot": tr("{name}: shoot - click an arrow", name=name)}[self.mode]

    # ----- animations -----------------------------------------------------------------------
    def animate(self, event: Any) -> list[Any]:
        """Pieces move where the screen's viewer may see them; news is told on a paper slip."""
        if isinstance(event, Said):
            if not self.hearing:
                self.hearer = self.shown.to_move
            return [Call(lambda: self.hearing.append(event.text(names=self.names)))]
        kind, viewer = self.view()
        player = getattr(event, "player", None)
        anims: list[Anim] = []
        if kind == "map":
            anims = self._map_anims(event)
        elif kind == "notebook" and player is not None and player == viewer:
            anims = self._note_anims(event)
        message = self._news(event)
        if message is None:
            return anims
        slip = Drawn(BANNER_FRAMES, _banner(message), sound=None if anims else _SOUNDS.get(type(event)))
        if anims:
            last = anims[-1]
            both = Together([last, slip], sound=last.sound)
            both.token = last.token
            anims[-1] = both
            return anims
        return [slip]

    def _news(self, event: Any) -> str | None:
        template = _NEWS.get(type(event))
        if template is None:
            return None
        return tr(template, name=self.seat(event.player) if hasattr(event, "player") else "")

    def _piece(self, player: int) -> Callable[[pygame.Surface, Any, float], None]:
        radius = self.token_radius()

        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            art.blit_token(surface, player, pos, radius)
        return draw

    def _map_anims(self, event: Any) -> list[Anim]:
        """The true labyrinth (open map): every piece moves where it really goes."""
        size = self.shown.maze.size
        grid = self.layout.main
        player = getattr(event, "player", None)
        if player is None:
            return []
        token = ("terra", player)
        draw = self._piece(player)
        if isinstance(event, Started):
            end = self.map_point(player, parse_cell(event.cell, size))
            return [Path(token, [(end[0], end[1] - grid.cell), end], DROP_FRAMES, draw, sound="step")]
        if isinstance(event, Stepped):
            points = [self.map_point(player, parse_cell(event.frm, size)), self.map_point(player, parse_cell(event.to, size))]
            return [Path(token, points, STEP_FRAMES, draw, lift=6, sound="step", easing=ease_in_out)]
        if isinstance(event, Carried):
            points = [self.map_point(player, parse_cell(c, size)) for c in event.path]
            frames = min(72, 14 + 12 * len(points))
            return [Path(token, points, frames, draw, sound="splash", easing=ease_in_out)]
        if isinstance(event, Swallowed):
            return [Drawn(HOLE_FRAMES, self._sink(player, self.map_point(player, parse_cell(event.frm, size)),
                                                  self.map_point(player, parse_cell(event.to, size))),
                          token=token, sound="swallow")]
        here = self.shown.pos[player]
        if here is None:
            return []
        centre = grid.centre((here % size, here // size))
        if isinstance(event, ShotFired):
            cells = [grid.centre(_xy(c, size)) for c in event.path]
            end = cells[-1] if cells else centre
            if not event.hit:
                sx, sy = STEP[event.dir]
                end = (end[0] + sx * grid.cell / 2, end[1] - sy * grid.cell / 2)
            return [Drawn(SHOT_FRAMES, self._bullet(centre, end), sound="shot")]
        if isinstance(event, (WallFell, BlastFailed)):
            a, b = grid.side((here % size, here // size), event.dir)
            return [Drawn(BLAST_FRAMES, self._blast(a, b, isinstance(event, WallFell)), sound="blast")]
        if isinstance(event, Escaped):
            sx, sy = STEP[event.dir]
            start = self.map_point(player, here)
            end = (start[0] + sx * grid.cell * 1.5, start[1] - sy * grid.cell * 1.5)
            return [Path(token, [start, end], 30, draw, sound="step")]
        return []

    def _note_anims(self, event: Any) -> list[Anim]:
        """The viewer's own piece on their notebook, where their reports place it."""
        size = self.shown.maze.size
        player = event.player
        token = ("terra", player)
        draw = self._piece(player)
        if isinstance(event, Started):
            self.cursor = (0, _xy(event.cell, size))
            end = self.layout.main.centre(self.cursor[1])
            return [Path(token, [(end[0], end[1] - self.layout.main.cell), end], DROP_FRAMES, draw, sound="step")]
        if self.cursor is None and self.book is not None and self.book.me is not None:
            self.cursor = (self.book.current, self.book.me)
        if self.cursor is None:
            return []
        index, cell = self.cursor
        grid = self.layout.grid_of(index)
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
            return [Drawn(RIVER_FRAMES, self._swept(player, here, grid.cell), token=token, sound="splash")]
        if isinstance(event, Swallowed):
            return [Drawn(HOLE_FRAMES, self._sink(player, here, None), token=token, sound="swallow")]
        if isinstance(event, ShotFired):
            return [Drawn(SHOT_FRAMES, self._bullet(here, self._flight_end(index, cell, event.dir, grid)),
                          sound="shot")]
        if isinstance(event, (WallFell, BlastFailed)):
            a, b = grid.side(cell, event.dir)
            return [Drawn(BLAST_FRAMES, self._blast(a, b, isinstance(event, WallFell)), sound="blast")]
        if isinstance(event, Wounded):
            return [Drawn(30, self._hurt(here, grid.cell), sound="capture")]
        if isinstance(event, Escaped):
            sx, sy = STEP[event.dir]
            end = (here[0] + sx * grid.cell * 1.5, here[1] - sy * grid.cell * 1.5)
            return [Path(token, [here, end], 30, draw, sound="step")]
        return []

    def _flight_end(self, index: int, cell: Cell, d: str, grid: Grid) -> tuple[float, float]:
        """How far the shooter's own notes let the bullet be drawn: along known open sides."""
        frag = self.book.fragments[index] if self.book is not None else None
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

    def _sink(self, player: int, frm: tuple[float, float], to: tuple[float, float] | None) -> DrawFn:
        """Down the hole, then (on the open map) up out of the next one."""
        radius = self.token_radius()

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

    def _swept(self, player: int, here: tuple[float, float], cell: int) -> DrawFn:
        """Water rings spread while the piece bobs away downstream and fades."""
        radius = self.token_radius()

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

    @staticmethod
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

    @staticmethod
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

    @staticmethod
    def _hurt(here: tuple[float, float], cell: int) -> DrawFn:
        def draw(surface: pygame.Surface, t: float) -> None:
            r = int(cell * 0.3 + cell * 0.3 * t)
            pygame.draw.circle(surface, art.BLOOD, (int(here[0]), int(here[1])), r, 3)
        return draw

    # ----- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        surface.blit(self.cache, BOARD.topleft)
        kind, viewer = self.view()
        if kind == "cover":
            self._draw_cover(surface)
            return
        if self.answer is not None and kind in ("notebook", "map"):
            surface.blit(self.answer_image, ANSWER_BOX)
        if kind in ("map", "reveal"):
            radius = self.token_radius()
            for player, cell in enumerate(state.pos):
                if cell is not None and ("terra", player) not in hidden:
                    art.blit_token(surface, player, self.map_point(player, cell), radius)
        elif viewer is not None:
            spot = self.me_point()
            if spot is not None and ("terra", viewer) not in hidden:
                centre, grid = spot
                art.blit_token(surface, viewer, centre, max(5, int(grid.cell * 0.32)))
        if not self.my_turn() or self.anims.busy:
            return
        if state.pos[state.to_move] is None:
            if self.hover is not None and 0 <= self.hover[0] < state.maze.size and 0 <= self.hover[1] < state.maze.size:
                widgets.highlight_rect(surface, self.layout.main.cell_rect(self.hover).inflate(-4, -4))
            return
        self._draw_arrows(surface)
        if self.drag is not None:
            self._draw_drag(surface, self.drag)

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        spot = self.me_point() if self.truth is None else None
        if spot is None:
            return
        centre, grid = spot
        for d in DIRS:
            if f"{self.mode} {d}" in self.legal:
                _arrow(surface, _arrow_centre(centre, d, grid.cell), d, max(8, min(16, grid.cell // 4)),
                       _MODE_COLOURS[self.mode])

    def _draw_drag(self, surface: pygame.Surface, drag: Drag) -> None:
        cell = self.layout.main.cell
        frag = self.book.fragments[drag.index] if self.book is not None else None
        if frag is None:
            return
        minx, _, _, maxy = art.frame_of(frag.cells)
        if drag.target is not None and drag.target[0] == 0:
            tx, ty = drag.target[1]
            corner = self.layout.main.cell_rect((tx - (drag.grabbed[0] - minx), ty + (maxy - drag.grabbed[1]))).topleft
        else:
            corner = (drag.pos[0] - (drag.grabbed[0] - minx) * cell - cell // 2,
                      drag.pos[1] - (maxy - drag.grabbed[1]) * cell - cell // 2)
        rect = drag.image.get_rect(topleft=corner)
        surface.blit(drag.image, rect)
        colour = theme.ILLEGAL if drag.verdict else theme.HIGHLIGHT
        pygame.draw.rect(surface, colour, rect, 3)
        if drag.target is not None and drag.target[0] != 0:
            scrap = self.layout.scraps.get(drag.target[0])
            if scrap is not None:
                widgets.highlight_rect(surface, scrap.rect.inflate(8, 8), colour, 50)

    def _draw_cover(self, surface: pygame.Surface) -> None:
        player = self.cover if self.cover is not None else 0
        centre = BOARD.center
        art.blit_token(surface, player, (centre[0], centre[1] - 90), 40)
        text.blit(surface, tr("Pass to {name} — tap when ready", name=self.seat(player)),
                  (centre[0], centre[1]), "body", art.INK, "center")
        text.blit(surface, tr("Nobody else may look at this notebook."), (centre[0], centre[1] + 40),
                  "small", art.PENCIL, "center")

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self._draw_players(surface, rect)
        if not self.my_turn() or self.anims.busy or self.state.pos[self.state.to_move] is None:
            return
        if self.legal == {"wait"}:
            self.wait_button.draw(surface)
            return
        for button, mode in zip(self.mode_buttons.buttons, MODES):
            button.colour = _MODE_COLOURS[mode] if mode == self.mode else None
        self.mode_buttons.draw(surface)
        self.unglue_button.draw(surface)
        legal = {m.split()[1] for m in self.legal if m.startswith(self.mode + " ")}
        pygame.draw.circle(surface, theme.FRAME_LIGHT, self.compass_centre, 24)
        for d, target in self.compass.items():
            on = d in legal
            pygame.draw.rect(surface, theme.BUTTON if on else theme.BUTTON_DISABLED, target, border_radius=10)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, target, 2, border_radius=10)
            _arrow(surface, target.center, d, 14, _MODE_COLOURS[self.mode] if on else theme.TEXT_DIM)

    def _draw_players(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        state = self.shown
        x = rect.x
        text.blit(surface, tr("Bullets"), (x + 150, rect.y), "small", theme.TEXT_DIM)
        text.blit(surface, tr("Charges"), (x + 228, rect.y), "small", theme.TEXT_DIM)
        for player in range(state.players):
            y = rect.y + 20 + player * 24
            if player == state.to_move:
                pygame.draw.rect(surface, theme.FRAME_LIGHT, (x - 4, y - 1, 318, 23), border_radius=6)
            widgets.seat_badge(surface, (x + 10, y + 11), player, 10)
            text.blit(surface, self.player_name(player), (x + 26, y + 2), "small")
            for k in range(state.bullets[player]):
                pygame.draw.rect(surface, (200, 200, 206), (x + 152 + k * 14, y + 5, 6, 13), border_radius=3)
            for k in range(state.charges[player]):
                pygame.draw.circle(surface, (230, 120, 60), (x + 234 + k * 16, y + 12), 6)
            if state.wounded[player]:
                pygame.draw.rect(surface, theme.ILLEGAL, (x + 290, y + 9, 14, 5))
                pygame.draw.rect(surface, theme.ILLEGAL, (x + 295, y + 4, 5, 14))
            if state.held[player] is not None:
                pygame.draw.rect(surface, art.GOLD, (x + 306, y + 6, 12, 11), border_radius=2)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The game master's words, newest at the bottom, each report after its speaker's badge;
        first what the set-up says about a labyrinth from a file."""
        text.blit(surface, tr("Game master"), rect.topleft, "small", theme.TEXT_DIM)
        text.blit(surface, tr("Turn {n} of {limit}", n=self.shown.turns // max(1, self.shown.players) + 1,
                              limit=self.shown.turn_limit), (rect.right, rect.y), "small", theme.TEXT_DIM, "topright")
        entries = list(enumerate(self.gm_entries))
        if self.hearing:
            entries.append((len(self.gm_entries), (self.hearer or 0, " ".join(self.hearing))))
        y = rect.bottom
        back = min(self.log_back, max(0, len(entries) - 1))
        if back:
            entries = entries[:-back]
            y -= 20
            text.blit(surface, ntr("{n} newer report below", "{n} newer reports below", back),
                      (rect.right, y + 2), "small", theme.HIGHLIGHT, "topright")
        for index, (actor, words) in reversed(entries):
            lines = self._wrapped(index, words, rect.w - 24)
            y -= len(lines) * 18 + 4
            if y < rect.y + 22:
                break
            if actor is not None:
                widgets.seat_badge(surface, (rect.x + 8, y + 8), actor, 7)
            for k, line in enumerate(lines):
                text.blit(surface, line, (rect.x + 22, y + k * 18), "small", theme.TEXT if actor is not None else theme.ILLEGAL)

    def scroll(self, steps: int) -> None:
        """The right stick or Page Up/Down: back through the game master's reports (up), or
        towards the newest (down), one report a step."""
        self.log_back = max(0, min(len(self.gm_entries) - 1, self.log_back - steps))

    def _wrapped(self, index: int, words: str, width: int) -> list[str]:
        key = (index, self.gm_lang, words)
        lines = self.wrapped.get(key)
        if lines is None:
            if len(self.wrapped) > 2000:
                self.wrapped.clear()
            lines = self.wrapped[key] = text.wrap(words, "small", width)
        return lines

    def draw_end(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(self.panel_area.x - 8, self.panel_area.y + 118, self.panel_area.w + 16, 102)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=14)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=14)
        text.blit(surface, tr("The labyrinth revealed, with every path"), (box.centerx, box.y + 10),
                  "small", theme.TEXT, "midtop")
        self.end_buttons.draw(surface)


_MODE_COLOURS = {"move": (86, 180, 233), "blast": (230, 120, 60), "shoot": (220, 200, 90)}
_SOUNDS = {Carried: "splash", Swallowed: "swallow", ShotFired: "shot", WallFell: "blast", BlastFailed: "blast",
           Wounded: "capture", TreasureFound: "recruit", TreasureDropped: "card", TreasureFalse: "error",
           Refilled: "plant", Healed: "plant", WallHit: "shot"}


def _arrow(surface: pygame.Surface, centre: tuple[float, float], d: str, size: int,
           colour: tuple[int, int, int]) -> None:
    """A filled arrow head pointing ``d``."""
    sx, sy = STEP[d]
    px, py = -sy, -sx
    cx, cy = centre
    tip = (cx + sx * size, cy - sy * size)
    back = (cx - sx * size * 0.6, cy + sy * size * 0.6)
    points = [tip, (back[0] + px * size, back[1] + py * size), (back[0] - px * size, back[1] - py * size)]
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, (20, 20, 20), points, 2)


def _arrow_centre(centre: tuple[float, float], d: str, cell: int) -> tuple[int, int]:
    """Where the arrow for direction ``d`` sits around a piece at ``centre``."""
    sx, sy = STEP[d]
    reach = max(cell * ARROW_REACH, 26)
    return int(centre[0] + sx * reach), int(centre[1] - sy * reach)


def _dashed(surface: pygame.Surface, colour: tuple[int, int, int], a: tuple[float, float],
            b: tuple[float, float], width: int) -> None:
    length = math.dist(a, b)
    dashes = max(1, int(length // 10))
    for k in range(0, dashes, 2):
        t0, t1 = k / dashes, min(1.0, (k + 1) / dashes)
        pygame.draw.line(surface, colour, (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                         (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1), width)

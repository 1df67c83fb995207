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
from typing import Any, Hashable

import pygame

from games.engine import i18n, text, theme, widgets
from games.engine.animation import Anim, Call, Drawn, Together
from games.engine.game_scene import BOARD, PANEL, GameScene
from games.engine.i18n import N_, Noun, tr
from games.engine.scene import Context
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.terra import art, custom, gear
from games.terra.answer import Answer, cell_rect, latest_answer, sentence
from games.terra.art import Cell, Grid
from games.terra.board_picture import ANSWER_BOX, BoardPicture
from games.terra.gm_log import Entry, GameMasterLog
from games.terra.mapfile import DIRS, STAIRS, Maze, cell_name, parse_map
from games.terra.motion import BANNER_FRAMES, Motion, banner
from games.terra.notebook import Notebook, NotebookKeeper
from games.terra.panel import DEED_KEYS, MODE_COLOURS, ActionPanel, arrow, arrow_centre
from games.terra.pointing import Pointing, modes
from games.terra.reveal import Paths, replay_paths
from games.terra.side import SidePanel
from games.terra.storeys import FloorTabs, draw_tabs
from games.terra.rules import (
    Banked,
    BearKilled,
    BlastFailed,
    BoomerangBroken,
    BoomerangReturned,
    Carried,
    Climbed,
    Died,
    Eaten,
    Escaped,
    Healed,
    Looted,
    Reentered,
    Refilled,
    Returned,
    Said,
    ShotFired,
    Stabbed,
    Swallowed,
    Thrown,
    TreasureDropped,
    TreasureFalse,
    TreasureFound,
    WallFell,
    WallHit,
    Wounded,
    from_json,
)
from games.terra.tray import TAP_SLOP, Drag, Layout, ScrapTray, main_grid

ARROW_KEYS = {pygame.K_UP: "n", pygame.K_DOWN: "s", pygame.K_LEFT: "w", pygame.K_RIGHT: "e"}
WALK_KEYS = frozenset({*ARROW_KEYS, pygame.K_TAB})

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
    Thrown: N_("{name} throws the boomerang"),
    BoomerangReturned: N_("The boomerang comes back"),
    BoomerangBroken: N_("The boomerang breaks against a wall"),
    Stabbed: N_("{name} strikes with the knife"),
    Looted: N_("{name} loots a body"),
    Died: N_("{name} is killed"),
    Returned: N_("{name} is back in the labyrinth"),
    Eaten: N_("The bear eats {name}!"),
    BearKilled: N_("The bear is dead!"),
    Banked: N_("{name} carries a treasure out"),
    Reentered: N_("{name} comes back in"),
}
"""The banner line for each kind of news the game master announces (English; ``tr`` finds the
translation)."""

_SOUNDS = {Carried: "splash", Swallowed: "swallow", ShotFired: "shot", WallFell: "blast", BlastFailed: "blast",
           Wounded: "capture", TreasureFound: "recruit", TreasureDropped: "card", TreasureFalse: "error",
           Refilled: "plant", Healed: "plant", WallHit: "shot", Climbed: "step", Thrown: "shot",
           BoomerangBroken: "blast", Stabbed: "capture", Died: "capture", Eaten: "swallow", BearKilled: "capture",
           Looted: "plant", Banked: "recruit", Returned: "step"}


MAP_CORNERS = ("topleft", "topright", "bottomleft", "bottomright")
"""The corner of a cell each seat's piece stands in on the true labyrinth (see
:meth:`games.terra.tray.Layout.map_point`)."""


def _hears_bear(log: list[dict[str, Any]], player: int) -> bool:
    """True when the newest report that concerns ``player`` in the log they heard says they
    hear the bear nearby."""
    for entry in reversed(log):
        said = entry["said"]
        if entry["player"] == player or any(params.get("who") == player for _, params in said):
            return any(key == "bear_near" and params.get("who") == player for key, params in said)
    return False


class TerraScene(SidePanel, Pointing, GameScene):
    """Notebooks on parchment, the game master's log in the panel, the reveal at the end.

    The scene keeps the life cycle (input, turn flow, what the board shows) and hands the parts
    to their modules: the scraps and glues to :class:`ScrapTray`, the cached board picture to
    :class:`BoardPicture`, the panel's controls to :class:`ActionPanel`, the game master's
    words to :class:`GameMasterLog`, the animations to :class:`Motion`."""

    panel_area = pygame.Rect(PANEL.x + 16, 176, PANEL.w - 32, 216)
    log_area = pygame.Rect(PANEL.x + 16, 400, PANEL.w - 32, 226)

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        area = self.panel_area
        self.mode = "move"
        self.tray = ScrapTray()
        self.panel = ActionPanel(area, self.set_mode, lambda: self.submit("wait"), self.unglue,
                                 lambda: bool(self.glues.get(self.viewer or 0)), self.deed)
        self.tabs = FloorTabs()
        self.floor = 1
        """The floor whose page (or part of the true labyrinth) the board shows."""
        self.mode_buttons = self.panel.mode_buttons
        self.unglue_button = self.panel.unglue_button
        self.wait_button = self.panel.wait_button
        self.compass = self.panel.compass
        self._layout_panel()
        self.version = 0
        self.hover: Cell | None = None
        self.animator = Motion()
        self.hearing: list[str] = []
        self.hearer: int | None = None
        self.keepers: dict[int, NotebookKeeper] = {}
        self.book: Notebook | None = None
        self.layout = Layout(main_grid(self.shown.maze.size))
        self.truth: Maze | None = None
        self.paths: Paths | None = None
        self.picture = BoardPicture()
        self.cache_key: Any = None
        self.book_key: Any = None
        self.answer: Answer | None = None
        self.bear_near: set[int] = set()
        """The players whose latest report says they hear the bear nearby (a paw by the piece)."""
        self.legal: set[str] = set()
        if session.options.get("size") == custom.CUSTOM and "maze" not in session.options:
            problem = custom.custom_problem()
            if problem:
                self.error = tr("Custom labyrinth unusable ({why}); playing a random one.", why=problem)
        # What the set-up says about a labyrinth from a file (English), shown first in the log.
        self.gm_log = GameMasterLog(custom.setup_notes(session.options, from_json(session.initial).maze))
        # Every notebook reads the log while the scene opens (a resumed game may be long), so no
        # later frame reads more than the newest reports.
        for player in range(self.shown.players):
            self._keeper(player).follow(self.shown)
        self.reset_selection()

    @property
    def names(self) -> tuple[Noun, ...]:
        """The seats' names as words (a colour's, or a named player's name as it is)."""
        return tuple(self.player_noun(i) for i in range(len(self.session.seats)))

    def seat(self, player: int) -> Noun:
        """A seat's name, for a sentence to put in the case it needs."""
        return self.player_noun(player)

    # ----- the parts' state, where the pointing and the lessons look for it ----------------
    @property
    def drag(self) -> Drag | None:
        """The scrap in hand (the tray's)."""
        return self.tray.drag

    @drag.setter
    def drag(self, value: Drag | None) -> None:
        self.tray.drag = value

    @property
    def glues(self) -> dict[int, list[tuple[int, int, Cell]]]:
        """Each player's glues for this sitting (the tray's)."""
        return self.tray.glues

    @property
    def gm_entries(self) -> list[Entry]:
        """The game master's reports in words (the log's)."""
        return self.gm_log.entries

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

    def view(self) -> tuple[str, int | None]:
        """What the board shows: ``reveal``, ``map``, ``cover`` (for a player) or ``notebook``
        (of a player, None before the first hand-over). A replay shows the map from the first
        move: the game is over, and the family watching it wants to see the labyrinth everyone
        was groping through, as the end's reveal does."""
        shown = self.shown
        if shown.is_over():
            return "reveal", None
        if shown.open_map or self.watching:
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
        self.animator.cursor = None
        self.hearing = []
        self.tabs.follow()
        self.refresh()

    def last_words(self) -> str | None:
        """The game master's answer to the last move on show (Terra's moves have no words of
        their own: what each one found is the answer)."""
        self.refresh()
        return sentence(self.answer, self.names) if self.answer is not None else None

    def refresh(self) -> None:
        """Bring the notebook, its layout, the log and the cached board picture up to date.

        Called every frame; the work is done only when the view, the shown position (every
        change of it goes through :meth:`reset_selection`), the glues or the language change."""
        kind, viewer = self.view()
        shown = self.shown
        key = (kind, viewer, self.version, self.tray.version, self.tabs.chosen)
        lang = i18n.language()
        if key != self.book_key or lang != self.gm_log.lang:
            self.gm_log.update(shown.log, lang, self.names)
        if key != self.book_key:
            self.book_key = key
            self.book = self._notebook(viewer) if kind == "notebook" and viewer is not None else None
            floors = tuple(shown.maze.floors)
            mover = shown.pos[shown.to_move] if kind == "map" and shown.to_move in range(shown.players) else None
            self.floor = self.tabs.floor(self.book, floors, None if mover is None else shown.maze.floor_of(mover))
            self.layout = Layout.of(self.book, shown.maze.size, self.floor, floors)
            self.truth = parse_map(shown.maze_text()) if kind in ("map", "reveal") else None
            if kind == "reveal" and self.paths is None:
                self.paths = replay_paths(self.session.initial, self.session.moves)
            self.legal = {str(m) for m in self.state.legal_moves()} if not self.state.is_over() else set()
            self.panel.offer(self.legal, modes(self.legal))
            self.answer = self._answer(kind, viewer)
            hearers = [viewer] if kind == "notebook" and viewer is not None else range(shown.players) if kind == "map" else []
            self.bear_near = {p for p in hearers if _hears_bear(self._keeper(p).log, p)}
            shows = self._picture_key(kind, viewer)
            if shows != self.cache_key:
                self.cache_key = shows
                owner = None if viewer is None else self.seat(viewer)
                self.picture.render(kind, owner, self.book, self.layout, self.truth, self.paths, self.floor)
        if self.answer is not None:
            self.picture.show_answer(self.answer, (self.answer, lang), self.names)

    def _picture_key(self, kind: str, viewer: int | None) -> Any:
        """What the board's picture shows; it is redrawn only when this changes. A notebook
        changes with a report that concerns its owner, the walls around them now (another
        player may blast one) or a glue, not with every move."""
        if kind != "notebook" or viewer is None or self.book is None:
            return kind, viewer, self.version, self.tray.version, self.floor
        where = self.shown.pos[viewer]
        sides = None if where is None else tuple(self.shown.sides(where).values())
        return kind, viewer, self.keepers[viewer].revision, self.tray.version, sides, self.floor

    def _answer(self, kind: str, viewer: int | None) -> Answer | None:
        """The answer shown under the map: the latest to the notebook's owner (from what they
        heard only); on the open map, to whoever acted last."""
        shown = self.shown
        if kind == "notebook" and viewer is not None:
            return latest_answer(self._keeper(viewer).heard, self.book)
        if kind == "map" and shown.log:
            keeper = self._keeper(shown.log[-1][0])
            book = keeper.follow(shown)
            return latest_answer(keeper.heard, book)
        return None

    def _keeper(self, player: int) -> NotebookKeeper:
        """The notebook of ``player`` kept up to date, report by report."""
        if player not in self.keepers:
            self.keepers[player] = NotebookKeeper(player)
        return self.keepers[player]

    def _notebook(self, viewer: int) -> Notebook | None:
        if self.shown.starts[viewer] is None:
            return None
        book, dropped = self.tray.glued(self._keeper(viewer).follow(self.shown), viewer)
        if dropped:
            self.error = tr("Your glued pages no longer agree with the reports; they were separated again.")
        return book

    # ----- positions ------------------------------------------------------------------------
    def token_radius(self) -> int:
        return self.layout.token_radius(self.truth is not None)

    def map_point(self, player: int, cell: int) -> tuple[float, float]:
        """Where a player's piece stands on the true map (a corner of the cell of its own)."""
        return self.layout.map_point(player, cell)

    def answer_cell_rect(self) -> pygame.Rect:
        """The player's cell in the game master's answer under the map (a lesson points at it)."""
        return cell_rect(ANSWER_BOX)

    def me_point(self) -> tuple[tuple[float, float], Grid] | None:
        return self.layout.me_point(self.book)

    # ----- input ----------------------------------------------------------------------------
    def set_mode(self, mode: str) -> None:
        self.mode = mode
        self.ctx.audio.play("click")

    def unglue(self) -> None:
        if self.tray.unglue(self.viewer or 0):
            self.refresh()

    def deed(self, move: str) -> None:
        """An action without a direction (climb up or down, stab, loot), if it is offered."""
        if move in self.legal:
            self.submit(move)

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

    def handle(self, event: pygame.event.Event) -> None:
        """The floor tabs turn pages at any time the board is shown (a computer's turn, the
        reveal); everything else as in every game."""
        if self.view()[0] != "cover" and self.drag is None and self._turn_page(event):
            return
        super().handle(event)

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
        if self.mode_buttons.handle(event) or self.unglue_button.handle(event) or any(
                button.handle(event) for button in self.panel.deeds.values()):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in ARROW_KEYS:
                self.aim(ARROW_KEYS[event.key])
            elif event.key == pygame.K_TAB:
                offered = modes(self.legal)
                self.mode = offered[(offered.index(self.mode) + 1) % len(offered) if self.mode in offered else 0]
            elif event.key in DEED_KEYS:
                self.deed(DEED_KEYS[event.key])
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # An arrow drawn over a scrap is a direction, not a handle to drag the scrap by;
            # a press while a scrap is carried waits for its release, which drops it.
            if self.drag is None and not any(rect.collidepoint(event.pos) for _, rect in self.arrow_targets()):
                self.tray.grab(event.pos, self.layout, self.book)
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.tray.drag_to(event.pos, self.layout, self.book)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self._release(event.pos)
                return
            for d, rect in self.arrow_targets():
                if rect.collidepoint(event.pos):
                    self.aim(d)
                    return

    def _turn_page(self, event: pygame.event.Event) -> bool:
        """A floor's tab pressed (or its digit key): the board shows that floor's page."""
        tabs = self.layout.tabs
        if not (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.tabs.press(event.pos, tabs)
                or event.type == pygame.KEYDOWN and self.tabs.key(event.key, tabs)):
            return False
        self.ctx.audio.play("click")
        self.refresh()
        return True

    def _start_event(self, event: pygame.event.Event) -> None:
        grid = self.layout.main
        if event.type == pygame.MOUSEMOTION:
            self.hover = grid.cell_at(event.pos) if grid.rect.collidepoint(event.pos) else None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and grid.rect.collidepoint(event.pos):
            x, y = grid.cell_at(event.pos)
            name = cell_name(y * self.state.maze.size + x, self.state.maze.size)
            # On the page of another floor than the ground floor, the start is on that floor.
            self.submit(f"start {name}" if self.floor == 1 else f"start {name}@{self.floor}")

    def arrow_targets(self) -> list[tuple[str, pygame.Rect]]:
        """Clickable direction arrows for the chosen action: the panel compass, and the arrows
        around the player's position in the notebook."""
        compass = [] if self.panel.rows else [(d, self.compass[d]) for d in self.legal_directions()]
        return compass + self.piece_arrows()

    def piece_arrows(self) -> list[tuple[str, pygame.Rect]]:
        """The direction arrows around the player's piece in the notebook (touch-sized)."""
        spot = self.me_point() if self.truth is None else None
        if spot is None:
            return []
        centre, grid = spot
        arrows = []
        for d in self.legal_directions():
            rect = pygame.Rect(0, 0, theme.MIN_TARGET, theme.MIN_TARGET)
            rect.center = arrow_centre(centre, d, grid.cell)
            arrows.append((d, rect))
        return arrows

    def _release(self, pos: tuple[int, int]) -> None:
        """The pointer lets go of a scrap: a tap on it picks it up (the next tap puts it
        down), a release over the map or another scrap glues it there, anywhere else it goes
        back to the tray."""
        drag = self.drag
        assert drag is not None
        self.tray.drag_to(pos, self.layout, self.book)
        if drag.target is None and not drag.carried and math.dist(pos, drag.start) <= TAP_SLOP:
            # Picked up: the ghost goes onto the map's nearest cell, where the focus starts.
            drag.carried = True
            self.ctx.audio.play("click")
            self.tray.drag_to(self.drop_targets()[0].centre, self.layout, self.book)
            return
        self.drag = None
        if drag.target is not None:
            self._drop(drag, drag.target)

    def _drop(self, drag: Drag, target: tuple[int, Cell]) -> None:
        """Glue the dragged scrap onto ``target`` (refused with a message where the pages
        disagree; in a lesson, anywhere but where the scrap truly lies)."""
        offset = drag.offset(target)
        due = self.glue_due()
        if drag.verdict is None and due is not None and (drag.index, target[0], offset) != (due[0], 0, due[1]):
            drag.verdict = tr("Nearly! Put the scrap where the hand shows.")
        if drag.verdict is not None:
            self.error = drag.verdict
            self.ctx.audio.play("error")
            return
        self.error = ""
        self.tray.add(self.viewer or 0, drag, target)
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
        if player is None or self.session.seats[player].computer or self.watching:
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
                "shoot": tr("{name}: shoot - click an arrow", name=name),
                "throw": tr("{name}: throw - click an arrow", name=name)}[self.mode]

    # ----- animations -----------------------------------------------------------------------
    def animate(self, event: Any) -> list[Any]:
        """Pieces move where the screen's viewer may see them; news is told on a paper slip."""
        if isinstance(event, Said):
            if not self.hearing:
                self.hearer = self.shown.to_move
            return [Call(lambda: self.hearing.append(event.text(names=self.names)))]
        kind, viewer = self.view()
        if kind == "cover" and self.viewer is not None:
            # The hand-over waits for this move's animations (see cover): until they end the
            # screen still shows the notebook of the person holding it, so their own climb,
            # throw or fall plays there (else several people at one screen saw only banners).
            kind, viewer = "notebook", self.viewer
        player = getattr(event, "player", None)
        anims: list[Anim] = []
        if kind == "map":
            anims = self.animator.on_map(event, self.shown, self.layout, self.token_radius(), self.floor)
        elif kind == "notebook" and player is not None and player == viewer:
            anims = self.animator.on_notebook(event, self.shown.maze.size, self.layout, self.book, self.token_radius())
        message = self._news(event)
        if message is None:
            return anims
        slip = Drawn(BANNER_FRAMES, banner(message), sound=None if anims else _SOUNDS.get(type(event)))
        if anims:
            last = anims[-1]
            both = Together([last, slip], sound=last.sound)
            both.token = last.token
            anims[-1] = both
            return anims
        return [slip]

    def _news(self, event: Any) -> str | None:
        template = _NEWS.get(type(event))
        if isinstance(event, Climbed):
            template = N_("{name} climbs up the stairs") if event.way == "up" else N_("{name} climbs down the stairs")
        if template is None:
            return None
        return tr(template, name=self.seat(event.player) if hasattr(event, "player") else "")

    # ----- drawing --------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        surface.blit(self.picture.board, BOARD.topleft)
        kind, viewer = self.view()
        if kind == "cover":
            self._draw_cover(surface)
            return
        if self.answer is not None and kind in ("notebook", "map"):
            surface.blit(self.picture.answer_image, ANSWER_BOX)
        if kind == "reveal" and state.bear is not None and state.maze.floor_of(state.bear) == self.floor:
            # Revealed with the labyrinth: where the bear, seen by nobody, ended the game.
            grid = self.layout.main
            gear.draw_bear(surface, grid.centre(state.maze.xy(state.bear)), grid.cell * 0.6)
        if kind in ("map", "reveal"):
            radius = self.token_radius()
            for player, cell in enumerate(state.pos):
                if cell is not None and ("terra", player) not in hidden and state.maze.floor_of(cell) == self.floor:
                    art.blit_token(surface, player, self.map_point(player, cell), radius)
            self._draw_map_stairs_badge(surface, state, hidden)
        elif viewer is not None:
            spot = self.me_point()
            if spot is not None and ("terra", viewer) not in hidden:
                centre, grid = spot
                if state.dead[viewer]:  # where they fell, until they return: a body, not a piece
                    gear.draw_body(surface, centre, max(12, int(grid.cell * 0.7)), viewer)
                else:
                    art.blit_token(surface, viewer, centre, max(5, int(grid.cell * 0.32)))
                if self._on_noted_stairs():
                    art.draw_stairs_badge(surface, grid.cell_rect(self.book.me))
        self._draw_tabs(surface, kind, viewer)
        if not self.anims.busy:
            self._draw_bear_cue(surface, kind, viewer)
        if not self.my_turn() or self.anims.busy:
            return
        if state.pos[state.to_move] is None:
            if self.hover is not None and 0 <= self.hover[0] < state.maze.size and 0 <= self.hover[1] < state.maze.size:
                widgets.highlight_rect(surface, self.layout.main.cell_rect(self.hover).inflate(-4, -4))
            return
        self._draw_arrows(surface)
        if self.drag is not None:
            self.tray.draw_drag(surface, self.layout, self.book)

    def _on_noted_stairs(self) -> bool:
        """Whether the notebook's owner stands where their notebook has stairs (then the sign
        is drawn again in a corner, over the piece that hides it)."""
        book = self.book
        if book is None or book.me is None or not book.fragments:
            return False
        return book.fragments[book.current].cells.get(book.me, {}).get("kind") == STAIRS

    def _draw_map_stairs_badge(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        """On the true labyrinth the first seat's piece stands in a cell's top-left corner,
        over the arrows that tell where stairs lead: there the stairs are drawn again on a
        label in a corner no piece holds."""
        maze = state.maze
        cell = state.pos[0]
        if (cell is None or ("terra", 0) in hidden or maze.floor_of(cell) != self.floor
                or maze.kinds[cell] != STAIRS):
            return
        held = {MAP_CORNERS[p] for p, at in enumerate(state.pos) if at == cell and ("terra", p) not in hidden}
        free = [corner for corner in ("topright", "bottomleft", "bottomright") if corner not in held]
        if free:
            up, down = maze.stairs(cell, "up") is not None, maze.stairs(cell, "down") is not None
            detail = "both" if up and down else "up" if up else "down" if down else None
            art.draw_stairs_badge(surface, self.layout.main.cell_rect(maze.xy(cell)), detail, free[0])

    def _draw_bear_cue(self, surface: pygame.Surface, kind: str, viewer: int | None) -> None:
        """A paw print on a paper disc in a corner of the cell of each player who hears the bear
        nearby (inside the cell, clear of its walls), and on the corner of the game master's
        answer."""
        for player in self.bear_near:
            if kind == "notebook":
                spot = self.me_point()
                if spot is None:
                    continue
                (x, y), grid = spot
                gear.draw_paw_cue(surface, *gear.paw_disc((x, y), grid.cell))
                gear.draw_paw(surface, (ANSWER_BOX.right - 24, ANSWER_BOX.y + 18), 26)
            else:
                cell = self.shown.pos[player]
                if cell is not None and self.shown.maze.floor_of(cell) == self.floor:
                    rect = self.layout.main.cell_rect(self.shown.maze.xy(cell))
                    gear.draw_paw_cue(surface, *gear.corner_disc(rect, self.map_point(player, cell)))

    def _draw_tabs(self, surface: pygame.Surface, kind: str, viewer: int | None) -> None:
        """The floor tabs: the piece on the floor the notebook's owner knows they are on (on the
        true labyrinth, the floor of the player to move)."""
        if not self.layout.tabs:
            return
        if kind == "notebook":
            here = self.book.floor if self.book is not None else None
            draw_tabs(surface, self.layout.tabs, self.floor, here, viewer)
            return
        mover = self.shown.to_move
        cell = None if mover is None else self.shown.pos[mover]
        draw_tabs(surface, self.layout.tabs, self.floor, None if cell is None else self.shown.maze.floor_of(cell), mover)

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        spot = self.me_point() if self.truth is None else None
        if spot is None:
            return
        centre, grid = spot
        for d in DIRS:
            if f"{self.mode} {d}" in self.legal:
                arrow(surface, arrow_centre(centre, d, grid.cell), d, max(8, min(16, grid.cell // 4)),
                      MODE_COLOURS[self.mode])

    def _draw_cover(self, surface: pygame.Surface) -> None:
        player = self.cover if self.cover is not None else 0
        centre = BOARD.center
        art.blit_token(surface, player, (centre[0], centre[1] - 90), 40)
        words = tr("Pass to {name} — tap when ready", name=self.seat(player))
        if text.size() == "normal":
            text.blit(surface, words, (centre[0], centre[1]), "body", art.INK, "center")
        else:
            high = text.font("body").get_linesize()
            text.blit_box(surface, words, pygame.Rect(BOARD.x + 30, centre[1] - high, BOARD.w - 60, 2 * high),
                          "body", art.INK)
        text.blit(surface, tr("Nobody else may look at this notebook."),
                  (centre[0], centre[1] + (40 if text.size() == "normal" else text.font("body").get_linesize() + 20)),
                  "small", art.PENCIL, "center")

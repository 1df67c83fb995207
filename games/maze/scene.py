"""The Maze scene: the sand-and-grass board, click-click moves, hints, the score sheet, kids' mode.

A person clicks a piece on the half of the board they may touch (it is tinted; while nothing is
picked, the pieces that can move pulse softly): the fields it can reach light up; a click on
one plays the move. Keys and controllers move the focus ring over the same choices
(:meth:`MazeScene.choices`), and :meth:`MazeScene.guide` leads a lesson's hand the same way. While
a person is to move the solver looks at the position in a worker (:mod:`games.maze.hints`,
never on the frame loop): Hint then shows the next step of a winning line at once, or, while
none is known, says so and offers a move that merely looks promising, drawn differently. "Is
this deal winnable?" answers yes, no or not known. The move list tells moves in words
(:mod:`games.maze.words`). A Traveler home on the far side bursts into stars. The kids' tile
(``info.kids``) shows bigger pieces, a big Hint button that lights the suggested piece and field
as often as it is pressed, a pointing hand for a child who cannot read yet, friendly words in
the kids' type, and no notation.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Hashable

import pygame

from games.engine import atomic, paths, text, theme, widgets
from games.engine.animation import Anim, Drawn, Path, Pause, banner, ease_in_out
from games.engine.focus import Target
from games.engine.game_scene import BOARD, PANEL, GameScene
from games.engine.i18n import N_, language, tr
from games.engine.rules_base import IllegalMove
from games.engine.scene import Context, button_targets
from games.engine.session import Session
from games.engine.thinker import InlineThinker, Thinker
from games.engine.widgets import Button, ButtonRow
from games.maze import art, effects, prompts, words
from games.maze.panel import MazePanel
from games.maze.ai import LEVELS, promising_move
from games.maze.deals import known_line
from games.maze.hints import HINT_SECONDS, HINT_WORKERS, HintSearch
from games.maze.rules import (
    FIELDS,
    INDEX,
    Died,
    Fixed,
    GameLost,
    GameWon,
    MazeState,
    Move,
    Moved,
    Planted,
    score_sheet,
    territory,
)
from games.maze.words import CHEERS, HALVES, KIND_MOVES, reason_text

BANNER_FRAMES = 90
INLINE_HINT_SECONDS = 1.0
SLEEP_FRAMES = 40
PLANT_FRAMES = 30
FIX_FRAMES = 24
HOP_FRAMES = 24
STEP_FRAMES = 14
FADE_FRAMES = 28
CELEBRATE_FRAMES = 80
HAND_DWELL_FRAMES = 75
"""How long the kids' hand rests on each piece (or field) it shows before the next one."""
KIDS_BEAT_FRAMES = 30
"""In the kids' game, the half second a child gets before the computer partner's move (its
piece glows) and between a move and what it brings about (a Tree taking root, a piece falling
asleep, a Traveler fixed), so each plays on its own."""
_DISMISS = (pygame.MOUSEBUTTONDOWN, pygame.FINGERDOWN, pygame.KEYDOWN, pygame.JOYBUTTONDOWN,
            pygame.CONTROLLERBUTTONDOWN)
KIND_NAMES = words.PIECE_WORDS
def arrived(colour: str, field: str) -> bool:
    """A Traveler of ``colour`` fixed on ``field`` has reached the other side's home (its
    goal), not come back to its own."""
    return territory(field) != (0 if colour == "white" else 1)




class MazeScene(MazePanel, GameScene):
    """Maze for two partners (people, a person and the computer, or a computer demo)."""

    background = ("hints",)

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        self.kids = bool(session.info.kids)
        self.layout = art.Layout(self.kids)
        # Workers of the same kind (two where there are two cores) search for hints, so a
        # hint never mixes with a computer seat's request on the shared thinker.
        # A thinker that thinks inline (tests, benchmarks) runs on the frame loop: keep its
        # searches short there.
        inline = isinstance(self.thinker, InlineThinker)
        self.hints = HintSearch(type(self.thinker), INLINE_HINT_SECONDS if inline else HINT_SECONDS,
                                1 if inline else HINT_WORKERS, shorten=self.kids and not inline)
        known = known_line(self.state.setup)
        if known:  # the deal pool's line: the hints follow it from the first move
            self.hints.learn(MazeState(self.state.setup), known)
        self.hint_move: Move | None = None
        self.hint_sure = False
        self.asked_winnable = False
        self.note = ""
        self.cheer = ""
        self.cheer_unpicked = ""
        """What the kids' line said before a piece was picked: it says it again when the piece
        is put back, not "tap a glowing field" with no piece picked."""
        self.selected: str | None = None
        self.targets: dict[str, Move] = {}
        self.moving: tuple[Hashable, str, str] = ((), "traveler", "white")
        self._backdrops: dict[tuple[int | None, str], pygame.Surface] = {}
        self._legend: tuple[str, pygame.Surface, list[pygame.Rect]] | None = None
        self._headers: dict[str, list[pygame.Rect]] = {}
        self._goal_cards: dict[str, pygame.Surface] = {}
        self.goal_until = 0
        self.goal_button: Button | None = None
        area = self.panel_area
        self.panel_buttons = ButtonRow()
        self._place_end_buttons()
        if self.kids:
            self._kids_buttons()
            self.panel_buttons.add(Button((area.x, area.y + 150, area.w, 90), N_("Hint!"),
                                          self.ask_hint, role="kids", colour=theme.ACCENT,
                                          enabled=self.hint_available, visible=self._playing))
            # Beside the Hint, never in a lesson: a button that brings back the goal card.
            self.goal_button = Button((area.x, area.y + 262, area.w, 80), N_("What do we do?"),
                                      self.show_goal, role="kids", visible=self._playing)
        else:
            # A lesson's positions are prepared: no score sheet, no solver verdicts there.
            self.panel_buttons.add(Button((area.x, area.bottom - 52, 220, 52), N_("Save score sheet"),
                                          self.export_sheet, visible=self._playing, writes_files=True))
            self.panel_buttons.add(Button((area.x + 232, area.bottom - 52, area.w - 232, 52),
                                          N_("Is this deal winnable?"), self.ask_winnable,
                                          enabled=lambda: not self.state.is_over(),
                                          visible=self._playing))
        self._size_panel_buttons()
        # Built now, at the scene's start, so that no frame pays for them (6.5 ms each).
        for side in (0, 1, None):
            self._backdrop(side)
        self._legend_surface()
        if self.kids and self._playing():
            self.show_goal()

    def relayout(self) -> None:
        super().relayout()
        self._place_end_buttons()
        if self.kids:
            self._kids_buttons()
        self._size_panel_buttons()
        self._backdrops.clear()
        self._headers.clear()
        self._legend = None
        self._goal_cards.clear()

    def _kids_buttons(self) -> None:
        """Kids' targets are at least 64 px (or a larger text size's touch target); the big
        panel Hint replaces the small one."""
        size = max(theme.KIDS_TARGET, text.px(theme.MIN_TARGET) + 4)
        kept = []
        for button in self.buttons.buttons:
            if button is self.hint_button or button is self.log_toggle:
                continue  # the kids' screen shows no move list
            if button.glyph == "pause":
                button.rect = pygame.Rect(theme.SCREEN_SIZE[0] - size - 8, 6, size, size)
            else:
                button.rect = pygame.Rect(button.rect.x, PANEL.bottom - size - 8,
                                          button.rect.w, size)
            kept.append(button)
        self.buttons.buttons = kept

    # ----- selection and hints --------------------------------------------------------------
    def reset_selection(self) -> None:
        """A new position is shown: drop the selection and any hint about the old one."""
        self.selected = None
        self.targets = {}
        self.hint_move = None
        self.hint_sure = False

    def select(self, field: str | None) -> None:
        self.selected = field
        self.targets = {}
        if field is not None:
            self.targets = {FIELDS[m.to]: m for m in self.shown.moves_from(field)}

    def has_selection(self) -> bool:
        return self.selected is not None

    # ----- what can be chosen (the focus cursor) and the lesson's hand ----------------------
    def movable(self) -> list[str]:
        """Fields of the pieces the person to move can move in the position on screen, by
        field number."""
        return [FIELDS[i] for i in sorted({m.frm for m in self.shown.legal_moves()})]

    def pulsing(self) -> list[str]:
        """What can I touch? The pieces that pulse softly: those the person to move can move,
        while nothing is picked and no hint glows ("the glowing piece" must be one), read
        from the position on screen, so never ahead of it."""
        if (self.selected is not None or self.hint_move is not None or not self.human_to_move()
                or self.shown.is_over()):
            return []
        return self.movable()

    def hand_field(self) -> str | None:
        """Where the kids' pointing hand points (a prompt a child who cannot read follows):
        the hinted piece, then its field; else, in turn, each piece that can move, or each
        field the picked piece can go to. None outside the kids' game, in a lesson (it has its
        own hand) and whenever no person is to move."""
        if not self.kids or self.lesson or not self.human_to_move() or self.shown.is_over():
            return None
        if self.hint_move is not None:
            frm, to = FIELDS[self.hint_move.frm], FIELDS[self.hint_move.to]
            return to if self.selected == frm else frm
        fields = sorted(self.targets, key=INDEX.__getitem__) if self.selected else self.movable()
        if not fields:
            return None
        return fields[(self.frame // HAND_DWELL_FRAMES) % len(fields)]

    def _field(self, kind: str, field: str) -> Target:
        ring = "circle" if kind == "piece" else "rect"
        return Target.of(self.layout.rect(field), (kind, field), ring=ring)

    def choices(self) -> list[Target]:
        """The chosen piece's destinations first (a Tree's: every field it may take root
        on), then the pieces that can move (pressing another one picks it instead)."""
        keyed = [("to", field) for field in sorted(self.targets, key=INDEX.__getitem__)]
        keyed += [("piece", field) for field in self.movable()]
        return [self._field(kind, field) for kind, field in keyed]

    def panel_targets(self) -> list[Target]:
        """The score sheet and "Is this deal winnable?" (the kids' big Hint and the goal)."""
        return button_targets(self.panel_buttons, *filter(None, [self.goal_button]))

    def guide(self, move: str) -> Target | None:
        """The next press on the way to ``move``: its piece, then the field it goes to."""
        target = super().guide(move)
        if target is not None or not self.human_to_move():
            return target
        try:
            wanted = self.shown.parse_move(move)
        except IllegalMove:
            return None
        frm, to = FIELDS[wanted.frm], FIELDS[wanted.to]
        if self.selected != frm:
            return self._field("piece", frm)
        return self._field("to", to)

    def hint_available(self) -> bool:
        """Hint works on every turn of a person, as often as asked (a child may press it
        again after picking another piece); not in a lesson, whose hand shows the way."""
        return not self.lesson and not self.state.is_over() and self.human_to_move()

    def hint(self) -> Move | None:
        """The move Hint shows for the shown position (see :attr:`hint_sure`), or None."""
        return self.hint_move

    def show_hint(self) -> None:
        """Light the next step of a known winning line, or, while none is known, a move that
        looks promising, saying which of the two it is."""
        if not self.hint_available():
            return
        verdict = self.hints.verdict(self.state)
        self.select(None)
        self.hint_sure = verdict.answer == "yes"
        text_move = verdict.line[0] if self.hint_sure else promising_move(
            self.state, len(self.state.moves))
        self.hint_move = self.state.parse_move(text_move)
        self.focus.set(self._field("piece", FIELDS[self.hint_move.frm]))  # Enter takes the hint
        piece = self.state.piece_at(FIELDS[self.hint_move.frm])
        name = tr(KIND_NAMES[piece.kind]) if piece else ""
        if self.hint_sure:
            self.status = tr("Hint: {move} ({piece}), the next step of a winning line",
                             move=text_move, piece=name)
            self.cheer = tr("Try the glowing piece: move it to the glowing field!")
        else:
            wording = (N_("No win is possible from here any more — {move} ({piece}) keeps the game "
                       "going") if verdict.answer == "no" else
                       N_("No winning line found yet — this move looks promising: {move} ({piece})"))
            self.status = tr(wording, move=text_move, piece=name)
            self.cheer = tr("Nobody knows the way yet, but this piece looks worth a try!")
        self.ctx.audio.play("click")

    def ask_winnable(self) -> None:
        """Show (from now on) what the solver knows: can the shown position still be won?"""
        self.asked_winnable = True
        self.ctx.audio.play("click")

    def winnable_text(self) -> str:
        """The answer to "Is this deal winnable?" for the position of the game."""
        answer = self.hints.verdict(self.state).answer
        return tr({
            "yes": N_("Winnable from here: yes — a winning line is known"),
            "no": N_("Winnable from here: no — the solver proved there is no way"),
            "searching": N_("Winnable from here: not known yet — the solver is looking"),
            "unknown": N_("Winnable from here: not known — no winning line found in time"),
        }[answer])

    def _follow_search(self) -> None:
        """Keep the solver on the position a person must move in; upgrade a shown guess to a
        sure hint as soon as a winning line turns up."""
        if not self._playing():
            return  # a lesson says what to play, a replay plays nothing: the solver would only take frames
        seat = self.session.seat_to_move()
        if seat is not None and not seat.computer:
            self.hints.watch(self.state)
        elif seat is not None:
            self.hints.cancel()  # the computer partner needs the CPU more
        self.hints.poll()
        verdict = self.hints.verdict(self.state)
        if (self.hint_move is not None and verdict.answer == "yes" and verdict.line
                and (not self.hint_sure
                     or self.hint_move != self.state.parse_move(verdict.line[0]))):
            self.hint_move = None  # a line turned up, or a shorter one: show its next move
            self.show_hint()

    def _computer_turn(self, seat: Any) -> None:
        """A kids' computer partner ("normal") follows the shortest line the hints know, so
        the child and the partner walk the same short way; else it asks its worker."""
        verdict = self.hints.verdict(self.state)
        if (self.kids and not self.lesson and LEVELS[seat.level] == "normal"
                and verdict.answer == "yes" and not self.state.is_over()):
            self.submit(verdict.line[0])
            return
        super()._computer_turn(seat)

    # ----- the kids' goal card ---------------------------------------------------------------
    def show_goal(self) -> None:
        """Show the goal card (its line and its picture) for a while: at the start of a kids'
        game, and whenever the child asks."""
        self.goal_until = self.frame + prompts.GOAL_FRAMES
        self._goal_card()

    def goal_shown(self) -> bool:
        return self.kids and self._playing() and self.frame < self.goal_until

    def _goal_card(self) -> pygame.Surface:
        lang = language()
        if lang not in self._goal_cards:
            self._goal_cards[lang] = prompts.goal_card()
        return self._goal_cards[lang]

    def text_boxes(self) -> list[tuple[str, str, pygame.Rect]]:
        """The goal line in its box (for the check that every text fits)."""
        return [(tr(prompts.GOAL_LINE), "kids", prompts.GOAL_LINE_BOX)] if self.kids else []

    # ----- score sheet ----------------------------------------------------------------------
    def export_sheet(self) -> None:
        """Write the score sheet into the data folder and say where it went."""
        path = paths.data_dir() / f"maze-{time.strftime('%Y%m%d-%H%M%S')}.txt"
        try:
            atomic.write_text(path, score_sheet(self.state))
        except OSError as exc:
            self.note = tr("Could not save the score sheet: {why}", why=str(exc))
            self.ctx.audio.play("error")
            return
        self.note = tr("Score sheet saved to {path}", path=str(path))
        self.ctx.audio.play("click")

    # ----- input ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type in _DISMISS:
            self.goal_until = 0  # a tap or a key ends the goal card, and does what it does
        if self.panel_buttons.handle(event):
            return
        if self.goal_button is not None and self.goal_button.handle(event):
            return
        super().handle(event)

    def submit(self, move: Any) -> bool:
        played = super().submit(move)
        if played:
            self.select(None)
        if played and self.kids:
            self.cheer = tr(CHEERS[len(self.state.moves) % len(CHEERS)])
        return played

    def board_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONUP:
            return
        if event.button == 3:
            self._unpick()
            return
        if event.button != 1:
            return
        field = self.layout.at(event.pos)
        if field is None:
            self._unpick()
            return
        if self.selected is not None and field in self.targets:
            self.submit(self.targets[field])
            return
        if field == self.selected:
            self._unpick()
            return
        if self.shown.moves_from(field):
            if self.selected is None:
                self.cheer_unpicked = self.cheer
            self.select(field)
            self.ctx.audio.play("click")
            piece = self.shown.piece_at(field)
            self.status = tr("{piece} on {field}: {how}", piece=tr(KIND_NAMES[piece.kind]),
                             field=field, how=tr(KIND_MOVES[piece.kind])) if piece else ""
            self.cheer = tr("Now tap a glowing field")
            return
        self._unpick()
        self._explain(field)

    def _unpick(self) -> None:
        """Put the picked piece back (if one is); the kids' line says what it said before."""
        if self.selected is not None:
            self.cheer = self.cheer_unpicked
        self.select(None)

    def _explain(self, field: str) -> None:
        """Say why a clicked piece cannot move (nothing for an empty field)."""
        piece = self.shown.piece_at(field)
        if piece is None:
            return
        side = territory(field)
        if side != self.shown.to_move:
            message = tr("That piece is on the {half}: {name} moves it", half=tr(HALVES[side]),
                         name=self.player_name(side))
            kids = tr("That piece belongs to the other side of the wall")
        elif piece.state == "dead":
            message = kids = tr("This piece sleeps in the desert for good")
        elif piece.state == "planted":
            message = kids = tr("This Tree has taken root")
        elif piece.state == "fixed":
            message = kids = tr("This Traveler is home for good")
        else:
            message = tr("This piece has nowhere to go right now")
            kids = tr("That piece cannot move now. Try another one!")
        self.status, self.cheer = message, kids
        self.ctx.audio.play("error")

    # ----- the loop -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self._follow_search()

    def leave(self) -> None:
        super().leave()
        self.hints.close()

    # ----- text -----------------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.shown
        if state.is_over():
            return tr("You both won!") if state.winners() else tr("The swap can no longer happen")
        player = state.to_move
        if self.session.seats[player].computer or self.watching:
            return super().status_text()
        if self.kids:
            # The kids' screen shows no notation: only whose turn it is up here.
            return tr("{name} to move", name=self.player_name(player))
        return self.status or tr("{name} to move: pick a piece on the {half}",
                                 name=self.player_name(player), half=tr(HALVES[player]))

    def kids_message(self) -> str:
        """The big friendly line of the kids' panel."""
        player = self.shown.to_move
        if player is None:
            return tr("Great teamwork!") if self.shown.winners() else tr("Let's try again together!")
        if self.watching:
            return tr("{name} to move", name=self.player_name(player))
        if self.session.seats[player].computer:
            return tr("{name} is thinking…", name=self.player_name(player))
        if self.cheer:
            return self.cheer
        return tr("{name}'s turn: tap a piece on your side", name=self.player_name(player))

    def log_lines(self) -> list[str]:
        """Move pairs numbered like the score sheet."""
        moves = self.session.moves
        return [f"{n // 2 + 1}. " + " ".join(moves[n:n + 2]) for n in range(0, len(moves), 2)]

    def describe(self, move: str, events: list[Any], before: Any) -> str | None:
        """One sentence per move: who moved which piece where, and what became of it."""
        return words.describe(events, before, self.player_noun)

    # ----- animations -----------------------------------------------------------------------
    def _sprite(self, kind: str, colour: str, state: str = "alive") -> pygame.Surface:
        return art.piece(kind, colour, state, self.layout.piece_size)

    def _draw_at(self, sprite: pygame.Surface) -> Callable[[pygame.Surface, tuple[float, float], float], None]:
        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            surface.blit(sprite, sprite.get_rect(center=(round(pos[0]), round(pos[1]))))
        return draw

    def animate(self, event: Any) -> list[Anim]:
        """Each event's animation; in the kids' game the computer partner's move and what a
        move brings about each come after a pause of their own (:data:`KIDS_BEAT_FRAMES`)."""
        if isinstance(event, Moved):
            move = self._move_anim(event)
            if self.kids and self.session.seats[self.shown.to_move or 0].computer:
                return [Drawn(KIDS_BEAT_FRAMES, self._glow(event.frm)), move]
            return [move]
        if self.kids and isinstance(event, (Died, Planted, Fixed)):
            return [Pause(KIDS_BEAT_FRAMES), *self._landing_anim(event)]
        return self._landing_anim(event)

    def _glow(self, field: str) -> Callable[[pygame.Surface, float], None]:
        """The computer partner's piece glows before it moves."""
        def draw(surface: pygame.Surface, t: float) -> None:
            widgets.glow_ring(surface, self.layout.centre(field), int(self.layout.cell * 0.52), self.frame)
        return draw

    def _landing_anim(self, event: Any) -> list[Anim]:
        """What a move brought about: a piece asleep, a Tree rooted, a Traveler fixed, the end."""
        token, kind, colour = self.moving
        if isinstance(event, Died):
            asleep = effects.fall_asleep(self._sprite(kind, colour), self._sprite(kind, colour, "dead"),
                                         self.layout.centre(event.at))
            return [Drawn(SLEEP_FRAMES, asleep, token, sound="swallow")]
        if isinstance(event, Planted):
            grown = self._sprite("tree", colour, "planted")
            root = effects.take_root(grown, self.layout.rect(event.at))
            return [Drawn(PLANT_FRAMES, root, token, sound="plant")]
        if isinstance(event, Fixed):
            fixed = (self._sprite(kind, colour, "fixed"), self.layout.centre(event.at), self.layout.cell)
            if arrived(colour, event.at):
                return [Drawn(CELEBRATE_FRAMES, effects.celebrate(*fixed), token, sound="recruit")]
            return [Drawn(FIX_FRAMES, effects.fix(*fixed), token, sound="click")]
        if isinstance(event, GameWon):
            return [Drawn(BANNER_FRAMES, self._banner(tr("The Travelers have swapped sides"),
                                                      theme.HIGHLIGHT))]
        if isinstance(event, GameLost):
            return [Drawn(BANNER_FRAMES, self._banner(reason_text(event.reason, self.kids),
                                                      theme.ILLEGAL), sound="error")]
        return []

    def _move_anim(self, event: Moved) -> Anim:
        token = ("piece", event.frm)
        self.moving = (token, event.piece, event.colour)
        sprite = self._sprite(event.piece, event.colour)
        points = [self.layout.centre(f) for f in event.path]
        draw = self._draw_at(sprite)
        cell = self.layout.cell
        if event.how == "slide":
            frames = min(72, 10 + 8 * (len(points) - 1))
            return Path(token, points, frames, draw, sound="slide", easing=ease_in_out)
        if event.how == "step":
            return Path(token, points, STEP_FRAMES * (len(points) - 1), draw, sound="step")
        if event.how == "hop":
            return Path(token, points, HOP_FRAMES, draw, lift=cell * 0.9, sound="step")
        if event.piece == "tree":
            return Path(token, points, 40, draw, lift=cell * 1.6, sound="slide")
        return Drawn(FADE_FRAMES, effects.teleport(sprite, points[0], points[-1]), token,
                     sound="swallow")

    def _banner(self, message: str, edge: tuple[int, int, int]) -> Callable[[pygame.Surface, float], None]:
        return banner(message, BOARD.centerx, edge, "kids" if self.kids else "body", border=3, drop=40)

    # ----- drawing --------------------------------------------------------------------------
    def _backdrop(self, side: int | None) -> pygame.Surface:
        """The board with the mover's half tinted and the half headers, built once per side
        and language so a frame blits one opaque picture."""
        key = (side, language())
        if key not in self._backdrops:
            backdrop = pygame.Surface(BOARD.size)
            backdrop.fill(theme.FRAME)
            backdrop.blit(art.board_surface(self.kids), (0, 0))
            if side is not None:
                tint = pygame.Surface(BOARD.size, pygame.SRCALPHA)
                for field, rect in self.layout.rects.items():
                    if territory(field) == side:
                        tint.fill((*theme.HIGHLIGHT, 56), rect)
                backdrop.blit(tint, (0, 0))
            self._draw_headers(backdrop, side)
            self._backdrops[key] = backdrop.convert()
        return self._backdrops[key]

    def draw_board(self, surface: pygame.Surface, state: MazeState, hidden: set[Hashable]) -> None:
        surface.blit(self._backdrop(state.to_move), BOARD.topleft)
        if state.moves:
            for field in state.moves[-1].rstrip("x").split("-"):
                pygame.draw.rect(surface, theme.ACCENT, self.layout.rect(field).inflate(-2, -2), 2)
        if self.selected is not None:
            widgets.highlight_rect(surface, self.layout.rect(self.selected).inflate(-4, -4),
                                   alpha=70)
        if state is self.shown:
            radius = int(self.layout.cell * 0.56)
            for field in self.pulsing():
                widgets.soft_pulse(surface, self.layout.centre(field), radius, self.frame)
        for p in state.pieces():
            if ("piece", p.field) in hidden:
                continue
            sprite = self._sprite(p.kind, p.colour, p.state)
            surface.blit(sprite, sprite.get_rect(center=self.layout.centre(p.field)))
        if self.hint_move is not None and state is self.shown:
            effects.hint_mark(surface, self.layout.centre(FIELDS[self.hint_move.frm]),
                              self.layout.centre(FIELDS[self.hint_move.to]),
                              int(self.layout.cell * 0.48), self.hint_sure, self.frame)
        radius = self.layout.cell // (3 if self.kids else 4)
        for field in self.targets:
            widgets.glow_ring(surface, self.layout.centre(field), radius, self.frame)
        surface.blit(self._legend_surface(), (0, self._legend_top()))
        hand = self.hand_field() if state is self.shown else None
        if hand is not None:
            prompts.draw_hand(surface, *self.hand_place(hand), self.frame)

    def draw_review_mark(self, surface: pygame.Surface, move: str) -> None:
        """A review's winning move, drawn as a sure hint."""
        frm, to = move.rstrip("x").split("-")
        effects.hint_mark(surface, self.layout.centre(frm), self.layout.centre(to),
                          int(self.layout.cell * 0.48), True, self.frame)

    def hand_place(self, field: str) -> tuple[tuple[int, int], bool]:
        """The kids' hand's fingertip for ``field`` and whether it points up: it touches the
        piece's edge, so the piece stays in sight, on the side where it covers no label."""
        return prompts.hand_place(self.layout.rect(field), self.layout.cell * 9 // 25,
                                  self.label_rects())

    def label_rects(self) -> list[pygame.Rect]:
        """Where the words on the board are, on screen: the halves' names (with the line
        under the mover's) and the legend's names."""
        self._backdrop(None)
        return self._headers[language()] + self._legend_surface_and_labels()[1]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.goal_shown():
            surface.blit(self._goal_card(), prompts.GOAL_CARD)

    def _draw_headers(self, surface: pygame.Surface, side: int | None) -> None:
        role = "kids" if self.kids else "body"
        labels = self._headers[language()] = []
        for half, label in ((0, N_("White's half")), (1, N_("Black's half"))):
            rect = self.layout.half(half)
            colour = theme.HIGHLIGHT if half == side else theme.TEXT_DIM
            where = (rect.centerx, rect.y - (24 if self.kids else 30))
            drawn = text.blit(surface, tr(label), where, role, colour, "midbottom")
            labels.append(drawn.inflate(0, 8).move(0, 4))  # with the line drawn under it
            if half == side:
                pygame.draw.line(surface, theme.HIGHLIGHT, (drawn.x, drawn.bottom + 2),
                                 (drawn.right, drawn.bottom + 2), 3)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 2, border_radius=4)

    def _legend_surface(self) -> pygame.Surface:
        """The nine pieces with their names, the desert and the home field (built per language)."""
        return self._legend_surface_and_labels()[0]

    def _legend_top(self) -> int:
        return self.layout.outline.bottom + (14 if self.kids else 26)

    def _legend_surface_and_labels(self) -> tuple[pygame.Surface, list[pygame.Rect]]:
        """The legend and where its names are on screen."""
        if self._legend is None or self._legend[0] != language():
            legend, labels = art.legend(self.kids)
            self._legend = (language(), legend, [label.move(0, self._legend_top()) for label in labels])
        return self._legend[1], self._legend[2]

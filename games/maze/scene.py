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

import math
import re
import time
from typing import Any, Callable, Hashable

import pygame

from games.engine import atomic, paths, text, theme, widgets
from games.engine.animation import Anim, Drawn, Path, banner, ease_in_out, ease_out
from games.engine.focus import Target
from games.engine.game_scene import BOARD, PANEL, PAUSE_BUTTON, GameScene
from games.engine.i18n import N_, language, tr
from games.engine.rules_base import IllegalMove
from games.engine.scene import Context, button_targets
from games.engine.session import Session
from games.engine.thinker import InlineThinker, Thinker
from games.engine.widgets import Button, ButtonRow
from games.maze import art, words
from games.maze.ai import LEVELS, promising_move
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
STAR_GOLD = (255, 214, 80)
KIND_NAMES = {"traveler": N_("Traveler"), "shadow": N_("Shadow"), "lightning": N_("Lightning"),
              "rabbit": N_("Rabbit"), "tree": N_("Tree"), "stone": N_("Stone"), "pawn1": N_("Time 1"),
              "pawn2": N_("Time 2"), "pawn3": N_("Time 3")}
KIND_MOVES = {
    "traveler": N_("slides any distance along a diagonal"),
    "shadow": N_("jumps next to a Traveler of its colour"),
    "lightning": N_("one step diagonally"),
    "rabbit": N_("jumps over one neighbouring piece"),
    "tree": N_("once, to any empty field of its shade"),
    "stone": N_("one step forward or back, then one sideways"),
    "pawn1": N_("exactly 1 field forward or sideways"),
    "pawn2": N_("exactly 2 fields forward or sideways"),
    "pawn3": N_("exactly 3 fields forward or sideways"),
}
CHEERS = (N_("Great move!"), N_("Nice one!"), N_("Well done, partner!"), N_("You are a great team!"))
HALVES = (N_("left half"), N_("right half"))

_REASONS: tuple[tuple[str, str, str], ...] = (
    (r"a Traveler died in the desert on (\w+)", N_("A Traveler fell asleep in the desert on {field}"),
     N_("A Traveler fell asleep in the desert")),
    (r"a Traveler came back to its own home field (\w+)",
     N_("A Traveler went back to its own home field {field}"),
     N_("A Traveler went back home and got stuck")),
    (r"a Tree took root on home field (\w+)", N_("A Tree took root on the home field {field}"),
     N_("A Tree grew on a home field")),
    (r"the Traveler on (\w+) is cut off from (\w+) by dead pieces, planted Trees and fixed "
     r"Travelers", N_("The Traveler on {field} can never reach {target}: dead pieces, planted Trees "
     "and fixed Travelers bar every way"), N_("A Traveler is walled in and can never get across")),
    (r"the Traveler on (\w+) is cut off: (\w+) is blocked for good",
     N_("The Traveler on {field} can never arrive: {target} is blocked for good"),
     N_("A Traveler is walled in and can never get across")),
)


def arrived(colour: str, field: str) -> bool:
    """A Traveler of ``colour`` fixed on ``field`` has reached the other side's home (its
    goal), not come back to its own."""
    return territory(field) != (0 if colour == "white" else 1)


def draw_star(surface: pygame.Surface, centre: tuple[float, float], size: float, turn: float) -> None:
    """A five-pointed gold star of outer radius ``size``, turned by ``turn`` radians."""
    if size < 1:
        return
    points = []
    for k in range(10):
        radius = size if k % 2 == 0 else size * 0.45
        angle = turn - math.pi / 2 + k * math.pi / 5
        points.append((centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)))
    pygame.draw.polygon(surface, STAR_GOLD, points)
    pygame.draw.polygon(surface, art.GOLD, points, 1)


def reason_text(reason: str, kids: bool) -> str:
    """The rules model's loss reason in the player's language (kids: without field names)."""
    for pattern, plain, simple in _REASONS:
        found = re.fullmatch(pattern, reason)
        if found:
            if kids:
                return tr(simple)
            return tr(plain, field=found.group(1), target=found.group(found.lastindex or 1))
    found = re.fullmatch(r"(White|Black) has no legal move", reason)
    if found:
        return tr("{name} have no move left", name=tr(found.group(1)))
    return reason


class MazeScene(GameScene):
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
                                1 if inline else HINT_WORKERS)
        self.hint_move: Move | None = None
        self.hint_sure = False
        self.asked_winnable = False
        self.note = ""
        self.cheer = ""
        self.selected: str | None = None
        self.targets: dict[str, Move] = {}
        self.moving: tuple[Hashable, str, str] = ((), "traveler", "white")
        self._backdrops: dict[tuple[int | None, str], pygame.Surface] = {}
        self._legend: tuple[str, pygame.Surface] | None = None
        area = self.panel_area
        self.panel_buttons = ButtonRow()
        self._place_end_buttons()
        if self.kids:
            self._kids_buttons()
            self.panel_buttons.add(Button((area.x, area.y + 150, area.w, 90), N_("Hint!"),
                                          self.show_hint, role="kids", colour=theme.ACCENT,
                                          enabled=self.hint_available, visible=self._playing))
        else:
            # A lesson's positions are prepared: no score sheet, no solver verdicts there.
            self.panel_buttons.add(Button((area.x, area.bottom - 52, 220, 52), N_("Save score sheet"),
                                          self.export_sheet, visible=lambda: not self.lesson))
            self.panel_buttons.add(Button((area.x + 232, area.bottom - 52, area.w - 232, 52),
                                          N_("Is this deal winnable?"), self.ask_winnable,
                                          enabled=lambda: not self.state.is_over(),
                                          visible=lambda: not self.lesson))

    def _kids_buttons(self) -> None:
        """Kids' targets are at least 64 px; the big panel Hint replaces the small one."""
        size = theme.KIDS_TARGET
        kept = []
        for button in self.buttons.buttons:
            if button.label == "Hint" or button is self.log_toggle:
                continue  # the kids' screen shows no move list
            if button.rect == PAUSE_BUTTON:
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
        """The score sheet and "Is this deal winnable?" (the kids' big Hint)."""
        return button_targets(self.panel_buttons)

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
        if self.lesson:
            return  # the lesson says what to play; the solver would only take frames from it
        seat = self.session.seat_to_move()
        if seat is not None and not seat.computer:
            self.hints.watch(self.state)
        elif seat is not None:
            self.hints.cancel()  # the computer partner needs the CPU more
        self.hints.poll()
        if (self.hint_move is not None and not self.hint_sure
                and self.hints.verdict(self.state).answer == "yes"):
            self.hint_move = None
            self.show_hint()

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
        if self.panel_buttons.handle(event):
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
            self.select(None)
            return
        if event.button != 1:
            return
        field = self.layout.at(event.pos)
        if field is None:
            self.select(None)
            return
        if self.selected is not None and field in self.targets:
            self.submit(self.targets[field])
            return
        if field == self.selected:
            self.select(None)
            return
        if self.shown.moves_from(field):
            self.select(field)
            self.ctx.audio.play("click")
            piece = self.shown.piece_at(field)
            self.status = tr("{piece} on {field}: {how}", piece=tr(KIND_NAMES[piece.kind]),
                             field=field, how=tr(KIND_MOVES[piece.kind])) if piece else ""
            self.cheer = tr("Now tap a glowing field")
            return
        self.select(None)
        self._explain(field)

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
        if self.session.seats[player].computer:
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
        if isinstance(event, Moved):
            return [self._move_anim(event)]
        token, kind, colour = self.moving
        if isinstance(event, Died):
            return [Drawn(SLEEP_FRAMES, self._fall_asleep(kind, colour, event.at), token,
                          sound="swallow")]
        if isinstance(event, Planted):
            return [Drawn(PLANT_FRAMES, self._take_root(colour, event.at), token, sound="plant")]
        if isinstance(event, Fixed):
            if arrived(colour, event.at):
                return [Drawn(CELEBRATE_FRAMES, self._celebrate(kind, colour, event.at), token,
                              sound="recruit")]
            return [Drawn(FIX_FRAMES, self._fix(kind, colour, event.at), token, sound="click")]
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
        return Drawn(FADE_FRAMES, self._teleport(sprite, points[0], points[-1]), token,
                     sound="swallow")

    @staticmethod
    def _teleport(sprite: pygame.Surface, start: tuple[int, int], end: tuple[int, int]
                  ) -> Callable[[pygame.Surface, float], None]:
        """A Shadow melts away and rises again next to its Traveler."""
        def draw(surface: pygame.Surface, t: float) -> None:
            at, alpha = (start, 1 - 2 * t) if t < 0.5 else (end, 2 * t - 1)
            ghost = sprite.copy()
            ghost.set_alpha(int(255 * max(0.0, alpha)))
            surface.blit(ghost, ghost.get_rect(center=at))
        return draw

    def _fall_asleep(self, kind: str, colour: str, field: str) -> Callable[[pygame.Surface, float], None]:
        awake, asleep = self._sprite(kind, colour), self._sprite(kind, colour, "dead")
        centre = self.layout.centre(field)

        def draw(surface: pygame.Surface, t: float) -> None:
            if t < 0.6:
                wobble = 12 * (1 - t / 0.6) * (1 if (int(t * 30) % 2) else -1)
                tipped = pygame.transform.rotate(awake, wobble + 70 * ease_out(t / 0.6))
                surface.blit(tipped, tipped.get_rect(center=centre))
            else:
                surface.blit(asleep, asleep.get_rect(center=centre))
        return draw

    def _take_root(self, colour: str, field: str) -> Callable[[pygame.Surface, float], None]:
        grown = self._sprite("tree", colour, "planted")
        rect = self.layout.rect(field)

        def draw(surface: pygame.Surface, t: float) -> None:
            scale = 0.3 + 0.7 * ease_out(t)
            size = max(1, int(grown.get_width() * scale))
            image = pygame.transform.smoothscale(grown, (size, size))
            surface.blit(image, image.get_rect(midbottom=(rect.centerx, rect.bottom - 3)))
        return draw

    def _fix(self, kind: str, colour: str, field: str) -> Callable[[pygame.Surface, float], None]:
        fixed = self._sprite(kind, colour, "fixed")
        centre = self.layout.centre(field)

        def draw(surface: pygame.Surface, t: float) -> None:
            surface.blit(fixed, fixed.get_rect(center=centre))
            radius = int(self.layout.cell * (0.45 + 0.5 * ease_out(t)))
            pygame.draw.circle(surface, art.GOLD, centre, radius, max(1, int(5 * (1 - t))))
        return draw

    def _celebrate(self, kind: str, colour: str, field: str) -> Callable[[pygame.Surface, float], None]:
        """A Traveler home on the far side: the gold ring of a fixed piece, and stars that
        burst out and twinkle away."""
        fix = self._fix(kind, colour, field)
        cx, cy = self.layout.centre(field)
        cell = self.layout.cell

        def draw(surface: pygame.Surface, t: float) -> None:
            fix(surface, min(1.0, t * 2))
            fade = 1 - max(0.0, (t - 0.6) / 0.4)
            for k in range(8):
                angle = k * math.pi / 4 + t * 1.5
                reach = cell * (0.35 + 0.8 * ease_out(min(1.0, t * 1.6)))
                size = cell * 0.24 * fade * (0.7 + 0.3 * math.sin(t * 20 + k))
                draw_star(surface, (cx + reach * math.cos(angle), cy + reach * math.sin(angle)),
                          size, angle)
            for k in range(6):
                twinkle = max(0.0, math.sin(t * 14 + k * 1.7)) * fade
                angle = k * math.pi / 3 + 0.5
                at = (round(cx + cell * 0.6 * math.cos(angle)), round(cy + cell * 0.6 * math.sin(angle)))
                pygame.draw.circle(surface, (255, 250, 220), at, max(1, round(4 * twinkle)))
        return draw

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
            self._draw_hint(surface, self.hint_move, self.hint_sure)
        radius = self.layout.cell // (3 if self.kids else 4)
        for field in self.targets:
            widgets.glow_ring(surface, self.layout.centre(field), radius, self.frame)
        surface.blit(self._legend_surface(),
                     (0, self.layout.outline.bottom + (14 if self.kids else 26)))
        hand = self.hand_field() if state is self.shown else None
        if hand is not None:
            centre = self.layout.centre(hand)
            # The finger touches the top of the piece, so the piece itself stays in sight.
            widgets.pointing_hand(surface, (centre[0], centre[1] - self.layout.cell * 9 // 25), self.frame)

    def _draw_headers(self, surface: pygame.Surface, side: int | None) -> None:
        role = "kids" if self.kids else "body"
        for half, label in ((0, N_("White's half")), (1, N_("Black's half"))):
            rect = self.layout.half(half)
            colour = theme.HIGHLIGHT if half == side else theme.TEXT_DIM
            where = (rect.centerx, rect.y - (24 if self.kids else 30))
            drawn = text.blit(surface, tr(label), where, role, colour, "midbottom")
            if half == side:
                pygame.draw.line(surface, theme.HIGHLIGHT, (drawn.x, drawn.bottom + 2),
                                 (drawn.right, drawn.bottom + 2), 3)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), 2, border_radius=4)

    def _draw_hint(self, surface: pygame.Surface, move: Move, sure: bool) -> None:
        """A sure hint: a solid line between two glowing rings. A guess: a dotted line and a
        question mark on the field, so it never looks like a sure one."""
        start = self.layout.centre(FIELDS[move.frm])
        end = self.layout.centre(FIELDS[move.to])
        radius = int(self.layout.cell * 0.48)
        widgets.glow_ring(surface, start, radius, self.frame)
        widgets.glow_ring(surface, end, radius, self.frame)
        if sure:
            pygame.draw.line(surface, theme.HIGHLIGHT, start, end, 5)
            return
        length = max(1.0, ((end[0] - start[0]) ** 2 + (end[1] - start[1]) ** 2) ** 0.5)
        for k in range(0, int(length), 14):
            t = k / length
            dot = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            pygame.draw.circle(surface, theme.HIGHLIGHT, dot, 3)
        badge = (end[0] + radius * 0.7, end[1] - radius * 0.7)
        pygame.draw.circle(surface, theme.PANEL, badge, 13)
        pygame.draw.circle(surface, theme.HIGHLIGHT, badge, 13, 2)
        text.blit(surface, "?", (round(badge[0]), round(badge[1]) + 1), "body", theme.HIGHLIGHT,
                  "center")

    def _legend_surface(self) -> pygame.Surface:
        """The nine pieces with their names, the desert and the home field (built per language)."""
        if self._legend is not None and self._legend[0] == language():
            return self._legend[1]
        role = "body" if self.kids else "small"
        legend = pygame.Surface((BOARD.w, 180), pygame.SRCALPHA)
        kinds = list(KIND_NAMES)
        size = 44 if self.kids else 36
        step = BOARD.w // 5
        for n, kind in enumerate(kinds):
            row, col = divmod(n, 5)
            x = step // 2 + col * step
            y = row * (size + 30)
            icon = art.piece(kind, "white", "alive", size)
            legend.blit(icon, icon.get_rect(midtop=(x, y)))
            text.blit(legend, tr(KIND_NAMES[kind]), (x, y + size + 2), role, theme.TEXT, "midtop")
        # The fifth place of the second row shows the two special fields.
        x, y = step // 2 + 4 * step, size + 30
        for dx, label, colour in ((-36, N_("Desert"), art.SAND_LIGHT), (36, N_("Home"), art.GRASS_LIGHT)):
            swatch = pygame.Rect(0, 0, size - 6, size - 6)
            swatch.midtop = (x + dx, y + 3)
            pygame.draw.rect(legend, colour, swatch)
            if label == "Home":
                pygame.draw.rect(legend, art.IVORY, swatch.inflate(-4, -4), 3, border_radius=4)
            text.blit(legend, tr(label), (swatch.centerx, y + size + 2), role, theme.TEXT, "midtop")
        self._legend = (language(), legend)
        return legend

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.kids:
            lines = text.wrap(self.kids_message(), "kids", rect.w)[:4]
            for i, line in enumerate(lines):
                text.blit(surface, line, (rect.x, rect.y + i * 36), "kids", theme.HIGHLIGHT)
            self.panel_buttons.draw(surface)
            return
        y = rect.y
        side = self.shown.to_move
        if side is not None:
            text.blit(surface, tr("{name} moves any piece on the {half}",
                                  name=self.player_name(side), half=tr(HALVES[side])),
                      (rect.x, y), "small", theme.HIGHLIGHT)
        y += 28
        for seat, info in enumerate(self.session.seats):
            who = (tr("Computer ({level})", level=tr(LEVELS[info.level])) if info.computer
                   else tr("Human"))
            text.blit(surface, tr("{name}: {who}", name=self.player_name(seat), who=who),
                      (rect.x + seat * rect.w // 2, y), "small", theme.TEXT_DIM)
        y += 26
        board = self.shown.pieces()
        dead = sum(1 for p in board if p.state == "dead")
        trees = sum(1 for p in board if p.state == "planted")
        text.blit(surface, tr("Asleep in the desert: {dead} · Trees planted: {trees}",
                              dead=dead, trees=trees), (rect.x, y), "small", theme.TEXT_DIM)
        y += 30
        if self.asked_winnable and not self.state.is_over():
            lines = text.wrap(self.winnable_text(), "small", rect.w - 60)[:2]
            for i, line in enumerate(lines):
                text.blit(surface, line, (rect.x, y + i * 20), "small", theme.HIGHLIGHT)
            if self.hints.verdict(self.state).answer == "searching":
                self._draw_thinking(surface, (rect.right - 44, y + 10))
            y += 20 * len(lines) + 6
        for i, line in enumerate(text.wrap(self.note, "small", rect.w)[:3]):
            text.blit(surface, line, (rect.x, y + i * 20), "small", theme.TEXT)
        self.panel_buttons.draw(surface)

    def _draw_thinking(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        for k in range(3):
            phase = (self.frame // 10 + k) % 3
            pygame.draw.circle(surface, theme.ACCENT if phase == 0 else theme.TEXT_DIM,
                               (at[0] + k * 18, at[1]), 6)

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.kids:
            super().draw_log(surface, rect)

    def end_box(self) -> pygame.Rect:
        """The end banner sits under the board so the swapped (or stuck) Travelers stay seen;
        it covers the whole legend, whose last label reaches near the board's edge."""
        return pygame.Rect(8, self.layout.outline.bottom + 8, BOARD.w - 16,
                           BOARD.bottom - self.layout.outline.bottom - 12)

    def _place_end_buttons(self) -> None:
        box = self.end_box()
        height = theme.KIDS_TARGET if self.kids else 56
        for k, button in enumerate(self.end_buttons.buttons):
            button.rect = pygame.Rect(box.right - 16 - (2 - k) * 190, box.bottom - height - 10,
                                      180, height)

    def draw_end(self, surface: pygame.Surface) -> None:
        box = self.end_box()
        won = bool(self.state.winners())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT if won else theme.ILLEGAL, box, 3,
                         border_radius=18)
        text.blit(surface, self.status_text(), (box.x + 20, box.y + 12), "title")
        if won:
            detail = tr("Great teamwork!") if self.kids else tr("The Travelers have swapped sides")
        else:
            detail = reason_text(self.state.lost_reason or "", self.kids)
        role = "kids" if self.kids else "body"
        lines = text.wrap(detail, role, box.w - 420)[:3]
        for i, line in enumerate(lines):
            text.blit(surface, line, (box.x + 20, box.y + 60 + i * 30), role, theme.TEXT_DIM)
        self.end_buttons.draw(surface)

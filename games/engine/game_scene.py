"""The base of every game's scene: turn flow, computer seats, animations, panel, undo, end.

A game's scene subclasses :class:`GameScene` and fills in:

- ``draw_board(surface, state, hidden)``: the board for ``state`` (the position the player
  sees: it changes only when the animations of a move have finished), leaving out the
  ``hidden`` tokens that animations are drawing;
- ``animate(event) -> list[Anim]``: the animations for one event of ``state.play()``;
- ``board_event(event)``: a person's input on the board while they are to move and nothing is
  animating; a finished choice is sent with :meth:`submit`;
- optionally ``draw_panel(surface, rect)`` (dice, hands…), ``status_text()``,
  ``player_name(i)``, ``hint()``, ``reset_selection()``, ``roll_rect()``.

The rules of the table live in the :class:`Session`: what Undo may take back
(``session.can_undo()``), whose dice are due, when the screen must be handed over. The scene
never plays for a computer seat itself: the :class:`Thinker` worker answers while the picture
keeps moving; a worker that stops answering is replaced and a fallback move is played. A
person's dice wait for that person (the Roll button, a click on the dice, Space or Enter); a
computer's roll themselves. Everything the chrome says about the turn (status line, seat badge)
is read from the position on screen (``shown``), never from the model ahead of it. The
chrome's layout and drawing at every text size are :mod:`games.engine.game_chrome`'s.
"""
from __future__ import annotations

import functools
import logging
import random
from typing import Any, Hashable

import pygame

from games.engine import controls, players, recording, text, theme
from games.engine.animation import AnimQueue, Call, sequence
from games.engine.i18n import N_, Name, Noun, language, tr
from games.engine.rules_base import CHANCE, IllegalMove
from games.engine.focus import Target
from games.engine.game_chrome import BOARD, HINT_SLOT, PANEL, PAUSE_BUTTON, GameChrome
from games.engine.scene import Context, Scene, button_targets, sooner
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow

log = logging.getLogger(__name__)

COMPUTER_PAUSE_FRAMES = 24
ROLL_PAUSE_FRAMES = 12
WATCHDOG_FACTOR = 4
"""A computer player silent for this many times its game's ``think_seconds`` is replaced."""
DOTS_FRAMES = 10
"""The "thinking" dots step every this many frames."""
THINK_POLL_FRAMES = 2
"""While a computer thinks, its answer is looked for this often (the picture waits)."""


class GameScene(GameChrome, Scene):
    """Shared turn flow and chrome; subclasses draw the board and animate events."""

    name = "game"
    motion = "pulses"
    dots_frames = DOTS_FRAMES
    """How often the "thinking" dots step (the attract loop slows them)."""
    background: tuple[str, ...] = ()
    """Attributes naming helpers that work off the frame loop and have a ``busy`` flag (a
    hint search): their answers change the picture at no frame the scene can foresee, so
    while one works the pulses do not rest."""

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.state = session.state
        self.shown = self.state.copy()
        wanted = {seat.player for seat in session.seats if seat.player and not seat.computer}
        self._pictures = {p.id: p.badge for p in players.load()[0] if p.id in wanted} if wanted else {}
        """Named players' badges by player id, read once here (never while drawing)."""
        self.anims = AnimQueue(ctx.audio.play)
        self.thinker = thinker or Thinker()
        if any(seat.computer for seat in session.seats):
            self.thinker.warm(session.info.rules, session.info.ai)
        self.status = ""
        self.error = ""
        self.wait = COMPUTER_PAUSE_FRAMES
        self.log_back = 0
        """How many entries of the move list are scrolled back from the newest."""
        self.over_log = False
        """The pointer is over the move list: the mouse wheel scrolls it."""
        self.log_pressed = False
        """The last press began on the move list: its release there opens the whole list."""
        self._choice_keys: set[Any] = set()
        self.history: list[tuple[str, list[Any], Any]] = []
        """Each move with its events and the position before it (for the log in words)."""
        self._words: tuple[str, list[tuple[int | None, str | None]]] = ("", [])
        self.notation = False
        """The log shows notation instead of words (the toggle over the move list)."""
        self.lesson = False
        """In a lesson the lesson plays the other seats; Undo, Hint, pause and the move list
        give way to the lesson's box."""
        self.vet: Any = None
        """``vet(notation) -> message | None``: a lesson refuses any move but its next one."""
        self.buttons = ButtonRow()
        y = PANEL.bottom - 64
        playing = self._playing
        self.buttons.add(Button((PANEL.x + 16, y, 150, 56), N_("Undo"), self.undo, enabled=self.can_undo,
                                glyph="undo", visible=playing))
        self.hint_button: Button | None = None
        """The Hint button, in the games that give hints."""
        if type(self).hint is not GameScene.hint:
            self.hint_button = Button(HINT_SLOT, N_("Hint"), self.ask_hint, enabled=self.hint_available,
                                      glyph="hint", visible=playing)
            self.buttons.add(self.hint_button)
        self.buttons.add(Button((PANEL.x + 348, y, 150, 56), N_("Help"), self.open_help, glyph="help",
                                visible=playing))  # a replay's box covers it (F1 still opens help)
        self.buttons.add(Button(PAUSE_BUTTON, "", self.pause, label_fn=lambda: "", glyph="pause",
                                visible=playing))
        self.log_toggle = Button((self.log_area.right - 150, self.log_area.y - 12, 150, 44), N_("Notation"),
                                 self.toggle_notation, role="small",
                                 label_fn=lambda: tr("Words") if self.notation else tr("Notation"),
                                 visible=lambda: self.describes() and self._playing())
        self.buttons.add(self.log_toggle)
        self.end_buttons = ButtonRow([
            Button((BOARD.centerx - 230, BOARD.centery + 60, 220, 60), N_("New game"), self.restart,
                   colour=theme.ACCENT),
            Button((BOARD.centerx + 10, BOARD.centery + 60, 220, 60), N_("Menu"), self.to_menu),
        ])
        if session.info.review:
            self.end_buttons.add(Button((0, 0, 160, 60), N_("Review"), self.review))
            for k, button in enumerate(self.end_buttons.buttons):
                button.rect = pygame.Rect(BOARD.centerx - 250 + k * 170, BOARD.centery + 60, 160, 60)
        self._normal_rects = {id(b): b.rect.copy() for b in self.buttons.buttons + self.end_buttons.buttons}
        self.layout_chrome()
        self.won_sound_played = self.state.is_over()
        self.recorded = self.state.is_over()
        """The game's record is written (or the game ended before this scene: a finished
        save resumed, which was recorded when it ended)."""
        if session.info.kids:
            self.motion = "restless"  # a child follows a moving hand: it must not stop
        self._replay_history()

    def _playing(self) -> bool:
        """Neither a lesson nor a replay: the buttons, the move list and the end box they
        hide are shown."""
        return not self.lesson and not self.watching

    @property
    def watching(self) -> bool:
        """A recorded game is being watched (:mod:`games.engine.replay` steps it): no seat
        takes input or thinks, and the game's buttons give way to the replay's."""
        return self.session.watched

    # ----- hooks for subclasses -------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        """Draw ``state`` on the board area without the ``hidden`` tokens."""

    def animate(self, event: Any) -> list[Any]:
        """Animations for one event (default: none)."""
        return []

    def board_event(self, event: pygame.event.Event) -> None:
        """A person's input on the board (only while they are to move and nothing animates)."""

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Game-specific part of the side panel (dice, hand, captured pieces…)."""

    def player_name(self, player: int) -> str:
        """The seat's named player, else its colour's name."""
        seats = self.session.seats
        if 0 <= player < len(seats) and seats[player].name:
            return seats[player].name
        names = self.session.info.seat_names or tuple(theme.SEAT_NAMES)
        return tr(names[player % len(names)])

    def seat_picture(self, player: int) -> str:
        """The badge of the named player in seat ``player`` ("" for a computer, an unnamed
        seat, or a player no longer in the players list), drawn for that seat in the game."""
        seats = self.session.seats
        if not 0 <= player < len(seats) or seats[player].computer:
            return ""
        return self._pictures.get(seats[player].player or "", "")

    def player_noun(self, player: int) -> Noun:
        """The seat's name as a word a translation may decline (``{name:gen}``); a named
        player's name stands unchanged in every case (:class:`~games.engine.i18n.Name`)."""
        seats = self.session.seats
        if 0 <= player < len(seats) and seats[player].name:
            return Name(seats[player].name)
        names = self.session.info.seat_names or tuple(theme.SEAT_NAMES)
        return Noun(names[player % len(names)])

    def turn_player(self) -> int | None:
        """Whose turn the position on screen shows (at a chance node: whose dice)."""
        shown = self.shown
        player = shown.to_move
        if player == CHANCE:
            player = getattr(shown, "turn", None)
        return player if isinstance(player, int) and 0 <= player < len(self.session.seats) else None

    def status_text(self) -> str:
        """What is happening and what to do next, for the position on screen."""
        shown = self.shown
        if shown.is_over():
            winners = sorted(shown.winners())
            if not winners:
                return tr("Game over")
            return tr("{name} wins!", name=", ".join(self.player_name(w) for w in winners))
        player = self.turn_player()
        if player is None:
            return self.status
        seat = self.session.seats[player]
        if shown.to_move == CHANCE:
            if self.status:
                return self.status
            if seat.computer or self.anims.busy:
                return tr("{name} rolls the dice", name=self.player_noun(player))
            return tr("{name}: roll the dice", name=self.player_noun(player))
        if seat.computer and not self.watching:
            return tr("{name} is thinking", name=self.player_noun(player))
        return self.status or tr("{name} to move", name=self.player_noun(player))

    def hint(self) -> Any:
        """A suggested move for the person to move, or None (default: none offered)."""
        return None

    def hint_available(self) -> bool:
        return False

    def ask_hint(self) -> None:
        """A person asked for a hint (the button, H, X): the game's record will say so."""
        if self.hint_available():
            self.session.hinted = True
        self.show_hint()

    def show_hint(self) -> None:
        """Default Hint button: show the hint as text."""
        move = self.hint()
        self.status = tr("Hint: {move}", move=str(move)) if move is not None else tr("No hint found")

    def reset_selection(self) -> None:
        """The shown position changed: forget half-made choices."""

    def draw_review_mark(self, surface: pygame.Surface, move: str) -> None:
        """A review's suggested ``move`` on the board just drawn (default: nothing)."""

    def roll_rect(self) -> pygame.Rect:
        """Where the big Roll button sits when a person's dice are due."""
        return pygame.Rect(self.panel_area.x + 4, self.panel_area.y + 96, 240, 72)

    @functools.cached_property
    def roll_button(self) -> Button:
        """The Roll button (made on first use: its place comes from the subclass's layout)."""
        rect = self.roll_rect()
        if text.size() != "normal":
            rect = rect.inflate(0, max(0, text.px(theme.MIN_TARGET) + 4 - rect.h))
        return Button(rect, N_("Roll"), self.roll, colour=theme.ACCENT, enabled=self.can_roll)

    def dice_rects(self) -> list[pygame.Rect]:
        """Where the dice are drawn: a click or tap on them rolls a person's dice too."""
        return []

    def animations(self, events: list[Any]) -> list[Any]:
        """The animations of one move's events, in order (a game may look at them together,
        e.g. to tell a wasted roll in one banner)."""
        anims: list[Any] = []
        for event in events:
            anims.extend(sequence(self.animate(event)))
        return anims

    def log_lines(self) -> list[str]:
        """The move list in notation (the "Notation" view of the log)."""
        return [f"{i + 1}. {m}" for i, m in enumerate(self.session.moves)]

    def describe(self, move: str, events: list[Any], before: Any) -> str | None:
        """A move in words for the log ("Blue: traveler from 5 to 7 — …"), from its events
        and the position before it; None leaves it out of the words view (e.g. a roll the
        next line tells anyway). Games that do not describe keep the notation view only."""
        return None

    def describes(self) -> bool:
        return type(self).describe is not GameScene.describe

    def last_words(self) -> str | None:
        """The last move on show in words, in the player's language (a replay's line under
        its title); None when the game has no words for it (the replay shows its notation)."""
        lines = self.word_lines() if self.describes() else []
        return lines[-1][1] if lines else None

    def word_lines(self) -> list[tuple[int | None, str]]:
        """``(player, sentence)`` for the moves so far, in the current language (cached)."""
        lang = language()
        if self._words[0] != lang:
            self._words = (lang, [])
        cache = self._words[1]
        del cache[len(self.history):]
        for move, events, before in self.history[len(cache):]:
            player = before.to_move if before.to_move != CHANCE else getattr(before, "turn", None)
            cache.append((player, self.describe(move, events, before)))
        return [(p, s) for p, s in cache if s]

    def _record(self, move: str, events: list[Any], before: Any) -> None:
        if self.describes():
            self.history.append((move, events, before))

    def _replay_history(self) -> None:
        """Words for a resumed game's earlier moves: replay them from the initial position."""
        if not self.describes() or not self.session.moves:
            return
        state = self.session.rules.from_json(self.session.initial)
        for move in self.session.moves:
            before = state.copy()
            self.history.append((move, state.play(move), before))

    # ----- services -------------------------------------------------------------------------
    def human_to_move(self) -> bool:
        seat = self.session.seat_to_move()
        return seat is not None and not seat.computer and not self.anims.busy and not self.watching

    def can_roll(self) -> bool:
        """A person's dice are due and nothing is animating."""
        return (not self.anims.busy and self.state.to_move == CHANCE and self.session.person_rolls()
                and not self.session.cover_due() and not self.watching)

    def roll(self) -> None:
        """Roll the dice of the person whose turn it is (the outcome is the session's)."""
        if self.can_roll():
            self.submit(self.session.chance_move())

    def guide(self, move: str) -> Target | None:
        """The next thing to press on the way to playing ``move`` (a lesson's hand, a hint):
        by default the Roll button for a person's roll; games add their own choices."""
        if self.can_roll():
            return Target.of(self.roll_button.rect, "roll", self.roll)
        return None

    def submit(self, move: Any) -> bool:
        """Play a move for the seat to move; an illegal one is refused with a message."""
        if self.vet is not None:
            refusal = self.vet(str(move))
            if refusal:
                self.reset_selection()
                return False
        try:
            events = self.session.play(move)
        except IllegalMove as exc:
            self.error = tr("Illegal move: {move}", move=str(exc))
            self.ctx.audio.play("error")
            return False
        self.error = self._save_problem()
        self.status = ""
        self._queue(events)
        return True

    def _save_problem(self) -> str:
        problem = self.session.save_problem
        return tr("The game could not be saved ({why}); it goes on.", why=problem) if problem else ""

    def _queue(self, events: list[Any]) -> None:
        if self.state.is_over() and not self.recorded:
            self.recorded = True
            problem = recording.keep(self.session, self.ctx.kiosk or self.lesson)
            if problem:
                self.error = tr("The game could not be recorded ({why}).", why=problem)
        self._record(self.session.moves[-1], events, self.shown.copy() if self.describes() else None)
        self.anims.add(*self.animations(events))
        self.anims.add(Call(self._sync))

    def _sync(self) -> None:
        self.shown = self.state.copy()
        self.anims.settle()
        self.reset_selection()
        self.wait = COMPUTER_PAUSE_FRAMES

    def can_undo(self) -> bool:
        """The session's undo policy, while nothing animates."""
        return self.session.can_undo() and not self.anims.busy

    def undo(self) -> None:
        if not self.can_undo():
            return
        self.thinker.cancel()
        self.anims.skip()
        self.session.undo()
        del self.history[len(self.session.moves):]
        self.state = self.session.state
        self.shown = self.state.copy()
        self.reset_selection()
        self.status = ""
        self.error = self._save_problem()

    def show_position(self) -> None:
        """Show the session's position at once, without animations (a replay's jump)."""
        self.anims.skip()
        self.state = self.session.state
        self.shown = self.state.copy()
        self.history.clear()
        self._replay_history()
        self.status = self.error = ""
        self.won_sound_played = self.state.is_over()
        self.reset_selection()

    def restart(self) -> None:
        """A new deal with the same seats and options (dealt off the frame loop)."""
        self.thinker.cancel()
        self.anims.skip()
        self.ctx.router.restart(self.session)

    def review(self) -> None:
        """Look back at the finished game (an overlay over this end screen)."""
        self.error = self.ctx.router.review(self.session)

    def save_and_quit(self) -> None:
        self.session.save()
        self.to_menu()

    def to_menu(self) -> None:
        self.ctx.router.home(self.session.save_problem and self._save_problem())

    def pause(self) -> None:
        self.ctx.router.pause(self)

    def open_help(self) -> None:
        self.ctx.router.help(self.session.info)

    def open_moves(self) -> None:
        """The whole move list on a page of its own (it only reads the list)."""
        if self.has_move_list():
            self.ctx.router.moves(self)

    def leave(self) -> None:
        self.thinker.close()

    # ----- keys, pads and the focus cursor ----------------------------------------------------
    def choices(self) -> list[Target]:
        """What the person to move can pick on the board and in the panel now (movable
        pieces, their destinations, dice, cards…), for the focus cursor; the game's own
        pointer logic handles the press a choice makes."""
        return []

    def panel_targets(self) -> list[Target]:
        """A game's own panel buttons that work whoever is to move (flip the board, the
        pieces page…), for the focus cursor."""
        return []

    def focus_choices(self) -> list[Target]:
        """The Roll button when a person's dice are due, else the person's choices."""
        if self.can_roll():
            return [Target.of(self.roll_button.rect, "roll", self.roll)]
        return self.choices() if self.human_to_move() else []

    def focus_targets(self) -> list[Target]:
        """Nothing while the animations play (input waits); then the choices first."""
        if self.anims.busy:
            return []
        if self.shown.is_over():
            return button_targets(self.end_buttons)
        return self.focus_choices() + self.panel_targets() + button_targets(self.buttons)

    def _follow_choices(self) -> None:
        """When new choices appear (a die picked: its travelers; a piece picked: where it
        may go; a new turn), the focus jumps to the first of them, as a player's eye would."""
        choices = self.focus_choices()
        keys = {t.key for t in choices}
        if keys == self._choice_keys:
            return
        fresh = [t for t in choices if t.key not in self._choice_keys]
        if fresh and (self.focus.key not in keys or self.focus.key in self._choice_keys):
            self.focus.set(fresh[0])
            # The virtual pointer goes along, so what follows the pointer (a wall's ghost, a
            # hover preview) shows where the focus is, not where the last choice was made.
            self._point(fresh[0])
        self._choice_keys = keys

    def focus_colour(self) -> tuple[int, int, int]:
        player = self.turn_player()
        if player is None:
            return theme.HIGHLIGHT
        looks = self.session.info.seat_looks
        colour = looks[player % len(looks)][0] if looks else theme.seat_colour(player)
        return theme.HIGHLIGHT if sum(colour) < 150 else colour

    def pad_may_act(self, pad: int | None) -> bool:
        """A controller acts only for its own seat; a seat nobody's controller took may be
        played by any controller (one controller can play every seat in turn)."""
        owners = self.ctx.pad_seats
        if pad is None or not owners:
            return True
        player = self.turn_player()
        if player is None:
            return True
        if player in owners.values():
            return owners.get(pad) == player
        return True

    def act(self, event: pygame.event.Event) -> None:
        if getattr(event, "device", "") == "pad" and event.action not in ("pause", "help") \
                and not self.pad_may_act(event.pad):
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "pause":
            self.pause()
        elif name == "back":
            # Back (B, Esc) first drops a half-made choice; with nothing chosen it pauses.
            if self.human_to_move() and self.has_selection():
                self.reset_selection()
            else:
                self.pause()
        elif name == "undo":
            self.undo()
        elif name == "hint":
            if self.hint_available():
                self.ask_hint()
        elif name == "help":
            self.open_help()
        elif name == "turn":
            self.turn_piece(event.steps)
        elif name == "mirror":
            self.mirror_piece()
        elif name == "scroll":
            self.scroll(event.steps)

    def has_selection(self) -> bool:
        """A half-made choice is on the board (a piece picked, a card chosen)."""
        return False

    def turn_piece(self, steps: int) -> None:
        """Shoulder buttons, Q/E, the wheel: turn what is being placed (Mazing's wall)."""

    def mirror_piece(self) -> None:
        """A trigger or F: mirror what is being placed (or flip the board)."""

    def scroll(self, steps: int) -> None:
        """The right stick, Page Up/Down or the wheel over the list: scroll the move list
        (back into older moves with up, towards the newest with down)."""
        count = len(self.word_lines()) if self.describes() and not self.notation else len(self.log_lines())
        self.log_back = max(0, min(count, self.log_back - steps * 4))

    # ----- the scene life cycle -------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.over_log = self.log_area.collidepoint(event.pos)
        elif event.type == pygame.MOUSEWHEEL and self.over_log and self._playing():
            self.scroll(-event.y)  # the wheel away from you goes back into older moves
            return
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rect = self.move_list_rect()
            self.log_pressed = rect is not None and rect.collidepoint(event.pos)
        if self.buttons.handle(event):
            return
        if self.can_roll():
            if self.roll_button.handle(event):
                return
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and any(
                    r.collidepoint(event.pos) for r in self.dice_rects()):
                self.roll()
                return
        if self._opens_moves(event):
            self.open_moves()
            return
        if self.state.is_over() and not self.anims.busy and self._playing():
            self.end_buttons.handle(event)
            return
        if self.human_to_move():
            self.board_event(event)

    def _opens_moves(self, event: pygame.event.Event) -> bool:
        """A click or tap on the move list (pressed and released there, its toggle aside)."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or not self.log_pressed:
            return False
        self.log_pressed = False
        rect = self.move_list_rect()
        return rect is not None and rect.collidepoint(event.pos)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.recorded:
            self.session.frames += 1
        self.anims.speed = 2 if self.ctx.settings.faster else 1
        self.anims.update()
        if self.anims.busy:
            return
        if controls.mode() != "mouse":
            self._follow_choices()
        state = self.state
        if state.is_over():
            if not self.won_sound_played:
                self.won_sound_played = True
                self.ctx.audio.play("win")
            return
        if self.lesson or self.watching:
            return
        if self.wait > 0:
            self.wait -= 1
            if state.to_move == CHANCE and self.wait > ROLL_PAUSE_FRAMES:
                self.wait = ROLL_PAUSE_FRAMES
            return
        if state.to_move == CHANCE:
            if not self.session.person_rolls():
                self._queue(self.session.roll())
            return
        seat = self.session.seat_to_move()
        if seat is not None and seat.computer:
            self._computer_turn(seat)

    def _thinking(self) -> bool:
        """A computer is to move (or to roll) and the picture waits for it: the dots show."""
        if self.anims.busy or self.state.is_over() or self.watching:
            return False
        seat = self.session.seat_to_move()
        if seat is not None:
            return seat.computer
        return self.state.to_move == CHANCE and not self.session.person_rolls()

    def _background_busy(self) -> bool:
        return any(getattr(self, name).busy for name in self.background)

    def in_motion(self) -> bool:
        return self.anims.busy or self._thinking() or self._background_busy()

    def redraw_in(self) -> int | None:
        """Animations every frame; a person's turn pulses until it rests; a computer's turn
        only steps its dots."""
        if self.anims.busy:
            return 0
        if self._thinking():
            return sooner(self.ring_in(), self.dots_frames - self.frame % self.dots_frames)
        return super().redraw_in()

    def wake_in(self) -> int | None:
        """The turn flow's own pauses end on time, and a thinking computer is heard soon."""
        soonest = self.redraw_in()
        if self.wait > 0:
            soonest = sooner(soonest, self.wait)
        if self._thinking():
            soonest = sooner(soonest, THINK_POLL_FRAMES)
        return soonest

    def _computer_turn(self, seat: Any) -> None:
        info = self.session.info
        if not self.thinker.busy:
            self.thinker.request(info.rules, info.ai or "", self.state.to_json(), seat.level,
                                 self.session.computer_seed(),
                                 deadline_s=info.think_seconds * WATCHDOG_FACTOR)
            return
        answer = self.thinker.poll()
        if answer is None:
            return
        _, move, error = answer
        if move is not None and self.submit(move):
            return
        log.error("computer player failed (%s); playing a fallback move", error or self.error)
        moves = self.state.legal_moves()
        self.submit(random.Random(self.session.computer_seed()).choice(moves))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface, self.shown, self.anims.hidden())
        self.anims.draw(surface)
        self.draw_chrome(surface)

    def toggle_notation(self) -> None:
        self.notation = not self.notation
        self.log_back = 0

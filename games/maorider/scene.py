"""The Maorider Chess scene: the wooden 9×8 board, the pieces and every event animated.

A person moves by click-click (piece, then a dot) or by dragging a piece onto a dot. A
selected Cannon marks its shots with crosshairs; a click on one fires (``c3@c5``). Enemy
pieces that the mover's King may recruit glow; a click on one recruits it (``+d5``). A mated
King that must be removed is announced, and a click on it removes it (``-e1``). While nothing
is chosen, the pieces that can move pulse softly; keys and controllers move the focus ring over
the same choices (:meth:`MaoriderScene.choices`), and the move list tells moves in words
(:mod:`games.maorider.words`).

The panel offers Redo (moves taken back with Undo, replayed in order), Flip board, the
Pieces diagrams, and Copy / Paste position (the clipboard, with the file
``maorider-position.txt`` in the data folder as the fallback and as a second copy).
"""
from __future__ import annotations

import math
from typing import Any, Callable, Hashable

import pygame

from games.engine import paths, text, theme, widgets
from games.engine.animation import Anim, Drawn, Path, banner, ease_in_out, ease_out
from games.engine.game_scene import BOARD, GameScene
from games.engine.focus import Target
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Scene, button_targets
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow
from games.maorider import art, words
from games.maorider.rules import (
    BLACK_BIT,
    CANNON,
    KING,
    LEAPS,
    LETTERS,
    MAO,
    MAO_LEGS,
    MAORIDER,
    NORMAL,
    PAWN,
    RANGES,
    RECRUIT,
    SHOT,
    SUICIDE,
    BadPosition,
    Captured,
    Check,
    GameOver,
    KingRemoved,
    MaoriderState,
    Moved,
    Promoted,
    Recruited,
    Shot,
    new_game,
    square_index,
    square_name,
)

POSITION_FILE = "maorider-position.txt"
DRAG_START = 6
"""Pixels the pointer must travel with the button down before a press becomes a drag."""
CHECK_RED = (230, 40, 40)
RECRUIT_GREEN = (110, 220, 140)

Token = tuple[str, str]
DrawFn = Callable[[pygame.Surface, float], None]

END_REASONS = {
    "checkmate": N_("{name} wins by checkmate"),
    "stalemate": N_("{name} wins: {loser} cannot move"),
    "no king": N_("{name} wins: {loser} have no King left"),
}
DRAW_REASONS = {"repetition": N_("Draw by threefold repetition"),
                "100 plies": N_("Draw: 100 plies without progress")}


def _token(square: str) -> Token:
    return ("sq", square)


def _split_position(position: str) -> str:
    """The position string with a space after its fourth ``/`` so that it wraps on two lines."""
    head, sep, tail = position.partition(" ")
    ranks = head.split("/")
    return "/".join(ranks[:4]) + "/ " + "/".join(ranks[4:]) + sep + tail


def _colour_of(letter: str) -> int:
    return 0 if letter.isupper() else 1


class _View:
    """What the board shows for one position: pieces, marks and, per square, the legal moves."""

    def __init__(self, state: MaoriderState) -> None:
        self.pieces = state.pieces()
        self.frozen = state.frozen()
        self.checks = state.kings_in_check()
        last = state.last_move()
        self.last: tuple[str, ...] = ()
        if last is not None:
            self.last = (square_name(last & 127), square_name((last >> 7) & 127))
        self.steps: dict[str, dict[str, Any]] = {}
        self.shots: dict[str, dict[str, Any]] = {}
        self.recruits: dict[str, Any] = {}
        self.suicides: dict[str, Any] = {}
        for move in state.legal_moves():
            frm, to, kind = square_name(move & 127), square_name((move >> 7) & 127), move >> 14
            if kind == NORMAL:
                self.steps.setdefault(frm, {})[to] = move
            elif kind == SHOT:
                self.shots.setdefault(frm, {})[to] = move
            elif kind == RECRUIT:
                self.recruits[to] = move
            else:
                self.suicides[frm] = move
        self.taken: list[list[str]] = [[], []]
        for code, _, victim, _, _ in state.stack:
            if victim and code >> 14 in (NORMAL, SHOT):
                # The taker is the other colour than the victim.
                self.taken[0 if victim & BLACK_BIT else 1].append(LETTERS[victim & 15])


class MaoriderScene(GameScene):
    """A game of Maorider Chess: board on the left, moves, redo, flip and positions right."""

    def __init__(self, ctx: Context, session: Session, thinker: Thinker | None = None) -> None:
        super().__init__(ctx, session, thinker)
        seats = session.seats
        # A person playing Black alone against the computer sees the board from Black's side.
        self.flipped = seats[0].computer and not seats[1].computer
        self.redo_stack: list[str] = []
        self.selected: str | None = None
        self.was_selected = False
        self.press: tuple[str, tuple[int, int]] | None = None
        self.dragging = False
        self.drag_pos = (0, 0)
        self.movers: dict[str, tuple[Token, str]] = {}
        self._view: tuple[tuple[int, int, int], _View] | None = None
        area = self.panel_area
        self.panel_buttons = ButtonRow([
            Button((area.x, area.y + 4, 154, 52), N_("Redo"), self.redo, enabled=self.can_redo),
            Button((area.x + 167, area.y + 4, 154, 52), N_("Flip board"), self.flip),
            Button((area.x + 334, area.y + 4, 154, 52), N_("Pieces"), self.open_pieces),
            Button((area.x, area.y + 66, 238, 52), N_("Copy position"), self.copy_position),
            Button((area.x + 250, area.y + 66, 238, 52), N_("Paste position"), self.paste_position),
        ])
        self._lesson_hides_panel_buttons()

    # ----- the position as shown ------------------------------------------------------------
    def view(self, state: MaoriderState) -> _View:
        """The cached :class:`_View` of ``state`` (rebuilt only when the position changes)."""
        key = (id(state), state.key, len(state.stack))
        if self._view is None or self._view[0] != key:
            self._view = (key, _View(state))
        return self._view[1]

    def reset_selection(self) -> None:
        self.movers.clear()
        self.selected = None
        self.press = None
        self.dragging = False

    def targets(self) -> dict[str, Any]:
        """Squares the selected piece may go to or shoot at → the move."""
        if self.selected is None:
            return {}
        view = self.view(self.shown)
        return {**view.steps.get(self.selected, {}), **view.shots.get(self.selected, {})}

    # ----- buttons ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.panel_buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            ctrl = getattr(event, "mod", 0) & pygame.KMOD_CTRL
            if event.key == pygame.K_y and ctrl:
                self.redo()
                return
            if event.key == pygame.K_f and not ctrl:
                self.flip()
                return
        super().handle(event)

    def submit(self, move: Any) -> bool:
        """Play a move; replaying the next redo move keeps the rest of the redo stack."""
        if not super().submit(move):
            return False
        played = self.session.moves[-1]
        if self.redo_stack and self.redo_stack[-1] == played:
            self.redo_stack.pop()
        else:
            self.redo_stack.clear()
        return True

    def undo(self) -> None:
        """Undo (the base takes back to the person's last turn); remember the moves for redo."""
        before = list(self.session.moves)
        super().undo()
        undone = before[len(self.session.moves):]
        self.redo_stack.extend(reversed(undone))

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.human_to_move()

    def redo(self) -> None:
        """Replay the next move taken back by Undo (one move; a computer then answers anew)."""
        if self.can_redo():
            self.submit(self.redo_stack[-1])

    def has_selection(self) -> bool:
        return self.selected is not None

    def _lesson_hides_panel_buttons(self) -> None:
        """A lesson has no Redo, and a pasted position would leave the lesson: only Flip
        board and Pieces stay."""
        for button in self.panel_buttons.buttons:
            if button.label in ("Redo", "Copy position", "Paste position"):
                button.visible = lambda: not self.lesson

    # ----- what can be chosen (the focus cursor) and the lesson's hand ----------------------
    def movable(self) -> list[str]:
        """Squares of the pieces the person to move can pick: their own, not frozen, with a
        step, a capture or a shot."""
        view = self.view(self.shown)
        return sorted(set(view.steps) | set(view.shots), key=square_index)

    def _square(self, kind: str, square: str) -> Target:
        ring = "circle" if kind == "piece" else "rect"
        return Target.of(art.square_rect(square, self.flipped), (kind, square), ring=ring)

    def choices(self) -> list[Target]:
        """The chosen piece's destinations first; a mated King to remove; the pieces a King
        may recruit; the pieces that can move."""
        view = self.view(self.shown)
        targets = self.targets()
        keyed = [("to", square) for square in sorted(targets, key=square_index)]
        keyed += [("remove", square) for square in view.suicides]
        keyed += [("recruit", square) for square in sorted(view.recruits, key=square_index)
                  if square not in targets]  # a press there would take it with the chosen piece
        keyed += [("piece", square) for square in self.movable()]
        return [self._square(kind, square) for kind, square in keyed]

    def panel_targets(self) -> list[Target]:
        """Flip board, Pieces, Redo, Copy and Paste work whoever is to move."""
        return button_targets(self.panel_buttons)

    def guide(self, move: str) -> Target | None:
        """The next press on the way to ``move``: the piece, then where it goes (or where the
        Cannon shoots); the enemy piece to recruit (first putting down a chosen piece that
        would take it instead); the mated King to remove."""
        target = super().guide(move)
        if target is not None or not self.human_to_move():
            return target
        wanted = next((m for m in self.shown.legal_moves() if str(m) == move), None)
        if wanted is None:
            return None
        frm, to, kind = square_name(wanted & 127), square_name((wanted >> 7) & 127), wanted >> 14
        if kind == SUICIDE:
            return self._square("remove", frm)
        if kind == RECRUIT:
            if to in self.targets():
                return self._square("piece", self.selected or "")
            return self._square("recruit", to)
        if self.selected != frm:
            return self._square("piece", frm)
        return self._square("to", to)

    # ----- the move list in words -----------------------------------------------------------
    def log_lines(self) -> list[str]:
        """The notation view in chess numbering (a number per White and Black move pair)."""
        black_first = self.state.start.split()[1] == "b"
        return words.numbered([str(m) for m in self.session.moves], black_first)

    def describe(self, move: str, events: list[Any], before: Any) -> str | None:
        """One sentence per move: who moved what where, and what it took, became or caused."""
        return words.describe(events, before, self.player_noun)

    def mirror_piece(self) -> None:
        """F or a trigger turns the board round."""
        self.flip()

    def flip(self) -> None:
        self.flipped = not self.flipped
        self.ctx.audio.play("click")

    def open_pieces(self) -> None:
        self.ctx.push(PiecesScene(self.ctx))

    def copy_position(self) -> None:
        """Put the position string in the clipboard (when there is one), in the data folder's
        position file and in the status line."""
        position = self.state.position()
        try:
            pygame.scrap.put_text(position)
        except (pygame.error, AttributeError):
            pass  # no clipboard here: the file below still carries the position
        (paths.data_dir() / POSITION_FILE).write_text(position + "\n", encoding="utf-8")
        self.status = tr("Copied: {position}", position=_split_position(position))
        self.error = ""
        self.ctx.audio.play("click")

    def paste_position(self) -> None:
        """Start a new game (same seats) at the position in the clipboard or the position file;
        a bad string leaves the game as it was, with a message saying what is wrong."""
        pasted = ""
        try:
            pasted = pygame.scrap.get_text() or ""
        except (pygame.error, AttributeError):
            pasted = ""
        if not pasted.strip():
            path = paths.data_dir() / POSITION_FILE
            pasted = path.read_text(encoding="utf-8") if path.exists() else ""
        if not pasted.strip():
            self.error = tr("Nothing to paste: copy a position string first")
            self.ctx.audio.play("error")
            return
        try:
            state = new_game(position=" ".join(pasted.split()))
        except BadPosition as exc:
            self.error = tr("Not a position ({why}); nothing was changed", why=str(exc))
            self.ctx.audio.play("error")
            return
        old = self.session
        session = Session(old.info, state, old.seats, dict(old.options), old.seed,
                          autosave=old.autosave)
        session.save()
        self.thinker.cancel()
        self.anims.skip()
        self.ctx.switch(type(self)(self.ctx, session, self.thinker))
        self.thinker = Thinker()  # leave() closes this one; the new scene keeps the worker

    # ----- input on the board -------------------------------------------------------------
    def board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION and self.press is not None:
            start = self.press[1]
            if self.selected == self.press[0] and (
                    self.dragging or math.dist(start, event.pos) >= DRAG_START):
                self.dragging = True
                self.drag_pos = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.reset_selection()

    def _press(self, pos: tuple[int, int]) -> None:
        square = art.square_at(pos, self.flipped)
        self.press = None
        if square is None:
            self.reset_selection()
            return
        view = self.view(self.shown)
        owner = view.pieces.get(square)
        mine = owner is not None and owner[0] == self.shown.side
        if square in self.targets() or square in view.recruits or square in view.suicides:
            self.press = (square, pos)
            return
        if mine and (square in view.steps or square in view.shots):
            self.was_selected = self.selected == square
            self.selected = square
            self.drag_pos = pos
            self.press = (square, pos)
            self.status = ""
            return
        self.reset_selection()
        if mine:
            self.status = tr("That piece is frozen: it stands next to an enemy King") \
                if square in view.frozen else tr("That piece has no legal move")

    def _release(self, pos: tuple[int, int]) -> None:
        square = art.square_at(pos, self.flipped)
        press, self.press = self.press, None
        dragged, self.dragging = self.dragging, False
        if press is None or square is None:
            return
        view = self.view(self.shown)
        targets = self.targets()
        if dragged or press[0] == self.selected:
            if square in targets and square != self.selected:
                self.submit(targets[square])
            elif square == self.selected and not dragged and self.was_selected:
                self.reset_selection()  # a second click on the chosen piece puts it down
            return
        if square != press[0]:
            return
        if square in targets:
            self.submit(targets[square])
        elif square in view.suicides:
            self.submit(view.suicides[square])
        elif square in view.recruits:
            self.submit(view.recruits[square])

    # ----- text -------------------------------------------------------------------------------
    def end_line(self) -> str:
        """Who won and why (or which draw), for the end screen and the status line."""
        outcome = self.state.outcome()
        if outcome is None:
            return ""
        result, reason = outcome
        if result == "1/2-1/2":
            return tr(DRAW_REASONS.get(reason, "Draw"))
        winner = 0 if result == "1-0" else 1
        return tr(END_REASONS.get(reason, N_("{name} wins by checkmate")),
                  name=self.player_name(winner), loser=self.player_name(1 - winner))

    def status_text(self) -> str:
        state = self.state
        if state.is_over():
            return self.end_line()
        seat = self.session.seat_to_move()
        if seat is None or seat.computer or self.anims.busy:
            return super().status_text()
        if self.status:
            return self.status
        name = self.player_name(state.side)
        view = self.view(self.shown)
        if view.suicides:
            return tr("{name}: your King on {square} is mated - click it to remove it",
                      name=name, square=next(iter(view.suicides)))
        if self.selected is not None:
            return tr("{name}: pick a dot, or another piece", name=name)
        if state.in_check_now():
            return tr("{name}: your King is in check", name=name)
        if view.recruits:
            return tr("{name} to move - glowing pieces can be recruited", name=name)
        return tr("{name} to move", name=name)

    def draw_end(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, 560, 230)
        box.center = BOARD.center
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=18)
        winners = self.state.winners()
        title = (tr("Draw") if not winners
                 else tr("White wins!") if 0 in winners else tr("Black wins!"))
        text.blit(surface, title, (box.centerx, box.y + 26), "title", anchor="midtop")
        for i, line in enumerate(text.wrap(self.end_line(), "body", box.w - 40)[:2]):
            text.blit(surface, line, (box.centerx, box.y + 80 + i * 26), "body", theme.TEXT_DIM,
                      "midtop")
        self.end_buttons.draw(surface)

    # ----- animations ---------------------------------------------------------------------
    def centre(self, square: str) -> tuple[int, int]:
        return art.square_centre(square, self.flipped)

    def animate(self, event: Any) -> list[Any]:
        """The animations of one rules event (see the event classes in rules.py)."""
        if isinstance(event, Moved):
            return [self._animate_move(event)]
        if isinstance(event, Captured):
            return [self._animate_capture(event)]
        if isinstance(event, Shot):
            return self._animate_shot(event)
        if isinstance(event, Recruited):
            return [Drawn(40, self._draw_recruit(event), token=_token(event.at), sound="recruit")]
        if isinstance(event, Promoted):
            token = self.movers.get(event.at, (_token(event.at), event.old))[0]
            return [Drawn(40, self._draw_promotion(event), token=token, sound="recruit")]
        if isinstance(event, KingRemoved):
            return [Drawn(45, self._draw_removal(event.at), token=_token(event.at),
                          sound="swallow")]
        if isinstance(event, Check):
            return [Drawn(36, self._draw_check(event.squares), sound="click")]
        if isinstance(event, GameOver):
            return [Drawn(50, banner(self.end_line(), BOARD.centerx))]
        return []

    def _animate_move(self, event: Moved) -> Anim:
        token = _token(event.frm)
        self.movers[event.to] = (token, event.piece)
        a, b = self.centre(event.frm), self.centre(event.to)
        squares = math.dist(a, b) / art.CELL
        frames = int(min(24, 10 + 4 * squares))
        leaper = event.piece.upper() in "NMZ"
        return Path(token, [a, b], frames, _draw_piece(event.piece), lift=22 if leaper else 0,
                    sound="slide" if squares > 1.5 and not leaper else "step",
                    easing=ease_in_out if leaper else ease_out)

    def _animate_capture(self, event: Captured) -> Anim:
        mover = self.movers.get(event.at, (None, ""))[1]
        centre = self.centre(event.at)

        def draw(surface: pygame.Surface, t: float) -> None:
            if t >= 1:
                return  # done: the mover's own animation shows it on the square
            size = max(4, int(art.CELL * (1 - ease_out(t)) * 0.9))
            icon = art.piece(event.piece.upper(), _colour_of(event.piece), 64)
            image = pygame.transform.smoothscale(icon, (size, size))
            drift = (centre[0] + int(30 * t), centre[1] - int(20 * t))
            surface.blit(image, image.get_rect(center=drift))
            if mover:
                _draw_piece(mover)(surface, centre, 1.0)
        return Drawn(16, draw, token=_token(event.at), sound="capture")

    def _animate_shot(self, event: Shot) -> list[Anim]:
        start, end = self.centre(event.frm), self.centre(event.at)

        def fly(surface: pygame.Surface, t: float) -> None:
            e = ease_in_out(t)
            x = start[0] + (end[0] - start[0]) * e
            y = start[1] + (end[1] - start[1]) * e - 70 * math.sin(math.pi * e)
            for k in range(1, 6):
                back = max(0.0, e - k * 0.04)
                tx = start[0] + (end[0] - start[0]) * back
                ty = start[1] + (end[1] - start[1]) * back - 70 * math.sin(math.pi * back)
                pygame.draw.circle(surface, (120, 110, 100), (int(tx), int(ty)), 7 - k)
            pygame.draw.circle(surface, (30, 28, 30), (int(x), int(y)), 9)
            pygame.draw.circle(surface, (230, 220, 200), (int(x) - 3, int(y) - 3), 3)
            pygame.draw.circle(surface, theme.HIGHLIGHT, start, int(12 + 20 * (1 - t)), 3)

        def blast(surface: pygame.Surface, t: float) -> None:
            if t >= 1:
                return
            if t < 0.5:
                icon = art.piece(event.piece.upper(), _colour_of(event.piece), 64)
                surface.blit(icon, icon.get_rect(center=end))
            radius = int(8 + 40 * ease_out(t))
            fire = art.glow((255, 170, 40), 2 * radius + 2, int(230 * (1 - t)))
            surface.blit(fire, fire.get_rect(center=end))
            pygame.draw.circle(surface, (255, 190, 60), end, radius, max(1, int(10 * (1 - t))))
            for k in range(8):
                a = k * math.pi / 4 + t
                r1, r2 = radius * 0.5, radius * 1.1
                pygame.draw.line(surface, (255, 120, 40),
                                 (end[0] + r1 * math.cos(a), end[1] + r1 * math.sin(a)),
                                 (end[0] + r2 * math.cos(a), end[1] + r2 * math.sin(a)), 3)
        return [Drawn(26, fly, sound="shot"),
                Drawn(24, blast, token=_token(event.at), sound="blast")]

    def _draw_recruit(self, event: Recruited) -> DrawFn:
        centre = self.centre(event.at)
        new = event.piece.upper()
        old = self.shown.pieces().get(event.at, (1 - event.new_colour, new))[1]

        def draw(surface: pygame.Surface, t: float) -> None:
            green = art.glow(RECRUIT_GREEN, 110)
            surface.blit(green, green.get_rect(center=centre))
            # The piece turns round like a coin: old colour face, then the new one.
            letter, colour = (old, 1 - event.new_colour) if t < 0.5 else (new, event.new_colour)
            width = max(2, int(64 * abs(math.cos(math.pi * t))))
            image = pygame.transform.smoothscale(art.piece(letter, colour, 64), (width, 64))
            surface.blit(image, image.get_rect(center=centre))
        return draw

    def _draw_promotion(self, event: Promoted) -> DrawFn:
        centre = self.centre(event.at)

        def draw(surface: pygame.Surface, t: float) -> None:
            flash = art.glow((255, 240, 170), 130, 220)
            surface.blit(flash, flash.get_rect(center=centre))
            pygame.draw.circle(surface, theme.HIGHLIGHT, centre, int(20 + 40 * ease_out(t)), 3)
            if t < 0.4:
                _draw_piece(event.old)(surface, centre, t)
            else:
                size = int(64 * (0.6 + 0.4 * ease_out((t - 0.4) / 0.6)))
                icon = art.piece(event.new.upper(), _colour_of(event.new), 64)
                image = pygame.transform.smoothscale(icon, (size, size))
                surface.blit(image, image.get_rect(center=centre))
        return draw

    def _draw_removal(self, square: str) -> DrawFn:
        centre = self.centre(square)
        letter = "K"
        colour = self.shown.side

        def draw(surface: pygame.Surface, t: float) -> None:
            if t >= 1:
                return
            size = max(4, int(64 * (1 - ease_out(t))))
            image = pygame.transform.smoothscale(art.piece(letter, colour, 64), (size, size))
            surface.blit(image, image.get_rect(center=(centre[0], centre[1] + int(12 * t))))
            d = 26
            for sx in (-1, 1):
                pygame.draw.line(surface, theme.ILLEGAL, (centre[0] - d, centre[1] - sx * d),
                                 (centre[0] + d, centre[1] + sx * d), 5)
        return draw

    def _draw_check(self, squares: tuple[str, ...]) -> DrawFn:
        def draw(surface: pygame.Surface, t: float) -> None:
            for square in squares:
                centre = self.centre(square)
                radius = int(30 + 14 * math.sin(math.pi * t))
                pygame.draw.circle(surface, CHECK_RED, centre, radius, 4)
            text.blit(surface, tr("Check!"), (BOARD.centerx, 34), "title", CHECK_RED, "center")
        return draw

    # ----- drawing ------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set[Hashable]) -> None:
        surface.blit(art.board(self.flipped), BOARD.topleft)
        view = self.view(state)
        flipped = self.flipped
        for square in view.last:
            widgets.highlight_rect(surface, art.square_rect(square, flipped), theme.HIGHLIGHT, 60)
        for square in view.checks:
            glow = art.glow(CHECK_RED, 100, 200)
            surface.blit(glow, glow.get_rect(center=art.square_centre(square, flipped)))
        choosing = self.human_to_move() and state is self.shown
        if choosing:
            for square in view.recruits:
                green = art.glow(RECRUIT_GREEN, 96, 190)
                surface.blit(green, green.get_rect(center=art.square_centre(square, flipped)))
                widgets.glow_ring(surface, art.square_centre(square, flipped), 33, self.frame)
            for square in view.suicides:
                pygame.draw.circle(surface, CHECK_RED, art.square_centre(square, flipped), 34, 4)
        if choosing and self.selected is not None:
            widgets.highlight_rect(surface, art.square_rect(self.selected, flipped),
                                   theme.HIGHLIGHT, 70)
        elif choosing:
            self._draw_movable(surface)
        for square, (colour, letter) in view.pieces.items():
            if _token(square) in hidden or (self.dragging and square == self.selected):
                continue
            rect = art.square_rect(square, flipped)
            icon = art.piece(letter, colour, 64)
            surface.blit(icon, icon.get_rect(center=rect.center))
            if square in view.frozen:
                surface.blit(art.frost(), rect)
        if choosing and self.selected is not None:
            self._draw_targets(surface, view)
            if self.dragging:
                colour, letter = view.pieces[self.selected]
                icon = art.piece(letter, colour, 64)
                surface.blit(icon, icon.get_rect(center=self.drag_pos))

    def _draw_movable(self, surface: pygame.Surface) -> None:
        """What can I touch? A soft breathing glow under every piece that can move."""
        for square in self.movable():
            widgets.soft_pulse(surface, art.square_centre(square, self.flipped), 34, self.frame)

    def _draw_targets(self, surface: pygame.Surface, view: _View) -> None:
        selected = self.selected or ""
        for square in view.steps.get(selected, {}):
            draw_step_mark(surface, art.square_centre(square, self.flipped), square in view.pieces)
        for square in view.shots.get(selected, {}):
            draw_crosshair(surface, art.square_centre(square, self.flipped))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.panel_buttons.draw(surface)
        view = self.view(self.shown)
        y = rect.y + 132
        for taker, label in ((0, N_("Taken by White")), (1, N_("Taken by Black"))):
            text.blit(surface, tr(label), (rect.x, y + 8), "small", theme.TEXT_DIM)
            taken = view.taken[taker]
            if taken:
                # On a strip of light wood, so ebony and ivory pieces both read at this size.
                rows = 1 + (len(taken[:22]) - 1) // 11
                strip = pygame.Rect(rect.x + 146, y, 328, rows * 28 + 4)
                pygame.draw.rect(surface, art.LIGHT_WOOD, strip, border_radius=6)
                for i, letter in enumerate(taken[:22]):
                    icon = art.piece(letter, 1 - taker, 28)
                    surface.blit(icon, (strip.x + 4 + (i % 11) * 29, strip.y + 2 + (i // 11) * 28))
            y += 62 if len(taken) > 11 else 36


def draw_step_mark(surface: pygame.Surface, centre: tuple[int, int], capture: bool) -> None:
    """Where a chosen piece may go: a dot on an empty square, a ring round a piece to take."""
    if capture:
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, 32, 5)
        pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, 34, 2)
    else:
        pygame.draw.circle(surface, theme.HIGHLIGHT_EDGE, centre, 12)
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, 10)


def draw_crosshair(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """A chosen Cannon's target: red crosshairs."""
    x, y = centre
    pygame.draw.circle(surface, CHECK_RED, (x, y), 24, 3)
    pygame.draw.circle(surface, CHECK_RED, (x, y), 6)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, CHECK_RED, (x + 12 * dx, y + 12 * dy),
                         (x + 34 * dx, y + 34 * dy), 3)


def _draw_piece(letter: str) -> Callable[[pygame.Surface, Any, float], None]:
    """A draw function for a moving piece (``letter`` in position-string case)."""
    icon = art.piece(letter.upper(), _colour_of(letter), 64)

    def draw(surface: pygame.Surface, pos: Any, t: float) -> None:
        surface.blit(icon, icon.get_rect(center=(int(pos[0]), int(pos[1]))))
    return draw


# ----- the piece diagrams ---------------------------------------------------------------------
PIECE_NAMES = [
    ("K", N_("King"), N_("Steps anywhere; never captures; freezes and recruits")),
    ("R", N_("Short Rook"), N_("Up to four squares straight")),
    ("C", N_("Chinese Camel"), N_("One or two squares straight")),
    ("N", N_("Charging Knight"), N_("Knight jumps forwards, king steps sideways and back")),
    ("Z", N_("Maorider"), N_("Mao jumps repeated in one line")),
    ("E", N_("Elephant"), N_("One or two squares diagonally")),
    ("M", N_("Mao"), N_("Straight step, then diagonal; blocked by the straight square")),
    ("P", N_("Pawn"), N_("Becomes a Gold General on the last rank")),
    ("T", N_("Silver Pawn"), N_("Becomes a Silver General (never King) on the last rank")),
    ("S", N_("Silver General"), N_("The original one becomes a King on the last rank")),
    ("V", N_("Silver General (never King)"), N_("Never becomes King; made by promotion or recruitment")),
    ("G", N_("Gold General"), N_("Made by promoting a Pawn")),
    ("A", N_("Cannon"), N_("Steps one square; shoots two squares away over anything")),
]

BOTH, MOVE_ONLY, CAPTURE_ONLY, SHOOT, EMPTY_NEEDED = "both", "move", "capture", "shoot", "empty"
TYPE_OF = {letter: code for code, letter in LETTERS.items()}


def move_pattern(letter: str) -> dict[tuple[int, int], str]:
    """(dx, dy) from White's view (dy > 0 forward) → how the piece reaches it, from the rules'
    own tables, as far as a 9×9 diagram around the piece shows."""
    t = TYPE_OF[letter]
    marks: dict[tuple[int, int], str] = {}
    if t in RANGES:
        dirs, reach = RANGES[t]
        for dx, dy in dirs:
            for k in range(1, reach + 1):
                marks[(dx * k, dy * k)] = BOTH
    elif t in (MAO, MAORIDER):
        for (ox, oy), (lx, ly) in MAO_LEGS:
            marks.setdefault((ox, oy), EMPTY_NEEDED)
            for k in range(1, 2 if t == MAO else 3):
                if max(abs(lx * k), abs(ly * k)) <= 4:
                    marks[(lx * k, ly * k)] = BOTH
    elif t == KING:
        marks = {step: MOVE_ONLY for step in LEAPS[KING]}
    elif t == PAWN:
        marks = {step: CAPTURE_ONLY for step in LEAPS[PAWN]}
        marks[(0, 1)] = MOVE_ONLY
    elif t == CANNON:
        marks = {step: MOVE_ONLY for step in LEAPS[CANNON]}
        marks.update({(2 * dx, 2 * dy): SHOOT for dx, dy in LEAPS[CANNON]})
    else:
        marks = {step: BOTH for step in LEAPS[t]}
    return marks



class PiecesScene(Scene):
    """Every piece with a 9×9 diagram of its moves (White's view: forward is up)."""

    name = "pieces"
    CELL = 14
    PANEL = (246, 198)

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = ButtonRow([Button((1050, 596, 200, 56), N_("Back"), ctx.pop)])

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "help"):
            self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            self.ctx.pop()
            return
        self.buttons.handle(event)

    def panel_rect(self, index: int) -> pygame.Rect:
        col, row = index % 5, index // 5
        w, h = self.PANEL
        return pygame.Rect(14 + col * (w + 6), 62 + row * (h + 6), w, h)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        text.blit(surface, tr("Pieces and their moves"), (640, 12), "title", anchor="midtop")
        for index, (letter, name, note) in enumerate(PIECE_NAMES):
            rect = self.panel_rect(index)
            widgets.panel(surface, rect)
            text.blit(surface, tr(name), (rect.x + 10, rect.y + 6), "small", theme.ACCENT)
            for i, line in enumerate(text.wrap(tr(note), "14", rect.w - 16)[:2]):
                text.blit(surface, line, (rect.x + 10, rect.y + 28 + i * 14), "14", theme.TEXT_DIM)
            surface.blit(art.piece(letter, 0, 56), (rect.x + 12, rect.bottom - 90))
            side = 9 * self.CELL
            draw_diagram(surface, letter, (rect.right - side - 10, rect.bottom - side - 8), self.CELL)
        self._legend(surface, self.panel_rect(13).union(self.panel_rect(14)))
        self.buttons.draw(surface)

    def _legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        entries = [(BOTH, N_("moves or captures")), (MOVE_ONLY, N_("moves only")),
                   (CAPTURE_ONLY, N_("captures only")), (SHOOT, N_("shoots (stays put)")),
                   (EMPTY_NEEDED, N_("must be empty"))]
        for i, (kind, label) in enumerate(entries):
            cell = pygame.Rect(rect.x + 16, rect.y + 12 + i * 26, 18, 18)
            pygame.draw.rect(surface, art.LIGHT_WOOD, cell)
            draw_mark(surface, cell, kind)
            text.blit(surface, tr(label), (cell.right + 10, cell.centery), "small", theme.TEXT,
                      "midleft")


def draw_diagram(surface: pygame.Surface, letter: str, topleft: tuple[int, int], cell: int) -> None:
    """A 9×9 diagram of a piece's moves (White's view: forward is up) at ``topleft``, squares
    of ``cell`` pixels, the piece's own square dark in the middle."""
    x, y = topleft
    marks = move_pattern(letter)
    for col in range(9):
        for row in range(9):
            square = pygame.Rect(x + col * cell, y + row * cell, cell, cell)
            wood = art.LIGHT_WOOD if (col + row) % 2 else art.DARK_WOOD
            pygame.draw.rect(surface, wood, square)
            kind = marks.get((col - 4, 4 - row))
            if kind:
                draw_mark(surface, square, kind)
    centre = pygame.Rect(x + 4 * cell, y + 4 * cell, cell, cell)
    pygame.draw.rect(surface, (30, 30, 36), centre)
    pygame.draw.rect(surface, art.GRAIN, (x, y, 9 * cell, 9 * cell), 1)


def draw_mark(surface: pygame.Surface, cell: pygame.Rect, kind: str) -> None:
    """One mark of a piece diagram (the same shapes as on the board where there is one)."""
    r = cell.w // 2 - 2
    line = max(2, cell.w // 9)  # strokes grow with the diagram (help pages draw it larger)
    if kind == BOTH:
        pygame.draw.circle(surface, (200, 130, 0), cell.center, r)
    elif kind == MOVE_ONLY:
        pygame.draw.circle(surface, (0, 114, 178), cell.center, r, line)
    elif kind == CAPTURE_ONLY:
        pygame.draw.line(surface, CHECK_RED, cell.topleft, cell.bottomright, line)
        pygame.draw.line(surface, CHECK_RED, cell.topright, cell.bottomleft, line)
    elif kind == SHOOT:
        pygame.draw.circle(surface, CHECK_RED, cell.center, r, line)
        pygame.draw.line(surface, CHECK_RED, (cell.x, cell.centery), (cell.right, cell.centery), line // 2)
        pygame.draw.line(surface, CHECK_RED, (cell.centerx, cell.y), (cell.centerx, cell.bottom), line // 2)
    else:
        pygame.draw.rect(surface, (120, 120, 130), cell.inflate(-6, -6), line // 2)

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

Beside it: what the board shows (``board_view.py``), the event animations (``animations.py``)
and the Pieces screen (``diagrams.py``).
"""
from __future__ import annotations

import math
from typing import Any, Hashable

import pygame

from games.engine import paths, text, theme, widgets
from games.engine.animation import Drawn, banner
from games.engine.game_scene import BOARD, GameScene
from games.engine.focus import Target
from games.engine.i18n import N_, tr
from games.engine.scene import Context, button_targets
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow
from games.maorider import animations, art, words
from games.maorider.animations import Token, token
from games.maorider.board_view import (
    CHECK_RED,
    RECRUIT_GREEN,
    BoardView,
    draw_arrow,
    draw_crosshair,
    draw_step_mark,
)
from games.maorider.diagrams import PiecesScene, move_pattern
from games.maorider.rules import (
    RECRUIT,
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
    parse_notation,
    square_index,
    square_name,
)
from games.maorider.tables import SHOT

# The Pieces screen (PiecesScene, move_pattern) lives in diagrams.py; named here for the scene's
# callers.
__all__ = ["POSITION_FILE", "MaoriderScene", "PiecesScene", "move_pattern"]

POSITION_FILE = "maorider-position.txt"
TAKEN_ROW = 36
"""The height of one strip of captured pieces with its gap."""
DRAG_START = 6
"""Pixels the pointer must travel with the button down before a press becomes a drag."""

END_REASONS = {
    "checkmate": N_("{name} wins by checkmate"),
    "stalemate": N_("{name} wins: {loser} cannot move"),
    "no king": N_("{name} wins: {loser} have no King left"),
}
DRAW_REASONS = {"repetition": N_("Draw by threefold repetition"),
                "100 plies": N_("Draw: 100 plies without progress")}


def _split_position(position: str) -> str:
    """The position string with a space after its fourth ``/`` so that it wraps on two lines."""
    head, sep, tail = position.partition(" ")
    ranks = head.split("/")
    return "/".join(ranks[:4]) + "/ " + "/".join(ranks[4:]) + sep + tail



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
        self._view: tuple[tuple[int, int, int], BoardView] | None = None
        area = self.panel_area
        self.panel_buttons = ButtonRow([
            Button((area.x, area.y + 4, 154, 52), N_("Redo"), self.redo, enabled=self.can_redo),
            Button((area.x + 167, area.y + 4, 154, 52), N_("Flip board"), self.flip),
            Button((area.x + 334, area.y + 4, 154, 52), N_("Pieces"), self.open_pieces),
            Button((area.x, area.y + 66, 238, 52), N_("Copy position"), self.copy_position),
            Button((area.x + 250, area.y + 66, 238, 52), N_("Paste position"), self.paste_position),
        ])
        self._lesson_hides_panel_buttons()
        self._size_panel_buttons()

    def _size_panel_buttons(self) -> None:
        """At a large text size the two rows of buttons are touch targets high."""
        high = 52 if text.size() == "normal" else text.px(theme.MIN_TARGET) + 4
        area = self.panel_area
        for k, button in enumerate(self.panel_buttons.buttons):
            row, col = (0, k) if k < 3 else (1, k - 3)
            width = 154 if row == 0 else 238
            step = 167 if row == 0 else 250
            button.rect = pygame.Rect(area.x + col * step, area.y + 4 + row * (high + 10), width, high)

    def _taken_top(self) -> int:
        """Where the captured pieces begin, under the buttons."""
        if text.size() == "normal":
            return 132
        return 4 + 2 * (text.px(theme.MIN_TARGET) + 4) + 10 + 8

    def panel_height(self) -> int:
        """The buttons, then both strips of captured pieces (one row each at a large text
        size, which leaves the move list room for a sentence of two lines)."""
        return self._taken_top() + 2 * TAKEN_ROW

    def relayout(self) -> None:
        super().relayout()
        self._size_panel_buttons()

    # ----- the position as shown ------------------------------------------------------------
    def view(self, state: MaoriderState) -> BoardView:
        """The cached :class:`BoardView` of ``state`` (rebuilt only when the position changes)."""
        key = (id(state), state.key, len(state.stack))
        if self._view is None or self._view[0] != key:
            self._view = (key, BoardView(state))
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
        board and Pieces stay (in a replay too, which takes no moves)."""
        for button in self.panel_buttons.buttons:
            if button.label in ("Redo", "Copy position", "Paste position"):
                button.visible = self._playing

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
        if seat is None or seat.computer or self.anims.busy or self.watching:
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
        normal = text.size() == "normal"
        if not normal:
            box = self.end_box_around(box)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=18)
        winners = self.state.winners()
        winner = 0 if 0 in winners else 1
        if not winners:
            title = tr("Draw")
        elif self.session.seats[winner].name:  # a named player wins, not a colour
            title = tr("{name} wins!", name=self.player_noun(winner))
        else:
            title = tr("White wins!") if winner == 0 else tr("Black wins!")
        if normal:
            text.blit(surface, title, (box.centerx, box.y + 26), "title", anchor="midtop")
            for i, line in enumerate(text.wrap(self.end_line(), "body", box.w - 40)[:2]):
                text.blit(surface, line, (box.centerx, box.y + 80 + i * 26), "body", theme.TEXT_DIM,
                          "midtop")
        else:
            head = text.font("title").get_linesize()
            text.blit_box(surface, title, pygame.Rect(box.x + 20, box.y + 16, box.w - 40, head), "title")
            top = box.y + 16 + head
            row = min(button.rect.y for button in self.end_buttons.buttons)
            text.blit_box(surface, self.end_line(), pygame.Rect(box.x + 20, top, box.w - 40, row - 6 - top), "body",
                          theme.TEXT_DIM)
        self.end_buttons.draw(surface)

    # ----- animations ---------------------------------------------------------------------
    def centre(self, square: str) -> tuple[int, int]:
        return art.square_centre(square, self.flipped)

    def animate(self, event: Any) -> list[Any]:
        """The animations of one rules event (see the event classes in rules.py)."""
        if isinstance(event, Moved):
            self.movers[event.to] = (token(event.frm), event.piece)
            return [animations.move(event, self.centre(event.frm), self.centre(event.to))]
        if isinstance(event, Captured):
            mover = self.movers.get(event.at, (None, ""))[1]
            return [animations.capture(event, self.centre(event.at), mover)]
        if isinstance(event, Shot):
            return animations.shot(event, self.centre(event.frm), self.centre(event.at))
        if isinstance(event, Recruited):
            old = self.shown.pieces().get(event.at, (1 - event.new_colour, event.piece.upper()))[1]
            return [Drawn(40, animations.recruit(event, self.centre(event.at), old),
                          token=token(event.at), sound="recruit")]
        if isinstance(event, Promoted):
            mover = self.movers.get(event.at, (token(event.at), event.old))[0]
            return [Drawn(40, animations.promotion(event, self.centre(event.at)), token=mover,
                          sound="recruit")]
        if isinstance(event, KingRemoved):
            return [Drawn(45, animations.removal(self.centre(event.at), self.shown.side),
                          token=token(event.at), sound="swallow")]
        if isinstance(event, Check):
            return [Drawn(36, animations.check(event.squares, self.centre), sound="click")]
        if isinstance(event, GameOver):
            return [Drawn(50, banner(self.end_line(), BOARD.centerx))]
        return []

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
            if token(square) in hidden or (self.dragging and square == self.selected):
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

    def draw_review_mark(self, surface: pygame.Surface, move: str) -> None:
        """The engine's choice in a review: an arrow for a step, crosshairs for a shot, a
        ring round the piece recruited or the King removed."""
        code = parse_notation(move)
        if code is None:
            return
        frm, to, kind = square_name(code & 127), square_name((code >> 7) & 127), code >> 14
        if kind == RECRUIT:
            widgets.glow_ring(surface, self.centre(to), 33, 0)
        elif kind == SUICIDE:
            pygame.draw.circle(surface, CHECK_RED, self.centre(frm), 34, 5)
        else:
            draw_arrow(surface, self.centre(frm), self.centre(to))
            if kind == SHOT:
                draw_crosshair(surface, self.centre(to))

    def _draw_movable(self, surface: pygame.Surface) -> None:
        """What can I touch? A soft breathing glow under every piece that can move."""
        for square in self.movable():
            widgets.soft_pulse(surface, art.square_centre(square, self.flipped), 34, self.frame)

    def _draw_targets(self, surface: pygame.Surface, view: BoardView) -> None:
        selected = self.selected or ""
        for square in view.steps.get(selected, {}):
            draw_step_mark(surface, art.square_centre(square, self.flipped), square in view.pieces)
        for square in view.shots.get(selected, {}):
            draw_crosshair(surface, art.square_centre(square, self.flipped))

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.panel_buttons.draw(surface)
        view = self.view(self.shown)
        y = rect.y + self._taken_top()
        for taker, label in ((0, N_("Taken by White")), (1, N_("Taken by Black"))):
            if text.size() == "normal":
                text.blit(surface, tr(label), (rect.x, y + 8), "small", theme.TEXT_DIM)
            else:
                # Shrunk to its room beside the strip (the pieces keep their size).
                text.blit_box(surface, tr(label), pygame.Rect(rect.x, y - 1, 142, 34), "small", theme.TEXT_DIM,
                              align="topleft")
            taken = view.taken[taker]
            # At a large text size one row, its pieces closer (overlapping) past eleven.
            one_row = text.size() != "normal"
            if taken:
                # On a strip of light wood, so ebony and ivory pieces both read at this size.
                rows = 1 if one_row else 1 + (len(taken[:22]) - 1) // 11
                strip = pygame.Rect(rect.x + 146, y, 328, rows * 28 + 4)
                pygame.draw.rect(surface, art.LIGHT_WOOD, strip, border_radius=6)
                shown = taken if one_row else taken[:22]
                step = min(29.0, (strip.w - 8 - 28) / max(1, len(shown) - 1)) if one_row else 29.0
                for i, letter in enumerate(shown):
                    icon = art.piece(letter, 1 - taker, 28)
                    at = (strip.x + 4 + round(i * step), strip.y + 2) if one_row else \
                        (strip.x + 4 + (i % 11) * 29, strip.y + 2 + (i // 11) * 28)
                    surface.blit(icon, at)
            y += 62 if len(taken) > 11 and not one_row else TAKEN_ROW

"""Watching a recorded game: the game's own scene shows it, the replay steps it.

The game's scene (its class from the registry) is built on a :class:`ReplaySession`, so it is in
its replay mode (:attr:`GameScene.watching`): no seat takes input or thinks, Undo, Hint and the
end box are gone, and every move is played through ``submit`` with the game's own animations.
The replay's box lies over the move list and the buttons: where we are, the moves around it (a
click jumps there), a slider over the whole game, the transport and Continue / Export / Back.

What a replay shows of secrets: everything. The game is over, so Mazing shows the hand of the
player to move (as open hands do) and Terra Incognita shows the labyrinth's map from the first
move (as the end's reveal does): a family watching a game wants to see why each move was made.

Keys and controllers (through :mod:`games.engine.controls`):

============================  ===========================  ==========================
what                          keyboard                     controller
============================  ===========================  ==========================
one move back / forward       Left / Right, Q / E, wheel   LB / RB
play / pause                  P (or the focused button)    Start
speed (½×, 1×, 2×, 4×)        F                            a trigger
ten moves back / forward      Page Up / Page Down          right stick
first / last move             Home / End                   (the buttons)
a move in the list            Up / Down (W / S), Tab       D-pad
jump to the focused move      Enter                        A
back to where it was opened   Esc                          B
============================  ===========================  ==========================

The move list is a scrolling list of rows a finger can hit (44 px, shared/style.md): it follows
the move on show, the wheel over it scrolls it, and the focus cursor walks it row by row,
scrolling it on at either edge.

At the larger text sizes the box grows upwards over the game's panel: the slider gets a line of
its own, the list shows one row of moves (it still scrolls), and the buttons grow to touch
targets of that size.

A replay never writes statistics or saves; "Continue from here" starts a new game from the
position on screen (:meth:`Playback.continued`), autosaved like any game.
"""
from __future__ import annotations

from typing import Any, Callable

import pygame

from games.engine import controls, record_text, text, theme, widgets
from games.engine.focus import Target
from games.engine.i18n import N_, tr
from games.engine.playback import Playback
from games.engine.records import RecordError
from games.engine.scene import Context, Scene, button_targets
from games.engine.thinker import InlineThinker
from games.engine.widgets import Button, ButtonRow

BOX = pygame.Rect(748, 432, 504, 276)
"""Over the game's move list and its buttons, which a replay hides."""
SPEEDS = (0.5, 1, 2, 4)
SPEED_NAMES = ("½×", "1×", "2×", "4×")
MOVE_PAUSE_FRAMES = 30
"""Between two moves while playing (at 1×): a moment to see the new position."""
LIST_ROWS, LIST_COLS, ROW_H = 2, 2, theme.MIN_TARGET + 2
LIST_TOP = 72
"""The move list's first row, below the box's title line and the move's words; a row is a
touch target and a 2 px gap."""
LIST = pygame.Rect(BOX.x + 12, BOX.y + LIST_TOP, BOX.w - 24, LIST_ROWS * ROW_H)
LEAP = 10
"""Moves jumped by Page Up / Page Down (the right stick)."""


def readable(words: str, width: int) -> str:
    """A move's words for the replay's one line: whole where they can be read there (shrunk,
    squeezed a little at most), else as many of their clauses (" — " between them) as can,
    then "…". The first clause, who did what, always shows, squeezed if it must be."""
    clauses = words.split(" — ")
    for count in range(len(clauses), 1, -1):
        shown = " — ".join(clauses[:count]) + ("" if count == len(clauses) else " …")
        if text.line_fits(shown, "small", width):
            return shown
    return clauses[0] + (" …" if len(clauses) > 1 else "")


class ReplayScene(Scene):
    """A record played back in its game's scene; ``back`` leaves (to the history, or the menu)."""

    name = "replay"
    owned_keys = frozenset({pygame.K_LEFT, pygame.K_RIGHT})

    def __init__(self, ctx: Context, playback: Playback, at: int | None = None,
                 back: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.playback = playback
        self.record = playback.record
        self.back = back or (lambda: ctx.router.menu())
        self.playing = at is None
        self.at = 0 if at is None else max(0, min(at, playback.length))
        self.session = playback.session(self.at)
        self.game: Any = playback.info.scene_class()(ctx, self.session, InlineThinker())
        self.speed = 1
        self.ticks = 0.0
        self.wait = MOVE_PAUSE_FRAMES
        self.note = ""
        self.list_top = 0
        """The first move in the list's sight (a multiple of :data:`LIST_COLS`)."""
        self.pointer = (0, 0)
        self._build()
        self._follow()
        self.focus.set(button_targets(self.transport[2])[0])  # Enter or A first plays and pauses
        self.game.show_position()

    def _build(self) -> None:
        """Place the box, its list, slider and buttons for the text size in force."""
        self.big = text.size() != "normal"
        self.box, self.list_rows, self.row_h, self.list_rect = BOX, LIST_ROWS, ROW_H, LIST
        x, y, h = BOX.x + 12, BOX.y + 168, 44
        widths, gap = (66, 66, 84, 66, 66, 92), 8
        lower = (206, 130, 128)
        slider = (BOX.x + 256, BOX.y + 4, BOX.w - 268, 40)
        if self.big:
            h = target = text.px(theme.MIN_TARGET)
            width = theme.PANEL_RECT[2]
            body, small = text.font("body").get_linesize(), text.font("small").get_linesize()
            self.list_rows, self.row_h = 1, target + 2
            height = 10 + body + 4 + text.px(40) + 4 + small + 6 + self.row_h + 8 + 2 * target + 8 + 12
            self.box = pygame.Rect(theme.PANEL_RECT[0], theme.SCREEN_SIZE[1] - 8 - height, width, height)
            x, inner = self.box.x + 12, self.box.w - 24
            slider = (x, self.box.y + 10 + body + 4, inner, text.px(40))
            self.words_y = slider[1] + slider[3] + 4
            self.list_rect = pygame.Rect(x, self.words_y + small + 6, inner, self.row_h)
            y = self.list_rect.bottom + 8
            gap = 6
            widths = (target,) * 5 + (inner - 5 * (target + gap),)
            lower = ((inner - 2 * gap) * 2 // 5, (inner - 2 * gap) * 3 // 10,
                     inner - 2 * gap - (inner - 2 * gap) * 2 // 5 - (inner - 2 * gap) * 3 // 10)
        xs = [x + sum(widths[:i]) + gap * i for i in range(len(widths))]
        icon = dict(role="small", label_fn=lambda: "")
        self.transport = [
            Button((xs[0], y, widths[0], h), N_("First move"), self.first, **icon),
            Button((xs[1], y, widths[1], h), N_("Back one move"), lambda: self.step(-1), **icon),
            Button((xs[2], y, widths[2], h), N_("Play"), self.toggle, colour=theme.ACCENT, **icon),
            Button((xs[3], y, widths[3], h), N_("Forward one move"), lambda: self.step(1), **icon),
            Button((xs[4], y, widths[4], h), N_("Last move"), self.last, **icon),
            Button((xs[5], y, widths[5], h), N_("Speed"), self.faster, role="small",
                   label_fn=lambda: SPEED_NAMES[self.speed]),
        ]
        y += h + 8
        xs = [x, x + lower[0] + 8, x + lower[0] + lower[1] + 16] if not self.big else \
            [x, x + lower[0] + gap, x + lower[0] + lower[1] + 2 * gap]
        self.buttons = ButtonRow(self.transport + [
            Button((xs[0], y, lower[0], h), N_("Continue from here"), self.continue_game, role="small",
                   enabled=self.can_continue, writes_files=True),
            Button((xs[1], y, lower[1], h), N_("Export"), self.export, role="small", writes_files=True),
            Button((xs[2], y, lower[2], h), N_("Back"), self.leave_replay, role="small", glyph="back"),
        ])
        self.slider = widgets.Slider(slider, self._fraction, self._slide)

    def relayout(self) -> None:
        self._build()
        self._follow()
        self.game.relayout()

    # ----- where we are -----------------------------------------------------------------------
    def _fraction(self) -> float:
        return self.at / max(1, self.playback.length)

    def _slide(self, value: float) -> None:
        self.jump(round(value * self.playback.length))

    def jump(self, ply: int) -> None:
        """Show the position after ``ply`` moves at once (no animation)."""
        ply = max(0, min(ply, self.playback.length))
        self.note = ""
        self.playing = self.playing and ply < self.playback.length
        self.at = ply
        self._follow()
        session = self.session
        session.state = self.playback.state_at(ply)
        session.moves = list(self.record.moves[:ply])
        self.game.show_position()
        self.wait = MOVE_PAUSE_FRAMES

    def step(self, steps: int) -> None:
        """One move on (with its animations) or back (at once)."""
        self.playing = False
        self.note = ""
        if steps == 1 and self.at < self.playback.length:
            self.game.anims.skip()
            self._forward()
        elif steps:
            self.jump(self.at + steps)

    def _forward(self) -> None:
        if not self.game.submit(self.record.moves[self.at]):
            raise RecordError(f"move {self.at + 1} of the record cannot be played ({self.game.error})")
        self.at += 1
        self._follow()

    def first(self) -> None:
        self.playing = False
        self.jump(0)

    def last(self) -> None:
        self.playing = False
        self.jump(self.playback.length)

    def toggle(self) -> None:
        """Play or pause; playing at the end starts again from the first move."""
        if not self.playing and self.at >= self.playback.length:
            self.jump(0)
        self.playing = not self.playing
        self.wait = 0

    def faster(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)

    # ----- leaving: continue, export, back ------------------------------------------------------
    def can_continue(self) -> bool:
        return not self.game.anims.busy and not self.session.state.is_over()

    def continue_game(self) -> None:
        if self.can_continue():
            self.ctx.audio.play("click")
            self.ctx.router.continue_game(self.playback, self.at)

    def export(self) -> None:
        self.note, done = record_text.export_note(self.record)
        self.ctx.audio.play("click" if done else "error")

    def leave_replay(self) -> None:
        self.back()

    # ----- the move list ----------------------------------------------------------------------
    def _last_top(self) -> int:
        """The list's first move when it is scrolled to the end."""
        rows = (self.playback.length + LIST_COLS - 1) // LIST_COLS
        return max(0, rows - self.list_rows) * LIST_COLS

    def _follow(self) -> None:
        """Scroll the list to the move on show when it is out of sight: its row on top, so the
        moves to come are seen below it."""
        current = self.at - 1
        if not self.list_top <= current < self.list_top + self.list_rows * LIST_COLS:
            self.list_top = min(max(0, current) // LIST_COLS * LIST_COLS, self._last_top())

    def scroll_list(self, rows: int) -> None:
        """Scroll the list by ``rows`` rows (the move on show stays where it is)."""
        self.list_top = max(0, min(self.list_top + rows * LIST_COLS, self._last_top()))

    def list_cells(self) -> list[tuple[pygame.Rect, int]]:
        """The moves shown in the box's list, each with its rectangle."""
        width = (self.list_rect.w - 10) // LIST_COLS
        cells = []
        for k, move in enumerate(range(self.list_top, min(self.playback.length, self.list_top + self.list_rows * LIST_COLS))):
            row, col = divmod(k, LIST_COLS)
            cells.append((pygame.Rect(self.list_rect.x + col * width, self.list_rect.y + row * self.row_h, width - 6, self.row_h - 2), move))
        return cells

    def pick_move(self, move: int) -> None:
        """Show the position after list entry ``move`` (counted from 0)."""
        self.playing = False
        self.jump(move + 1)

    def _walk_list(self, move: int, rows: int) -> bool:
        """Move the focus from list entry ``move`` by ``rows`` rows, scrolling the list when the
        row is out of sight; False when there is no such row (the focus then leaves the list)."""
        target = move + rows * LIST_COLS
        if not 0 <= target < self.playback.length:
            return False
        if not self.list_top <= target < self.list_top + self.list_rows * LIST_COLS:
            self.scroll_list(rows)
        self.focus.set(next(t for t in self.focus_targets() if t.key == ("move", target)))
        return True

    # ----- input ----------------------------------------------------------------------------
    def act(self, event: pygame.event.Event) -> None:
        focused = self.focus.current(self.focus_targets())
        if (event.action == "focus" and event.dy and focused is not None and isinstance(focused.key, tuple)
                and focused.key[0] == "move" and self._walk_list(focused.key[1], event.dy)):
            return
        super().act(event)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos  # a wheel event says not where the pointer is
        if self.buttons.handle(event) or self.slider.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in self.owned_keys:
            controls.set_mode("keyboard")
            self.step(1 if event.key == pygame.K_RIGHT else -1)
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.list_rect.collidepoint(getattr(event, "pos", self.pointer)):
                self.scroll_list(-1 if event.y > 0 else 1)
            else:
                self.step(-1 if event.y > 0 else 1)
            return
        pos = getattr(event, "pos", None)
        if pos is None or self.box.collidepoint(pos):
            if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                for rect, move in self.list_cells():
                    if rect.collidepoint(pos):
                        self.pick_move(move)
            return
        self.game.handle(event)  # the game's own view buttons (Maorider's Flip board)

    def focus_targets(self) -> list[Target]:
        moves = [] if self.note else [Target.of(rect, ("move", move), lambda move=move: self.pick_move(move))
                                      for rect, move in self.list_cells()]
        return moves + button_targets(self.buttons) + self.game.panel_targets()

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "turn":
            self.step(event.steps)
        elif name == "pause":
            self.toggle()
        elif name == "scroll":
            self.playing = False
            self.jump(self.at + LEAP * event.steps)
        elif name == "first":
            self.first()
        elif name == "last":
            self.last()
        elif name == "mirror":
            self.faster()
        elif name == "back":
            self.leave_replay()
        elif name == "help":
            self.ctx.router.help(self.playback.info)

    # ----- the loop -------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.ticks += SPEEDS[self.speed]
        while self.ticks >= 1:
            self.ticks -= 1
            self.game.update(dt)
            if not self.playing or self.game.anims.busy:
                continue
            if self.at >= self.playback.length:
                self.playing = False
            elif self.wait > 0:
                self.wait -= 1
            else:
                self._forward()
                self.wait = MOVE_PAUSE_FRAMES

    def in_motion(self) -> bool:
        return self.playing or self.game.anims.busy

    def redraw_in(self) -> int | None:
        return 0 if self.in_motion() else self.game.redraw_in()

    def leave(self) -> None:
        self.game.leave()

    # ----- drawing --------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        box = self.box
        if not self.big:
            self.game.draw(surface)
        else:
            # The taller box hides more of the game's panel: what it hides is not drawn at all
            # (so the layout check, too, sees only what shows).
            for clip in (pygame.Rect(0, 0, box.x, surface.get_height()),
                         pygame.Rect(box.x, 0, surface.get_width() - box.x, box.y)):
                surface.set_clip(clip)
                self.game.draw(surface)
            surface.set_clip(None)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=16)
        pygame.draw.rect(surface, theme.ACCENT, box, 2, border_radius=16)
        total = self.playback.length
        text.blit(surface, tr("Replay · move {n} of {total}", n=self.at, total=total),
                  (box.x + 16, box.y + (10 if self.big else 11)), "body")
        last = self.record.moves[self.at - 1] if self.at else ""
        words = (self.game.last_words() or last) if self.at else ""
        if self.big:
            small = text.font("small").get_linesize()
            if self.note:
                room = (self.list_rect.bottom - self.words_y) // small
                for i, line in enumerate(text.wrap(self.note, "small", box.w - 32)[:room]):
                    text.blit(surface, line, (box.x + 16, self.words_y + i * small), "small", theme.HIGHLIGHT)
            else:
                text.blit_line(surface, readable(words or tr("The game as it was dealt"), box.w - 32),
                               pygame.Rect(box.x + 16, self.words_y, box.w - 32, small), "small", theme.TEXT_DIM)
                self._draw_list(surface)
        elif self.note:
            for i, line in enumerate(text.wrap(self.note, "small", BOX.w - 32)[:5]):
                text.blit(surface, line, (BOX.x + 16, BOX.y + 48 + i * 22), "small", theme.HIGHLIGHT)
        else:
            text.blit_line(surface, readable(words or tr("The game as it was dealt"), BOX.w - 32),
                           pygame.Rect(BOX.x + 16, BOX.y + 48, BOX.w - 32, 20), "small", theme.TEXT_DIM)
            self._draw_list(surface)
        self.slider.draw(surface)
        self.buttons.draw(surface)
        for button, draw_icon in zip(self.transport, (_first, _back, self._play_icon, _forward, _last)):
            draw_icon(surface, button.rect)

    def _draw_list(self, surface: pygame.Surface) -> None:
        for rect, move in self.list_cells():
            current = move == self.at - 1
            pygame.draw.rect(surface, theme.HIGHLIGHT if current else theme.FRAME_LIGHT, rect, border_radius=8)
            label = text.wrap(f"{move + 1}. {self.record.moves[move]}", "small", rect.w - 16)[0]
            text.blit(surface, label, (rect.x + 10, rect.centery), "small",
                      theme.on_colour(theme.HIGHLIGHT) if current else theme.TEXT, "midleft")
        rows = (self.playback.length + LIST_COLS - 1) // LIST_COLS
        if rows > self.list_rows:
            # Where the rows on show lie in the whole list: the list scrolls.
            bar = pygame.Rect(self.list_rect.right - 4, self.list_rect.y, 4, self.list_rect.h)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, bar, border_radius=2)
            top = bar.y + bar.h * (self.list_top // LIST_COLS) // rows
            pygame.draw.rect(surface, theme.TEXT_DIM, (bar.x, top, 4, max(8, bar.h * self.list_rows // rows)), border_radius=2)

    def _play_icon(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        ink = theme.on_colour(theme.ACCENT)
        if self.playing:
            for dx in (-7, 7):
                pygame.draw.rect(surface, ink, (rect.centerx + dx - 4, rect.centery - 11, 8, 22), border_radius=2)
        else:
            _triangle(surface, rect.center, 1, ink)


def _triangle(surface: pygame.Surface, centre: tuple[int, int], direction: int,
              ink: tuple[int, int, int] = theme.TEXT) -> None:
    x, y = centre
    pygame.draw.polygon(surface, ink, [(x - 8 * direction, y - 11), (x - 8 * direction, y + 11),
                                       (x + 10 * direction, y)])


def _bar(surface: pygame.Surface, x: int, y: int) -> None:
    pygame.draw.rect(surface, theme.TEXT, (x - 2, y - 11, 4, 22))


def _first(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _bar(surface, rect.centerx - 10, rect.centery)
    _triangle(surface, (rect.centerx + 3, rect.centery), -1)


def _back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _triangle(surface, rect.center, -1)


def _forward(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _triangle(surface, rect.center, 1)


def _last(surface: pygame.Surface, rect: pygame.Rect) -> None:
    _triangle(surface, (rect.centerx - 3, rect.centery), 1)
    _bar(surface, rect.centerx + 10, rect.centery)

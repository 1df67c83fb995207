"""A look back at a finished game: the board at any move, with the game's own analysis.

The analysis is the game's (``GameInfo.review`` names a pure module with a ``Review`` class;
see ``games/maze/review.py`` and ``games/maorider/review.py``): built from the session's
initial position and move list, it names one position at a time for a worker to judge
(``next_job``), takes each answer (``take``), and then tells in words what it found: a
headline (``summary``), a verdict per position (``verdict``), the positions worth a look
(``key_plies``, ``key_text``), a move to show on the board (``suggestion``) and a value per
position for the strip under the headline (``graph``: -1 to 1, None not known yet; each
bar's ``colour`` and the halves' ``graph_labels``).

The worker is a :class:`Thinker` (its ``choose_move`` is the review module's ``worker``), so
the picture never waits for it (a worker silent past the review's ``deadline_s`` is replaced
and its position counts as not settled); leaving the scene closes the worker, and workers die with the
arcade. The board is drawn by the game's own scene (``painter``: its ``draw_board`` and
``draw_review_mark``). The cursor is a position: 0 is the deal, ``n`` the end; the verdict
speaks of the move played from it.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import text, theme, widgets
from games.engine.focus import Target
from games.engine.i18n import N_, tr
from games.engine.scene import Context, Scene, button_targets, sooner
from games.engine.session import Session
from games.engine.thinker import Thinker
from games.engine.widgets import Button, ButtonRow

PANEL = pygame.Rect(theme.PANEL_RECT)
LABELS_W = 104
"""The column left of the graph that says what its halves mean."""
GRAPH = pygame.Rect(PANEL.x + 16 + LABELS_W, 178, PANEL.w - 32 - LABELS_W, 110)
KEYS_TOP = 400
KEY_ROW = 50
MOST_KEYS = 4
POLL_FRAMES = 2
"""While the worker thinks, its answer is looked for this often."""
BIG_STEP = 10
"""Positions one scroll (Page Up/Down, the right stick) moves."""


class ReviewScene(Scene):
    """The review of one finished session; pushed over its end screen, Back returns there."""

    name = "review"
    motion = "pulses"
    owned_keys = frozenset({pygame.K_HOME, pygame.K_END})

    def __init__(self, ctx: Context, session: Session, painter: Any, review: Any,
                 thinker: Thinker | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.painter = painter
        self.review = review
        self.thinker = thinker or Thinker()
        self.thinker.warm(review.rules, review.worker)
        self.last = len(session.moves)
        self.ply = self.last
        self.moved = False
        """The person has moved the cursor (so the first key position is not jumped to)."""
        self.failed = 0
        y = PANEL.bottom - 60
        self.buttons = ButtonRow([
            Button((PANEL.x + 16, y, 60, 52), "|<", self.first, translate=False),
            Button((PANEL.x + 84, y, 60, 52), "<", lambda: self.step(-1), translate=False),
            Button((PANEL.x + 152, y, 60, 52), ">", lambda: self.step(1), translate=False),
            Button((PANEL.x + 220, y, 60, 52), ">|", self.end, translate=False),
            Button((PANEL.right - 160, y, 144, 52), N_("Back"), self.back, glyph="back"),
        ])
        self.key_buttons = ButtonRow()
        self.keys: list[int] = []
        """The key positions the list shows, in its order."""
        self._layout()

    def relayout(self) -> None:
        """The text size changed: the board's painter and the panel follow."""
        self.painter.relayout()
        self._layout()

    def _layout(self) -> None:
        """Lay the panel out for the text size in force: at normal size as it always was;
        larger, one column of boxes that shrink their words, touch-target buttons, and as
        many key positions as there is room for."""
        self.rows: dict[str, pygame.Rect] = {}
        if text.size() == "normal":
            self.graph = GRAPH
            self.most_keys, self.key_row, self.keys_top = MOST_KEYS, KEY_ROW, KEYS_TOP
            y = PANEL.bottom - 60
            for k, button in enumerate(self.buttons.buttons[:4]):
                button.rect = pygame.Rect(PANEL.x + 16 + k * 68, y, 60, 52)
            self.buttons.buttons[4].rect = pygame.Rect(PANEL.right - 160, y, 144, 52)
        else:
            self._large_rows()
        if self.key_buttons.buttons:
            self.keys = self.review.key_plies()[:self.most_keys]
            self._key_buttons()

    def _large_rows(self) -> None:
        """Where each part goes at a larger text size (top to bottom)."""
        x, width = PANEL.x + 16, PANEL.w - 32
        high = text.px(theme.MIN_TARGET) + 4
        body, small = text.font("body").get_linesize(), text.font("small").get_linesize()
        line = text.font(f"={text.min_size()}").get_linesize()  # a line at the smallest size allowed
        graph = 4 * line + 8  # two lines for each half's label
        y = PANEL.y + 8
        for name, height in (("title", body), ("summary", 2 * small), ("progress", small), ("graph", graph),
                             ("where", body), ("verdict", 3 * line), ("heading", small)):
            self.rows[name] = pygame.Rect(x, y, width, height)
            y += height + (6 if name in ("progress", "graph") else 0)
        self.graph = pygame.Rect(x + LABELS_W, self.rows["graph"].y, width - LABELS_W, graph)
        foot = PANEL.bottom - 8 - high
        self.keys_top, self.key_row = y - 26, high + 6
        self.most_keys = max(1, min(MOST_KEYS, (foot - 6 - y) // self.key_row))
        for k, button in enumerate(self.buttons.buttons[:4]):
            button.rect = pygame.Rect(x + k * (high + 6), foot, high, high)
        self.buttons.buttons[4].rect = pygame.Rect(PANEL.right - 16 - 150, foot, 150, high)

    # ----- the work off the frame -------------------------------------------------------------
    @property
    def analysing(self) -> bool:
        return not self.review.done

    def update(self, dt: float) -> None:
        super().update(dt)
        review = self.review
        if review.done:
            return
        if not self.thinker.busy:
            job = review.next_job()
            if job is None:
                return
            state_json, level, seed = job
            self.thinker.request(review.rules, review.worker, state_json, level, seed,
                                 deadline_s=review.deadline_s)
            return
        answer = self.thinker.poll()
        if answer is None:
            return
        _, result, error = answer
        if error is not None:
            self.failed += 1
        review.take(result)
        self.invalidate()
        if review.done:
            self._finished()

    def _finished(self) -> None:
        """The analysis is complete: the worker goes, the list of key positions comes, and
        the cursor goes to the first of them unless the person has moved it."""
        self.thinker.close()
        keys = self.keys = self.review.key_plies()[:self.most_keys]
        self._key_buttons()
        if keys and not self.moved:
            self.ply = keys[0]

    def _key_buttons(self) -> None:
        """A button for each key position in the list."""
        self.key_buttons = ButtonRow([
            Button((PANEL.x + 16, self.keys_top + 26 + i * self.key_row, PANEL.w - 32, self.key_row - 6), "",
                   lambda ply=ply: self.go(ply), role="small",
                   label_fn=lambda ply=ply: self.review.key_text(ply))
            for i, ply in enumerate(self.keys)])

    def in_motion(self) -> bool:
        return self.analysing

    def wake_in(self) -> int | None:
        soonest = self.redraw_in()
        if self.analysing:
            soonest = sooner(soonest, POLL_FRAMES)
        return soonest

    def leave(self) -> None:
        self.thinker.close()

    # ----- moving the cursor ------------------------------------------------------------------
    def go(self, ply: int) -> None:
        self.ply = max(0, min(self.last, ply))
        self.moved = True

    def step(self, steps: int) -> None:
        self.go(self.ply + steps)

    def first(self) -> None:
        self.go(0)

    def end(self) -> None:
        self.go(self.last)

    def back(self) -> None:
        self.ctx.router.back()

    # ----- input ------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons.handle(event) or self.key_buttons.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in self.owned_keys:
            self.first() if event.key == pygame.K_HOME else self.end()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 \
                and self.graph.collidepoint(event.pos):
            self.go(self._ply_at(event.pos[0]))

    def _ply_at(self, x: int) -> int:
        return round((x - self.graph.x) / max(1, self.graph.w) * self.last)

    def act(self, event: pygame.event.Event) -> None:
        """Left and right step through the game; up and down, Tab and choose work the list
        and the buttons."""
        if event.action == "focus" and event.dx and not event.dy:
            self.step(event.dx)
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name in ("back", "pause"):
            self.back()
        elif name == "turn":
            self.step(event.steps)
        elif name == "scroll":
            self.step(event.steps * BIG_STEP)

    def focus_targets(self) -> list[Target]:
        return button_targets(self.key_buttons, self.buttons)

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        review, ply = self.review, self.ply
        self.painter.draw_board(surface, review.state(ply), set())
        move = review.suggestion(ply)
        if move is not None:
            self.painter.draw_review_mark(surface, move)
        widgets.panel(surface, PANEL)
        if text.size() != "normal":
            self._draw_large(surface)
            return
        x, width = PANEL.x + 16, PANEL.w - 32
        text.blit(surface, tr("Review: {game}", game=tr(self.session.info.title)), (x, PANEL.y + 12),
                  "title")
        for i, line in enumerate(text.wrap(review.summary(), "body", width)[:3]):
            text.blit(surface, line, (x, PANEL.y + 56 + i * 24), "body", theme.HIGHLIGHT)
        self._draw_progress(surface, x, GRAPH.y - 28)
        self._draw_graph(surface)
        where = tr("The deal") if ply == 0 else tr("After move {number}: {move}", number=ply,
                                                     move=self.session.moves[ply - 1])
        text.blit(surface, where, (x, GRAPH.bottom + 10), "body")
        for i, line in enumerate(text.wrap(review.verdict(ply), "small", width)[:3]):
            text.blit(surface, line, (x, GRAPH.bottom + 38 + i * 20), "small")
        if self.key_buttons.buttons:
            text.blit(surface, tr("Moves to look at"), (x, KEYS_TOP), "small", theme.TEXT_DIM)
            for key, button in zip(self.keys, self.key_buttons.buttons):
                if key == ply:
                    widgets.highlight_rect(surface, button.rect.inflate(6, 6), theme.HIGHLIGHT, 60)
        self.key_buttons.draw(surface)
        self.buttons.draw(surface)
        text.blit(surface, f"{ply} / {self.last}", (PANEL.x + 290, PANEL.bottom - 34), "small",
                  theme.TEXT_DIM, "midleft")

    def _draw_large(self, surface: pygame.Surface) -> None:
        """The panel at a larger text size: each part in its row, its words shrunk to fit."""
        review, ply, rows = self.review, self.ply, self.rows
        text.blit_box(surface, tr("Review: {game}", game=tr(self.session.info.title)), rows["title"], "title",
                      theme.TEXT, "topleft")
        text.blit_box(surface, review.summary(), rows["summary"], "body", theme.HIGHLIGHT, "topleft")
        self._draw_progress(surface, rows["progress"].x, rows["progress"].y)
        self._draw_graph(surface)
        where = tr("The deal") if ply == 0 else tr("After move {number}: {move}", number=ply,
                                                     move=self.session.moves[ply - 1])
        counter = text.blit(surface, f"{ply} / {self.last}", rows["where"].topright, "small", theme.TEXT_DIM,
                            "topright")
        text.blit_box(surface, where, rows["where"].clip(rows["where"].move(-counter.w - 12, 0)), "body",
                      theme.TEXT, "topleft")
        text.blit_box(surface, review.verdict(ply), rows["verdict"], "small", theme.TEXT, "topleft")
        if self.key_buttons.buttons:
            text.blit(surface, tr("Moves to look at"), rows["heading"].topleft, "small", theme.TEXT_DIM)
            for key, button in zip(self.keys, self.key_buttons.buttons):
                if key == ply:
                    widgets.highlight_rect(surface, button.rect.inflate(6, 6), theme.HIGHLIGHT, 60)
        self.key_buttons.draw(surface)
        self.buttons.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, x: int, y: int) -> None:
        if not self.analysing:
            if self.failed:
                text.blit(surface, tr("Some positions could not be judged."), (x, y), "small",
                          theme.ILLEGAL)
            return
        share = self.review.progress()
        said = text.blit(surface, tr("Analysing… {percent}%", percent=int(share * 100)), (x, y), "small",
                         theme.TEXT_DIM)
        # At a larger size the dots and the bar follow the words (and the bar sits mid-line).
        dots, left = (190, 230) if text.size() == "normal" else (said.w + 12, said.w + 52)
        bar = pygame.Rect(x + left, y + 4 + (said.h - 22) // 2 * (text.size() != "normal"), PANEL.w - 32 - left, 10)
        pygame.draw.rect(surface, theme.BUTTON, bar, border_radius=5)
        pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, int(bar.w * share), bar.h),
                         border_radius=5)
        dot = (self.frame // 10) % 3
        for k in range(3):
            pygame.draw.circle(surface, theme.ACCENT if k == dot else theme.TEXT_DIM,
                               (x + dots + k * 12, bar.centery), 4)

    def _draw_graph(self, surface: pygame.Surface) -> None:
        """One bar per position from the middle line (up: good for White, or a win still
        there), the cursor, and each key position marked."""
        graph = self.graph
        pygame.draw.rect(surface, theme.FRAME, graph, border_radius=6)
        mid = graph.centery
        pygame.draw.line(surface, theme.FRAME_LIGHT, (graph.x, mid), (graph.right - 1, mid))
        values = self.review.graph()
        count = max(1, len(values) - 1)
        half = graph.h // 2 - 6
        width = max(1, graph.w // (count + 1) - 1)
        for p, value in enumerate(values):
            if value is None:
                continue
            px = graph.x + round(p / count * (graph.w - width))
            height = round(value * half)
            bar = pygame.Rect(px, mid - max(0, height), width, max(1, abs(height)))
            pygame.draw.rect(surface, self.review.colour(value), bar)
        top, bottom = self.review.graph_labels()
        high = 20 if text.size() == "normal" else graph.h // 2 - 4
        for label, y in ((top, graph.y + 4), (bottom, graph.bottom - 4 - high)):
            text.blit_box(surface, label, pygame.Rect(graph.x - LABELS_W, y, LABELS_W - 8, high),
                          "small", theme.TEXT_DIM)
        for ply in self.keys:
            px = graph.x + round(ply / count * (graph.w - width)) + width // 2
            pygame.draw.polygon(surface, theme.HIGHLIGHT, [(px - 6, graph.y + 2), (px + 6, graph.y + 2),
                                                           (px, graph.y + 12)])
        cx = graph.x + round(self.ply / count * (graph.w - width)) + width // 2
        pygame.draw.line(surface, theme.ACCENT, (cx, graph.y), (cx, graph.bottom - 1), 3)

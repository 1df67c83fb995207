"""A look back at a finished game: the board at any move, with the game's own analysis.

The analysis is the game's (``GameInfo.review`` names a pure module with a ``Review`` class;
see ``games/maze/review.py`` and ``games/maorider/review.py``): built from the session's
initial position and move list, it names one position at a time for a worker to judge
(``next_job``), takes each answer (``take``), and then tells in words what it found: a
headline (``summary``), a verdict per position (``verdict``), the positions worth a look
(``key_plies``, ``key_text``; shown once the review is ``done``, or sooner while its optional
``keys_ready`` is true, as Maorider's quick pass allows), a move to show on the board
(``suggestion``) and a value per position for the strip under the headline (``graph``: -1 to
1, None not known yet; each bar's ``colour`` and the halves' ``graph_labels``).

At the larger text sizes the panel's parts take the room their words need (the headline and
the verdict shrink to their boxes), the position's number moves up beside it, and the list of
key positions shows as many as still fit.

The worker is a :class:`Thinker` (its ``choose_move`` is the review module's ``worker``), at
the arcade's own priority (:data:`WORKER_NICENESS`), so the picture never waits for it (a
worker silent past the review's ``deadline_s`` is replaced and its position counts as not
settled); leaving the scene closes the worker, and workers die with the arcade. The board is
drawn by the game's own scene (``painter``: its ``draw_board`` and ``draw_review_mark``). The
cursor is a position: 0 is the deal, ``n`` the end; the verdict speaks of the move played from
it.
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
WORKER_NICENESS = 0
"""The review's worker runs at the arcade's own priority: the screen has nothing else to do,
and at the lowest (nice 19) work of normal priority filling the cores leaves it almost no CPU
(reviews of 20-30 s of CPU were seen taking 4-6 minutes; see ``games/REVIEW_NOTES.md``)."""


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
        self.thinker = thinker or Thinker(WORKER_NICENESS)
        self.thinker.warm(review.rules, review.worker)
        self.last = len(session.moves)
        self.ply = self.last
        self.moved = False
        """The person has moved the cursor (so the first key position is not jumped to)."""
        self.failed = 0
        self.key_buttons = ButtonRow()
        self.keys: list[int] = []
        """The key positions the list shows, in its order."""
        self._build()

    def _build(self) -> None:
        """Place the panel's parts for the text size in force (see the module's words)."""
        self.big = text.size() != "normal"
        self.graph, self.labels_w = GRAPH, LABELS_W
        self.keys_top, self.key_row, self.most_keys = KEYS_TOP, KEY_ROW, MOST_KEYS
        y, side, back_w = PANEL.bottom - 60, (60, 52), 144
        if self.big:
            x, width = PANEL.x + 16, PANEL.w - 32
            target = text.px(theme.MIN_TARGET)
            small, body = text.font("small").get_linesize(), text.font("body").get_linesize()
            self.title_box = pygame.Rect(x, PANEL.y + 10, width, text.font("title").get_linesize())
            self.summary_box = pygame.Rect(x, self.title_box.bottom, width, 2 * body)
            self.progress_y = self.summary_box.bottom + 4
            self.labels_w = text.px(LABELS_W)
            self.graph = pygame.Rect(x + self.labels_w, self.progress_y + small + 4, width - self.labels_w,
                                     max(2 * small + 8, text.px(80)))
            self.where_y = self.graph.bottom + 8
            self.verdict_box = pygame.Rect(x, self.where_y + body, width, 2 * small)
            self.keys_top = self.verdict_box.bottom + 8
            y, side = PANEL.bottom - 10 - target, (target, target)
            back_w = width - 4 * (target + 8)
            self.key_row = target + 8
            self.most_keys = max(1, min(MOST_KEYS, (y - self.keys_top - small - 10) // self.key_row))
            xs = [x + i * (target + 8) for i in range(4)]
        else:
            xs = [PANEL.x + 16, PANEL.x + 84, PANEL.x + 152, PANEL.x + 220]
        self.buttons = ButtonRow([
            Button((xs[0], y, *side), "|<", self.first, translate=False),
            Button((xs[1], y, *side), "<", lambda: self.step(-1), translate=False),
            Button((xs[2], y, *side), ">", lambda: self.step(1), translate=False),
            Button((xs[3], y, *side), ">|", self.end, translate=False),
            Button((PANEL.right - 16 - back_w, y, back_w, side[1]), N_("Back"), self.back, glyph="back"),
        ])
        if self.keys:
            self._place_keys()

    def relayout(self) -> None:
        self._build()

    def _place_keys(self) -> None:
        """The buttons of the key positions (as many as the panel has room for)."""
        keys = self.keys = self.review.key_plies()[:self.most_keys]
        small = text.font("small").get_linesize() + 8 if self.big else 26
        self.key_buttons = ButtonRow([
            Button((PANEL.x + 16, self.keys_top + small + i * self.key_row, PANEL.w - 32, self.key_row - 6), "",
                   lambda ply=ply: self.go(ply), role="small",
                   label_fn=lambda ply=ply: self.review.key_text(ply))
            for i, ply in enumerate(keys)])

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
        elif getattr(review, "keys_ready", False):
            self._place_keys()

    def _finished(self) -> None:
        """The analysis is complete: the worker goes, the list of key positions comes, and
        the cursor goes to the first of them unless the person has moved it."""
        self.thinker.close()
        self._place_keys()
        if self.keys and not self.moved:
            self.ply = self.keys[0]

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
        if self.big:
            self._draw_big_panel(surface)
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

    def _draw_big_panel(self, surface: pygame.Surface) -> None:
        """The panel at the larger text sizes: each part in the box :meth:`_build` gave it."""
        review, ply = self.review, self.ply
        x = PANEL.x + 16
        text.blit_box(surface, tr("Review: {game}", game=tr(self.session.info.title)), self.title_box, "title")
        text.blit_box(surface, review.summary(), self.summary_box, "body", theme.HIGHLIGHT)
        self._draw_progress(surface, x, self.progress_y)
        self._draw_graph(surface)
        count = text.blit(surface, f"{ply} / {self.last}", (PANEL.right - 16, self.where_y), "small",
                          theme.TEXT_DIM, "topright")
        where = tr("The deal") if ply == 0 else tr("After move {number}: {move}", number=ply,
                                                     move=self.session.moves[ply - 1])
        text.blit_box(surface, where, pygame.Rect(x, self.where_y, count.x - 16 - x, self.verdict_box.y - self.where_y),
                      "body")
        text.blit_box(surface, review.verdict(ply), self.verdict_box, "small")
        if self.key_buttons.buttons:
            text.blit(surface, tr("Moves to look at"), (x, self.keys_top), "small", theme.TEXT_DIM)
            for key, button in zip(self.keys, self.key_buttons.buttons):
                if key == ply:
                    widgets.highlight_rect(surface, button.rect.inflate(6, 6), theme.HIGHLIGHT, 60)
        self.key_buttons.draw(surface)
        self.buttons.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, x: int, y: int) -> None:
        if self.big and self.analysing:
            share = self.review.progress()
            words = text.blit(surface, tr("Analysing… {percent}%", percent=int(share * 100)), (x, y), "small",
                              theme.TEXT_DIM)
            dot = (self.frame // 10) % 3
            middle = words.centery
            for k in range(3):
                pygame.draw.circle(surface, theme.ACCENT if k == dot else theme.TEXT_DIM,
                                   (words.right + 14 + k * 12, middle), 4)
            bar = pygame.Rect(words.right + 56, middle - 5, PANEL.right - 16 - words.right - 56, 10)
            pygame.draw.rect(surface, theme.BUTTON, bar, border_radius=5)
            pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, int(bar.w * share), bar.h), border_radius=5)
            return
        if not self.analysing:
            if self.failed:
                text.blit(surface, tr("Some positions could not be judged."), (x, y), "small",
                          theme.ILLEGAL)
            return
        share = self.review.progress()
        text.blit(surface, tr("Analysing… {percent}%", percent=int(share * 100)), (x, y), "small",
                  theme.TEXT_DIM)
        bar = pygame.Rect(x + 230, y + 4, PANEL.w - 32 - 230, 10)
        pygame.draw.rect(surface, theme.BUTTON, bar, border_radius=5)
        pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, int(bar.w * share), bar.h),
                         border_radius=5)
        dot = (self.frame // 10) % 3
        for k in range(3):
            pygame.draw.circle(surface, theme.ACCENT if k == dot else theme.TEXT_DIM,
                               (x + 190 + k * 12, y + 9), 4)

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
        line = text.font("small").get_linesize() if self.big else 20
        for label, y in ((top, graph.y + 4), (bottom, graph.bottom - 4 - line)):
            text.blit_box(surface, label, pygame.Rect(graph.x - self.labels_w, y, self.labels_w - 8, line),
                          "small", theme.TEXT_DIM)
        for ply in self.keys:
            px = graph.x + round(ply / count * (graph.w - width)) + width // 2
            pygame.draw.polygon(surface, theme.HIGHLIGHT, [(px - 6, graph.y + 2), (px + 6, graph.y + 2),
                                                           (px, graph.y + 12)])
        cx = graph.x + round(self.ply / count * (graph.w - width)) + width // 2
        pygame.draw.line(surface, theme.ACCENT, (cx, graph.y), (cx, graph.bottom - 1), 3)

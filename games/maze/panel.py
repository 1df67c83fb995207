"""Maze's side panel and end box: the prompt, the seats, the count of sleepers and trees, the
solver's verdict and notes over the score sheet and solver buttons (or the kids' big words and
buttons), and the banner under the board when the game ends; laid out for the text size in
force (a part of :class:`games.maze.scene.MazeScene`).
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import text, theme
from games.engine.game_scene import BOARD
from games.engine.i18n import tr
from games.maze.ai import LEVELS
from games.maze.words import HALVES, reason_text


class MazePanel:
    """Drawing and layout of the panel's part and the end box (the scene holds the state)."""

    kids: bool
    layout: Any
    panel_buttons: Any
    goal_button: Any

    def _size_panel_buttons(self) -> None:
        """The score sheet and the solver's buttons at the panel's foot, touch targets at a
        large text size (the kids' buttons are big at every size)."""
        if self.kids:
            return
        area = self.panel_area
        high = 52 if text.size() == "normal" else text.px(theme.MIN_TARGET) + 4
        sheet, winnable = self.panel_buttons.buttons
        sheet.rect = pygame.Rect(area.x, area.bottom - high, 220, high)
        winnable.rect = pygame.Rect(area.x + 232, area.bottom - high, area.w - 232, high)

    def panel_height(self) -> int:
        """At a large text size: the prompt, the count, two lines for the seats or the notes,
        then the buttons (each line shrinks to fit)."""
        if self.session.info.kids:
            return type(self).panel_area.h
        return 4 * text.font("small").get_linesize() + 12 + text.px(theme.MIN_TARGET) + 4

    def draw_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.kids:
            if text.size() == "normal":
                lines = text.wrap(self.kids_message(), "kids", rect.w)[:4]
                for i, line in enumerate(lines):
                    text.blit(surface, line, (rect.x, rect.y + i * 36), "kids", theme.HIGHLIGHT)
            else:
                text.blit_box(surface, self.kids_message(), pygame.Rect(rect.x, rect.y, rect.w, 140), "kids",
                              theme.HIGHLIGHT, align="topleft")
            self.panel_buttons.draw(surface)
            if self.goal_button is not None:
                self.goal_button.draw(surface)
            return
        if text.size() != "normal":
            self._draw_large_panel(surface, rect)
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

    def _draw_large_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel's lines at a large text size, each in its own box, shrunk to fit: the
        prompt, the count, then a line for each seat, or in their place the solver's verdict
        or a note while there is one (the seats are in the score sheet and the move list)."""
        step = text.font("small").get_linesize()
        y = rect.y
        side = self.shown.to_move
        if side is not None:
            text.blit_box(surface, tr("{name} moves any piece on the {half}", name=self.player_name(side),
                                      half=tr(HALVES[side])),
                          pygame.Rect(rect.x, y, rect.w, step), "small", theme.HIGHLIGHT, align="topleft")
        y += step
        board = self.shown.pieces()
        dead = sum(1 for p in board if p.state == "dead")
        trees = sum(1 for p in board if p.state == "planted")
        text.blit_box(surface, tr("Asleep in the desert: {dead} · Trees planted: {trees}", dead=dead, trees=trees),
                      pygame.Rect(rect.x, y, rect.w, step), "small", theme.TEXT_DIM, align="topleft")
        y += step + 6
        notes = pygame.Rect(rect.x, y, rect.w, 2 * step)
        if self.asked_winnable and not self.state.is_over():
            searching = self.hints.verdict(self.state).answer == "searching"
            text.blit_box(surface, self.winnable_text(), pygame.Rect(notes.x, notes.y, notes.w - (60 if searching else 0),
                                                                     notes.h), "small", theme.HIGHLIGHT, align="topleft")
            if searching:
                self._draw_thinking(surface, (rect.right - 44, y + 10))
        elif self.note:
            text.blit_box(surface, self.note, notes, "small", theme.TEXT, align="topleft")
        else:
            for seat, info in enumerate(self.session.seats):
                who = (tr("Computer ({level})", level=tr(LEVELS[info.level])) if info.computer
                       else tr("Human"))
                text.blit_box(surface, tr("{name}: {who}", name=self.player_name(seat), who=who),
                              pygame.Rect(rect.x, y + seat * step, rect.w, step), "small", theme.TEXT_DIM, align="topleft")
        self.panel_buttons.draw(surface)

    def _draw_thinking(self, surface: pygame.Surface, at: tuple[int, int]) -> None:
        for k in range(3):
            phase = (self.frame // 10 + k) % 3
            pygame.draw.circle(surface, theme.ACCENT if phase == 0 else theme.TEXT_DIM,
                               (at[0] + k * 18, at[1]), 6)

    def has_move_list(self) -> bool:
        """The kids' screen shows no moves."""
        return not self.kids and super().has_move_list()

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if not self.kids:
            super().draw_log(surface, rect)

    def end_box(self) -> pygame.Rect:
        """The end banner sits under the board so the swapped (or stuck) Travelers stay seen;
        it covers the whole legend, whose last label reaches near the board's edge. At a
        larger text size it reaches up over the board's bottom rows (the Travelers' rows, c and
        d, stay seen) to hold its words."""
        top = self.layout.outline.bottom + 8
        if text.size() != "normal":
            top = min(rect.centery for field, rect in self.layout.rects.items() if field.startswith("e"))
        return pygame.Rect(8, top, BOARD.w - 16, BOARD.bottom - top - 4)

    def _place_end_buttons(self) -> None:
        box = self.end_box()
        height = theme.KIDS_TARGET if self.kids else 56
        if text.size() != "normal":
            # One row at the box's foot, the words above and beside it.
            height = max(height, text.px(theme.MIN_TARGET) + 4)
            buttons = self.end_buttons.buttons
            for k, button in enumerate(buttons):
                button.rect = pygame.Rect(box.right - 16 - (len(buttons) - k) * 120 + 10, box.bottom - height - 10,
                                          110, height)
            return
        row, more = self.end_buttons.buttons[:2], self.end_buttons.buttons[2:]
        for k, button in enumerate(row):
            button.rect = pygame.Rect(box.right - 16 - (2 - k) * 190, box.bottom - height - 10,
                                      180, height)
        # Any further button (Review) sits at the top right, clear of the words on the left.
        for k, button in enumerate(more):
            button.rect = pygame.Rect(box.right - 16 - (k + 1) * 190 + 10, box.y + 10, 180, height)

    def draw_end(self, surface: pygame.Surface) -> None:
        box = self.end_box()
        won = bool(self.state.winners())
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT if won else theme.ILLEGAL, box, 3,
                         border_radius=18)
        if text.size() == "normal":
            text.blit(surface, self.status_text(), (box.x + 20, box.y + 12), "title")
        else:
            text.blit_box(surface, self.status_text(), pygame.Rect(box.x + 20, box.y + 8, box.w - 40,
                                                                   text.font("title").get_linesize()),
                          "title", theme.TEXT, align="topleft")
        if won:
            detail = tr("Great teamwork!") if self.kids else tr("The Travelers have swapped sides")
        else:
            detail = reason_text(self.state.lost_reason or "", self.kids)
        role = "kids" if self.kids else "body"
        if text.size() == "normal":
            # Why the swap can no longer happen, whole: smaller text when it needs more lines than
            # the room beside the buttons holds at its size.
            room = pygame.Rect(box.x + 20, box.y + 56, box.w - 420, box.h - 62)
            text.blit_box(surface, detail, room, role, theme.TEXT_DIM, left=True)
        else:
            top = box.y + 8 + text.font("title").get_linesize()
            row = min(button.rect.x for button in self.end_buttons.buttons)
            text.blit_box(surface, detail, pygame.Rect(box.x + 20, top, row - box.x - 30, box.bottom - 4 - top),
                          role, theme.TEXT_DIM, align="topleft")
        self.end_buttons.draw(surface)

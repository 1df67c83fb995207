"""The chrome of a game's screen, laid out for the text size in force: the title, the status
beside the seat badge, the game's part of the panel, the move list, the bottom row of buttons,
the pause button and the end box (a part of :class:`games.engine.game_scene.GameScene`).

At normal size everything stands where it always stood, to the pixel. At a larger size
(:func:`games.engine.text.px`) every button is at least a touch target, the title and the
status shrink rather than run into the pause button or the game's panel, the game's part of
the panel takes the height it asks for (:meth:`GameChrome.panel_height`) and the move list
scrolls in what is left above the buttons; where the bottom row has no Hint, the list's
words/notation toggle stands there (:meth:`GameChrome.toggle_below`), leaving the list a line.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import tr

BOARD = pygame.Rect(theme.BOARD_RECT)
PANEL = pygame.Rect(theme.PANEL_RECT)
HINT_SLOT = pygame.Rect(PANEL.x + 182, PANEL.bottom - 64, 150, 56)
"""The middle of the panel's bottom row: the Hint button, or in a game without one (at a
large text size) the move list's words/notation toggle."""
PAUSE_BUTTON = pygame.Rect(theme.SCREEN_SIZE[0] - 60, 10, 50, 50)


class GameChrome:
    """Layout and drawing of the chrome; the scene supplies its buttons, status and lists."""

    panel_area = pygame.Rect(PANEL.x + 16, 176, PANEL.w - 32, 250)
    log_area = pygame.Rect(PANEL.x + 16, 436, PANEL.w - 32, 170)
    buttons: Any
    end_buttons: Any
    log_toggle: Any
    _normal_rects: dict[int, pygame.Rect]

    def layout_chrome(self) -> None:
        """Size the chrome's buttons for the text size in force: each at least a touch target
        (:func:`games.engine.text.px`), kept where it was anchored (the bottom row to the
        panel's foot, the pause button to the corner, the end box's row to its middle); at
        normal size exactly as they were laid out."""
        least = text.px(theme.MIN_TARGET)
        self.layout_areas()
        for button in self.buttons.buttons + self.end_buttons.buttons:
            normal = self._normal_rects.get(id(button))
            if normal is None:
                continue
            rect = normal.copy()
            if text.size() != "normal":
                if button is self.log_toggle and self.toggle_below():
                    rect = pygame.Rect(HINT_SLOT.x, 0, HINT_SLOT.w, least + 4)
                    rect.bottom = PANEL.bottom - 8
                elif button is self.log_toggle:
                    rect.h = max(rect.h, least)
                    rect.w = max(rect.w, text.px(120))
                    rect.midright = (self.log_area.right, self.log_area.y + text.font("small").get_linesize() // 2)
                elif rect.topright == PAUSE_BUTTON.topright:
                    rect.size = (max(rect.w, least), max(rect.h, least))
                    rect.topright = PAUSE_BUTTON.topright
                else:
                    anchor = rect.midbottom if rect.bottom > PANEL.bottom - 20 else rect.center
                    rect.h = max(rect.h, least + 4)
                    if anchor == normal.midbottom:
                        rect.midbottom = anchor
                    else:
                        rect.center = anchor
            button.rect = rect

    def toggle_below(self) -> bool:
        """At a large text size the words/notation toggle stands in the bottom row, in the
        place a Hint button takes in the games that have one: the move list's heading is then
        a line of text, not a touch target high, and the list shows a move more."""
        return (text.size() != "normal" and self.describes() and self.log_toggle in self.buttons.buttons
                and self.hint_button not in self.buttons.buttons)

    def log_heading(self) -> int:
        """How far below the move list's top its lines may begin (under its heading)."""
        if self.toggle_below():
            return text.font("small").get_linesize() + 2
        return text.px(34)

    def panel_height(self) -> int:
        """How tall the game's part of the panel must be at the text size in force (the
        move list below gives way to it)."""
        return type(self).panel_area.h

    def log_room(self) -> bool:
        """Whether the game's log finds room elsewhere when its own area is empty (Terra's
        reports take the controls' place while no controls are shown)."""
        return False

    def layout_areas(self) -> None:
        """The game's part of the panel and the move list under it: at normal size the
        class's own; larger, the game's part takes :meth:`panel_height` and the move list
        what is left above the bottom row of buttons (it scrolls)."""
        cls = type(self)
        if text.size() == "normal":
            self.panel_area, self.log_area = cls.panel_area, cls.log_area
            return
        panel = cls.panel_area.copy()
        # Exactly the height asked for: what a game's part leaves of its normal height goes
        # to the move list, which is short at a large size.
        panel.h = self.panel_height()
        foot = PANEL.bottom - 8 - text.px(theme.MIN_TARGET) - 4 - 12
        least = text.px(theme.MIN_TARGET)
        top = panel.bottom + 6
        if not self.toggle_below():  # the toggle beside the heading stands out above it
            top += (least - text.font("small").get_linesize()) // 2
        self.panel_area = panel
        top = min(top, foot)
        self.log_area = pygame.Rect(cls.log_area.x, top, cls.log_area.w, foot - top)

    def relayout(self) -> None:
        """The text size changed: the chrome's buttons and the game's own panel follow."""
        self.layout_chrome()
        self.__dict__.pop("roll_button", None)

    def draw_chrome(self, surface: pygame.Surface) -> None:
        widgets.panel(surface, PANEL)
        if text.size() == "normal":
            text.blit(surface, tr(self.session.info.title), (PANEL.x + 16, PANEL.y + 12), "title")
        else:
            # Shrunk to stay clear of the pause button, which grows with the text size.
            pause = next((b.rect for b in self.buttons.buttons if b.glyph == "pause"), PAUSE_BUTTON)
            text.blit_box(surface, tr(self.session.info.title),
                          pygame.Rect(PANEL.x + 16, PANEL.y + 12, pause.x - 8 - PANEL.x - 16,
                                      text.font("title").get_linesize()), "title", theme.TEXT, align="topleft")
        player = self.turn_player()
        y = self.status_y()
        if player is not None:
            widgets.seat_badge(surface, (PANEL.x + 32, y + 14), player, text.px(14), self.session.info.seat_looks,
                               self.seat_picture(player))
        elif self.shown.is_over() and self.shown.winners():
            winner = min(self.shown.winners())
            widgets.seat_badge(surface, (PANEL.x + 32, y + 14), winner, text.px(14),
                               self.session.info.seat_looks, self.seat_picture(winner))
        self.draw_status(surface, self.status_text(), y)
        seat = self.session.seat_to_move()
        if seat is not None and seat.computer and not self.anims.busy and not self.watching:
            for k in range(3):
                phase = (self.frame // self.dots_frames + k) % 3
                pygame.draw.circle(surface, theme.ACCENT if phase == 0 else theme.TEXT_DIM,
                                   (PANEL.right - 70 + k * 18, y + 14), 5)
        if self.error and text.size() == "normal":
            self.draw_error(surface, y)
        self.draw_panel(surface, self.panel_area)
        if self.error and text.size() != "normal":
            self.draw_error(surface, y)
        if self.can_roll():
            self.roll_button.draw(surface)
        if self.move_list_rect() is not None:
            self.draw_log(surface, self.log_area)
        self.buttons.draw(surface)
        if not self.watching:
            widgets.pause_icon(surface, PAUSE_BUTTON)
        if self.state.is_over() and not self.anims.busy and self._playing():
            self.draw_end(surface)

    @staticmethod
    def status_y() -> int:
        """The top of the status line: under the title (which grows with the text size)."""
        if text.size() == "normal":
            return PANEL.y + 72
        return PANEL.y + 12 + text.font("title").get_linesize() + 2

    def draw_status(self, surface: pygame.Surface, status: str, y: int) -> None:
        """The status beside the seat badge in two lines at most: at a large text size it
        shrinks (down to the smallest size allowed) rather than lose its end."""
        if text.size() == "normal":
            for i, line in enumerate(text.wrap(status, "body", PANEL.w - 80)[:2]):
                text.blit(surface, line, (PANEL.x + 56, y + 2 + i * 24), "body")
            return
        step = text.font("body").get_linesize()
        box = pygame.Rect(PANEL.x + 56, y + 2, PANEL.w - 80, 2 * step)
        role, lines, _ = text.fitting(status, "body", box.w, box.h)
        step = text.font(role).get_linesize()
        for i, line in enumerate(lines):
            text.blit(surface, line, (box.x, box.y + i * step), role)

    def draw_error(self, surface: pygame.Surface, y: int) -> None:
        """A refused move or a save that failed, in red under the status (at a large text
        size over the top of the panel's own part, which it must not run through)."""
        if text.size() == "normal":
            for i, line in enumerate(text.wrap(self.error, "small", PANEL.w - 40)[:2]):
                text.blit(surface, line, (PANEL.x + 16, y + 54 + i * 18), "small", theme.ILLEGAL)
            return
        step = text.font("small").get_linesize()
        top = y + 2 + 2 * text.font("body").get_linesize()
        role, lines, _ = text.fitting(self.error, "small", PANEL.w - 40, 2 * step)
        veil = pygame.Rect(PANEL.x + 8, top, PANEL.w - 16, len(lines) * text.font(role).get_linesize() + 4)
        pygame.draw.rect(surface, theme.PANEL, veil, border_radius=6)
        text.blit_box(surface, self.error, pygame.Rect(PANEL.x + 16, top + 2, PANEL.w - 40, 2 * step), "small",
                      theme.ILLEGAL, align="topleft")

    def has_move_list(self) -> bool:
        """Whether the panel keeps a move list at all (a lesson, a replay and the kids' Maze
        show none): the pause menu offers the whole list only then."""
        return self._playing()

    def move_list_rect(self) -> pygame.Rect | None:
        """Where the panel shows its move list now, heading and lines (a click or tap there
        opens the whole list, :mod:`games.engine.moves_page`); None while it shows none."""
        if self.has_move_list() and (text.size() == "normal" or self.log_area.h or self.log_room()):
            return self.log_area
        return None

    def move_list_title(self) -> str:
        """The move list's heading."""
        return tr("Moves")

    def move_entries(self) -> list[tuple[int | None, str]]:
        """The move list as the panel's toggle shows it: ``(seat, sentence)`` in words, or
        the notation's lines (no seat); the whole-list page shows exactly these."""
        if self.describes() and not self.notation:
            return self.word_lines()
        return [(None, line) for line in self.log_lines()]

    def entry_colour(self, player: int | None) -> tuple[int, int, int]:
        """The colour of an entry of ``player`` (None: a notation line) in the list."""
        return theme.TEXT

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        text.blit(surface, self.move_list_title(), rect.topleft, "small", theme.TEXT_DIM)
        if self.describes() and not self.notation:
            self.draw_words(surface, rect)
            return
        lines = self.log_lines()
        step = 18 if text.size() == "normal" else text.font("small").get_linesize()
        top = text.px(22) if text.size() == "normal" else self.log_heading()
        rows = max(1, (rect.h - top) // step)
        cols = 2
        end = len(lines) - min(self.log_back, max(0, len(lines) - rows * cols))
        shown = lines[max(0, end - rows * cols):end]
        for i, line in enumerate(shown):
            col, row = divmod(i, rows)
            text.blit(surface, line, (rect.x + col * rect.w // cols, rect.y + top + row * step), "small")

    def draw_words(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The moves as sentences (wrapped), newest at the bottom, each after its seat's
        badge; scrolled back by ``log_back`` sentences."""
        lines = self.word_lines()
        step = text.font("small").get_linesize()
        end = len(lines) - min(self.log_back, max(0, len(lines) - 1))
        y = rect.bottom
        badge = text.px(9)
        for player, sentence in reversed(lines[:end]):
            wrapped = text.wrap(sentence, "small", rect.w - text.px(26))
            y -= len(wrapped) * step + 4
            if y < rect.y + self.log_heading():
                if text.size() == "normal" or y + len(wrapped) * step + 4 < rect.bottom:
                    break
                # The newest sentence alone is taller than a large size's short list: shrunk
                # (and at most a little squeezed) to the room there is, never past the panel's
                # edge (scrolling back shows the earlier ones).
                y = rect.y + self.log_heading()
                box = pygame.Rect(rect.x + text.px(24), y, rect.w - text.px(26), rect.bottom - y)
                role, _, _ = text.fitting(sentence, "small", box.w, box.h)
                if player is not None:
                    widgets.seat_badge(surface, (rect.x + badge, y + text.font(role).get_linesize() // 2),
                                       player, badge, self.session.info.seat_looks, self.seat_picture(player))
                text.blit_box(surface, sentence, box, "small", align="topleft")
                break
            if player is not None:
                widgets.seat_badge(surface, (rect.x + badge, y + step // 2), player, badge,
                                   self.session.info.seat_looks, self.seat_picture(player))
            for i, line in enumerate(wrapped):
                text.blit(surface, line, (rect.x + text.px(24), y + i * step), "small")

    def end_box_around(self, box: pygame.Rect) -> pygame.Rect:
        """The end box grown to hold its buttons (taller at a large text size)."""
        row = self.end_buttons.buttons[0].rect.unionall([b.rect for b in self.end_buttons.buttons])
        return box.union(row.inflate(40, 40))

    def draw_end(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(0, 0, 520, 220)
        box.center = BOARD.center
        if text.size() != "normal":
            box = self.end_box_around(box)
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=18)
        text.blit(surface, self.status_text(), (box.centerx, box.y + 40), "title", anchor="midtop")
        self.end_buttons.draw(surface)

"""Seat set-up: how many players, who sits where (person or computer, and its level), options.

Seats are a column on the left, the game's options a column on the right, so a game with four
seats and many options (Terra Incognita's variants) still fits one screen. At the larger text
sizes the seats and then the options stand in one column, each option's label beside its
button, in a panel that scrolls (wheel, drag, Page Up/Down or the right stick, and the focus
cursor walking off its edge) between the title and the Back, Help and Start buttons, which
stay put.

Controllers take seats here: the first A pressed on a controller that has no seat yet takes
the first person's seat nobody's controller holds; from then on that controller plays that
seat only (a seat no controller took may be played by any controller).
"""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import controls, registry, text, theme, widgets
from games.engine.dragscroll import DragScroll
from games.engine.focus import Target, nearest
from games.engine.i18n import N_, tr
from games.engine.player_chooser import PlayerChooser, gentle_table
from games.engine.scene import Context, Scene
from games.engine.session import Seat
from games.engine.widgets import Button, ButtonRow

SEATS_X = 80
SEAT_TOP = 200
SEAT_STEP = 78
OPTIONS_X = 700
OPTION_TOP = 130
OPTION_STEP = 74
GROUP_TOP = 112
"""Where the tabs of a game whose options come in groups stand (the options start below)."""
OPTIONS_BOTTOM = 620
MARGIN = 40
"""The larger sizes: the panel's left and right margin (the scrollbar stands in the right one)."""


def default_level(levels: list[str]) -> int:
    """The level a new computer seat starts at, the same wording in every game: "normal"
    where the game has it, else the middle one."""
    return levels.index("normal") if "normal" in levels else len(levels) // 2


class SeatingScene(Scene):
    """Choose seats and options for ``info``, then start the game."""

    name = "seating"
    motion = "still"

    def __init__(self, ctx: Context, info: registry.GameInfo) -> None:
        super().__init__(ctx)
        self.info = info
        self.levels = info.ai_levels()
        self.players = info.default_players
        level = default_level(self.levels) if self.levels else 0
        self.seats = [Seat(computer=i > 0 and bool(self.levels), level=level) for i in range(info.max_players)]
        self.options = info.default_options()
        groups = self.groups()
        self.group = groups[0] if groups else ""
        """The tab of options on show (a game whose options come in groups)."""
        self.error = ""
        self.chooser = PlayerChooser(on_child=lambda child: gentle_table(self.info, self.seats, self.options))
        ctx.pad_seats.clear()
        self.scroll = 0
        self.panel: pygame.Rect | None = None
        """The larger sizes: the scrolling panel's place on screen down to the fixed buttons
        (None: nothing scrolls)."""
        self.placed: list[tuple[Button, pygame.Rect]] = []
        """The panel's buttons with their places in the panel (before scrolling)."""
        self.drag = DragScroll()
        self._build()

    def relayout(self) -> None:
        self._build()

    def _seat_name(self, i: int) -> str:
        names = self.info.seat_names or tuple(theme.SEAT_NAMES)
        return tr(names[i % len(names)])

    def _build(self) -> None:
        if text.size() != "normal":
            self._build_panel(text.px(12))
            if 0 < self.max_scroll() <= self.gaps * text.px(8):
                self._build_panel(text.px(4))  # closer rows spare a panel that all but fits its scrolling
            return
        self.panel = None
        self.placed = []
        self.buttons = ButtonRow()
        b = self.buttons
        if self.info.max_players > self.info.min_players:
            for n in range(self.info.min_players, self.info.max_players + 1):
                b.add(Button((SEATS_X + 180 + (n - self.info.min_players) * 76, 112, 64, 56), str(n),
                             self._set_players(n), translate=False,
                             colour=theme.ACCENT if n == self.players else None))
        for i in range(self.players):
            y = SEAT_TOP + i * SEAT_STEP
            b.add(Button((SEATS_X + 38, y, 136, 60), N_("Name"), self._name(i), label_fn=self._name_label(i),
                         visible=lambda i=i: self.chooser.offered() and not self.seats[i].computer))
            b.add(Button((SEATS_X + 180, y, 190, 60), N_("Human"), self._toggle(i),
                         label_fn=lambda i=i: tr("Computer") if self.seats[i].computer else tr("Human"),
                         enabled=lambda: bool(self.levels)))
            b.add(Button((SEATS_X + 384, y, 180, 60), N_("Level"), self._level(i),
                         label_fn=lambda i=i: tr(self.levels[self.seats[i].level])
                         if self.levels and self.seats[i].computer else "",
                         enabled=lambda i=i: self.seats[i].computer,
                         visible=lambda i=i: self.seats[i].computer))
        groups = self.groups()
        for k, group in enumerate(groups):
            width = 440 // len(groups)
            b.add(Button((OPTIONS_X + k * width, GROUP_TOP, width - 8, 52), group, self._show_group(group),
                         role="small", colour=theme.ACCENT if group == self.group else None))
        for opt, y, height in self.option_rows():
            b.add(Button((OPTIONS_X, y + 22, 440, height), opt.label, self._cycle(opt), role="small",
                         label_fn=lambda opt=opt: self._choice_label(opt),
                         enabled=lambda opt=opt: opt.offered(self.players),
                         visible=lambda opt=opt: opt.group == self.group))
        b.add(Button((980, 630, 240, 64), N_("Start"), self.start, colour=theme.ACCENT))
        b.add(Button((60, 630, 200, 64), N_("Back"), self.back, glyph="back"))
        b.add(Button((280, 630, 200, 64), N_("Help"), self.help))

    def _build_panel(self, gap: int) -> None:
        """The larger sizes: one column in a scrolling panel, touch targets grown with the
        text and ``gap`` between rows, the widths measured from the words in force."""
        target = text.px(theme.MIN_TARGET)
        width, height = theme.SCREEN_SIZE
        right = width - MARGIN - 24
        small = text.font("small").get_linesize()
        bar = pygame.Rect(0, height - 16 - target - 12, 0, target + 12)
        self.notice_box = pygame.Rect(MARGIN, bar.y - 8 - 2 * small, width - 2 * MARGIN, 2 * small)
        top = 16 + text.font("title").get_linesize() + small
        self.panel = pygame.Rect(0, top, width, bar.y - 12 - top)
        self.buttons = ButtonRow()
        self.placed = []
        self.texts: list[tuple[str, tuple[int, int], str, tuple[int, int, int]]] = []
        """The panel's words: text, place in the panel (mid-left), role, colour."""
        b = self.buttons

        def place(button: Button) -> None:
            self.placed.append((b.add(button), pygame.Rect(button.rect)))

        body = text.font("body")
        y = 0
        if self.info.max_players > self.info.min_players:
            label = tr("Players")
            self.texts.append((label, (MARGIN, y + target // 2), "body", theme.TEXT_DIM))
            side = max(target, text.px(64))
            x = MARGIN + body.size(label)[0] + gap + 8
            for n in range(self.info.min_players, self.info.max_players + 1):
                place(Button((x + (n - self.info.min_players) * (side + gap), y, side, target), str(n),
                             self._set_players(n), translate=False,
                             colour=theme.ACCENT if n == self.players else None))
            y += target + gap
        self.badge_radius = text.px(18)
        name_x = MARGIN + 2 * self.badge_radius + 10
        name_w = max(text.px(136), max(body.size(self._seat_name(i))[0] for i in range(self.info.max_players)) + 8)
        kind_x = name_x + name_w + gap
        kind_w = max(text.px(150), max(body.size(tr(w))[0] for w in ("Human", "Computer")) + 40)
        level_x = kind_x + kind_w + gap
        level_w = max([text.px(140)] + [body.size(tr(level))[0] + 40 for level in self.levels])
        self.pad_x = level_x + level_w + gap + 23
        self.seat_rows = []
        for i in range(self.players):
            self.seat_rows.append(y)
            place(Button((name_x, y, name_w, target), N_("Name"), self._name(i), label_fn=self._name_label(i),
                         visible=lambda i=i: self.chooser.offered() and not self.seats[i].computer))
            place(Button((kind_x, y, kind_w, target), N_("Human"), self._toggle(i),
                         label_fn=lambda i=i: tr("Computer") if self.seats[i].computer else tr("Human"),
                         enabled=lambda: bool(self.levels)))
            place(Button((level_x, y, level_w, target), N_("Level"), self._level(i),
                         label_fn=lambda i=i: tr(self.levels[self.seats[i].level])
                         if self.levels and self.seats[i].computer else "",
                         enabled=lambda i=i: self.seats[i].computer,
                         visible=lambda i=i: self.seats[i].computer))
            y += target + gap
        groups = self.groups()
        if groups:
            y += gap
            tab_w = (right - MARGIN - (len(groups) - 1) * gap) // len(groups)
            for k, group in enumerate(groups):
                place(Button((MARGIN + k * (tab_w + gap), y, tab_w, target), group, self._show_group(group),
                             role="small", colour=theme.ACCENT if group == self.group else None))
            y += target + gap
        label_w = (right - MARGIN) * 9 // 20
        button_x = MARGIN + label_w + gap
        start = y
        for group in groups or [""]:
            y = start
            for opt in self.info.options:
                if groups and opt.group != group:
                    continue
                lines = len(text.wrap(tr(opt.label), "small", label_w))
                row = max(target, lines * small)
                if opt.group == self.group:
                    self.texts.append((tr(opt.label), (MARGIN, y + row // 2), "wrap", theme.TEXT_DIM))
                place(Button((button_x, y + (row - target) // 2, right - button_x, target), opt.label,
                             self._cycle(opt), role="small",
                             label_fn=lambda opt=opt: self._choice_label(opt),
                             enabled=lambda opt=opt: opt.offered(self.players),
                             visible=lambda opt=opt: opt.group == self.group))
                y += row + gap
            if group == self.group:
                end = y
        self.label_w = label_w
        self.content_h = max(0, end - gap)
        self.gaps = sum(1 for _ in self.seat_rows) + (self.info.max_players > self.info.min_players) + \
            2 * bool(groups) + sum(1 for opt in self.info.options if opt.group == self.group)
        """How many gaps the panel's height holds (rows, and the space above the tabs)."""
        side = text.px(200)
        b.add(Button((width - MARGIN - text.px(240), bar.y, text.px(240), bar.h), N_("Start"), self.start,
                     colour=theme.ACCENT))
        b.add(Button((MARGIN, bar.y, side, bar.h), N_("Back"), self.back, glyph="back"))
        b.add(Button((MARGIN + side + 20, bar.y, side, bar.h), N_("Help"), self.help))
        self._scroll_to(self.scroll)

    @property
    def view(self) -> pygame.Rect | None:
        """The part of the screen the panel shows now: it stops above the notice while one
        shows."""
        if self.panel is None or not self.notice()[0]:
            return self.panel
        return pygame.Rect(self.panel.x, self.panel.y, self.panel.w, self.notice_box.y - 8 - self.panel.y)

    def notice(self) -> tuple[str, bool]:
        """The line to show under the seats and whether it is a problem ("": none)."""
        problem = self.error or (self.chooser.problem and tr("The players could not be read: {why}",
                                                              why=self.chooser.problem))
        return (problem, True) if problem else (self.chooser.notice, False) if self.chooser.notice else ("", False)

    def max_scroll(self) -> int:
        """How far the panel scrolls (0: it all shows, or nothing scrolls at this size)."""
        return 0 if self.view is None else max(0, self.content_h - self.view.h)

    def _scroll_to(self, value: int) -> None:
        """Scroll the panel: its buttons move with it (those out of the panel are pressed
        nowhere: :meth:`handle` gives them only presses inside it)."""
        self.scroll = min(self.max_scroll(), max(0, value))
        for button, home in self.placed:
            button.rect.topleft = (home.x, home.y + self.view.y - self.scroll)

    def _bring_into_view(self, rect: pygame.Rect) -> None:
        """Scroll just enough that ``rect`` (on screen) shows whole in the panel."""
        if rect.y < self.view.y:
            self._scroll_to(self.scroll - (self.view.y - rect.y))
        elif rect.bottom > self.view.bottom:
            self._scroll_to(self.scroll + rect.bottom - self.view.bottom)

    def groups(self) -> list[str]:
        """The tabs of options in the order the game lists them; none when every option
        belongs to one group (the options then stand in one column, as they always did)."""
        names = list(dict.fromkeys(opt.group for opt in self.info.options))
        return names if len(names) > 1 else []

    def option_rows(self) -> list[tuple[registry.Option, int, int]]:
        """Each option with the y of its label and its button's height: one column per tab,
        below the tabs, closer together when a tab holds many."""
        if not self.groups():
            return [(opt, OPTION_TOP + j * OPTION_STEP, 48) for j, opt in enumerate(self.info.options)]
        top = GROUP_TOP + 70
        rows = []
        for group in self.groups():
            members = [opt for opt in self.info.options if opt.group == group]
            step = min(OPTION_STEP, (OPTIONS_BOTTOM - top) // len(members))
            rows += [(opt, top + j * step, max(theme.MIN_TARGET, min(48, step - 26))) for j, opt in enumerate(members)]
        return rows

    def _show_group(self, group: str):
        def action() -> None:
            self.group = group
            self._build()
        return action

    def option_button(self, key: str) -> Button:
        """The button that cycles the option ``key`` (for tests and the focus cursor)."""
        label = next(opt.label for opt in self.info.options if opt.key == key)
        return next(b for b in self.buttons.buttons if b.label == label)

    def _set_players(self, n: int):
        def action() -> None:
            self.players = n
            self.error = ""
            self._release(lambda seat: seat >= n)
            self._build()
        return action

    def _name_label(self, i: int):
        return lambda: self.seats[i].name or self._seat_name(i)

    def _name(self, i: int):
        def action() -> None:
            colours = self.info.seat_names or tuple(theme.SEAT_NAMES)
            self.chooser.press(self.seats, i, self.players, colours, self.ctx.router.new_player(self.chooser.players))
            self.error = ""
        return action

    def _toggle(self, i: int):
        def action() -> None:
            self.seats[i].computer = not self.seats[i].computer
            self.chooser.clear(self.seats[i])
            self._release(lambda seat: self.seats[seat].computer)
        return action

    def _release(self, gone) -> None:
        """Controllers give up seats that are no longer a person's."""
        for pad, seat in list(self.ctx.pad_seats.items()):
            if gone(seat):
                del self.ctx.pad_seats[pad]

    def take_seat(self, pad: int) -> int | None:
        """A controller takes the first person's seat no controller holds (None: none free)."""
        held = set(self.ctx.pad_seats.values())
        for seat in range(self.players):
            if not self.seats[seat].computer and seat not in held:
                self.ctx.pad_seats[pad] = seat
                self.ctx.audio.play("click")
                return seat
        return None

    def focus_targets(self) -> list:
        """Start first: most people only press it. The panel's buttons are known by their
        place in the panel, so scrolling keeps the focus where it was."""
        if not self.placed:
            targets = super().focus_targets()
        else:
            homes = {id(button): home.topleft for button, home in self.placed}
            targets = [Target.of(b.rect, ("panel", b.label, homes[id(b)]) if id(b) in homes
                                 else ("button", b.label, b.rect.topleft), b.action)
                       for b in self.buttons.buttons if b.enabled() and b.visible() and (b.label or b.label_fn)]
        return sorted(targets, key=lambda t: t.key[1] != "Start")

    def act(self, event: pygame.event.Event) -> None:
        if (event.action == "choose" and event.device == "pad" and event.pad is not None
                and event.pad not in self.ctx.pad_seats and self.take_seat(event.pad) is not None):
            return
        if event.action == "scroll" and self.panel is not None:
            self._scroll_to(self.scroll + event.steps * self.view.h // 2)
            return
        if event.action == "next" and self.panel is not None:
            self._cycle_focus(event.steps)
        elif event.action == "focus" and self.panel is not None:
            self._move_focus(event.dx, event.dy)
        else:
            super().act(event)
        if self.max_scroll():
            target = self.focus.current(self.focus_targets())
            if target is not None and target.key[0] == "panel":
                self._bring_into_view(pygame.Rect(target.rect))

    def _move_focus(self, dx: int, dy: int) -> None:
        """Arrows and the D-pad in the panel go by the panel's own layout (to the row below
        even while it is scrolled out of sight), then out to the buttons below it; from
        those, up into what the panel shows."""
        targets = self.focus_targets()
        here = self.focus.current(targets)
        if here is None:
            return
        panel = [t for t in targets if t.key[0] == "panel"]
        fixed = [t for t in targets if t.key[0] != "panel" and t.key != here.key]
        if here.key[0] == "panel":
            laid = {t.key: Target((*t.key[2], *t.rect[2:]), t.key, t.activate) for t in panel}
            there = nearest([laid[t.key] for t in panel if t.key != here.key], laid[here.key].centre, dx, dy)
            there = there or nearest(fixed, here.centre, dx, dy)
        else:
            shown = [t for t in panel if self.view.contains(pygame.Rect(t.rect))]
            there = nearest(fixed, here.centre, dx, dy) or nearest(shown, here.centre, dx, dy)
        self.focus.set(next((t for t in targets if there is not None and t.key == there.key), here))

    def _cycle_focus(self, steps: int) -> None:
        """Tab through the panel in its own reading order (where it is scrolled to does not
        matter), then the buttons below it."""
        targets = self.focus_targets()
        here = self.focus.current(targets)
        if here is None:
            return
        ordered = sorted(targets, key=lambda t: (t.key[0] != "panel", t.key[2][1] // 24, t.key[2][0]))
        self.focus.set(ordered[(ordered.index(here) + steps) % len(ordered)])

    def _level(self, i: int):
        def action() -> None:
            self.seats[i].level = (self.seats[i].level + 1) % len(self.levels)
        return action

    def _cycle(self, opt: registry.Option):
        def action() -> None:
            values = [v for v, _ in opt.choices]
            current = values.index(self.options[opt.key]) if self.options[opt.key] in values else -1
            self.options[opt.key] = values[(current + 1) % len(values)]
            self.error = ""
        return action

    def _choice_label(self, opt: registry.Option) -> str:
        """The option's value as the game will get it (its default where it is not offered;
        the choice comes back with a player count it is for)."""
        return tr(dict(opt.choices).get(self.chosen_options()[opt.key], "?"))

    def chosen_options(self) -> dict[str, Any]:
        """The options the game is set up with: each as chosen, or its default where it is
        not offered for this many players."""
        chosen = dict(self.options)
        for opt in self.info.options:
            if not opt.offered(self.players):
                chosen[opt.key] = opt.default
        return chosen

    def start(self) -> None:
        seats = [Seat(s.computer, s.level, "" if s.computer else s.name, None if s.computer else s.player)
                 for s in self.seats[:self.players]]
        seed = self.ctx.rng.randrange(1 << 30)
        self.ctx.audio.play("click")
        self.ctx.router.new_game(self.info, seats, self.chosen_options(), seed, self._failed)

    def _failed(self, why: str) -> Scene:
        """Back to this screen, saying why the chosen options make no game."""
        self.error = tr("These choices do not make a game: {why}", why=why)
        self.ctx.audio.play("error")
        return self

    def back(self) -> None:
        self.ctx.router.menu(focus=self.info.key)

    def help(self) -> None:
        self.ctx.router.help(self.info)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "back":
            self.back()
        elif name == "help":
            self.help()

    def handle(self, event: pygame.event.Event) -> None:
        if self.panel is None:
            self.buttons.handle(event)
            return
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.scroll - event.y * text.px(60))
            return
        if self._dragging(event):
            return
        inside = self.view.collidepoint(event.pos) if hasattr(event, "pos") else False
        panel = {id(button) for button, _ in self.placed}
        for button in list(self.buttons.buttons):
            if event.type == pygame.MOUSEMOTION or (id(button) in panel) == inside:
                if button.handle(event):
                    return

    def _dragging(self, event: pygame.event.Event) -> bool:
        """A finger (or the mouse) dragging the panel scrolls it; the release that ends a
        drag presses nothing."""
        if not self.max_scroll():
            return False
        return self.drag.handle(event, self.view, self.scroll, self._scroll_to)

    def draw(self, surface: pygame.Surface) -> None:
        if self.panel is not None:
            self._draw_panel(surface)
            return
        text.blit(surface, tr(self.info.title), (640, 24), "title", anchor="midtop")
        if self.info.max_players > self.info.min_players:
            text.blit(surface, tr("Players"), (SEATS_X + 160, 140), "body", theme.TEXT_DIM, "midright")
        for i in range(self.players):
            y = SEAT_TOP + i * SEAT_STEP
            looks = self.info.seat_looks
            colour = looks[i % len(looks)][0] if looks else theme.seat_colour(i)
            if not self.chooser.draw_seat(surface, (SEATS_X + 18, y + 30), self.seats[i], colour):
                widgets.seat_badge(surface, (SEATS_X + 18, y + 30), i, 18, looks)
            if not self.chooser.offered() or self.seats[i].computer:
                text.blit(surface, self._seat_name(i), (SEATS_X + 46, y + 30), "body", anchor="midleft")
            pads = sorted(self.ctx.pad_seats)
            for pad, seat in self.ctx.pad_seats.items():
                if seat == i:
                    widgets.pad_badge(surface, (SEATS_X + 600, y + 30), pads.index(pad) + 1)
        if controls.mode() == "pad" and any(not s.computer for s in self.seats[:self.players]):
            text.blit(surface, tr("Press A on your own controller to take a seat"), (640, 76),
                      "small", theme.HIGHLIGHT, "midtop")
        for opt, y, _ in self.option_rows():
            if opt.group == self.group:
                text.blit(surface, tr(opt.label), (OPTIONS_X + 4, y), "small", theme.TEXT_DIM)
        problem = self.error or (self.chooser.problem and tr("The players could not be read: {why}",
                                                              why=self.chooser.problem))
        notice = problem or self.chooser.notice
        if notice:
            for i, line in enumerate(text.wrap(notice, "small", 1100)[:2]):
                text.blit(surface, line, (640, 570 + i * 22), "small",
                          theme.ILLEGAL if problem else theme.HIGHLIGHT, "midtop")
        self.buttons.draw(surface)
        self._draw_changed_tabs(surface)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        """The larger sizes: title, the scrolled panel (clipped to its place), its scrollbar,
        the notice and the buttons that stay put."""
        width = theme.SCREEN_SIZE[0]
        text.blit(surface, tr(self.info.title), (width // 2, 16), "title", anchor="midtop")
        if controls.mode() == "pad" and any(not s.computer for s in self.seats[:self.players]):
            text.blit(surface, tr("Press A on your own controller to take a seat"),
                      (width // 2, 16 + text.font("title").get_linesize()), "small", theme.HIGHLIGHT, "midtop")
        clip = surface.get_clip()
        surface.set_clip(self.view)
        shift = self.view.y - self.scroll
        small = text.font("small").get_linesize()
        for words, (x, y), role, colour in self.texts:
            if role == "wrap":
                lines = text.wrap(words, "small", self.label_w)
                top = y + shift - len(lines) * small // 2
                for k, line in enumerate(lines):
                    text.blit(surface, line, (x, top + k * small), "small", colour)
            else:
                text.blit(surface, words, (x, y + shift), role, colour, "midleft")
        looks = self.info.seat_looks
        pads = sorted(self.ctx.pad_seats)
        target = text.px(theme.MIN_TARGET)
        for i, y in enumerate(self.seat_rows):
            middle = y + shift + target // 2
            centre = (MARGIN + self.badge_radius, middle)
            colour = looks[i % len(looks)][0] if looks else theme.seat_colour(i)
            if not self.chooser.draw_seat(surface, centre, self.seats[i], colour):
                widgets.seat_badge(surface, centre, i, self.badge_radius, looks)
            if not self.chooser.offered() or self.seats[i].computer:
                text.blit(surface, self._seat_name(i), (MARGIN + 2 * self.badge_radius + 10, middle), "body",
                          anchor="midleft")
            for pad, seat in self.ctx.pad_seats.items():
                if seat == i:
                    widgets.pad_badge(surface, (self.pad_x, middle), pads.index(pad) + 1)
        panel = {id(button) for button, _ in self.placed}
        for button in self.buttons.buttons:
            if id(button) in panel:
                button.draw(surface)
        chosen = self.chosen_options()
        for group in self.groups():
            if any(chosen[opt.key] != opt.default for opt in self.info.options if opt.group == group):
                tab = next(button.rect for button, _ in self.placed if button.label == group)
                pygame.draw.circle(surface, theme.HIGHLIGHT, (tab.right - 10, tab.y + 10), text.px(6))
        surface.set_clip(clip)
        if self.max_scroll():
            self._draw_scrollbar(surface)
        notice, problem = self.notice()
        if notice:
            text.blit_box(surface, notice, self.notice_box, "small", theme.ILLEGAL if problem else theme.HIGHLIGHT)
        for button in self.buttons.buttons:
            if id(button) not in panel:
                button.draw(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """Where the panel is scrolled to: more lies above or below."""
        track = pygame.Rect(theme.SCREEN_SIZE[0] - MARGIN + 4, self.view.y, 10, self.view.h)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, track, border_radius=5)
        thumb = track.copy()
        thumb.h = max(text.px(24), track.h * self.view.h // max(1, self.content_h))
        thumb.y = track.y + (track.h - thumb.h) * min(self.scroll, self.max_scroll()) // max(1, self.max_scroll())
        pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=5)

    def _draw_changed_tabs(self, surface: pygame.Surface) -> None:
        """A dot on each tab whose options are not all at their defaults, so a variant chosen
        under another tab is not forgotten."""
        groups = self.groups()
        chosen = self.chosen_options()
        for k, group in enumerate(groups):
            if any(chosen[opt.key] != opt.default for opt in self.info.options if opt.group == group):
                width = 440 // len(groups)
                pygame.draw.circle(surface, theme.HIGHLIGHT, (OPTIONS_X + (k + 1) * width - 14, GROUP_TOP + 6), 6)

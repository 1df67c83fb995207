"""Seat set-up: how many players, who sits where (person or computer, and its level), options.

Seats are a column on the left, the game's options a column on the right, so a game with four
seats and many options (Terra Incognita's variants) still fits one screen.

Controllers take seats here: the first A pressed on a controller that has no seat yet takes
the first person's seat nobody's controller holds; from then on that controller plays that
seat only (a seat no controller took may be played by any controller).
"""
from __future__ import annotations

import pygame

from games.engine import controls, registry, text, theme, widgets
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
        self._build()

    def _seat_name(self, i: int) -> str:
        names = self.info.seat_names or tuple(theme.SEAT_NAMES)
        return tr(names[i % len(names)])

    def _build(self) -> None:
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
                         label_fn=lambda opt=opt: tr(dict(opt.choices).get(self.options[opt.key], "?")),
                         visible=lambda opt=opt: opt.group == self.group))
        b.add(Button((980, 630, 240, 64), N_("Start"), self.start, colour=theme.ACCENT))
        b.add(Button((60, 630, 200, 64), N_("Back"), self.back, glyph="back"))
        b.add(Button((280, 630, 200, 64), N_("Help"), self.help))

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
        """Start first: most people only press it."""
        targets = super().focus_targets()
        return sorted(targets, key=lambda t: t.key[1] != "Start")

    def act(self, event: pygame.event.Event) -> None:
        if (event.action == "choose" and event.device == "pad" and event.pad is not None
                and event.pad not in self.ctx.pad_seats and self.take_seat(event.pad) is not None):
            return
        super().act(event)

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

    def start(self) -> None:
        seats = [Seat(s.computer, s.level, "" if s.computer else s.name, None if s.computer else s.player)
                 for s in self.seats[:self.players]]
        seed = self.ctx.rng.randrange(1 << 30)
        self.ctx.audio.play("click")
        self.ctx.router.new_game(self.info, seats, dict(self.options), seed, self._failed)

    def _failed(self, why: str) -> Scene:
        """Back to this screen, saying why the chosen options make no game."""
        self.error = tr("These choices do not make a game: {why}", why=why)
        self.ctx.audio.play("error")
        return self

    def back(self) -> None:
        self.ctx.router.menu()

    def help(self) -> None:
        self.ctx.router.help(self.info)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "back":
            self.back()
        elif name == "help":
            self.help()

    def handle(self, event: pygame.event.Event) -> None:
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
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

    def _draw_changed_tabs(self, surface: pygame.Surface) -> None:
        """A dot on each tab whose options are not all at their defaults, so a variant chosen
        under another tab is not forgotten."""
        groups = self.groups()
        for k, group in enumerate(groups):
            if any(self.options[opt.key] != opt.default for opt in self.info.options if opt.group == group):
                width = 440 // len(groups)
                pygame.draw.circle(surface, theme.HIGHLIGHT, (OPTIONS_X + (k + 1) * width - 14, GROUP_TOP + 6), 6)

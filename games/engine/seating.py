"""Seat set-up: how many players, who sits where (person or computer, and its level), options."""
from __future__ import annotations

import pygame

from games.engine import registry, text, theme, widgets
from games.engine.i18n import tr
from games.engine.scene import Context, Scene
from games.engine.session import Seat, Session
from games.engine.widgets import Button, ButtonRow


class SeatingScene(Scene):
    """Choose seats and options for ``info``, then start the game."""

    name = "seating"

    def __init__(self, ctx: Context, info: registry.GameInfo) -> None:
        super().__init__(ctx)
        self.info = info
        self.levels = info.ai_levels()
        self.players = info.default_players
        self.seats = [Seat(computer=i > 0 and bool(self.levels), level=len(self.levels) // 2 if self.levels else 0)
                      for i in range(info.max_players)]
        self.options = info.default_options()
        self.error = ""
        self._build()

    def _seat_name(self, i: int) -> str:
        names = self.info.seat_names or tuple(theme.SEAT_NAMES)
        return tr(names[i % len(names)])

    def _build(self) -> None:
        self.buttons = ButtonRow()
        b = self.buttons
        if self.info.max_players > self.info.min_players:
            for n in range(self.info.min_players, self.info.max_players + 1):
                b.add(Button((420 + (n - self.info.min_players) * 80, 110, 64, 52), str(n),
                             self._set_players(n), translate=False,
                             colour=theme.ACCENT if n == self.players else None))
        for i in range(self.players):
            y = 190 + i * 70
            b.add(Button((420, y, 220, 56), "Human", self._toggle(i),
                         label_fn=lambda i=i: tr("Computer") if self.seats[i].computer else tr("Human"),
                         enabled=lambda: bool(self.levels)))
            b.add(Button((660, y, 200, 56), "Level", self._level(i),
                         label_fn=lambda i=i: tr(self.levels[self.seats[i].level]) if self.levels else "",
                         enabled=lambda i=i: self.seats[i].computer))
        for j, opt in enumerate(self.info.options):
            y = 190 + self.players * 70 + 20 + j * 66
            b.add(Button((660, y, 300, 52), opt.label, self._cycle(opt),
                         label_fn=lambda opt=opt: tr(dict(opt.choices).get(self.options[opt.key], "?"))))
        b.add(Button((880, 630, 240, 60), "Start", self.start, colour=theme.ACCENT))
        b.add(Button((160, 630, 200, 60), "Back", self.back))
        b.add(Button((400, 630, 200, 60), "Help", self.help))

    def _set_players(self, n: int):
        def action() -> None:
            self.players = n
            self.error = ""
            self._build()
        return action

    def _toggle(self, i: int):
        def action() -> None:
            self.seats[i].computer = not self.seats[i].computer
        return action

    def _level(self, i: int):
        def action() -> None:
            self.seats[i].level = (self.seats[i].level + 1) % len(self.levels)
        return action

    def _cycle(self, opt: registry.Option):
        def action() -> None:
            values = [v for v, _ in opt.choices]
            current = values.index(self.options[opt.key]) if self.options[opt.key] in values else -1
            self.options[opt.key] = values[(current + 1) % len(values)]
        return action

    def start(self) -> None:
        from games.engine.dealing import DealingScene
        seats = [Seat(s.computer, s.level) for s in self.seats[:self.players]]
        options = dict(self.options)
        seed = self.ctx.rng.randrange(1 << 30)
        self.ctx.audio.play("click")
        self.ctx.switch(DealingScene(
            self.ctx, lambda: Session.new(self.info, seats, options, seed=seed), self._failed))

    def _failed(self, why: str) -> Scene:
        """Back to this screen, saying why the chosen options make no game."""
        self.error = tr("These choices do not make a game: {why}", why=why)
        self.ctx.audio.play("error")
        return self

    def back(self) -> None:
        from games.engine.menu import MenuScene
        self.ctx.switch(MenuScene(self.ctx))

    def help(self) -> None:
        from games.engine.help_scene import HelpScene
        self.ctx.push(HelpScene(self.ctx, self.info))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.start()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        text.blit(surface, tr(self.info.title), (640, 24), "title", anchor="midtop")
        if self.info.max_players > self.info.min_players:
            text.blit(surface, tr("Players"), (400, 136), "body", theme.TEXT_DIM, "midright")
        for i in range(self.players):
            y = 190 + i * 70
            widgets.seat_badge(surface, (250, y + 28), i, 18, self.info.seat_looks)
            text.blit(surface, self._seat_name(i), (280, y + 28), "body", anchor="midleft")
        for j, opt in enumerate(self.info.options):
            y = 190 + self.players * 70 + 20 + j * 66
            text.blit(surface, tr(opt.label), (640, y + 26), "body", theme.TEXT_DIM, "midright")
        if self.error:
            for i, line in enumerate(text.wrap(self.error, "small", 1000)[:2]):
                text.blit(surface, line, (640, 570 + i * 22), "small", theme.ILLEGAL, "midtop")
        self.buttons.draw(surface)

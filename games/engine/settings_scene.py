"""Settings: language, sound volume and mute, window or full screen, faster animations."""
from __future__ import annotations

import pygame

from games.engine import text, theme
from games.engine.i18n import tr
from games.engine.scene import Context, Scene
from games.engine.widgets import Button, ButtonRow


class SettingsScene(Scene):
    """An overlay that changes :class:`Settings` and applies them at once."""

    name = "settings"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        s = ctx.settings
        x, w, h = 440, 400, 56
        rows = [
            ("Language", lambda: tr("English") if s.lang == "en" else tr("Russian"), self._language),
            ("Sound", lambda: tr("Sound off") if s.muted else tr("Sound on"), self._mute),
            ("Volume", lambda: f"{round(s.volume * 100)}%", self._volume),
            ("Full screen", lambda: tr("Full screen") if s.fullscreen else tr("Window"), self._screen),
            ("Faster animations", lambda: tr("On") if s.faster else tr("Off"), self._faster),
        ]
        self.labels = []
        self.buttons = ButtonRow()
        for i, (label, value, action) in enumerate(rows):
            y = 150 + i * 76
            self.labels.append((label, y))
            self.buttons.add(Button((x + 200, y, w - 200, h), label, action, label_fn=value))
        self.buttons.add(Button((540, 560, 200, 56), "Back", ctx.pop))

    def _changed(self) -> None:
        self.ctx.audio.play("click")
        self.ctx.apply_settings()

    def _language(self) -> None:
        self.ctx.settings.lang = "ru" if self.ctx.settings.lang == "en" else "en"
        self._changed()

    def _mute(self) -> None:
        self.ctx.settings.muted = not self.ctx.settings.muted
        self._changed()

    def _volume(self) -> None:
        steps = [0.0, 0.25, 0.5, 0.7, 1.0]
        current = min(range(len(steps)), key=lambda i: abs(steps[i] - self.ctx.settings.volume))
        self.ctx.settings.volume = steps[(current + 1) % len(steps)]
        self._changed()

    def _screen(self) -> None:
        self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
        self._changed()

    def _faster(self) -> None:
        self.ctx.settings.faster = not self.ctx.settings.faster
        self._changed()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.pop()
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        text.blit(surface, tr("Settings"), (640, 50), "title", anchor="midtop")
        for label, y in self.labels:
            text.blit(surface, tr(label), (620, y + 28), "body", theme.TEXT_DIM, "midright")
        self.buttons.draw(surface)

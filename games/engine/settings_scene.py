"""Settings: language, sound volume and mute, window or full screen, faster animations.

In a kiosk the language, the screen and the speed are locked (the cabinet's owner chose them on
the command line) and nothing changed here is written for normal use."""
from __future__ import annotations

import pygame

from games.engine import text, theme
from games.engine.i18n import N_, tr
from games.engine.focus import Target
from games.engine.scene import Context, Scene, button_targets
from games.engine.widgets import Button, ButtonRow, Slider


class SettingsScene(Scene):
    """An overlay that changes :class:`Settings` and applies them at once."""

    name = "settings"
    motion = "still"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        s = ctx.settings
        x, w, h = 440, 400, 56
        unlocked = self._unlocked
        rows = [
            (N_("Language"), lambda: tr("English") if s.lang == "en" else tr("Russian"), self._language, unlocked),
            (N_("Sound"), lambda: tr("Sound off") if s.muted else tr("Sound on"), self._mute, None),
            (N_("Volume"), None, None, None),
            (N_("Full screen"), lambda: tr("Full screen") if s.fullscreen else tr("Window"), self._screen, unlocked),
            (N_("Faster animations"), lambda: tr("On") if s.faster else tr("Off"), self._faster, unlocked),
        ]
        self.labels = []
        self.buttons = ButtonRow()
        self.volume = Slider((x + 200, 150 + 2 * 76, w - 200, h), lambda: s.volume, self._set_volume,
                             on_done=self._changed)
        for i, (label, value, action, enabled) in enumerate(rows):
            y = 150 + i * 76
            self.labels.append((label, y))
            if action is not None:
                self.buttons.add(Button((x + 200, y, w - 200, h), label, action, label_fn=value, enabled=enabled))
        self.buttons.add(Button((540, 560, 200, 56), N_("Back"), ctx.pop, glyph="back"))

    def _unlocked(self) -> bool:
        return not self.ctx.kiosk

    def _changed(self) -> None:
        self.ctx.audio.play("click")
        self.ctx.apply_settings()

    def _language(self) -> None:
        self.ctx.settings.lang = "ru" if self.ctx.settings.lang == "en" else "en"
        self._changed()

    def _mute(self) -> None:
        self.ctx.settings.muted = not self.ctx.settings.muted
        self._changed()

    def _set_volume(self, value: float) -> None:
        """Heard at once while dragging; saved when the slider is let go."""
        self.ctx.settings.volume = value
        self.ctx.settings.muted = value <= 0
        self.ctx.audio.volume = value
        self.ctx.audio.muted = self.ctx.settings.muted

    def _screen(self) -> None:
        self.ctx.settings.fullscreen = not self.ctx.settings.fullscreen
        self._changed()

    def _faster(self) -> None:
        self.ctx.settings.faster = not self.ctx.settings.faster
        self._changed()

    def focus_targets(self) -> list[Target]:
        targets = button_targets(self.buttons)
        if self.volume.enabled():
            targets.insert(2, Target.of(self.volume.rect, "volume", lambda: None))
        return targets

    def act(self, event: pygame.event.Event) -> None:
        """Left and right on the focused volume slider turn the volume down and up."""
        if event.action == "focus" and event.dx and self.focus.key == "volume":
            self.volume.nudge(event.dx)
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "back":
            self.ctx.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if self.volume.handle(event):
            return
        self.buttons.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.FRAME)
        text.blit(surface, tr("Settings"), (640, 50), "title", anchor="midtop")
        for label, y in self.labels:
            text.blit(surface, tr(label), (620, y + 28), "body", theme.TEXT_DIM, "midright")
        self.volume.draw(surface)
        text.blit(surface, f"{round(self.ctx.settings.volume * 100)}%",
                  (self.volume.rect.right + 16, self.volume.rect.centery), "small", theme.TEXT_DIM, "midleft")
        if self.ctx.kiosk:
            text.blit(surface, tr("This is a kiosk: the language, screen and speed are locked."),
                      (640, 520), "small", theme.TEXT_DIM, "midtop")
        problem = self.ctx.settings.problem
        if problem:
            text.blit(surface, problem, (640, 640), "small", theme.ILLEGAL, "midtop")
        self.buttons.draw(surface)

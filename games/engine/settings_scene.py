"""Settings: language, sound volume and mute, window or full screen, faster animations, text size.

In a kiosk the language, the screen, the speed and the text size are locked (the cabinet's owner
chose them on the command line) and nothing changed here is written for normal use. The rows
stand closer together at the larger text sizes so that they still fit one screen."""
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
        self._build()

    def _build(self) -> None:
        s = self.ctx.settings
        unlocked = self._unlocked
        rows = [
            (N_("Language"), lambda: tr("English") if s.lang == "en" else tr("Russian"), self._language, unlocked),
            (N_("Sound"), lambda: tr("Sound off") if s.muted else tr("Sound on"), self._mute, None),
            (N_("Volume"), None, None, None),
            (N_("Full screen"), lambda: tr("Full screen") if s.fullscreen else tr("Window"), self._screen, unlocked),
            (N_("Faster animations"), lambda: tr("On") if s.faster else tr("Off"), self._faster, unlocked),
            (N_("Text size"), lambda: tr(theme.TEXT_SIZE_NAMES[s.text_size]), self._text_size, unlocked),
        ]
        x, w = 640, text.px(200)
        target = text.px(theme.MIN_TARGET)
        self.back_rect = pygame.Rect(0, 0, text.px(200), target + 12)
        self.back_rect.midbottom = (640, theme.SCREEN_SIZE[1] - 16)
        self.note_y = self.back_rect.y - 8 - text.font("small").get_linesize()
        top = 34 + text.font("title").get_linesize()
        step = min(text.px(70), (self.note_y - 8 - top) // len(rows))
        h = max(target, min(text.px(56), step - 8))
        self.labels = []
        self.buttons = ButtonRow()
        self.volume = Slider((x, top + 2 * step, w, h), lambda: s.volume, self._set_volume,
                             on_done=self._changed)
        for i, (label, value, action, enabled) in enumerate(rows):
            y = top + i * step
            self.labels.append((label, y + h // 2))
            if action is not None:
                self.buttons.add(Button((x, y, w, h), label, action, label_fn=value, enabled=enabled))
        self.buttons.add(Button(self.back_rect, N_("Back"), self.ctx.pop, glyph="back"))

    def relayout(self) -> None:
        self._build()

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

    def _text_size(self) -> None:
        """The next size (normal, large, extra large, normal…): every screen follows at once."""
        sizes = list(theme.TEXT_SCALES)
        s = self.ctx.settings
        s.text_size = sizes[(sizes.index(s.text_size) + 1) % len(sizes)]
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
        text.blit(surface, tr("Settings"), (640, 20), "title", anchor="midtop")
        for label, y in self.labels:
            text.blit(surface, tr(label), (620, y), "body", theme.TEXT_DIM, "midright")
        self.volume.draw(surface)
        text.blit(surface, f"{round(self.ctx.settings.volume * 100)}%",
                  (self.volume.rect.right + 16, self.volume.rect.centery), "small", theme.TEXT_DIM, "midleft")
        problem = self.ctx.settings.problem
        if problem:
            note, colour = problem, theme.ILLEGAL
        elif self.ctx.kiosk:
            note, colour = tr("This is a kiosk: the language, screen, speed and text size are locked."), theme.TEXT_DIM
        else:
            note = ""
        if note:
            box = pygame.Rect(20, self.note_y, theme.SCREEN_SIZE[0] - 40, text.font("small").get_linesize())
            text.blit_box(surface, note, box, "small", colour)
        self.buttons.draw(surface)

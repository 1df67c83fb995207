"""Sound effects: one short sound per kind of event, quiet, mutable; silence without a device."""
from __future__ import annotations

import logging

import pygame

from games.engine import paths

log = logging.getLogger(__name__)

KINDS = ("roll", "step", "slide", "splash", "swallow", "shot", "blast", "card", "capture",
         "win", "click", "recruit", "error", "plant")


class Audio:
    """Plays named effects from ``sounds/``; every call is safe when no audio device exists."""

    def __init__(self, volume: float = 0.7, muted: bool = False, enabled: bool = True) -> None:
        self.volume = volume
        self.muted = muted
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        if enabled:
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=1, buffer=512)
                self.available = True
            except pygame.error as exc:
                log.info("no audio device, running silently: %s", exc)

    def _sound(self, kind: str) -> pygame.mixer.Sound | None:
        if kind not in self._sounds:
            path = paths.SOUNDS / f"{kind}.wav"
            try:
                self._sounds[kind] = pygame.mixer.Sound(str(path))
            except (pygame.error, FileNotFoundError):
                return None
        return self._sounds[kind]

    def play(self, kind: str) -> None:
        """Play the effect ``kind`` (one of :data:`KINDS`) unless muted or silent."""
        if not self.available or self.muted or self.volume <= 0:
            return
        sound = self._sound(kind)
        if sound is not None:
            sound.set_volume(self.volume * 0.5)
            sound.play()

    def toggle_mute(self) -> bool:
        self.muted = not self.muted
        return self.muted

"""Fonts and cached text: every string is rendered once per (text, size, colour).

One family everywhere: Noto Sans (regular and bold, SIL Open Font License, ``fonts/``), with
full Latin and Cyrillic and proper kerning. Titles, buttons and the kids' text are bold.
"""
from __future__ import annotations

import functools

import pygame

from games.engine import paths, theme


FONTS = paths.REPO_ROOT / "fonts"
REGULAR = FONTS / "NotoSans-Regular.ttf"
BOLD = FONTS / "NotoSans-Bold.ttf"
MIN_SIZE = 14
"""No text a player needs is smaller (shared/style.md)."""


@functools.lru_cache(maxsize=32)
def font(role: str = "body") -> pygame.font.Font:
    """The font for a role: ``title``, ``body``, ``small`` or ``kids`` (theme.FONT_SIZES), or a
    size in pixels as text ("16"), never under :data:`MIN_SIZE`."""
    if role in theme.FONT_SIZES:
        size, bold = theme.FONT_SIZES[role]
    else:
        size, bold = max(MIN_SIZE, int(role)), False
    return pygame.font.Font(str(BOLD if bold else REGULAR), size)


@functools.lru_cache(maxsize=512)
def render(text: str, role: str = "body", colour: tuple[int, ...] = theme.TEXT) -> pygame.Surface:
    """A cached surface of ``text``; callers must not draw on it."""
    return font(role).render(text, True, colour).convert_alpha()


@functools.lru_cache(maxsize=256)
def wrap(text: str, role: str, width: int) -> list[str]:
    """Break ``text`` into lines that fit ``width`` pixels (paragraphs kept); cached, so
    callers must not change the list."""
    f = font(role)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if line and f.size(trial)[0] > width:
                lines.append(line)
                line = word
            else:
                line = trial
        lines.append(line)
    return lines


@functools.lru_cache(maxsize=256)
def fit(text: str, role: str, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels (one line)."""
    f = font(role)
    if f.size(text)[0] <= width:
        return text
    while text and f.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def blit(surface: pygame.Surface, text: str, pos: tuple[int, int], role: str = "body",
         colour: tuple[int, ...] = theme.TEXT, anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text with ``pos`` at the given rect anchor; returns the rect drawn."""
    image = render(text, role, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect

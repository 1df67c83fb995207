"""Fonts and cached text: every string is rendered once per (text, size, colour).

One family everywhere: Noto Sans (regular and bold, SIL Open Font License, ``fonts/``), with
full Latin and Cyrillic and proper kerning. Titles, buttons and the kids' text are bold.

The text size (Settings: normal, large, extra large; :data:`theme.TEXT_SCALES`) is known here
and nowhere else: every role's size follows it, and so do the lengths scenes lay text out with
(:func:`px`). Caches are keyed by the scale, so a change shows at the next drawing. A role
that starts with ``=`` ("=small", "=14") keeps its size whatever the setting: the marks that
are part of a picture drawn to the board's measure (coordinates, the letter on a piece).
"""
from __future__ import annotations

import contextlib
import dataclasses
import functools
import io
from pathlib import Path
from typing import Iterator

import pygame

from games.engine import paths, theme


FONTS = paths.FONTS
REGULAR = FONTS / "NotoSans-Regular.ttf"
BOLD = FONTS / "NotoSans-Bold.ttf"
MIN_SIZE = 14
"""No text a player needs is smaller (shared/style.md), at the normal text size."""

_size = "normal"


@dataclasses.dataclass(frozen=True)
class Drawn:
    """One text drawn while :func:`recording`: its words, where it landed and the bounds it
    had to keep to (its surface's area, in the coordinates of the surface it belongs to), the
    box it was given (:func:`blit_box`) and whether it fitted there."""

    words: str
    rect: pygame.Rect
    bounds: pygame.Rect
    canvas: int
    box: pygame.Rect | None = None
    fitted: bool = True
    target: bool = False
    """Not a text but a touch target (a button) drawn with its caption ``words``."""
    cut: bool = False
    """Partly hidden by a clip set on the surface (a panel scrolled part of it out of sight):
    ``rect`` is the part that shows."""


_drawn: list[Drawn] | None = None


@contextlib.contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Note every text drawn inside the ``with`` (the layout check reads them)."""
    global _drawn
    before, _drawn = _drawn, []
    try:
        yield _drawn
    finally:
        _drawn = before


def note_target(surface: pygame.Surface, caption: str, rect: pygame.Rect) -> None:
    """A button was drawn (for the layout check, while :func:`recording`)."""
    _note(surface, caption, pygame.Rect(rect), target=True)


def _note(surface: pygame.Surface, words: str, rect: pygame.Rect, box: pygame.Rect | None = None,
          fitted: bool = True, target: bool = False) -> None:
    if _drawn is None:
        return
    clip = surface.get_clip()
    whole, rect = rect, rect.clip(clip)
    if not rect.w or not rect.h:
        return  # scrolled out of sight: nothing of it shows
    cut = rect != whole and clip != surface.get_rect()
    root = surface
    while root.get_parent() is not None:
        root = root.get_parent()
    offset = surface.get_abs_offset()
    bounds = surface.get_rect().move(offset)
    _drawn.append(Drawn(words, rect.move(offset), bounds, id(root),
                        None if box is None else box.move(offset), fitted, target, cut))


def covered(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Something opaque was just drawn over ``rect`` of ``surface`` (a lesson's box over the
    side panel): the texts and buttons noted under it no longer show (layout check)."""
    if _drawn is None:
        return
    root = surface
    while root.get_parent() is not None:
        root = root.get_parent()
    hidden = pygame.Rect(rect).move(surface.get_abs_offset())
    _drawn[:] = [d for d in _drawn if d.canvas != id(root) or not d.rect.colliderect(hidden)]


def set_size(name: str) -> None:
    """Follow the text size ``name`` (a key of :data:`theme.TEXT_SCALES`) from now on."""
    global _size
    if name not in theme.TEXT_SCALES:
        raise ValueError(f"unknown text size {name!r}; choose from {', '.join(theme.TEXT_SCALES)}")
    _size = name


def size() -> str:
    """The text size in force ("normal", "large" or "xl")."""
    return _size


def scale() -> float:
    """How much larger than normal text and touch targets are."""
    return theme.TEXT_SCALES[_size]


def px(length: int) -> int:
    """``length`` logical pixels of a normal-size layout at the text size in force (the
    same number at normal size)."""
    return length if _size == "normal" else round(length * theme.TEXT_SCALES[_size])


def min_size() -> int:
    """The smallest text shrinking may reach at the text size in force."""
    return px(MIN_SIZE)


BODY = 19
"""Text up to this size grows in proportion; larger text (titles, the kids' words) grows by as
many pixels as the body does: a heading needs to stay apart from the body, not to double."""


def text_px(pixels: int) -> int:
    """The size of ``pixels``-high normal text at the text size in force."""
    return px(pixels) if pixels <= BODY else pixels + px(BODY) - BODY


@functools.lru_cache(maxsize=2)
def _font_file(path: Path) -> bytes:
    return path.read_bytes()


def font(role: str = "body") -> pygame.font.Font:
    """The font for a role: ``title``, ``body``, ``small`` or ``kids`` (theme.FONT_SIZES), or a
    size in pixels as text ("16"), never under :data:`MIN_SIZE`; at the text size in force."""
    return _font(*spec(role))


@functools.lru_cache(maxsize=48)
def _font(pixels: int, bold: bool) -> pygame.font.Font:
    """Read from memory: a font opened from its file holds the file open for its whole life,
    one descriptor per size, and a kiosk that runs for weeks keeps its open files constant."""
    return pygame.font.Font(io.BytesIO(_font_file(BOLD if bold else REGULAR)), pixels)


def spec(role: str) -> tuple[int, bool]:
    """(size, bold) of a role at the text size in force: a named one, a size ("16"), or a bold
    size ("b16"); a role marked ``=`` keeps its normal size."""
    fixed = role.startswith("=")
    role = role.lstrip("=")
    if role in theme.FONT_SIZES:
        pixels, bold = theme.FONT_SIZES[role]
    else:
        bold = role.startswith("b")
        pixels = max(MIN_SIZE, int(role[1:] if bold else role))
    return (pixels if fixed else text_px(pixels)), bold


SQUEEZE = 0.8
"""The narrowest a line may be squeezed to fit (of its natural width): still easy to read."""


def fitting(text: str, role: str, width: int, height: int) -> tuple[str, tuple[str, ...], float]:
    """How ``text`` fits a ``width`` × ``height`` box: the role (the given one, or smaller
    sizes down to :func:`min_size`), its lines, and how much the widest line must be squeezed
    (1.0: not at all; below :data:`SQUEEZE`: it does not fit)."""
    return _fitting(text, role, width, height, _size)


@functools.lru_cache(maxsize=512)
def _fitting(text: str, role: str, width: int, height: int, _size_key: str
             ) -> tuple[str, tuple[str, ...], float]:
    pixels, bold = spec(role)
    floor = MIN_SIZE if role.startswith("=") else min_size()
    roles = [role] + [f"={'b' if bold else ''}{s}" for s in range(pixels - 1, floor - 1, -1)]
    for candidate in roles:
        f = font(candidate)
        lines = tuple(wrap(text, candidate, width))
        if len(lines) * f.get_linesize() <= height and all(f.size(line)[0] <= width for line in lines):
            return candidate, lines, 1.0
    smallest = roles[-1]
    f = font(smallest)
    room = max(1, height // f.get_linesize())
    lines = tuple(wrap(text, smallest, width))
    if len(lines) > room:
        lines = tuple(wrap(text, smallest, int(width / SQUEEZE)))
    widest = max(f.size(line)[0] for line in lines)
    squeeze = min(1.0, width / widest) if widest else 1.0
    if len(lines) > room:
        squeeze = 0.0
    return smallest, lines[:room], squeeze


def fits(text: str, role: str, width: int, height: int) -> bool:
    """Whether ``text`` can be shown in the box (shrunk or squeezed a little at most)."""
    return fitting(text, role, width, height)[2] >= SQUEEZE


def blit_box(surface: pygame.Surface, text: str, rect: pygame.Rect, role: str = "body",
             colour: tuple[int, ...] = theme.TEXT, left: bool = False, align: str = "center") -> int:
    """Draw ``text`` centred in ``rect`` (``left``: at its left edge, centred up and down;
    ``align="topleft"``: from its top left corner, for a panel's lines): shrunk, wrapped and
    at most a little squeezed so that it fits (labels of buttons and cards, names in a table,
    in every language). Returns the height drawn."""
    chosen, lines, squeeze = fitting(text, role, rect.w, rect.h)
    step = font(chosen).get_linesize()
    top = align == "topleft"
    left = left or top
    y = rect.y if top else rect.centery - step * len(lines) // 2
    for line in lines:
        image = render(line, chosen, colour)
        if image.get_width() > rect.w:
            image = pygame.transform.smoothscale(image, (rect.w, image.get_height()))
        drawn = image.get_rect(topleft=(rect.x, y)) if left else image.get_rect(midtop=(rect.centerx, y))
        surface.blit(image, drawn)
        _note(surface, line, drawn, pygame.Rect(rect), squeeze >= SQUEEZE)
        y += step
    return step * len(lines)


def blit_line(surface: pygame.Surface, text: str, rect: pygame.Rect, role: str = "small",
              colour: tuple[int, ...] = theme.TEXT) -> None:
    """Draw ``text`` on one line at the left of ``rect`` (centred up and down), shrunk down to
    the smallest size and then squeezed as much as it takes: for a line that must show whole
    however long it grows (every seat's name in a list row, a move's words)."""
    chosen = _line_role(text, role, rect.w)
    image = render(text, chosen, colour)
    fitted = image.get_width() * SQUEEZE <= rect.w
    if image.get_width() > rect.w:
        image = pygame.transform.smoothscale(image, (rect.w, image.get_height()))
    drawn = image.get_rect(midleft=rect.midleft)
    surface.blit(image, drawn)
    _note(surface, text, drawn, pygame.Rect(rect), fitted)


def line_fits(text: str, role: str, width: int) -> bool:
    """Whether :func:`blit_line` shows ``text`` in ``width`` squeezed no more than
    :data:`SQUEEZE`."""
    return font(_line_role(text, role, width)).size(text)[0] * SQUEEZE <= width


def _line_role(text: str, role: str, width: int) -> str:
    """The size :func:`blit_line` draws ``text`` at: the largest from ``role``'s down that fits
    ``width``, else the smallest it may shrink to."""
    pixels, bold = spec(role)
    floor = MIN_SIZE if role.startswith("=") else min_size()
    return next((f"={'b' if bold else ''}{size}" for size in range(pixels, floor, -1)
                 if font(f"={'b' if bold else ''}{size}").size(text)[0] <= width),
                f"={'b' if bold else ''}{floor}")


def render(text: str, role: str = "body", colour: tuple[int, ...] = theme.TEXT) -> pygame.Surface:
    """A cached surface of ``text``; callers must not draw on it."""
    return _render(text, role, colour, _size)


@functools.lru_cache(maxsize=512)
def _render(text: str, role: str, colour: tuple[int, ...], _size_key: str) -> pygame.Surface:
    return font(role).render(text, True, colour).convert_alpha()


def wrap(text: str, role: str, width: int) -> list[str]:
    """Break ``text`` into lines that fit ``width`` pixels (paragraphs kept); cached, so
    callers must not change the list."""
    return _wrap(text, role, width, _size)


@functools.lru_cache(maxsize=256)
def _wrap(text: str, role: str, width: int, _size_key: str) -> list[str]:
    f = font(role)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            for k, piece in enumerate(_path_pieces(word, f, width)):
                trial = line + piece if k else f"{line} {piece}".strip()
                if line and f.size(trial)[0] > width:
                    lines.append(line)
                    line = piece
                else:
                    line = trial
        lines.append(line)
    return lines


def _path_pieces(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word too wide for a line, broken after its slashes (a file's path in a message),
    each piece as long as fits; any other word whole."""
    if "/" not in word or f.size(word)[0] <= width:
        return [word]
    pieces, piece = [], ""
    for part in word.replace("/", "/\0").split("\0"):
        if piece and f.size(piece + part)[0] > width:
            pieces.append(piece)
            piece = ""
        piece += part
    return pieces + [piece] if piece else pieces


def blit(surface: pygame.Surface, text: str, pos: tuple[int, int], role: str = "body",
         colour: tuple[int, ...] = theme.TEXT, anchor: str = "topleft") -> pygame.Rect:
    """Draw cached text with ``pos`` at the given rect anchor; returns the rect drawn."""
    image = render(text, role, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    _note(surface, text, rect)
    return rect

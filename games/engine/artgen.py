"""Draws the arcade's own images into ``sprites/``: ``python -m games.engine.artgen``.

The icon: a small labyrinth in the seat colours. It is a list of :class:`Mark` s worked out for a
size, so the window's PNG, the desktop's PNGs (48, 128 and 256 px, each snapped to its own
pixels) and the scalable SVG are one drawing. Games draw their own pieces.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from games.engine import paths, theme  # noqa: E402

ICON_NAME = "board-game-arcade"
"""The icon's name on a desktop (the .desktop file's ``Icon=``)."""
DESKTOP_SIZES = (48, 128, 256)
SVG_SIZE = 256
"""The SVG's canvas: the marks are worked out for 256 px, so no coordinate needs rounding."""


class Mark(NamedTuple):
    """One thing drawn: a rectangle (filled when ``width`` is 0, else its outline drawn inside
    ``box``, as pygame does) with rounded corners, or a disc filling ``box``."""
    shape: str
    colour: tuple[int, int, int]
    box: tuple[int, int, int, int]
    width: int = 0
    radius: int = 0


def icon_marks(size: int) -> list[Mark]:
    """The icon at ``size`` px: a dark tile, three rings with a gap each, a lit centre."""
    step = size // 8
    marks = [Mark("rect", theme.FRAME, (0, 0, size, size), radius=size // 6)]
    for ring, colour in enumerate(theme.SEAT_COLOURS[:3]):
        inset = step * (ring + 1)
        rect = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
        marks.append(Mark("rect", colour, tuple(rect), max(2, step // 2), step))
        gap = pygame.Rect(0, 0, step, step)
        gap.center = (rect.centerx + (step if ring % 2 else -step), rect.top if ring % 2 else rect.bottom)
        marks.append(Mark("rect", theme.FRAME, tuple(gap)))
    dot = step // 2 + 1
    marks.append(Mark("disc", theme.HIGHLIGHT, (size // 2 - dot, size // 2 - dot, 2 * dot, 2 * dot)))
    return marks


def icon(size: int = 64) -> pygame.Surface:
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    for mark in icon_marks(size):
        if mark.shape == "disc":
            x, y, w, _ = mark.box
            pygame.draw.circle(surface, mark.colour, (x + w // 2, y + w // 2), w // 2)
        else:
            pygame.draw.rect(surface, mark.colour, mark.box, mark.width, border_radius=mark.radius)
    return surface


def icon_svg(size: int = SVG_SIZE) -> str:
    """The icon as SVG. An SVG stroke is centred on its path where pygame draws an outline inside
    the box, so an outline becomes a path inset by half its width."""
    def fill(colour: tuple[int, int, int]) -> str:
        return "#{:02x}{:02x}{:02x}".format(*colour)

    lines = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{size}" height="{size}" '
             f'viewBox="0 0 {size} {size}">']
    for mark in icon_marks(size):
        x, y, w, h = mark.box
        if mark.shape == "disc":
            lines.append(f'  <circle cx="{x + w / 2:g}" cy="{y + h / 2:g}" r="{w / 2:g}" fill="{fill(mark.colour)}"/>')
        elif mark.width:
            half = mark.width / 2
            lines.append(f'  <rect x="{x + half:g}" y="{y + half:g}" width="{w - mark.width:g}" '
                         f'height="{h - mark.width:g}" rx="{mark.radius - half:g}" fill="none" '
                         f'stroke="{fill(mark.colour)}" stroke-width="{mark.width:g}"/>')
        else:
            lines.append(f'  <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{mark.radius}" '
                         f'fill="{fill(mark.colour)}"/>')
    lines.append("</svg>")
    return "\n".join(lines) + "\n"


def desktop_icon_paths() -> dict[str, Path]:
    """Where each desktop icon lies, by its hicolor theme folder (``48x48``… ``scalable``)."""
    folder = paths.SPRITES / "icon"
    found = {f"{n}x{n}": folder / f"{n}x{n}" / f"{ICON_NAME}.png" for n in DESKTOP_SIZES}
    found["scalable"] = folder / "scalable" / f"{ICON_NAME}.svg"
    return found


def main() -> None:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    paths.SPRITES.mkdir(exist_ok=True)
    written = [paths.SPRITES / "icon.png"]
    pygame.image.save(icon(), str(written[0]))
    for theme_folder, path in desktop_icon_paths().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if theme_folder == "scalable":
            path.write_text(icon_svg(), encoding="utf-8")
        else:
            pygame.image.save(icon(int(theme_folder.partition("x")[0])), str(path))
        written.append(path)
    print("wrote " + ", ".join(str(path.relative_to(paths.SPRITES.parent)) for path in written))


if __name__ == "__main__":
    main()

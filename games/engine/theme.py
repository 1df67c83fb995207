"""The shared look: screen size, palette, seat colours and motion timings (shared/style.md)."""
from __future__ import annotations

from games.engine.i18n import N_

SCREEN_SIZE = (1280, 720)
BOARD_RECT = (0, 0, 720, 720)
PANEL_RECT = (740, 20, 520, 680)
MIN_TARGET = 44
KIDS_TARGET = 64

FRAME = (24, 26, 33)
FRAME_LIGHT = (40, 44, 56)
PANEL = (33, 36, 46)
TEXT = (236, 236, 240)
TEXT_DIM = (160, 164, 178)
ACCENT = (86, 180, 233)
HIGHLIGHT = (255, 214, 102)
HIGHLIGHT_EDGE = (110, 74, 0)
"""A dark amber edge around the highlight's rings: the yellow alone is too near the light boards
(sand, parchment, pale wood: CIEDE2000 10-14); the edge differs from every light board by 30 or
more in every colour vision (tests/test_every_eye.py)."""
ILLEGAL = (220, 60, 60)
BUTTON = (56, 62, 80)
BUTTON_HOVER = (72, 80, 104)
BUTTON_DISABLED = (44, 46, 56)

SEAT_COLOURS = [(0, 114, 178), (213, 94, 0), (0, 170, 127), (240, 228, 66), (204, 121, 167)]
"""Okabe-Ito, but the bluish green a little lighter (#00AA7F for #009E73): through tritanopia
the original is too near the blue (CIEDE2000 12, now 15; tests/test_every_eye.py)."""
SEAT_NAMES = ["Blue", "Vermillion", "Green", "Yellow", "Purple"]
SEAT_MARKS = ["A", "B", "C", "D", "E"]

WHITE_BLACK_LOOKS = (((240, 236, 226), N_("White")), ((34, 34, 38), N_("Black")))
"""Seat badges for games whose sides are White and Black: each side's colour and name (the
badge shows the name's first letter in the player's language: W and B, Б and Ч)."""

FONT_SIZES = {"title": (30, True), "body": (19, True), "small": (16, False), "kids": (25, True)}
"""Role -> (size in pixels, bold) of the one font family (games.engine.text), at normal text size."""

TEXT_SCALES = {"normal": 1.0, "large": 1.3, "xl": 1.6}
"""The text sizes (Settings) and how much each enlarges text and touch targets: body text is
19 px, 25 px (at least 24 for reading across a room) and 30 px."""
TEXT_SIZE_NAMES = {"normal": N_("Normal"), "large": N_("Large"), "xl": N_("Extra large")}

STEP_FRAMES = 15
"""A typical animation step: 250 ms at 60 Hz (style: 150–400 ms per step)."""


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def on_colour(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white, whichever reads better on ``colour``."""
    r, g, b = colour[:3]
    return (20, 20, 20) if (r * 299 + g * 587 + b * 114) / 1000 > 140 else (250, 250, 250)

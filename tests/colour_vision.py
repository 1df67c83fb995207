"""Colour as people with a colour-vision deficiency see it, and how far apart two colours look.

- :func:`simulate`: a colour through protanopia, deuteranopia or tritanopia, by the matrices of
  Machado, Oliveira and Fernandes (2009, severity 1.0), applied to linear RGB as the paper does;
- :func:`delta_e`: the CIEDE2000 difference of two sRGB colours (Sharma, Wu and Dalal 2005),
  through CIELAB under D65;
- :func:`simulate_surface`: a whole screenshot through one deficiency, to look at.

Pure Python: the arcade depends on nothing but pygame-ce.
"""
from __future__ import annotations

import math

import pygame

Colour = tuple[int, int, int]

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MACHADO)


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    v = min(1.0, max(0.0, value))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(colour: Colour, vision: str) -> Colour:
    """``colour`` as seen with ``vision`` (one of :data:`VISIONS`)."""
    if vision == "normal":
        return tuple(colour[:3])
    rgb = [_linear(c) for c in colour[:3]]
    return tuple(_encoded(sum(m * c for m, c in zip(row, rgb))) for row in MACHADO[vision])


def blend(over: Colour, under: Colour, alpha: int) -> Colour:
    """``over`` drawn at ``alpha`` (0-255) on ``under``, as pygame blends it."""
    return tuple(round(u + (o - u) * alpha / 255) for o, u in zip(over[:3], under[:3]))


def lab(colour: Colour) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in colour[:3])
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: Colour, second: Colour) -> float:
    """CIEDE2000 between two sRGB colours."""
    return delta_e_lab(lab(first), lab(second))


def delta_e_lab(first: tuple[float, float, float], second: tuple[float, float, float]) -> float:
    """CIEDE2000 between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        dh = dh - 360 if dh > 180 else dh + 360 if dh < -180 else dh
    d_hue = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    h_bar = h1p + h2p
    if c1p * c2p:
        h_bar = (h1p + h2p) / 2 if abs(h1p - h2p) <= 180 else (h1p + h2p + (360 if h1p + h2p < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = (-2 * math.sqrt(cp_bar ** 7 / (cp_bar ** 7 + 25 ** 7))
           * math.sin(math.radians(60 * math.exp(-(((h_bar - 275) / 25) ** 2)))))
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_hue / s_h) ** 2
                     + r_t * (dc / s_c) * (d_hue / s_h))


def simulate_surface(surface: pygame.Surface, vision: str) -> pygame.Surface:
    """The whole picture through ``vision``, one look-up per distinct colour."""
    raw = pygame.image.tobytes(surface, "RGB")
    seen: dict[bytes, bytes] = {}
    out = bytearray(len(raw))
    for i in range(0, len(raw), 3):
        pixel = raw[i:i + 3]
        mapped = seen.get(pixel)
        if mapped is None:
            mapped = seen[pixel] = bytes(simulate(tuple(pixel), vision))
        out[i:i + 3] = mapped
    return pygame.image.frombytes(bytes(out), surface.get_size(), "RGB")

"""How each Maorider rules event plays on the board: a piece slides or leaps, a taken piece
shrinks away, a Cannon ball flies and bursts, a recruited piece turns like a coin, a promoted
piece flashes, a removed King falls, a King in check pulses red. Each function gets board
positions from the scene (the board may be flipped) and returns the animations to queue."""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from games.engine import text, theme
from games.engine.animation import Anim, Drawn, Path, ease_in_out, ease_out
from games.engine.game_scene import BOARD
from games.engine.i18n import tr
from games.maorider import art
from games.maorider.board_view import CHECK_RED, RECRUIT_GREEN
from games.maorider.rules import Captured, Moved, Promoted, Recruited, Shot

Token = tuple[str, str]
Point = tuple[int, int]
DrawFn = Callable[[pygame.Surface, float], None]


def token(square: str) -> Token:
    """The animation token of the piece standing on ``square`` (hidden while it moves)."""
    return ("sq", square)


def colour_of(letter: str) -> int:
    """0 (White) for an upper-case position-string letter, 1 (Black) for a lower-case one."""
    return 0 if letter.isupper() else 1


def draw_piece(letter: str) -> Callable[[pygame.Surface, Any, float], None]:
    """A draw function for a moving piece (``letter`` in position-string case)."""
    icon = art.piece(letter.upper(), colour_of(letter), 64)

    def draw(surface: pygame.Surface, pos: Any, t: float) -> None:
        surface.blit(icon, icon.get_rect(center=(int(pos[0]), int(pos[1]))))
    return draw


def move(event: Moved, a: Point, b: Point) -> Anim:
    """The piece goes from ``a`` to ``b``: leapers jump in an arc, the others slide."""
    squares = math.dist(a, b) / art.CELL
    frames = int(min(24, 10 + 4 * squares))
    leaper = event.piece.upper() in "NMZ"
    return Path(token(event.frm), [a, b], frames, draw_piece(event.piece),
                lift=22 if leaper else 0,
                sound="slide" if squares > 1.5 and not leaper else "step",
                easing=ease_in_out if leaper else ease_out)


def capture(event: Captured, centre: Point, mover: str) -> Anim:
    """The taken piece shrinks and drifts away under ``mover`` (its letter, or "")."""
    def draw(surface: pygame.Surface, t: float) -> None:
        if t >= 1:
            return  # done: the mover's own animation shows it on the square
        size = max(4, int(art.CELL * (1 - ease_out(t)) * 0.9))
        icon = art.piece(event.piece.upper(), colour_of(event.piece), 64)
        image = pygame.transform.smoothscale(icon, (size, size))
        drift = (centre[0] + int(30 * t), centre[1] - int(20 * t))
        surface.blit(image, image.get_rect(center=drift))
        if mover:
            draw_piece(mover)(surface, centre, 1.0)
    return Drawn(16, draw, token=token(event.at), sound="capture")


def shot(event: Shot, start: Point, end: Point) -> list[Anim]:
    """A ball flies from the Cannon at ``start`` and bursts on the piece at ``end``."""
    def fly(surface: pygame.Surface, t: float) -> None:
        e = ease_in_out(t)
        x = start[0] + (end[0] - start[0]) * e
        y = start[1] + (end[1] - start[1]) * e - 70 * math.sin(math.pi * e)
        for k in range(1, 6):
            back = max(0.0, e - k * 0.04)
            tx = start[0] + (end[0] - start[0]) * back
            ty = start[1] + (end[1] - start[1]) * back - 70 * math.sin(math.pi * back)
            pygame.draw.circle(surface, (120, 110, 100), (int(tx), int(ty)), 7 - k)
        pygame.draw.circle(surface, (30, 28, 30), (int(x), int(y)), 9)
        pygame.draw.circle(surface, (230, 220, 200), (int(x) - 3, int(y) - 3), 3)
        pygame.draw.circle(surface, theme.HIGHLIGHT, start, int(12 + 20 * (1 - t)), 3)

    def blast(surface: pygame.Surface, t: float) -> None:
        if t >= 1:
            return
        if t < 0.5:
            icon = art.piece(event.piece.upper(), colour_of(event.piece), 64)
            surface.blit(icon, icon.get_rect(center=end))
        radius = int(8 + 40 * ease_out(t))
        fire = art.glow((255, 170, 40), 2 * radius + 2, int(230 * (1 - t)))
        surface.blit(fire, fire.get_rect(center=end))
        pygame.draw.circle(surface, (255, 190, 60), end, radius, max(1, int(10 * (1 - t))))
        for k in range(8):
            a = k * math.pi / 4 + t
            r1, r2 = radius * 0.5, radius * 1.1
            pygame.draw.line(surface, (255, 120, 40),
                             (end[0] + r1 * math.cos(a), end[1] + r1 * math.sin(a)),
                             (end[0] + r2 * math.cos(a), end[1] + r2 * math.sin(a)), 3)
    return [Drawn(26, fly, sound="shot"),
            Drawn(24, blast, token=token(event.at), sound="blast")]


def recruit(event: Recruited, centre: Point, old: str) -> DrawFn:
    """The piece (upper-case letter ``old`` before) turns round like a coin in a green glow."""
    new = event.piece.upper()

    def draw(surface: pygame.Surface, t: float) -> None:
        green = art.glow(RECRUIT_GREEN, 110)
        surface.blit(green, green.get_rect(center=centre))
        # The piece turns round like a coin: old colour face, then the new one.
        letter, colour = (old, 1 - event.new_colour) if t < 0.5 else (new, event.new_colour)
        width = max(2, int(64 * abs(math.cos(math.pi * t))))
        image = pygame.transform.smoothscale(art.piece(letter, colour, 64), (width, 64))
        surface.blit(image, image.get_rect(center=centre))
    return draw


def promotion(event: Promoted, centre: Point) -> DrawFn:
    """A flash and a widening ring; the old piece grows into the new one."""
    def draw(surface: pygame.Surface, t: float) -> None:
        flash = art.glow((255, 240, 170), 130, 220)
        surface.blit(flash, flash.get_rect(center=centre))
        pygame.draw.circle(surface, theme.HIGHLIGHT, centre, int(20 + 40 * ease_out(t)), 3)
        if t < 0.4:
            draw_piece(event.old)(surface, centre, t)
        else:
            size = int(64 * (0.6 + 0.4 * ease_out((t - 0.4) / 0.6)))
            icon = art.piece(event.new.upper(), colour_of(event.new), 64)
            image = pygame.transform.smoothscale(icon, (size, size))
            surface.blit(image, image.get_rect(center=centre))
    return draw


def removal(centre: Point, colour: int) -> DrawFn:
    """A mated King of ``colour`` shrinks and sinks under a red cross."""
    letter = "K"

    def draw(surface: pygame.Surface, t: float) -> None:
        if t >= 1:
            return
        size = max(4, int(64 * (1 - ease_out(t))))
        image = pygame.transform.smoothscale(art.piece(letter, colour, 64), (size, size))
        surface.blit(image, image.get_rect(center=(centre[0], centre[1] + int(12 * t))))
        d = 26
        for sx in (-1, 1):
            pygame.draw.line(surface, theme.ILLEGAL, (centre[0] - d, centre[1] - sx * d),
                             (centre[0] + d, centre[1] + sx * d), 5)
    return draw


def check(squares: tuple[str, ...], centre: Callable[[str], Point]) -> DrawFn:
    """Red rings pulse round the Kings in check (placed as the board stands when drawn)."""
    def draw(surface: pygame.Surface, t: float) -> None:
        for square in squares:
            radius = int(30 + 14 * math.sin(math.pi * t))
            pygame.draw.circle(surface, CHECK_RED, centre(square), radius, 4)
        text.blit(surface, tr("Check!"), (BOARD.centerx, 34), "title", CHECK_RED, "center")
    return draw

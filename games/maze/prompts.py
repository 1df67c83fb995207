"""What the kids' Maze shows a child who may not read yet: the goal card and the pointing hand.

The goal card says the goal in one short line above a picture of it (the help's swap picture:
every Traveler arcs home to the other side). It is built once per language, off the frames that
show it. The pointing hand points down at a piece from above; where it would cover a label (the
halves' names over the top row), it points up from below instead.
"""
from __future__ import annotations

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import N_, tr
from games.maze.pictures import PAGES_PICTURES

GOAL_LINE = N_("Bring every Traveler home to the other side!")
GOAL_FRAMES = 300
"""The goal card stays 5 s (at the start, and when asked), unless a tap or a key ends it."""
GOAL_CARD = pygame.Rect(24, 60, 672, 510)
"""Over the board, in screen pixels."""
GOAL_LINE_BOX = pygame.Rect(GOAL_CARD.x + 24, GOAL_CARD.y + 10, GOAL_CARD.w - 48, 66)
_PICTURE_BOX = pygame.Rect(GOAL_CARD.x + 24, GOAL_LINE_BOX.bottom + 8, GOAL_CARD.w - 48,
                           GOAL_CARD.bottom - GOAL_LINE_BOX.bottom - 18)

# The hand's reach around its fingertip, over its whole bob (widgets.pointing_hand): pointing
# down it spans from 97 px above the tip to 6 px below it.
_HAND_ABOVE, _HAND_BELOW, _HAND_LEFT, _HAND_WIDTH = 97, 6, 24, 52
_CANVAS = (_HAND_WIDTH + 4, _HAND_ABOVE + _HAND_BELOW + 4)
_CANVAS_TIP = (_HAND_LEFT + 2, _HAND_ABOVE + 2)


def goal_card() -> pygame.Surface:
    """The goal card in the current language: the line and the swap picture on a panel."""
    card = pygame.Surface(GOAL_CARD.size, pygame.SRCALPHA)
    box = card.get_rect()
    pygame.draw.rect(card, theme.PANEL, box, border_radius=18)
    pygame.draw.rect(card, theme.HIGHLIGHT, box, 3, border_radius=18)
    text.blit_box(card, tr(GOAL_LINE), GOAL_LINE_BOX.move(-GOAL_CARD.x, -GOAL_CARD.y), "kids",
                  theme.HIGHLIGHT)
    PAGES_PICTURES["swap"](card, _PICTURE_BOX.move(-GOAL_CARD.x, -GOAL_CARD.y))
    return card


def hand_rect(tip: tuple[int, int], up: bool) -> pygame.Rect:
    """Everything the hand may cover while it bobs, pointing at ``tip`` down (or ``up``)."""
    top = tip[1] - _HAND_BELOW if up else tip[1] - _HAND_ABOVE
    return pygame.Rect(tip[0] - _HAND_LEFT, top, _HAND_WIDTH, _HAND_ABOVE + _HAND_BELOW)


def hand_place(piece: pygame.Rect, reach: int, labels: list[pygame.Rect]) -> tuple[tuple[int, int], bool]:
    """Where the fingertip goes for a piece in ``piece`` (its field), and whether the hand
    points up: it touches the top of the piece (``reach`` px above the centre) from above,
    unless the hand would then cover one of the ``labels``; then the bottom, from below."""
    above = (piece.centerx, piece.centery - reach)
    if hand_rect(above, False).collidelist(labels) < 0:
        return above, False
    return (piece.centerx, piece.centery + reach), True


def draw_hand(surface: pygame.Surface, tip: tuple[int, int], up: bool, frame: int) -> None:
    """The bobbing pointing hand at ``tip``, pointing down, or up (the same hand, mirrored)."""
    if not up:
        widgets.pointing_hand(surface, tip, frame)
        return
    canvas = pygame.Surface(_CANVAS, pygame.SRCALPHA)
    widgets.pointing_hand(canvas, _CANVAS_TIP, frame)
    flipped = pygame.transform.flip(canvas, False, True)
    surface.blit(flipped, (tip[0] - _CANVAS_TIP[0], tip[1] - (_CANVAS[1] - 1 - _CANVAS_TIP[1])))

"""Mazing's side panel: where the hand of cards, the die and the players' rows go, and their
drawing. The scene decides what is shown (whose hand, which card is picked, which players a
Lose A Turn may hit); this module only lays it out and draws it.
"""
from __future__ import annotations

import pygame

from games.engine import text, theme, widgets
from games.engine.i18n import tr
from games.mazing import art
from games.mazing.cards import DECK, MAZE_CARDS
from games.mazing.rules import Mazing

CARD_GAP = 6


class Panel:
    """The panel's boxes inside ``area``: six card slots, the die, four players' rows, and
    where cards fly from."""

    def __init__(self, area: pygame.Rect) -> None:
        self.cards = [pygame.Rect(0, 0, art.CARD_W, art.CARD_H) for _ in range(6)]
        self.die = pygame.Rect(0, 0, 56, 56)
        self.players = [pygame.Rect(0, 0, 0, 0) for _ in range(4)]
        self.layout(area)

    def layout(self, area: pygame.Rect) -> None:
        """Place the boxes in ``area`` for the text size in force (changed in place: the
        scene holds them). At a larger size the die's row is a touch target high and the
        piles' count gets a line of its own above the players' rows."""
        step = art.CARD_W + CARD_GAP
        for i, card in enumerate(self.cards):
            card.update(area.x + i * step, area.y + 8, art.CARD_W, art.CARD_H)
        width = area.w // 4
        if text.size() == "normal":
            self.row = pygame.Rect(area.x, area.y + 134, area.w, 52)
            self.die.update(area.x, area.y + 132, 56, 56)
            players_top, high = area.y + 206, 44
        else:
            self.row = pygame.Rect(area.x, area.y + 128, area.w, row_height())
            self.die.update(area.x, self.row.centery - 28, 56, 56)
            players_top = self.row.bottom + 4 + text.font("14").get_linesize()
            high = max(44, text.font("small").get_linesize() + 8)
        for i, box in enumerate(self.players):
            box.update(area.x + i * width, players_top, width - 6, high)
        self.card_start = (area.move(0, 8).midtop[0], area.y + 8 + art.CARD_H // 2)
        """Where a played card starts its flight: the middle of the hand."""
        self.pile = (area.right - 20, players_top + high // 2 + 2)
        """Where drawn cards come from: the panel's right edge by the players' rows."""

    def info_top(self) -> int:
        """Where the piles' count and the armed leaps are written, under the die's row."""
        return self.die.bottom + 4 if text.size() == "normal" else self.row.bottom + 2

    def draw_hand(self, surface: pygame.Surface, hand: tuple[str, ...], lang: str,
                  picked: int | None, playable: set[str], active: bool) -> None:
        """The cards face up; when ``active`` the ``picked`` slot is lifted and framed and the
        cards not ``playable`` are shaded."""
        for slot, card in enumerate(hand):
            rect = self.cards[slot]
            lifted = rect.move(0, -8) if active and slot == picked else rect
            surface.blit(art.card(card, lang), lifted)
            if active and slot == picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, lifted.inflate(6, 6), 3, border_radius=10)
            elif active and playable and card not in playable:
                surface.blit(art.shade((art.CARD_W, art.CARD_H), 130), lifted)

    def draw_backs(self, surface: pygame.Surface, count: int) -> None:
        """A hidden hand of ``count`` cards."""
        back = art.card_back()
        for slot in range(count):
            surface.blit(back, self.cards[slot])

    def draw_die(self, surface: pygame.Surface, face: int | None, glow: int | None,
                 leaps: tuple[int, ...]) -> None:
        """The die showing ``face`` (an empty frame for None), ringed when ``glow`` (the frame
        count) is given, with the leaps armed this turn under it."""
        if face is not None:
            surface.blit(art.die_face(face, self.die.w), self.die)
        else:
            pygame.draw.rect(surface, theme.FRAME_LIGHT, self.die, 2, border_radius=9)
        if glow is not None:
            widgets.glow_ring(surface, self.die.center, self.die.w // 2 + 6, glow)
        if leaps:
            label = tr("leap") + " " + "+".join(str(n) for n in leaps)
            text.blit(surface, label, (self.die.centerx if text.size() == "normal" else self.die.x,
                                       self.info_top() - 2 if text.size() == "normal" else self.info_top()), "14",
                      theme.HIGHLIGHT, "midtop" if text.size() == "normal" else "topleft")

    def draw_players(self, surface: pygame.Surface, rect: pygame.Rect, shown: Mazing,
                     skip_targets: set[int]) -> None:
        """Each player's row (pawn, cards in hand, turns to miss) and the piles' counts."""
        back = art.card_back(True)
        for player in range(shown.players):
            box = self.players[player]
            if player == shown.turn and not shown.is_over():
                pygame.draw.rect(surface, theme.FRAME_LIGHT, box, border_radius=8)
            if player in skip_targets:
                pygame.draw.rect(surface, theme.HIGHLIGHT, box, 3, border_radius=8)
            centre = (box.x + 18, box.centery)
            image = art.pawn(player, 13)
            surface.blit(image, image.get_rect(center=centre))
            surface.blit(back, back.get_rect(midleft=(box.x + 38, box.centery)))
            text.blit(surface, str(len(shown.hands[player])), (box.x + 66, box.centery), "small",
                      anchor="midleft")
            if shown.skips[player]:
                art.hourglass(surface, (box.right - 30, box.centery))
                text.blit(surface, str(shown.skips[player]), (box.right - 6, box.centery), "small",
                          theme.HIGHLIGHT, "midright")
        text.blit(surface, tr("Deck {deck} · discards {discard}", deck=len(shown.deck),
                              discard=len(shown.discard)),
                  (rect.right, self.info_top()), "14", theme.TEXT_DIM, "topright")


def row_height() -> int:
    """The die's row (the Roll, Turn, Mirror and Play buttons) at a larger text size."""
    return text.px(theme.MIN_TARGET) + 4


def panel_height() -> int:
    """How tall the panel's part is at a larger text size: cards, the die's row, the count
    line and the players' rows."""
    return 128 + row_height() + 4 + text.font("14").get_linesize() + max(44, text.font("small").get_linesize() + 8) + 4


def card_labels() -> list[tuple[str, str, pygame.Rect]]:
    """Every card's name on its card (for the check that every text fits)."""
    return [(f"{tr('Wall')} {name}" if name in MAZE_CARDS else tr(name), "=14", art.LABEL_BOX)
            for name, _ in DECK]

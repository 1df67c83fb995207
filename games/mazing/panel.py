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
        step = art.CARD_W + CARD_GAP
        self.cards = [pygame.Rect(area.x + i * step, area.y + 8, art.CARD_W, art.CARD_H)
                      for i in range(6)]
        self.die = pygame.Rect(area.x, area.y + 132, 56, 56)
        width = area.w // 4
        self.players = [pygame.Rect(area.x + i * width, area.y + 206, width - 6, 44)
                        for i in range(4)]
        self.card_start = (area.move(0, 8).midtop[0], area.y + 8 + art.CARD_H // 2)
        """Where a played card starts its flight: the middle of the hand."""
        self.pile = (area.right - 20, area.y + 230)
        """Where drawn cards come from: the panel's right edge by the players' rows."""

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
            text.blit(surface, label, (self.die.centerx, self.die.bottom + 2), "14",
                      theme.HIGHLIGHT, "midtop")

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
                  (rect.right, self.die.bottom + 4), "14", theme.TEXT_DIM, "topright")


def card_labels() -> list[tuple[str, str, pygame.Rect]]:
    """Every card's name on its card (for the check that every text fits)."""
    return [(f"{tr('Wall')} {name}" if name in MAZE_CARDS else tr(name), "14", art.LABEL_BOX)
            for name, _ in DECK]

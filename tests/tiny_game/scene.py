"""The tiny race's scene: two tracks and a button per legal move."""
from __future__ import annotations

from typing import Any

import pygame

from games.engine import text, theme
from games.engine.animation import Path
from games.engine.game_scene import GameScene
from tests.tiny_game import rules


def cell(player: int, square: int) -> tuple[int, int]:
    return (60 + square * 60, 200 + player * 120)


class TinyScene(GameScene):
    def move_rects(self) -> list[tuple[pygame.Rect, str]]:
        moves = self.state.legal_moves() if self.human_to_move() else []
        return [(pygame.Rect(60 + i * 220, 520, 200, 60), m) for i, m in enumerate(moves)]

    def board_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, move in self.move_rects():
                if rect.collidepoint(event.pos):
                    self.submit(move)

    def animate(self, event: Any) -> list[Any]:
        if isinstance(event, rules.Stepped):
            points = [cell(event.player, s) for s in range(event.frm, event.to + 1)]
            return [Path(("pawn", event.player), points, 10 * max(1, event.to - event.frm),
                         self._draw_pawn(event.player), sound="step")]
        return []

    def _draw_pawn(self, player: int):
        def draw(surface: pygame.Surface, pos: tuple[float, float], t: float) -> None:
            pygame.draw.circle(surface, theme.seat_colour(player), (int(pos[0]), int(pos[1])), 22)
        return draw

    def draw_board(self, surface: pygame.Surface, state: Any, hidden: set) -> None:
        for p, square in enumerate(state.pos):
            for s in range(rules.GOAL + 1):
                pygame.draw.rect(surface, theme.FRAME_LIGHT, pygame.Rect(0, 0, 54, 54).move(cell(p, s)).move(-27, -27))
            if ("pawn", p) not in hidden:
                self._draw_pawn(p)(surface, cell(p, square), 1.0)
        for rect, move in self.move_rects():
            pygame.draw.rect(surface, theme.BUTTON, rect, border_radius=8)
            text.blit(surface, move, rect.center, "body", anchor="center")

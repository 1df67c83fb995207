"""The title screen: a tile per registered game, resume offers, settings, help and quit."""
from __future__ import annotations

import functools

import pygame

from games.engine import paths, registry, saves, text, theme
from games.engine.i18n import N_, tr
from games.engine.focus import Target
from games.engine.scene import Context, Scene, button_targets
from games.engine.widgets import Button, ButtonRow

TILE_W, TILE_H, GAP = 380, 200, 24
TILES_TOP, TILES_BOTTOM = 120, 620


@functools.lru_cache(maxsize=16)
def tile_picture(key: str) -> pygame.Surface | None:
    """The game's picture from ``sprites/tiles`` (made by ``games.engine.tilegen``), if any."""
    path = paths.SPRITES / "tiles" / f"{key}.png"
    return pygame.image.load(str(path)).convert_alpha() if path.exists() else None


class MenuScene(Scene):
    """Pick a game (or resume one); every tile is a real, registered game."""

    name = "menu"
    motion = "still"

    def __init__(self, ctx: Context, message: str = "") -> None:
        super().__init__(ctx)
        self.message = message
        self.games = registry.all_games()
        self.tiles: list[tuple[pygame.Rect, registry.GameInfo]] = []
        cols = 3
        rows = max(1, -(-len(self.games) // cols))
        tile_h = min(TILE_H, (TILES_BOTTOM - TILES_TOP - (rows - 1) * GAP) // rows)
        left = (theme.SCREEN_SIZE[0] - cols * TILE_W - (cols - 1) * GAP) // 2
        for i, info in enumerate(self.games):
            row, col = divmod(i, cols)
            rect = pygame.Rect(left + col * (TILE_W + GAP), TILES_TOP + row * (tile_h + GAP), TILE_W, tile_h)
            self.tiles.append((rect, info))
        self.buttons = ButtonRow()
        y = theme.SCREEN_SIZE[1] - 80
        self.buttons.add(Button((40, y, 200, 56), N_("Settings"), ctx.router.settings))
        self.buttons.add(Button((260, y, 200, 56), N_("Help"), lambda: ctx.router.help(None)))
        self.buttons.add(Button((480, y, 200, 56), N_("Statistics"), ctx.router.statistics, writes_files=True))
        if not ctx.kiosk:
            self.buttons.add(Button((700, y, 200, 56), N_("History"), ctx.router.history))
        if not ctx.quit_locked:
            self.buttons.add(Button((theme.SCREEN_SIZE[0] - 240, y, 200, 56), N_("Quit"), ctx.quit))
        # Every unfinished game gets a Resume badge on its own tile; a kiosk never offers an
        # earlier visitor's game.
        self.resumable = [] if ctx.kiosk else [s for s in saves.slots() if s in {g.key for g in self.games}]
        for rect, info in self.tiles:
            x = rect.x + 14
            if info.key in self.resumable:
                badge = pygame.Rect(x, rect.bottom - 58, 112, 46)
                self.buttons.add(Button(badge, N_("Resume"), self._resume(info.key), colour=theme.ACCENT,
                                        role="small"))
                x = badge.right + 8
            if info.tutorial:
                self.buttons.add(Button((x, rect.bottom - 58, 100, 46), N_("Learn"), self._learn(info),
                                        colour=theme.HIGHLIGHT, role="small"))
        if not message and ctx.notices:
            self.message = " · ".join(ctx.notices)
            ctx.notices.clear()

    def _resume(self, slot: str):
        def resume() -> None:
            self.ctx.audio.play("click")
            self.ctx.router.resume(slot)
        return resume

    def _learn(self, info: registry.GameInfo):
        def learn() -> None:
            self.ctx.audio.play("click")
            self.ctx.router.tutorial(info)
        return learn

    def open_game(self, info: registry.GameInfo) -> None:
        self.ctx.audio.play("click")
        self.ctx.router.seating(info)

    def focus_targets(self) -> list[Target]:
        tiles = [Target.of(rect, ("tile", info.key), lambda info=info: self.open_game(info))
                 for rect, info in self.tiles]
        return tiles + button_targets(self.buttons)

    def handle(self, event: pygame.event.Event) -> None:
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, info in self.tiles:
                if rect.collidepoint(event.pos):
                    self.open_game(info)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        text.blit(surface, tr("Board-game arcade"), (theme.SCREEN_SIZE[0] // 2, 30), "title",
                  anchor="midtop")
        if self.message:
            for i, line in enumerate(text.wrap(self.message, "small", 1160)[:2]):
                text.blit(surface, line, (theme.SCREEN_SIZE[0] // 2, 70 + i * 22), "small", theme.HIGHLIGHT,
                          "midtop")
        else:
            text.blit(surface, tr("Welcome! Pick a game to play."), (theme.SCREEN_SIZE[0] // 2, 78),
                      "small", theme.TEXT_DIM, "midtop")
        for rect, info in self.tiles:
            pygame.draw.rect(surface, info.colour, rect, border_radius=16)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, rect, 3, border_radius=16)
            ink = theme.on_colour(info.colour)
            picture = tile_picture(info.key)
            width = rect.w - 40
            if picture is not None and rect.h >= picture.get_height() + 70:
                spot = picture.get_rect(bottomright=(rect.right - 14, rect.bottom - 12))
                surface.blit(picture, spot)
                width = spot.x - rect.x - 30
            text.blit(surface, tr(info.title), (rect.x + 20, rect.y + 18), "title", ink)
            y = rect.y + 74
            for line in text.wrap(tr(info.blurb), "small", width)[:max(1, (rect.bottom - y - 8) // 20)]:
                text.blit(surface, line, (rect.x + 20, y), "small", ink)
                y += 20
        if not self.tiles:
            text.blit(surface, tr("Choose a game"), (640, 300), "body", theme.TEXT_DIM, "center")
        self.buttons.draw(surface)

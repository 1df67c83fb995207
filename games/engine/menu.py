"""The title screen: a tile per registered game, resume offers, settings, help and quit.

At the larger text sizes the tiles stand in two columns without their pictures and the tile
area scrolls (wheel, drag, Page Up/Down, and the focus cursor walking off its edge)."""
from __future__ import annotations

import functools

import pygame

from games.engine import paths, registry, saves, text, theme
from games.engine.i18n import N_, tr
from games.engine.dragscroll import DragScroll
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

    def __init__(self, ctx: Context, message: str = "", focus: str = "") -> None:
        super().__init__(ctx)
        self.message = message
        self.games = registry.all_games()
        # Every unfinished game gets a Resume badge on its own tile; a kiosk never offers an
        # earlier visitor's game.
        self.resumable = [] if ctx.kiosk else [s for s in saves.slots() if s in {g.key for g in self.games}]
        if not message and ctx.notices:
            self.message = " · ".join(ctx.notices)
            ctx.notices.clear()
        self.scroll = 0
        self.drag = DragScroll()
        self._build()
        if focus:
            self.focus_on(focus)

    def focus_on(self, wanted: str) -> None:
        """Put the focus on a game's tile (by key) or a button (by label), scrolled into
        sight: coming back from a game's seating or the statistics, the keys go on from there."""
        for target in self.focus_targets():
            if target.key == ("tile", wanted) or target.key[:2] == ("button", wanted):
                self.focus.set(target)
                rect = pygame.Rect(target.rect)
                if rect.bottom > self.view.bottom and target.key[0] == "tile":
                    self._scroll_to(self.scroll + rect.bottom - self.view.bottom)
                return

    def relayout(self) -> None:
        self._build()

    def _build(self) -> None:
        """Place the tiles, their badges and the buttons for the text size in force."""
        ctx = self.ctx
        big = text.size() != "normal"
        cols = 2 if big else 3
        rows = max(1, -(-len(self.games) // cols))
        self.buttons = ButtonRow()
        h = text.px(56)
        y = theme.SCREEN_SIZE[1] - 24 - h
        names = [(N_("Settings"), ctx.router.settings, False), (N_("Help"), lambda: ctx.router.help(None), False),
                 (N_("Statistics"), ctx.router.statistics, True)]
        if not ctx.kiosk:
            names.append((N_("History"), ctx.router.history, False))
        if big:
            if not ctx.quit_locked:
                names.append((N_("Quit"), ctx.quit, False))
            w = (theme.SCREEN_SIZE[0] - 80 - 16 * (len(names) - 1)) // len(names)
            for i, (label, action, writes) in enumerate(names):
                self.buttons.add(Button((40 + i * (w + 16), y, w, h), label, action, writes_files=writes))
            self.view = pygame.Rect(0, 24 + text.font("title").get_linesize() + text.font("small").get_linesize() + 8,
                                    theme.SCREEN_SIZE[0], 0)
            self.view.h = y - 12 - self.view.y
        else:
            for i, (label, action, writes) in enumerate(names):
                self.buttons.add(Button((40 + i * 220, y, 200, 56), label, action, writes_files=writes))
            if not ctx.quit_locked:
                self.buttons.add(Button((theme.SCREEN_SIZE[0] - 240, y, 200, 56), N_("Quit"), ctx.quit))
            self.view = pygame.Rect(0, TILES_TOP, theme.SCREEN_SIZE[0], TILES_BOTTOM - TILES_TOP)
        gap = GAP if not big else 16
        tile_w = TILE_W if not big else (theme.SCREEN_SIZE[0] - 80 - gap) // 2
        if big:
            tile_h = max(self._tile_height(info, tile_w) for info in self.games) if self.games else TILE_H
        else:
            tile_h = min(TILE_H, (TILES_BOTTOM - TILES_TOP - (rows - 1) * GAP) // rows)
        left = (theme.SCREEN_SIZE[0] - cols * tile_w - (cols - 1) * gap) // 2
        self.tiles: list[tuple[pygame.Rect, registry.GameInfo]] = []
        for i, info in enumerate(self.games):
            row, col = divmod(i, cols)
            rect = pygame.Rect(left + col * (tile_w + gap), self.view.y + row * (tile_h + gap), tile_w, tile_h)
            self.tiles.append((rect, info))
        self.content_h = rows * tile_h + (rows - 1) * gap
        self.badges: list[tuple[Button, pygame.Rect, tuple[int, int], str]] = []
        badge_h = text.px(46)
        for rect, info in self.tiles:
            x = 14
            if info.key in self.resumable:
                badge = Button((0, 0, text.px(112), badge_h), N_("Resume"), self._resume(info.key),
                               colour=theme.ACCENT, role="small")
                self.badges.append((badge, rect, (x, rect.h - 12 - badge_h), info.key))
                x += badge.rect.w + 8
            if info.tutorial:
                badge = Button((0, 0, text.px(100), badge_h), N_("Learn"), self._learn(info),
                               colour=theme.HIGHLIGHT, role="small")
                self.badges.append((badge, rect, (x, rect.h - 12 - badge_h), info.key))
        for badge, *_ in self.badges:
            self.buttons.add(badge)
        self._scroll_to(self.scroll)

    def _tile_height(self, info: registry.GameInfo, width: int) -> int:
        """How tall a picture-less tile must be for ``info``'s title, blurb and badges."""
        blurb = len(text.wrap(tr(info.blurb), "small", width - 40)) * text.font("small").get_linesize()
        return 18 + text.font("title").get_linesize() + 4 + blurb + 8 + text.px(46) + 12

    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.h)

    def _scroll_to(self, value: int) -> None:
        """Scroll the tile area and move the badges with their tiles; a badge out of sight
        is hidden (and so neither pressed nor drawn)."""
        self.scroll = min(self.max_scroll(), max(0, value))
        for badge, rect, (dx, dy), _ in self.badges:
            badge.rect.topleft = (rect.x + dx, rect.y + dy - self.scroll)
            inside = self.view.contains(badge.rect)
            badge.visible = (lambda: True) if inside else (lambda: False)

    def tile_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a tile is on screen now (its place in the tile area, scrolled)."""
        return rect.move(0, -self.scroll)

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
        """Tiles and badges, also those scrolled out of sight (the focus scrolls to them)."""
        targets = []
        for rect, info in self.tiles:
            targets.append(Target.of(self.tile_rect(rect), ("tile", info.key), lambda info=info: self.open_game(info)))
            for badge, tile, (dx, dy), key in self.badges:
                if key == info.key:
                    spot = pygame.Rect(tile.x + dx, tile.y + dy - self.scroll, *badge.rect.size)
                    targets.append(Target.of(spot, ("badge", badge.label, key), badge.action))
        return targets + button_targets(ButtonRow([b for b in self.buttons.buttons
                                                   if all(b is not badge for badge, *_ in self.badges)]))

    def act(self, event: pygame.event.Event) -> None:
        """Page Up/Down scroll the tiles; the focus brings its tile into sight."""
        if event.action == "scroll":
            self._scroll_to(self.scroll + event.steps * self.view.h // 2)
            return
        super().act(event)
        target = self.focus.current(self.focus_targets())
        if target is not None and target.key[0] in ("tile", "badge"):
            key = target.key[-1] if target.key[0] == "badge" else target.key[1]
            rect = next(self.tile_rect(r) for r, info in self.tiles if info.key == key)
            if rect.y < self.view.y:
                self._scroll_to(self.scroll - (self.view.y - rect.y))
            elif rect.bottom > self.view.bottom:
                self._scroll_to(self.scroll + rect.bottom - self.view.bottom)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll_to(self.scroll - event.y * text.px(60))
            return
        if self._dragging(event):
            return
        if self.buttons.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view.collidepoint(event.pos):
            for rect, info in self.tiles:
                if self.tile_rect(rect).collidepoint(event.pos):
                    self.open_game(info)
                    return

    def _dragging(self, event: pygame.event.Event) -> bool:
        """A finger (or the mouse) dragging the tile area scrolls it; the release that ends
        a drag opens nothing."""
        if not self.max_scroll():
            return False
        return self.drag.handle(event, self.view, self.scroll, self._scroll_to)

    def draw(self, surface: pygame.Surface) -> None:
        big = text.size() != "normal"
        text.blit(surface, tr("Board-game arcade"), (theme.SCREEN_SIZE[0] // 2, 30 if not big else 16), "title",
                  anchor="midtop")
        small = text.font("small").get_linesize()
        top = 70 if not big else 16 + text.font("title").get_linesize()
        if self.message:
            for i, line in enumerate(text.wrap(self.message, "small", 1160)[:1 if big else 2]):
                text.blit(surface, line, (theme.SCREEN_SIZE[0] // 2, top + i * 22), "small", theme.HIGHLIGHT,
                          "midtop")
        else:
            text.blit(surface, tr("Welcome! Pick a game to play."),
                      (theme.SCREEN_SIZE[0] // 2, 78 if not big else top), "small", theme.TEXT_DIM, "midtop")
        clip = surface.get_clip()
        if self.max_scroll():
            surface.set_clip(self.view)
        for rect, info in self.tiles:
            rect = self.tile_rect(rect)
            if not rect.colliderect(self.view):
                continue
            pygame.draw.rect(surface, info.colour, rect, border_radius=16)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, rect, 3, border_radius=16)
            ink = theme.on_colour(info.colour)
            picture = None if big else tile_picture(info.key)
            width = rect.w - 40
            if picture is not None and rect.h >= picture.get_height() + 70:
                spot = picture.get_rect(bottomright=(rect.right - 14, rect.bottom - 12))
                surface.blit(picture, spot)
                width = spot.x - rect.x - 30
            text.blit(surface, tr(info.title), (rect.x + 20, rect.y + 18), "title", ink)
            y = rect.y + 74 if not big else rect.y + 22 + text.font("title").get_linesize()
            # The blurb stops above the tile's badges (a line under a badge is a line lost).
            bottom = rect.bottom - 8
            if any(key == info.key for *_, key in self.badges):
                bottom = rect.bottom - 12 - text.px(46) - 4
            step = 20 if not big else small
            for line in text.wrap(tr(info.blurb), "small", width)[:max(1, (bottom - y) // step)]:
                text.blit(surface, line, (rect.x + 20, y), "small", ink)
                y += step
        if not self.tiles:
            text.blit(surface, tr("Choose a game"), (640, 300), "body", theme.TEXT_DIM, "center")
        surface.set_clip(clip)
        self.buttons.draw(surface)
        if self.max_scroll():
            self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """Where the tile area is scrolled to: more games lie above or below."""
        track = pygame.Rect(theme.SCREEN_SIZE[0] - 22, self.view.y, 8, self.view.h)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, track, border_radius=4)
        thumb = track.copy()
        thumb.h = max(24, track.h * self.view.h // max(1, self.content_h))
        thumb.y = track.y + (track.h - thumb.h) * self.scroll // max(1, self.max_scroll())
        pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=4)

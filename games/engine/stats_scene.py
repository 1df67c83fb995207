"""The statistics screen: who played what and how it went, from the game records.

A small bar chart per game (each line: games played as a bar, the wins filled in), filtered by
game and by player with two buttons that go round; with one game chosen, each line says its
streaks and best win too. "Reset statistics" deletes the records, behind a confirmation that
says so (the history's replays go with them).

At the larger text sizes the charts stand in two columns (one game: each line's numbers under
its bar) in an area that scrolls with the wheel, Page Up/Down and the right stick.
"""
from __future__ import annotations

import pygame

from games.engine import records, registry, stats, text, theme
from games.engine.i18n import N_, ntr, tr
from games.engine.scene import Context, Overlay, Scene
from games.engine.stats import Line
from games.engine.widgets import Button, ButtonRow

AREA = pygame.Rect(40, 160, 1200, 450)
COLUMNS, ROWS = 3, 2
BLOCK_LINES = 5
ONE_LINE, TWO_LINES = 30, 46
"""A block's line: its name on one line, or on two."""
NAME_W = 130
"""The name column of a block."""
WIDE_LINES = 9


def who(line: Line) -> str:
    """The line's someone in words: a name, a pair, a computer's level or a guest."""
    def one(name: str, kind: str) -> str:
        if kind == stats.COMPUTER:
            return tr("Computer ({level})", level=tr(name))
        if kind == stats.GUEST:
            return tr("Guest")
        return name
    names = [one(name, kind) for name, kind in line.members]
    if len(names) < 2:
        return "".join(names)
    # A pair wraps between the names, never inside one ("Бабушка / Людмила").
    names = [name.replace(" ", "\u00a0") for name in names]
    return tr("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def blit_left(surface: pygame.Surface, words: str, rect: pygame.Rect, role: str = "small",
              colour: tuple[int, int, int] = theme.TEXT) -> None:
    """``words`` at the left of ``rect``, on as many lines as its height holds, shrunk (or
    squeezed a little) to fit: a pair's second name or a long level is never cut off."""
    text.blit_box(surface, words, rect, role, colour, left=True)


def name_height(words: str) -> int:
    """The height of a block's line for ``words``: one line of text, or two when the name
    column is too narrow for one (a pair, "Computer (easiest)" in Russian)."""
    return ONE_LINE if text.fits(words, "small", NAME_W, ONE_LINE - 6) else TWO_LINES


class StatsScene(Scene):
    """Played, won, win rate, streaks and best wins per game and player."""

    name = "statistics"
    motion = "still"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        found, self.problems = records.all_records()
        self.count = len(found)
        cooperative = frozenset(g.key for g in registry.all_games()
                                if g.kind.outcome is registry.Outcome.COOPERATIVE) or stats.COOPERATIVE
        self.lines = stats.table(found, cooperative)
        order = {g.key: i for i, g in enumerate(registry.all_games())}
        self.games = sorted(stats.games(self.lines), key=lambda g: (order.get(g, len(order)), g))
        self.people = stats.people(self.lines)
        self.game: str | None = None
        self.player: str | None = None
        self.scroll = 0
        self._build()

    def _build(self) -> None:
        """Place the buttons and the chart area for the text size in force."""
        buttons = [
            Button((250, 92, 380, 52), N_("Game"), self.next_game, role="small", label_fn=self._game_label,
                   enabled=lambda: len(self.games) > 1),
            Button((650, 92, 380, 52), N_("Player"), self.next_player, role="small",
                   label_fn=self._player_label, enabled=lambda: bool(self.people)),
            Button((60, 630, 200, 64), N_("Back"), self.back, glyph="back"),
            Button((920, 630, 300, 64), N_("Reset statistics"), self.ask_reset, writes_files=True,
                   enabled=lambda: self.count > 0),
        ]
        self.big = text.size() != "normal"
        self.area = AREA
        if self.big:
            width, height = theme.SCREEN_SIZE
            target = text.px(theme.MIN_TARGET)
            top = 16 + text.font("title").get_linesize()
            half = (AREA.w - 16) // 2
            buttons[0].rect = pygame.Rect(AREA.x, top, half, target)
            buttons[1].rect = pygame.Rect(AREA.x + half + 16, top, half, target)
            bar = height - 16 - target - 8
            buttons[2].rect = pygame.Rect(AREA.x, bar, text.px(200), target + 8)
            buttons[3].rect = pygame.Rect(AREA.right - text.px(300), bar, text.px(300), target + 8)
            bottom = bar - 12 - (text.font("small").get_linesize() if self.problems else 0)
            self.area = pygame.Rect(AREA.x, top + target + 12, AREA.w, bottom - top - target - 12)
        self.buttons = ButtonRow(buttons)
        self.scroll = min(self.scroll, self.max_scroll())

    def relayout(self) -> None:
        self._build()

    def title(self, game: str) -> str:
        try:
            return tr(registry.get(game).title)
        except KeyError:
            return game

    def _game_label(self) -> str:
        return tr("Game: {game}", game=self.title(self.game) if self.game else tr("all"))

    def _player_label(self) -> str:
        name = dict(self.people).get(self.player or "", tr("everybody"))
        return tr("Player: {name}", name=name)

    def next_game(self) -> None:
        order: list[str | None] = [None, *self.games]
        self.game = order[(order.index(self.game) + 1) % len(order)]
        self.scroll = 0

    def next_player(self) -> None:
        order: list[str | None] = [None, *(key for key, _ in self.people)]
        self.player = order[(order.index(self.player) + 1) % len(order)]
        self.scroll = 0

    def shown(self) -> list[Line]:
        return stats.only(self.lines, self.game, self.player)

    def back(self) -> None:
        self.ctx.router.menu(focus=N_("Statistics"))

    def ask_reset(self) -> None:
        self.ctx.push(ResetScene(self.ctx, self.count))

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "back":
            self.back()
        elif name == "scroll":
            self.scroll_to(self.scroll + event.steps * self.area.h // 2)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.scroll - event.y * text.px(60))
            return
        self.buttons.handle(event)

    # ----- the larger sizes: a scrolled chart area -------------------------------------------
    def scroll_to(self, value: int) -> None:
        self.scroll = min(self.max_scroll(), max(0, value))

    def max_scroll(self) -> int:
        """How far the charts scroll (0: they all show; always 0 at normal size)."""
        if not self.big:
            return 0
        _, height = self.places(self.shown())
        return max(0, height - self.area.h)

    def _line_h(self, line: Line, who_w: int) -> int:
        """A block's line at the larger sizes: one line of text, or two when the name column
        cannot hold the someone on one (a pair, a long level)."""
        small = text.font("small").get_linesize()
        return small + 6 if text.fits(who(line), "small", who_w, small) else 2 * small + 6

    def _block_w(self) -> int:
        return (self.area.w - 16) // 2 - 16

    def places(self, lines: list[Line]) -> tuple[list[tuple[str, pygame.Rect]], int]:
        """The larger sizes: each game's block in the chart area (before scrolling), two to a
        row, as tall as its lines need; and the height of them all."""
        if self.game is not None:
            row = text.font("body").get_linesize() + text.font("small").get_linesize() + 12
            return [], len(lines) * row
        width = self._block_w()
        places, y, row = [], 0, 0
        shown = [g for g in self.games if any(line.game == g for line in lines)]
        for n, game in enumerate(shown):
            mine = [line for line in lines if line.game == game]
            count = len(mine)
            need = 12 + text.font("body").get_linesize() + 12 + sum(
                self._line_h(line, width * 2 // 5) for line in mine[:BLOCK_LINES])
            if count > BLOCK_LINES:
                need += text.font("small").get_linesize()
            if n and n % 2 == 0:
                y, row = y + row + 16, 0
            row = max(row, need)
            places.append((game, pygame.Rect(self.area.x + (n % 2) * (width + 32), y, width, need)))
        return places, y + row

    # ----- the picture ----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        lines = self.shown()
        if self.big:
            self.draw_big(surface, lines)
            return
        text.blit(surface, tr("Statistics"), (640, 24), "title", anchor="midtop")
        if self.problems:
            text.blit(surface, ntr("{n} record could not be read and was set aside",
                                   "{n} records could not be read and were set aside", len(self.problems)),
                      (640, 600), "small", theme.ILLEGAL, "midtop")
        if not lines:
            message = tr("No finished games yet: games played to the end are counted here.") \
                if not self.lines else tr("No games for this choice.")
            text.blit(surface, message, AREA.center, "body", theme.TEXT_DIM, "center")
        elif self.game is not None:
            self.draw_wide(surface, lines)
        else:
            self.draw_blocks(surface, lines)
        self.buttons.draw(surface)

    def draw_blocks(self, surface: pygame.Surface, lines: list[Line]) -> None:
        """Every game's chart in a small block (at most ``COLUMNS * ROWS`` games)."""
        w, h = AREA.w // COLUMNS, AREA.h // ROWS
        for n, game in enumerate([g for g in self.games if any(line.game == g for line in lines)][:COLUMNS * ROWS]):
            row, col = divmod(n, COLUMNS)
            block = pygame.Rect(AREA.x + col * w, AREA.y + row * h, w - 16, h - 16)
            pygame.draw.rect(surface, theme.PANEL, block, border_radius=12)
            text.blit(surface, self.title(game), (block.x + 14, block.y + 8), "body")
            mine = [line for line in lines if line.game == game]
            top = max(line.played for line in mine)
            y, shown = block.y + 44, 0
            for line in mine:
                height = name_height(who(line))
                if y + height > block.y + 44 + BLOCK_LINES * ONE_LINE:
                    break
                middle = y + (height - 6) // 2
                blit_left(surface, who(line), pygame.Rect(block.x + 14, y, NAME_W, height - 6))
                self.bar(surface, pygame.Rect(block.x + 146, middle - 9, block.w - 210, 18), line, top)
                text.blit(surface, f"{line.won}/{line.played}", (block.right - 10, middle), "small",
                          anchor="midright")
                y, shown = y + height, shown + 1
            if len(mine) > shown:
                text.blit(surface, tr("and {n} more", n=len(mine) - shown),
                          (block.right - 10, block.bottom - 6), "small", theme.TEXT_DIM, "bottomright")

    def draw_wide(self, surface: pygame.Surface, lines: list[Line]) -> None:
        """One game: a wide chart, each line with its numbers in words."""
        top = max(line.played for line in lines)
        for i, line in enumerate(lines[:WIDE_LINES]):
            y = AREA.y + i * 48
            blit_left(surface, who(line), pygame.Rect(AREA.x, y, 240, 40), "body")
            self.bar(surface, pygame.Rect(AREA.x + 250, y + 8, 360, 26), line, top)
            blit_left(surface, " · ".join(self.numbers(line)), pygame.Rect(AREA.x + 626, y, AREA.w - 626, 40))
        if len(lines) > WIDE_LINES:
            text.blit(surface, tr("and {n} more", n=len(lines) - WIDE_LINES), (AREA.right, AREA.bottom),
                      "small", theme.TEXT_DIM, "bottomright")

    def draw_big(self, surface: pygame.Surface, lines: list[Line]) -> None:
        """The larger sizes: the same charts, two blocks to a row (or one game's lines with
        their numbers under each bar), scrolled in the chart area."""
        width = theme.SCREEN_SIZE[0]
        text.blit(surface, tr("Statistics"), (width // 2, 16), "title", anchor="midtop")
        if self.problems:
            text.blit(surface, ntr("{n} record could not be read and was set aside",
                                   "{n} records could not be read and were set aside", len(self.problems)),
                      (width // 2, self.area.bottom + 6), "small", theme.ILLEGAL, "midtop")
        if not lines:
            message = tr("No finished games yet: games played to the end are counted here.") \
                if not self.lines else tr("No games for this choice.")
            text.blit_box(surface, message, self.area, "body", theme.TEXT_DIM)
            self.buttons.draw(surface)
            return
        clip = surface.get_clip()
        surface.set_clip(self.area)
        shift = self.area.y - self.scroll
        small, body = text.font("small").get_linesize(), text.font("body").get_linesize()
        if self.game is not None:
            top = max(line.played for line in lines)
            row = body + small + 12
            for i, line in enumerate(lines):
                y = shift + i * row
                blit_left(surface, who(line), pygame.Rect(self.area.x, y, self.area.w * 2 // 5, body), "body")
                self.bar(surface, pygame.Rect(self.area.x + self.area.w * 2 // 5 + 16, y + body // 4,
                                              self.area.w * 2 // 5, body // 2), line, top)
                text.blit(surface, f"{line.won}/{line.played}", (self.area.right - 24, y + body // 2), "small",
                          anchor="midright")
                blit_left(surface, " · ".join(self.numbers(line)), pygame.Rect(self.area.x, y + body, self.area.w - 24,
                                                                                small), "small", theme.TEXT_DIM)
        else:
            places, _ = self.places(lines)
            for game, block in places:
                block = block.move(0, shift)
                pygame.draw.rect(surface, theme.PANEL, block, border_radius=12)
                blit_left(surface, self.title(game), pygame.Rect(block.x + 14, block.y + 12, block.w - 28, body),
                          "body")
                mine = [line for line in lines if line.game == game]
                top = max(line.played for line in mine)
                who_w, count_w = block.w * 2 // 5, text.px(60)
                y = block.y + 12 + body
                for line in mine[:BLOCK_LINES]:
                    height = self._line_h(line, who_w) - 6
                    blit_left(surface, who(line), pygame.Rect(block.x + 14, y, who_w, height))
                    self.bar(surface, pygame.Rect(block.x + 24 + who_w, y + height // 2 - small // 4,
                                                  block.w - who_w - count_w - 44, small // 2), line, top)
                    text.blit(surface, f"{line.won}/{line.played}", (block.right - 10, y + height // 2), "small",
                              anchor="midright")
                    y += height + 6
                if len(mine) > BLOCK_LINES:
                    text.blit(surface, tr("and {n} more", n=len(mine) - BLOCK_LINES),
                              (block.right - 10, block.bottom - 6), "small", theme.TEXT_DIM, "bottomright")
        surface.set_clip(clip)
        if self.max_scroll():
            _, height = self.places(lines)
            track = pygame.Rect(self.area.right + 14, self.area.y, 10, self.area.h)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, track, border_radius=5)
            thumb = track.copy()
            thumb.h = max(text.px(24), track.h * self.area.h // max(1, height))
            thumb.y += (track.h - thumb.h) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=5)
        self.buttons.draw(surface)

    @staticmethod
    def numbers(line: Line) -> list[str]:
        """A line's numbers in words: won of played, the streaks, the best win."""
        words = [tr("won {won} of {played} ({rate}%)", won=line.won, played=line.played,
                    rate=round(100 * line.win_rate))]
        if line.kind != stats.COMPUTER:
            words.append(tr("streak {now}, best {best}", now=line.streak, best=line.best_streak))
        if line.best_win is not None:
            words.append(ntr("best win in {n} move", "best win in {n} moves", line.best_win))
        return words

    @staticmethod
    def bar(surface: pygame.Surface, rect: pygame.Rect, line: Line, top: int) -> None:
        """Games played as the bar's length (against the most played of the chart), the
        wins filled in."""
        played = rect.copy()
        played.w = max(4, rect.w * line.played // max(1, top))
        pygame.draw.rect(surface, theme.BUTTON, played, border_radius=5)
        if line.won:
            won = played.copy()
            won.w = max(4, played.w * line.won // line.played)
            pygame.draw.rect(surface, theme.ACCENT, won, border_radius=5)
        pygame.draw.rect(surface, theme.FRAME_LIGHT, played, 1, border_radius=5)


class ResetScene(Overlay):
    """"Reset statistics?": says that the records go, and how many."""

    name = "reset-statistics"

    def __init__(self, ctx: Context, count: int) -> None:
        super().__init__(ctx)
        self.count = count
        self.problem = ""
        self._build()

    def words(self) -> str:
        return ntr("This deletes the record of the {n} finished game: the statistics start again "
                   "from nothing, and the game's history and replay are gone too.",
                   "This deletes the records of all {n} finished games: the statistics start again "
                   "from nothing, and the games' history and replays are gone too.", self.count)

    def _build(self) -> None:
        """At normal size the box of old; larger, a wider box as tall as its words need."""
        cancel = Button((340, 420, 280, 64), N_("Cancel"), self.ctx.pop, glyph="back")
        delete = Button((660, 420, 280, 64), N_("Delete the records"), self.reset, colour=theme.ILLEGAL)
        self.box = pygame.Rect(240, 170, 800, 360)
        if text.size() != "normal":
            lines = len(text.wrap(self.words(), "body", 1000))
            target = text.px(theme.MIN_TARGET) + 8
            height = (24 + text.font("title").get_linesize() + 12 + lines * text.font("body").get_linesize()
                      + 8 + text.font("small").get_linesize() + 8 + target + 24)
            self.box = pygame.Rect(0, 0, 1080, height)
            self.box.center = (theme.SCREEN_SIZE[0] // 2, theme.SCREEN_SIZE[1] // 2)
            y = self.box.bottom - 24 - target
            cancel.rect = pygame.Rect(self.box.centerx - 20 - text.px(280), y, text.px(280), target)
            delete.rect = pygame.Rect(self.box.centerx + 20, y, text.px(280), target)
        self.buttons = ButtonRow([cancel, delete])

    def relayout(self) -> None:
        self._build()

    def reset(self) -> None:
        try:
            records.delete_all()
        except OSError as exc:
            self.problem = tr("The records could not be deleted ({why})", why=exc.strerror or str(exc))
            return
        self.ctx.router.statistics()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        box = self.box
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=18)
        pygame.draw.rect(surface, theme.ILLEGAL, box, 3, border_radius=18)
        if text.size() != "normal":
            y = box.y + 24
            text.blit(surface, tr("Reset statistics?"), (box.centerx, y), "title", anchor="midtop")
            y += text.font("title").get_linesize() + 12
            for line in text.wrap(self.words(), "body", box.w - 80):
                text.blit(surface, line, (box.centerx, y), "body", anchor="midtop")
                y += text.font("body").get_linesize()
            if self.problem:
                text.blit_box(surface, self.problem, pygame.Rect(box.x + 20, y + 8, box.w - 40,
                                                                 text.font("small").get_linesize()),
                              "small", theme.ILLEGAL)
            self.buttons.draw(surface)
            return
        text.blit(surface, tr("Reset statistics?"), (640, 200), "title", anchor="midtop")
        for i, line in enumerate(text.wrap(self.words(), "body", 760)[:4]):
            text.blit(surface, line, (640, 270 + i * 28), "body", anchor="midtop")
        if self.problem:
            text.blit(surface, self.problem, (640, 500), "small", theme.ILLEGAL, "midtop")
        self.buttons.draw(surface)

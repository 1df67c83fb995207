"""The history of past games, and the picker that opens a record file.

The history lists every kept record (:mod:`games.engine.records`), newest first: when, which
game, who sat at the table, how it ended, how long it took, and whether a hint was shown. It
filters by game and by player, scrolls (wheel, Page Up/Down, the focus walking off the list's
edge) and, for the record picked, offers Watch and Export. The picker lists the files under
the data folder's ``exports/`` and ``imports/`` and opens the one chosen as a replay; a file
that is not a record is refused with its line and reason, and nothing else changes.

At the larger text sizes the rows grow to two lines of the larger text (when and which game,
how it ended; who sat at the table is in the detail beside them), the detail panel widens,
and Watch and Export join Back and Open a file in the bottom row.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Sequence

import pygame

from games.engine import paths, playback, record_text, records, registry, storage, text, theme, widgets
from games.engine.focus import Target
from games.engine.i18n import N_, ntr, tr
from games.engine.records import GameRecord
from games.engine.scene import Context, Scene, button_targets
from games.engine.widgets import Button, ButtonRow

LIST = pygame.Rect(40, 150, 760, 468)
ROW_H = 52
DETAIL = pygame.Rect(830, 150, 410, 468)


class RowList:
    """A scrolled list of rows, one of them picked: drawn by the caller's ``draw_row``."""

    def __init__(self, count: int, rect: pygame.Rect = LIST, row_h: int = ROW_H) -> None:
        self.rect = rect
        self.count = count
        self.row_h = row_h
        self.top = 0
        self.picked = 0 if count else -1

    @property
    def rows(self) -> int:
        return self.rect.h // self.row_h

    def visible(self) -> range:
        return range(self.top, min(self.count, self.top + self.rows))

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.rect.x, self.rect.y + (index - self.top) * self.row_h, self.rect.w, self.row_h - 4)

    def scroll(self, steps: int) -> None:
        self.top = max(0, min(self.top + steps, self.count - self.rows))

    def pick(self, index: int) -> None:
        """Pick row ``index`` and scroll it into sight."""
        if not self.count:
            return
        self.picked = max(0, min(index, self.count - 1))
        if self.picked < self.top:
            self.top = self.picked
        elif self.picked >= self.top + self.rows:
            self.top = self.picked - self.rows + 1

    def at(self, pos: tuple[int, int]) -> int | None:
        return next((i for i in self.visible() if self.row_rect(i).collidepoint(pos)), None)

    def targets(self, choose: Callable[[int], None]) -> list[Target]:
        return [Target.of(self.row_rect(i), ("row", i), lambda i=i: choose(i)) for i in self.visible()]

    def walk(self, focus: Any, dy: int) -> bool:
        """The focus walks off the list's top or bottom row: scroll and pick the next row
        (True when the walk was the list's)."""
        key = focus.key
        if not (isinstance(key, tuple) and key[:1] == ("row",)):
            return False
        index = key[1] + dy
        if index in self.visible() or not 0 <= index < self.count:
            return False
        self.pick(index)
        focus.key = ("row", index)
        return True

    def handle(self, event: pygame.event.Event, choose: Callable[[int], None]) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(event, "pos", self.rect.center)):
            self.scroll(-event.y)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self.at(event.pos)
            if index is not None:
                choose(index)
                return True
        return False

    def draw(self, surface: pygame.Surface, draw_row: Callable[[pygame.Surface, pygame.Rect, int], None]) -> None:
        for i in self.visible():
            rect = self.row_rect(i)
            colour = theme.BUTTON_HOVER if i == self.picked else theme.PANEL
            pygame.draw.rect(surface, colour, rect, border_radius=10)
            if i == self.picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 2, border_radius=10)
            draw_row(surface, rect, i)
        if self.count > self.rows:
            track = pygame.Rect(self.rect.right + 6, self.rect.y, 6, self.rect.h)
            pygame.draw.rect(surface, theme.FRAME_LIGHT, track, border_radius=3)
            knob = track.copy()
            knob.h = max(text.px(20), track.h * self.rows // self.count)
            knob.y += (track.h - knob.h) * self.top // max(1, self.count - self.rows)
            pygame.draw.rect(surface, theme.TEXT_DIM, knob, border_radius=3)


class Frame:
    """Where a list screen's parts stand at the text size in force: at normal size the
    module's places; larger, a taller bottom row, two-line rows and a wider detail panel."""

    def __init__(self) -> None:
        width, height = theme.SCREEN_SIZE
        self.big = text.size() != "normal"
        if not self.big:
            self.list, self.detail, self.row_h = LIST, DETAIL, ROW_H
            self.bar = pygame.Rect(40, height - 80, width - 80, 56)
            self.filters = pygame.Rect(40, 86, 760, 48)
            return
        target = text.px(theme.MIN_TARGET)
        small = text.font("small").get_linesize()
        self.bar = pygame.Rect(40, height - 16 - target - 8, width - 80, target + 8)
        self.filters = pygame.Rect(40, 16 + text.font("title").get_linesize(), 700, target)
        top = self.filters.bottom + 12
        self.row_h = 2 * small + 12
        self.list = pygame.Rect(40, top, 700, (self.bar.y - 12 - top) // self.row_h * self.row_h)
        self.detail = pygame.Rect(self.list.right + 30, top, width - 40 - self.list.right - 30, self.bar.y - 12 - top)

    def bar_buttons(self, count: int) -> list[pygame.Rect]:
        """``count`` equal places side by side along the bottom row."""
        w = (self.bar.w - 16 * (count - 1)) // count
        return [pygame.Rect(self.bar.x + i * (w + 16), self.bar.y, w, self.bar.h) for i in range(count)]


class ListScene(Scene):
    """A screen made of a :class:`RowList` and buttons: the focus walks the list (scrolling
    it at its edges), the wheel and Page Up/Down scroll it, Back (Esc, B) leaves."""

    motion = "still"
    list: RowList
    buttons: ButtonRow
    frame_: Frame

    def choose_row(self, index: int) -> None:
        """A row was clicked or chosen."""

    def go_back(self) -> None:
        """Esc or B."""

    def focus_targets(self) -> list[Target]:
        return self.list.targets(self.choose_row) + button_targets(self.buttons)

    def act(self, event: pygame.event.Event) -> None:
        if event.action == "focus" and event.dy and self.list.walk(self.focus, event.dy):
            return
        super().act(event)

    def command(self, name: str, event: pygame.event.Event) -> None:
        if name == "back":
            self.go_back()
        elif name == "scroll":
            self.list.scroll(event.steps * self.list.rows)
        elif name == "help":
            self.ctx.router.help(None)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.buttons.handle(event):
            self.list.handle(event, self.choose_row)


# ----- how a record reads ------------------------------------------------------------------------
def when(record: GameRecord) -> str:
    """``2026-12-06 05:20`` (the date and the minute the game began)."""
    return record.started.replace("T", " ")[:16]


def _info(game: str) -> registry.GameInfo | None:
    try:
        return registry.get(game)
    except KeyError:
        return None


def seat_name(record: GameRecord, seat: int) -> str:
    """A seat as the screen names it: the recorded name, else its colour in the player's language."""
    return playback.shown_name(_info(record.game), seat, record.seats[seat])


def result(record: GameRecord) -> str:
    """How it ended, in words: who won, won or lost together, a draw."""
    winners = [seat_name(record, w) for w in record.winners if 0 <= w < len(record.seats)]
    if winners and len(winners) == len(record.seats) and len(winners) > 1:
        return tr("Won together")
    if winners:
        return tr("{name} won", name=", ".join(winners))
    together = registry.Outcome.COOPERATIVE
    try:
        cooperative = registry.get(record.game).kind.outcome is together
    except KeyError:
        cooperative = False
    return tr("Lost together") if cooperative else tr("No winner")


def length(record: GameRecord) -> str:
    minutes = max(1, round(record.seconds / 60)) if record.seconds else 0
    moves = ntr("{n} move", "{n} moves", record.plies)
    return tr("{moves} · {minutes} min", moves=moves, minutes=minutes) if minutes else moves


def _people(record: GameRecord) -> list[str]:
    """The names of the persons a record names (its unnamed seats and computers left out)."""
    info = _info(record.game)
    return [name for i, s in enumerate(record.seats)
            if not s.computer and (name := playback.recorded_name(info, i, s))]


def seat_words(record: GameRecord) -> str:
    return " · ".join(seat_name(record, i) for i in range(len(record.seats)))


class HistoryScene(ListScene):
    """Past games, newest first, with filters; the picked one can be watched or exported."""

    name = "history"

    def __init__(self, ctx: Context, message: str = "") -> None:
        super().__init__(ctx)
        self.all, problems = records.all_records()
        self.message = message or " · ".join(problems[:2])
        self.games: list[str | None] = [None] + sorted({r.game for r in self.all}, key=lambda k: title_of(k))
        self.players: list[str | None] = [None] + sorted(
            {name for r in self.all for name in _people(r)}, key=str.casefold)
        """The filter's people: the names of persons, not of unnamed seats (they are colours)."""
        self.game_filter = 0
        self.player_filter = 0
        self.note = ""
        self.shown: list[GameRecord] = []
        self._build()

    def _build(self) -> None:
        """Place the list, the detail and the buttons for the text size in force."""
        ctx = self.ctx
        self.frame_ = f = Frame()
        picked = self.list.picked if hasattr(self, "list") else 0
        self.list = RowList(0, f.list, f.row_h)
        self._filter()
        self.list.pick(picked)
        game = Button((40, 86, 360, 48), N_("Game"), lambda: self._cycle("game"), role="small",
                      label_fn=lambda: tr("Game: {name}", name=self._game_name()))
        player = Button((420, 86, 380, 48), N_("Player"), lambda: self._cycle("player"), role="small",
                        label_fn=lambda: tr("Player: {name}", name=self.players[self.player_filter] or tr("everyone")))
        watch = Button((DETAIL.x + 20, DETAIL.bottom - 128, 180, 56), N_("Watch"), self.watch,
                       colour=theme.ACCENT, enabled=self._picked_any)
        export = Button((DETAIL.x + 210, DETAIL.bottom - 128, 180, 56), N_("Export"), self.export,
                        enabled=self._picked_any, writes_files=True)
        back = Button((40, f.bar.y, 200, 56), N_("Back"), ctx.router.menu, glyph="back")
        open_file = Button((260, f.bar.y, 240, 56), N_("Open a file"), ctx.router.import_file)
        if f.big:
            half = (f.filters.w - 16) // 2
            game.rect = pygame.Rect(f.filters.x, f.filters.y, half, f.filters.h)
            player.rect = pygame.Rect(f.filters.x + half + 16, f.filters.y, half, f.filters.h)
            for button, rect in zip((back, open_file, watch, export), f.bar_buttons(4)):
                button.rect = rect
        self.buttons = ButtonRow([game, player, watch, export, back, open_file])

    def relayout(self) -> None:
        self._build()

    # ----- the list ---------------------------------------------------------------------------
    def _game_name(self) -> str:
        key = self.games[self.game_filter]
        return title_of(key) if key else tr("all games")

    def _cycle(self, which: str) -> None:
        if which == "game":
            self.game_filter = (self.game_filter + 1) % len(self.games)
        else:
            self.player_filter = (self.player_filter + 1) % len(self.players)
        self._filter()

    def _filter(self) -> None:
        game, player = self.games[self.game_filter], self.players[self.player_filter]
        self.shown = [r for r in self.all if (game is None or r.game == game)
                      and (player is None or player in _people(r))]
        self.list = RowList(len(self.shown), self.frame_.list, self.frame_.row_h)
        self.note = ""

    def picked(self) -> GameRecord | None:
        return self.shown[self.list.picked] if 0 <= self.list.picked < len(self.shown) else None

    def _picked_any(self) -> bool:
        return self.picked() is not None

    def choose_row(self, index: int) -> None:
        """Pick a row; choosing the picked row again watches it."""
        if index == self.list.picked:
            self.watch()
            return
        self.ctx.audio.play("click")
        self.list.pick(index)
        self.note = ""

    def watch(self) -> None:
        record = self.picked()
        if record is not None:
            self.ctx.audio.play("click")
            self.ctx.router.replay(record, back=self._back_here(record))

    def _back_here(self, record: GameRecord) -> Callable[[], None]:
        """Leaving the replay comes back to this list as it was: the same filters, the
        record just watched picked (and in sight), not the top of an unfiltered list."""
        game, player = self.games[self.game_filter], self.players[self.player_filter]

        def back() -> None:
            scene = HistoryScene(self.ctx)
            scene.show(game, player, record.id)
            self.ctx.switch(scene)
        return back

    def show(self, game: str | None, player: str | None, record_id: str) -> None:
        """Filter by ``game`` and ``player`` (those still in the list) and pick the record
        ``record_id``; the focus goes to its row."""
        self.game_filter = self.games.index(game) if game in self.games else 0
        self.player_filter = self.players.index(player) if player in self.players else 0
        self._filter()
        index = next((i for i, r in enumerate(self.shown) if r.id == record_id), None)
        if index is not None:
            self.list.pick(index)
            self.focus.key = ("row", index)

    def export(self) -> None:
        record = self.picked()
        if record is None:
            return
        self.note, done = record_text.export_note(record)
        self.ctx.audio.play("click" if done else "error")

    def go_back(self) -> None:
        self.ctx.router.menu(focus=N_("History"))

    # ----- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame_
        if f.big:
            title = text.blit(surface, tr("History"), (40, 16), "title")
            if self.message:
                box = pygame.Rect(title.right + 24, 16, f.bar.right - title.right - 24, title.h)
                text.blit_box(surface, self.message, box, "small", theme.HIGHLIGHT)
        else:
            text.blit(surface, tr("History"), (40, 24), "title")
            if self.message:
                text.blit(surface, text.wrap(self.message, "small", 700)[0], (260, 34), "small", theme.HIGHLIGHT)
        if not self.shown:
            words = tr("No games yet: every finished game is kept here.") if not self.all else \
                tr("No game matches these filters.")
            if f.big:
                text.blit_box(surface, words, f.list, "body", theme.TEXT_DIM)
            else:
                text.blit(surface, words, LIST.center, "body", theme.TEXT_DIM, "center")
        self.list.draw(surface, self._draw_big_row if f.big else self._draw_row)
        widgets.panel(surface, f.detail)
        record = self.picked()
        if record is not None:
            (self._draw_big_detail if f.big else self._draw_detail)(surface, record)
        self.buttons.draw(surface)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        record = self.shown[index]
        text.blit(surface, when(record), (rect.x + 12, rect.y + 4), "small", theme.TEXT_DIM)
        text.blit(surface, title_of(record.game), (rect.x + 12, rect.y + 24), "small")
        # Every seat's name shows, however many and long (shrunk and squeezed into the room
        # the length and the hints tag leave).
        room = rect.w - 190 - text.render(length(record), "small").get_width() - 36
        text.blit_line(surface, seat_words(record), pygame.Rect(rect.x + 190, rect.y + 4, room, 20))
        text.blit_line(surface, result(record), pygame.Rect(rect.x + 190, rect.y + 24, room, 20), "small",
                       theme.HIGHLIGHT if record.winners else theme.TEXT_DIM)
        text.blit(surface, length(record), (rect.right - 12, rect.y + 4), "small", theme.TEXT_DIM, "topright")
        if record.hinted:
            tag = text.render(tr("hints"), "small", theme.FRAME)
            box = tag.get_rect(topright=(rect.right - 12, rect.y + 24)).inflate(10, 0)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))

    def _draw_big_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        """Two lines: when and which game (and the hints tag); how it ended and how long."""
        record = self.shown[index]
        small = text.font("small")
        top, second = rect.y + 4, rect.y + 4 + small.get_linesize()
        right = rect.right - 12
        if record.hinted:
            tag = text.render(tr("hints"), "small", theme.FRAME)
            box = tag.get_rect(topright=(right, top)).inflate(10, 0)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, border_radius=6)
            surface.blit(tag, tag.get_rect(center=box.center))
            right = box.x - 12
        date = text.blit(surface, when(record), (rect.x + 12, top), "small", theme.TEXT_DIM)
        text.blit(surface, text.wrap(title_of(record.game), "small", right - date.right - 16)[0],
                  (date.right + 16, top), "small")
        took = text.blit(surface, length(record), (rect.right - 12, second), "small", theme.TEXT_DIM, "topright")
        text.blit(surface, text.wrap(result(record), "small", took.x - rect.x - 36)[0], (rect.x + 12, second),
                  "small", theme.HIGHLIGHT if record.winners else theme.TEXT_DIM)

    def _draw_detail(self, surface: pygame.Surface, record: GameRecord) -> None:
        x, y = DETAIL.x + 20, DETAIL.y + 16
        text.blit(surface, title_of(record.game), (x, y), "title")
        y += 44
        text.blit(surface, when(record), (x, y), "small", theme.TEXT_DIM)
        y += 30
        levels = _levels(record.game)
        for i, seat in enumerate(record.seats):
            kind = tr("Computer ({level})", level=tr(levels[seat.level]) if 0 <= seat.level < len(levels)
                      else str(seat.level)) if seat.computer else tr("Human")
            text.blit(surface, text.wrap(f"{seat_name(record, i)} — {kind}", "small", DETAIL.w - 40)[0], (x, y), "small")
            y += 24
        y += 8
        for line in (result(record), length(record), tr("A hint was shown") if record.hinted else ""):
            if line:
                text.blit(surface, line, (x, y), "body")
                y += 28
        for i, line in enumerate(text.wrap(self.note, "small", DETAIL.w - 40)[:3]):
            text.blit(surface, line, (x, DETAIL.bottom - 64 + i * 20), "small", theme.HIGHLIGHT)

    def _draw_big_detail(self, surface: pygame.Surface, record: GameRecord) -> None:
        """The picked game in full, every line wrapped to the panel (the note last)."""
        detail = self.frame_.detail
        x, y, width = detail.x + 20, detail.y + 12, detail.w - 40
        levels = _levels(record.game)
        seats = []
        for i, seat in enumerate(record.seats):
            kind = tr("Computer ({level})", level=tr(levels[seat.level]) if 0 <= seat.level < len(levels)
                      else str(seat.level)) if seat.computer else tr("Human")
            seats.append((f"{seat_name(record, i)} — {kind}", "small", theme.TEXT))
        lines = [(title_of(record.game), "title", theme.TEXT), (when(record), "small", theme.TEXT_DIM), *seats,
                 (result(record), "body", theme.TEXT), (length(record), "body", theme.TEXT),
                 (tr("A hint was shown") if record.hinted else "", "body", theme.TEXT),
                 (self.note, "small", theme.HIGHLIGHT)]
        for words, role, colour in lines:
            for line in text.wrap(words, role, width) if words else ():
                if y + text.font(role).get_linesize() > detail.bottom - 8:
                    return
                text.blit(surface, line, (x, y), role, colour)
                y += text.font(role).get_linesize()


def title_of(key: str) -> str:
    try:
        return tr(registry.get(key).title)
    except KeyError:
        return key


def _levels(game: str) -> Sequence[str]:
    try:
        return registry.get(game).ai_levels()
    except KeyError:
        return ()


class ImportScene(ListScene):
    """Pick a record file from the data folder's ``exports/`` or ``imports/`` to watch."""

    name = "import"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        if storage.keeps():
            try:
                (paths.data_dir() / "imports").mkdir(exist_ok=True)
            except OSError:
                pass
        self.files: list[Path] = record_text.listed()
        self.message = ""
        self._build()

    def _build(self) -> None:
        """Place the list and the buttons for the text size in force."""
        self.frame_ = f = Frame()
        picked = self.list.picked if hasattr(self, "list") else 0
        self.list = RowList(len(self.files), f.list, f.row_h)
        self.list.pick(picked)
        back = Button((40, f.bar.y, 200, 56), N_("Back"), self.ctx.router.history, glyph="back")
        open_ = Button((DETAIL.x + 20, DETAIL.bottom - 128, 370, 56), N_("Open"), lambda: self.open(self.list.picked),
                       colour=theme.ACCENT, enabled=lambda: bool(self.files))
        if f.big:
            back.rect, _, open_.rect = f.bar_buttons(3)
        self.buttons = ButtonRow([back, open_])

    def relayout(self) -> None:
        self._build()

    def open(self, index: int) -> None:
        """Open file ``index`` as a replay, or say why it cannot be."""
        if not 0 <= index < len(self.files):
            return
        path = self.files[index]
        try:
            record = record_text.load(path)
        except record_text.RecordTextError as exc:
            self.message = tr("{file} was not opened: {why}", file=path.name, why=exc.words())
            self.ctx.audio.play("error")
            return
        self.ctx.audio.play("click")
        self.ctx.router.replay(record, back=self.ctx.router.import_file)

    def choose_row(self, index: int) -> None:
        if index == self.list.picked:
            self.open(index)
            return
        self.list.pick(index)
        self.message = ""

    def go_back(self) -> None:
        self.ctx.router.history()

    def draw(self, surface: pygame.Surface) -> None:
        f = self.frame_
        folder = paths.data_dir()
        where = tr("Files in {exports} and {imports}", exports=str(folder / "exports"),
                   imports=str(folder / "imports"))
        if f.big:
            text.blit(surface, tr("Open a game record"), (40, 16), "title")
            text.blit_box(surface, where, pygame.Rect(40, f.filters.y, f.bar.w, f.filters.h), "small", theme.TEXT_DIM)
        else:
            text.blit(surface, tr("Open a game record"), (40, 24), "title")
            for i, line in enumerate(text.wrap(where, "small", 1200)[:2]):
                text.blit(surface, line, (40, 76 + i * 20), "small", theme.TEXT_DIM)
        if not self.files:
            words = tr("No record files yet: export a game, or put a file in imports.")
            if f.big:
                text.blit_box(surface, words, f.list, "body", theme.TEXT_DIM)
            else:
                text.blit(surface, words, LIST.center, "body", theme.TEXT_DIM, "center")
        self.list.draw(surface, self._draw_row)
        widgets.panel(surface, f.detail)
        small = text.font("small").get_linesize() if f.big else 22
        room = (f.detail.h - 40) // small if f.big else 12
        for i, line in enumerate(text.wrap(self.message, "small", f.detail.w - 40)[:room]):
            text.blit(surface, line, (f.detail.x + 20, f.detail.y + 20 + i * small), "small", theme.ILLEGAL)
        self.buttons.draw(surface)

    def _draw_row(self, surface: pygame.Surface, rect: pygame.Rect, index: int) -> None:
        path = self.files[index]
        if self.frame_.big:
            line = text.font("small").get_linesize()
            text.blit(surface, text.wrap(path.name, "small", rect.w - 24)[0], (rect.x + 12, rect.y + 4), "small")
            text.blit(surface, f"{path.parent.name}/", (rect.x + 12, rect.y + 4 + line), "small", theme.TEXT_DIM)
            return
        text.blit(surface, text.wrap(path.name, "body", rect.w - 200)[0], (rect.x + 12, rect.y + 12), "body")
        text.blit(surface, f"{path.parent.name}/", (rect.right - 12, rect.y + 14), "small", theme.TEXT_DIM, "topright")

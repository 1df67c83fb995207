"""The seating and pause screens at every text size: everything fits, the seating panel
scrolls (wheel, drag, Page Down, the focus cursor) and the normal layout stays as it was."""
from __future__ import annotations

import dataclasses
from typing import Any, Iterator

import pygame
import pytest

from games.engine import controls, i18n, records, registry, text, textfit, theme
from games.engine.history_scene import HistoryScene, ImportScene
from games.engine.name_entry import NewPlayerScene
from games.engine.pause import PauseScene
from games.engine.playback import Playback
from games.engine.records import SeatRecord
from games.engine.replay import ReplayScene
from games.engine.review_scene import ReviewScene
from games.engine.stats_scene import ResetScene, StatsScene
from games.engine.seating import SeatingScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from tests.conftest import click, key, step
from tests.replay_games import GAMES, recorded


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")


def game(key_: str) -> registry.GameInfo:
    registry.discover()
    return next(info for info in registry.all_games() if info.key == key_)


def seating_states(scene: SeatingScene):
    """The screen as built, then with every seat in play a person's (their name buttons
    shown), then every seat but the first a computer, under each tab of options, then with a
    problem said under the panel."""
    yield "as built"
    scene._set_players(scene.info.max_players)()
    for seat in scene.seats:
        seat.computer = False
    yield "every seat a person"
    for seat in scene.seats[1:]:
        seat.computer = bool(scene.levels)
    for group in scene.groups() or [scene.group]:
        scene._show_group(group)()
        yield f"computers, tab {group or '-'}"
    scene._failed("two pawns need two players; a reason long enough to take the second of its two lines")
    yield "a problem said"


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_every_seating_screen_fits_at_every_size_and_language(make_app, size, lang):
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    found = []
    for info in registry.all_games():
        scene = SeatingScene(app.ctx, info)
        for state in seating_states(scene):
            for scroll in sorted({0, scene.max_scroll() // 2, scene.max_scroll()}):
                if scene.panel is not None:
                    scene._scroll_to(scroll)
                found += [f"{info.key} ({state}, scrolled {scroll}): {p}" for p in textfit.scene_problems(scene)]
    assert found == []


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_the_pause_screen_fits_over_every_game_at_every_size_and_language(make_app, size, lang):
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    found = []
    for info in registry.all_games():
        session = Session.new(info, [Seat(computer=i > 0) for i in range(info.default_players)], seed=1,
                              autosave=False)
        play = info.scene_class()(app.ctx, session, InlineThinker())
        found += [f"{info.key}: {p}" for p in textfit.scene_problems(PauseScene(app.ctx, play))]
        play.leave()
    assert found == []


def terra_for_four(make_app, size="xl", lang="en"):
    info = game("terra")
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: SeatingScene(ctx, info))
    seating = app.manager.top
    seating._set_players(4)()
    return app, seating


def shown_whole(seating: SeatingScene, rect: tuple[int, int, int, int]) -> bool:
    """Inside the panel as it shows now, or one of the buttons that stay put below it."""
    rect = pygame.Rect(rect)
    panel_buttons = [button.rect for button, _ in seating.placed]
    if rect in panel_buttons:
        return seating.view.contains(rect)
    return pygame.Rect((0, 0), theme.SCREEN_SIZE).contains(rect) and not rect.colliderect(seating.view)


def test_terra_for_four_at_extra_large_text_scrolls_and_tab_reaches_every_control_in_sight(make_app):
    app, seating = terra_for_four(make_app)
    assert seating.max_scroll() > 0
    every = {t.key for t in seating.focus_targets()}
    seen, scrolls = set(), set()
    for _ in range(len(every) + 1):
        key(app, pygame.K_TAB, frames=1)
        target = seating.focus.current(seating.focus_targets())
        seen.add(target.key)
        scrolls.add(seating.scroll)
        assert shown_whole(seating, target.rect), target.key
    assert seen == every
    assert max(scrolls) == seating.max_scroll() and seating.scroll == 0  # down to the last option and back


def test_arrow_keys_walk_down_the_panel_and_up_again_keeping_the_focus_in_sight(make_app):
    app, seating = terra_for_four(make_app)
    key(app, pygame.K_DOWN, frames=1)  # nothing lies below Start: the panel's hidden rows are not "below" it
    assert seating.focus.current(seating.focus_targets()).key[1] == "Start" and seating.scroll == 0
    visited = []
    for arrow in [pygame.K_UP] + [pygame.K_DOWN] * 12 + [pygame.K_UP] * 12:
        key(app, arrow, frames=1)
        target = seating.focus.current(seating.focus_targets())
        visited.append(target.key)
        assert shown_whole(seating, target.rect), target.key
    assert seating.scroll == 0 and any(k[1] == "Open map" for k in visited)


@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_with_a_controller_the_seat_hint_and_button_glyphs_fit_at_extra_large_text(make_app, lang):
    app, seating = terra_for_four(make_app, lang=lang)
    app.ctx.pad_seats[7] = 0
    controls.set_mode("pad")
    try:
        assert textfit.scene_problems(seating) == []
        seating._scroll_to(seating.max_scroll())
        assert textfit.scene_problems(seating) == []
    finally:
        controls.set_mode("mouse")


def test_the_wheel_page_down_and_a_drag_scroll_the_panel_and_the_drag_presses_nothing(make_app):
    app, seating = terra_for_four(make_app)
    bottom = seating.max_scroll()
    key(app, pygame.K_PAGEDOWN)
    assert 0 < seating.scroll <= bottom
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False, precise_x=0.0,
                                         precise_y=10.0, touch=False))
    step(app)
    assert seating.scroll == 0
    size_button = seating.option_button("size")
    size_before = seating.options["size"]
    start = seating.buttons.buttons[0].rect.center  # the "1 player" button, at the panel's top
    for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                  pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 200), rel=(0, -200),
                                     buttons=(1, 0, 0)),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 200), button=1)):
        pygame.event.post(event)
    step(app)
    assert seating.scroll == min(200, bottom) and seating.players == 4
    click(app, size_button.rect.center)
    assert seating.options["size"] != size_before  # a plain press still presses


def test_a_button_scrolled_under_the_bottom_row_is_not_pressed_there(make_app):
    app, seating = terra_for_four(make_app)
    start = next(b for b in seating.buttons.buttons if b.label == "Start")
    under = [b for b, _ in seating.placed if b.visible() and b.rect.collidepoint(start.rect.center)]
    assert under, "an option's button lies under Start, scrolled out of sight"
    options = dict(seating.options)
    click(app, start.rect.center)
    assert app.manager.top is not seating and seating.options == options


def test_the_normal_size_seating_screen_keeps_its_places(make_app):
    app, seating = terra_for_four(make_app, size="normal")
    assert seating.panel is None and seating.max_scroll() == 0
    places = {b.label: tuple(b.rect) for b in seating.buttons.buttons}
    assert places["Start"] == (980, 630, 240, 64) and places["Back"] == (60, 630, 200, 64)
    assert places["Basic"] == (700, 112, 102, 52) and places["Labyrinth"] == (700, 204, 440, 48)


def test_changing_the_text_size_lays_the_pause_screen_out_again(make_app):
    info = game("labyrinth")

    def first(ctx):
        session = Session.new(info, [Seat(), Seat(computer=True)], seed=1, autosave=False)
        return info.scene_class()(ctx, session, InlineThinker())
    app = make_app(first_scene=first)
    app.ctx.push(PauseScene(app.ctx, app.manager.top))
    app.manager.process_requests()
    pause = app.manager.top
    assert [tuple(b.rect) for b in pause.buttons.buttons][:2] == [(490, 150, 300, 60), (490, 222, 300, 60)]
    app.ctx.settings.text_size = "xl"
    app.ctx.apply_settings()
    app.manager.process_requests()
    assert min(b.rect.h for b in pause.buttons.buttons) >= text.px(theme.MIN_TARGET)
    assert textfit.scene_problems(pause) == []


# ----- the screens around the table: statistics, history, the record picker, a new player,
# a replay and a review, with games recorded ---------------------------------------------------
def recorded_games() -> dict[str, Any]:
    """A short recorded game of each kind, written as finished games of two named players."""
    base = {key_: recorded(key_, limit=30) for key_ in GAMES}
    for i, (key_, record) in enumerate(base.items()):
        seats = [SeatRecord("Grandma", player="g"), SeatRecord("Computer", True, 1, level_name="normal"),
                 *record.seats[2:]]
        records.write(dataclasses.replace(record, seats=seats, started=f"2026-12-{i + 1:02d}T10:00:00",
                                          winners=[i % 2], hinted=i == 2))
    return base


def around_the_table(app, base) -> Iterator[tuple[str, Any]]:
    ctx = app.ctx
    stats = StatsScene(ctx)
    yield "statistics", stats
    stats.scroll_to(stats.max_scroll())
    yield "statistics scrolled to the end", stats
    stats.next_game()
    yield "statistics of one game", stats
    yield "reset statistics", ResetScene(ctx, 6)
    yield "history", HistoryScene(ctx)
    yield "open a record", ImportScene(ctx)
    yield "new player", NewPlayerScene(ctx, [], lambda player: None)
    for key_ in ("terra", "maorider"):
        replay = ReplayScene(ctx, Playback(base[key_]), at=5)
        replay.game.draw = lambda surface: None  # the game's own panel is measured with the game
        yield f"{key_} replay", replay
        replay.export()
        yield f"{key_} replay exported", replay
        replay.leave()


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_statistics_history_players_and_replays_fit_at_every_size_and_language(make_app, size, lang):
    base = recorded_games()
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    found = [f"{where}: {p}" for where, scene in around_the_table(app, base) for p in textfit.scene_problems(scene)]
    assert found == []


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_a_review_fits_at_every_size_and_language(make_app, size, lang):
    info = game("maorider")
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    record = recorded("maorider", limit=30)
    session = Playback(record).session(record.plies)
    module = info.review_module()
    review = module.Review(session.initial, session.moves)
    scene = ReviewScene(app.ctx, session, info.scene_class()(app.ctx, session, InlineThinker()), review,
                        InlineThinker())
    assert textfit.scene_problems(scene) == []
    review.key_plies = lambda: [20, 12, 7, 1]  # as a finished analysis lists them
    scene._place_keys()
    assert 1 <= len(scene.key_buttons.buttons) <= 4
    assert textfit.scene_problems(scene) == []
    scene.leave()


def test_the_statistics_scroll_at_extra_large_text_with_page_down_and_the_wheel(make_app):
    recorded_games()
    app = make_app(text_size="xl", first_scene=lambda ctx: StatsScene(ctx))
    stats = app.manager.top
    assert stats.max_scroll() > 0
    key(app, pygame.K_PAGEDOWN)
    assert stats.scroll > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10, flipped=False, precise_x=0.0,
                                         precise_y=10.0, touch=False))
    step(app)
    assert stats.scroll == 0
    text.set_size("normal")
    stats.relayout()
    assert stats.max_scroll() == 0 and stats.area == pygame.Rect(40, 160, 1200, 450)


def test_the_history_at_extra_large_text_walks_its_rows_in_sight(make_app):
    recorded_games()
    app = make_app(text_size="xl", first_scene=lambda ctx: HistoryScene(ctx))
    history = app.manager.top
    rows = history.list
    assert rows.count > rows.rows >= 3 and rows.row_h > 2 * text.font("small").get_linesize()
    history.focus.key = ("row", 0)
    for _ in range(rows.count):
        key(app, pygame.K_DOWN, frames=1)
        target = history.focus.current(history.focus_targets())
        if target.key[0] == "row":
            assert rows.rect.contains(pygame.Rect(target.rect))
    assert rows.top > 0
    watch = next(b for b in history.buttons.buttons if b.label == "Watch")
    assert watch.rect.bottom <= theme.SCREEN_SIZE[1] and watch.rect.h >= text.px(theme.MIN_TARGET)

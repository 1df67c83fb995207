"""The text-size setting: saved and loaded, large enough, applied at once, laid out cleanly."""
from __future__ import annotations

import json

import pytest

from games.engine import i18n, text, textfit, theme
from games.engine.cli import parser
from games.engine.menu import MenuScene
from games.engine.settings import Settings
from games.engine.settings_scene import SettingsScene


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")


def test_text_size_round_trips_through_the_settings_file(data_dir):
    data_dir.mkdir()
    Settings(text_size="xl").save(data_dir / "settings.json")
    assert Settings.load(data_dir / "settings.json").text_size == "xl"


@pytest.mark.parametrize("saved", [
    {"lang": "ru", "volume": 0.5},                                   # version 0: no version field
    {"version": 1, "lang": "ru", "volume": 0.5, "seen": []},           # before the text size
    {"version": 1, "lang": "ru", "volume": 0.5, "text_size": "huge"},  # a size this build does not know
])
def test_settings_files_without_a_known_text_size_load_at_normal_size(data_dir, saved):
    data_dir.mkdir()
    (data_dir / "settings.json").write_text(json.dumps(saved))
    settings = Settings.load(data_dir / "settings.json")
    assert (settings.lang, settings.volume, settings.text_size, settings.problem) == ("ru", 0.5, "normal", "")


def test_the_settings_file_and_the_screen_know_the_same_text_sizes():
    from games.engine.settings import TEXT_SIZES
    assert TEXT_SIZES == tuple(theme.TEXT_SCALES) == tuple(theme.TEXT_SIZE_NAMES)


def test_normal_size_keeps_every_role_as_it_was():
    assert [text.spec(role) for role in ("title", "body", "small", "kids", "14", "b22")] == [
        (30, True), (19, True), (16, False), (25, True), (14, False), (22, True)]
    assert text.px(44) == 44


def test_large_body_text_is_at_least_24_px_and_extra_large_about_30(make_app):
    make_app(first_scene=lambda ctx: None)
    text.set_size("large")
    assert text.font("body").get_height() >= 24 and text.spec("body")[0] >= 24
    assert text.spec("small")[0] > 16 and text.spec("title")[0] > text.spec("body")[0]
    assert text.px(theme.MIN_TARGET) > theme.MIN_TARGET
    text.set_size("xl")
    assert text.spec("body")[0] == 30


def test_marks_drawn_to_the_board_measure_keep_their_size():
    text.set_size("xl")
    assert text.spec("=small") == (16, False) and text.spec("=14") == (14, False)


def test_cached_renders_follow_the_size_in_force(make_app):
    make_app(first_scene=lambda ctx: None)
    normal = text.render("Blue to move", "body").get_height()
    text.set_size("large")
    assert text.render("Blue to move", "body").get_height() > normal
    assert len(text.wrap("a few words to wrap in a box", "body", 200)) > 1
    text.set_size("normal")
    assert text.render("Blue to move", "body").get_height() == normal
    assert len(text.wrap("a few words to wrap in a box", "body", 200)) == 2


def test_an_unknown_text_size_is_refused_before_any_window_opens(capsys):
    with pytest.raises(SystemExit):
        parser().parse_args(["--text-size", "huge"])
    assert "invalid choice" in capsys.readouterr().err
    assert parser().parse_args(["--text-size", "xl"]).text_size == "xl"
    with pytest.raises(ValueError):
        text.set_size("huge")


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
@pytest.mark.parametrize("lang", list(i18n.LANGUAGES))
def test_menu_and_settings_lay_out_inside_the_screen_at_every_size(make_app, size, lang):
    app = make_app(lang=lang, text_size=size, first_scene=lambda ctx: None)
    assert text.size() == size
    for scene in (MenuScene(app.ctx), SettingsScene(app.ctx)):
        assert textfit.scene_problems(scene) == [], scene.name


def test_choosing_a_text_size_in_settings_applies_at_once_and_is_saved(make_app, data_dir):
    app = make_app(first_scene=MenuScene)
    menu = app.manager.top
    app.ctx.router.settings()
    app.manager.process_requests()
    settings = app.manager.top
    button = next(b for b in settings.buttons.buttons if b.label == "Text size")
    before = button.rect.h
    button.action()
    app.manager.process_requests()
    assert text.size() == "large" and app.ctx.settings.text_size == "large"
    assert Settings.load().text_size == "large"
    grown = next(b for b in settings.buttons.buttons if b.label == "Text size")
    assert grown.rect.h > before and grown.caption() == "Large"
    assert min(b.rect.h for b in menu.buttons.buttons) >= text.px(theme.MIN_TARGET)
    assert textfit.scene_problems(menu) == [] and textfit.scene_problems(settings) == []


def test_the_large_menu_scrolls_its_tiles_and_the_focus_brings_a_tile_into_sight(make_app):
    app = make_app(text_size="xl", first_scene=MenuScene)
    menu = app.manager.top
    assert menu.max_scroll() > 0
    last_rect, last = menu.tiles[-1]
    assert not menu.view.contains(menu.tile_rect(last_rect))
    menu.focus.key = ("tile", last.key)
    menu.act(type("E", (), {"action": "focus", "dx": 0, "dy": 0, "steps": 0, "device": "key", "pad": None})())
    assert menu.view.contains(menu.tile_rect(last_rect))

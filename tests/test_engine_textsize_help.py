"""Help pages and lessons at every text size: each page and each lesson step can be read in
full (long ones scroll, by keys, a controller, the wheel or a finger), the lesson's box covers
nothing the learner is asked to touch, and the normal size keeps its layout."""
from __future__ import annotations

import pygame
import pytest

from games.engine import help_scene, i18n, registry, text, textfit, theme, tutorial
from games.engine.help_scene import HelpScene
from games.engine.tutorial import TutorialScene
from tests.conftest import click, key, step
from tests.pad_driver import Driver

registry.discover()


@pytest.fixture(autouse=True)
def normal_size_again():
    """A test that changed the text size leaves it normal for the next one."""
    yield
    text.set_size("normal")


def open_help(app, info):
    app.ctx.router.help(info)
    app.manager.process_requests()
    scene = app.manager.top
    assert isinstance(scene, HelpScene)
    return scene


def shown_lines(scene) -> list[str]:
    """The words of the help page's text as drawn now."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    with text.recording() as drawn:
        scene.draw(surface)
    return [d.words for d in drawn if d.words in scene.body.lines]


def longest_page(app, info) -> tuple[HelpScene, int]:
    scene = open_help(app, info)
    lengths = []
    for index in range(len(scene.pages)):
        scene.show(index)
        lengths.append(len(scene.body.lines))
    return scene, lengths.index(max(lengths))


@pytest.mark.parametrize("size", list(theme.TEXT_SCALES))
def test_every_help_page_lesson_step_and_lessons_list_fits_at_each_size_in_both_languages(make_app, size):
    app = make_app(first_scene=lambda ctx: None)
    found = []
    text.set_size(size)
    for lang in i18n.LANGUAGES:
        i18n.set_language(lang)
        found += textfit._help_problems(app.ctx, None)
        for info in registry.all_games():
            found += textfit._help_problems(app.ctx, info) + textfit._lesson_problems(app.ctx, info)
            if len(info.lesson_names()) > 1:
                found += textfit.scene_problems(tutorial.LessonsScene(app.ctx, info))
    assert found == []


def test_a_long_help_page_scrolls_to_its_last_line_by_the_down_key(make_app):
    app = make_app(text_size="xl", lang="ru")
    scene, index = longest_page(app, None)
    scene.show(index)
    body = scene.body
    assert body.scrolls(), "the arcade's page is longer than the screen at extra large text"
    assert body.lines[-1] not in shown_lines(scene)
    for _ in range(len(body.lines)):
        key(app, pygame.K_DOWN, frames=1)
    assert shown_lines(scene)[-1] == body.lines[-1], "the last line is in sight"
    assert body.lines[0] not in shown_lines(scene)
    key(app, pygame.K_HOME, frames=1)
    assert shown_lines(scene)[0] == body.lines[0]
    key(app, pygame.K_END, frames=1)
    assert shown_lines(scene)[-1] == body.lines[-1]


def test_page_down_and_the_controllers_d_pad_scroll_a_long_page_before_turning_it(make_app):
    app = make_app(text_size="xl")
    scene, index = longest_page(app, registry.get("terra"))
    scene.show(index)
    key(app, pygame.K_PAGEDOWN, frames=1)
    assert scene.page == index and scene.body.first > 0, "Page Down scrolls the text first"
    pad = Driver(app, "pad")
    for _ in range(len(scene.body.lines)):
        pad.press((0, 1))
    assert scene.page == index and scene.body.first == scene.body.last_first
    key(app, pygame.K_PAGEDOWN, frames=1)
    assert scene.page == index + 1 and scene.body.first == 0, "at its end, Page Down turns the page"


def test_the_wheel_and_a_drag_scroll_a_long_page(make_app):
    app = make_app(text_size="xl", lang="ru")
    scene, index = longest_page(app, registry.get("maorider"))
    scene.show(index)
    body = scene.body
    assert body.last_first >= 3
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    step(app)
    assert body.first == 1
    top, end = body.rect.centery, body.rect.centery - 2 * body.step
    for kind, y, buttons in ((pygame.MOUSEBUTTONDOWN, top, None), (pygame.MOUSEMOTION, end, (1, 0, 0)),
                             (pygame.MOUSEBUTTONUP, end, None)):
        extra = {"buttons": buttons, "rel": (0, 0)} if buttons else {"button": 1}
        pygame.event.post(pygame.event.Event(kind, pos=(body.rect.centerx, y), **extra))
    step(app)
    assert body.first == 3, "dragging up by two lines shows two lines further on"
    assert scene.page == index, "a drag turns no page"


def test_the_help_buttons_stay_reachable_by_keys_at_extra_large_text(make_app):
    app = make_app(text_size="xl")
    scene = open_help(app, registry.get("terra"))
    row = sorted(scene.buttons.buttons, key=lambda b: b.rect.x)
    assert [b.label for b in row] == ["Previous", "Lessons", "Back", "Next"], "as at the normal size"
    assert all(b.rect.h >= text.px(theme.MIN_TARGET) for b in scene.buttons.buttons)
    for _ in range(4):
        key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN)
    assert scene.page == 1, "the focus walks right to Next, and Enter turns the page"


def test_the_normal_size_keeps_the_help_and_lesson_layout():
    assert text.size() == "normal"
    assert help_scene.PICTURE == pygame.Rect(60, 124, 560, 470)
    assert tutorial.BOX == pygame.Rect(748, 432, 504, 276)


def test_at_normal_size_help_and_lesson_boxes_stand_where_they_always_did(make_app):
    app = make_app()
    scene = open_help(app, registry.get("terra"))
    assert [(b.label, tuple(b.rect)) for b in scene.buttons.buttons] == [
        ("Previous", (80, 640, 200, 56)), ("Next", (1000, 640, 200, 56)), ("Back", (540, 640, 200, 56)),
        ("Lessons", (300, 640, 220, 56))]
    scene.show(1)
    assert scene.picture_rect == help_scene.PICTURE and scene.body.rect == pygame.Rect(660, 130, 520, 470)
    info = registry.get("maze")
    lesson = TutorialScene(app.ctx, info, info.lesson(), 0)
    assert lesson.box == tutorial.BOX and lesson.words.rect == pygame.Rect(764, 474, 472, 150)
    assert [tuple(b.rect) for b in lesson.buttons.buttons] == [
        (760, 644, 150, 54), (924, 644, 150, 54), (1090, 644, 150, 54)]
    lesson.leave()


LESSONS = [(info.key, which) for info in registry.all_games() for which in range(len(info.lesson_names()))]


@pytest.mark.parametrize("key_name,which", LESSONS)
def test_at_extra_large_text_the_lessons_box_never_covers_what_the_hand_points_at(make_app, key_name, which):
    """Clicked through where the hand points, as a newcomer would: every target the hand
    shows lies clear of the grown box (or is the box's own Next)."""
    app = make_app(text_size="xl")
    app.ctx.router.tutorial(registry.get(key_name), which=which)
    app.manager.process_requests()
    scene = app.manager.top
    grown = 0
    for _ in range(20000):
        if scene.finished:
            break
        target = scene.guide()
        grown = max(grown, tutorial.BOX.y - scene.box.y)
        if target is None:
            step(app)
            continue
        if target.key[:2] != ("button", "Next"):
            assert not scene.box.colliderect(target.rect), \
                f"step {scene.index + 1}: the box covers {target.key}"
        click(app, target.centre, frames=1)
    assert scene.finished
    assert grown > 0, "the box grew for its words at extra large text somewhere in the lesson"


def test_a_long_lesson_step_scrolls_in_its_box_by_page_down_and_the_wheel(make_app):
    app = make_app(text_size="xl", lang="ru")
    info = registry.get("mazing")
    app.ctx.router.tutorial(info, 1)
    app.manager.process_requests()
    scene = app.manager.top
    step(app)
    words = scene.words
    assert words.scrolls(), "the cards' step is longer than its box beside the cards"
    key(app, pygame.K_PAGEDOWN, frames=1)
    assert scene.words.first > 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.words.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    for _ in range(len(words.lines)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    step(app)
    assert scene.words.first == scene.words.last_first
    assert scene.index == 1, "scrolling the words plays nothing"


def test_a_help_page_and_a_lesson_lay_out_again_when_the_text_size_changes(make_app):
    app = make_app()
    scene = open_help(app, None)
    assert not scene.body.scrolls()
    text.set_size("xl")
    scene.relayout()
    assert scene.body.scrolls() and all(b.rect.h >= text.px(theme.MIN_TARGET) for b in scene.buttons.buttons)
    info = registry.get("maze")
    lesson = TutorialScene(app.ctx, info, info.lesson(), 0)
    text.set_size("normal")
    lesson.relayout()
    assert lesson.box == tutorial.BOX and lesson.buttons.buttons[0].rect.h == 54
    lesson.leave()

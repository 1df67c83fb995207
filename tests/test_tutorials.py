"""Every lesson, clicked through headless as a newcomer would: the clicks it asks for (where the
hand points), each step's position checked against the rules."""
import pygame
import pytest

from games.engine import registry
from games.engine.tutorial import Progress, TutorialScene
from tests.conftest import click, key, step, until_dealt

registry.discover()
LESSONS = [(info.key, which) for info in registry.all_games() for which in range(len(info.lesson_names()))]


def lesson_scene(app, key, start=0, which=0):
    app.ctx.router.tutorial(registry.get(key), start, which)
    app.manager.process_requests()
    scene = app.manager.top
    assert isinstance(scene, TutorialScene)
    return scene


def play_step(app, scene, limit=3000):
    """Click where the hand points until the step is done."""
    for _ in range(limit):
        if scene.step_done():
            return
        target = scene.guide()
        if target is not None and scene.expected() is not None:
            assert target.key in {t.key for t in scene.focus_targets()}, \
                f"step {scene.index + 1}: the hand points where the focus cursor cannot go"
            click(app, target.centre, frames=1)
        else:
            step(app)
    raise AssertionError(f"step {scene.index + 1} never finished: {scene.step.say}")


@pytest.mark.parametrize("key,which", LESSONS)
def test_every_lesson_clicks_through_to_its_last_step(make_app, key, which):
    info = registry.get(key)
    lesson = info.lesson(which)
    lesson.check()
    app = make_app()
    scene = lesson_scene(app, key, which=which)
    reference = None
    for index, lesson_step in enumerate(lesson.steps):
        assert scene.index == index
        if lesson_step.start is not None:
            reference = lesson_step.start()
        assert scene.session.state.to_json() == reference.to_json(), f"step {index + 1} starts wrong"
        play_step(app, scene)
        for move in lesson_step.moves:
            reference.play(move)
        assert scene.session.state.to_json() == reference.to_json(), f"step {index + 1} ends wrong"
        nxt = scene.guide()
        assert nxt is not None and nxt.key[:2] == ("button", "Next")
        click(app, nxt.centre)
    assert scene.finished


def test_a_wrong_choice_gets_a_kind_word_and_changes_nothing(make_app):
    app = make_app()
    scene = lesson_scene(app, "labyrinth", 6)  # land on 7, then Ride
    click(app, scene.guide().centre)  # the traveler on 4
    for _ in range(300):
        step(app)
        if scene.game.shown.phase == "ride" and not scene.game.anims.busy:
            break
    before = scene.session.state.to_json()
    stay = next(b for b in scene.game.ride_buttons.buttons if b.label == "Stay")
    click(app, stay.rect.center)
    assert scene.kind_word, "a kind word, not an error"
    assert scene.session.state.to_json() == before and scene.game.error == ""
    click(app, scene.guide().centre)  # Ride, as the hand says
    assert scene.session.moves[-1] == "ride" and not scene.kind_word


def test_a_lesson_resumes_at_the_step_it_was_left_at(make_app):
    app = make_app()
    scene = lesson_scene(app, "labyrinth")
    play_step(app, scene)
    click(app, scene.guide().centre)
    assert scene.index == 1 and Progress.step("labyrinth") == 1
    app.ctx.router.tutorial(registry.get("labyrinth"))
    app.manager.process_requests()
    assert app.manager.top.index == 1


def open_terra_help(app):
    from games.engine.seating import SeatingScene
    app.ctx.switch(SeatingScene(app.ctx, registry.get("terra")))
    app.manager.process_requests()
    app.ctx.router.help(registry.get("terra"))
    app.manager.process_requests()
    return app.manager.top


def test_a_game_with_several_lessons_offers_them_in_its_help_by_mouse(make_app):
    from games.terra.tutorial import FLOORS_LESSON
    app = make_app()
    help_page = open_terra_help(app)
    lessons = next(b for b in help_page.buttons.buttons if b.label == "Lessons")
    click(app, lessons.rect.center)
    chooser = app.manager.top
    assert chooser.name == "lessons"
    assert [b.label for b in chooser.buttons.buttons] == ["A first game", "Floors and stairs", "Back"]
    click(app, chooser.buttons.buttons[1].rect.center)
    scene = app.manager.top
    assert isinstance(scene, TutorialScene) and scene.lesson is FLOORS_LESSON
    play_step(app, scene)
    click(app, scene.guide().centre)
    assert Progress.step(scene.key) == 1 and Progress.step("terra") == 0, "each lesson keeps its own step"


@pytest.mark.parametrize("device", ["pad", "keyboard"])
def test_the_lessons_are_reached_from_the_help_with_a_controller_or_the_keyboard(make_app, device):
    from games.terra.tutorial import FLOORS_LESSON
    from tests.pad_driver import Driver, is_button
    app = make_app()
    open_terra_help(app)
    hands = Driver(app, device)
    hands.choose(is_button("Lessons"))
    assert app.manager.top.name == "lessons"
    hands.press("back")
    assert app.manager.top.name == "help", "Back closes the list"
    hands.choose(is_button("Lessons"))
    hands.choose(is_button("Floors and stairs"))
    assert isinstance(app.manager.top, TutorialScene) and app.manager.top.lesson is FLOORS_LESSON


def test_the_first_lesson_stays_the_default_and_single_lesson_games_show_no_list(make_app):
    from games.terra.tutorial import LESSON
    app = make_app(tutorial="terra")
    assert isinstance(app.manager.top, TutorialScene) and app.manager.top.lesson is LESSON
    app.ctx.router.help(registry.get("labyrinth"))
    app.manager.process_requests()
    assert "Lessons" not in [b.label for b in app.manager.top.buttons.buttons]


def test_the_labyrinths_story_opens_a_persons_first_game_once(make_app):
    from games.engine.seating import SeatingScene
    from tests.conftest import click as press
    app = make_app()
    info = registry.get("labyrinth")
    for first in (True, False):
        app.ctx.switch(SeatingScene(app.ctx, info))
        app.manager.process_requests()
        start = next(b for b in app.manager.top.buttons.buttons if b.label == "Start")
        press(app, start.rect.center)
        until_dealt(app)
        assert (app.manager.top.name == "intro") is first
        if first:
            assert "Minos" in app.manager.top.body
            begin = app.manager.top.buttons.buttons[0]
            press(app, begin.rect.center)
            assert app.manager.top.name == "game"


HELPED = [info.key for info in registry.all_games() if info.help]


@pytest.mark.parametrize("key", HELPED)
def test_every_help_page_has_a_picture_drawn_with_the_games_art(make_app, key):
    import pygame
    from games.engine import i18n
    make_app()
    for page in registry.get(key).help_pages():
        assert len(page) == 3 and page[2] is not None, f"{key}: {page[0]!r} has no picture"
        surface = pygame.Surface((560, 470))
        surface.fill((0, 0, 0))
        page[2](surface, surface.get_rect())
        colours = {surface.get_at((x, y))[:3] for x in range(0, 560, 20) for y in range(0, 470, 20)}
        assert len(colours) > 4, f"{key}: the picture of {page[0]!r} is empty"
        assert i18n.has_translation(page[0]) and i18n.has_translation(page[1])


def test_every_label_help_page_and_lesson_step_fits_in_both_languages(make_app):
    from games.engine import textfit
    app = make_app()
    assert textfit.problems(app.ctx) == []


def test_the_hand_leaves_a_button_caption_readable():
    from games.engine.focus import Target
    from games.engine.tutorial import hand_tip
    button = Target((1000, 600, 150, 50), ("button", "Next", (1000, 600)))
    x, _ = hand_tip(button)
    assert x > 1000 + 150 * 3 // 4, "the finger touches the button's right end"
    piece = Target((100, 100, 40, 40), ("field", 3))
    assert hand_tip(piece) == piece.centre


@pytest.mark.parametrize("key_name,which", LESSONS)
def test_every_lesson_plays_with_the_enter_key_alone(make_app, key_name, which):
    """The focus cursor goes where the hand points, so Enter alone takes a learner with a
    keyboard (or A on a controller) through the whole lesson."""
    app = make_app()
    scene = lesson_scene(app, key_name, which=which)
    for _ in range(20000):
        if scene.finished:
            break
        if scene.guide() is not None:
            key(app, pygame.K_RETURN, frames=1)
        else:
            step(app)
    assert scene.finished, f"stuck at step {scene.index + 1}: {scene.step.say}"
    assert scene.kind_word == ""


def test_pressing_enter_while_the_lesson_plays_changes_nothing(make_app):
    app = make_app()
    scene = lesson_scene(app, LESSONS[0][0])
    for _ in range(20000):  # on to a moment where the lesson, not the learner, is to act
        if scene.guide() is None and not scene.step_done():
            break
        if scene.guide() is not None:
            key(app, pygame.K_RETURN, frames=1)
        else:
            step(app)
    index, moves = scene.index, list(scene.session.moves)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app.step()
    assert scene.index == index and scene.session.moves == moves

"""Terra Incognita's modifications on screen, driven headless by posted clicks and keys with
an injected clock: the notebook's page per floor, the climb, the boomerang's flight, the bear's
paw, the kit, the seating screen's tabs and the floors lesson."""
import pygame
import pytest

from games.engine import registry
from games.engine.seating import SeatingScene
from games.engine.session import Seat
from games.engine.tutorial import TutorialScene
from games.terra import rules
from games.terra.motion import THROW_FRAMES
from games.terra.notebook import GlueError, build_notebook, glue
from games.terra.gear import paw_disc
from games.terra.tutorial import FLOORS_LESSON, FLOORS_MAP
from tests.conftest import click, key, step
from tests.test_terra_scene import open_scene, settle
from tests.test_tutorials import play_step

# FLOORS_MAP with the Penza bear on a1 of floor 2.
BEAR_MAP = FLOORS_MAP + "\nbear: a1@2"

ME = [Seat(False, 0)]


def two_floors(moves=(), **options):
    state = rules.new_game(players=1, maze=FLOORS_MAP, **options)
    for move in moves:
        state.play(move)
    return state


def test_a_climb_turns_the_notebook_to_the_new_floors_page(make_app):
    app, session, scene = open_scene(make_app, two_floors(), ME, ["start c3", "move e", "move n"])
    assert scene.floor == 1 and set(scene.layout.tabs) == {1, 2}
    assert "climb up" in scene.legal and scene.panel.deeds["climb up"].visible()
    key(app, pygame.K_PLUS)
    settle(app, scene)
    assert session.state.maze.floor_of(session.state.pos[0]) == 2
    assert scene.floor == 2 and scene.book.floor == 2
    assert scene.layout.page == scene.book.page(2) == scene.book.current
    assert scene.me_point() is not None  # the piece stands on the page shown
    # The floor 1 tab shows the page drawn below (without the piece); the next move follows
    # the player again.
    click(app, scene.layout.tabs[1].center)
    assert scene.floor == 1 and scene.layout.page == scene.book.page(1) and scene.me_point() is None
    click(app, scene.panel.deeds["climb down"].rect.center)
    settle(app, scene)
    assert scene.floor == 1 and scene.me_point() is not None


def test_digit_keys_turn_the_pages_and_a_start_is_made_on_the_page_shown(make_app):
    app, session, scene = open_scene(make_app, two_floors(), ME)
    key(app, pygame.K_2)
    assert scene.floor == 2
    click(app, scene.layout.main.centre((1, 2)))
    settle(app, scene)
    assert session.moves[-1] == "start b3@2"
    assert scene.book.floor == 2 and scene.floor == 2


def test_a_thrown_boomerang_flies_out_and_comes_back(make_app):
    state = two_floors(["start a1"], boomerang=True)
    state.bullets[0] = state.charges[0] = 0
    app, session, scene = open_scene(make_app, state, ME, faster=False)
    assert scene.panel.modes[2] == "throw"
    click(app, scene.mode_buttons.buttons[2].rect.center)
    assert scene.mode == "throw"
    key(app, pygame.K_RIGHT)
    assert session.moves[-1] == "throw e"
    busy = 0
    while scene.anims.busy:
        step(app)
        busy += 1
    assert busy >= 2 * THROW_FRAMES  # out, then back
    assert scene.animator.flight is not None
    assert session.state.boomerang[0]


def test_the_paw_print_shows_when_the_game_master_says_the_bear_is_near(make_app):
    state = rules.new_game(players=1, maze=BEAR_MAP, bear=True)
    app, session, scene = open_scene(make_app, state, ME, ["start b1@2"])
    assert any(key == "bear_near" for key, _ in session.state.log[-1][2])
    assert scene.bear_near == {0}
    (x, y), grid = scene.me_point()
    (px, py), radius = paw_disc((x, y), grid.cell)
    paw = (int(px), int(py + radius * 0.2))  # the print's pad, on its paper disc
    with_paw = pygame.Surface((1280, 720))
    scene.draw(with_paw)
    scene.bear_near = set()
    without = pygame.Surface((1280, 720))
    scene.draw(without)
    assert with_paw.get_at(paw) != without.get_at(paw)
    for _ in range(6):  # the paw stays exactly while the newest report says the bear is near
        click(app, scene.compass[next(m for m in "ensw" if f"move {m}" in scene.legal)].center)
        settle(app, scene)
        near = any(key == "bear_near" for key, _ in session.state.log[-1][2])
        assert scene.bear_near == ({0} if near else set())


def test_seating_tabs_carry_every_modification_into_the_new_game(make_app, monkeypatch):
    registry.discover()
    info = registry.get("terra")
    app = make_app()
    seating = SeatingScene(app.ctx, info)
    app.ctx.switch(seating)
    step(app)
    assert seating.groups() == ["Basic", "Variants", "Tver", "Penza"]
    assert not seating.option_button("floors").visible()
    tabs = {b.label: b for b in seating.buttons.buttons if b.label in seating.groups()}
    click(app, tabs["Tver"].rect.center)
    for value in (2, 3):
        click(app, seating.option_button("floors").rect.center)
        assert seating.options["floors"] == value
    click(app, seating.option_button("boomerang").rect.center)
    tabs = {b.label: b for b in seating.buttons.buttons if b.label in seating.groups()}
    click(app, tabs["Penza"].rect.center)
    click(app, seating.option_button("bear").rect.center)
    asked = {}
    monkeypatch.setattr(app.ctx.router, "new_game", lambda info, seats, options, seed, failed: asked.update(options))
    click(app, next(b for b in seating.buttons.buttons if b.label == "Start").rect.center)
    assert asked["floors"] == 3 and asked["boomerang"] is True and asked["bear"] is True
    state = rules.new_game(players=2, seed=7, **{k: v for k, v in asked.items() if k != "size"}, size=6)
    assert len(state.maze.floors) == 3 and state.bear is not None and state.boomerang == [True, True]


def test_the_floors_lesson_plays_through(make_app):
    registry.discover()
    FLOORS_LESSON.check()
    app = make_app()
    scene = TutorialScene(app.ctx, registry.get("terra"), FLOORS_LESSON, 0)
    app.ctx.switch(scene)
    app.manager.process_requests()
    floors_seen = set()
    for index in range(len(FLOORS_LESSON.steps)):
        assert scene.index == index
        play_step(app, scene)
        floors_seen.add(scene.game.floor)
        nxt = scene.guide()
        assert nxt is not None and nxt.key[:2] == ("button", "Next")
        click(app, nxt.centre)
    assert scene.finished
    assert floors_seen == {1, 2}


def test_the_reveal_shows_each_floor_and_the_bear_where_it_ended(make_app):
    state = rules.new_game(players=1, maze=FLOORS_MAP + "\nbear: b3@2", bear=True)
    app, session, scene = open_scene(make_app, state, ME, ["start b1", "move e", "move e", "move e"])
    settle(app, scene)
    assert scene.view() == ("reveal", None) and scene.floor == 1
    click(app, scene.layout.tabs[2].center)
    assert scene.floor == 2
    bear = session.state.bear
    assert session.state.maze.floor_of(bear) == 2
    board = pygame.Surface((1280, 720))
    scene.draw(board)
    fur = board.get_at(scene.layout.main.centre(session.state.maze.xy(bear)))[:3]
    assert fur != (244, 232, 204)  # the bear's face, not the washed cell


def test_pages_and_scraps_of_different_floors_never_glue():
    state = two_floors(["start c3", "move e", "move n", "climb up"])
    book = build_notebook(state.observation(0))
    assert [f.floor for f in book.fragments] == [1, 2] and book.current == 1 == book.page(2)
    with pytest.raises(GlueError, match="different floors"):
        glue(book, 1, 0, (0, 0))

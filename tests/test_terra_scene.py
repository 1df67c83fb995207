"""The Terra Incognita scene, driven headless by posted clicks, drags and keys."""
import pygame
import pytest

from games.engine import registry
from games.engine.i18n import has_translation
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.terra import custom, rules
from games.terra.mapfile import MapError
from games.terra.scene import _NEWS, TerraScene
from tests.conftest import click, key, step
from tests.terra_maps import EXAMPLE

# The rules page's 3x3 example: an exit north of c3, a river a1 > b1 > mouth c1, holes a3 and c2
# (c2 leads to a3), the treasure on b2, an arsenal on c3 behind a wall.


def open_scene(make_app, state, seats, moves=(), faster=True):
    """A scene on ``state`` after ``moves`` played through the session (so they replay)."""
    registry.discover()
    info = registry.get("terra")
    app = make_app()
    app.ctx.settings.faster = faster
    session = Session(info, state, seats, {}, seed=5, autosave=False)
    for move in moves:
        session.play(move)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    return app, session, scene


def settle(app, scene, limit=3000):
    for _ in range(limit):
        step(app)
        if not scene.anims.busy:
            step(app)
            return
    raise AssertionError("animations never finished")


def centre_of(scene, name):
    x, y = ord(name[0]) - 97, int(name[1:]) - 1
    return scene.layout.main.centre((x, y))


def drag(app, start, end):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    step(app, 2)


def test_four_computers_finish_a_10x10_game(make_app):
    registry.discover()
    info = registry.get("terra")
    app = make_app()
    app.ctx.settings.faster = True
    session = Session.new(info, [Seat(True, 1)] * 4, seed=12, autosave=False)
    assert session.state.maze.size == 10
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    for _ in range(60000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    assert session.state.is_over() and session.state.winners()
    step(app, 2)
    assert scene.view() == ("reveal", None)
    assert any(scene.paths), "the reveal draws every player's path"


def test_a_person_chooses_the_start_by_clicking_a_cell_of_the_empty_grid(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(maze=EXAMPLE), [Seat()])
    assert scene.book is None, "nothing is known before the start"
    click(app, centre_of(scene, "b2"))
    assert session.moves == ["start b2"]
    settle(app, scene)
    assert scene.book is not None and scene.book.me == (1, 1)
    assert scene.truth is None, "the hidden labyrinth is never drawn during play"


def test_a_person_moves_with_the_compass_and_with_the_arrows_around_the_piece(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    app, session, scene = open_scene(make_app, state, [Seat()])
    click(app, scene.compass["n"].center)
    assert session.moves[-1] == "move n"
    settle(app, scene)
    (centre, grid) = scene.me_point()
    below = (centre[0], centre[1] + int(grid.cell * 0.85))
    click(app, below)
    assert session.moves[-1] == "move s"


def test_blast_and_shoot_are_chosen_in_the_panel_or_with_tab(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b3")
    app, session, scene = open_scene(make_app, state, [Seat()])
    click(app, scene.mode_buttons.buttons[1].rect.center)
    assert scene.mode == "blast"
    click(app, scene.compass["e"].center)
    assert session.moves[-1] == "blast e"
    settle(app, scene)
    assert scene.mode == "move"
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert scene.mode == "shoot"
    key(app, pygame.K_LEFT)
    assert session.moves[-1] == "shoot w"


def test_a_direction_that_is_not_offered_does_nothing(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start a2")
    app, session, scene = open_scene(make_app, state, [Seat()])
    click(app, scene.compass["w"].center)  # the outer wall
    assert session.moves == []


def test_two_people_hand_over_the_screen_before_each_sees_a_notebook(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(players=2, maze=EXAMPLE), [Seat(), Seat()])
    assert scene.view() == ("cover", 0)
    click(app, centre_of(scene, "b2"))
    assert session.moves == [], "the click only uncovers the notebook"
    assert scene.view() == ("notebook", 0)
    click(app, centre_of(scene, "a2"))
    assert session.moves == ["start a2"]
    settle(app, scene)
    assert scene.view() == ("cover", 1)
    assert "Vermillion" in scene.status_text()
    click(app, (300, 300))
    assert scene.view() == ("notebook", 1) and scene.book is None
    assert not scene.can_undo(), "the turn has passed to the other person"


def test_one_person_with_computers_always_sees_their_own_notebook(make_app):
    state = rules.new_game(players=2, maze=EXAMPLE)
    app, session, scene = open_scene(make_app, state, [Seat(True, 1), Seat()])
    assert scene.view() == ("notebook", 1)
    settle(app, scene)
    for _ in range(200):
        step(app)
    assert session.moves and scene.view() == ("notebook", 1)


def test_the_open_map_shows_the_true_labyrinth(make_app):
    state = rules.new_game(players=2, maze=EXAMPLE, open_map=True)
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()])
    assert scene.view() == ("map", None) and scene.truth is not None
    click(app, centre_of(scene, "a2"))
    assert session.moves == ["start a2"]


def hole_notebook(make_app):
    """Blue starts on the treasure at b2 and walks east into the hole c2, coming out at a3:
    the notebook holds the board fragment and one loose scrap."""
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    state.play("move e")
    app, session, scene = open_scene(make_app, state, [Seat()])
    assert len(scene.book.fragments) == 2 and 1 in scene.layout.scraps
    return app, session, scene


def test_dragging_a_scrap_onto_the_map_glues_it_where_it_fits(make_app):
    app, session, scene = hole_notebook(make_app)
    scrap = scene.layout.scraps[1]
    drag(app, scrap.centre((0, 0)), centre_of(scene, "a3"))
    assert scene.glues[0] == [(1, 0, (0, 2))]
    assert len(scene.book.fragments) == 1 and scene.book.me == (0, 2)
    click(app, scene.unglue_button.rect.center)
    assert len(scene.book.fragments) == 2


def test_a_glue_that_contradicts_the_notes_is_refused_with_a_message(make_app):
    app, session, scene = hole_notebook(make_app)
    scrap = scene.layout.scraps[1]
    drag(app, scrap.centre((0, 0)), centre_of(scene, "c2"))
    assert not scene.glues.get(0)
    assert scene.error.startswith("Cannot glue")
    assert session.moves == []


def test_glues_survive_new_reports(make_app):
    app, session, scene = hole_notebook(make_app)
    drag(app, scene.layout.scraps[1].centre((0, 0)), centre_of(scene, "a3"))
    click(app, scene.compass["e"].center)
    assert session.moves[-1] == "move e"
    settle(app, scene)
    assert len(scene.book.fragments) == 1 and scene.book.me == (1, 2)


def test_the_end_reveals_the_labyrinth_with_every_path(make_app):
    moves = ("start b2", "move n", "blast e", "move e")
    app, session, scene = open_scene(make_app, rules.new_game(maze=EXAMPLE), [Seat()], moves)
    click(app, scene.compass["n"].center)
    settle(app, scene)
    assert session.state.winners() == {0}
    assert scene.view() == ("reveal", None)
    assert scene.paths == [[("walk", [4, 7, 8])]]
    click(app, scene.end_buttons.buttons[0].rect.center)


def test_a_map_file_starts_a_session_and_a_bad_one_names_line_and_column(tmp_path):
    registry.discover()
    good = tmp_path / "maze.txt"
    good.write_text(EXAMPLE, encoding="utf-8")
    session = custom.session_from_map_file(good, [Seat(), Seat(True, 1)], autosave=False)
    assert session.state.maze.size == 3 and session.state.players == 2
    assert session.restart().state.maze_text() == session.state.maze_text()
    bad = tmp_path / "bad.txt"
    bad.write_text(EXAMPLE.replace("|. . O|", "|. . Q|"), encoding="utf-8")
    with pytest.raises(MapError, match="line 4"):
        custom.session_from_map_file(bad, [Seat()])


def test_the_custom_file_choice_reads_the_data_folder_or_falls_back():
    assert custom.new_game(players=1, size="custom").maze.size == custom.FALLBACK_SIZE
    assert custom.custom_problem() is not None
    custom.custom_path().write_text(EXAMPLE, encoding="utf-8")
    assert custom.custom_problem() is None
    assert custom.new_game(players=1, size="custom").maze.size == 3


def test_the_scene_class_is_registered():
    registry.discover()
    assert registry.get("terra").scene_class() is TerraScene


def test_an_arrow_over_a_scrap_moves_instead_of_dragging_it(make_app):
    app, session, scene = hole_notebook(make_app)
    centre, grid = scene.me_point()
    assert grid is scene.layout.scraps[1]
    east = (centre[0] + max(int(grid.cell * 0.85), 26), centre[1])
    click(app, east)
    assert session.moves[-1] == "move e"


def test_every_news_banner_has_russian() -> None:
    assert all(has_translation(line) for line in _NEWS.values())

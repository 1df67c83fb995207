"""The help pictures of Maze and Terra Incognita: each draws at the help picture's size in both
languages, and what a picture shows agrees with the rules model."""
from __future__ import annotations

import pygame
import pytest

from games.engine import help_scene, i18n, registry


def _draw(picture) -> set[tuple[int, int, int]]:
    surface = pygame.Surface(help_scene.PICTURE.size)
    surface.fill((0, 0, 0))
    picture(surface, surface.get_rect())
    return {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 16)
            for y in range(0, surface.get_height(), 16)}


@pytest.mark.parametrize("key", ["maze", "maze-kids"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_maze_help_pictures_draw_in_both_languages(make_app, key, lang):
    app = make_app()
    i18n.set_language(lang)
    try:
        for page in registry.get(key).help_pages():
            assert len(_draw(page[2])) > 8, page[0]
        scene = help_scene.HelpScene(app.ctx, registry.get(key))
        for n in range(len(scene.pages)):
            scene.page = n
            scene.draw(pygame.Surface((1280, 720)))
    finally:
        i18n.set_language("en")


def test_maze_cut_off_picture_shows_the_rules_example(make_app):
    from games.maze.pictures import cut_off_board
    from games.maze.rules import FIELDS, cut_off
    make_app()
    field, target, _ = cut_off(cut_off_board())
    assert (FIELDS[field], FIELDS[target]) == ("c1", "d10")


def test_maze_pictured_reach_is_the_rules_reach(make_app):
    from games.maze import pictures
    make_app()
    # The Traveler's slide towards f6 stops before the Stone on e5.
    assert set(pictures.reach(pictures.TRAVELER_AT, "c3")) == {"b2", "d2", "b4", "d4", "a5"}
    # The Time Pawn 2 crosses the desert on c4; the dead piece on b4 does not bar a3.
    assert set(pictures.reach(pictures.DESERTS, "c3")) == {"a3", "e3", "c5"}
    assert set(pictures.reach(pictures.RABBIT, "c3")) == {"a3", "c5"}
    # The sleeping piece on c4 bars the Stone's first step forward.
    assert set(pictures.reach(pictures.STONE, "c3")) == {"b2", "d2"}
    # Black's forward is towards vertical 1.
    assert set(pictures.reach(pictures.PAWN2_BLACK, "d9")) == {"d7", "b9"}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_terra_help_pictures_draw_in_both_languages(make_app, lang):
    app = make_app()
    i18n.set_language(lang)
    try:
        for page in registry.get("terra").help_pages():
            assert len(_draw(page[2])) > 8, page[0]
        scene = help_scene.HelpScene(app.ctx, registry.get("terra"))
        for n in range(len(scene.pages)):
            scene.page = n
            scene.draw(pygame.Surface((1280, 720)))
    finally:
        i18n.set_language("en")


def test_terra_pictured_river_hole_and_shot_are_the_rules_own(make_app):
    from games.terra import pictures
    from games.terra.rules import Carried, ShotFired, Swallowed
    make_app()
    assert pictures.lesson_event(pictures.RIVER_AT, Carried).path == ("c2", "c3")
    fall = pictures.lesson_event(pictures.HOLE_AT, Swallowed)
    assert (fall.frm, fall.to) == ("e2", "a5")
    shot = pictures.lesson_event(pictures.SHOT_AT, ShotFired)
    assert shot.player == 1 and shot.dir == "w" and shot.hit == (pictures.BLUE,)


def test_terra_pictured_scrap_glues_where_the_arrow_points(make_app):
    from games.terra import pictures
    from games.terra.notebook import glue
    make_app()
    book = pictures.notebook_after(pictures.GLUE_BEFORE)
    scrap, offset = pictures.glue_shift()
    assert scrap == 1 and len(book.fragments) == 2
    glued = glue(book, scrap, 0, offset)
    assert len(glued.fragments) == 1 and glued.fragments[0].cells[(3, 1)]["kind"] == "A"


def test_terra_pictured_walk_out_passes_the_false_treasure_to_the_real_one(make_app):
    from games.terra import pictures
    from games.terra.mapfile import OPEN
    make_app()
    state = pictures.lesson_after(pictures.WALK_OUT_FROM)[0]
    maze = state.maze
    here = state.pos[pictures.BLUE]
    assert maze.name(here) == "c4" and maze.kinds[here] == "H"
    assert [maze.name(c) for c in maze.false_treasures] == ["b4"]
    assert [maze.name(c) for c in maze.treasures] == ["a4"]
    assert maze.neighbour(here - 2, "w") is None and maze.wall(here - 2, "w") == OPEN

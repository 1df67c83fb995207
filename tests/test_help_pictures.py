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

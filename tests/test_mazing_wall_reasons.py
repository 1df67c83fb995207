"""A Mazing wall that does not fit says why, and the ghost slides inside the board near an edge:
the rules' reasons on concrete positions, the scene driven by posted pointer events."""
from __future__ import annotations

import random

import pygame
import pytest

from games.engine import i18n, text
from games.engine.game_scene import PANEL
from games.mazing import words
from games.mazing.board import mask_of
from games.mazing.rules import new_game
from games.mazing.walls import Misfit, legal_spots, pawn_routes
from tests.conftest import click, key
from tests.test_mazing_scene import BOT, PERSON, centre, open_scene, point, position, wheel

HAND = ("L4", "I3", "I2", "Leap", "Setback", "Buster")


# --- the rules: which rule a wall breaks ---------------------------------------------------

def test_a_wall_that_fits_has_no_reason() -> None:
    assert position().wall_misfit(["e6", "f6", "g6"]) is None


def test_a_wall_off_the_board() -> None:
    assert position().wall_misfit(["k6", "l6"]) == (Misfit.OFF_BOARD, None)
    assert position().wall_misfit(["f11", "f12"]) == (Misfit.OFF_BOARD, None)


def test_a_wall_on_a_corner() -> None:
    assert position().wall_misfit(["a11", "b11"]) == (Misfit.CORNER, None), "an empty goal corner"
    assert position().wall_misfit(["a1", "b1"]) == (Misfit.CORNER, None), "before the pawn on it"


def test_a_wall_over_another_wall() -> None:
    assert position(walls="f6").wall_misfit(["e6", "f6", "g6"]) == (Misfit.WALL, None)


def test_a_wall_over_a_pawn_names_the_pawn() -> None:
    state = position(pawns="a1 f5")
    assert state.wall_misfit(["f5", "g5"]) == (Misfit.PAWN, 1)


def test_a_wall_that_closes_the_last_path_names_the_pawn() -> None:
    state = position(walls="j1")
    assert state.wall_misfit(["j2", "k2"]) == (Misfit.SHUTS_IN, 1), "Vermillion on k1 walled in"
    state = position(walls="b2 c1")
    assert state.wall_misfit(["a3", "b3"]) == (Misfit.SHUTS_IN, 0), "Blue's pocket a1-b1-a2 closed"


def test_of_several_reasons_the_first_in_order_is_named() -> None:
    state = position(walls="b11", pawns="a1 c11")
    assert state.wall_misfit(["a11", "b11", "c11"]) == (Misfit.CORNER, None)
    assert state.wall_misfit(["b11", "c11", "d11"]) == (Misfit.WALL, None)


def test_a_wall_fits_exactly_where_the_rules_allow_it() -> None:
    """Over random games, every placement of every shape: no reason exactly when legal."""
    rng = random.Random(8)
    for seed, players in ((8, 2), (9, 4)):
        state = new_game(players=players, seed=seed, size=9)
        checked = 0
        while not state.is_over() and checked < 12:
            if state.phase == "cards":
                geo = state.geometry
                pawns = list(zip(state.cells, state.goals))
                routes = pawn_routes(geo, state.walls, [p for p in pawns if p[0] != p[1]])
                for card, spots in geo.placements.items():
                    legal = set(legal_spots(geo, state.walls, mask_of(state.cells), routes, spots))
                    for spot in spots:
                        found = state.wall_misfit(geo.names[c] for c in spot.cells)
                        assert (found is None) == (spot.cells in legal), (card, spot.cells, found)
                checked += 1
            moves = state.legal_moves()
            walls = [m for m in moves if m.kind == "wall"]
            state.play(rng.choice(walls or moves))


# --- the scene: the ghost slides inside the board ------------------------------------------

def test_the_ghost_stays_on_the_board_at_every_edge_in_every_orientation(make_app) -> None:
    state = position(hand=HAND)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("L4")].center)
    edges = {"left": "a6", "right": "k6", "bottom": "f1", "top": "f11",
             "corner a1": "a1", "corner k11": "k11", "corner k1": "k1", "corner a11": "a11"}
    for flip in range(2):
        for turn in range(4):
            for where, cell in edges.items():
                x, y = centre(scene, cell)
                point(app, (x, y))
                cells = scene.ghost()
                assert cells and all(0 <= c < 11 and 0 <= r < 11 for c, r in cells), \
                    (where, scene.form, cells)
                # Slid only as far as it must: the ghost still reaches the pointer's edge.
                col, row = scene.layout.at((x, y))
                assert (col in (0, 10) and any(c == col for c, _ in cells)) or \
                    (row in (0, 10) and any(r == row for _, r in cells)), (where, cells)
            wheel(app)
        key(app, pygame.K_f)
    assert session.moves == []


def test_a_click_at_the_edge_places_the_wall_slid_inside(make_app) -> None:
    state = position(hand=HAND)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("I3")].center)
    point(app, centre(scene, "a6"))
    assert sorted(scene.ghost()) == [(0, 5), (1, 5), (2, 5)]
    click(app, centre(scene, "a6"))
    assert session.moves == ["wall a6 b6 c6"]


# --- the scene: the message says why ---------------------------------------------------------

def refused(make_app, state, card: str, cell: str, lang: str = "en") -> str:
    """The error the scene shows after a click that puts ``card``'s ghost on ``cell``."""
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    try:
        i18n.set_language(lang)
        click(app, scene.card_rects[state.hands[0].index(card)].center)
        click(app, centre(scene, cell))
        assert session.moves == [] and scene.ghost_move() is None
        return scene.error
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang, expected", [
    ("en", "No wall may stand on a corner"), ("ru", "В угловой клетке стену ставить нельзя")])
def test_a_wall_on_a_corner_says_so(make_app, lang, expected) -> None:
    assert refused(make_app, position(hand=HAND), "I2", "a11", lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "The wall would overlap another wall"), ("ru", "Стена легла бы на другую стену")])
def test_a_wall_over_a_wall_says_so(make_app, lang, expected) -> None:
    state = position(walls="f7", hand=HAND)
    assert refused(make_app, state, "I3", "f7", lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "The wall would cover Vermillion's pawn"), ("ru", "Стена накрыла бы фишку Алого")])
def test_a_wall_over_a_pawn_says_whose(make_app, lang, expected) -> None:
    state = position(pawns="a1 f5", hand=HAND)
    assert refused(make_app, state, "I3", "f5", lang) == expected


@pytest.mark.parametrize("lang, expected", [
    ("en", "The wall would cut Vermillion's pawn on k1 off from its goal"),
    ("ru", "Стена отрезала бы фишку Алого на k1 от цели")])
def test_a_wall_that_shuts_a_pawn_in_says_whose(make_app, lang, expected) -> None:
    state = position(walls="j1", hand=HAND)
    # I2 lies flat: over j2 the ghost covers j2 and k2, closing k1 in with j1.
    assert refused(make_app, state, "I2", "j2", lang) == expected


def test_every_reason_fits_the_error_line_in_every_language() -> None:
    """The error under the status has room for one line of small text above the cards."""
    owners = [i18n.Noun(name) for name in ("Blue", "Vermillion", "Green", "Yellow")]
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            reasons = words.refusals(owners)
            assert len(reasons) == 4 * 2 + 4
            for reason in reasons:
                assert len(text.wrap(reason, "small", PANEL.w - 40)) == 1, (lang, reason)
    finally:
        i18n.set_language("en")

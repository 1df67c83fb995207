"""Faults of Terra Incognita's modifications seen when playing a 2-floor game with the bear in a
real window (issue 41's last check), each pinned by a test: the stairs hidden under the
player's own piece, the "bear nearby" paw running into the wall, the loot icon drawn as the
looter's own body, and a mover's animations lost when several people share the screen."""
import dataclasses

import pygame

from games.engine import i18n, theme
from games.engine.session import Seat
from games.terra import art, panel, rules
from games.terra.answer import draw_cell, draw_icon
from games.terra.board_picture import ANSWER_BOX, BoardPicture, label_gap
from games.terra.motion import THROW_FRAMES
from games.terra.scene import MAP_CORNERS
from games.terra.storeys import TAB_PIECE_RADIUS, draw_tabs, tab_label_box, tab_piece_centre
from games.terra.tray import floor_tabs, main_grid
from games.terra.variant_pictures import floors_picture
from games.terra.gear import corner_disc, paw_disc
from games.terra.answer import latest_answer
from games.terra.notebook import build_notebook
from tests.conftest import click, key, step
from tests.terra_maps import TWO_FLOORS
from tests.test_terra_modifications_scene import ME, two_floors
from tests.test_terra_scene import open_scene, settle

CORRIDOR = """floor 1
+-+-+-+ +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|S . . .|
+-+-+-+-+
floor 2
+-+-+-+-+
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+ + + + +
|S . . .|
+-+-+-+-+
treasure: c3 d3@2"""
"""Two open 4x4 floors joined by the stairs on a1 (the exit north of d4)."""


def test_the_stairs_under_the_players_own_piece_are_shown_in_the_cells_corner(make_app):
    app, session, scene = open_scene(make_app, two_floors(), ME, ["start c3", "move e", "move n"])
    assert scene.book.fragments[scene.book.current].cells[scene.book.me]["kind"] == "S"
    (x, y), grid = scene.me_point()
    rect = grid.cell_rect(scene.book.me)
    badge = art.stairs_badge(rect)
    assert rect.contains(badge) and not badge.collidepoint(x, y)  # the piece's letter stays clear
    with_badge = pygame.Surface((1280, 720))
    scene.draw(with_badge)
    scene._on_noted_stairs = lambda: False
    without = pygame.Surface((1280, 720))
    scene.draw(without)
    changed = [p for p in ((badge.x + i, badge.y + j) for i in range(badge.w) for j in range(badge.h))
               if with_badge.get_at(p) != without.get_at(p)]
    assert len(changed) > badge.w * badge.h // 2


def test_a_small_scraps_stairs_get_no_label_over_the_pieces_letter():
    small = pygame.Rect(0, 0, art.STAIRS_BADGE_MIN_CELL - 1, art.STAIRS_BADGE_MIN_CELL - 1)
    assert art.stairs_badge(small) is None
    surface = pygame.Surface(small.size)
    surface.fill((1, 2, 3))
    art.draw_stairs_badge(surface, small)
    assert pygame.mask.from_threshold(surface, (1, 2, 3), (1, 1, 1, 255)).count() == small.w * small.h


def test_the_stairs_sign_stays_off_a_cell_the_player_has_left(make_app):
    app, session, scene = open_scene(make_app, two_floors(), ME, ["start c3", "move e"])
    assert not scene._on_noted_stairs()


def test_the_bear_nearby_paw_sits_on_its_disc_inside_the_players_cell():
    for cell in (40, 54, 136):
        rect = pygame.Rect(100, 100, cell, cell)
        (cx, cy), radius = paw_disc(rect.center, cell)
        wall = max(2, cell // 18)  # the width of a wall's ink on the cell's edge
        inside = rect.inflate(-wall, -wall)
        assert inside.left <= cx - radius and cx + radius <= inside.right
        assert inside.top <= cy - radius and cy + radius <= inside.bottom


def test_the_loot_icon_shows_a_body_nobody_in_particular_not_the_looter():
    pictures = []
    for player in range(4):
        surface = pygame.Surface((80, 80))
        draw_icon(surface, "loot", (40, 40), 34, player=player)
        pictures.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(pictures)) == 1


def test_a_movers_throw_plays_on_their_notebook_before_the_screen_is_handed_over(make_app):
    state = rules.new_game(players=2, maze=CORRIDOR, boomerang=True)
    for move in ("start a1", "start a4"):
        state.play(move)
    state.bullets[0] = state.charges[0] = 0
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()], faster=False)
    click(app, (360, 400))  # Blue takes the screen
    step(app)
    assert scene.view() == ("notebook", 0) and "throw n" in scene.legal
    click(app, scene.mode_buttons.buttons[2].rect.center)
    key(app, pygame.K_UP)
    assert session.moves[-1] == "throw n"
    assert scene.animator.flight is not None  # the boomerang flies on Blue's page
    busy = 0
    while scene.anims.busy:
        assert scene.view() == ("notebook", 0)
        step(app)
        busy += 1
    assert busy >= 2 * THROW_FRAMES  # out to Vermillion, then back
    assert scene.view() == ("cover", 1)


def test_a_movers_climb_plays_on_their_notebook_when_several_people_share_the_screen(make_app):
    state = rules.new_game(players=2, maze=CORRIDOR)
    for move in ("start a1", "start d4"):
        state.play(move)
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()], faster=False)
    click(app, (360, 400))
    step(app)
    played = []
    original = scene.animate
    scene.animate = lambda event: played.append(original(event)) or played[-1]
    key(app, pygame.K_PLUS)
    assert session.moves[-1] == "climb up"
    climb = played[0]
    assert len(climb) == 1 and getattr(climb[0], "token", None) == ("terra", 0)  # the piece, not only a banner


def test_the_floors_help_pictures_tabs_are_in_the_players_language(make_app):
    make_app()
    pictures = {}
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        surface = pygame.Surface((560, 470))
        floors_picture()(surface, surface.get_rect())
        pictures[lang] = pygame.image.tobytes(surface, "RGB")
    i18n.set_language("en")
    assert pictures["en"] != pictures["ru"]
    assert i18n.has_translation("Floor {n}") and i18n.has_translation("Basement")


def test_a_dead_players_row_shows_a_body_large_enough_to_read(make_app):
    make_app()
    state = rules.new_game(players=2, maze=CORRIDOR, death=True)
    for move in ("start a1", "start b1", "shoot e", "move e", "shoot e"):
        state.play(move)
    assert state.dead[1]
    surface = pygame.Surface((360, 80))
    surface.fill((0, 0, 0))
    panel.draw_players(surface, pygame.Rect(10, 10, 340, 60), state, lambda p: "")
    row = pygame.Rect(10 + 150, 10 + 20 + 24, 170, 23)  # Vermillion's kit: bullets to the end
    drawn = pygame.mask.from_threshold(surface.subsurface(row), (0, 0, 0), (1, 1, 1, 255))
    drawn.invert()
    box = drawn.get_bounding_rects()
    assert box and max(r.w for r in box) >= 40  # a body with a head, not a speck


def test_a_floor_tabs_word_stays_clear_of_the_piece_on_it(make_app):
    make_app()
    tabs = floor_tabs([1, 2, 0])
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        for floor, rect in tabs.items():
            x, _ = tab_piece_centre(rect)
            assert tab_label_box(rect, True).right <= x - TAB_PIECE_RADIUS
            # The word drawn alone, without the piece, inks nothing where the piece stands.
            surface = pygame.Surface((rect.right + 10, rect.bottom + 10))
            draw_tabs(surface, {floor: rect}, floor, None, 0)
            piece = pygame.Rect(x - TAB_PIECE_RADIUS, rect.y + 4, 2 * TAB_PIECE_RADIUS, rect.h - 8)
            inked = {surface.get_at((px, py))[:3] for px in range(piece.left, piece.right)
                     for py in range(piece.top, piece.bottom)}
            assert inked == {art.PAPER_DARK} or inked == {art.KNOWN_WASH}
    i18n.set_language("en")


def test_the_row_and_column_names_stand_clear_of_the_heavy_outer_wall():
    for cell in range(16, 141):
        outer_half = max(4, cell // 9) / 2  # art.draw_side's outer wall
        wobble = cell / 30  # art.ink_line's wobble over one side
        assert label_gap(cell) >= outer_half + wobble + 1


def test_the_column_names_stay_above_the_game_masters_answer(make_app):
    make_app()
    for size in (2, 3, 4, 10, 26):
        picture = BoardPicture()
        grid = main_grid(size)
        page = picture._paper(True, grid)
        under = page.subsurface(ANSWER_BOX.clip(page.get_rect()))
        blank = BoardPicture()._paper(False, grid).subsurface(ANSWER_BOX.clip(page.get_rect()))
        assert pygame.image.tobytes(under, "RGB") == pygame.image.tobytes(blank, "RGB"), size


def test_a_tver_arsenal_is_drawn_by_what_a_refill_there_told():
    state = rules.new_game(players=1, maze=TWO_FLOORS)
    for move in ("start c3", "shoot w", "move s"):  # c2 gives bullets only
        state.play(move)
    said = [key for key, _ in state.log[-1][2]]
    assert "refilled_bullets" in said
    observation = state.observation(0)
    book = build_notebook(observation)
    note = book.fragments[book.current].cells[book.me]
    assert note["kind"] == "A" and note["detail"] == "bullets"
    assert latest_answer(observation, book).detail == "bullets"


def test_the_bullets_only_arsenal_looks_unlike_an_arsenal_of_unknown_kind(make_app):
    make_app()
    pictures = {}
    for detail in (None, "bullets", "full", "grenades"):
        surface = pygame.Surface((90, 90))
        surface.fill(art.KNOWN_WASH)
        art.draw_kind(surface, surface.get_rect(), "A", detail=detail)
        pictures[detail] = pygame.image.tobytes(surface, "RGB")
    assert len(set(pictures.values())) == 4


def test_on_the_open_map_the_stairs_under_the_first_seats_piece_get_a_label_in_a_free_corner(make_app):
    state = rules.new_game(players=2, maze=CORRIDOR, open_map=True)
    app, session, scene = open_scene(make_app, state, [Seat(), Seat(True, 1)], ["start a1", "start d4"])
    assert scene.view()[0] == "map"
    rect = scene.layout.main.cell_rect((0, 0))
    for player, corner in enumerate(MAP_CORNERS):  # each seat's piece in the corner named
        x, y = scene.map_point(player, session.state.pos[0])
        assert (x < rect.centerx) == ("left" in corner) and (y < rect.centery) == ("top" in corner)
    badge = art.stairs_badge(rect, "topright")
    with_badge = pygame.Surface((1280, 720))
    scene.draw(with_badge)
    scene._draw_map_stairs_badge = lambda *args: None
    without = pygame.Surface((1280, 720))
    scene.draw(without)
    changed = sum(with_badge.get_at((badge.x + i, badge.y + j)) != without.get_at((badge.x + i, badge.y + j))
                  for i in range(badge.w) for j in range(badge.h))
    assert changed > badge.w * badge.h // 4  # the steps, their arrows and the label's edge


def test_the_open_map_shows_the_floor_of_the_player_to_move(make_app):
    state = rules.new_game(players=2, maze=CORRIDOR, open_map=True)
    app, session, scene = open_scene(make_app, state, [Seat(), Seat()], ["start a1", "start d4", "climb up"])
    assert scene.view()[0] == "map" and session.state.to_move == 1
    assert scene.floor == 1  # Vermillion, to move, is on the ground floor
    key(app, pygame.K_DOWN)
    settle(app, scene)
    assert session.moves[-1] == "move s"
    assert session.state.to_move == 0 and scene.floor == 2  # Blue climbed: their floor is shown
    click(app, scene.layout.tabs[1].center)
    assert scene.floor == 1  # a tab still turns to any floor


def test_a_dead_players_notebook_shows_their_body_where_they_fell(make_app):
    state = rules.new_game(players=2, maze=CORRIDOR, death=True)
    moves = ["start b1", "start a1", "move e", "shoot e", "move e", "shoot e"]
    app, session, scene = open_scene(make_app, state, [Seat(), Seat(True, 1)], moves)
    assert session.state.dead[0] and scene.view() == ("notebook", 0)
    (x, y), grid = scene.me_point()
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    piece = art.token(0, max(5, int(grid.cell * 0.32)))
    centre = piece.get_at((piece.get_width() // 2 + piece.get_width() // 3, piece.get_height() // 2))
    assert surface.get_at((int(x + piece.get_width() // 3), int(y))) != centre  # no standing piece


def test_on_the_open_map_the_bear_nearby_paw_sits_in_the_pieces_corner_inside_the_cell():
    for cell in (40, 54, 136):
        rect = pygame.Rect(100, 100, cell, cell)
        inside = rect.inflate(-max(2, cell // 18), -max(2, cell // 18))
        for sx in (-1, 1):
            for sy in (-1, 1):
                piece = (rect.centerx + sx * cell * 0.2, rect.centery + sy * cell * 0.2)
                (cx, cy), radius = corner_disc(rect, piece)
                assert inside.left <= cx - radius and cx + radius <= inside.right
                assert inside.top <= cy - radius and cy + radius <= inside.bottom
                assert (cx < rect.centerx) == (sx < 0) and (cy < rect.centery) == (sy < 0)


def test_the_answer_that_kills_a_player_shows_their_body_in_their_cell(make_app):
    make_app()
    state = rules.new_game(players=2, maze=CORRIDOR, death=True)
    for move in ("start a1", "start b1", "shoot e", "move e", "shoot e"):
        state.play(move)
    observation = state.observation(1)
    answer = latest_answer(observation, build_notebook(observation))
    assert "died" in answer.icons
    rect = pygame.Rect(0, 0, 104, 104)
    surface = pygame.Surface(rect.size)
    draw_cell(surface, rect, answer)
    seat = theme.seat_colour(1)  # a standing piece is filled with it; a body is drawn faded
    assert pygame.mask.from_threshold(surface, seat, (1, 1, 1, 255)).count() == 0
    draw_cell(surface, rect, dataclasses.replace(answer, icons=()))
    assert pygame.mask.from_threshold(surface, seat, (1, 1, 1, 255)).count() > 100

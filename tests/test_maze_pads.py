"""Maze with a game controller or the keyboard: the focus cursor keeps to what can be chosen,
``guide`` leads the way to a move, and whole games are played from the menu with one controller."""
from __future__ import annotations

import pygame
import pytest

from games.engine import registry
from games.engine.i18n import Noun, set_language
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maze import words
from games.maze.rules import FIELDS, new_game, territory
from games.maze.scene import CELEBRATE_FRAMES, HAND_DWELL_FRAMES, arrived
from tests.conftest import click, step
from games.engine.game_scene import GameScene
from games.engine.seating import SeatingScene
from tests.pad_driver import Driver, follow_guide, is_button, until_game
from tests.test_engine_pads import open_game_with, play_to_the_end
from tests.test_maze_rules import SHORT_WIN, SHORT_WIN_LINE, setup_of
from tests.test_maze_scene import open_scene, play_by_clicks, settle


@pytest.fixture(autouse=True)
def inline_thinker(monkeypatch):
    """Computer partners think on the frame loop here, so a whole game runs in the test."""
    monkeypatch.setattr("games.engine.game_scene.Thinker", InlineThinker)


def keys_of(scene):
    return [t.key for t in scene.focus_choices()]


def test_the_cursor_keeps_to_the_pieces_that_can_move(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    movable = sorted({str(m).split("-")[0] for m in session.state.legal_moves()})
    assert sorted(f for kind, f in keys_of(scene)) == movable
    assert all(kind == "piece" for kind, _ in keys_of(scene))


def test_a_picked_piece_offers_its_destinations_first(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    pad.choose(lambda key: key == ("piece", "c3"))
    assert scene.selected == "c3"
    destinations = {str(m).split("-")[1].rstrip("x") for m in session.state.moves_from("c3")}
    keys = keys_of(scene)
    assert {f for kind, f in keys[:len(destinations)]} == destinations
    assert all(kind == "to" for kind, _ in keys[:len(destinations)])
    assert pad.focused().key[0] == "to", "the focus jumps to the new choices"


def test_back_drops_the_picked_piece_before_it_pauses(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    pad.choose(lambda key: key == ("piece", "c3"))
    pad.press("back")
    assert scene.selected is None and app.manager.top is scene


def test_guide_points_at_the_piece_then_its_field(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    first = scene.guide("c1-a3")
    assert first.key == ("piece", "c1") and first.key in {t.key for t in scene.focus_targets()}
    pad = Driver(app)
    pad.choose(lambda key: key == first.key)
    second = scene.guide("c1-a3")
    assert second.key == ("to", "a3") and second.key in {t.key for t in scene.focus_targets()}
    assert scene.guide("c1-b9") is None, "no way to an illegal move"


def test_a_short_win_played_where_the_guide_points(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    pad = Driver(app)
    for move in SHORT_WIN_LINE:
        follow_guide(pad, scene, move)
        settle(app, scene)
    assert session.state.winners() == {0, 1}


def test_the_keyboard_alone_plays_the_same_way(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    keys = Driver(app, kind="keyboard")
    for move in SHORT_WIN_LINE[:4]:
        follow_guide(keys, scene, move)
        settle(app, scene)
    assert session.moves == SHORT_WIN_LINE[:4]


# ----- what can I touch? ---------------------------------------------------------------------

@pytest.mark.parametrize("key", ["maze", "maze-kids"])
def test_the_pieces_that_can_move_pulse_for_the_person_to_move(make_app, key):
    app, scene, session = open_scene(make_app, key=key)
    assert scene.pulsing() == scene.movable()
    assert set(scene.pulsing()) == {str(m).split("-")[0] for m in session.state.legal_moves()}
    assert all(territory(field) == 0 for field in scene.pulsing())


def test_nothing_pulses_once_a_piece_is_picked(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    click(app, scene.layout.centre("c3"))
    assert scene.selected == "c3" and scene.pulsing() == []


def test_nothing_pulses_while_a_hint_glows(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    scene.show_hint()
    assert scene.hint_move is not None and scene.pulsing() == []


def test_the_pulse_follows_the_position_on_screen(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    assert scene.anims.busy and scene.pulsing() == [], "nothing to touch while the move plays"
    settle(app, scene)
    assert scene.pulsing() and all(territory(field) == 1 for field in scene.pulsing())


def test_nothing_pulses_for_the_computer_partner(make_app):
    app, scene, session = open_scene(make_app, seats=[Seat(True, 1), Seat()], setup=SHORT_WIN)
    assert scene.pulsing() == []


# ----- the kids' game: a hint as often as asked, a hand that points, a celebration ------------

def kids_scene(make_app, setup=None):
    """The kids' tile, on its own deal or on a set-up of the rules tests."""
    if setup is None:
        return open_scene(make_app, key="maze-kids")
    registry.discover()
    info = registry.get("maze-kids")
    app = make_app()
    session = Session(info, new_game(setup=setup), [Seat(), Seat()], {}, 1, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 2)
    return app, scene, session


def test_kids_hint_stays_available_after_it_is_used(make_app):
    app, scene, session = kids_scene(make_app)
    hint = scene.panel_buttons.buttons[0]
    click(app, hint.rect.center)
    first = scene.hint_move
    assert first in session.state.legal_moves()
    assert scene.hint_available() and hint.enabled(), "the hint never switches off"
    click(app, scene.layout.centre(FIELDS[first.frm]))
    click(app, hint.rect.center)
    assert scene.hint_move in session.state.legal_moves() and hint.enabled()


def test_kids_hand_visits_the_pieces_that_can_move(make_app):
    app, scene, session = kids_scene(make_app)
    seen = set()
    for _ in range(len(scene.movable())):
        seen.add(scene.hand_field())
        step(app, HAND_DWELL_FRAMES)
    assert seen == set(scene.movable())


def test_kids_hand_points_at_the_picked_pieces_fields(make_app):
    app, scene, session = kids_scene(make_app, SHORT_WIN)
    click(app, scene.layout.centre("c3"))
    assert scene.hand_field() in scene.targets


def test_kids_hand_shows_the_hinted_piece_then_its_field(make_app):
    app, scene, session = kids_scene(make_app, SHORT_WIN)
    scene.show_hint()
    frm, to = FIELDS[scene.hint_move.frm], FIELDS[scene.hint_move.to]
    assert scene.hand_field() == frm
    click(app, scene.layout.centre(frm))
    assert scene.hand_field() == to


def test_no_hand_in_the_standard_game_nor_for_the_computer(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    assert scene.hand_field() is None
    app, scene, session = open_scene(make_app, key="maze-kids", seats=[Seat(True, 1), Seat()])
    assert scene.hand_field() is None


def test_a_traveler_home_on_the_far_side_is_celebrated_its_own_home_is_not():
    assert arrived("black", "d1") and arrived("white", "c10")
    assert not arrived("white", "d1") and not arrived("black", "d10")


@pytest.mark.parametrize("kids", [False, True])
def test_a_traveler_reaching_its_goal_gets_stars_and_a_chime(make_app, kids):
    app, scene, session = kids_scene(make_app, SHORT_WIN) if kids else open_scene(make_app, setup=SHORT_WIN)
    sounds = []
    scene.anims.play_sound = sounds.append
    line = list(SHORT_WIN_LINE)
    for move in line[:line.index("f3-d1")]:
        scene.submit(move)
        settle(app, scene)
    assert "recruit" not in sounds
    scene.submit("f3-d1")
    celebration = [a for a in scene.anims.pending if a.sound == "recruit"]
    assert len(celebration) == 1 and celebration[0].frames == CELEBRATE_FRAMES
    surface = pygame.Surface((1280, 720))
    for _ in range(CELEBRATE_FRAMES + 40):
        step(app)
        scene.draw(surface)
    assert "recruit" in sounds


# ----- moves in words ------------------------------------------------------------------------

SEATS = ("White", "Black")


def told(setup, moves, lang="en"):
    """The sentence for the last of ``moves`` played from ``setup``."""
    state = new_game(setup=setup)
    for move in moves[:-1]:
        state.play(move)
    before = state.copy()
    events = state.play(moves[-1])
    set_language(lang)
    try:
        return words.describe(events, before, lambda p: Noun(SEATS[p]))
    finally:
        set_language("en")


def test_a_move_in_words_names_the_seat_the_piece_and_the_fields():
    assert told(SHORT_WIN, ["c1-a3"]) == "White: Traveler from c1 to a3"
    assert told(SHORT_WIN, ["c1-a3"], "ru") == "Белые: Путник с c1 на a3"


def test_a_piece_of_the_other_colour_is_named_with_its_owner():
    line = SHORT_WIN_LINE[:SHORT_WIN_LINE.index("f3-d1") + 1]
    assert told(SHORT_WIN, line) == "White: Black's Traveler from f3 to d1 — home at last"
    assert told(SHORT_WIN, line, "ru") == "Белые: Путник Чёрных с f3 на d1 — наконец дома"


def test_a_piece_ending_on_a_desert_falls_asleep_in_words():
    assert told(setup_of(c3="L"), ["c3-d4x"]) == "White: Lightning from c3 to d4 — falls asleep in the desert"
    assert told(setup_of(c3="L"), ["c3-d4x"], "ru") == "Белые: Молния с c3 на d4 — засыпает в пустыне"


def test_a_planted_tree_takes_root_in_words():
    assert told(setup_of(c3="T"), ["c3-a5x"]) == "White: Tree from c3 to a5 — takes root"
    assert told(setup_of(c3="T"), ["c3-a5x"], "ru") == "Белые: Дерево с c3 на a5 — пускает корни"


def test_a_rabbit_is_told_with_the_piece_it_jumps():
    assert told(setup_of(b3="R", c3="S"), ["b3-d3"]) == "White: Rabbit from b3 over c3 to d3"
    assert told(setup_of(b3="R", c3="S"), ["b3-d3"], "ru") == "Белые: Кролик с b3 через c3 на d3"


def test_the_end_of_the_game_is_told_with_the_last_move():
    assert told(SHORT_WIN, SHORT_WIN_LINE).endswith(
        "— home at last — the Travelers have swapped sides: both partners win")
    assert told(SHORT_WIN, ["c1-b2", "c10-b9", "b2-c1"]) == (
        "White: Traveler from b2 to c1 — back on its own home field for good — "
        "the swap can no longer happen")
    assert told(SHORT_WIN, ["c1-b2", "c10-b9", "b2-c1"], "ru") == (
        "Белые: Путник с b2 на c1 — возвращается на своё домашнее поле и застревает — "
        "обмен больше невозможен")


def test_the_move_list_tells_moves_in_words_with_the_notation_toggle(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    settle(app, scene)
    assert scene.word_lines() == [(0, "White: Traveler from c1 to a3")]
    assert scene.log_toggle.visible() and not scene.notation
    click(app, scene.log_toggle.rect.center)
    assert scene.notation


def test_the_kids_screen_has_no_move_list_toggle(make_app):
    app, scene, session = kids_scene(make_app)
    assert scene.log_toggle not in scene.buttons.buttons


# ----- whole games from the menu with one controller -------------------------------------------

def maze_choice(pad, scene):
    """Ask for the hint with the controller's X, then press where the guide points."""
    if scene.hint_move is None:
        pad.press("hint")
    assert scene.hint_move is not None
    follow_guide(pad, scene, str(scene.hint_move))


def open_for_both_seats(pad, app, key):
    """From the menu: the game's tile, the controller takes White's seat, the cursor makes
    Black's seat a person's too (the one controller plays both), Start."""
    pad.choose(lambda k: k == ("tile", key))
    seating = app.manager.top
    assert isinstance(seating, SeatingScene)
    pad.press("choose")  # the first A takes a seat
    pad.choose(lambda k: k[:2] == ("button", "Human") and k[2][1] > 200)  # seat 2
    assert not any(seat.computer for seat in seating.seats[:2])
    pad.choose(is_button("Start"))
    scene = until_game(app)
    assert isinstance(scene, GameScene) and scene.session.info.key == key
    return scene


def test_a_whole_maze_game_with_one_controller_playing_both_seats(make_app):
    app = make_app(seed=3)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_for_both_seats(pad, app, "maze")
    play_to_the_end(pad, app, scene, maze_choice)
    assert scene.shown.winners() == {0, 1}, "the hints' winning line, followed to the swap"
    assert set(scene.session.deciders) == {0, 1}, "the one controller played both seats"
    assert len(scene.word_lines()) == len(scene.session.moves), "every move told in words"


def test_a_whole_kids_maze_game_with_one_controller_and_the_computer_partner(make_app):
    app = make_app(seed=4)
    app.ctx.settings.faster = True
    pad = Driver(app)
    scene = open_game_with(pad, app, "maze-kids")
    assert scene.session.seats[1].computer, "the computer partner takes the other seat"
    play_to_the_end(pad, app, scene, maze_choice)
    assert scene.shown.winners() == {0, 1}
    assert 0 in scene.session.deciders and 1 in scene.session.deciders


def test_a_lesson_hides_the_kids_hint_and_hand_it_points_itself(make_app):
    app, scene, session = kids_scene(make_app)
    scene.lesson = True
    assert scene.hand_field() is None
    assert not any(t.key[:2] == ("button", "Hint!") for t in scene.focus_targets())


def test_hint_puts_the_focus_on_the_hinted_piece(make_app):
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    scene.show_hint()
    focused = scene.focus.current(scene.focus_targets())
    assert focused.key == ("piece", FIELDS[scene.hint_move.frm])

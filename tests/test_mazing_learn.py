"""Learning Mazing: the move list in words, the guide (the lesson's pointing hand), the help
pages' pictures and the lesson's agreement with the focus cursor."""
import random
import re

import pytest

from games.engine import i18n, text
from games.engine.game_scene import GameScene
from games.engine.i18n import Noun
from games.mazing import pictures, words
from games.mazing.rules import CARD_NAMES, CardPlayed, Discarded, new_game
from games.mazing.tutorial import position
from tests.conftest import click
from tests.test_mazing_rules import position as table_position
from tests.test_mazing_scene import BOT, PERSON, open_scene

SEATS = ("Blue", "Vermillion", "Green", "Yellow")


def noun(player):
    return Noun(SEATS[player])


def said(state, *moves):
    """The sentence of each move, played in turn from ``state`` (which is changed)."""
    sentences = []
    for move in moves:
        before = state.copy()
        sentences.append(words.describe(move, state.play(move), before, noun))
    return sentences


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


# --- the move list in words -------------------------------------------------------------------

def test_a_wall_is_told_with_its_shape_and_cells():
    state = position(hand=("L3", "I3", "S4", "Buster", "Leap", "Setback"), cards_left=2)
    assert said(state, "wall d5 d6 e5") == ["Blue plays a wall (L3) on d5 d6 e5"]


def test_a_wall_in_russian(russian):
    state = position(hand=("L3", "I3", "S4", "Buster", "Leap", "Setback"), cards_left=2)
    assert said(state, "wall d5 d6 e5") == ["Синий ставит стену (L3) на d5 d6 e5"]


def test_busts_name_the_walls_and_the_routine_draw_is_left_out():
    state = position("c4", "g2", walls="a5 b5 c5 d5 e5 f5",
                     hand=("I2", "Buster", "Double Buster", "Leap", "Setback", "L3"), cards_left=2)
    assert said(state, "bust c5", "bust d5 e5") == [
        "Blue busts the wall on c5", "Blue busts the walls on d5 and e5"]


def test_lose_a_turn_names_the_victim_and_whose_card_it_was(russian):
    state = table_position(3, hand=("Lose A Turn", "Leap", "Buster", "I2"), turn=1)
    assert said(state.copy(), "skip 3") == ["Зелёный пропустит ход (карта Алого)"]
    i18n.set_language("en")
    assert said(state, "skip 3") == ["Green loses their next turn (Vermillion's card)"]


def test_a_roll_is_told_with_its_walk_and_the_wall_it_jumped():
    state = position("c3", "h2", walls="d1 d2 d3 d4 d5 d6 d7 d8",
                     hand=("I2", "L3", "Leap", "Buster", "Setback"))
    assert said(state, "leap", "roll 3", "move f3") == [
        "Blue plays Leap", None, "Blue rolled 3 and walks to f3, over the wall on d3"]


def test_a_double_leap_in_russian(russian):
    walls = " ".join(f"{c}{r}" for c in "de" for r in range(1, 9))
    state = position("c3", "h2", walls=walls, hand=("I2", "L3", "Double Leap", "Buster", "Setback"))
    assert said(state, "leap2", "roll 4", "move g3") == [
        "Синий играет «Двойной прыжок»", None, "Синий идёт на g3 через стены d3 и e3 (выпало 4)"]


def test_setbacks_tell_the_push_with_the_owner_declined(russian):
    state = position("c3", "d6", walls="c6 d7",
                     hand=("I2", "L3", "Setback", "Double Setback", "Buster", "Leap"), cards_left=2)
    assert said(state.copy(), "setback 2 e6", "setback 2 f6 f5") == [
        "Синий сдвигает Алого с d6 на e6", "Синий сдвигает Алого с e6 через f6 на f5"]
    i18n.set_language("en")
    assert said(state, "setback 2 e6", "setback 2 f6 f5") == [
        "Blue pushes Vermillion from d6 to e6", "Blue pushes Vermillion from e6 via f6 to f5"]


def test_a_missed_turn_follows_the_walk_that_ends_the_turn_before_it():
    state = position("c3", "g5", walls="d4 e4 f4", hand=("I2", "L3", "Lose A Turn", "Buster", "Setback"))
    assert said(state, "skip 2", "roll 2", "move e3")[2] == "Blue rolled 2 and walks to e3 — Vermillion misses a turn"


def test_a_discard_names_the_card_now_face_up():
    state = position("c3", "g5", hand=("Buster", "Buster", "Buster", "Double Buster", "Double Buster"))
    assert said(state, "discard Buster") == ["Blue has no card to play and discards Buster"]


def test_the_winning_walk(russian):
    state = position("h8", "c7", walls="g9 g8 h7", phase="roll")
    assert said(state, "roll 5", "move i9") == [None, "Синий побеждает, дойдя до i9 (выпало 5)"]


def test_two_pawns_say_which_pawn_walks():
    state = table_position(2, pawns="a1 k1 k11 a11", phase="move", roll=1, two_pawns=True)
    assert said(state, "move k11 k10") == ["Blue rolled 1 and walks from k11 to k10"]


def test_words_never_name_a_card_the_move_did_not_show():
    """Over a whole random game: a sentence names only the card the move played or
    discarded, never one drawn into a hand."""
    rng = random.Random(4)
    state = new_game(players=4, seed=11)
    for _ in range(160):
        if state.is_over():
            break
        move = str(rng.choice(state.legal_moves()))
        before = state.copy()
        events = state.play(move)
        sentence = words.describe(move, events, before, noun) or ""
        shown = {e.card for e in events if isinstance(e, (CardPlayed, Discarded))}
        for card in sorted(shown, key=len, reverse=True):
            sentence = sentence.replace(card, "")
        named = [c for c in CARD_NAMES if re.search(rf"(?<![\w-]){re.escape(c)}(?![\w-])", sentence)]
        assert not named, (move, sentence)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_sentence_of_a_four_player_game_fits_one_line_of_the_move_list(make_app, lang):
    make_app()
    width = GameScene.log_area.w - 26
    rng = random.Random(8)
    state = new_game(players=4, seed=2, size=13)
    i18n.set_language(lang)
    try:
        for _ in range(200):
            if state.is_over():
                break
            move = str(rng.choice(state.legal_moves()))
            before = state.copy()
            sentence = words.describe(move, state.play(move), before, noun)
            assert sentence is None or text.font("small").size(sentence)[0] <= width, sentence
    finally:
        i18n.set_language("en")


# --- the guide ----------------------------------------------------------------------------------

def follow(app, scene, session, move, limit=8):
    """Click where ``guide`` points until ``move`` is played; the keys pointed at, in order.
    Each must be one of the focus cursor's choices at the time."""
    keys = []
    for _ in range(limit):
        if session.moves and session.moves[-1] == move:
            return keys
        target = scene.guide(move)
        assert target is not None
        assert target.key in {t.key for t in scene.focus_targets()}, target.key
        keys.append(target.key[:2])
        click(app, target.centre)
    raise AssertionError(f"{move} was never played; pressed {keys}")


def test_guide_turns_a_wall_card_until_the_ghost_stands_upright(make_app):
    state = position(hand=("L3", "I3", "S4", "Buster", "Leap", "Setback"), cards_left=2)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    slot = state.hands[0].index("I3")
    assert follow(app, scene, session, "wall f2 f3 f4") == [
        ("card", slot), ("button", "Turn"), ("cell", "f3")]


def test_guide_mirrors_a_shape_that_no_turn_gives(make_app):
    state = position("c3", "g2", walls="d2 d3", hand=("I2", "S4", "Buster", "Leap", "Setback"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    slot = state.hands[0].index("S4")
    assert follow(app, scene, session, "wall e6 f5 f6 g5") == [
        ("card", slot), ("button", "Mirror"), ("cell", "f5")]


def test_guide_drops_a_wrong_wall_then_picks_the_two_to_bust(make_app):
    state = position("c4", "g2", walls="a5 b5 c5 d5 e5 f5",
                     hand=("I2", "Buster", "Double Buster", "Leap", "Setback", "L3"), cards_left=2)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("Double Buster")].center)
    click(app, scene.layout.centre("a5"))
    assert follow(app, scene, session, "bust d5 e5") == [
        ("cell", "a5"), ("cell", "d5"), ("cell", "e5"), ("button", "Play card")]


def test_guide_for_a_double_setback_the_pawn_then_each_step(make_app):
    state = position("c3", "d6", walls="c6 d7", hand=("I2", "L3", "Double Setback", "Buster", "Leap"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    slot = state.hands[0].index("Double Setback")
    assert follow(app, scene, session, "setback 2 e6 f6") == [
        ("card", slot), ("cell", "d6"), ("cell", "e6"), ("cell", "f6")]


def test_guide_for_lose_a_turn_points_at_the_opponent(make_app):
    state = table_position(3, hand=("Lose A Turn", "Leap", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT, BOT])
    slot = state.hands[0].index("Lose A Turn")
    assert follow(app, scene, session, "skip 3") == [
        ("card", slot), ("player", 2)]


def test_guide_after_the_roll_picks_the_pawn_then_the_cell(make_app):
    state = table_position(2, pawns="a1 k1 k11 a11", phase="move", roll=1, two_pawns=True)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    assert follow(app, scene, session, "move k11 k10") == [("pawn", "k11"), ("cell", "k10")]


def test_the_help_page_on_shutting_in_shows_a_wall_the_rules_refuse():
    state = position(walls=pictures.ROUTE_WALLS, hand=("I2",))
    assert not state.placement_legal(pictures.ROUTE_SHUT)
    assert state.placement_legal(pictures.ROUTE_FITS)



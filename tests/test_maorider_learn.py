"""Learning Maorider Chess: the move list in words, the guide (the lesson's pointing hand), the
focus cursor's choices, the pulse on the pieces that can move, the help pages' pictures and the
lesson's words."""
import random

import pytest

from games.engine import i18n, registry, widgets
from games.engine.i18n import Noun, tr
from games.maorider import pictures, words
from games.maorider.rules import GameOver, Moved, build_position, new_game
from games.maorider.tutorial import CANNON, FREEZING, LEAPERS, PROMOTION
from tests.conftest import click
from tests.test_maorider_scene import at, open_scene, settle
from tests.test_tutorials import lesson_scene

def noun(player):
    return Noun(("White", "Black")[player])


def said(state, *moves):
    """The sentence of each move, played in turn from ``state`` (which is changed)."""
    sentences = []
    for move in moves:
        before = state.copy()
        sentences.append(words.describe(state.play(move), before, noun))
    return sentences


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def board(placement, side="w"):
    return new_game(position=build_position(placement, side))


# --- the move list in words -------------------------------------------------------------------

def test_a_capture_names_the_piece_and_whose_it_was():
    assert said(board(LEAPERS), "g1h3") == ["White: Knight from g1 to h3 — takes Black's Pawn"]


def test_a_capture_in_russian_declines_piece_and_side(russian):
    assert said(board(LEAPERS), "g1h3") == ["Белые: Конь с g1 на h3 — бьёт Пешку Чёрных"]


def test_a_maorider_says_how_many_leaps_it_made(russian):
    assert said(board(LEAPERS), "f1h5") == ["Белые: Маорайдер с f1 на h5 за 2 прыжка — бьёт Верблюда Чёрных"]
    i18n.set_language("en")
    assert said(board(LEAPERS), "f1h5") == ["White: Maorider from f1 to h5 in 2 leaps — takes Black's Camel"]
    assert said(board(LEAPERS), "f1e3") == ["White: Maorider from f1 to e3"]


def test_a_cannon_shot_names_the_cannon_and_its_target(russian):
    assert said(board(CANNON), "c3@c5") == ["Белые: Пушка на c3 стреляет по Ладье на c5"]
    i18n.set_language("en")
    assert said(board(CANNON), "c3@c5") == ["White's Cannon on c3 shoots the Rook on c5"]


def test_a_recruit_names_the_frozen_piece(russian):
    state = board(FREEZING)
    assert said(state.copy(), "e3e4", "h7h6", "+d5")[2] == "Белые: Король вербует замороженную Ладью на d5"
    i18n.set_language("en")
    assert said(state, "e3e4", "h7h6", "+d5") == [
        "White: King from e3 to e4", "Black: Pawn from h7 to h6",
        "White's King recruits the frozen Rook on d5"]


def test_promotions_check_and_a_mated_king_removed():
    assert said(board(PROMOTION), "g7g8", "i5i4", "c7c8", "d4a4", "-a1") == [
        "White: Pawn from g7 to g8 — becomes a Gold General",
        "Black: King from i5 to i4",
        "White: Silver General from c7 to c8 — becomes a King",
        "Black: Rook from d4 to a4 — check",
        "White: the mated King on a1 leaves the board"]


def test_promotions_in_russian_put_the_new_piece_in_the_instrumental(russian):
    sentences = said(board(PROMOTION), "g7g8", "i5i4", "c7c8")
    assert sentences[0] == "Белые: Пешка с g7 на g8 — становится Золотым генералом"
    assert sentences[2] == "Белые: Серебряный генерал с c7 на c8 — становится Королём"


def test_checkmate_and_the_stalemate_that_wins(russian):
    mate = {"e1": "K", "e5": "R", "a8": "k", "a7": "p", "b7": "p"}
    stalemate = {"e1": "K", "e4": "R", "a6": "P", "a8": "k", "a7": "p"}
    assert said(board(mate), "e5e8") == ["Белые: Ладья с e5 на e8 — мат — победа Белых"]
    assert said(board(stalemate), "e4b4") == ["Белые: Ладья с e4 на b4 — у Чёрных нет ходов — победа Белых"]
    i18n.set_language("en")
    assert said(board(mate), "e5e8") == ["White: Rook from e5 to e8 — checkmate: White wins"]
    assert said(board(stalemate), "e4b4") == ["White: Rook from e4 to b4 — Black cannot move: White wins"]


def test_a_draw_by_repetition_ends_the_sentence():
    state = board({"e1": "K", "e8": "k", "a2": "P", "a7": "p"})
    shuffle = ("e1d1", "e8d8", "d1e1", "d8e8") * 2
    assert said(state, *shuffle)[-1] == "Black: King from d8 to e8 — draw by threefold repetition"


def test_the_hundred_ply_draw_counts_its_plies_in_russian(russian):
    state = board({"e1": "K", "e8": "k"})
    events = [Moved("K", "e1", "d1"), GameOver("1/2-1/2", "100 plies")]
    assert words.describe(events, state, noun) == (
        "Белые: Король с e1 на d1 — ничья: 100 полуходов без изменений")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_move_of_random_games_gets_a_whole_sentence(lang):
    i18n.set_language(lang)
    try:
        for seed in range(3):
            rng = random.Random(seed)
            state = new_game()
            for _ in range(120):
                if state.is_over():
                    break
                move = str(rng.choice(state.legal_moves()))
                before = state.copy()
                sentence = words.describe(state.play(move), before, noun)
                assert sentence and "{" not in sentence, (move, sentence)
                assert sentence.startswith(tr(("White", "Black")[before.side])), sentence
    finally:
        i18n.set_language("en")


def test_the_scene_tells_its_moves_in_words(make_app):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    click(app, at("g1", scene))
    click(app, at("h3", scene))
    settle(app, scene)
    assert scene.describes()
    assert scene.word_lines() == [(0, "White: Knight from g1 to h3 — takes Black's Pawn")]


# --- choices and the guide --------------------------------------------------------------------

def board_keys(scene):
    return [t.key for t in scene.choices() if t.key[0] != "button"]


def test_choices_are_the_pieces_that_can_move_then_the_panels_buttons(make_app):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    assert board_keys(scene) == [("piece", sq) for sq in ("b1", "e1", "f1", "g1", "b2")]
    buttons = [t.key[1] for t in scene.panel_targets()]
    assert buttons == ["Flip board", "Pieces", "Copy position", "Paste position"], "Redo: nothing to redo"
    assert {("button", b) for b in buttons} <= {t.key[:2] for t in scene.focus_targets()}


def test_once_a_piece_is_chosen_its_destinations_come_first(make_app):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    click(app, at("f1", scene))
    keys = board_keys(scene)
    assert keys[:5] == [("to", sq) for sq in ("e3", "g3", "d5", "h5", "c7")]
    assert ("piece", "f1") in keys[5:], "the chosen piece stays choosable (to put it down)"


def test_frozen_pieces_are_not_offered(make_app):
    state = board({"e1": "K", "e8": "k", "d4": "K", "d5": "n", "a1": "R"}, "b")
    app, session, scene = open_scene(make_app, state)
    assert ("piece", "d5") not in board_keys(scene)


def follow(app, scene, session, move, limit=4):
    """Click where ``guide`` points until ``move`` is played; the keys pointed at, in order.
    Each must be one of the focus cursor's targets at the time."""
    keys = []
    for _ in range(limit):
        if session.moves and session.moves[-1] == move:
            return keys
        target = scene.guide(move)
        assert target is not None
        assert target.key in {t.key for t in scene.focus_targets()}, target.key
        keys.append(target.key)
        click(app, target.centre)
    raise AssertionError(f"{move} was never played; pressed {keys}")


def test_guide_points_at_the_piece_then_where_it_goes(make_app):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    assert follow(app, scene, session, "f1h5") == [("piece", "f1"), ("to", "h5")]


def test_guide_switches_from_a_wrongly_chosen_piece(make_app):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    click(app, at("g1", scene))
    assert follow(app, scene, session, "b1d2") == [("piece", "b1"), ("to", "d2")]


def test_guide_for_a_cannon_shot(make_app):
    app, session, scene = open_scene(make_app, board(CANNON))
    assert follow(app, scene, session, "c3@c5") == [("piece", "c3"), ("to", "c5")]


def test_guide_puts_down_a_piece_that_would_take_the_piece_to_recruit(make_app):
    state = board({"e4": "K", "d5": "r", "d1": "R", "e8": "k", "a7": "p"})
    app, session, scene = open_scene(make_app, state)
    click(app, at("d1", scene))
    assert "d5" in scene.targets(), "the Rook could take it"
    assert ("recruit", "d5") not in board_keys(scene)
    assert follow(app, scene, session, "+d5") == [("piece", "d1"), ("recruit", "d5")]


def test_guide_and_choices_for_a_mated_king(make_app):
    state = board(pictures.TWO_KINGS)
    app, session, scene = open_scene(make_app, state)
    assert board_keys(scene) == [("remove", "a1")]
    assert follow(app, scene, session, "-a1") == [("remove", "a1")]


def test_a_lesson_hides_redo_copy_and_paste(make_app):
    app = make_app()
    scene = lesson_scene(app, "maorider", 1)
    shown = [b.label for b in scene.game.panel_buttons.buttons if b.visible()]
    assert shown == ["Flip board", "Pieces"]


# --- what can I touch? --------------------------------------------------------------------------

def pulses(app, scene, monkeypatch):
    """The centres the board pulses at in one drawn frame."""
    centres = []
    monkeypatch.setattr(widgets, "soft_pulse", lambda surface, centre, radius, frame: centres.append(centre))
    scene.draw(app.screen)
    monkeypatch.undo()
    return centres


def test_the_pieces_that_can_move_pulse_while_nothing_is_chosen(make_app, monkeypatch):
    app, session, scene = open_scene(make_app, board(LEAPERS))
    assert pulses(app, scene, monkeypatch) == [at(sq, scene) for sq in scene.movable()]
    assert set(scene.movable()) == {"b1", "b2", "e1", "f1", "g1"}
    click(app, at("f1", scene))
    assert pulses(app, scene, monkeypatch) == [], "a chosen piece shows its moves instead"


def test_nothing_pulses_while_the_computer_is_to_move(make_app, monkeypatch):
    from games.engine.session import Seat
    app, session, scene = open_scene(make_app, board(LEAPERS, "b"), seats=(Seat(), Seat(computer=True)))
    assert pulses(app, scene, monkeypatch) == []


def test_the_help_pictures_show_what_the_rules_say():
    frozen = board(pictures.FROZEN_AT, "b")
    assert frozen.frozen() == {"d5"}, "the Rook is frozen, the Knight beside its King is not"
    assert board(pictures.FROZEN_AT, "w").recruitable() == {"d5"}
    assert [str(m) for m in board(pictures.TWO_KINGS).legal_moves()] == ["-a1"]
    assert board(pictures.STALEMATED, "b").outcome() == ("1-0", "stalemate")


def test_the_lesson_shows_every_kind_of_piece_and_move():
    """Every piece moves in the lesson, the Cannon shoots, a King recruits, a Pawn and the
    Silver General promote, a mated King is removed, and the game ends in mate and stalemate."""
    lesson = registry.get("maorider").lesson()
    moved, kinds, endings = set(), set(), set()
    state = None
    for lesson_step in lesson.steps:
        if lesson_step.start is not None:
            state = lesson_step.start()
        for move in lesson_step.moves:
            if state.side == lesson.learner:
                for event in state.copy().play(move):
                    kinds.add(type(event).__name__)
                    if isinstance(event, Moved):
                        moved.add(event.piece)
                    if isinstance(event, GameOver):
                        endings.add(event.reason)
            state.play(move)
    assert moved >= set("KRCEMZNPTSA")
    assert kinds >= {"Captured", "Shot", "Recruited", "Promoted", "KingRemoved"}
    assert endings == {"checkmate", "stalemate"}

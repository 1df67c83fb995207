"""The rules of the table (shared/design.md, "Table play"): dice that undo cannot change, one
undo policy, a person's own dice, one turn indicator."""
import pygame
import pytest

from games.engine import registry
from games.engine.rules_base import CHANCE
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from tests.conftest import key, step

PERSON, BOT = Seat(), Seat(computer=True, level=0)


@pytest.fixture(autouse=True)
def games():
    registry.discover()


def play_plies(session, plies):
    """Roll at chance nodes, else play the first legal move, ``plies`` times."""
    for _ in range(plies):
        if session.state.is_over():
            return
        if session.state.to_move == CHANCE:
            session.roll()
        else:
            session.play(session.state.legal_moves()[0])


@pytest.mark.parametrize("game", ["labyrinth", "mazing"])
def test_undo_and_the_same_moves_give_the_same_dice(game):
    # One person and a computer: nothing is secret, so Undo may go back over rolls and draws.
    session = Session.new(registry.get(game), [PERSON, BOT], seed=11, autosave=False)
    play_plies(session, 40)
    straight = list(session.moves)
    for _ in range(6):
        session.undo()
    assert len(session.moves) < len(straight)
    play_plies(session, len(straight) - len(session.moves))
    assert session.moves == straight


@pytest.mark.parametrize("game", ["labyrinth", "mazing"])
def test_a_resumed_game_rolls_what_the_uninterrupted_one_rolls(game):
    info = registry.get(game)
    straight = Session.new(info, [PERSON, PERSON], seed=23, autosave=False)
    play_plies(straight, 60)
    saved = Session.new(info, [PERSON, PERSON], seed=23)
    play_plies(saved, 25)
    resumed = Session.resume(game)
    play_plies(resumed, 35)
    assert resumed.moves == straight.moves


def test_chance_and_computer_seeds_depend_on_seed_and_ply_only():
    info = registry.get("labyrinth")
    a = Session.new(info, [PERSON, PERSON], seed=5, autosave=False)
    b = Session.new(info, [PERSON, PERSON], seed=5, autosave=False)
    for _ in range(3):
        a.chance_move()  # asking again never changes the answer
    assert a.chance_move() == b.chance_move() and a.computer_seed() == b.computer_seed()


def test_open_games_undo_the_last_decision_at_the_table_whoevers_it_was():
    session = Session.new(registry.get("maze"), [PERSON, PERSON], seed=3, autosave=False)
    session.play(session.state.legal_moves()[0])
    session.play(session.state.legal_moves()[0])
    assert session.can_undo() and session.undo() == 1
    assert session.can_undo() and session.undo() == 1
    assert not session.can_undo()


def test_undo_takes_the_computer_moves_after_a_persons_decision_along():
    session = Session.new(registry.get("maze"), [PERSON, BOT], seed=3, autosave=False)
    session.play(session.state.legal_moves()[0])
    session.play(session.state.legal_moves()[0])
    assert session.undo() == 2 and session.moves == []


def test_mazing_two_people_cannot_undo_once_the_turn_has_passed():
    info = registry.get("mazing")
    session = Session.new(info, [PERSON, PERSON], seed=8, autosave=False)
    session.take_screen(0)
    state = session.state
    session.play(state.legal_moves()[0])
    if state.to_move == 0:  # a first card of two: its owner may take it back
        assert session.can_undo()
    while session.state.to_move in (0, CHANCE):
        if session.state.to_move == CHANCE:
            session.roll()
        else:
            session.play(session.state.legal_moves()[0])
    assert session.state.to_move == 1 and session.cover_due()
    assert not session.can_undo(), "the cover is up and the last decision was player 1's"
    session.take_screen(1)
    assert not session.can_undo(), "player 2 may not take back player 1's turn"


def test_mazing_open_hands_and_one_person_keep_nothing_secret():
    info = registry.get("mazing")
    assert not Session.new(info, [PERSON, PERSON], {"open_hands": True}, seed=8, autosave=False).secret()
    assert not Session.new(info, [PERSON, BOT], seed=8, autosave=False).secret()
    assert Session.new(info, [PERSON, PERSON], seed=8, autosave=False).secret()


def test_terra_two_people_cannot_undo_a_game_masters_answer():
    from tests.terra_maps import EXAMPLE
    info = registry.get("terra")
    state = info.rules_module().new_game(players=2, maze=EXAMPLE)
    session = Session(info, state, [PERSON, PERSON], {}, seed=1, autosave=False)
    session.take_screen(0)
    session.play("start a2")
    assert not session.can_undo(), "the game master has answered"
    lone = Session(info, info.rules_module().new_game(players=2, maze=EXAMPLE), [PERSON, BOT], {},
                   seed=1, autosave=False)
    lone.play("start a2")
    assert lone.can_undo(), "one person at the screen: nothing is secret"


def open_labyrinth(make_app, seats):
    info = registry.get("labyrinth")
    app = make_app()
    session = Session.new(info, seats, seed=4, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    return app, session, scene


def test_a_persons_roll_waits_for_them(make_app):
    app, session, scene = open_labyrinth(make_app, [PERSON, BOT])
    step(app, 300)
    assert session.moves == [] and scene.can_roll()
    assert "roll" in scene.status_text().lower()
    key(app, pygame.K_SPACE)
    assert session.moves and session.moves[0].startswith("roll ")


def test_a_computers_roll_rolls_itself(make_app):
    app, session, scene = open_labyrinth(make_app, [BOT, PERSON])
    step(app, 120)
    assert session.moves and session.moves[0].startswith("roll ")


def test_status_line_badge_and_highlighted_row_agree_on_every_frame(make_app):
    app, session, scene = open_labyrinth(make_app, [PERSON, BOT])
    seen = set()
    for frame in range(2400):
        if scene.can_roll():
            scene.roll()
        elif scene.human_to_move():
            scene.submit(session.state.legal_moves()[0])
        step(app)
        player = scene.turn_player()
        if scene.shown.is_over():
            break
        assert player == scene.shown.turn, frame
        assert scene.player_name(player) in scene.status_text(), (frame, scene.status_text())
        seen.add(player)
    assert seen == {0, 1}


def test_a_wasted_roll_stays_on_screen_in_the_seats_colour(make_app):
    app, session, scene = open_labyrinth(make_app, [PERSON, BOT])
    while True:
        move = session.chance_move()
        if "1" not in str(move).split()[1].split("-"):
            break
        session.seed += 1
    scene.roll()
    frames = 0
    while scene.anims.busy:
        step(app)
        frames += 1
    assert frames >= 90, "a turn that cannot move stays at least 1.5 s"
    assert session.state.turn == 1

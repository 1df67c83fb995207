"""Kids' Maze as a first game that explains itself: the goal card at the start and on request,
the partner's move and what a move brings about played one after the other, a pointing hand
that never covers a label, and the board's backdrops built before the first frame."""
import pygame
import pytest

from games.engine import registry, text
from games.engine.animation import Drawn, Path, Pause
from games.engine.i18n import set_language, tr
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maze import art, prompts
from games.maze.rules import DESERT, FIELDS, TREE
from games.maze.scene import KIDS_BEAT_FRAMES, PLANT_FRAMES
from tests.conftest import click, step
from tests.test_maze_scene import KIDS_DEMO_SEED, open_scene, settle


def kids_game(make_app, seats=None):
    return open_scene(make_app, key="maze-kids", seats=seats or [Seat(), Seat(True, 1)])


def test_the_goal_card_shows_at_the_start_with_its_line(make_app, monkeypatch):
    drawn = []
    real = text.blit_box
    monkeypatch.setattr(text, "blit_box", lambda surface, words, *a, **k: (drawn.append(words),
                                                                            real(surface, words, *a, **k)))
    app, scene, session = kids_game(make_app)
    assert scene.goal_shown()
    assert "Bring every Traveler home to the other side!" in drawn
    with_card, without = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    scene.draw(with_card)
    scene.goal_until = 0
    scene.draw(without)
    inside = prompts.GOAL_LINE_BOX.center
    assert with_card.get_at(inside) != without.get_at(inside), "the card is drawn over the board"


def test_the_goal_card_goes_by_itself_and_comes_back_when_asked(make_app):
    app, scene, session = kids_game(make_app)
    step(app, prompts.GOAL_FRAMES)
    assert not scene.goal_shown()
    click(app, scene.goal_button.rect.center)
    assert scene.goal_shown()
    step(app, prompts.GOAL_FRAMES // 2)
    assert scene.goal_shown()


def test_a_tap_ends_the_goal_card_and_still_picks_the_piece(make_app):
    app, scene, session = kids_game(make_app)
    field = scene.movable()[0]
    click(app, scene.layout.centre(field))
    assert not scene.goal_shown() and scene.selected == field


def test_the_standard_game_and_a_lesson_show_no_goal_card(make_app):
    app, scene, session = open_scene(make_app)
    assert not scene.goal_shown() and scene.goal_button is None
    app, scene, session = kids_game(make_app)
    scene.lesson = True
    assert not scene.goal_shown() and not scene.goal_button.visible()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_goal_line_and_its_button_fit_in_both_languages(make_app, lang):
    app, scene, session = kids_game(make_app)
    set_language(lang)
    try:
        line = tr(prompts.GOAL_LINE)
        assert line != prompts.GOAL_LINE or lang == "en"
        box = prompts.GOAL_LINE_BOX
        assert text.fits(line, "kids", box.w, box.h)
        button = scene.goal_button.rect.inflate(-12, -6)
        assert text.fits(scene.goal_button.caption(), "kids", button.w, button.h)
    finally:
        set_language("en")


# ----- one thing after another ------------------------------------------------------------------

def timeline(app, scene, frames=400):
    """(first frame it plays in, animation) for each animation, in the order played."""
    seen, last = [], None
    for frame in range(frames):
        step(app)
        active = scene.anims.active
        if active is not None and active is not last:
            seen.append((frame - active.elapsed + 1, active))
        last = active
        if not scene.anims.busy:
            break
    return seen


def tree_move(state):
    """A move of a Tree that takes root (not onto a desert)."""
    return next(m for m in state.legal_moves()
                if state.board[m.frm] & 15 == TREE + 1 and not DESERT[m.to])


def test_a_tree_takes_root_after_its_move_and_a_pause_of_its_own(make_app):
    app, scene, session = kids_game(make_app)
    scene.submit(tree_move(session.state))
    played = [(frame, anim) for frame, anim in timeline(app, scene) if anim.frames > 1]
    kinds = [type(anim) for _, anim in played]
    assert kinds == [Path, Pause, Drawn]
    (move_at, move), (pause_at, pause), (root_at, root) = played
    assert root.sound == "plant" and root.frames == PLANT_FRAMES
    assert pause_at - move_at == move.frames and pause.frames == KIDS_BEAT_FRAMES
    assert root_at - pause_at == KIDS_BEAT_FRAMES


def test_the_partners_move_and_its_planting_play_one_after_the_other(make_app):
    app, scene, session = kids_game(make_app)
    first = next(m for m in session.state.legal_moves() if not session.state.board[m.frm] & 15 == TREE + 1)
    scene.submit(first)
    settle(app, scene)
    assert session.state.to_move == 1 and session.seats[1].computer
    scene.submit(tree_move(session.state))  # what the partner plays, given here
    played = [(frame, anim) for frame, anim in timeline(app, scene) if anim.frames > 1]
    assert [type(anim) for _, anim in played] == [Drawn, Path, Pause, Drawn]
    (glow_at, glow), (move_at, move), (pause_at, _), (root_at, root) = played
    assert glow.frames == KIDS_BEAT_FRAMES and glow.sound is None, "the partner's piece glows first"
    assert move_at - glow_at == KIDS_BEAT_FRAMES
    assert pause_at - move_at == move.frames
    assert root_at - pause_at == KIDS_BEAT_FRAMES and root.sound == "plant"


def test_the_computer_partner_waits_its_turn_after_the_childs_move(make_app):
    app, scene, session = kids_game(make_app)
    scene.submit(session.state.legal_moves()[0])
    for _ in range(2000):
        step(app)
        if len(session.moves) == 2:
            break
    queue = [scene.anims.active] * (scene.anims.active is not None) + scene.anims.pending
    assert isinstance(queue[0], Drawn) and queue[0].frames == KIDS_BEAT_FRAMES
    assert isinstance(queue[1], (Path, Drawn)) and queue[1].frames > 1


def test_the_standard_game_keeps_its_pace(make_app):
    app, scene, session = open_scene(make_app, seats=[Seat(), Seat()], seed=KIDS_DEMO_SEED)
    scene.submit(tree_move(session.state))
    played = [type(anim) for _, anim in timeline(app, scene) if anim.frames > 1]
    assert Pause not in played


# ----- the hand and the labels -------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hand_covers_no_label_on_any_field(make_app, lang):
    app, scene, session = kids_game(make_app)
    set_language(lang)
    try:
        labels = scene.label_rects()
        assert len(labels) == 2 + 11, "the halves' names and the legend's"
        for field in FIELDS:
            tip, up = scene.hand_place(field)
            hand = prompts.hand_rect(tip, up)
            assert hand.collidelist(labels) < 0, (field, hand)
            # The fingertip touches the piece's edge, so the piece stays in sight.
            assert abs(tip[1] - scene.layout.centre(field)[1]) == scene.layout.cell * 9 // 25
    finally:
        set_language("en")


def test_the_hand_points_up_from_below_where_a_label_is_above(make_app):
    app, scene, session = kids_game(make_app)
    tip, up = scene.hand_place("a3")
    assert up and tip[1] > scene.layout.centre("a3")[1]
    tip, up = scene.hand_place("d3")
    assert not up and tip[1] < scene.layout.centre("d3")[1]


def test_the_drawn_hand_stays_inside_its_rect(make_app):
    for up in (False, True):
        for frame in range(0, 60, 5):
            surface = pygame.Surface((400, 400), pygame.SRCALPHA)
            prompts.draw_hand(surface, (200, 200), up, frame)
            drawn = surface.get_bounding_rect()
            assert prompts.hand_rect((200, 200), up).contains(drawn), (up, frame, drawn)


def test_a_guessed_hints_question_mark_covers_no_label(make_app):
    app, scene, session = kids_game(make_app)
    labels = scene.label_rects()
    radius = int(scene.layout.cell * 0.48)
    for field in FIELDS:
        x, y = scene.layout.centre(field)
        badge = pygame.Rect(0, 0, 28, 28)
        badge.center = (round(x + radius * 0.7), round(y - radius * 0.7))
        assert badge.collidelist(labels) < 0, field


# ----- no frame builds a backdrop ----------------------------------------------------------------

def test_the_backdrops_are_built_before_the_first_frame(make_app, monkeypatch):
    registry.discover()
    info = registry.get("maze-kids")
    app = make_app()
    session = Session.new(info, [Seat(), Seat(True, 1)], {"length": "long"}, seed=KIDS_DEMO_SEED,
                          autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    built = []
    monkeypatch.setattr(art, "board_surface", lambda kids: built.append(kids))
    app.ctx.switch(scene)
    scene.submit(session.state.legal_moves()[0])
    step(app, 200)
    assert built == [] and len(session.moves) >= 2, "both halves' backdrops were ready"
    assert {side for side, _ in scene._backdrops} == {0, 1, None}

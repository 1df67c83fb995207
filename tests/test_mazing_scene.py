"""The Mazing scene, driven headless by posted clicks, wheel turns and keys with an injected clock."""

import pygame

from games.engine import registry
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.mazing import rules
from games.mazing.rules import new_game
from tests.conftest import click, key, step, wheel
from tests.test_mazing_rules import position as rules_position

PERSON, BOT = Seat(), Seat(True, 1)


def position(players=2, **layout):
    """A set position (two players unless told): the rules tests' builder."""
    return rules_position(players, **layout)


def open_scene(make_app, state, seats, options=None, faster=False):
    registry.discover()
    info = registry.get("mazing")
    app = make_app()
    app.ctx.settings.faster = faster
    session = Session(info, state, seats, dict(options or {}), seed=5, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    return app, session, scene


def point(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    step(app)


def settle(app, scene, limit=3000):
    for _ in range(limit):
        step(app)
        if not scene.anims.busy:
            return
    raise AssertionError("animations never finished")


def centre(scene, cell):
    return scene.layout.centre(cell)


def test_four_computers_finish_a_game_frame_stepped(make_app):
    state = new_game(players=4, seed=3)
    app, session, scene = open_scene(make_app, state, [BOT] * 4, faster=True)
    for _ in range(200000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    assert session.state.is_over() and len(session.state.winners()) == 1
    assert scene.status_text().endswith("!")


def test_a_maze_card_ghost_follows_the_pointer_and_a_click_places_it(make_app):
    state = position(hand=("I3", "Leap", "Leap", "Setback", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("I3")].center)
    point(app, centre(scene, "f6"))
    assert scene.ghost_move() is not None and str(scene.ghost_move()) == "wall e6 f6 g6"
    click(app, centre(scene, "f6"))
    assert session.moves == ["wall e6 f6 g6"]


def test_a_ghost_over_a_wall_is_illegal_and_the_click_is_refused(make_app):
    state = position(walls="f7", hand=("I3", "Leap", "Leap", "Setback", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("I3")].center)
    point(app, centre(scene, "f7"))
    assert scene.ghost() and scene.ghost_move() is None
    click(app, centre(scene, "f7"))
    assert session.moves == [] and scene.error


def test_wheel_right_click_and_f_turn_and_mirror_the_ghost(make_app):
    state = position(hand=("L4", "Leap", "Leap", "Setback", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("L4")].center)
    forms = [scene.form]
    wheel(app)
    forms.append(scene.form)
    click(app, centre(scene, "f6"), button=3)
    forms.append(scene.form)
    key(app, pygame.K_f)
    forms.append(scene.form)
    assert len(set(forms)) == 4
    assert session.moves == []


def test_buster_picks_a_wall_then_play(make_app):
    state = position(walls="e5 h8", hand=("Buster", "Leap", "Leap", "Setback", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("Buster")].center)
    assert scene.targets() == {"e5", "h8"}
    click(app, centre(scene, "h8"))
    click(app, scene.play_button.rect.center)
    assert session.moves == ["bust h8"]


def test_double_buster_takes_two_touching_walls(make_app):
    state = position(walls="e5 e6 h8", hand=("Double Buster", "Leap", "Leap", "Setback", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("Double Buster")].center)
    assert "h8" not in scene.targets()
    click(app, centre(scene, "e6"))
    assert scene.targets() == {"e5"} and scene.chosen() is None
    click(app, centre(scene, "e5"))
    click(app, scene.play_button.rect.center)
    assert session.moves == ["bust e5 e6"]


def test_double_setback_picks_the_pawn_then_two_steps(make_app):
    state = position(pawns="a1 f5", hand=("Double Setback", "Leap", "Leap", "Buster", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("Double Setback")].center)
    assert scene.targets() == {"f5"}
    click(app, centre(scene, "f5"))
    assert scene.targets() == {"e5", "g5", "f4", "f6"}
    click(app, centre(scene, "f4"))
    click(app, centre(scene, "f3"))
    assert session.moves == ["setback 2 f4 f3"]


def test_lose_a_turn_picks_an_opponent_in_the_panel(make_app):
    state = position(players=3, hand=("Lose A Turn", "Leap", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT, BOT])
    click(app, scene.card_rects[state.hands[0].index("Lose A Turn")].center)
    click(app, scene.player_rects[2].center)
    assert session.moves == ["skip 3"]


def test_leap_is_armed_with_the_play_button(make_app):
    state = position(players=2, hand=("Leap", "Leap", "Buster", "Setback", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("Leap")].center)
    click(app, scene.play_button.rect.center)
    assert session.moves == ["leap"]


def test_a_hand_with_no_playable_card_discards(make_app):
    state = position(hand=("Buster", "Buster", "Double Buster", "Buster", "Buster", "Double Buster"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[0].center)
    assert scene.kind() == "discard"
    click(app, scene.play_button.rect.center)
    assert session.moves == ["discard Buster"]


def test_after_the_roll_reachable_cells_light_and_the_pawn_walks_there(make_app):
    state = position(walls="b1 b2", phase="move", roll=3)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    assert scene.targets() == {"a2", "a4", "b3"}, "steps may double back"
    click(app, centre(scene, "b3"))
    assert session.moves == ["move b3"]
    queued = [scene.anims.active] + scene.anims.pending
    steps = [a for a in queued if getattr(a, "token", None) == ("pawn", 0)]
    assert len(steps) == 3


def test_two_pawns_pick_the_pawn_then_the_cell(make_app):
    state = position(pawns="a1 k1 k11 a11", phase="move", roll=1, two_pawns=True)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    assert scene.pawn_pick is None and scene.targets() == set()
    click(app, centre(scene, "k11"))
    assert scene.targets() == {"j11", "k10"}
    click(app, centre(scene, "k10"))
    assert session.moves == ["move k11 k10"]


def test_a_hand_over_screen_hides_the_hand_between_two_people(make_app):
    state = position()
    app, session, scene = open_scene(make_app, state, [PERSON, PERSON])
    assert scene.handover_pending() and scene.viewer() is None
    click(app, centre(scene, "f6"))
    assert not scene.handover_pending() and scene.viewer() == 0
    assert session.moves == []


def test_open_hands_show_every_hand_without_a_hand_over(make_app):
    state = position()
    app, session, scene = open_scene(make_app, state, [PERSON, PERSON], {"open_hands": True})
    assert not scene.handover_pending() and scene.viewer() == 0


def test_one_person_always_sees_their_own_hand_and_never_a_bot_s(make_app):
    state = position(turn=1)
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    assert scene.viewer() == 0


def test_undo_until_the_draw_or_roll_reveals_something(make_app):
    """Two people: a person may take back their own first card, not the one that drew new
    cards, not the roll, and nothing once the turn has passed to the other person."""
    state = position(players=2, hand=("Leap", "Leap", "Buster", "Setback", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, PERSON])
    click(app, centre(scene, "f6"))
    assert not scene.handover_pending()
    click(app, scene.card_rects[state.hands[0].index("Leap")].center)
    click(app, scene.play_button.rect.center)
    settle(app, scene)
    assert scene.can_undo()
    click(app, scene.card_rects[session.state.hands[0].index("Leap")].center)
    click(app, scene.play_button.rect.center)
    settle(app, scene)
    assert session.moves == ["leap", "leap"] and session.state.to_move == rules.CHANCE
    assert not scene.can_undo(), "the second card drew new cards"
    step(app, 60)
    assert session.moves == ["leap", "leap"], "a person's die waits for that person"
    key(app, pygame.K_SPACE)
    settle(app, scene)
    assert session.moves[-1].startswith("roll ") and not scene.can_undo()


def test_one_person_may_undo_past_a_draw_when_nothing_is_secret(make_app):
    state = position(players=2, hand=("Leap", "Leap", "Buster", "Setback", "I3", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    for _ in range(2):
        click(app, scene.card_rects[session.state.hands[0].index("Leap")].center)
        click(app, scene.play_button.rect.center)
        settle(app, scene)
    assert session.state.to_move == rules.CHANCE and scene.can_undo()
    scene.undo()
    assert session.moves == ["leap"]

def test_placing_a_wall_names_the_controls_the_player_is_holding(make_app, monkeypatch):
    from games.engine import controls
    state = position(hand=("L4", "Leap", "Leap", "Setback", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    click(app, scene.card_rects[state.hands[0].index("L4")].center)
    assert "wheel" in scene.status_text()
    monkeypatch.setattr(controls, "_mode", "keyboard")
    assert "Q or E" in scene.status_text()
    monkeypatch.setattr(controls, "_mode", "pad")
    assert "LB or RB" in scene.status_text()


def test_with_keys_the_wall_ghost_stands_where_the_focus_is(make_app, monkeypatch):
    from games.engine import controls
    monkeypatch.setattr(controls, "_mode", "keyboard")
    state = position(hand=("L4", "Leap", "Leap", "Setback", "Buster", "I2"))
    app, session, scene = open_scene(make_app, state, [PERSON, BOT])
    card = scene.card_rects[state.hands[0].index("L4")]
    scene.focus.set(next(t for t in scene.focus_targets() if t.centre == card.center))
    key(app, pygame.K_RETURN)
    step(app, 2)
    focused = scene.focus.current(scene.focus_targets())
    assert scene.pointer == focused.centre, "the ghost follows the focus, not the old pointer"
    assert scene.ghost()

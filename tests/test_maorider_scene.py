"""The Maorider Chess scene, driven headless by posted clicks and drags with an injected clock."""
import pygame
import pytest

from games.engine import registry
from games.engine.i18n import has_translation
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maorider import art, rules
from games.maorider.ai import LEVELS
from games.maorider.scene import POSITION_FILE, MaoriderScene, PiecesScene, move_pattern
from tests.conftest import click, step

HUMANS = (Seat(), Seat())


def open_scene(make_app, state=None, seats=HUMANS, seed=5, faster=False):
    registry.discover()
    info = registry.get("maorider")
    app = make_app()
    app.ctx.settings.faster = faster
    session = Session(info, state or rules.new_game(), list(seats), {}, seed=seed, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app)
    return app, session, scene


def position(placement, side="w"):
    return rules.new_game(position=rules.build_position(placement, side))


def settle(app, scene, limit=3000):
    for _ in range(limit):
        step(app)
        if not scene.anims.busy:
            return
    raise AssertionError("animations never finished")


def at(square, scene):
    return art.square_centre(square, scene.flipped)


def post(kind, **fields):
    pygame.event.post(pygame.event.Event(kind, **fields))


def button(scene, label):
    rows = scene.panel_buttons.buttons + scene.buttons.buttons
    return next(b for b in rows if b.label == label)


def current(app):
    return app.manager.top


def test_the_game_is_registered_for_white_and_black():
    registry.discover()
    info = registry.get("maorider")
    assert info.scene_class() is MaoriderScene
    assert info.seat_names == ("White", "Black") and info.max_players == 2
    assert all(has_translation(level) for level in info.ai_levels())


def test_click_then_click_moves_a_piece(make_app):
    app, session, scene = open_scene(make_app)
    click(app, at("c3", scene))
    assert scene.selected == "c3" and set(scene.targets()) == {"d3", "c4"}
    click(app, at("c4", scene))
    assert session.moves == ["c3c4"]


def test_a_piece_can_be_dragged_onto_its_target(make_app):
    app, session, scene = open_scene(make_app)
    start, end = at("e2", scene), at("e3", scene)
    post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    post(pygame.MOUSEMOTION, pos=(start[0], start[1] - 40), rel=(0, -40), buttons=(1, 0, 0))
    step(app)
    assert scene.dragging
    post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    step(app)
    assert session.moves == ["e2e3"]


def test_a_second_click_on_the_chosen_piece_puts_it_down(make_app):
    app, session, scene = open_scene(make_app)
    click(app, at("c3", scene))
    click(app, at("c3", scene))
    assert scene.selected is None and session.moves == []


def test_a_frozen_piece_says_why_it_cannot_move(make_app):
    state = position({"e1": "K", "e8": "k", "d4": "K", "d5": "n", "a1": "R"}, "b")
    app, session, scene = open_scene(make_app, state)
    assert "d5" in scene.view(scene.shown).frozen
    click(app, at("d5", scene))
    assert scene.selected is None and "frozen" in scene.status_text()


def test_cannon_targets_get_crosshairs_and_a_click_shoots(make_app):
    state = position({"e1": "K", "e8": "k", "c3": "A", "c4": "P", "c5": "r", "a8": "r"})
    app, session, scene = open_scene(make_app, state)
    click(app, at("c3", scene))
    assert set(scene.view(scene.shown).shots["c3"]) == {"c5"}
    click(app, at("c5", scene))
    assert session.moves == ["c3@c5"]
    kinds = [type(a).__name__ for a in [scene.anims.active, *scene.anims.pending]]
    assert kinds[:2] == ["Drawn", "Drawn"], "a projectile, then the blast"
    settle(app, scene)
    assert "c5" not in scene.shown.pieces() and scene.view(scene.shown).taken[0] == ["R"]


def test_a_glowing_recruitable_piece_is_recruited_by_a_click(make_app):
    state = position({"e1": "K", "e8": "k", "d4": "K", "d5": "n", "h7": "p"})
    app, session, scene = open_scene(make_app, state)
    assert set(scene.view(scene.shown).recruits) == {"d5"}
    assert "recruited" in scene.status_text()
    click(app, at("d5", scene))
    assert session.moves == ["+d5"]
    settle(app, scene)
    assert scene.shown.pieces()["d5"] == (0, "N")


def test_a_mated_king_is_announced_and_removed_by_a_click(make_app):
    state = position({"a1": "K", "i5": "K", "e8": "k", "a3": "r", "b3": "r"})
    app, session, scene = open_scene(make_app, state)
    assert "a1" in scene.status_text() and "mated" in scene.status_text()
    click(app, at("a1", scene))
    assert session.moves == ["-a1"]
    settle(app, scene)
    assert "a1" not in scene.shown.pieces()


def test_a_promotion_flashes_the_new_piece_in_place_of_the_mover(make_app):
    state = position({"e1": "K", "e8": "k", "b7": "P", "a8": "r"})
    app, session, scene = open_scene(make_app, state)
    events = session.play("b7a8")
    anims = [scene.animate(e) for e in events]
    kinds = [type(e).__name__ for e in events]
    assert kinds[:3] == ["Moved", "Captured", "Promoted"]
    assert anims[2][0].token == anims[0][0].token == ("sq", "b7")


def test_undo_then_redo_replays_the_move(make_app):
    app, session, scene = open_scene(make_app)
    click(app, at("c3", scene))
    click(app, at("c4", scene))
    settle(app, scene)
    click(app, button(scene, "Undo").rect.center)
    assert session.moves == [] and scene.redo_stack == ["c3c4"]
    click(app, button(scene, "Redo").rect.center)
    assert session.moves == ["c3c4"] and scene.redo_stack == []


def test_a_new_move_after_undo_clears_redo(make_app):
    app, session, scene = open_scene(make_app)
    session.play("c3c4")
    scene.shown = session.state.copy()
    click(app, button(scene, "Undo").rect.center)
    click(app, at("g3", scene))
    click(app, at("g4", scene))
    assert session.moves == ["g3g4"] and scene.redo_stack == []


def test_flip_board_turns_the_squares_round(make_app):
    app, session, scene = open_scene(make_app)
    a1 = art.square_centre("a1")
    click(app, button(scene, "Flip board").rect.center)
    assert scene.flipped and art.square_at(a1, True) == "i8"
    click(app, at("c3", scene))
    click(app, at("c4", scene))
    assert session.moves == ["c3c4"]


def test_black_alone_against_the_computer_sees_the_board_from_black(make_app):
    app, session, scene = open_scene(make_app, seats=(Seat(True, 0), Seat()))
    assert scene.flipped


def test_copy_position_fills_clipboard_file_and_status(make_app, data_dir):
    app, session, scene = open_scene(make_app)
    click(app, button(scene, "Copy position").rect.center)
    text = (data_dir / POSITION_FILE).read_text(encoding="utf-8").strip()
    assert text == rules.START_POSITION
    assert pygame.scrap.get_text() == rules.START_POSITION
    assert scene.status_text().startswith("Copied: rcnzkzner/")


def test_a_bad_pasted_string_changes_nothing(make_app):
    app, session, scene = open_scene(make_app)
    session.play("c3c4")
    pygame.scrap.put_text("rcnzkzner/9 w")
    click(app, button(scene, "Paste position").rect.center)
    assert current(app) is scene and session.moves == ["c3c4"]
    assert "nothing was changed" in scene.error


def test_a_good_pasted_position_starts_a_new_game_there(make_app):
    app, session, scene = open_scene(make_app)
    wanted = rules.build_position({"e1": "K", "e8": "k", "c3": "A"}, "b")
    pygame.scrap.put_text(wanted)
    click(app, button(scene, "Paste position").rect.center)
    pasted = current(app)
    assert isinstance(pasted, MaoriderScene) and pasted is not scene
    assert pasted.session.state.position() == wanted and pasted.session.moves == []


def test_paste_reads_the_position_file_without_a_clipboard(make_app, data_dir, monkeypatch):
    app, session, scene = open_scene(make_app)
    wanted = rules.build_position({"e1": "K", "e8": "k", "d5": "Z"}, "w")
    (data_dir / POSITION_FILE).write_text(wanted + "\n", encoding="utf-8")

    def no_clipboard():
        raise pygame.error("no clipboard")
    monkeypatch.setattr(pygame.scrap, "get_text", no_clipboard)
    click(app, button(scene, "Paste position").rect.center)
    assert current(app).session.state.position() == wanted


def test_the_end_screen_names_mate_stalemate_and_draws(make_app):
    mate = position({"e1": "K", "a8": "k", "a4": "R", "b4": "R"}, "b")
    app, session, scene = open_scene(make_app, mate)
    assert scene.status_text() == "White wins by checkmate"
    no_king = position({"a8": "k", "a6": "R", "e1": "K"})
    no_king.play("a6a8")  # a King left attacked (pasted so) is taken
    scene.state = scene.session.state = no_king
    assert scene.status_text() == "White wins: Black have no King left"
    stalemate = position({"e1": "K", "a8": "k", "c7": "C", "b6": "C"}, "b")
    scene.state = scene.session.state = stalemate
    assert scene.status_text() == "White wins: Black cannot move"
    repeated = position({"e1": "K", "e8": "k", "a1": "R"})
    for move in ["e1e2", "e8e7", "e2e1", "e7e8"] * 2:
        repeated.play(move)
    scene.state = scene.session.state = repeated
    assert scene.status_text() == "Draw by threefold repetition"


def test_the_pieces_button_opens_the_diagrams(make_app):
    app, session, scene = open_scene(make_app)
    click(app, button(scene, "Pieces").rect.center)
    assert isinstance(current(app), PiecesScene)
    step(app, 2)
    click(app, current(app).buttons.buttons[0].rect.center)
    assert current(app) is scene


def test_piece_diagrams_follow_the_rules_tables():
    assert move_pattern("A")[(0, 2)] == "shoot" and move_pattern("A")[(0, 1)] == "move"
    assert move_pattern("P") == {(1, 1): "capture", (-1, 1): "capture", (0, 1): "move"}
    assert (4, 2) in move_pattern("Z") and (4, 2) not in move_pattern("M")
    assert (0, 4) in move_pattern("R") and (0, 3) not in move_pattern("C")


def test_two_computers_play_a_whole_game_to_its_end(make_app):
    # Seed 3 at the beginner level: a checkmate after 33 plies, animations at double speed.
    beginner = LEVELS.index("beginner")
    app, session, scene = open_scene(make_app, seats=(Seat(True, beginner), Seat(True, beginner)),
                                     seed=3, faster=True)
    for _ in range(20000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    assert session.state.is_over()
    assert session.state.outcome() == ("1-0", "checkmate")
    assert scene.status_text() == "White wins by checkmate"


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 13])
def test_two_computers_play_to_a_draw_by_repetition(make_app, seed):
    app, session, scene = open_scene(make_app, seats=(Seat(True, 0), Seat(True, 0)), seed=seed,
                                     faster=True)
    for _ in range(40000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    assert session.state.outcome() == ("1/2-1/2", "repetition")
    assert scene.status_text() == "Draw by threefold repetition"


def test_move_list_is_numbered_by_moves_not_plies(make_app):
    app, session, scene = open_scene(make_app)
    for square_from, square_to in (("e2", "e3"), ("d7", "d6"), ("d2", "d3")):
        click(app, at(square_from, scene))
        click(app, at(square_to, scene))
        settle(app, scene)
    assert scene.log_lines() == ["1. e2e3 d7d6", "2. d2d3"]


def test_move_list_of_a_game_starting_with_black(make_app):
    app, session, scene = open_scene(make_app, position({"e1": "K", "e8": "k", "c7": "p"}, "b"))
    click(app, at("c7", scene))
    click(app, at("c6", scene))
    settle(app, scene)
    assert scene.log_lines() == ["1\u2026 c7c6"]

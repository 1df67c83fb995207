"""The Maze scene: registration, click-click moves, hints, score sheet, kids' mode, the end."""
from __future__ import annotations

import pygame

from games.engine import registry
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from games.maze.hints import HintSearch
from games.maze.rules import score_sheet
from games.maze.scene import reason_text
from tests.conftest import click, step
from tests.test_maze_rules import SHORT_WIN, SHORT_WIN_LINE

PARTNER = 1
KIDS_DEMO_SEED = 6
BALANCED_DEMO_SEED = 22


def open_scene(make_app, key="maze", seats=None, seed=KIDS_DEMO_SEED, **options):
    registry.discover()
    info = registry.get(key)
    if info.kids:
        options.setdefault("length", "long")  # the deals these tests were written for
    app = make_app()
    session = Session.new(info, seats or [Seat(), Seat()], options, seed=seed, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 2)
    return app, scene, session


def settle(app, scene, limit=2000):
    for _ in range(limit):
        step(app)
        if not scene.anims.busy and (scene.wait == 0 or scene.state.is_over()):
            return


def play_by_clicks(app, scene, move: str) -> None:
    frm, to = move.rstrip("x").split("-")
    click(app, scene.layout.centre(frm))
    assert scene.selected == frm
    click(app, scene.layout.centre(to))


def demo_wins(make_app, key, seed, **options) -> Session:
    registry.discover()
    info = registry.get(key)
    app = make_app()
    app.ctx.settings.faster = True
    if info.kids:
        options.setdefault("length", "long")
    session = Session.new(info, [Seat(True, PARTNER)] * 2, options, seed=seed, autosave=False)
    scene = info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    for _ in range(200000):
        step(app)
        if session.state.is_over() and not scene.anims.busy:
            break
    return session


def test_two_tiles_registered_with_setup_option_and_kids_fixed() -> None:
    registry.discover()
    maze, kids = registry.get("maze"), registry.get("maze-kids")
    assert maze.seat_names == kids.seat_names == ("White", "Black")
    assert [o.key for o in maze.options] == ["balanced", "winnable"]
    assert dict(kids.fixed_options) == {"kids": True} and kids.kids and not maze.kids
    assert maze.help == kids.help == "games.maze.help:PAGES"
    assert maze.ai_levels() == ["easy", "normal"]


def test_clicking_a_piece_lights_its_destinations(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    click(app, scene.layout.centre("c3"))
    assert scene.selected == "c3"
    assert sorted(scene.targets) == sorted(str(m).split("-")[1].rstrip("x")
                                          for m in session.state.moves_from("c3"))


def test_click_click_plays_the_move(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    assert session.moves == ["c1-a3"]


def test_piece_on_the_other_half_cannot_be_picked(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    click(app, scene.layout.centre("c8"))
    assert scene.selected is None and session.moves == []
    assert "Black" in scene.status


def test_undo_takes_the_move_back(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    settle(app, scene)
    scene.undo()
    assert session.moves == [] and scene.shown.to_json() == session.state.to_json()


def test_hint_lights_a_winning_move_from_the_worker(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    scene.show_hint()
    step(app, 2)
    assert scene.hint_move is not None and scene.hint_move in session.state.legal_moves()


def test_hint_never_answers_for_the_computer_partner(make_app) -> None:
    app, scene, session = open_scene(make_app, seats=[Seat(), Seat(True, PARTNER)],
                                     setup=SHORT_WIN)
    scene.show_hint()
    play_by_clicks(app, scene, "c1-a3")
    settle(app, scene)
    for _ in range(200):
        step(app)
        if len(session.moves) == 2:
            break
    assert session.moves[0] == "c1-a3" and len(session.moves) == 2
    assert scene.hint_move is None


def test_score_sheet_export_writes_the_data_folder(make_app, data_dir) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    play_by_clicks(app, scene, "c1-a3")
    settle(app, scene)
    click(app, scene.panel_buttons.buttons[0].rect.center)
    files = list(data_dir.glob("maze-*.txt"))
    assert len(files) == 1 and files[0].read_text() == score_sheet(session.state)
    assert str(files[0]) in scene.note


def test_partners_win_by_clicks_and_see_the_win(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    for move in SHORT_WIN_LINE:
        play_by_clicks(app, scene, move)
        settle(app, scene)
    assert session.state.winners() == {0, 1}
    assert scene.status_text() == "You both won!"


def test_loss_screen_says_the_swap_can_no_longer_happen(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    for move in ("c1-b2", "c10-b9", "b2-c1"):
        play_by_clicks(app, scene, move)
        settle(app, scene)
    assert session.state.is_over() and not session.state.winners()
    assert scene.status_text() == "The swap can no longer happen"


def test_known_line_gives_a_sure_hint_and_a_yes(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    assert scene.hints.verdict(session.state).answer == "yes"  # searched as the turn began
    scene.show_hint()
    assert scene.hint_sure and "the next step of a winning line" in scene.status
    scene.ask_winnable()
    assert scene.winnable_text() == "Winnable from here: yes — a winning line is known"


def test_without_a_line_the_hint_says_it_only_looks_promising(make_app, monkeypatch) -> None:
    monkeypatch.setattr(HintSearch, "watch", lambda self, state: None)
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    scene.show_hint()
    assert scene.hint_move in session.state.legal_moves() and not scene.hint_sure
    assert scene.status.startswith("No winning line found yet — this move looks promising")
    assert scene.winnable_text() == "Winnable from here: not known — no winning line found in time"
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)  # the guess is drawn (dotted, with a question mark) without error


def test_a_guess_becomes_sure_when_the_line_turns_up(make_app, monkeypatch) -> None:
    watch = HintSearch.watch
    monkeypatch.setattr(HintSearch, "watch", lambda self, state: None)
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    scene.show_hint()
    assert not scene.hint_sure
    monkeypatch.setattr(HintSearch, "watch", watch)
    step(app, 2)
    assert scene.hint_sure and scene.hint_move in session.state.legal_moves()


def test_cut_off_loss_is_told_in_words() -> None:
    reason = ("the Traveler on c1 is cut off from d10 by dead pieces, planted Trees and fixed "
              "Travelers")
    assert reason_text(reason, False) == ("The Traveler on c1 can never reach d10: dead pieces, "
                                          "planted Trees and fixed Travelers bar every way")
    assert reason_text(reason, True) == "A Traveler is walled in and can never get across"


def test_loss_reasons_are_told_in_words() -> None:
    assert reason_text("a Traveler died in the desert on b4", False) == (
        "A Traveler fell asleep in the desert on b4")
    assert reason_text("a Traveler came back to its own home field c1", True) == (
        "A Traveler went back home and got stuck")
    assert reason_text("a Tree took root on home field d10", False).endswith("d10")
    assert reason_text("Black has no legal move", False) == "Black have no move left"


def test_kids_targets_are_big_and_notation_is_hidden(make_app) -> None:
    app, scene, session = open_scene(make_app, key="maze-kids")
    for button in scene.buttons.buttons + scene.panel_buttons.buttons:
        assert button.rect.w >= 64 and button.rect.h >= 64, button.label
    assert scene.layout.cell >= 64
    assert [b.label for b in scene.panel_buttons.buttons] == ["Hint!"]
    play_by_clicks(app, scene, str(session.state.legal_moves()[0]))
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    scene.draw_log(surface, scene.log_area)
    assert surface.get_bounding_rect().w == 0


def test_kids_hint_button_lights_piece_and_field(make_app) -> None:
    app, scene, session = open_scene(make_app, key="maze-kids")
    click(app, scene.panel_buttons.buttons[0].rect.center)
    step(app, 2)
    move = scene.hint_move
    assert move is not None and move in session.state.legal_moves()
    assert "glowing" in scene.kids_message() and str(move) not in scene.status_text()
    play_by_clicks(app, scene, str(move))
    assert session.moves == [str(move)]


def test_a_piece_put_back_after_a_hint_says_the_hint_again_and_the_hint_still_plays(make_app) -> None:
    app, scene, session = open_scene(make_app, key="maze-kids")
    click(app, scene.panel_buttons.buttons[0].rect.center)
    step(app, 2)
    move, hint_says = scene.hint_move, scene.kids_message()
    piece = scene.layout.centre(scene.guide(str(move)).key[1])
    click(app, piece)
    assert scene.selected is not None and scene.kids_message() != hint_says
    click(app, piece)
    assert scene.selected is None and scene.kids_message() == hint_says
    play_by_clicks(app, scene, str(move))
    assert session.moves == [str(move)]


def test_a_piece_put_back_says_again_whose_turn_it_is(make_app) -> None:
    app, scene, session = open_scene(make_app, key="maze-kids")
    before = scene.kids_message()
    field = scene.movable()[0]
    click(app, scene.layout.centre(field))
    assert scene.selected == field and scene.kids_message() != before
    click(app, scene.layout.centre(field), button=3)
    assert scene.selected is None and scene.kids_message() == before


def test_drawing_never_changes_the_state(make_app) -> None:
    app, scene, session = open_scene(make_app, setup=SHORT_WIN)
    before = session.state.to_json()
    click(app, scene.layout.centre("c3"))
    step(app, 30)
    assert session.state.to_json() == before


def test_computer_demo_wins_a_kids_deal(make_app) -> None:
    session = demo_wins(make_app, "maze-kids", KIDS_DEMO_SEED)
    assert session.state.winners() == {0, 1}


def test_computer_demo_wins_a_balanced_deal(make_app) -> None:
    session = demo_wins(make_app, "maze", BALANCED_DEMO_SEED, balanced=True)
    assert session.state.winners() == {0, 1}

"""Learning Terra Incognita: the game master's answer as a picture (only what its player may
know), the focus cursor's choices and the lesson's hand on concrete positions, and the guided
first game's own rules (the glue it waits for, its words in both languages)."""
import json

import pygame
import pytest

from games.engine import i18n, registry, text
from games.engine.game_scene import BOARD
from games.engine.i18n import tr
from games.engine.session import Seat
from games.terra import rules
from games.terra.answer import latest_answer, sentence
from games.terra.notebook import build_notebook
from games.terra.scene import ANSWER_BOX
from tests.conftest import click
from tests.terra_maps import EXAMPLE
from tests.test_terra_scene import centre_of, hole_notebook, open_scene, settle
from tests.test_tutorials import lesson_scene


def answer_of(state, player):
    obs = state.observation(player)
    return latest_answer(obs, build_notebook(obs))


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


# --- the answer as a picture ------------------------------------------------------------------

def test_the_answer_draws_the_players_cell_and_tells_the_news_without_the_walls():
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    answer = answer_of(state, 0)
    assert answer.sides == {"n": "open", "s": "wall", "w": "open", "e": "open"}
    assert answer.icons == ("treasure",)
    assert sentence(answer) == "Blue enters the labyrinth. Blue finds the treasure!"


def test_the_answer_names_a_cell_kind_other_than_empty_ground_and_a_rivers_mouth():
    state = rules.new_game(maze=EXAMPLE)
    state.play("start a1")  # a river: carried to its mouth, c1
    answer = answer_of(state, 0)
    assert answer.icons == ("river",) and answer.kind == "M"
    assert sentence(answer).endswith("Blue stands at a river mouth.")


def test_another_players_answer_never_shows_on_my_card():
    state = rules.new_game(players=2, maze=EXAMPLE)
    state.play("start b2")
    state.play("start a1")
    mine, theirs = answer_of(state, 0), answer_of(state, 1)
    assert mine.index == 0 and "Vermillion" not in sentence(mine)
    assert theirs.player == 1 and theirs.icons == ("river",)


def test_a_shot_that_wounds_me_shows_on_my_card_without_the_shooters_cell():
    state = rules.new_game(players=2, maze=EXAMPLE)
    for move in ("start b2", "start a2", "blast s", "shoot e"):
        state.play(move)
    answer = answer_of(state, 0)
    assert answer.icons == ("dropped", "wounded")
    assert sentence(answer) == ("Vermillion shoots east. The shot hits Blue. Blue is wounded. "
                                "Blue drops the treasure.")
    assert answer.sides["s"] == "open", "my own cell, with the wall I blasted"


def test_the_answer_is_the_same_whatever_the_player_has_not_seen():
    other = EXAMPLE.replace("|O .|A|", "|O .|H|")  # c3, which Blue never saw, is a hospital
    first, second = rules.new_game(maze=EXAMPLE), rules.new_game(maze=other)
    for state in (first, second):
        state.play("start b2")
    assert first.maze_text() != second.maze_text()
    assert answer_of(first, 0) == answer_of(second, 0)


def test_the_answer_in_russian(russian):
    state = rules.new_game(players=2, maze=EXAMPLE)
    for move in ("start b2", "start a2", "blast s", "shoot e"):
        state.play(move)
    assert sentence(answer_of(state, 0)) == ("Алый стреляет на восток. Пуля попадает в Синего. "
                                             "Синий ранен. Синий роняет клад.")


def modification_answers():
    """The answer cards of the modifications' news, each on a hand-made labyrinth."""
    from tests.terra_maps import TWO_FLOORS, open_maze
    cards = {}
    state = rules.new_game(maze=TWO_FLOORS)
    state.play("start a2")
    state.play("climb up")
    cards["climb up"] = answer_of(state, 0)
    state.play("climb down")
    cards["climb down"] = answer_of(state, 0)
    state = rules.new_game(maze=TWO_FLOORS)
    state.play("start c1")
    state.play("blast w")  # a grenade at the window's wall
    cards["grenade"] = answer_of(state, 0)
    state = rules.new_game(players=2, maze=open_maze(6), boomerang=True)
    state.play("start a1")
    state.play("start c1")
    state.bullets[0] = state.charges[0] = 0
    state.play("throw e")
    cards["boomerang"] = answer_of(state, 0)
    state = rules.new_game(maze=open_maze(5, bear="c1"), bear=True)
    state.play("start b1")
    cards["bear near"] = answer_of(state, 0)
    state = rules.new_game(maze=open_maze(5, bear="c1"), bear=True)
    state.play("start a1")
    state.bear = state.maze.cell("b1")
    state.play("move e")
    cards["eaten"] = answer_of(state, 0)
    state = rules.new_game(players=2, maze=open_maze(5), death=True)
    for move in ("start a1", "start c1", "shoot e", "move e", "shoot e"):
        state.play(move)
    cards["died"] = answer_of(state, 1)
    for move in ("move e", "move e", "move e"):  # Blue walks to the body on d1
        state.play(move)
    state.bullets[0] = 0
    state.play("loot")
    cards["loot"] = answer_of(state, 0)
    while state.dead[1]:
        state.play("move w" if "move w" in map(str, state.legal_moves()) else "move n")
    cards["returned"] = answer_of(state, 1)
    state = rules.new_game(players=2, maze=open_maze(5), death=True)
    for move in ("start a1", "start b1"):
        state.play(move)
    state.knife[1] = True
    state.play("move e")
    state.play("stab")
    cards["stab"] = answer_of(state, 1)
    return cards


def test_the_answer_has_an_icon_for_each_modifications_news():
    icons = {name: card.icons for name, card in modification_answers().items()}
    assert icons == {
        "climb up": ("climb_up",), "climb down": ("climb_down",), "grenade": ("grenade",),
        "boomerang": ("boomerang_hit", "boomerang_back"), "bear near": ("bear_near",),
        "eaten": ("eaten",), "died": ("died",), "loot": ("loot", "wait"), "returned": ("returned",),
        "stab": ("stab", "wait"),
    }


def test_every_answer_icon_draws_a_thing_in_its_disc(make_app):
    make_app()
    from games.terra import answer, art
    for icon in answer.ICON_ORDER:
        surface = pygame.Surface((60, 60))
        surface.fill(art.KNOWN_WASH)
        answer.draw_icon(surface, icon, (30, 30), 27, "e", 1)
        inside = {surface.get_at((x, y))[:3] for x in range(12, 48, 2) for y in range(12, 48, 2)}
        assert inside - {art.PAPER}, f"{icon} draws nothing but its disc"


def board_picture(scene):
    surface = pygame.Surface(BOARD.size)
    scene.draw_board(surface, scene.shown, set())
    return pygame.image.tobytes(surface.subsurface(ANSWER_BOX), "RGB")


def test_the_hand_over_cover_shows_nobodys_answer(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(players=2, maze=EXAMPLE), [Seat(), Seat()])
    blank = board_picture(scene)
    click(app, (300, 300))
    click(app, centre_of(scene, "b2"))
    settle(app, scene)
    assert scene.view() == ("cover", 1)
    assert scene.answer is None and board_picture(scene) == blank, "Blue's answer is hidden"
    click(app, (300, 300))
    assert scene.view() == ("notebook", 1)
    assert scene.answer is None and board_picture(scene) == blank, "Vermillion has no answer yet"
    click(app, centre_of(scene, "a2"))
    settle(app, scene)
    click(app, (300, 300))
    assert scene.view() == ("notebook", 0) and scene.answer.player == 0
    assert board_picture(scene) != blank


def test_the_answer_is_drawn_under_the_map_for_the_notebooks_owner(make_app):
    state = rules.new_game(players=2, maze=EXAMPLE)
    app, session, scene = open_scene(make_app, state, [Seat(), Seat(True, 1)], ("start b2", "start a1"))
    assert scene.answer.player == 0 and scene.answer.index == 0
    assert ANSWER_BOX.bottom <= BOARD.bottom and scene.answer_cell_rect().h >= 100, "big enough for a sofa"


# --- the focus cursor's choices and the hand ---------------------------------------------------

def keys(targets):
    return [t.key for t in targets]


def test_start_cells_are_the_choices_centre_first(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(maze=EXAMPLE), [Seat()])
    choices = keys(scene.choices())
    assert choices[0] == ("cell", "b2") and len(choices) == 9
    assert scene.guide("start a1").key == ("cell", "a1")


def test_a_turns_choices_are_the_arrows_the_compass_the_actions_and_the_scraps(make_app):
    app, session, scene = hole_notebook(make_app)  # on a3 after the hole: east and south open
    choices = keys(scene.choices())
    assert choices[:2] == [("arrow", "s"), ("arrow", "e")]
    assert ("compass", "s") in choices and ("compass", "n") not in choices
    assert [k for k in choices if k[0] == "mode"] == [("mode", "move"), ("mode", "blast"), ("mode", "shoot")]
    assert ("scrap", 1) in choices and "unglue" not in choices


def test_the_guide_picks_the_action_then_the_arrow_by_the_piece(make_app):
    state = rules.new_game(maze=EXAMPLE)
    state.play("start b2")
    app, session, scene = open_scene(make_app, state, [Seat()])
    target = scene.guide("blast s")
    assert target.key == ("mode", "blast")
    click(app, target.centre)
    target = scene.guide("blast s")
    assert target.key == ("arrow", "s")
    click(app, target.centre)
    assert session.moves == ["blast s"]


def test_the_guide_points_at_the_hand_over_cover_first(make_app):
    app, session, scene = open_scene(make_app, rules.new_game(players=2, maze=EXAMPLE), [Seat(), Seat()])
    assert scene.guide("start b2").key == "cover" and keys(scene.choices()) == ["cover"]


def test_wait_is_the_only_choice_of_a_walled_in_player_with_no_charges(make_app):
    walled_in = "+-+-+\n|. .|\n+-+ +\n|.|. \n+-+-+\ntreasure: b2"  # a1 shut in, no charges
    data = json.loads(rules.new_game(maze=walled_in).to_json())
    data.update(pos=[0], starts=[0], charges=[0])
    state = rules.from_json(json.dumps(data))
    assert [str(m) for m in state.legal_moves()] == ["wait"]
    app, session, scene = open_scene(make_app, state, [Seat()])
    assert keys(scene.choices()) == ["wait"] and scene.guide("wait").key == "wait"
    click(app, scene.guide("wait").centre)
    assert session.moves == ["wait"]


def test_a_scrap_is_pressed_at_the_piece_standing_on_it_not_at_an_arrow(make_app):
    app, session, scene = hole_notebook(make_app)
    target = scene.scrap_target(1)
    centre, grid = scene.me_point()
    assert target.centre == centre and target.rect[2] >= grid.rect.w
    click(app, target.centre)
    assert scene.drag is not None and scene.drag.grabbed == scene.book.me and session.moves == []


def test_a_tap_picks_a_scrap_up_and_the_next_tap_glues_it(make_app):
    app, session, scene = hole_notebook(make_app)
    click(app, scene.scrap_target(1).centre)
    assert scene.drag.carried
    click(app, centre_of(scene, "a3"))
    assert scene.drag is None and scene.glues[0] == [(1, 0, (0, 2))]


def test_a_tap_outside_the_map_puts_a_carried_scrap_back(make_app):
    app, session, scene = hole_notebook(make_app)
    click(app, scene.scrap_target(1).centre)
    click(app, (650, 500))
    assert scene.drag is None and not scene.glues.get(0) and session.moves == []


# --- the guided first game ---------------------------------------------------------------------

GLUE_STEP = 8
"""The lesson's step (from 0) that asks for the glue."""


def test_the_lesson_lets_the_move_after_the_glue_through_only_once_the_scrap_is_glued(make_app):
    app = make_app()
    scene = lesson_scene(app, "terra", GLUE_STEP)
    game = scene.game
    assert game.glue_due() == (1, (2, 2))
    east = next(rect for d, rect in game.piece_arrows() if d == "e")
    click(app, east.center)
    assert scene.session.script == ["move e", "move s"] and game.error.startswith("First glue")
    click(app, game.scrap_target(1).centre)
    click(app, centre_of(game, "d3"))  # the pages agree there too, but it is not where it lies
    assert game.error.startswith("Nearly") and not game.glues.get(0), "only the true place in a lesson"
    click(app, game.scrap_target(1).centre)
    assert scene.guide().key == ("drop", 0, 3, 1)
    click(app, centre_of(game, "d2"))
    assert game.glues[0] == [(1, 0, (2, 2))] and game.glue_due() is None
    click(app, scene.guide().centre)
    assert scene.session.script == ["move s"], "the step's move went through"


def test_glue_is_never_asked_for_outside_a_lesson(make_app):
    app, session, scene = hole_notebook(make_app)
    click(app, centre_of(scene, "b2"))
    assert scene.glue_due() is None


def test_every_lesson_step_fits_the_lessons_box_in_both_languages(make_app):
    from games.engine.tutorial import BOX
    make_app()
    lesson = registry.get("terra").lesson()
    for lang in ("en", "ru"):
        i18n.set_language(lang)
        try:
            for lesson_step in lesson.steps:
                for words in filter(None, (lesson_step.say, lesson_step.done)):
                    assert i18n.has_translation(words), words
                    assert len(text.wrap(tr(words), "body", BOX.w - 32)) <= 5, (lang, words)
        finally:
            i18n.set_language("en")


def test_the_russian_lesson_speaks_the_originals_words(russian):
    lesson = registry.get("terra").lesson()
    said = " ".join(tr(w) for s in lesson.steps for w in (s.say, s.done) if w).lower()
    for word in ("дырк", "больниц", "арсенал", "река", "устье", "клад", "обрыв"):
        assert word in said, word


def test_the_lesson_shows_every_special_rule_of_the_page():
    from games.terra.tutorial import LESSON
    state = LESSON.state_at(0)
    kinds = set()
    for lesson_step in LESSON.steps:
        for move in lesson_step.moves:
            kinds.update(type(event).__name__ for event in state.play(move))
    assert {"Carried", "Swallowed", "WallFell", "Refilled", "ShotFired", "Wounded", "Healed",
            "TreasureFound", "TreasureFalse", "Escaped"} <= kinds
    assert state.winners() == {0}


def test_on_a_loose_scrap_the_hand_points_at_the_panel_compass(make_app):
    """A scrap's arrows are drawn small in the tray: the hand shows the big compass instead."""
    import pygame
    from games.engine import registry
    from games.engine.tutorial import TutorialScene
    from tests.conftest import key, step
    registry.discover()
    app = make_app()
    app.ctx.router.tutorial(registry.get("terra"), 0)
    app.manager.process_requests()
    scene = app.manager.top
    assert isinstance(scene, TutorialScene)
    seen = 0
    for _ in range(20000):
        if scene.finished:
            break
        target = scene.guide()
        book = scene.game.book
        move = scene.expected()
        if target is not None and move and move.split()[0] in ("move", "blast", "shoot") \
                and book is not None and book.current != 0 and scene.game.mode == move.split()[0] \
                and scene.game.glue_due() is None and scene.game.drag is None:
            assert target.key[0] == "compass"
            seen += 1
        if target is not None:
            key(app, pygame.K_RETURN, frames=1)
        else:
            step(app)
    assert scene.finished and seen > 0

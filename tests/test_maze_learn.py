"""Learning Maze: each lesson step's position and moves checked against the rules model (the
rule it shows really happens), the kids' lesson on a kids' set-up, the lessons' words, and a
wrong field in a lesson."""
import re

import pytest

from games.engine import i18n, registry
from games.engine.tutorial import Step
from games.maze import tutorial
from games.maze.rules import (
    DESERTS,
    FIELDS,
    KIDS_PIECES,
    NEIGHBOURS,
    Died,
    Fixed,
    GameLost,
    GameWon,
    Moved,
    Planted,
    cut_off,
    field_colour,
    new_game,
)
from games.maze.tutorial import KIDS_LESSON, LESSON
from tests.conftest import click, step
from tests.test_tutorials import lesson_scene

registry.discover()
LESSONS = {"maze": LESSON, "maze-kids": KIDS_LESSON}


def played(lesson, index):
    """The state at the start of step ``index`` and the events of each of its moves."""
    state = lesson.state_at(index)
    before = state.copy()
    events = [state.play(move) for move in lesson.steps[index].moves]
    return before, state, events


def step_index(lesson, words):
    """The index of the one step whose English text starts with ``words``."""
    found = [i for i, s in enumerate(lesson.steps) if s.say.startswith(words)]
    assert len(found) == 1, words
    return found[0]


def first_move(lesson, words):
    """The first move of the step starting with ``words``: its position before, the Moved event
    and the other events of that move."""
    before, _, events = played(lesson, step_index(lesson, words))
    moved = next(e for e in events[0] if isinstance(e, Moved))
    return before, moved, events[0]


# --- the lessons as the rules have them -----------------------------------------------------------

@pytest.mark.parametrize("key", LESSONS)
def test_every_step_is_legal_in_the_rules_and_is_written_as_the_rules_write_it(key):
    lesson = LESSONS[key]
    lesson.check()
    for index, lesson_step in enumerate(lesson.steps):
        state = lesson.state_at(index)
        for move in lesson_step.moves:
            # The lesson accepts exactly the notation the scene submits (with its x).
            assert str(state.parse_move(move)) == move, (index + 1, move)
            state.play(move)


@pytest.mark.parametrize("key", LESSONS)
def test_the_learner_plays_white_and_the_game_goes_on_until_a_step_ends_it(key):
    lesson = LESSONS[key]
    assert lesson.learner == 0 and lesson.players == 2
    for index, lesson_step in enumerate(lesson.steps):
        state = lesson.state_at(index)
        assert not state.is_over(), f"step {index + 1} starts after the game ended"
        for move in lesson_step.moves:
            assert not state.is_over(), f"step {index + 1}: {move} after the end"
            state.play(move)
        following = lesson.steps[index + 1] if index + 1 < len(lesson.steps) else None
        if state.is_over():
            assert following is None or following.start is not None


def test_the_lessons_are_registered_on_both_tiles():
    assert registry.get("maze").lesson() is LESSON
    assert registry.get("maze-kids").lesson() is KIDS_LESSON


@pytest.mark.parametrize("key", LESSONS)
def test_every_lesson_text_has_a_russian_translation(key):
    for lesson_step in LESSONS[key].steps:
        for words in (lesson_step.say, lesson_step.done):
            assert not words or i18n.has_translation(words), words


def test_the_first_game_starts_from_a_set_up_with_white_to_move():
    state = LESSON.steps[0].start()
    assert state.moves == [] and state.to_move == 0
    assert [s.start is None for s in LESSON.steps[1:9]] == [True] * 8


def test_traveler_slides_along_a_diagonal():
    _, moved, _ = first_move(LESSON, "Each turn you move one piece")
    assert (moved.piece, moved.colour, moved.how) == ("traveler", "white", "slide")
    rows = [ord(f[0]) for f in moved.path]
    columns = [int(f[1:]) for f in moved.path]
    assert len(moved.path) > 2
    assert all(abs(b - a) == 1 for a, b in zip(rows, rows[1:]))
    assert all(abs(b - a) == 1 for a, b in zip(columns, columns[1:]))


def test_crossing_a_desert_is_safe():
    _, moved, events = first_move(LESSON, "Columns 4 and 7 are deserts")
    assert any(f in DESERTS for f in moved.path[1:-1]) and moved.to not in DESERTS
    assert not any(isinstance(e, Died) for e in events)


def test_lightning_steps_one_field_diagonally_and_falls_asleep_on_a_desert():
    before, moved, events = first_move(LESSON, "The Lightning steps one field diagonally")
    assert moved.piece == "lightning" and moved.how == "step"
    assert abs(int(moved.to[1:]) - int(moved.frm[1:])) == 1 and moved.frm[0] != moved.to[0]
    assert Died("lightning", "white", moved.to) in events
    assert not before.is_over()


def test_rabbit_jumps_over_a_sleeping_piece():
    before, moved, _ = first_move(LESSON, "A Rabbit jumps over one piece")
    assert moved.piece == "rabbit" and moved.how == "hop"
    middle = f"{moved.frm[0]}{(int(moved.frm[1:]) + int(moved.to[1:])) // 2}"
    assert before.piece_at(middle).state == "dead"


def test_stone_steps_forward_then_sideways():
    _, moved, _ = first_move(LESSON, "A Stone steps once forward")
    assert moved.piece == "stone"
    start, middle, end = moved.path
    assert start[0] == middle[0] and int(middle[1:]) == int(start[1:]) + 1  # forward for White
    assert middle[1:] == end[1:] and abs(ord(end[0]) - ord(middle[0])) == 1


def test_time_pawn_goes_exactly_its_number_of_fields_forward():
    _, moved, events = first_move(LESSON, "A Time Pawn goes exactly")
    assert moved.piece == "pawn2" and moved.how == "slide" and len(moved.path) == 3
    assert moved.frm[0] == moved.to[0] and int(moved.to[1:]) - int(moved.frm[1:]) == 2
    assert not any(isinstance(e, Died) for e in events)


def test_shadow_jumps_next_to_a_traveler_of_its_colour():
    before, moved, _ = first_move(LESSON, "A Shadow jumps")
    assert moved.piece == "shadow" and moved.how == "teleport"
    beside = {FIELDS[j] for j in NEIGHBOURS[FIELDS.index(moved.to)]}
    assert any((p := before.piece_at(f)) and p.kind == "traveler" and p.colour == "white"
               for f in beside)
    assert FIELDS.index(moved.frm) not in NEIGHBOURS[FIELDS.index(moved.to)]


def test_tree_is_planted_on_a_light_field_for_good():
    _, moved, events = first_move(LESSON, "Once a game a Tree")
    assert moved.piece == "tree" and field_colour(moved.to) == "light"
    assert Planted(moved.to) in events


def test_a_traveler_asleep_in_a_desert_loses_the_game():
    _, state, events = played(LESSON, step_index(LESSON, "The swap must stay possible"))
    assert GameLost("a Traveler died in the desert on f4") in events[-1]
    assert state.winners() == set()


def test_a_traveler_cut_off_by_planted_trees_loses_the_game():
    index = step_index(LESSON, "Each Traveler has one goal")
    before, state, _ = played(LESSON, index)
    assert cut_off(before.board) is None
    assert state.lost_reason == ("the Traveler on c1 is cut off from d10 by dead pieces, "
                                 "planted Trees and fixed Travelers")
    walls = [before.piece_at(f) for f in ("b2", "d2")]
    assert walls[1].state == "planted" and walls[0] is None


def test_travelers_are_fixed_on_home_fields_and_the_swap_wins():
    index = step_index(LESSON, "Later in a game")
    fixed = []
    for n in range(index, len(LESSON.steps)):
        _, state, events = played(LESSON, n)
        fixed += [e.at for move in events for e in move if isinstance(e, Fixed)]
    assert sorted(fixed) == ["c1", "c10", "d1", "d10"]
    assert GameWon() in events[-1] and state.winners() == {0, 1}
    assert LESSON.steps[-1].moves[-1] == "b3-d1"  # the learner makes the winning move


# --- kids' Maze -----------------------------------------------------------------------------------

def kids_set_up(record):
    """White's and Black's pieces of a set-up record, apart from the Travelers, by field."""
    return ({FIELDS[i]: c for i, c in enumerate(record) if c not in ".Mm" and i < 24},
            {FIELDS[i]: c for i, c in enumerate(record) if c not in ".Mm" and i >= 24})


@pytest.mark.parametrize("record", [tutorial.KIDS_GAME, tutorial.RULES_EXAMPLE])
def test_kids_lesson_uses_the_kids_ten_piece_set_up(record):
    white, black = kids_set_up(record)
    assert set(white) == set(FIELDS[2:12]) and set(black) == set(FIELDS[36:46])
    assert sorted(white.values()) == sorted(KIDS_PIECES)
    assert sorted(c.upper() for c in black.values()) == sorted(KIDS_PIECES)


def test_every_kids_position_comes_from_a_kids_set_up():
    for lesson_step in KIDS_LESSON.steps:
        if lesson_step.start is not None:
            assert lesson_step.start().setup in (tutorial.KIDS_GAME, tutorial.RULES_EXAMPLE)


def test_kids_lesson_shows_every_kind_of_piece():
    kinds = set()
    for index in range(len(KIDS_LESSON.steps)):
        _, _, events = played(KIDS_LESSON, index)
        kinds |= {e.piece for move in events for e in move
                  if isinstance(e, Moved) and e.colour == "white"}
    assert kinds >= {"traveler", "shadow", "lightning", "rabbit", "tree", "stone", "pawn2"}


def test_kids_lesson_shows_the_rules_pages_cut_off_example():
    index = step_index(KIDS_LESSON, "Sleeping pieces and Trees can box")
    state = KIDS_LESSON.steps[index].start()
    assert state.moves + list(KIDS_LESSON.steps[index].moves) == [
        "a3-c5x", "b9-e4x", "f3-c7x", "d8-b9", "c3-d4x"]
    _, after, _ = played(KIDS_LESSON, index)
    assert after.lost_reason.startswith("the Traveler on c1 is cut off")


def test_kids_lesson_ends_with_the_swap_made_by_the_learner():
    _, state, events = played(KIDS_LESSON, len(KIDS_LESSON.steps) - 1)
    assert state.winners() == {0, 1} and GameWon() in events[-1]
    assert len(state.moves) % 2 == 1  # the last move was White's, the learner's
    won = new_game(setup=tutorial.KIDS_GAME)
    for move in tutorial.KIDS_OPENING + tutorial.KIDS_WIN:
        won.play(move)
    assert won.winners() == {0, 1}


def words(text):
    return len(text.split())


def test_kids_lesson_is_shorter_in_steps_and_sentences():
    assert len(KIDS_LESSON.steps) < len(LESSON.steps)
    for lesson_step in KIDS_LESSON.steps:
        for said in (lesson_step.say, lesson_step.done):
            sentences = [s for s in re.split(r"(?<=[.!?])\s+", said) if s]
            assert len(sentences) <= 3, said
            assert all(words(s) <= 12 for s in sentences), said
            assert not re.search(r"\b[a-f]\d{1,2}\b", said), f"kids see no field names: {said}"
    longest = max(words(s.say) for s in LESSON.steps)
    assert max(words(s.say) for s in KIDS_LESSON.steps) < longest


# --- in the scene -------------------------------------------------------------------------------

def test_a_wrong_field_in_a_maze_lesson_gets_a_kind_word_and_changes_nothing(make_app):
    app = make_app()
    index = step_index(LESSON, "The Lightning steps one field diagonally")
    scene = lesson_scene(app, "maze", index)
    step(app, 5)
    click(app, scene.guide().centre)  # the Lightning on c3, as the hand says
    assert scene.game.selected == "c3" and "d4" in scene.game.targets
    before = scene.session.state.to_json()
    click(app, scene.game.layout.centre("d4"))  # a legal field, not the lesson's
    assert scene.kind_word and scene.session.state.to_json() == before
    click(app, scene.game.layout.centre("c3"))
    click(app, scene.guide().centre)
    assert scene.session.moves[-1] == "c3-b4x" and not scene.kind_word


def test_a_step_without_moves_is_done_at_once(make_app):
    app = make_app()
    scene = lesson_scene(app, "maze-kids")
    assert isinstance(scene.step, Step) and scene.step.moves == () and scene.step_done()
    assert scene.guide().key[:2] == ("button", "Next")


@pytest.mark.parametrize("key_name", ["maze", "maze-kids"])
def test_a_lesson_shows_no_score_sheet_verdict_or_hint_and_runs_no_solver(make_app, key_name):
    from games.engine.scene import button_targets
    registry.discover()
    app = make_app()
    app.ctx.router.tutorial(registry.get(key_name), 0)
    app.manager.process_requests()
    game = app.manager.top.game
    labels = {t.key[1] for t in button_targets(game.buttons, game.panel_buttons)}
    assert not labels & {"Save score sheet", "Is this deal winnable?", "Hint", "Hint!"}
    assert not game.hint_available()
    game._follow_search()
    assert game.hints.verdict(game.state).answer != "searching"

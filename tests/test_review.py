"""The look back at a finished game: Maze's last winnable position, Maorider's swings, and the
review screen driven by real events on an injected clock."""
from __future__ import annotations

import os
import time

import pygame

from games.engine import controls, registry
from games.engine.i18n import set_language
from games.engine.review_scene import GRAPH, ReviewScene
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker, Thinker
from games.maorider import review as maorider_review
from games.maorider.rules import from_json as maorider_json
from games.maze import deals, hints
from games.maze import review as maze_review
from games.maze.rules import from_json as maze_json
from games.maze.solver import analyse
from tests.conftest import click, key, step
from tests.test_maze_rules import SHORT_WIN

KIDS_SEED = 6
KIDS_LINE_START = ["f3-f6", "a8-f5x", "e2-c7x", "e9-a6x"]
"""The first moves of a solver's win in kids' deal 6 (they keep the win)."""
THROWN = "b2-d6x"
"""Move 5: a Lightning asleep on d6 walls the Traveler on c1 off for good (the solver proves it)."""
MAORIDER_BLUNDER = ["e2e3", "e7e6", "g3g4", "g6@g4", "e3e4"]
"""Move 3 walks White's Cannon to g4, where Black's Cannon on g6 shoots it."""


def run(review, answer) -> None:
    """Feed a review in this process until it is done."""
    while not review.done:
        state_json, level, seed = review.next_job()
        review.take(answer(state_json, level, seed))


def maze_answer(state_json, level, seed):
    return hints.choose_move(maze_json(state_json), level, seed)


def maorider_answer(state_json, level, seed):
    return maorider_review.choose_move(maorider_json(state_json), level, seed)


def thrown_game() -> tuple[str, list[str]]:
    """Kids' deal 6: four winning moves, the throw-away, then the quickest way to the end."""
    state = deals.new_game(players=2, seed=KIDS_SEED, kids=True)
    initial = state.to_json()
    moves = KIDS_LINE_START + [THROWN]
    for move in moves:
        state.play(move)
    while not state.is_over():
        options = state.legal_moves()
        ending = [m for m in options if _ends(state, m)]
        move = str((ending or options)[0])
        state.play(move)
        moves.append(move)
    assert not state.winners()
    return initial, moves


def _ends(state, move) -> bool:
    probe = state.copy()
    probe.play(move)
    return probe.is_over()


# ----- Maze ---------------------------------------------------------------------------------
def test_maze_review_names_the_move_that_let_the_win_go_and_a_win_that_really_wins() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=2.0)
    run(review, maze_answer)
    assert review.key_plies() == [4] and review.last_winnable() == 4
    assert "move 5 (b2-d6x)" in review.summary()
    assert review.status(5) == maze_review.LOST  # proved, not merely unfound
    assert review.verdict(5) == "Proved lost: no line from here wins."
    better = review.suggestion(4)
    assert better is not None and better != THROWN
    # The winning alternative, then the solver's line from there, wins by the rules.
    state = maze_json(initial)
    for move in moves[:4]:
        state.play(move)
    state.play(better)
    line = analyse(state, 10.0).line
    assert line is not None
    for move in line:
        state.play(move)
    assert state.result == "won"
    # …and the line the review kept from position 4 wins too.
    state = maze_json(initial)
    for move in moves[:4] + review.lines[4]:
        state.play(move)
    assert state.result == "won"


def test_maze_review_of_a_won_game_says_every_move_kept_the_win() -> None:
    state = deals.new_game(players=2, seed=0, setup=SHORT_WIN)
    initial = state.to_json()
    moves = ["c1-b2", "c10-b9"]  # a detour, then the solver's line from there
    probe = maze_json(initial)
    for move in moves:
        probe.play(move)
    moves += analyse(probe, 10.0).line
    review = maze_review.Review(initial, moves, seconds=2.0)
    run(review, maze_answer)
    assert review.summary().startswith("Every move kept the win.")
    assert review.key_plies() == []
    assert all(review.status(p) == maze_review.WIN for p in range(len(moves) + 1))


def test_maze_review_is_honest_when_nothing_is_found() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=2.0)
    run(review, lambda *job: "unknown")
    assert review.last_winnable() is None
    assert "found no win" in review.summary()
    assert review.verdict(0) == "No win found in 6 s from here."  # searched again, three times longer
    assert review.tries[0] == 2
    assert review.verdict(2) == "Not searched: no win was found from an earlier position."
    assert review.verdict(len(moves)) == "The game is lost."


# ----- Maorider -----------------------------------------------------------------------------
def maorider_initial() -> str:
    """A Maorider game's starting position as the rules model's JSON."""
    return maorider_json('{"game":"maorider","start":"' + _start() + '","moves":[]}').to_json()


def maorider_blunder_session() -> tuple[str, Session]:
    """(initial JSON, session) of a Maorider game of MAORIDER_BLUNDER, ready to be reviewed."""
    registry.discover()
    initial = maorider_initial()
    state = maorider_json(initial)
    for move in MAORIDER_BLUNDER:
        state.play(move)
    return initial, Session(registry.get("maorider"), state, [Seat(), Seat()], {}, 0,
                            MAORIDER_BLUNDER, autosave=False, initial=initial)


def maorider_review_of(moves: list[str]) -> maorider_review.Review:
    return maorider_review.Review(maorider_initial(), moves, nodes=3000)


def _start() -> str:
    from games.maorider.position import START_POSITION
    return START_POSITION


def test_maorider_review_lists_the_hung_cannon_with_a_better_choice() -> None:
    review = maorider_review_of(MAORIDER_BLUNDER)
    run(review, maorider_answer)
    keys = review.key_plies()
    assert 2 in keys and len(keys) <= maorider_review.MOST_SWINGS
    assert review.drop(2) >= maorider_review.SWING
    better = review.suggestion(2)
    assert better is not None and better != "g3g4"
    assert review.key_text(2) == f"Move 3, White: g3g4 (+0.0 to {maorider_review.short_score(review.scores[3])}), better {better}"
    assert review.scores[3] < -150  # Black is a Cannon up once it has been hung
    assert len(review.graph()) == len(MAORIDER_BLUNDER) + 1


def test_maorider_review_survives_a_failed_worker() -> None:
    review = maorider_review_of(MAORIDER_BLUNDER)
    run(review, lambda *job: None)
    assert review.done and review.key_plies() == []


# ----- the screen ---------------------------------------------------------------------------
class CountingThinker(InlineThinker):
    """Thinks inline, but only after ``delay`` polls, and remembers being closed."""

    def __init__(self, niceness: int = 0, *, delay: int = 0) -> None:
        super().__init__(niceness)
        self.delay = delay
        self.polls = 0
        self.closed = False
        self.asked = 0

    def request(self, *args, **kwargs) -> int:
        self.asked += 1
        self.polls = 0
        return super().request(*args, **kwargs)

    def poll(self):
        self.polls += 1
        if self.polls <= self.delay:
            return None
        return super().poll()

    def close(self) -> None:
        self.closed = True
        super().close()


def maze_session() -> Session:
    registry.discover()
    initial, moves = thrown_game()
    state = maze_json(initial)
    for move in moves:
        state.play(move)
    return Session(registry.get("maze-kids"), state, [Seat(), Seat()], {"kids": True}, KIDS_SEED,
                   moves, autosave=False, initial=initial)


def open_game(make_app, session):
    app = make_app()
    scene = session.info.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 3)
    return app, scene


def open_review(app, session, review, thinker):
    painter = session.info.scene_class()(app.ctx, session, InlineThinker())
    scene = ReviewScene(app.ctx, session, painter, review, thinker)
    app.ctx.push(scene)
    step(app, 2)
    return scene


def test_the_end_screen_review_button_opens_the_review_and_back_returns(make_app, monkeypatch) -> None:
    session = maze_session()
    app, game = open_game(make_app, session)
    made = []
    original = maze_review.Review

    def quick_review(initial, moves):
        made.append(original(initial, moves, seconds=1.0))
        return made[-1]
    monkeypatch.setattr(maze_review, "Review", quick_review)
    monkeypatch.setattr("games.engine.review_scene.Thinker", CountingThinker)
    button = next(b for b in game.end_buttons.buttons if b.label == "Review")
    click(app, button.rect.center)
    scene = app.manager.top
    assert isinstance(scene, ReviewScene) and made
    for _ in range(400):
        step(app)
        if made[0].done:
            break
    step(app, 2)
    assert made[0].done and scene.ply == 4  # the cursor goes to where the win was let go
    thinker = scene.thinker
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is game and thinker.closed


def test_review_steps_with_keys_mouse_and_the_graph(make_app) -> None:
    session = maze_session()
    app, _ = open_game(make_app, session)
    review = maze_review.Review(session.initial, session.moves, seconds=1.0)
    scene = open_review(app, session, review, CountingThinker())
    last = len(session.moves)
    assert scene.ply == last
    key(app, pygame.K_HOME)
    assert scene.ply == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.ply == 2
    key(app, pygame.K_LEFT)
    assert scene.ply == 1
    key(app, pygame.K_END)
    assert scene.ply == last
    click(app, scene.buttons.buttons[0].rect.center)  # |<
    assert scene.ply == 0
    click(app, scene.buttons.buttons[2].rect.center)  # >
    assert scene.ply == 1
    click(app, (GRAPH.right - 2, GRAPH.centery))
    assert scene.ply == last
    click(app, (GRAPH.x + 1, GRAPH.centery))
    assert scene.ply == 0


def test_review_runs_off_the_frame_and_stops_when_left(make_app) -> None:
    session = maze_session()
    app, game = open_game(make_app, session)
    review = maze_review.Review(session.initial, session.moves, seconds=1.0)
    thinker = CountingThinker(delay=30)
    scene = open_review(app, session, review, thinker)
    step(app, 10)
    assert thinker.asked == 1 and not review.done and scene.in_motion()
    assert scene.wake_in() is not None  # the worker is heard from without input
    click(app, scene.buttons.buttons[-1].rect.center)  # Back
    assert app.manager.top is game and thinker.closed
    assert not review.done


def test_maorider_review_lists_swings_that_a_pad_and_enter_can_pick(make_app) -> None:
    initial, session = maorider_blunder_session()
    app, _ = open_game(make_app, session)
    review = maorider_review.Review(initial, MAORIDER_BLUNDER, nodes=3000)
    scene = open_review(app, session, review, CountingThinker())
    for _ in range(40):
        step(app)
        if review.done:
            break
    step(app, 2)
    assert review.done and 2 in scene.keys
    assert scene.ply == scene.keys[0]
    key(app, pygame.K_END)
    # The focus starts on the list's first row; Down walks it, Enter picks the hung Cannon's.
    row = scene.keys.index(2)
    for _ in range(row):
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)
    assert scene.ply == 2
    assert controls.mode() == "keyboard"
    # Drawing in Russian never fails and never changes the review.
    set_language("ru")
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    assert scene.ply == 2 and review.done


def test_real_worker_answers_off_the_frame_and_leaving_ends_it(make_app) -> None:
    """The real worker process: it answers while the frames go on and goes when the review
    is done; a review left while it searches ends its worker."""
    session = maze_session()
    app, game = open_game(make_app, session)
    review = maze_review.Review(session.initial, session.moves, seconds=1.0)
    thinker = Thinker()
    open_review(app, session, review, thinker)
    deadline = time.monotonic() + 60
    while not review.done and time.monotonic() < deadline:
        step(app)
        time.sleep(0.005)
    assert review.done and review.last_winnable() == 4
    assert thinker.pid is None  # closed once the analysis was complete
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is game

    slow = maze_review.Review(session.initial, session.moves, seconds=60.0)
    thinker = Thinker()
    open_review(app, session, slow, thinker)
    while thinker.pid is None and time.monotonic() < deadline:
        step(app)
        time.sleep(0.005)
    pid = thinker.pid
    assert pid is not None and thinker.busy
    key(app, pygame.K_ESCAPE)
    assert app.manager.top is game and thinker.pid is None
    gone = time.monotonic() + 5
    while _alive(pid) and time.monotonic() < gone:
        time.sleep(0.02)
    assert not _alive(pid)


def _alive(pid: int) -> bool:
    """Whether the process is there (the thinker's own thread reaps its worker)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_controller_opens_the_review_steps_through_it_and_goes_back(make_app, monkeypatch) -> None:
    from tests.pad_driver import Driver, is_button
    session = maze_session()
    app, game = open_game(make_app, session)
    original = maze_review.Review
    monkeypatch.setattr(maze_review, "Review", lambda initial, moves: original(initial, moves, seconds=1.0))
    monkeypatch.setattr("games.engine.review_scene.Thinker", CountingThinker)
    pad = Driver(app, "pad")
    pad.choose(is_button("Review"))
    scene = app.manager.top
    assert isinstance(scene, ReviewScene)
    for _ in range(400):
        step(app)
        if scene.review.done:
            break
    step(app, 2)
    assert scene.ply == 4
    pad.press((-1, 0))
    pad.press((-1, 0))
    assert scene.ply == 2
    pad.press("turn+")
    assert scene.ply == 3
    pad.press((1, 0))
    assert scene.ply == 4
    pad.press("back", 2)
    assert app.manager.top is game

"""The review within its budget: Maze's short searches with a longer second look where the
bisection ends, Maorider's quick pass over the game and deep pass over its biggest swings,
the swings on the screen before the deep pass ends, and the review's worker priority. No timed
asserts: the figures are in ``games/REVIEW_NOTES.md`` (``python -m games.review_bench``)."""
from __future__ import annotations

import math
import os
import time

import pygame

from games.engine.review_scene import WORKER_NICENESS
from games.engine.thinker import Thinker
from games.maorider import review as maorider_review
from games.maze import review as maze_review
from tests.conftest import step
from tests.test_review import (MAORIDER_BLUNDER, CountingThinker, maorider_answer,
                               maorider_blunder_session, maorider_initial, maze_answer, open_game,
                               open_review, thrown_game)


def fed(review, answer) -> list[tuple[int, int]]:
    """Run a review to its end in this process; the ``(position, budget)`` of every job."""
    positions = {state.to_json(): ply for ply, state in enumerate(review.positions)}
    jobs = []
    while not review.done:
        state_json, level, seed = review.next_job()
        jobs.append((positions[state_json], level))
        review.take(answer(state_json, level, seed))
    return jobs


# ----- Maze ---------------------------------------------------------------------------------
def test_maze_review_names_the_first_losing_move_with_short_searches() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves)
    jobs = fed(review, maze_answer)
    assert review.last_winnable() == 4 and review.status(5) == maze_review.LOST
    assert "move 5 (b2-d6x)" in review.summary()
    # Steps back from the end, then bisection, all with the short budget: at most twice log2
    # of the game's length, no second looks (position 5 was proved lost, not merely unfound).
    assert len(jobs) <= 2 * math.ceil(math.log2(len(moves) + 1))
    assert all(level == maze_review.REVIEW_SECONDS * 1000 for _, level in jobs)


def scripted(review, boundary: int, missed_first: set[int]):
    """A solver that wins from every position up to ``boundary`` (by a line not the game's, so
    each position is searched for itself), proves the later ones lost, and finds nothing on its
    first, short search of the positions in ``missed_first``."""
    positions = {state.to_json(): ply for ply, state in enumerate(review.positions)}
    seen: set[int] = set()

    def answer(state_json, level, seed):
        ply = positions[state_json]
        first = ply not in seen
        seen.add(ply)
        if ply in missed_first and first:
            return "unknown"
        if ply <= boundary:
            return "win a1-a2"
        return "lost"
    return answer


def test_maze_review_searches_longer_where_the_short_search_found_nothing() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=1.0)
    # The short search misses the win at position 4; the longer second look finds it, and the
    # bisection goes on above it to the real loss.
    jobs = fed(review, scripted(review, boundary=4, missed_first={4}))
    assert review.last_winnable() == 4 and review.status(5) == maze_review.LOST
    assert (4, 3000) in jobs  # three times the first search's budget
    assert review.verdict(3) == "A win was still possible here."
    assert review.verdict(4).startswith("The last position from which the solver finds a win.")


def test_maze_review_says_how_long_it_looked_where_no_win_was_found() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=1.0)
    # Neither the short search nor the second look finds the win at position 4.
    fed(review, _never_at(review, 4, scripted(review, boundary=4, missed_first=set())))
    assert review.last_winnable() == 3 and review.status(4) == maze_review.UNKNOWN
    assert review.verdict(4) == "No win found in 3 s from here."
    assert "found none in 3 s" in review.summary()


def _never_at(review, ply: int, answer):
    """``answer``, except that the position after ``ply`` moves is never solved."""
    unsolved = review.positions[ply].to_json()
    return lambda state_json, level, seed: "unknown" if state_json == unsolved else \
        answer(state_json, level, seed)


def test_maze_review_starts_no_second_look_beyond_its_allowance() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=1.0)
    review.spent = review.allowance - 1.0  # as if long searches had come before
    jobs = fed(review, _never_at(review, 4, scripted(review, boundary=4, missed_first=set())))
    assert all(level == 1000 for _, level in jobs) and review.done
    assert review.verdict(4) == "No win found in 1 s from here."  # says the short budget


def test_maze_review_gives_up_second_looks_after_its_allowance() -> None:
    initial, moves = thrown_game()
    review = maze_review.Review(initial, moves, seconds=1.0)
    jobs = fed(review, lambda *job: "unknown")
    longer = [job for job in jobs if job[1] == 3000]
    assert len(longer) == 1 and review.done  # the boundary got its second look, once
    assert len(jobs) <= 2 * math.ceil(math.log2(len(moves) + 1)) + maze_review.CONFIRMS


# ----- Maorider -----------------------------------------------------------------------------
def maorider_review_of(moves: list[str]) -> maorider_review.Review:
    return maorider_review.Review(maorider_initial(), moves, nodes=3000, quick_nodes=600)


def test_maorider_quick_pass_already_lists_the_hung_cannon_and_the_deep_pass_keeps_it() -> None:
    review = maorider_review_of(MAORIDER_BLUNDER)
    while not review.curve_done:
        review.take(maorider_answer(*review.next_job()))
    assert review.keys_ready and not review.done
    assert 2 in review.key_plies()
    jobs = fed(review, maorider_answer)
    assert {2, 3} <= review.deep  # both sides of the swing searched again at the full budget
    assert all(level == 3000 for _, level in jobs)
    assert len(jobs) <= 2 * maorider_review.DEEP_SWINGS
    assert 2 in review.key_plies() and review.suggestion(2) not in (None, "g3g4")


def test_maorider_quick_pass_asks_its_small_budget_of_every_position_once() -> None:
    review = maorider_review_of(MAORIDER_BLUNDER)
    jobs = fed(review, maorider_answer)
    quick = [ply for ply, level in jobs if level == 600]
    assert quick == list(range(len(MAORIDER_BLUNDER) + 1))


def test_maorider_position_without_an_answer_says_it_was_not_judged() -> None:
    review = maorider_review_of(MAORIDER_BLUNDER)
    failing = review.positions[1].to_json()
    fed(review, lambda state_json, level, seed: None if state_json == failing else
        maorider_answer(state_json, level, seed))
    assert review.done
    assert review.verdict(1) == "This position could not be judged in its budget."
    assert review.verdict(0).startswith("Evaluation")


# ----- the screen and the worker ----------------------------------------------------------
def test_the_swings_show_on_the_screen_before_the_deep_pass_is_over(make_app) -> None:
    initial, session = maorider_blunder_session()
    app, _ = open_game(make_app, session)
    review = maorider_review.Review(initial, MAORIDER_BLUNDER, nodes=3000, quick_nodes=600)
    scene = open_review(app, session, review, CountingThinker())
    for _ in range(40):
        step(app)
        if review.keys_ready:
            break
    step(app, 1)
    assert not review.done and 2 in scene.keys  # listed while the engine still looks deeper
    scene.go(2)
    assert "g3g4" in review.verdict(2)
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    for _ in range(80):
        step(app)
        if review.done:
            break
    assert review.done and 2 in scene.keys and scene.ply == 2  # the person's choice stays


def test_the_review_worker_runs_at_the_arcades_priority() -> None:
    """Not the computer players' lowest: a busy machine starved the review for minutes."""
    thinker = Thinker(WORKER_NICENESS)
    initial = maorider_initial()
    try:
        thinker.request("games.maorider.rules", "games.maorider.review", initial, 50, 0)
        deadline = time.monotonic() + 60
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = thinker.poll()
            time.sleep(0.01)
        assert answer is not None and answer[2] is None  # the worker is up and has answered
        pid = thinker._worker.process.pid
        assert os.getpriority(os.PRIO_PROCESS, pid) == os.getpriority(os.PRIO_PROCESS, 0) + WORKER_NICENESS
    finally:
        thinker.close()

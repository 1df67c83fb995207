"""Maze deals vetted by the solver, and the background hint search the scene relies on."""
from __future__ import annotations

import subprocess
import sys

import pytest

from games.engine.thinker import InlineThinker
from games.maze import deals, hints, solver
from games.maze.rules import new_game
from tests.test_maze_rules import SHORT_WIN, STUCK_BLACK, setup_of


def test_rules_never_import_the_solver() -> None:
    code = ("import sys, games.maze.rules as r; r.new_game(seed=1, kids=True); "
            "print('games.maze.solver' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_kids_deal_is_ten_pieces_a_side_and_winnable() -> None:
    state = deals.new_game(seed=0, kids=True)
    assert state.setup == deals.new_game(seed=0, kids=True).setup
    assert sorted(state.setup[2:12]) == sorted("HHLRTTS123")
    assert sorted(state.setup[36:46]) == sorted("hhlrtts123")
    assert solver.analyse(state, 10).line is not None


def test_winnable_option_redeals_until_the_solver_finds_a_win(monkeypatch) -> None:
    tried = []

    class Found:
        def __init__(self, line):
            self.line = line

    def fake(state, budget_s, max_nodes=None):
        tried.append(state.setup)
        return Found(["a move"] if len(tried) == 3 else None)

    monkeypatch.setattr(deals, "analyse", fake)
    monkeypatch.setattr(deals, "DEAL_WORKERS", 1)
    state = deals.new_game(seed=5, balanced=True, winnable=True)
    assert len(tried) == 3 and state.setup == tried[-1] != tried[0]
    assert tried[0] == new_game(seed=5, balanced=True).setup  # the first deal of the seed


def test_workers_pick_the_same_deal_as_one_thread() -> None:
    assert deals.winnable_setup(7, "kids", workers=2) == deals.winnable_setup(7, "kids")


def test_raw_and_given_deals_are_the_rules_deals() -> None:
    assert deals.new_game(seed=4).setup == new_game(seed=4).setup
    assert deals.new_game(setup=SHORT_WIN).setup == SHORT_WIN
    with pytest.raises(ValueError):
        deals.new_game(setup=SHORT_WIN, winnable=True)
    with pytest.raises(ValueError):
        deals.new_game(players=3, kids=True)


def test_worker_job_answers_win_lost_or_unknown() -> None:
    answer = hints.choose_move(new_game(setup=SHORT_WIN), 0, 0)
    assert answer.startswith("win ") and len(answer.split()) > 1
    assert hints.choose_move(new_game(setup=setup_of(b3="L", **STUCK_BLACK)), 0, 0) == "lost"
    assert hints.choose_move(new_game(seed=0), 0, 0, should_stop=lambda: True) == "unknown"


def test_a_found_line_is_kept_along_the_way() -> None:
    search = hints.HintSearch(InlineThinker)
    state = new_game(setup=SHORT_WIN)
    assert search.verdict(state).answer == "unknown"
    search.watch(state)
    assert search.verdict(state).answer == "searching"
    search.poll()
    verdict = search.verdict(state)
    assert verdict.answer == "yes" and verdict.line
    for move in verdict.line[:-1]:
        state.play(move)
        assert search.verdict(state).answer == "yes"  # following the line: still known
        search.watch(state)
        assert not search.busy  # nothing to search again
    state.play(search.verdict(state).line[0])
    assert state.winners() == {0, 1} and search.verdict(state).answer == "yes"


def test_leaving_the_line_starts_a_new_search() -> None:
    search = hints.HintSearch(InlineThinker)
    state = new_game(setup=SHORT_WIN)
    search.watch(state)
    search.poll()
    other = next(str(m) for m in state.legal_moves() if str(m) != search.verdict(state).line[0])
    state.play(other)
    search.watch(state)
    assert search.busy and search.verdict(state).answer == "searching"
    search.cancel()
    assert not search.busy and search.verdict(state).answer == "unknown"


def test_a_lost_search_says_no() -> None:
    search = hints.HintSearch(InlineThinker)
    state = new_game(setup=setup_of(b3="L", **STUCK_BLACK))
    search.watch(state)
    search.poll()
    assert search.verdict(state).answer == "no"


def test_a_hung_worker_is_replaced(monkeypatch) -> None:
    class Silent(InlineThinker):
        def poll(self):
            return None

    search = hints.HintSearch(Silent)
    state = new_game(setup=SHORT_WIN)
    search.watch(state)
    clock = [0.0]
    monkeypatch.setattr(hints.time, "monotonic", lambda: clock[0])
    search._job.since = 0.0
    search.poll()
    assert search.busy
    clock[0] = 3 * hints.HINT_SECONDS + hints.HANG_MARGIN_SECONDS + 1
    search.poll()
    assert not search.busy and search.verdict(state).answer == "unknown"


class _Scripted(InlineThinker):
    """A worker that answers a given text once polled (None: never answers)."""

    def __init__(self, text: str | None) -> None:
        super().__init__()
        self.text = text
        self.cancelled = False

    def poll(self):
        if self.pending is None or self.text is None:
            return None
        job, self.pending = self.pending, None
        return job, self.text, None

    def cancel(self) -> None:
        self.cancelled = True
        super().cancel()


def _two_workers(first: str | None, second: str | None):
    made = iter([_Scripted(first), _Scripted(second)])
    workers: list[_Scripted] = []

    def make():
        workers.append(next(made))
        return workers[-1]

    return hints.HintSearch(make, workers=2), workers


def test_two_workers_search_with_different_seeds() -> None:
    search, workers = _two_workers(None, None)
    search.watch(new_game(setup=SHORT_WIN))
    seeds = [worker._job[5] for worker in workers]
    assert len(workers) == 2 and seeds[0] != seeds[1]


def test_a_win_from_either_worker_settles_the_position() -> None:
    state = new_game(setup=SHORT_WIN)
    line = hints.choose_move(state, 0, 0)
    search, workers = _two_workers(None, line)
    search.watch(state)
    search.poll()
    assert search.verdict(state).answer == "yes" and not search.busy
    assert workers[0].cancelled  # the slower worker is stopped


def test_unknown_only_once_every_worker_has_answered() -> None:
    state = new_game(setup=SHORT_WIN)
    search, workers = _two_workers("unknown", None)
    search.watch(state)
    search.poll()
    assert search.verdict(state).answer == "searching"
    workers[1].text = "unknown"
    search.poll()
    assert search.verdict(state).answer == "unknown" and not search.busy


def test_a_proof_of_loss_from_either_worker_says_no() -> None:
    state = new_game(setup=SHORT_WIN)
    search, _ = _two_workers(None, "lost")
    search.watch(state)
    search.poll()
    assert search.verdict(state).answer == "no"

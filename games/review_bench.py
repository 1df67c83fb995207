"""How long the look back at a finished game takes: ``python -m games.review_bench [--only PART ...]``.

Parts (``--only`` picks some; all by default): ``maze`` (a standard Maze deal played to its end
by the heuristic partner, 111 plies), ``kids`` (a kids' deal thrown away at move 5, as in
``tests/test_review.py``) and ``maorider`` (the second level against the beginner, ~100 plies).
Each game is reviewed in this process, one job after the other as the review screen's worker
does them, so the figures are CPU seconds of one core (``time.process_time``): the total to the
complete verdict, the time to the first useful result (Maze: the first position judged;
Maorider: the whole curve from the quick pass) and the CPU per job. The machine's load is
printed at the start and the end, as timings on a shared machine are noisy. Figures go in
``games/REVIEW_NOTES.md``.
"""
from __future__ import annotations

import argparse
import importlib
import os
import time
from types import ModuleType
from typing import Any, Callable

from games.engine import registry

PARTS = ("maze", "kids", "maorider")
MAZE_PLY_LIMIT = 200
MAORIDER_PLY_LIMIT = 150
KIDS_SEED = 6
KIDS_LINE_START = ["f3-f6", "a8-f5x", "e2-c7x", "e9-a6x", "b2-d6x"]
"""Kids' deal 6: four moves of a solver's win, then one that walls a Traveler off for good
(the game of ``tests/test_review.py``)."""


def _game(key: str) -> tuple[ModuleType, ModuleType, ModuleType]:
    """The rules, computer player and review modules of a game, through the registry (an
    arcade-wide module names no game folder itself)."""
    registry.discover()
    info = registry.get(key)
    return info.rules_module(), info.ai_module(), info.review_module()


def maze_standard(seed: int) -> tuple[str, list[str]]:
    """A standard deal played by the easy partner (the heuristic) on both sides until the rules
    end it (or :data:`MAZE_PLY_LIMIT` plies: a game the family gave up)."""
    rules, ai, _ = _game("maze")
    state = rules.new_game(2, seed)
    return _play(state.to_json(), state, lambda s, ply: ai.choose_move(s, 0, seed + ply), MAZE_PLY_LIMIT)


def maze_kids() -> tuple[str, list[str]]:
    """Kids' deal 6 thrown away at move 5, then the quickest way to the end."""
    rules, _, _ = _game("maze-kids")
    state = rules.new_game(players=2, seed=KIDS_SEED, kids=True)
    initial = state.to_json()
    for move in KIDS_LINE_START:
        state.play(move)
    _, rest = _play(initial, state, _ending_move, MAZE_PLY_LIMIT)
    return initial, KIDS_LINE_START + rest


def _ending_move(state: Any, ply: int) -> str:
    """A move that ends the game if there is one, else the first legal move."""
    options = [str(move) for move in state.legal_moves()]
    for move in options:
        probe = state.copy()
        probe.play(move)
        if probe.is_over():
            return move
    return options[0]


def maorider_selfplay(seed: int) -> tuple[str, list[str]]:
    """The second level (White) against the beginner (Black, whose noise and blunders make
    swings to find)."""
    rules, ai, _ = _game("maorider")
    state = rules.new_game()
    return _play(state.to_json(), state, lambda s, ply: ai.choose_move(s, 2 - s.side, seed + ply),
                 MAORIDER_PLY_LIMIT)


def _play(initial: str, state: Any, mover: Callable[[Any, int], str], limit: int) -> tuple[str, list[str]]:
    moves: list[str] = []
    while not state.is_over() and len(moves) < limit:
        move = mover(state, len(moves))
        state.play(move)
        moves.append(move)
    return initial, moves


def worker_of(review: Any) -> Callable[[str, int, int], str | None]:
    """The review's worker job run in this process, as the :class:`Thinker`'s worker runs it."""
    rules = importlib.import_module(review.rules)
    worker = importlib.import_module(review.worker)
    return lambda state_json, level, seed: worker.choose_move(rules.from_json(state_json), level, seed)


def measure(review: Any, answer: Callable[[str, int, int], str | None],
            first_useful: Callable[[Any], bool]) -> dict[str, Any]:
    """Run ``review`` to its end in this process: CPU seconds in total, to the first useful
    result, and per job."""
    start = time.process_time()
    jobs: list[float] = []
    first = None
    while not review.done:
        job = review.next_job()
        if job is None:
            break
        t0 = time.process_time()
        review.take(answer(*job))
        jobs.append(time.process_time() - t0)
        if first is None and first_useful(review):
            first = time.process_time() - start
    total = time.process_time() - start
    return {"total": total, "first": first if first is not None else total, "jobs": jobs}


def report(name: str, moves: list[str], figures: dict[str, Any], verdict: str) -> None:
    jobs = figures["jobs"]
    mean = sum(jobs) / len(jobs) if jobs else 0.0
    print(f"{name}: {len(moves)} plies, {len(jobs)} jobs; CPU to the verdict {figures['total']:.1f} s, "
          f"to the first result {figures['first']:.1f} s; per job mean {mean:.2f} s, "
          f"max {max(jobs, default=0.0):.2f} s")
    print(f"  verdict: {verdict}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", choices=PARTS, default=list(PARTS))
    parser.add_argument("--seed", type=int, default=1, help="the Maorider game's seed")
    parser.add_argument("--maze-seed", type=int, default=3,
                        help="the standard Maze deal (3: a game of 111 plies, lost)")
    args = parser.parse_args(argv)
    print(f"load average at the start: {os.getloadavg()[0]:.2f}")
    for part in args.only:
        if part == "maorider":
            initial, moves = maorider_selfplay(args.seed)
            review = _game("maorider")[2].Review(initial, moves)
            figures = measure(review, worker_of(review), lambda r: r.keys_ready)
            keys = ", ".join(f"{p + 1}. {moves[p]}" for p in review.key_plies())
            report("maorider", moves, figures, f"{review.summary()} [{keys}]")
            continue
        initial, moves = maze_standard(args.maze_seed) if part == "maze" else maze_kids()
        review = _game("maze")[2].Review(initial, moves)
        figures = measure(review, worker_of(review), lambda r: len(r.found) > 1)
        report(part, moves, figures, review.summary())
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()

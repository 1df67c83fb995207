"""Maze solver figures: how often it finds a win within the budgets the product asks for.

Run ``python -m games.maze.bench`` (``--quick`` for a short run).
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from games.maze.rules import MazeState, deal, new_game
from games.maze.solver import search_stats


def _solved_fraction(setups: list[str], budget_s: float) -> tuple[float, int, float]:
    solved, nodes, seconds = 0, 0, 0.0
    for setup in setups:
        found, n, t = search_stats(MazeState(setup), budget_s)
        solved += found
        nodes += n
        seconds += t
    return solved / len(setups), nodes, seconds


def figures(quick: bool = False) -> dict[str, float]:
    """Solver figures on seeded deals.

    ``kids_solved_2s``: the kids' deals ``new_game(kids=True)`` hands out, solved within 2 s;
    ``raw_kids_solved_2s``: raw kids' deals before the winnability filter (some have no win);
    ``balanced_solved_10s``: balanced standard deals solved within 10 s; ``nodes_per_s``:
    solver expansions per second over all runs; ``kids_deal_median_s``/``kids_deal_max_s``: time
    ``new_game(kids=True)`` takes to deal. ``quick`` uses few deals and small budgets.
    """
    count, kids_budget, balanced_budget = (2, 0.5, 0.5) if quick else (40, 2.0, 10.0)
    kids, deal_seconds = [], []
    for seed in range(count):
        start = time.perf_counter()
        kids.append(new_game(seed=seed, kids=True).setup)
        deal_seconds.append(time.perf_counter() - start)
    raw = [deal(random.Random(seed), "kids") for seed in range(1000, 1000 + count)]
    balanced = [deal(random.Random(seed), "balanced") for seed in range(count)]
    kids_frac, n1, t1 = _solved_fraction(kids, kids_budget)
    raw_frac, n2, t2 = _solved_fraction(raw, kids_budget)
    bal_frac, n3, t3 = _solved_fraction(balanced, balanced_budget)
    return {
        "deals": count,
        "kids_solved_2s": kids_frac,
        "raw_kids_solved_2s": raw_frac,
        "balanced_solved_10s": bal_frac,
        "nodes_per_s": (n1 + n2 + n3) / max(t1 + t2 + t3, 1e-9),
        "kids_deal_median_s": statistics.median(deal_seconds),
        "kids_deal_max_s": max(deal_seconds),
    }


if __name__ == "__main__":
    for name, value in figures(quick="--quick" in sys.argv).items():
        print(f"{name}: {value:.3f}" if isinstance(value, float) else f"{name}: {value}")

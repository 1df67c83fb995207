"""Maze solver figures: how often it finds a win within the budgets the product asks for.

Run ``python -m games.maze.bench`` (``--quick`` for a short run). Budgets are CPU seconds of
the searching thread (one core); every line found is replayed through the rules to the win.
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from games.maze import deals
from games.maze.ai import promising_move
from games.maze.hints import HintSearch
from games.maze.rules import MazeState, deal
from games.maze.solver import analyse


def _solve_all(setups: list[str], budget_s: float) -> dict[str, Any]:
    """Solve each set-up within ``budget_s`` CPU seconds: counts of yes / no / unknown."""
    counts = {"yes": 0, "no": 0, "unknown": 0}
    nodes, cpu, wall, found_cpu = 0, 0.0, 0.0, []
    for n, setup in enumerate(setups):
        start = time.perf_counter()
        result = analyse(MazeState(setup), budget_s, seed=n)
        wall += time.perf_counter() - start
        counts[result.verdict] += 1
        nodes += result.nodes
        cpu += result.cpu_s
        if result.line is not None:
            found_cpu.append(result.cpu_s)
    winnable_or_unknown = counts["yes"] + counts["unknown"]
    return {
        "deals": len(setups),
        "solved": counts["yes"],
        "proved_lost": counts["no"],
        "unknown": counts["unknown"],
        "solved_rate_of_not_proved_lost": round(counts["yes"] / max(1, winnable_or_unknown), 3),
        "median_cpu_s_to_a_line": round(statistics.median(found_cpu), 2) if found_cpu else None,
        "nodes": nodes,
        "cpu_s": round(cpu, 1),
        "wall_s": round(wall, 1),
    }


def _hint_latency(setups: list[str]) -> dict[str, float]:
    """Milliseconds Hint takes on a click: a known line (a dictionary look-up) and, while none
    is known, the promising move worked out on the spot."""
    known, guess = [], []
    for n, setup in enumerate(setups):
        state = MazeState(setup)
        search = HintSearch()
        search._known[(bytes(state.board), state.to_move)] = search.verdict(state)
        start = time.perf_counter()
        search.verdict(state)
        known.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        promising_move(state, n)
        guess.append((time.perf_counter() - start) * 1000)
    return {"hint_known_line_ms": round(statistics.median(known), 3),
            "hint_promising_move_ms": round(statistics.median(guess), 1)}


def figures(quick: bool = False) -> dict[str, Any]:
    """Solver figures on seeded deals (deal seeds 0… for balanced and standard, 1000… for raw
    kids' deals, 0… for the vetted kids' deals ``new_game(kids=True)`` hands out).

    Per kind: solved within the budget, proved lost (cut off, or a complete search), unknown,
    and the solved rate over the deals not proved lost (some deals have no win at all, and an
    unwinnable deal the solver cannot prove lost counts against it). ``quick`` uses few deals
    and small budgets.
    """
    count, kids_budget, full_budget = (2, 0.5, 0.5) if quick else (40, 1.0, 10.0)
    out: dict[str, Any] = {"deals_per_kind": count, "kids_budget_cpu_s": kids_budget,
                           "budget_cpu_s": full_budget}
    deal_seconds = []
    vetted = []
    for seed in range(count):
        start = time.perf_counter()
        vetted.append(deals.new_game(seed=seed, kids=True).setup)
        deal_seconds.append(time.perf_counter() - start)
    out["kids_deal_median_s"] = round(statistics.median(deal_seconds), 3)
    out["kids_deal_max_s"] = round(max(deal_seconds), 3)
    out["kids_vetted"] = _solve_all(vetted, kids_budget)
    out["kids_raw"] = _solve_all(
        [deal(random.Random(seed), "kids") for seed in range(1000, 1000 + count)], kids_budget)
    for kind in ("balanced", "standard"):
        out[kind] = _solve_all([deal(random.Random(seed), kind) for seed in range(count)],
                               full_budget)
    runs = [out[k] for k in ("kids_vetted", "kids_raw", "balanced", "standard")]
    out["nodes_per_cpu_s"] = round(sum(r["nodes"] for r in runs)
                                   / max(1e-9, sum(r["cpu_s"] for r in runs)))
    out.update(_hint_latency([deal(random.Random(seed), "standard") for seed in range(count)]))
    return out


if __name__ == "__main__":
    for name, value in figures(quick="--quick" in sys.argv).items():
        print(f"{name}: {value}")

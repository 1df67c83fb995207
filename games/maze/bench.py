"""Maze solver figures: how often it finds a win within the budgets the product asks for.

Run ``python -m games.maze.bench`` (``--help`` for the deal counts, budgets and seeds;
``--quick`` for a short run; ``--per-deal`` lists every deal's verdict and CPU seconds so a
run can be compared deal by deal on a quiet machine). Budgets are CPU seconds of the
searching thread, so a figure is per one core. ``--jobs 2`` solves two deals side by side to
finish sooner, each on its own core, but the two share the machine's caches and memory: on
this project's 2-core machine each searched about a quarter fewer nodes per CPU second
(2,345 against 3,050 on the same 80 deals), so the default, one deal at a time, is the figure
of "10 s of one core". Every line found is replayed through the rules to the win. The
machine's load (``os.getloadavg``) is printed at the start and the end, as
timings on a shared machine are noisy.

Rates: ``solved / deals`` counts every deal (every search, with ``--searches``); ``solved /
not proved lost`` leaves out the deals the solver proved lost (a Traveler cut off by the rules'
own test, or a complete search).

One search per deal is a noisy figure: whether a given deal is solved within 10 s depends
on the search's own random tie-breaks (balanced deal 3 was solved in 0.5 s by one search and
not in 10 s by another), so the count moves by up to 7 deals in 40 between runs.
``--searches N`` makes N independent searches of every deal (search seeds ``n``,
``n + 1000``, …) and rates them all together, with the solved count of each round of
searches beside it: the figure to judge a goal by.

``--only kids_lines`` measures how short the kids' lines get (:mod:`games.maze.shortening`):
on raw kids' deals (seeds ``1000 + first_seed``…, as ``kids_raw``), the share with a line of at
most 20, 26 (the floor: no kids' deal is won in fewer, :mod:`games.maze.floor`) and 30 plies
found within ``--lines-budget`` CPU seconds (default 2), with a
95% margin (± of the normal approximation, and the Wilson interval), and the lengths of the
lines found. The balanced and standard figures give the
lengths of the lines the solver finds there (median, min, max).
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from games.maze import deals
from games.maze.ai import promising_move
from games.maze.hints import HintSearch
from games.maze.floor import floor_plies
from games.maze.rules import MazeState, deal
from games.maze.shortening import shortest_line
from games.maze.solver import analyse

KINDS = ("kids_vetted", "kids_raw", "balanced", "standard", "kids_lines")
LINE_LIMITS = (20, 26, 30)
"""Kids' line lengths counted (plies): the issue's 20 (below the floor, so never met), the
floor that Short asks for and Medium's 30 (games.maze.deals.LENGTHS)."""


def _one(job: tuple[str, float, int]) -> tuple[str, int, float, float, int]:
    """Solve one set-up: (verdict, nodes, CPU seconds, wall seconds, line length)."""
    setup, budget_s, seed = job
    start = time.perf_counter()
    result = analyse(MazeState(setup), budget_s, seed=seed)
    wall = time.perf_counter() - start
    return (result.verdict, result.nodes, result.cpu_s, wall,
            len(result.line) if result.line is not None else 0)


def _solve_all(setups: list[str], budget_s: float, jobs: int = 1, searches: int = 1
               ) -> dict[str, Any]:
    """Solve each set-up ``searches`` times (search seeds ``n + 1000 * round``) within
    ``budget_s`` CPU seconds: counts of yes / no / unknown over every search, rates, the
    solved count of each round, and per search (verdict, CPU seconds, nodes, line length),
    round by round."""
    work = [(setup, budget_s, n + 1000 * round_)
            for round_ in range(searches) for n, setup in enumerate(setups)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_one, work))
    else:
        results = [_one(job) for job in work]
    counts = {"yes": 0, "no": 0, "unknown": 0}
    for verdict, *_ in results:
        counts[verdict] += 1
    found_cpu = [cpu for verdict, _, cpu, _, _ in results if verdict == "yes"]
    lengths = [length for verdict, _, _, _, length in results if verdict == "yes"]
    not_lost = counts["yes"] + counts["unknown"]
    deals = len(setups)
    return {
        "deals": deals,
        "searches_per_deal": searches,
        "solved_per_round": [sum(r[0] == "yes" for r in results[k:k + deals])
                             for k in range(0, len(results), max(1, deals))],
        "solved": counts["yes"],
        "proved_lost": counts["no"],
        "unknown": counts["unknown"],
        "solved_rate": round(counts["yes"] / max(1, len(results)), 3),
        "solved_rate_of_not_proved_lost": round(counts["yes"] / max(1, not_lost), 3),
        "median_cpu_s_to_a_line": round(statistics.median(found_cpu), 2) if found_cpu else None,
        "max_cpu_s_to_a_line": round(max(found_cpu), 2) if found_cpu else None,
        "median_line_moves": statistics.median(lengths) if lengths else None,
        "min_line_moves": min(lengths) if lengths else None,
        "max_line_moves": max(lengths) if lengths else None,
        "nodes": sum(r[1] for r in results),
        "cpu_s": round(sum(r[2] for r in results), 1),
        "wall_s": round(sum(r[3] for r in results), 1),
        "per_deal": [(verdict, round(cpu, 2), nodes, length)
                     for verdict, nodes, cpu, _, length in results],
    }


def _short_one(job: tuple[str, float, int]) -> tuple[int, float]:
    """Shorten one kids' line: (plies of the shortest line found or 0, CPU seconds)."""
    setup, budget_s, seed = job
    start = time.thread_time()
    line = shortest_line(MazeState(setup), budget_s, floor_plies(), seed=seed)
    return (len(line) if line else 0), time.thread_time() - start


def _wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson 95% interval of a share of ``n`` trials: unlike share ± margin it stays
    honest at 0% and 100% (0 of 100 is 0.0-3.7%)."""
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * (share * (1 - share) / n + z * z / (4 * n * n)) ** 0.5 / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _short_lines(setups: list[str], budget_s: float, jobs: int = 1) -> dict[str, Any]:
    """Per limit of :data:`LINE_LIMITS`: the share of ``setups`` with a line that short found
    within ``budget_s`` CPU seconds (± a 95% margin, and the Wilson interval), and the lengths
    of the lines found."""
    work = [(setup, budget_s, n) for n, setup in enumerate(setups)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_short_one, work))
    else:
        results = [_short_one(job) for job in work]
    lengths = [length for length, _ in results if length]
    out: dict[str, Any] = {"deals": len(setups), "budget_cpu_s": budget_s,
                           "floor_plies": floor_plies()}
    n = max(1, len(setups))
    for limit in LINE_LIMITS:
        share = sum(0 < length <= limit for length in lengths) / n
        margin = 1.96 * (share * (1 - share) / n) ** 0.5
        low, high = _wilson(share, n)
        out[f"share_at_most_{limit}"] = f"{share:.1%} ± {margin:.1%} (95%: {low:.1%}-{high:.1%})"
    out.update({"solved": len(lengths),
                "median_line_moves": statistics.median(lengths) if lengths else None,
                "min_line_moves": min(lengths) if lengths else None,
                "max_line_moves": max(lengths) if lengths else None,
                "cpu_s": round(sum(cpu for _, cpu in results), 1),
                "per_deal": [(length, round(cpu, 2)) for length, cpu in results]})
    return out


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


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "unknown"


def figures(quick: bool = False, kids: int = 40, full: int = 40, kids_budget: float = 1.0,
            budget: float = 10.0, first_seed: int = 0, jobs: int = 1,
            kinds: tuple[str, ...] = KINDS[:4], searches: int = 1,
            lines_budget: float = 2.0) -> dict[str, Any]:
    """Solver figures on seeded deals (deal seeds ``first_seed``… for balanced and standard,
    ``1000 + first_seed``… for raw kids' deals, ``first_seed``… for the vetted kids' deals
    ``new_game(kids=True)`` hands out).

    Per kind: solved within the budget, proved lost (cut off, or a complete search), unknown,
    the solved rate over all deals and over the deals not proved lost (an unwinnable deal the
    solver cannot prove lost counts against it). ``quick`` uses two deals and small budgets;
    ``searches`` independent searches of each deal are rated together (see the module
    docstring). ``kids_lines`` is measured only when asked for (``--only``).
    """
    if quick:
        kids, full, kids_budget, budget = 2, 2, 0.5, 0.5
    out: dict[str, Any] = {"load_at_start": _load(), "kids_deals": kids, "full_deals": full,
                           "kids_budget_cpu_s": kids_budget, "budget_cpu_s": budget,
                           "first_seed": first_seed, "jobs": jobs, "searches": searches}
    seeds = range(first_seed, first_seed + kids)
    if "kids_vetted" in kinds:
        deal_seconds = []
        vetted = []
        for seed in seeds:
            start = time.perf_counter()
            vetted.append(deals.new_game(seed=seed, kids=True).setup)
            deal_seconds.append(time.perf_counter() - start)
        out["kids_deal_median_s"] = round(statistics.median(deal_seconds), 3)
        out["kids_deal_max_s"] = round(max(deal_seconds), 3)
        out["kids_vetted"] = _solve_all(vetted, kids_budget, jobs, searches)
    if "kids_raw" in kinds:
        out["kids_raw"] = _solve_all(
            [deal(random.Random(1000 + seed), "kids") for seed in seeds], kids_budget, jobs,
            searches)
    if "kids_lines" in kinds:
        out["kids_lines"] = _short_lines(
            [deal(random.Random(1000 + seed), "kids") for seed in seeds], lines_budget, jobs)
    for kind in ("balanced", "standard"):
        if kind in kinds:
            out[kind] = _solve_all(
                [deal(random.Random(seed), kind)
                 for seed in range(first_seed, first_seed + full)], budget, jobs, searches)
    runs = [out[k] for k in KINDS[:4] if k in out]
    out["nodes_per_cpu_s"] = round(sum(r["nodes"] for r in runs)
                                   / max(1e-9, sum(r["cpu_s"] for r in runs)))
    out.update(_hint_latency([deal(random.Random(seed), "standard")
                              for seed in range(first_seed, first_seed + max(2, min(full, 40)))]))
    out["load_at_end"] = _load()
    return out


def _report(found: dict[str, Any], per_deal: bool) -> None:
    for name, value in found.items():
        if isinstance(value, dict):
            print(f"{name}:")
            for key, item in value.items():
                if key == "per_deal":
                    continue
                print(f"  {key}: {item}")
            if per_deal and name == "kids_lines":
                for n, (length, cpu) in enumerate(value["per_deal"]):
                    print(f"    deal {n + found['first_seed']}: {length or 'no'} plies {cpu} s")
            elif per_deal:
                deals = value["deals"]
                for n, (verdict, cpu, nodes, length) in enumerate(value["per_deal"]):
                    search = (f" (search {n // deals + 1})"
                              if value["searches_per_deal"] > 1 else "")
                    print(f"    deal {n % deals + found['first_seed']}{search}: {verdict} {cpu} s "
                          f"{nodes} nodes {length} moves")
        else:
            print(f"{name}: {value}")
    budget, kids_budget = found["budget_cpu_s"], found["kids_budget_cpu_s"]
    print("summary:")
    for kind, limit in (("kids_vetted", kids_budget), ("kids_raw", kids_budget),
                        ("balanced", budget), ("standard", budget)):
        if kind in found:
            run = found[kind]
            searched = run["deals"] * run["searches_per_deal"]
            rounds = (f" (rounds: {', '.join(map(str, run['solved_per_round']))})"
                      if run["searches_per_deal"] > 1 else "")
            print(f"  {kind} <= {limit} s: {run['solved']}/{searched} solved "
                  f"({run['solved_rate']:.1%}){rounds}; proved lost {run['proved_lost']}; "
                  f"solved of not proved lost {run['solved_rate_of_not_proved_lost']:.1%}")
    if "kids_lines" in found:
        run = found["kids_lines"]
        print(f"  kids_lines <= {run['budget_cpu_s']} s: "
              + "; ".join(f"<= {limit} plies {run[f'share_at_most_{limit}']}"
                          for limit in LINE_LIMITS)
              + f" of {run['deals']}; lengths median {run['median_line_moves']}, "
              f"min {run['min_line_moves']}, max {run['max_line_moves']}")


def main(argv: list[str] | None = None) -> None:
    """The command line: ``python -m games.maze.bench [options]``."""
    parser = argparse.ArgumentParser(prog="python -m games.maze.bench",
                                     description="Maze solver solve rates on seeded deals.")
    parser.add_argument("--quick", action="store_true", help="two deals each, 0.5 s budgets")
    parser.add_argument("--kids", type=int, default=40, help="kids' deals of each sort")
    parser.add_argument("--full", type=int, default=40,
                        help="balanced deals and standard deals (each)")
    parser.add_argument("--kids-budget", type=float, default=1.0, help="CPU s per kids' deal")
    parser.add_argument("--budget", type=float, default=10.0, help="CPU s per full deal")
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1,
                        help="deals solved side by side, each on one core")
    parser.add_argument("--searches", type=int, default=1,
                        help="independent searches of each deal, rated together")
    parser.add_argument("--only", nargs="+", choices=KINDS, default=list(KINDS[:4]),
                        help="what to measure (kids_lines: how short the kids' lines get)")
    parser.add_argument("--lines-budget", type=float, default=2.0,
                        help="CPU s per kids' deal for kids_lines")
    parser.add_argument("--per-deal", action="store_true", help="list every deal's result")
    args = parser.parse_args(argv)
    if args.searches < 1:
        parser.error("--searches must be at least 1")
    found = figures(args.quick, args.kids, args.full, args.kids_budget, args.budget,
                    args.first_seed, args.jobs, tuple(args.only), args.searches,
                    args.lines_budget)
    _report(found, args.per_deal)


if __name__ == "__main__":
    main()

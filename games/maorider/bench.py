"""Figures of the Maorider rules and engine, measured in one run:
``python -m games.maorider.bench [--games N] [--movetime S] [--jobs J] [--only PART ...]``.

Parts (``--only`` picks some; all by default):

* ``perft``: leaf counts of our start position through both layers of the rules model — the
  fast one (``legal_codes``/``push``/``pop``) and the public one (``legal_moves``/``play``/
  ``undo``, which builds events and checks for the end of the game) — and, when python-chess is
  installed, its push/pop perft of the chess start position. The trees differ (ours is 9×8 with
  different pieces, chess 8×8), so each line gives its own nodes and depth, and the comparison
  is of nodes per second only, best of 5 runs each.
* ``plies``: time per ply (``legal_moves`` and ``play``, as a scene plays) early and late in
  seeded random games that last past ply ``LATE_PLIES[1]``, plies 1–50 against plies 501–550
  and their ratio, best of 5 replays: a game's rules must not slow down as it grows.
* ``engine``: nodes per second and the depth reached in 2 s from the start, new engine and
  the frozen baseline (``games.maorider.baseline``, the engine before issue 17).
* ``baseline``: the top level against the baseline, both on ``--movetime`` seconds a move.
* ``greedy``: a greedy one-ply player (:func:`greedy_move`: the best score of the engine's
  evaluation after its own move, a win on the spot first) against the easiest level.
* ``ladder``: each level against the one below, on the levels' own node budgets.
* ``think``: each level's time per decision (median, p90, max) over ``--think-games`` games
  against itself of at most ``THINK_PLIES`` plies from the match openings.

The perft and plies parts count CPU seconds of this process, so that other work on the machine
disturbs them less (it still slows the caches a little: compare figures of one run).

Every match alternates colours and varies the first two plies (game pairs share an opening,
one with each colour); a game still running after ``MATCH_PLY_LIMIT`` plies counts as a draw.
A score is (wins + draws / 2) / games, from the first-named player's side, with its 95%
interval (1.96 standard errors of the per-game scores 1, ½, 0).

Ladder games run on node budgets, and each game depends on its index only (its opening, its
seeds; a worker's kept tables never carry over from one game to the next), so a ladder game
gives the same result on any machine and in any worker. A long match can therefore be played
in slices (``--first-game``) and the slices added up.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable

from games.maorider import ai, baseline
from games.maorider.rules import MaoriderState, new_game

MATCH_PLY_LIMIT = 300
PARTS = ("perft", "plies", "engine", "baseline", "greedy", "ladder", "think")
THINK_PLIES = 60
EARLY_PLIES = (0, 50)  # plies 1–50
LATE_PLIES = (500, 550)  # plies 501–550


def perft(state: MaoriderState, depth: int) -> int:
    """Leaf count through the fast layer (a push and a pop per move, as python-chess's)."""
    if depth == 0:
        return 1
    total = 0
    for code in state.legal_codes():
        state.push(code)
        total += perft(state, depth - 1)
        state.pop()
    return total


def public_perft(state: MaoriderState, depth: int) -> int:
    """Leaf count through the public layer: ``legal_moves``, ``play`` (events), ``undo``."""
    if depth == 0:
        return 1
    total = 0
    for move in state.legal_moves():
        state.play(move)
        total += public_perft(state, depth - 1)
        state.undo()
    return total


def _chess_perft(board: Any, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += _chess_perft(board, depth - 1)
        board.pop()
    return total


def best_rate(run: Callable[[], int], runs: int = 5) -> tuple[int, float, float]:
    """(nodes, best nodes per CPU second, best CPU seconds) over ``runs`` runs."""
    best = float("inf")
    nodes = 0
    for _ in range(runs):
        start = time.process_time()
        nodes = run()
        best = min(best, time.process_time() - start)
    return nodes, nodes / best, best


def perft_figures(depth: int, public_depth: int, chess_depth: int) -> list[str]:
    """Lines of the perft part."""
    lines = ["perft, best of 5 runs each (different trees: compare nodes per second only)"]
    n, rate, secs = best_rate(lambda: perft(new_game(), depth))
    lines.append(f"  maorider fast layer   legal_codes/push/pop     depth {depth}: {n} nodes, "
                 f"{secs:.3f} s, {rate:,.0f} nodes/s")
    pn, prate, psecs = best_rate(lambda: public_perft(new_game(), public_depth))
    lines.append(f"  maorider public layer legal_moves/play/undo    depth {public_depth}: {pn} "
                 f"nodes, {psecs:.3f} s, {prate:,.0f} nodes/s")
    try:
        import chess
    except ImportError:
        lines.append("  python-chess not installed: its column is skipped")
        return lines
    cn, crate, csecs = best_rate(lambda: _chess_perft(chess.Board(), chess_depth))
    lines.append(f"  python-chess {chess.__version__:<9}legal_moves/push/pop     depth "
                 f"{chess_depth}: {cn} nodes, {csecs:.3f} s, {crate:,.0f} nodes/s")
    lines.append(f"  nodes/s ratio to python-chess: fast layer {rate / crate:.2f}×, public layer "
                 f"{prate / crate:.2f}×")
    return lines


def long_game_seeds(count: int, plies: int = LATE_PLIES[1]) -> list[int]:
    """The first ``count`` seeds whose random game (see :func:`random_game_costs`) is still
    going after ``plies`` plies."""
    seeds: list[int] = []
    seed = 0
    while len(seeds) < count:
        state = new_game()
        rng = random.Random(seed)
        while len(state.stack) < plies and not state.is_over():
            state.play(rng.choice(state.legal_moves()))
        if len(state.stack) == plies:
            seeds.append(seed)
        seed += 1
    return seeds


def random_game_costs(seed: int, windows: tuple[tuple[int, int], ...]) -> list[float]:
    """CPU seconds spent in ``legal_moves`` and ``play`` over each window of plies (first,
    end), in order and apart, of the random game ``seed``."""
    state = new_game()
    rng = random.Random(seed)
    costs = []
    for first, end in windows:
        while len(state.stack) < first:
            state.play(rng.choice(state.legal_moves()))
        start = time.process_time()
        for _ in range(first, end):
            state.play(rng.choice(state.legal_moves()))
        costs.append(time.process_time() - start)
    return costs


def ply_figures(games: int = 6, runs: int = 5) -> list[str]:
    """Lines of the plies part: the best of ``runs`` replays of each game, added up."""
    windows = (EARLY_PLIES, LATE_PLIES)
    seeds = long_game_seeds(games)
    best = [[float("inf")] * len(windows) for _ in seeds]
    for _ in range(runs):
        for g, seed in enumerate(seeds):
            best[g] = [min(a, b) for a, b in zip(best[g], random_game_costs(seed, windows))]
    per_ply = [sum(b[i] for b in best) / (games * (end - first)) for i, (first, end)
               in enumerate(windows)]
    return [f"time per ply (legal_moves + play), {games} seeded random games (seeds "
            f"{', '.join(map(str, seeds))}), best of {runs} replays each",
            f"  plies {EARLY_PLIES[0] + 1}-{EARLY_PLIES[1]}: {1e6 * per_ply[0]:,.0f} µs a ply; "
            f"plies {LATE_PLIES[0] + 1}-{LATE_PLIES[1]}: {1e6 * per_ply[1]:,.0f} µs a ply; "
            f"late/early {per_ply[1] / per_ply[0]:.2f}×"]


def engine_figures(seconds: float = 2.0) -> list[str]:
    """Lines of the engine part."""
    nodes, depth, secs = ai.search_figures(new_game(), seconds)
    old = baseline.Searcher(new_game(), 10 ** 12, time.perf_counter() + seconds)
    start = time.perf_counter()
    old.root(64, 0, random.Random(0))
    old_secs = time.perf_counter() - start
    return [f"engine from the start position, {seconds:g} s",
            f"  new (master settings): {nodes / secs:,.0f} nodes/s, depth {depth}",
            f"  baseline:              {old.nodes / old_secs:,.0f} nodes/s, "
            f"depth {old.depth_done}"]


def _baseline_move(state: MaoriderState, movetime: float, seed: int) -> str:
    searcher = baseline.Searcher(state, 10 ** 12, time.perf_counter() + movetime)
    move, _ = searcher.root(64, 0, random.Random(seed))
    return str(baseline.Move(move))


def greedy_move(state: MaoriderState, seed: int) -> str:
    """The greedy one-ply player: a move that wins on the spot (the opponent left without a
    King or a move), else the best static score (:func:`ai.evaluate`: material, placement and
    the variant's terms) after its own move, ties broken by ``seed``. It looks at nothing the
    opponent may answer."""
    s = state.copy()
    rng = random.Random(seed)
    me = s.side
    best: list[int] = []
    top = -ai.INF
    for m in s.legal_codes():
        s.push(m)
        try:
            if not s.kings[me ^ 1] or not s.legal_codes():
                return str(ai.Move(m))
            score = -ai.evaluate(s)
        finally:
            s.pop()
        if score > top:
            top, best = score, [m]
        elif score == top:
            best.append(m)
    return str(ai.Move(rng.choice(best)))


def _opening(state: MaoriderState, pair: int) -> None:
    """The first two plies of game pair ``pair``: seeded random moves."""
    rng = random.Random(7919 * pair + 1)
    for _ in range(2):
        state.play(rng.choice(state.legal_moves()))


def play_game(job: tuple[str, int, int, float, int]) -> str:
    """One match game; ``job`` is (kind, level, game index, movetime, ply limit). ``kind``
    "baseline": the given level on movetime against the baseline on movetime; "ladder": the
    level against the level below on their budgets. Returns "win", "loss" or "draw" for the
    first-named player (the level)."""
    state = match_game(job)
    mine = job[2] % 2
    winners = state.winners()
    if not winners:
        return "draw"
    return "win" if mine in winners else "loss"


def match_game(job: tuple[str, int, int, float, int]) -> MaoriderState:
    """The final position of the match game ``job`` (see :func:`play_game`)."""
    kind, level, index, movetime, limit = job
    state = new_game()
    _opening(state, index // 2)
    mine = index % 2  # colours alternate within a pair
    while not state.is_over() and len(state.stack) < limit:
        seed = 1000 * index + len(state.stack)
        if kind == "greedy":
            move = (greedy_move(state, seed) if state.side == mine
                    else ai.search(state, level, seed)[0])
        elif state.side == mine:
            move = ai.search(state, level, seed,
                             movetime=movetime if kind == "baseline" else None)[0]
        elif kind == "baseline":
            move = _baseline_move(state, movetime, seed)
        else:
            move = ai.search(state, level - 1, seed)[0]
        state.play(move)
    return state


def match(kind: str, level: int, games: int, movetime: float, jobs: int,
          log: Callable[[str], None], first: int = 0) -> tuple[int, int, int]:
    """(wins, draws, losses) of a match of the games ``first`` … ``first + games - 1``, logging
    each result as it comes."""
    tally = {"win": 0, "draw": 0, "loss": 0}
    todo = [(kind, level, i, movetime, MATCH_PLY_LIMIT) for i in range(first, first + games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for i, result in enumerate(pool.map(play_game, todo)):
            tally[result] += 1
            log(f"    game {first + i + 1}/{first + games}: {result} (so far +{tally['win']} "
                f"={tally['draw']} -{tally['loss']})")
    return tally["win"], tally["draw"], tally["loss"]


def interval(result: tuple[int, int, int]) -> tuple[float, float]:
    """(score, half-width of its 95% interval) of (wins, draws, losses), both as shares."""
    wins, draws, losses = result
    games = wins + draws + losses
    if not games:
        return 0.0, 0.0
    score = (wins + draws / 2) / games
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2
                + losses * score ** 2) / games
    return score, 1.96 * math.sqrt(variance / games)


def _score_line(name: str, games: int, result: tuple[int, int, int], what: str,
                goal: float = 0.65) -> str:
    wins, draws, losses = result
    score, half = interval(result)
    verdict = "meets" if score >= goal else "misses"
    return (f"  {name}: {games} games {what}: +{wins} ={draws} -{losses}, score "
            f"{100 * score:.1f}% ± {100 * half:.1f} ({verdict} the {100 * goal:.0f}% goal at "
            f"this size)")


def think_times(level: int, games: int, plies: int = THINK_PLIES) -> list[float]:
    """Seconds of each decision of ``level`` playing itself in ``games`` games of at most
    ``plies`` plies from the match openings (a fresh process's tables, as a new game's)."""
    times = []
    for index in range(games):
        state = new_game()
        _opening(state, index)
        while not state.is_over() and len(state.stack) < plies:
            start = time.perf_counter()
            move = ai.search(state, level, 1000 * index + len(state.stack))[0]
            times.append(time.perf_counter() - start)
            state.play(move)
    return times


def _think_line(name: str, times: list[float]) -> str:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (f"  {name}: median {1000 * statistics.median(ordered):.1f} ms, p90 "
            f"{1000 * p90:.1f} ms, max {1000 * ordered[-1]:.1f} ms over {len(ordered)} "
            f"decisions")


def _slice(first: int, games: int) -> str:
    return f" (games {first + 1}-{first + games} of a longer match)" if first else ""


def main(argv: list[str] | None = None) -> None:
    """Run the bench; prints every figure (and the match progress) as it is measured."""
    p = argparse.ArgumentParser(prog="python -m games.maorider.bench")
    p.add_argument("--games", type=int, default=100, help="games per match (default 100)")
    p.add_argument("--movetime", type=float, default=0.2,
                   help="seconds a move in the baseline match (default 0.2)")
    p.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--only", nargs="+", choices=PARTS, default=list(PARTS))
    p.add_argument("--levels", nargs="+", type=int, default=None,
                   help="ladder: which levels to test against the one below (default all)")
    p.add_argument("--first-game", type=int, default=0,
                   help="matches: index of the first game (a slice of a longer match)")
    p.add_argument("--think-games", type=int, default=4,
                   help="think: games of each level against itself (default 4)")
    p.add_argument("--quick", action="store_true", help="small perft, 4-game matches")
    args = p.parse_args(argv)

    def log(line: str) -> None:
        print(line, flush=True)

    log(f"maorider bench, {time.strftime('%Y-%m-%d %H:%M:%S')}, "
        f"command: python -m games.maorider.bench {' '.join(argv if argv else sys.argv[1:])}")
    games = 4 if args.quick else args.games
    if "perft" in args.only:
        for line in perft_figures(3 if args.quick else 4, 2 if args.quick else 3,
                                  3 if args.quick else 4):
            log(line)
    if "plies" in args.only:
        for line in ply_figures(2 if args.quick else 6, 2 if args.quick else 5):
            log(line)
    if "engine" in args.only:
        for line in engine_figures():
            log(line)
    top = len(ai.LEVELS) - 1
    if "baseline" in args.only:
        log(f"match: {ai.LEVELS[top]} against the baseline, {args.movetime:g} s a move each")
        result = match("baseline", top, games, args.movetime, args.jobs, log, args.first_game)
        log(_score_line(f"{ai.LEVELS[top]} vs baseline", games, result,
                        f"at {args.movetime:g} s a move" + _slice(args.first_game, games)))
    if "greedy" in args.only:
        name = f"greedy one-ply vs {ai.LEVELS[ai.EASIEST]}"
        log(f"match: {name}")
        result = match("greedy", ai.EASIEST, games, args.movetime, args.jobs, log,
                       args.first_game)
        log(_score_line(name, games, result, f"(a draw past {MATCH_PLY_LIMIT} plies)"
                        + _slice(args.first_game, games), 0.70))
    if "ladder" in args.only:
        for level in args.levels or range(1, len(ai.LEVELS)):
            name = f"{ai.LEVELS[level]} vs {ai.LEVELS[level - 1]}"
            log(f"match: {name}, on the levels' own node budgets")
            result = match("ladder", level, games, args.movetime, args.jobs, log,
                           args.first_game)
            log(_score_line(name, games, result, "on node budgets" + _slice(args.first_game,
                                                                             games)))
    if "think" in args.only:
        think = 1 if args.quick else args.think_games
        log(f"think time per decision, each level against itself, {think} games of at most "
            f"{THINK_PLIES} plies")
        for level in args.levels or range(len(ai.LEVELS)):
            log(_think_line(ai.LEVELS[level], think_times(level, think)))


if __name__ == "__main__":
    main()

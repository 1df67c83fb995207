"""Figures for Terra Incognita: generator speed and how bot games go.

Run ``python -m games.terra.bench [--quick] [--only PART ...] [--ladder-games N]`` to print
them in one run (all parts by default):

* ``generation``: 10x10 generation and validation time;
* ``lone``: the lone normal bot on 200 seeded 10x10 labyrinths (how often it escapes before the
  turn limit, in how many actions);
* ``tver``: the same on 100 Tver labyrinths of 2 and of 3 floors, with and without the bear
  (with the longest escape and the seeds not escaped);
* ``four``: four normal bots on 300 games (how often someone wins);
* ``mixed``: two normal against two easy bots;
* ``pairs``: how often two normal bots decide on a map that contradicts the truth;
* ``ladder``: each level against the one below, and the top level against the weakest, in
  two-player 10x10 games (seeds 0…N−1, seats alternating; a game nobody wins by the turn limit
  counts half), with each level's time per decision (median, p90, max) over the ladder games.
"""
from __future__ import annotations

import argparse
import math
import statistics
import time
from typing import Any

from games.terra.ai import LEVELS, choose_move, recall
from games.terra.generator import generate, problems
from games.terra.mapfile import RIVER
from games.terra.memory import Memory
from games.terra.rules import TerraState, new_game

NORMAL = LEVELS.index("normal")
EASY = LEVELS.index("easy")
PARTS = ("generation", "lone", "tver", "four", "mixed", "pairs", "ladder")


def play_bot_game(seed: int, players: int = 4, size: int = 10, level: int = NORMAL,
                  seats: list[int] | None = None, audit: bool = False, **options: Any) -> dict[str, Any]:
    """One game of bots at ``level`` (or at ``seats[player]`` each) on a seeded labyrinth
    (``options``: the modifications, e.g. ``floors=2``): winners, turns, own actions, think
    time and, with ``audit``, how many decisions were made on a map that contradicts the truth
    and how many seats ended with one."""
    state = new_game(players=players, seed=seed, size=size, **options)
    levels = seats if seats is not None else [level] * players
    think = 0.0
    times: list[list[float]] = [[] for _ in range(players)]
    moves = 0
    wrong = 0
    while not state.is_over():
        player = state.to_move
        started = time.perf_counter()
        move = choose_move(state, levels[player], seed)
        spent = time.perf_counter() - started
        think += spent
        times[player].append(spent)
        moves += 1
        if audit and state.pos[player] is not None:
            wrong += contradicts(recall(state.observation(player), levels[player]), state, player)
        state.play(move)
    result = {"winners": sorted(state.winners()), "turns": state.turns, "actions": moves,
              "think_ms": 1000 * think / moves, "times": times}
    if audit:
        result["wrong_decisions"] = wrong
        result["wrong_seats"] = sum(contradicts(recall(state.observation(p), levels[p]), state, p)
                                    for p in range(players))
    return result


def contradicts(memory: Memory, state: TerraState, player: int) -> bool:
    """Whether the bot's board fragment disagrees with the true labyrinth: a cell off the
    board or of another kind, or the bot not where its map puts it."""
    book = memory.book
    if not book.fragments:
        return False
    size = state.maze.size
    for (x, y), note in book.fragments[0].cells.items():
        if not (0 <= x < size and 0 <= y < size):
            return True
        kind = state.maze.kinds[y * size + x]
        if note["kind"] not in (None, kind) and not (note["kind"] == "~" and kind in RIVER):
            return True
    if book.current == 0 and book.me is not None:
        return book.me[1] * size + book.me[0] != state.pos[player]
    return False


def ladder(level: int, games: int, below: int | None = None
           ) -> tuple[tuple[int, int, int], list[float], list[float]]:
    """(wins, draws, losses) of ``level`` against ``below`` (default ``level - 1``) in
    two-player 10x10 games on seeds 0…games−1, ``level`` opening in the even games, and each
    one's decision times."""
    below = level - 1 if below is None else below
    wins = draws = 0
    mine: list[float] = []
    theirs: list[float] = []
    for seed in range(games):
        seat = seed % 2
        seats = [level, below] if seat == 0 else [below, level]
        game = play_bot_game(seed, players=2, seats=seats)
        mine += game["times"][seat]
        theirs += game["times"][1 - seat]
        if not game["winners"]:
            draws += 1
        elif seat in game["winners"]:
            wins += 1
    return (wins, draws, games - wins - draws), mine, theirs


def score(result: tuple[int, int, int]) -> str:
    """(wins, draws, losses) as "+w =d −l, score s% ± h" with the 95% interval of the
    per-game scores (1, ½, 0)."""
    wins, draws, losses = result
    games = wins + draws + losses
    p = (wins + draws / 2) / games
    variance = (wins * (1 - p) ** 2 + draws * (0.5 - p) ** 2 + losses * p ** 2) / games
    return (f"{games} games +{wins} ={draws} -{losses}, score {100 * p:.1f}% ± "
            f"{100 * 1.96 * math.sqrt(variance / games):.1f}")


def think(times: list[float]) -> str:
    """Median, p90 and max of decision times (seconds) in milliseconds."""
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return (f"median {1000 * statistics.median(ordered):.2f} ms, p90 {1000 * p90:.2f} ms, "
            f"max {1000 * ordered[-1]:.1f} ms over {len(ordered)} decisions")


def tver_figures(quick: bool = False) -> dict[str, Any]:
    """The lone normal bot on 100 seeded 10x10 Tver labyrinths (``quick``: 4) of 2 and of 3
    floors, with and without the bear: how often it escapes, the median and longest escape
    in actions, and the seeds it does not escape."""
    tver: dict[str, Any] = {}
    for floors in (2, 3):
        for bear in (False, True):
            games = [play_bot_game(seed, players=1, floors=floors, bear=bear)
                     for seed in range(4 if quick else 100)]
            won = [g["actions"] for g in games if g["winners"]]
            name = f"lone_normal_{floors}_floors{'_bear' if bear else ''}"
            tver[f"{name}_escape_rate"] = len(won) / len(games)
            tver[f"{name}_actions_median"] = statistics.median(won) if won else None
            tver[f"{name}_actions_max"] = max(won) if won else None
            tver[f"{name}_not_escaped_seeds"] = [seed for seed, g in enumerate(games)
                                                 if not g["winners"]]
    return tver


def figures(quick: bool = False, parts: tuple[str, ...] = PARTS,
            ladder_games: int = 200) -> dict[str, Any]:
    """The figures of ``parts`` (``quick``: fewer games, for a smoke run)."""
    out: dict[str, Any] = {}
    if "generation" in parts:
        timings = []
        for seed in range(50 if quick else 500):
            started = time.perf_counter()
            maze = generate(10, seed)
            assert not problems(maze)
            timings.append(1000 * (time.perf_counter() - started))
        out["generation_ms_median"] = round(statistics.median(timings), 2)
        out["generation_ms_max"] = round(max(timings), 2)
    if "lone" in parts:
        lone = [play_bot_game(seed, players=1) for seed in range(10 if quick else 200)]
        escaped = [g["actions"] for g in lone if g["winners"]]
        out["lone_normal_games"] = len(lone)
        out["lone_normal_escape_rate"] = len(escaped) / len(lone)
        out["lone_normal_actions_median"] = statistics.median(escaped) if escaped else None
        out["lone_normal_actions_max"] = max(escaped) if escaped else None
    if "tver" in parts:
        out.update(tver_figures(quick))
    if "four" in parts:
        four = [play_bot_game(seed) for seed in range(4 if quick else 300)]
        turns = [g["turns"] for g in four]
        out["four_normal_games"] = len(four)
        out["four_normal_finish_rate"] = sum(1 for g in four if g["winners"]) / len(four)
        out["four_normal_turns_median"] = statistics.median(turns)
        out["four_normal_turns_per_player_median"] = statistics.median(turns) / 4
        out["four_normal_turns_max"] = max(turns)
        out["bot_think_ms_mean"] = round(statistics.mean(g["think_ms"] for g in four), 2)
    if "mixed" in parts:
        # Two easy and two normal bots, seats swapped every other game so neither side always
        # opens.
        mixed = [play_bot_game(seed, seats=[EASY, NORMAL] * 2 if seed % 2 else [NORMAL, EASY] * 2)
                 for seed in range(4 if quick else 60)]
        normal_wins = sum(1 for seed, g in enumerate(mixed) for w in g["winners"]
                          if (w % 2 == 1) == (seed % 2 == 1))
        out["mixed_games"] = len(mixed)
        out["mixed_games_won_by_normal"] = normal_wins
        out["mixed_games_won_by_easy"] = sum(1 for g in mixed if g["winners"]) - normal_wins
    if "pairs" in parts:
        pairs = [play_bot_game(seed, players=2, audit=True) for seed in range(4 if quick else 50)]
        out["two_normal_games"] = len(pairs)
        out["two_normal_decisions_on_a_wrong_map"] = round(
            sum(g["wrong_decisions"] for g in pairs) / sum(g["actions"] for g in pairs), 4)
        out["two_normal_seats_ending_on_a_wrong_map"] = (
            f"{sum(g['wrong_seats'] for g in pairs)} of {2 * len(pairs)}")
    if "ladder" in parts:
        games = 4 if quick else ladder_games
        times: dict[int, list[float]] = {level: [] for level in range(len(LEVELS))}
        for level in range(1, len(LEVELS)):
            result, mine, below = ladder(level, games)
            out[f"{LEVELS[level]}_vs_{LEVELS[level - 1]}"] = score(result)
            times[level] += mine
            times[level - 1] += below
        # The top level against the weakest: Terra is much a matter of luck, and two weak bots
        # often both run out of turns (a draw); the top level seldom does.
        top = len(LEVELS) - 1
        out[f"{LEVELS[top]}_vs_{LEVELS[0]}"] = score(ladder(top, games, 0)[0])
        for level, spent in times.items():
            out[f"{LEVELS[level]}_decision_time"] = think(spent)
    return out


def main(argv: list[str] | None = None) -> None:
    """Print the figures of the parts asked for."""
    p = argparse.ArgumentParser(prog="python -m games.terra.bench")
    p.add_argument("--quick", action="store_true", help="a few games of each part")
    p.add_argument("--only", nargs="+", choices=PARTS, default=list(PARTS))
    p.add_argument("--ladder-games", type=int, default=200,
                   help="ladder: two-player games of each level against the one below")
    args = p.parse_args(argv)
    for name, value in figures(args.quick, tuple(args.only), args.ladder_games).items():
        print(f"{name}: {value}", flush=True)


if __name__ == "__main__":
    main()

"""Figures for Terra Incognita: generator speed and how bot games go.

Run ``python -m games.terra.bench`` (add ``--quick`` for a short run, ``--tver`` for the Tver
labyrinths' figures alone) to print them all in one run: the lone normal bot on 200 seeded 10x10 labyrinths (how often it escapes before the turn
limit, in how many actions), the same on 100 Tver labyrinths of 2 and of 3 floors, with and
without the bear, four normal bots on 300 games (how often someone wins), two normal against two
easy bots, and how often two normal bots decide on a map that contradicts the truth.
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from games.terra.ai import LEVELS, choose_move, recall
from games.terra.generator import generate, problems
from games.terra.mapfile import RIVER
from games.terra.memory import Memory
from games.terra.rules import TerraState, new_game

NORMAL = LEVELS.index("normal")
EASY = LEVELS.index("easy")


def play_bot_game(seed: int, players: int = 4, size: int = 10, level: int = NORMAL,
                  seats: list[int] | None = None, audit: bool = False, **options: Any) -> dict[str, Any]:
    """One game of bots at ``level`` (or at ``seats[player]`` each) on a seeded labyrinth
    (``options``: the modifications, e.g. ``floors=2``): winners, turns, own actions, think
    time and, with ``audit``, how many decisions were made on a map that contradicts the truth
    and how many seats ended with one."""
    state = new_game(players=players, seed=seed, size=size, **options)
    levels = seats if seats is not None else [level] * players
    think = 0.0
    moves = 0
    wrong = 0
    while not state.is_over():
        player = state.to_move
        started = time.perf_counter()
        move = choose_move(state, levels[player], seed)
        think += time.perf_counter() - started
        moves += 1
        if audit and state.pos[player] is not None:
            wrong += contradicts(recall(state.observation(player), levels[player]), state, player)
        state.play(move)
    result = {"winners": sorted(state.winners()), "turns": state.turns, "actions": moves,
              "think_ms": 1000 * think / moves}
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


def tver_figures(quick: bool = False) -> dict[str, Any]:
    """The lone normal bot on 100 seeded 10x10 Tver labyrinths (``quick``: 4) of 2 and of 3
    floors, with and without the bear: how often it escapes, the median and longest escape
    in actions, and the seeds it does not escape."""
    tver: dict[str, Any] = {}
    for floors in (2, 3):
        for bear in (False, True):
            games = [play_bot_game(seed, players=1, floors=floors, bear=bear) for seed in range(4 if quick else 100)]
            won = [g["actions"] for g in games if g["winners"]]
            name = f"lone_normal_{floors}_floors{'_bear' if bear else ''}"
            tver[f"{name}_escape_rate"] = len(won) / len(games)
            tver[f"{name}_actions_median"] = statistics.median(won) if won else None
            tver[f"{name}_actions_max"] = max(won) if won else None
            tver[f"{name}_not_escaped_seeds"] = [seed for seed, g in enumerate(games) if not g["winners"]]
    return tver


def figures(quick: bool = False) -> dict[str, Any]:
    """Every figure of the bench (``quick``: fewer games, for a smoke run)."""
    timings = []
    for seed in range(50 if quick else 500):
        started = time.perf_counter()
        maze = generate(10, seed)
        assert not problems(maze)
        timings.append(1000 * (time.perf_counter() - started))
    lone = [play_bot_game(seed, players=1) for seed in range(10 if quick else 200)]
    escaped = [g["actions"] for g in lone if g["winners"]]
    tver = tver_figures(quick)
    four = [play_bot_game(seed) for seed in range(4 if quick else 300)]
    turns = [g["turns"] for g in four]
    # Two easy and two normal bots, seats swapped every other game so neither side always opens.
    mixed = [play_bot_game(seed, seats=[EASY, NORMAL] * 2 if seed % 2 else [NORMAL, EASY] * 2)
             for seed in range(4 if quick else 60)]
    normal_wins = sum(1 for seed, g in enumerate(mixed) for w in g["winners"] if (w % 2 == 1) == (seed % 2 == 1))
    pairs = [play_bot_game(seed, players=2, audit=True) for seed in range(4 if quick else 50)]
    return {
        "generation_ms_median": round(statistics.median(timings), 2),
        "generation_ms_max": round(max(timings), 2),
        "lone_normal_games": len(lone),
        "lone_normal_escape_rate": len(escaped) / len(lone),
        "lone_normal_actions_median": statistics.median(escaped) if escaped else None,
        "lone_normal_actions_max": max(escaped) if escaped else None,
        **tver,
        "four_normal_games": len(four),
        "four_normal_finish_rate": sum(1 for g in four if g["winners"]) / len(four),
        "four_normal_turns_median": statistics.median(turns),
        "four_normal_turns_per_player_median": statistics.median(turns) / 4,
        "four_normal_turns_max": max(turns),
        "bot_think_ms_mean": round(statistics.mean(g["think_ms"] for g in four), 2),
        "mixed_games": len(mixed),
        "mixed_games_won_by_normal": normal_wins,
        "mixed_games_won_by_easy": sum(1 for g in mixed if g["winners"]) - normal_wins,
        "two_normal_games": len(pairs),
        "two_normal_decisions_on_a_wrong_map": round(sum(g["wrong_decisions"] for g in pairs)
                                                   / sum(g["actions"] for g in pairs), 4),
        "two_normal_seats_ending_on_a_wrong_map": f"{sum(g['wrong_seats'] for g in pairs)} of {2 * len(pairs)}",
    }


if __name__ == "__main__":
    quick = "--quick" in sys.argv
    for name, value in (tver_figures(quick) if "--tver" in sys.argv else figures(quick)).items():
        print(f"{name}: {value}")

"""Figures for Terra Incognita: generator speed and how bot games go.

Run ``python -m games.terra.bench`` (add ``--quick`` for a short run) to print them.
"""
from __future__ import annotations

import statistics
import sys
import time
from typing import Any

from games.terra.ai import LEVELS, choose_move
from games.terra.generator import generate, problems
from games.terra.rules import new_game


def play_bot_game(seed: int, players: int = 4, size: int = 10, level: int = len(LEVELS) - 1,
                  seats: list[int] | None = None) -> dict[str, Any]:
    """One game of bots at ``level`` (or at ``seats[player]`` each) on a seeded labyrinth:
    winners, turns and think time."""
    state = new_game(players=players, seed=seed, size=size)
    levels = seats if seats is not None else [level] * players
    think = 0.0
    moves = 0
    while not state.is_over():
        started = time.perf_counter()
        move = choose_move(state, levels[state.to_move], seed)
        think += time.perf_counter() - started
        moves += 1
        state.play(move)
    return {"winners": sorted(state.winners()), "turns": state.turns, "think_ms": 1000 * think / moves}


def figures(quick: bool = False) -> dict[str, Any]:
    """Median 10x10 generation + validation time, bot game length, and the finishing rate."""
    timings = []
    for seed in range(50 if quick else 500):
        started = time.perf_counter()
        maze = generate(10, seed)
        assert not problems(maze)
        timings.append(1000 * (time.perf_counter() - started))
    games = [play_bot_game(seed) for seed in range(4 if quick else 100)]
    turns = [g["turns"] for g in games]
    # Two easy and two hard bots, seats swapped every other game so neither side always opens.
    mixed = [play_bot_game(seed, seats=[0, 1, 0, 1] if seed % 2 else [1, 0, 1, 0])
             for seed in range(4 if quick else 40)]
    hard_wins = sum(1 for g, seed in zip(mixed, range(len(mixed)))
                    for w in g["winners"] if (w % 2 == 1) == (seed % 2 == 1))
    return {
        "generation_ms_median": round(statistics.median(timings), 2),
        "generation_ms_max": round(max(timings), 2),
        "bot_games": len(games),
        "bot_game_turns_median": statistics.median(turns),
        "bot_game_turns_per_player_median": statistics.median(turns) / 4,
        "bot_game_turns_max": max(turns),
        "bot_think_ms_mean": round(statistics.mean(g["think_ms"] for g in games), 2),
        "four_bots_finish_rate": sum(1 for g in games if g["winners"]) / len(games),
        "mixed_games_won_by_hard": hard_wins,
        "mixed_games_won_by_easy": sum(1 for g in mixed if g["winners"]) - hard_wins,
    }


if __name__ == "__main__":
    for name, value in figures(quick="--quick" in sys.argv).items():
        print(f"{name}: {value}")

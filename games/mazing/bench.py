"""Figures for Mazing's computer players: strength against random play and decision time.

Run ``python -m games.mazing.bench`` (add ``--quick`` for a short run).
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from games.mazing import ai
from games.mazing.rules import CHANCE, Mazing, new_game

MAX_PLIES = 5000   # a safety stop; real games end far sooner


def play_seats(seed: int, seats: list[int | None], times: list[float]) -> int | None:
    """One game with computer level ``seats[n]`` in seat n (None: random legal moves);
    appends each computer decision time (seconds) to ``times``; the winner (None if cut)."""
    rng = random.Random(seed)
    state: Mazing = new_game(players=len(seats), seed=seed)
    for ply in range(MAX_PLIES):
        if state.is_over():
            return next(iter(state.winners()))
        level = None if state.to_move == CHANCE else seats[state.to_move]
        if state.to_move == CHANCE:
            state.play(f"roll {rng.randint(1, 6)}")
        elif level is None:
            state.play(rng.choice(state.legal_moves()))
        else:
            start = time.perf_counter()
            move = ai.choose_move(state, level, seed * 10007 + ply)
            times.append(time.perf_counter() - start)
            state.play(move)
    return None


def play_game(seed: int, ai_seat: int, level: int, times: list[float],
              players: int = 2) -> int | None:
    """One game of ``level`` in ``ai_seat`` against random players; the winner (None if cut)."""
    return play_seats(seed, [level if seat == ai_seat else None for seat in range(players)], times)


def ladder_wins(games: int) -> int:
    """Two-player games the normal level wins against the easy one, seats alternating."""
    wins = 0
    for seed in range(games):
        seats: list[int | None] = [1, 0] if seed % 2 == 0 else [0, 1]
        winner = play_seats(seed, seats, [])
        wins += winner is not None and seats[winner] == 1
    return wins


def figures(quick: bool = False) -> dict[str, Any]:
    """The strongest level's win rate against random play over 200 two-player games (20 when
    ``quick``), seats alternating, its median and slowest decision times in ms, and the normal
    level's wins against the easy one over 200 games (20 when ``quick``)."""
    games = 20 if quick else 200
    level = len(ai.LEVELS) - 1
    times: list[float] = []
    wins = 0
    for seed in range(games):
        seat = seed % 2
        wins += play_game(seed, seat, level, times) == seat
    return {
        "level": ai.LEVELS[level],
        "games": games,
        "win_rate": wins / games,
        "decision_ms_median": round(statistics.median(times) * 1000, 2),
        "decision_ms_max": round(max(times) * 1000, 2),
        "decisions": len(times),
        "normal_vs_easy": f"{ladder_wins(games)}/{games}",
    }


if __name__ == "__main__":
    print(figures(quick="--quick" in sys.argv))

"""Figures of the Labyrinth computer players: decision time, strength against random play and
the level ladder (each level against the one below it).

Run ``python -m games.labyrinth.bench [--quick]`` to print them.
"""
from __future__ import annotations

import random
import statistics
import sys
import time

from games.labyrinth import ai
from games.labyrinth.rules import LabyrinthState, new_game


def _roll(state: LabyrinthState, rng: random.Random) -> None:
    moves, weights = zip(*state.chance_outcomes())
    state.play(rng.choices(moves, weights)[0])


def play_seats(seed: int, seats: list[int | None], times: list[float]) -> set[int]:
    """One game with computer level ``seats[n]`` in seat n (None: random legal moves);
    appends each computer decision time (seconds) to ``times``; the winners' seats."""
    rng = random.Random(seed)
    state = new_game(players=len(seats))
    decision = 0
    while not state.is_over():
        level = None if state.to_move < 0 else seats[state.to_move]
        if state.to_move < 0:
            _roll(state, rng)
        elif level is None:
            state.play(rng.choice(state.legal_moves()))
        else:
            start = time.perf_counter()
            move = ai.choose_move(state, level, seed * 1000 + decision)
            times.append(time.perf_counter() - start)
            decision += 1
            state.play(move)
    return state.winners()


def play_match(seed: int, level: int, ai_seat: int, times: list[float]) -> bool:
    """One two-player game of ``level`` (in seat ``ai_seat``) against random legal moves;
    appends each of the computer's decision times (seconds) to ``times``; True if it won."""
    seats = [level if seat == ai_seat else None for seat in range(2)]
    return ai_seat in play_seats(seed, seats, times)


def ladder_wins(stronger: int, games: int) -> int:
    """Two-player games level ``stronger`` wins against level ``stronger - 1``, seats
    alternating."""
    wins = 0
    for seed in range(games):
        seats = [stronger, stronger - 1] if seed % 2 == 0 else [stronger - 1, stronger]
        wins += any(seats[p] == stronger for p in play_seats(seed, seats, []))
    return wins


def figures(quick: bool = False) -> dict:
    """Decision-time median (ms) and win rate of the strongest level against random legal moves
    over 200 two-player games (20 if ``quick``), seats alternating; and each level's wins
    against the level below over 400 games (20 if ``quick``)."""
    games = 20 if quick else 200
    level = len(ai.LEVELS) - 1
    times: list[float] = []
    wins = sum(play_match(seed, level, seed % 2, times) for seed in range(games))
    ladder_games = 20 if quick else 400
    ladder = {f"{ai.LEVELS[n]}_vs_{ai.LEVELS[n - 1]}":
              f"{ladder_wins(n, ladder_games)}/{ladder_games}" for n in range(1, len(ai.LEVELS))}
    return {
        "level": ai.LEVELS[level],
        "games": games,
        "win_rate": wins / games,
        "decision_ms_median": 1000 * statistics.median(times),
        "decision_ms_p95": 1000 * sorted(times)[int(0.95 * (len(times) - 1))],
        "decision_ms_max": 1000 * max(times),
        "decisions": len(times),
        **ladder,
    }


if __name__ == "__main__":
    print(figures(quick="--quick" in sys.argv))

"""Figures of the Labyrinth computer players: the top level against a yardstick, the level
ladder (each level against the one below) and each level's decision time.

The yardstick (:func:`reference_move`) is written only from the public rules API: a one-ply
expectimax over both dice of the turn (and the skyride die) judged by a plain pip count.

Run ``python -m games.labyrinth.bench [--games N] [--ladder-games N] [--jobs J] [--quick]``.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from multiprocessing import Pool
from typing import Callable

from games.labyrinth import ai
from games.labyrinth.rules import CHANCE, LabyrinthState, new_game

REFERENCE = "reference"
"""Seat name of the yardstick player in :func:`play_seats`."""


def _pips(state: LabyrinthState, player: int) -> float:
    """Fields the other players still have to walk (on average) minus ``player``'s own."""
    left = [sum(61 - f for f in fields) for fields in state.positions]
    others = [left[p] for p in range(state.players) if p != player]
    return sum(others) / len(others) - left[player]


def _reference_value(state: LabyrinthState, player: int, seen: dict) -> float:
    if state.is_over():
        return 1000.0 if player in state.winners() else -1000.0
    if state.turn != player:
        return _pips(state, player)
    key = (state.phase, tuple(state.dice), state.positions, state.lost_turns)
    if key not in seen:
        if state.to_move == CHANCE:
            seen[key] = sum(p * _reference_after(state, move, player, seen)
                            for move, p in state.chance_outcomes())
        else:
            seen[key] = max(_reference_after(state, move, player, seen)
                            for move in state.legal_moves())
    return seen[key]


def _reference_after(state: LabyrinthState, move, player: int, seen: dict) -> float:
    state.play(move)
    try:
        return _reference_value(state, player, seen)
    finally:
        state.undo()


def reference_move(state: LabyrinthState, rng: random.Random) -> str:
    """The yardstick's move: the best expected pip count at the end of the turn, over every
    way of using both dice (and riding, crossing, averaging the skyride die); ties by ``rng``."""
    moves = state.legal_moves()
    if len(moves) == 1:
        return str(moves[0])
    work, seen, player = state.copy(), {}, state.to_move
    values = [_reference_after(work, move, player, seen) for move in moves]
    best = max(values)
    return str(rng.choice([m for m, v in zip(moves, values) if v > best - 1e-9]))


def _player(seat: int | str | None) -> Callable[[LabyrinthState, random.Random, int], str]:
    if seat is None:
        return lambda state, rng, decision: str(rng.choice(state.legal_moves()))
    if seat == REFERENCE:
        return lambda state, rng, decision: reference_move(state, random.Random(decision))
    return lambda state, rng, decision: ai.choose_move(state, seat, decision)


def _roll(state: LabyrinthState, rng: random.Random) -> None:
    moves, weights = zip(*state.chance_outcomes())
    state.play(rng.choices(moves, weights)[0])


def play_seats(seed: int, seats: list, times: list[float] | None = None) -> set[int]:
    """One game with ``seats[n]`` (a level index, :data:`REFERENCE` or None: random legal moves)
    in seat n, dice from ``seed``; the winners' seats. With ``times`` (one list per seat), the
    time (seconds) of each decision with more than one legal move goes to its seat's list."""
    rng = random.Random(seed)
    players = [_player(seat) for seat in seats]
    state = new_game(players=len(seats))
    decision = 0
    while not state.is_over():
        if state.to_move < 0:
            _roll(state, rng)
            continue
        choices = len(state.legal_moves())
        start = time.perf_counter()
        move = players[state.to_move](state, rng, seed * 1000 + decision)
        if times is not None and choices > 1:
            times[state.to_move].append(time.perf_counter() - start)
        decision += 1
        state.play(move)
    return state.winners()


def play_match(seed: int, level: int, ai_seat: int, times: list[float]) -> bool:
    """One two-player game of ``level`` (in seat ``ai_seat``) against random legal moves;
    appends each of the computer's decision times (seconds) to ``times``; True if it won."""
    seats = [level if seat == ai_seat else None for seat in range(2)]
    per_seat: list[list[float]] = [[], []]
    won = ai_seat in play_seats(seed, seats, per_seat)
    times.extend(per_seat[ai_seat])
    return won


def _duel(args: tuple) -> tuple[bool, list[float], list[float]]:
    """One seeded two-player game of ``first`` against ``second``, seats alternating with the
    seed: whether ``first`` won, and each one's decision times."""
    first, second, seed = args
    order = [0, 1] if seed % 2 == 0 else [1, 0]
    seats = [(first, second)[n] for n in order]
    times: list[list[float]] = [[], []]
    winners = play_seats(seed, seats, times)
    mine = order.index(0)
    return mine in winners, times[mine], times[1 - mine]


def duel(first, second, games: int, jobs: int = 1) -> tuple[int, list[float], list[float]]:
    """Games ``first`` wins against ``second`` over seeds 0..games-1 (seats alternating), and
    the decision times of each; ``jobs`` worker processes."""
    work = [(first, second, seed) for seed in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(_duel, work, chunksize=4)
    else:
        results = [_duel(item) for item in work]
    return (sum(won for won, _, _ in results), [t for _, times, _ in results for t in times],
            [t for _, _, times in results for t in times])


def ladder_wins(stronger: int, games: int) -> int:
    """Two-player games level ``stronger`` wins against level ``stronger - 1``, seats
    alternating."""
    return duel(stronger, stronger - 1, games)[0]


def share(wins: int, games: int) -> str:
    """``wins`` of ``games`` as a percentage with its 95% interval, 1.96·sqrt(p(1-p)/n)."""
    p = wins / games
    return f"{wins}/{games} = {100 * p:.1f}% ± {100 * 1.96 * math.sqrt(p * (1 - p) / games):.1f}"


def _times(times: list[float]) -> str:
    return (f"median {1000 * statistics.median(times):.2f} ms, "
            f"max {1000 * max(times):.0f} ms over {len(times)} decisions with a choice")


def figures(games: int = 1000, ladder_games: int = 400, jobs: int = 1) -> dict[str, str]:
    """The bench's lines: the top level against the yardstick over ``games`` games, each level
    against the one below over ``ladder_games``, each level's decision time (from its games)."""
    top = len(ai.LEVELS) - 1
    lines: dict[str, str] = {}
    wins, times, _ = duel(top, REFERENCE, games, jobs)
    lines[f"{ai.LEVELS[top]} vs reference (one-ply pip-count expectimax)"] = share(wins, games)
    level_times: dict[int, list[float]] = {level: [] for level in range(len(ai.LEVELS))}
    level_times[top].extend(times)
    for level in range(1, len(ai.LEVELS)):
        wins, times, below = duel(level, level - 1, ladder_games, jobs)
        lines[f"{ai.LEVELS[level]} vs {ai.LEVELS[level - 1]}"] = share(wins, ladder_games)
        level_times[level].extend(times)
        level_times[level - 1].extend(below)
    for level in range(len(ai.LEVELS)):
        lines[f"{ai.LEVELS[level]} decision time"] = _times(level_times[level])
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m games.labyrinth.bench",
                                     description="Labyrinth computer players' figures.")
    parser.add_argument("--games", type=int, default=1000,
                        help="games of the top level against the yardstick (default 1000)")
    parser.add_argument("--ladder-games", type=int, default=400,
                        help="games of each level against the one below (default 400)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--quick", action="store_true", help="20 games of each")
    args = parser.parse_args(argv)
    games, ladder = (20, 20) if args.quick else (args.games, args.ladder_games)
    for name, line in figures(games, ladder, args.jobs).items():
        print(f"{name}: {line}")


if __name__ == "__main__":
    main()

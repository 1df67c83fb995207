"""Figures for Mazing's computer players: matchups with a 95% interval, and think times.

``python -m games.mazing.bench`` plays the standard matchups (hard against normal and against a
flat Monte-Carlo player, normal against easiest); ``--match hard-flat --games 200 --playouts 64
--procs 2`` picks matchups, game count, the flat player's budget and worker processes. Players:
easiest, easy, normal, hard (the levels), flat (the reference below), random, and seer (a
cheat that sees the hidden cards and the coming dice, for a ceiling). Seats
alternate between games; the flat budget is counted in playouts, not seconds, so a run gives
the same games on any machine, however loaded (the levels need no budget: they are greedy).
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any, Callable

from games.mazing import ai
from games.mazing.montecarlo import race_odds, sampled_state
from games.mazing.rules import CHANCE, MAZE_CARDS, Mazing, new_game

MAX_PLIES = 5000   # a safety stop; real games end far sooner
FLAT_WALLS = 8     # wall placements the flat player samples as candidates
FLAT_TRIES = 4     # random spots a playout's maze card tries before listing the legal moves
FLAT_TURNS = 3     # whole turns a playout plays after the current one
FLAT_PLAYOUTS = 64  # the flat player's default budget a decision (it already thinks longer than hard)
SEER_CARDS = 6     # first cards of a turn the seer compares
SEER_TURNS = 3     # own turns its lines play before they are judged
SEER_ROLLS = 40    # coming rolls it is shown (more than three turns of both players need)
STANDARD = ("hard-normal", "hard-flat", "normal-easiest")

Player = Callable[[Mazing, int], str]
"""A player: (state, seed) -> the notation of its move."""


def flat_monte_carlo(state: Mazing, seed: int, playouts: int) -> str:
    """The reference player: flat Monte-Carlo over uniformly random playouts, rules API only.

    Candidates are every move but walls, plus FLAT_WALLS random wall placements. Each gets an
    even share of ``playouts``; a playout deals the hidden cards at random consistently with
    the player's observation, plays the candidate, then random legal moves for
    FLAT_TURNS more turns, and is scored: a win is 1, a loss 0, and an unfinished game the
    player's odds in a plain dice race from the pawns' distances."""
    me, rng = state.turn, random.Random(seed)
    seen = state.observation(me)
    moves = state.legal_moves()
    if len(moves) == 1:
        return str(moves[0])
    walls = [m for m in moves if m.kind == "wall"]
    candidates = [m for m in moves if m.kind != "wall"] + rng.sample(walls, min(FLAT_WALLS,
                                                                                len(walls)))
    totals = [0.0] * len(candidates)
    for _ in range(max(1, playouts // len(candidates))):
        sample, luck = sampled_state(seen, rng), rng.getrandbits(32)
        for i, move in enumerate(candidates):
            game = sample.copy()
            game.play(str(move))
            totals[i] += _random_playout(game, me, random.Random(luck))
    return str(candidates[max(range(len(candidates)), key=lambda i: (totals[i], -i))])


def _random_playout(game: Mazing, me: int, rng: random.Random) -> float:
    turns = 0
    while not game.is_over():
        if game.phase == "cards" and game.cards_left == game.cards_per_turn:
            turns += 1
            if turns > FLAT_TURNS:
                break
        game.play(_random_move(game, rng))
    if game.is_over():
        return 1.0 if game.winner == me else 0.0
    totals = [0] * game.players
    for pawn, owner in enumerate(game.owners):
        totals[owner] += game.distance(pawn) or 0
    return race_odds(totals, list(game.skips), game.turn)[me]


def _random_move(game: Mazing, rng: random.Random) -> str:
    """A uniformly random card of the hand played at a random spot, a random roll or end;
    a maze card first tries a few random spots, as listing every wall is slow."""
    if game.phase == "roll":
        return f"roll {rng.randint(1, 6)}"
    if game.phase == "cards":
        card = rng.choice(game.hands[game.turn])
        if card in MAZE_CARDS:
            geo = game.geometry
            for _ in range(FLAT_TRIES):
                spot = rng.choice(geo.placements[card])
                names = geo.name_cells(spot.cells)
                if game.wall_misfit(names) is None:
                    return "wall " + " ".join(names)
        moves = [m for m in game.legal_moves() if m.card == card] or game.legal_moves()
        return str(rng.choice(moves))
    return str(rng.choice(game.legal_moves()))


class Dice:
    """The bench's seeded random stream (rolls, and random players' choices) whose coming
    rolls the seer may look at without drawing them."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def roll(self) -> int:
        """The next roll."""
        return self.rng.randint(1, 6)

    def coming(self, count: int) -> list[int]:
        """The next ``count`` rolls, if nothing else draws from the stream before them."""
        twin = random.Random()
        twin.setstate(self.rng.getstate())
        return [twin.randint(1, 6) for _ in range(count)]


class Seer:
    """A cheat, to measure how much of a game against the normal level is luck: it sees both
    hands, the draw pile and the coming dice. For the first card of a two-player turn it plays
    each of the hard level's SEER_CARDS best cards (:func:`ai.best_cards`) on the true game
    with the true dice, every later choice the hard level's for itself and the normal level's
    for the opponent, until SEER_TURNS of its own turns have begun, and keeps the card whose
    line ends best by :func:`ai.position_value`, less the keep prices of the cards it spent.
    Everything else it plays as the hard level. Only the bench seats it (``seer``)."""

    def __call__(self, state: Mazing, seed: int, coming: list[int]) -> str:
        if (state.players != 2 or state.phase != "cards" or state.cards_left != 2
                or len(state.legal_moves()) == 1):
            return ai.choose_move(state, ai.HARD, seed)
        me = state.turn
        best, best_value = "", -math.inf
        for move in ai.best_cards(state, SEER_CARDS, seed):
            game = state.copy()
            game.play(move)
            value = self._line(game, me, iter(coming), seed) - ai.keep_price(move.card)
            if value > best_value:
                best, best_value = str(move), value
        return best

    @staticmethod
    def _line(game: Mazing, me: int, rolls: Any, seed: int) -> float:
        spent, turns = 0.0, 0
        while not game.is_over():
            if game.to_move == CHANCE:
                game.play(f"roll {next(rolls)}")
                continue
            if game.turn == me and game.phase == "cards" and game.cards_left == 2:
                turns += 1
                if turns >= SEER_TURNS:
                    break
            level = ai.HARD if game.turn == me else ai.NORMAL
            move = game.parse_move(ai.choose_move(game, level, seed))
            if game.turn == me and game.phase == "cards":
                spent += ai.keep_price(move.card)
            game.play(move)
        return ai.position_value(game, me) - spent


def player(name: str, playouts: int | None) -> Player:
    """The player called ``name`` (a level, flat or random); ``playouts`` is flat's budget."""
    if name == "random":
        return lambda state, seed: str(random.Random(seed).choice(state.legal_moves()))
    if name == "seer":
        return Seer()  # type: ignore[return-value]
    if name == "flat":
        budget = playouts or FLAT_PLAYOUTS
        return lambda state, seed: flat_monte_carlo(state, seed, budget)
    level = ai.LEVELS.index(name)
    return lambda state, seed: ai.choose_move(state, level, seed)


def play_seats(seed: int, seats: list[Player | int | None],
               times: list[list[float]] | list[float], players: int = 2) -> int | None:
    """One game with ``seats[n]`` in seat n (a player, a level index, or None for random legal
    moves); each seat's decision times (seconds) go to ``times[n]`` (or all to ``times`` if
    it is a flat list). The winner, None if the game was cut."""
    dice = Dice(seed)
    state: Mazing = new_game(players=len(seats), seed=seed)
    for ply in range(MAX_PLIES):
        if state.is_over():
            return next(iter(state.winners()))
        if state.to_move == CHANCE:
            state.play(f"roll {dice.roll()}")
            continue
        seat = seats[state.to_move]
        if seat is None:
            state.play(dice.rng.choice(state.legal_moves()))
            continue
        start = time.perf_counter()
        if isinstance(seat, int):
            move = ai.choose_move(state, seat, seed * 10007 + ply)
        elif isinstance(seat, Seer):
            move = seat(state, seed * 10007 + ply, dice.coming(SEER_ROLLS))
        else:
            move = seat(state, seed * 10007 + ply)
        spent = time.perf_counter() - start
        log = times[state.to_move] if times and isinstance(times[0], list) else times
        log.append(spent)  # type: ignore[union-attr]
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
        seats: list[Player | int | None] = [ai.NORMAL, ai.EASY] if seed % 2 == 0 \
            else [ai.EASY, ai.NORMAL]
        winner = play_seats(seed, seats, [])
        wins += winner is not None and seats[winner] == ai.NORMAL
    return wins


def _one_match_game(job: tuple[str, str, int, int | None]) -> tuple[bool, list[float],
                                                                    list[float]]:
    """Game ``seed`` of ``first`` against ``second`` (``first`` sits first on even seeds):
    whether ``first`` won, and each side's decision times."""
    first, second, seed, playouts = job
    one, two = player(first, playouts), player(second, playouts)
    swap = seed % 2 == 1
    seats: list[Player | int | None] = [two, one] if swap else [one, two]
    times: list[list[float]] = [[], []]
    winner = play_seats(seed, seats, times)
    mine = 1 if swap else 0
    return winner == mine, times[mine], times[1 - mine]


def match(first: str, second: str, games: int, playouts: int | None = None,
          procs: int = 1) -> dict[str, Any]:
    """``games`` two-player games of ``first`` against ``second``, seats alternating: the
    first's win rate with its 95% interval, and both sides' mean and p90 decision times."""
    jobs = [(first, second, seed, playouts) for seed in range(games)]
    if procs > 1:
        with ProcessPoolExecutor(procs) as pool:
            results = list(pool.map(_one_match_game, jobs, chunksize=4))
    else:
        results = [_one_match_game(job) for job in jobs]
    wins = sum(won for won, _, _ in results)
    rate = wins / games
    result: dict[str, Any] = {
        "match": f"{first}-{second}", "games": games, "wins": wins, "win_rate": round(rate, 3),
        "plus_minus": round(1.96 * math.sqrt(rate * (1 - rate) / games), 3),
    }
    if "flat" in (first, second):
        result["flat_playouts"] = playouts or FLAT_PLAYOUTS
    return result | {
        first: _times([t for _, mine, _ in results for t in mine]),
        second + (" " if second == first else ""): _times(
            [t for _, _, theirs in results for t in theirs]),
    }


def _times(times: list[float]) -> str:
    if not times:
        return "no decisions"
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return f"think mean {statistics.fmean(times) * 1000:.1f} ms, p90 {p90 * 1000:.1f} ms"


def figures(quick: bool = False) -> dict[str, Any]:
    """The normal level's win rate against random play over 200 two-player games (20 when
    ``quick``), seats alternating, its median and slowest decision times in ms, and the normal
    level's wins against the easy one over 200 games (20 when ``quick``)."""
    games = 20 if quick else 200
    times: list[float] = []
    wins = 0
    for seed in range(games):
        seat = seed % 2
        wins += play_game(seed, seat, ai.NORMAL, times) == seat
    return {
        "level": ai.LEVELS[ai.NORMAL],
        "games": games,
        "win_rate": wins / games,
        "decision_ms_median": round(statistics.median(times) * 1000, 2),
        "decision_ms_max": round(max(times) * 1000, 2),
        "decisions": len(times),
        "normal_vs_easy": f"{ladder_wins(games)}/{games}",
    }


def main(argv: list[str] | None = None) -> None:
    """The command line: the matchups asked for, one line of figures each."""
    parser = argparse.ArgumentParser(prog="python -m games.mazing.bench")
    parser.add_argument("--match", action="append", help="A-B, e.g. hard-flat (repeatable)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--playouts", type=int, default=None,
                        help=f"the flat player's playouts a decision (default {FLAT_PLAYOUTS})")
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="the old figures, 20 games")
    args = parser.parse_args(argv)
    if args.quick:
        print(figures(quick=True))
        return
    for pair in args.match or STANDARD:
        first, second = pair.split("-")
        print(match(first, second, args.games, args.playouts, args.procs), flush=True)


if __name__ == "__main__":
    main()

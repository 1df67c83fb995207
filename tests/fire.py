"""Rules under fire: many seeded random games per game, each checked for its invariants.

``python -m tests.fire --games 10000`` plays that many games of every registered rules
module (``--only KEY`` for one) and prints the counts. A game listed in :data:`VARIANTS` deals
its games in turn over every combination of those options (Terra Incognita's modifications),
so each combination is played (``--games`` a multiple of their number plays each as often);
the game's :data:`ROTATED` set-up choices (players, size, treasures…) are drawn per game from
its seed, so every combination meets many of them. Every ply checks that the player to move
has a legal move, that a chance node's probabilities sum to 1, and every so often the full
contract checks (undo, JSON round trip, notation) of ``games.engine.contract``.
"""
from __future__ import annotations

import argparse
import itertools
import math
import random
import statistics
import sys
import time

from games.engine import contract, registry


VARIANTS = {
    "terra": {"information": ("full", "plain", "rich"), "win": ("one", "all"),
              "rivers": ("free", "south_east", "never_cross"), "floors": (1, 2, 3), "basement": (False, True),
              "windows": (False, True), "boomerang": (False, True), "death": (False, True), "bear": (False, True)},
}
"""Per game, options whose every combination is played (the seed picks the combination)."""

ROTATED = {
    "terra": {"players": (1, 2, 3, 4), "size": (5, 6, 8, 10), "treasures": (1, 2, 3),
              "false_treasures": (0, 1, 2), "unbreakable": (False, True), "open_map": (False, True)},
}
"""Per game, ``new_game`` keywords besides the options whose every combination is played: each
game draws one of each from its seed (``players`` included)."""


def combinations(key: str) -> list[dict]:
    """Every combination of the game's :data:`VARIANTS` (one empty one for other games)."""
    choices = VARIANTS.get(key, {})
    return [dict(zip(choices, values)) for values in itertools.product(*choices.values())]


def pairwise(key: str) -> list[dict]:
    """A few combinations of the game's :data:`VARIANTS` that hold every pair of two options'
    values at least once (a greedy covering array: each next one covers the most pairs not yet
    held), for the unit tests, which cannot afford every combination."""
    names = list(VARIANTS.get(key, {}))
    everything = combinations(key)

    def pairs(combo: dict) -> set:
        return {(a, combo[a], b, combo[b]) for i, a in enumerate(names) for b in names[i + 1:]}

    left = set().union(*(pairs(c) for c in everything))
    chosen = []
    while left:
        best = max(everything, key=lambda c: len(pairs(c) & left))
        chosen.append(best)
        left -= pairs(best)
    return chosen


def set_up(info: registry.GameInfo, seed: int, combo: dict) -> dict:
    """The ``new_game`` keywords of game ``seed``: the options, ``combo`` and the seed's draw
    of :data:`ROTATED`."""
    draw = random.Random(f"set-up {seed}")
    rotated = {name: draw.choice(values) for name, values in ROTATED.get(info.key, {}).items()}
    return {"players": info.default_players, **dict(info.default_options(), **combo), **rotated}


def fire(info: registry.GameInfo, games: int, check_every: int, max_plies: int) -> dict:
    rules = info.rules_module()
    combos = combinations(info.key)
    lengths = []
    unfinished = 0
    t0 = time.perf_counter()
    for seed in range(games):
        if seed and seed % 1000 == 0:
            print(f"  {info.key}: {seed} games, {time.perf_counter() - t0:.0f} s", file=sys.stderr,
                  flush=True)
        rng = random.Random(seed)
        state = rules.new_game(seed=seed, **set_up(info, seed, combos[seed % len(combos)]))
        plies = 0
        while not state.is_over():
            if plies >= max_plies:
                break
            if plies % check_every == 0:
                contract.check_position(rules, state, f"{info.key} seed {seed} ply {plies}")
            if state.to_move == rules.CHANCE:
                total = sum(p for _, p in state.chance_outcomes())
                assert math.isclose(total, 1.0), f"{info.key} seed {seed}: chance sums to {total}"
            else:
                assert state.legal_moves(), f"{info.key} seed {seed}: no move but not over"
            state.play(contract.pick_move(state, rng))
            plies += 1
        if not state.is_over():
            unfinished += 1
            continue
        assert state.to_move is None
        lengths.append(plies)
    return {"games": games, "combinations": len(combos), "finished": len(lengths), "unfinished_at_cap": unfinished,
            "seconds": round(time.perf_counter() - t0, 1),
            "median_plies": statistics.median(lengths) if lengths else None,
            "max_plies": max(lengths) if lengths else None}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.fire")
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--only")
    p.add_argument("--check-every", type=int, default=97)
    # Random play can shuffle pieces back and forth for a long time in Maze (it has no move
    # limit); such games are counted, not failed: the invariants are still checked every ply.
    p.add_argument("--max-plies", type=int, default=5_000)
    args = p.parse_args(argv)
    registry.discover()
    seen = set()
    for info in registry.all_games():
        if (args.only and info.key != args.only) or info.rules in seen or info.kids:
            continue
        seen.add(info.rules)
        print(info.key, fire(info, args.games, args.check_every, args.max_plies), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

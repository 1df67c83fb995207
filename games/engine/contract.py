"""The contract test suite: every game's rules module is run through these checks.

``check_rules_module(module, make_state)`` plays seeded random games to the end and checks, on
the way, the promises of ``shared/design.md``: undo restores the exact JSON, ``from_json(
to_json())`` round-trips, ``str(move)`` plays the same move, legal moves are unique and come in
a deterministic order, chance probabilities sum to 1, junk strings raise ``IllegalMove`` naming
the move, and the game ends. Failures raise ``AssertionError`` with the seed and ply.
"""
from __future__ import annotations

import math
import random
from types import ModuleType
from typing import Any, Callable

JUNK_MOVES = ("", "zz9", "roll 99-99", "!!", "move nowhere", "a0-z9", "e2e9x", "wall q99")


def pick_move(state: Any, rng: random.Random) -> Any:
    """A random legal move; at a chance node one outcome drawn by its probability."""
    if state.to_move == -1:
        outcomes = state.chance_outcomes()
        moves = [m for m, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(moves, weights)[0]
    return rng.choice(list(state.legal_moves()))


def random_playout(state: Any, rng: random.Random, max_plies: int) -> int:
    """Play random legal moves until the game ends or ``max_plies``; returns plies played."""
    plies = 0
    while not state.is_over() and plies < max_plies:
        state.play(pick_move(state, rng))
        plies += 1
    return plies


def check_position(module: ModuleType, state: Any, where: str) -> None:
    """Check every promise that one position must keep (does not change ``state``)."""
    text = state.to_json()
    assert isinstance(text, str), f"{where}: to_json must return str"
    again = module.from_json(text)
    assert again.to_json() == text, f"{where}: from_json(to_json()) is not exact"
    assert state.copy().to_json() == text, f"{where}: copy() differs"
    over = state.is_over()
    assert (state.to_move is None) == over, f"{where}: to_move is None exactly when over"
    moves = list(state.legal_moves())
    names = [str(m) for m in moves]
    assert names == [str(m) for m in again.legal_moves()], f"{where}: move order not deterministic"
    assert len(set(names)) == len(names), f"{where}: duplicate legal moves {names}"
    if over:
        assert not moves, f"{where}: legal moves after the game is over"
        return
    assert state.winners() == set() or not state.winners(), f"{where}: winners before the end"
    assert moves, f"{where}: no legal move but the game is not over"
    if state.to_move == module.CHANCE:
        outcomes = state.chance_outcomes()
        total = sum(p for _, p in outcomes)
        assert math.isclose(total, 1.0, abs_tol=1e-9), f"{where}: chance sums to {total}"
        assert [str(m) for m, _ in outcomes] == names, f"{where}: outcomes differ from moves"
    for junk in JUNK_MOVES:
        if junk in names:
            continue
        try:
            state.play(junk)
        except module.IllegalMove as exc:
            assert repr(junk) in str(exc) or junk in str(exc), f"{where}: message {exc} omits move"
            assert isinstance(exc, ValueError)
        else:
            raise AssertionError(f"{where}: junk move {junk!r} was accepted")
        assert state.to_json() == text, f"{where}: a rejected move changed the state"


def check_move(module: ModuleType, state: Any, move: Any, where: str) -> None:
    """Play ``move`` by object and by notation on copies; both agree and undo is exact."""
    before = state.to_json()
    by_object = state.copy()
    by_object.play(move)
    by_text = module.from_json(before)
    events = by_text.play(str(move))
    assert isinstance(events, list), f"{where}: play() must return a list of events"
    assert by_text.to_json() == by_object.to_json(), f"{where}: {move!s} as text differs"
    by_object.undo()
    assert by_object.to_json() == before, f"{where}: undo of {move!s} is not exact"


def check_rules_module(
    module: ModuleType,
    make_state: Callable[[int], Any],
    games: int = 10,
    max_plies: int = 5000,
    check_every: int = 1,
    first_seed: int = 0,
) -> list[int]:
    """Run the contract over ``games`` seeded random games; returns each game's length.

    ``make_state(seed)`` builds a new game. Every game must end within ``max_plies``.
    ``check_every`` thins the costly checks on long games (every ply is still played).
    """
    for name in ("new_game", "from_json", "IllegalMove", "CHANCE"):
        assert hasattr(module, name), f"{module.__name__} lacks {name}"
    assert issubclass(module.IllegalMove, ValueError)
    assert module.CHANCE == -1
    lengths = []
    for seed in range(first_seed, first_seed + games):
        rng = random.Random(seed)
        state = make_state(seed)
        start = state.to_json()
        ply = 0
        while not state.is_over():
            assert ply < max_plies, f"seed {seed}: game did not end in {max_plies} plies"
            where = f"seed {seed} ply {ply}"
            move = pick_move(state, rng)
            if ply % check_every == 0:
                check_position(module, state, where)
                check_move(module, state, move, where)
            state.play(move)
            ply += 1
        check_position(module, state, f"seed {seed} end")
        assert state.winners() is not None
        for _ in range(ply):
            state.undo()
        assert state.to_json() == start, f"seed {seed}: undoing the whole game is not exact"
        lengths.append(ply)
    return lengths

"""Figures of the Maorider rules and engine: ``python -m games.maorider.bench [--quick]``.

``figures()`` measures, in one run: perft on push/pop of our start position against
python-chess's push/pop perft of the chess start position (skipped with a note when ``chess`` is
not installed: it is an optional dependency of this bench only), the engine's nodes per second
and the depth it completes in 2 s, and a match of the top level against the lowest.
"""
from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from games.maorider.ai import LEVELS, choose_move, search_figures
from games.maorider.rules import MaoriderState, new_game

MATCH_PLY_LIMIT = 400  # a match game still running then counts as a draw


def perft(state: MaoriderState, depth: int) -> int:
    """Leaf count with a push and a pop per move, as python-chess's perft does."""
    if depth == 0:
        return 1
    total = 0
    for code in state.legal_codes():
        state.push(code)
        total += perft(state, depth - 1)
        state.pop()
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


def _rate(run: Any) -> tuple[int, float]:
    start = time.perf_counter()
    nodes = run()
    return nodes, nodes / (time.perf_counter() - start)


def perft_figures(depth: int) -> dict[str, Any]:
    """Our perft and python-chess's (same depth) in nodes per second, and their ratio."""
    nodes, rate = _rate(lambda: perft(new_game(), depth))
    out: dict[str, Any] = {"perft_depth": depth, "perft_nodes": nodes, "perft_nps": round(rate)}
    try:
        import chess
    except ImportError:
        out["chess_note"] = "python-chess not installed: comparison skipped"
        return out
    c_nodes, c_rate = _rate(lambda: _chess_perft(chess.Board(), depth))
    out.update(chess_perft_nodes=c_nodes, chess_perft_nps=round(c_rate),
               perft_ratio=round(rate / c_rate, 2))
    return out


def play_match_game(index: int) -> str:
    """One game, top level against the lowest; colours alternate. Returns "top", "low"
    or "draw"."""
    top, low = len(LEVELS) - 1, 0
    state = new_game()
    top_colour = index % 2
    while not state.is_over() and len(state.stack) < MATCH_PLY_LIMIT:
        level = top if state.side == top_colour else low
        state.play(choose_move(state, level, seed=1000 * index + len(state.stack)))
    winners = state.winners()
    if not winners:
        return "draw"
    return "top" if top_colour in winners else "low"


def figures(quick: bool = False) -> dict[str, Any]:
    """All figures; ``quick`` uses perft depth 3 and a 4-game match instead of 4 and 50."""
    out = perft_figures(3 if quick else 4)
    nodes, depth, seconds = search_figures(new_game(), 2.0)
    out.update(engine_nps=round(nodes / seconds), engine_depth_2s=depth)
    games = 4 if quick else 50
    with ProcessPoolExecutor(max_workers=2) as pool:
        results = list(pool.map(play_match_game, range(games)))
    out.update(match_games=games, match_top_wins=results.count("top"),
               match_draws=results.count("draw"), match_low_wins=results.count("low"),
               match_top_win_rate=round(results.count("top") / games, 2))
    return out


if __name__ == "__main__":
    for name, value in figures(quick="--quick" in sys.argv).items():
        print(f"{name}: {value}")

"""Maorider engine internals singled out: null-move pruning, late-move reductions and the
transposition table kept across the game's moves (with mate scores adjusted by ply)."""
from __future__ import annotations

import random
import time

from games.maorider import ai
from games.maorider.ai import MATE, Level, Searcher
from games.maorider.rules import build_position, new_game

_MIDGAME = ("e2e3", "e7e6", "g1f3", "g8f6", "c1d3", "c8d6")


def _level(prunes: bool, depth: int = 4) -> Level:
    return Level(depth, 10 ** 12, 60.0, 0, 0.0, True, prunes)


def _midgame():
    state = new_game()
    for move in _MIDGAME:
        state.play(move)
    return state


class _Recorder(Searcher):
    """A searcher that notes every null move: whether the side passing was in check, and how
    many non-pawn pieces it had."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.nulls: list[tuple[bool, int]] = []
        self._checks: list[bool] = []

    def negamax(self, depth: int, alpha: int, beta: int, ply: int, can_null: bool = True) -> int:
        if not can_null and self._checks:
            # Entered straight after a pass: the parent's side is the one that passed.
            self.nulls.append((self._checks[-1], ai._non_pawns(self.s, self.s.side ^ 1)))
        self._checks.append(self.s.in_check)
        try:
            return super().negamax(depth, alpha, beta, ply, can_null)
        finally:
            self._checks.pop()


def _search(state, prunes: bool, depth: int = 4, searcher=Searcher) -> Searcher:
    found = searcher(state, _level(prunes, depth), time.perf_counter() + 600)
    found.best = found.root(depth, random.Random(0))
    return found


def test_null_move_and_reductions_search_fewer_nodes_for_the_same_depth() -> None:
    state = _midgame()
    full = _search(state, prunes=False)
    pruned = _search(state, prunes=True)
    assert full.depth_done == pruned.depth_done == 4
    assert pruned.nodes < 0.8 * full.nodes, (pruned.nodes, full.nodes)


def test_null_move_is_tried_in_the_middlegame() -> None:
    recorder = _search(_midgame(), prunes=True, depth=5, searcher=_Recorder)
    assert recorder.nulls


def test_null_move_never_passes_in_check() -> None:
    recorder = _search(_midgame(), prunes=True, depth=5, searcher=_Recorder)
    assert not any(in_check for in_check, _ in recorder.nulls)


def test_null_move_is_off_in_thin_endgames() -> None:
    # Each side has a King and a Rook only: zugzwang is real here, so no side may pass.
    state = new_game(position=build_position(
        {"a1": "K", "b2": "R", "c3": "P", "h7": "r", "i8": "k", "g6": "p"}))
    recorder = _search(state, prunes=True, depth=6, searcher=_Recorder)
    assert recorder.nulls == []


def test_reductions_do_not_miss_a_mate() -> None:
    # White mates in three plies with a quiet first move: a reduced move that scores above
    # alpha is searched again at full depth.
    position = build_position({"a1": "k", "c5": "R", "e6": "R", "i1": "K", "h6": "p"})
    for prunes in (False, True):
        found = _search(new_game(position=position), prunes, depth=4)
        assert found.best[1] == MATE - 3, (prunes, found.best)


def test_pruned_and_full_search_agree_on_a_capture() -> None:
    position = build_position({"a1": "K", "d4": "R", "d6": "n", "i8": "k"})
    moves = {prunes: _search(new_game(position=position), prunes).best[0] for prunes in
             (False, True)}
    assert moves[False] == moves[True]


def test_table_is_kept_while_the_game_goes_on() -> None:
    ai._MEMORY.clear()
    state = _midgame()
    ai.search(state, 3, seed=0)
    kept = ai._MEMORY[3][1]
    assert kept
    for move in ("a2a3", "a7a6"):
        state.play(move)
    tt, _, _ = ai._tables_for(state, 3)
    assert tt is kept


def test_table_is_new_for_another_game_or_an_earlier_position() -> None:
    ai._MEMORY.clear()
    state = _midgame()
    ai.search(state, 3, seed=0)
    kept = ai._MEMORY[3][1]
    assert ai._tables_for(new_game(), 3)[0] is not kept
    ai.search(state, 3, seed=0)
    earlier = _midgame()
    earlier.undo()
    searched = ai._MEMORY[3][1]
    assert ai._tables_for(earlier, 3)[0] is not searched


def test_the_same_position_searched_twice_gives_the_same_move() -> None:
    ai._MEMORY.clear()
    state = _midgame()
    first = ai.search(state, 3, seed=0)[0]
    again = ai.search(state, 3, seed=0)[0]
    assert first == again


def test_mate_scores_are_stored_from_the_node_and_read_back_by_ply() -> None:
    searcher = Searcher(new_game(), _level(True), time.perf_counter() + 60)
    # A mate found 7 plies from the root at a node 3 plies deep is a mate in 4 from the node.
    searcher._store(123, 5, ai.EXACT, MATE - 7, 0, 3)
    assert searcher.tt[123][2] == MATE - 4
    searcher._store(456, 5, ai.EXACT, -MATE + 7, 0, 3)
    assert searcher.tt[456][2] == -MATE + 4


def test_a_stored_mate_is_read_back_as_a_mate_from_the_root() -> None:
    state = new_game()
    searcher = Searcher(state, _level(True), time.perf_counter() + 60)
    searcher.tt[state.key] = (99, ai.EXACT, MATE - 4, 0)  # mate in 4 plies from this node
    assert searcher.negamax(1, -ai.INF, ai.INF, 2) == MATE - 6


def test_a_mate_seen_two_plies_earlier_is_played_out() -> None:
    ai._MEMORY.clear()
    state = new_game(position=build_position({"a1": "k", "c5": "R", "e6": "R", "i1": "K"}))
    for _ in range(3):
        state.play(ai.search(state, 3, seed=0)[0])
    assert state.winners() == {0}

"""Maze solver internals: its move tables agree with the rules, dead ends, restarts, proofs."""
from __future__ import annotations

import heapq
import random

import pytest

from games.maze import bench, rules, search_board, solver
from games.maze.rules import (
    DEAD,
    INDEX,
    PLANTED,
    STONE,
    TREE,
    board_moves,
    board_step,
    cell,
    deal,
    new_game,
    step_outcome,
)
from tests.test_maze_rules import SHORT_WIN, SHORT_WIN_LINE, STUCK_BLACK, setup_of


def test_search_moves_match_the_rules_moves() -> None:
    for seed in range(12):
        kind = ("kids", "balanced", "standard")[seed % 3]
        state = new_game(setup=deal(random.Random(seed), kind))
        rng = random.Random(seed)
        for _ in range(60):
            if state.is_over():
                break
            ours = search_board.to_search(state.board)
            assert search_board.to_rules(ours) == state.board
            order = search_board.ORDER
            mine = [(order[f], order[t]) for f, t in search_board.search_moves(ours, state.to_move)]
            assert sorted(mine) == board_moves(state.board, state.to_move)
            for frm, to in search_board.search_moves(ours, state.to_move):
                child, status, outcome = search_board.step(ours, frm, to)
                expected = board_step(state.board, order[frm], order[to])
                assert (child, status) == (search_board.to_search(expected[0]), expected[1])
                assert outcome == _own_outcome(step_outcome(expected[0], order[to], status))
            state.play(rng.choice(state.legal_moves()))


def _own_outcome(reason: str | None) -> bool | None:
    """:func:`games.maze.search_board.step`'s outcome for the rules' verdict on a move: the
    win, or a loss the moved piece brought about itself (a cut-off is left to the estimate)."""
    if reason == "won":
        return True
    if reason is not None and reason.startswith(("a Traveler died", "a Traveler came back",
                                                 "a Tree took root")):
        return False
    return None


def test_step_sees_the_winning_move() -> None:
    state = new_game(setup=SHORT_WIN)
    moves = SHORT_WIN_LINE
    for move in moves[:-1]:
        state.play(move)
    board = search_board.to_search(state.board)
    frm, to = (search_board.POS[INDEX[f]] for f in moves[-1].split("-"))
    child, _, outcome = search_board.step(board, frm, to)
    assert outcome is True and search_board.won(child)
    assert not search_board.won(board)


def test_traveler_walled_in_by_dead_pieces_is_hopeless() -> None:
    # White's light Traveler on c1 can leave only over b2 or d2; planted Trees there wall it in.
    state = new_game(setup=setup_of())
    walled = bytearray(state.board)
    walled[INDEX["b2"]] = walled[INDEX["d2"]] = cell(TREE, 0, PLANTED)
    assert solver.heuristic_cost(bytes(walled)) == solver.HOPELESS
    assert solver.heuristic_cost(state.board) < solver.HOPELESS


def test_target_home_taken_by_a_dead_piece_is_hopeless() -> None:
    board = bytearray(new_game(setup=setup_of()).board)
    board[INDEX["d10"]] = cell(STONE, 1, DEAD)  # White's light Traveler can never arrive
    assert solver.heuristic_cost(bytes(board)) == solver.HOPELESS


@pytest.mark.parametrize("seed", [1001, 1002, 1005])
def test_solver_wins_raw_kids_deals(seed: int) -> None:
    state = new_game(setup=deal(random.Random(seed), "kids"))
    line = solver.solve(state, 30, max_nodes=5_000)
    assert line is not None
    for move in line:
        state.play(move)
    assert state.winners() == {0, 1}


def test_stuck_pieces_are_those_without_any_move() -> None:
    state = new_game(setup=setup_of(c3="L", b2="S", d2="S", b4="R", d4="H", a5="2"))
    ours = search_board.to_search(state.board)
    at = {f: search_board.POS[INDEX[f]] for f in ("c3", "a5", "b2")}
    assert search_board.stuck(ours, at["c3"])  # every diagonal neighbour is taken
    assert not search_board.stuck(ours, at["a5"])
    assert not search_board.stuck(ours, at["b2"])


def test_stuck_mask_kept_up_move_by_move_matches_a_fresh_one() -> None:
    for seed in range(6):
        state = new_game(seed=seed, balanced=seed % 2 == 1)
        rng = random.Random(seed)
        board, side = search_board.to_search(state.board), 0
        mask = search_board.stuck_mask(board)
        for _ in range(60):
            moves = search_board.search_moves(board, side)
            if not moves:
                break
            frm, to = rng.choice(moves)
            board = search_board.step(board, frm, to)[0]
            mask = search_board.update_stuck_mask(mask, board, frm, to)
            assert mask == search_board.stuck_mask(board)
            side = 1 - side


def test_luby_sequence() -> None:
    assert [solver.luby(n) for n in range(1, 16)] == [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]


def test_estimate_counts_the_busier_partners_moves_pace_times() -> None:
    assert solver._estimate(3, 7) == 2 * 7 + 3
    assert solver._estimate(7, 3, 5) == solver._estimate(3, 7, 5) == 5 * 7 + 3


@pytest.mark.parametrize(("kind", "portfolio"), [("kids", solver.SMALL_VARIANTS),
                                                 ("standard", solver.VARIANTS)])
def test_restarts_take_the_portfolio_of_the_board_size_in_turn(monkeypatch, kind, portfolio
                                                                ) -> None:
    taken = []

    def fake_run(root, side, variant, rng, cap, budget, memos):
        taken.append(variant)
        return None, False, cap, None

    monkeypatch.setattr(solver, "_run", fake_run)
    state = rules.MazeState(deal(random.Random(3), kind))
    solver.analyse(state, 1e9, max_nodes=30 * solver.LUBY_UNIT)
    assert taken[:2 * len(portfolio)] == list(portfolio) * 2


def test_later_restarts_may_begin_at_the_best_position_of_their_variant(monkeypatch) -> None:
    state = rules.MazeState(deal(random.Random(3), "standard"))
    root = search_board.to_search(state.board)
    first = search_board.search_moves(root, 0)[0]
    after = search_board.step(root, *first)[0]
    starts = []

    def fake_run(start, side, variant, rng, cap, budget, memos):
        starts.append((start, side))
        return None, False, cap, (50, [first])

    monkeypatch.setattr(solver, "_run", fake_run)
    solver.analyse(state, 1e9, max_nodes=40 * solver.LUBY_UNIT)
    portfolio = len(solver.VARIANTS)
    assert all(start == (root, 0) for start in starts[:portfolio])  # nothing reached yet
    assert (after, 1) in starts[portfolio:] and (root, 0) in starts[portfolio:]


def test_a_dead_end_away_from_the_root_proves_nothing(monkeypatch) -> None:
    state = rules.MazeState(deal(random.Random(3), "standard"))
    root = search_board.to_search(state.board)
    first = search_board.search_moves(root, 0)[0]

    def fake_run(start, side, variant, rng, cap, budget, memos):
        if start == root:
            return None, False, cap, (50, [first])
        return None, True, 1, None  # every position after ``first`` searched, no win

    monkeypatch.setattr(solver, "_run", fake_run)
    analysis = solver.analyse(state, 1e9, max_nodes=40 * solver.LUBY_UNIT)
    assert analysis.verdict == "unknown"


def test_analysis_says_yes_with_a_line_that_wins() -> None:
    state = new_game(setup=SHORT_WIN)
    found = solver.analyse(state, 5)
    assert found.verdict == "yes" and found.line and not found.lost
    for move in found.line:
        state.play(move)
    assert state.winners() == {0, 1}


def test_analysis_says_no_only_after_a_complete_search() -> None:
    found = solver.analyse(new_game(setup=setup_of(b3="L", **STUCK_BLACK)), 5)
    assert found.verdict == "no" and found.line is None


def test_positions_drawn_at_random_from_the_open_list_are_expanded_once(monkeypatch) -> None:
    # EXPLORE: a run now and then expands a position drawn at random from its open list; it is
    # passed over when the heap hands it out again, so a complete search still proves a loss
    # having expanded every position exactly once, only in another order.
    expanded = []
    real = solver.search_moves

    def record(board: bytes, side: int) -> list:
        expanded.append((board, side))
        return real(board, side)

    monkeypatch.setattr(solver, "search_moves", record)
    state = new_game(setup=setup_of(b3="L", **STUCK_BLACK))
    orders = []
    for explore in (0.0, 0.5):
        monkeypatch.setattr(solver, "EXPLORE", explore)
        expanded.clear()
        assert solver.analyse(state, 60).verdict == "no"
        assert len(set(expanded)) == len(expanded) > 10
        orders.append(list(expanded))
    assert sorted(orders[0]) == sorted(orders[1]) and orders[0] != orders[1]


def test_analysis_says_unknown_when_the_budget_ends_first() -> None:
    found = solver.analyse(new_game(seed=0), 5, max_nodes=3)
    assert found.verdict == "unknown" and found.nodes <= 3


def test_analysis_honours_should_stop() -> None:
    calls = []
    found = solver.analyse(new_game(seed=0), 60, should_stop=lambda: calls.append(1) or True)
    assert found.verdict == "unknown" and calls and found.nodes <= 1


def test_analysis_is_deterministic_under_a_node_cap() -> None:
    state = new_game(setup=deal(random.Random(1001), "kids"))
    assert solver.solve(state, 60, max_nodes=3_000) == solver.solve(state, 60, max_nodes=3_000)


def test_bench_command_line_reports_each_deal_and_both_rates(capsys) -> None:
    bench.main(["--kids", "1", "--full", "1", "--kids-budget", "0.2", "--budget", "0.2",
                "--only", "kids_raw", "balanced", "--per-deal"])
    out = capsys.readouterr().out
    assert "load_at_start:" in out and "load_at_end:" in out and "jobs: 1" in out
    assert "deal 0:" in out and "nodes_per_cpu_s:" in out and "hint_promising_move_ms:" in out
    assert "balanced <= 0.2 s:" in out and "solved of not proved lost" in out


def test_bench_searches_each_deal_again_with_its_own_seeds(capsys) -> None:
    bench.main(["--kids", "2", "--kids-budget", "0.5", "--only", "kids_raw",
                "--searches", "2", "--per-deal"])
    out = capsys.readouterr().out
    assert "deal 1 (search 2):" in out and "searches_per_deal: 2" in out
    assert "kids_raw <= 0.5 s:" in out and "/4 solved" in out and "(rounds: " in out
    with pytest.raises(SystemExit):
        bench.main(["--searches", "0"])


def _board(live: dict[str, str], dead: tuple[str, ...]) -> bytearray:
    board = bytearray(new_game(setup=setup_of(**live)).board)
    for field in dead:
        board[INDEX[field]] = cell(STONE, 0, DEAD)
    return board


def _at(field: str) -> int:
    return search_board.POS[INDEX[field]]


def _frozen(live: dict[str, str], dead: tuple[str, ...]) -> set[str]:
    """The fields whose live pieces :func:`search_board.freeze` lays down."""
    board = search_board.to_search(bytes(_board(live, dead)))
    after = search_board.freeze(board)
    return {field for field in live if after[_at(field)] >= 32}


def test_a_piece_walled_in_by_permanent_obstacles_is_frozen() -> None:
    assert _frozen({"c3": "L"}, ("b2", "d2", "b4", "d4")) == {"c3"}
    # A live neighbour may still move away: nothing is frozen.
    assert _frozen({"c3": "L", "d4": "H"}, ("b2", "d2", "b4")) == set()
    # Travelers, Shadows and Trees are never frozen.
    assert _frozen({"c3": "H", "c5": "T"}, ("b2", "d2", "b4", "d4", "b6", "d6")) == set()


def test_frozen_time_pawns_rabbits_and_stones() -> None:
    # White's Time Pawn 1 on c3 moves forward to c4 or sideways to b3/d3.
    assert _frozen({"c3": "1"}, ("c4", "b3", "d3")) == {"c3"}
    assert _frozen({"c3": "1"}, ("c4", "b3")) == set()
    # A Rabbit lands two fields away: locked in only when every landing field is taken for
    # good (the piece to jump over may always come).
    assert _frozen({"c5": "R"}, ()) == set()
    rabbit_lands = ("a3", "a5", "a7", "c3", "c7", "e3", "e5", "e7")
    assert _frozen({"c5": "R"}, rabbit_lands) == {"c5"}
    assert _frozen({"c5": "R"}, rabbit_lands[1:]) == set()
    # A Stone on d5: forward or back to d6/d4, then sideways; dead fields there freeze it.
    assert _frozen({"d5": "S"}, ("d4", "d6")) == {"d5"}


def test_a_piece_walled_in_by_a_frozen_one_is_frozen_too() -> None:
    # The Stone on d4 moves through d3 or d5, both dead; the Lightning on c3 has only d4 left.
    assert _frozen({"c3": "L", "d4": "S"}, ("b2", "d2", "b4", "d3", "d5")) == {"c3", "d4"}
    assert _frozen({"c3": "L", "d4": "S"}, ("b2", "d2", "b4", "d3")) == set()


def test_pieces_that_block_each_other_for_good_are_frozen_together() -> None:
    # Two Lightnings on c3 and d4: each one's only field not dead is the other's.
    dead = ("b2", "d2", "b4", "e3", "c5", "e5")
    assert _frozen({"c3": "L", "d4": "L"}, dead) == {"c3", "d4"}
    assert _frozen({"c3": "L", "d4": "L"}, dead[:-1]) == set()  # d4 can go to e5


def test_freezing_is_idempotent_and_leaves_a_fresh_deal_alone() -> None:
    board = search_board.to_search(bytes(_board({"c3": "L", "d4": "S"},
                                                ("b2", "d2", "b4", "d3", "d5"))))
    once = search_board.freeze(board)
    assert search_board.freeze(once) == once
    for seed in range(5):
        fresh = search_board.to_search(new_game(seed=seed).board)
        assert search_board.freeze(fresh) == fresh


def test_solver_proves_a_way_blocked_by_a_frozen_piece_lost() -> None:
    # A light Traveler must pass b4, d4 or f4 to cross vertical 4; b4 and f4 are dead, and the
    # Time Pawn 2 on d4 can never move (its paths run into b4, f4 and d5, all dead). The rules
    # see a live piece on d4, so the game goes on; the solver knows that way is shut for good.
    board = _board({"d4": "2"}, ("b4", "f4", "d5"))
    state = new_game(setup=setup_of(d4="2"))
    state.board = bytes(board)
    assert rules.cut_off(state.board) is None
    assert solver.analyse(state, 5.0).verdict == "no"
    assert solver.heuristic_cost(state.board) == solver.HOPELESS


# The only light way between c1 and d10 once every other light field holds a dead piece: slides
# c1-e3, e3-c5 (over the desert d4), c5-f8 (over d6 and the desert e7), f8-d10.
_CORRIDOR = ("c1", "d2", "e3", "d4", "c5", "d6", "e7", "f8", "e9", "d10")


def _corridor_board(open_too: tuple[str, ...] = ()) -> bytes:
    walls = tuple(f for f in rules.FIELDS if rules.LIGHT[INDEX[f]]
                  and f not in _CORRIDOR + open_too)
    return bytes(_board({}, walls))


def test_travelers_meeting_head_on_in_a_corridor_can_never_pass() -> None:
    # White's light Traveler (c1) and Black's (d10) must pass each other on a single corridor.
    # Each alone has its way, so the rules play on; the solver knows the swap cannot happen.
    state = new_game(setup=setup_of())
    state.board = _corridor_board()
    assert rules.cut_off(state.board) is None
    assert solver.heuristic_cost(state.board) == solver.HOPELESS
    assert solver.analyse(state, 5.0).verdict == "no"


def test_travelers_with_a_field_to_step_aside_on_can_pass() -> None:
    # With b6 free, Black's Traveler waits there (f8-c5, c5-b6) while White's goes by.
    assert solver.heuristic_cost(_corridor_board(open_too=("b6",))) < solver.HOPELESS


def _cheapest_splits(board: bytes, start: int, target: int, stuck_bits: int,
                     weights: tuple[int, int, int]) -> tuple[int, set[int]]:
    """Written from the heuristic's definition, by increasing cost over the whole search board:
    the cheapest route's cost and every White part such a route can have. A slide costs 1 to
    the owner of the territory it starts in; each live piece it passes or lands on adds its
    weight (``weights[2]`` when stuck, else ``weights[territory]``) to the owner of the
    territory it stands in; a permanent obstacle stops it."""
    terr = search_board.TERR
    whites: dict[tuple[int, int], set[int]] = {(start, 0): {0}}
    cost = 0
    while not any((target, c) in whites for c in range(cost)):
        for (f, c), parts in list(whites.items()):
            if c != cost or f == target:
                continue
            for ray in search_board.ROUTE_RAYS[f]:
                s, w = c + 1, int(terr[f] == 0)
                for g, stop in ray:
                    if board[g] >= 32:
                        break
                    if board[g]:
                        extra = weights[2] if stuck_bits >> g & 1 else weights[terr[g]]
                        s += extra
                        w += extra if terr[g] == 0 else 0
                    if stop or g == target:
                        whites.setdefault((g, s), set()).update(p + w for p in parts)
        cost += 1
    best = min(c for f, c in whites if f == target)
    return best, whites[(target, best)]


@pytest.mark.parametrize("weights", [(1, 1, 3), (1, 2, 3), (2, 1, 3)])
def test_route_costs_are_the_cheapest_routes_split_between_the_partners(weights) -> None:
    # _blocker_costs reads the first 12 cells of each half as White's territory.
    assert search_board.TERR[:24] == search_board.TERR[24:] == (0,) * 12 + (1,) * 12
    checked = 0
    for seed in range(8):
        state = new_game(setup=deal(random.Random(seed), ("balanced", "standard")[seed % 2]))
        rng = random.Random(seed)
        for _ in range(40):
            if state.is_over():
                break
            ours = search_board.to_search(state.board)
            stuck_bits = search_board.stuck_mask(ours)
            for base in (0, 24):
                key = ours[base:base + 24].translate(search_board.SEEN)
                costs = solver._blocker_costs(key, (stuck_bits >> base) & 0xFFFFFF, weights)
                for colour in (0, 1):
                    k = key.find(3 + colour)
                    target = search_board.TARGET[colour][base == 24]
                    if k < 0 or not rules.reaches_target(state.board, search_board.ORDER[base + k]):
                        continue
                    white, black = solver._route(costs, base, k, target - base)
                    cheapest, white_parts = _cheapest_splits(ours, base + k, target, stuck_bits,
                                                             weights)
                    assert white + black == cheapest
                    assert white in white_parts
                    checked += 1
            state.play(rng.choice(state.legal_moves()))
    assert checked > 300


def _random_walk(seed: int, plies: int):
    """(board, side, move, child board) along a random game of a full deal (search cells)."""
    state = new_game(seed=seed, balanced=seed % 2 == 1)
    rng = random.Random(seed)
    board, side = search_board.to_search(state.board), 0
    for _ in range(plies):
        moves = search_board.search_moves(board, side)
        if not moves:
            return
        frm, to = rng.choice(moves)
        child = search_board.step(board, frm, to)[0]
        yield board, side, (frm, to), child
        board, side = child, 1 - side


def test_a_half_board_the_move_leaves_alone_keeps_its_route_costs() -> None:
    weights = (1, 1, 3)
    kept = 0
    for seed in range(6):
        for board, _, (frm, to), child in _random_walk(seed, 60):
            stuck_bits = search_board.stuck_mask(board)
            child_stuck = search_board.stuck_mask(child)
            changed = child_stuck ^ stuck_bits | 1 << frm | 1 << to
            for light, untouched in ((False, not changed & 0xFFFFFF), (True, not changed >> 24)):
                if untouched:
                    kept += 1
                    assert (solver._half_cost(child, light, weights, {}, child_stuck)
                            == solver._half_cost(board, light, weights, {}, stuck_bits))
    assert kept > 100


def test_what_a_search_keeps_up_child_by_child_matches_a_fresh_look(monkeypatch) -> None:
    # The inner loop updates each child's key, stuck bits, novelty facts, count of permanent
    # obstacles and half-board route costs from its parent's; all must equal fresh ones.
    pushed = []

    def record(heap: list, entry: tuple) -> None:
        if len(entry) > 3:  # not a route search's
            pushed.append(entry)
        heapq.heappush(heap, entry)

    monkeypatch.setattr(solver, "heappush", record)
    variant = solver.VARIANTS[0]
    weights = (variant.busy, variant.idle, variant.stuck)
    assert variant.busy == variant.idle  # so both sides share one memo and parents' costs
    for seed in range(2):
        state = new_game(setup=deal(random.Random(seed), ("balanced", "standard")[seed]))
        root = search_board.to_search(state.board)
        budget = solver._Budget(60, lambda: False, None)
        solver._run(root, 0, variant, random.Random(seed), 150, budget, {})
    assert len(pushed) > 500
    for _, _, _, board, side, key, stuck_bits, facts, walls, dark, light in pushed:
        assert key == board.translate(search_board.CANON) + bytes((side,))
        assert stuck_bits == search_board.stuck_mask(board)
        assert facts == solver._facts(key)
        assert walls == board.translate(solver._DEAD).count(1)
        assert dark == solver._half_cost(board, False, weights, {}, stuck_bits)
        assert light == solver._half_cost(board, True, weights, {}, stuck_bits)

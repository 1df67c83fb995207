"""Perft of the fast Maorider move generator against a slow, separately written one.

The reference below reads the rules page literally: a dict board, every move applied to a fresh
copy, attacks recomputed from scratch, and the two-King Decision list coded as written. It
shares nothing with ``games.maorider.rules`` except the position-string format, so agreement
on perft counts and on random games is an independent check of the fast generator.
"""
from __future__ import annotations

import random

import pytest

from games.maorider.rules import START_POSITION, new_game

FILES = "abcdefghi"
ORTHO = [(0, 1), (0, -1), (1, 0), (-1, 0)]
DIAGS = [(1, 1), (-1, 1), (1, -1), (-1, -1)]
PROMOTION = {"P": "G", "T": "V", "S": "K"}

Board = dict  # (file, rank) -> (colour, letter); colour 0 White, 1 Black


def parse(text: str) -> tuple[Board, int]:
    ranks, side = text.split()[:2]
    board: Board = {}
    for i, row in enumerate(ranks.split("/")):
        f = 0
        for ch in row:
            if ch.isdigit():
                f += int(ch)
            else:
                board[(f, 7 - i)] = (0 if ch.isupper() else 1, ch.upper())
                f += 1
    return board, (0 if side == "w" else 1)


def name(sq: tuple[int, int]) -> str:
    return FILES[sq[0]] + str(sq[1] + 1)


def on_board(f: int, r: int) -> bool:
    return 0 <= f < 9 and 0 <= r < 8


def neighbours(sq: tuple[int, int]) -> list[tuple[int, int]]:
    return [(sq[0] + dx, sq[1] + dy) for dx, dy in ORTHO + DIAGS
            if on_board(sq[0] + dx, sq[1] + dy)]


def kings(board: Board, colour: int) -> list[tuple[int, int]]:
    return sorted(sq for sq, (c, p) in board.items() if c == colour and p == "K")


def frozen(board: Board, sq: tuple[int, int]) -> bool:
    colour, letter = board[sq]
    if letter == "K":
        return False
    near = [board.get(n) for n in neighbours(sq)]
    return (1 - colour, "K") in near and (colour, "K") not in near


def reach(board: Board, sq: tuple[int, int]) -> set[tuple[int, int]]:
    """Squares the piece on ``sq`` could capture on (ignoring what stands there)."""
    colour, letter = board[sq]
    f, r = sq
    fwd = 1 if colour == 0 else -1
    out: set[tuple[int, int]] = set()

    def steps(vectors):
        for dx, dy in vectors:
            if on_board(f + dx, r + dy):
                out.add((f + dx, r + dy))

    def slide(vectors, limit):
        for dx, dy in vectors:
            for k in range(1, limit + 1):
                t = (f + dx * k, r + dy * k)
                if not on_board(*t):
                    break
                out.add(t)
                if t in board:
                    break

    if letter == "R":
        slide(ORTHO, 4)
    elif letter == "C":
        slide(ORTHO, 2)
    elif letter == "E":
        slide(DIAGS, 2)
    elif letter in "MZ":
        for ox, oy in ORTHO:
            for side in (1, -1):
                px, py = (side, 0) if ox == 0 else (0, side)
                cf, cr = f, r
                while True:
                    mid = (cf + ox, cr + oy)
                    land = (cf + 2 * ox + px, cr + 2 * oy + py)
                    if not on_board(*land) or mid in board:
                        break
                    out.add(land)
                    if letter == "M" or land in board:
                        break
                    cf, cr = land
    elif letter == "N":
        steps([(1, 2 * fwd), (-1, 2 * fwd), (2, fwd), (-2, fwd),
               (1, 0), (-1, 0), (0, -fwd), (1, -fwd), (-1, -fwd)])
    elif letter == "G":
        steps(ORTHO + [(1, fwd), (-1, fwd)])
    elif letter in "SV":
        steps([(0, fwd)] + DIAGS)
    elif letter == "T":
        steps([(0, fwd), (1, 0), (-1, 0)])
    elif letter == "P":
        steps([(1, fwd), (-1, fwd)])
    elif letter == "A" and not frozen(board, sq):
        steps([(2 * dx, 2 * dy) for dx, dy in ORTHO])
    return out


def attacked(board: Board, sq: tuple[int, int], by: int) -> bool:
    return any(c == by and sq in reach(board, s) for s, (c, _) in list(board.items()))


def pseudo(board: Board, side: int) -> list[str]:
    moves = []
    for sq, (colour, letter) in sorted(board.items()):
        if colour != side or frozen(board, sq):
            continue
        f, r = sq
        if letter == "K":
            targets = [n for n in neighbours(sq) if n not in board]
        elif letter == "A":
            targets = [(f + dx, r + dy) for dx, dy in ORTHO
                       if on_board(f + dx, r + dy) and (f + dx, r + dy) not in board]
            for t in reach(board, sq):
                if t in board and board[t][0] != side:
                    moves.append(name(sq) + "@" + name(t))
        elif letter == "P":
            fwd = 1 if side == 0 else -1
            targets = [t for t in [(f, r + fwd)] if on_board(*t) and t not in board]
            targets += [t for t in reach(board, sq) if t in board and board[t][0] != side]
        else:
            targets = [t for t in reach(board, sq) if t not in board or board[t][0] != side]
        moves += [name(sq) + name(t) for t in targets]
    recruits = set()
    for k in kings(board, side):
        if attacked(board, k, 1 - side):
            continue
        for n in neighbours(sq := k):
            if n in board and board[n][0] != side and board[n][1] != "K" and frozen(board, n):
                recruits.add("+" + name(n))
    return moves + sorted(recruits)


def square(text: str) -> tuple[int, int]:
    return FILES.index(text[0]), int(text[1]) - 1


def apply(board: Board, move: str, side: int) -> Board:
    new = dict(board)
    if move[0] == "+":
        sq = square(move[1:])
        letter = new[sq][1]
        new[sq] = (side, "V" if letter == "S" else letter)
    elif move[0] == "-":
        del new[square(move[1:])]
    elif "@" in move:
        del new[square(move[3:])]
    else:
        frm, to = square(move[:2]), square(move[2:])
        colour, letter = new.pop(frm)
        if to[1] == (7 if colour == 0 else 0) and letter in PROMOTION:
            letter = PROMOTION[letter]
        new[to] = (colour, letter)
    return new


def reference_legal(board: Board, side: int) -> list[str]:
    """Legal moves by the page's check rules, the two-King Decision list as written."""
    mine = kings(board, side)
    if not mine:
        return []
    results = []
    for move in pseudo(board, side):
        after = apply(board, move, side)
        hit = {k for k in kings(after, side) if attacked(after, k, 1 - side)}
        results.append((move, after, hit))
    safe = [m for m, _, hit in results if not hit]
    if len(mine) == 1 or safe:
        return safe
    checked = [k for k in mine if attacked(board, k, 1 - side)]
    if len(checked) == 1:
        star = checked[0]
        out = []
        for move, _, hit in results:
            where = square(move[2:]) if move[:2] == name(star) and move[0] not in "+-" else star
            if where not in hit:
                out.append(move)
        return out or ["-" + name(star)]
    return [m for m, after, hit in results if len(hit) < len(kings(after, side))]


def reference_perft(board: Board, side: int, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(reference_perft(apply(board, m, side), 1 - side, depth - 1)
               for m in reference_legal(board, side))


def fast_perft(state, depth: int) -> int:
    if depth == 0:
        return 1
    total = 0
    for code in state.legal_codes():
        state.push(code)
        total += fast_perft(state, depth - 1)
        state.pop()
    return total


# Special positions, each chosen to exercise one hard corner of the rules.
FREEZE_RECRUIT = "4k4/9/9/3n1m3/4K4/2p3a2/9/R8 w"  # K e4 freezes N d5 and M f5
TWO_KINGS = "8k/9/9/1r7/r4K3/9/9/K8 w"  # K a1 is mated, K f4 free: only "-a1"
CANNON_OVER = "4k4/9/2a6/2P6/2A6/9/4K4/9 w"  # Cannons c4 and c6 shoot over the pawn c5
TWO_KINGS_CHECKED = "4k4/9/9/9/1K3r1K1/9/9/9 w"  # the Rook f4 attacks both Kings

# Figures counted by the reference above (and, for depth 1, by hand in the comments of
# test_maorider_rules.py); the fast generator must match them.
EXPECTED = {
    START_POSITION: [15, 227, 3970],
}


@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft_start_position_matches_reference(depth: int) -> None:
    board, side = parse(START_POSITION)
    expected = EXPECTED[START_POSITION][depth - 1]
    assert reference_perft(board, side, depth) == expected
    assert fast_perft(new_game(), depth) == expected


@pytest.mark.parametrize("position", [FREEZE_RECRUIT, TWO_KINGS, CANNON_OVER,
                                      TWO_KINGS_CHECKED])
@pytest.mark.parametrize("depth", [1, 2, 3])
def test_perft_special_positions_match_reference(position: str, depth: int) -> None:
    board, side = parse(position)
    assert fast_perft(new_game(position=position), depth) == reference_perft(board, side,
                                                                                depth)


def random_walk_agrees(position: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = new_game(position=position)
    for ply in range(plies):
        board, side = parse(state.position())
        expected = sorted(reference_legal(board, side))
        got = sorted(str(m) for m in state.legal_moves()) if not state.draw_reason() else []
        if state.draw_reason():
            return
        assert got == expected, f"seed {seed} ply {ply} at {state.position()}"
        if not got:
            return
        state.play(rng.choice(got))


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_match_reference(seed: int) -> None:
    random_walk_agrees(START_POSITION, seed, 120)


@pytest.mark.parametrize("position", [FREEZE_RECRUIT, TWO_KINGS, TWO_KINGS_CHECKED])
def test_random_endgames_match_reference(position: str) -> None:
    for seed in range(3):
        random_walk_agrees(position, seed, 60)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3, 23))
def test_long_random_games_match_reference(seed: int) -> None:
    random_walk_agrees(START_POSITION, seed, 400)

"""Maorider Chess position strings (FEN-like, ``shared/rules/maorider.md``): reading one into
a board, with the page's "a position that can arise" checks, and writing one.

A position string may end with a third field, the number of plies since the last progress, for
the 100-ply rule; it is written only when it is not 0, so the set-up string comes back
unchanged.
"""
from __future__ import annotations

import re

from games.maorider.tables import (
    BLACK, BLACK_BIT, HEIGHT, KING, LAST_RANK, PAWN, SILVER, SPAWN, TYPE_OF_LETTER, WHITE, WIDTH,
    square_index, square_name,
)

START_POSITION = "rcnzkzner/pmptstpmp/1pa3ap1/9/9/1PA3AP1/PMPTSTPMP/RCNZKZNER w"


class BadPosition(ValueError):
    """A position string that cannot be set up; the message says what and where."""


def parse_position(text: str) -> tuple[list[int], int, int]:
    """(board, side to move, no-progress plies) of a position string; :class:`BadPosition`
    names the first problem found (the page's "a position that can arise" rules)."""
    text = str(text)
    if not text.isascii():
        raise BadPosition(f"position {text!r}: only ASCII letters and digits are allowed")
    fields = text.split()
    if len(fields) not in (2, 3):
        raise BadPosition(f"position {text!r}: expected '<ranks> <w|b> [plies]'")
    ranks = fields[0].split("/")
    if len(ranks) != HEIGHT:
        raise BadPosition(f"position {text!r}: {len(ranks)} ranks instead of 8")
    board = [0] * (WIDTH * HEIGHT)
    for i, row in enumerate(ranks):
        r = HEIGHT - 1 - i
        f = 0
        after_digit = False
        for ch in row:
            if ch.isdigit():
                if ch == "0":
                    raise BadPosition(f"position {text!r}: rank {r + 1} has a 0 (empty squares "
                                      "are counted 1 to 9)")
                if after_digit:
                    raise BadPosition(f"position {text!r}: rank {r + 1} has two digits in a "
                                      "row")
                f += int(ch)
                after_digit = True
                if f > WIDTH:
                    raise BadPosition(f"position {text!r}: rank {r + 1} is longer than 9 "
                                      "squares")
                continue
            after_digit = False
            t = TYPE_OF_LETTER.get(ch.upper())
            if t is None:
                raise BadPosition(f"position {text!r}: unknown piece {ch!r} on rank {r + 1}")
            if f >= WIDTH:
                raise BadPosition(f"position {text!r}: rank {r + 1} is longer than 9 squares")
            colour = WHITE if ch.isupper() else BLACK
            sq = r * WIDTH + f
            if t in (PAWN, SPAWN) and r in (0, HEIGHT - 1):
                raise BadPosition(f"position {text!r}: no {ch} can stand on "
                                  f"{square_name(sq)} (a pawn never stands on rank 1 or 8)")
            if t == SILVER and sq in LAST_RANK[colour]:
                raise BadPosition(f"position {text!r}: {ch} on {square_name(sq)} must have "
                                  "become a King")
            board[sq] = t | (BLACK_BIT if colour else 0)
            f += 1
        if f != WIDTH:
            raise BadPosition(f"position {text!r}: rank {r + 1} has {f} squares, not 9")
    for colour, name in ((WHITE, "White"), (BLACK, "Black")):
        if KING | (BLACK_BIT if colour else 0) not in board:
            raise BadPosition(f"position {text!r}: {name} has no King")
    if fields[1] not in ("w", "b"):
        raise BadPosition(f"position {text!r}: side to move must be 'w' or 'b'")
    plies = 0
    if len(fields) == 3:
        if not re.fullmatch(r"[0-9]+", fields[2]):
            raise BadPosition(f"position {text!r}: ply count {fields[2]!r} is not a number")
        plies = int(fields[2])
    return board, (WHITE if fields[1] == "w" else BLACK), plies


def build_position(placement: dict[str, str], side: str = "w", plies: int = 0) -> str:
    """A position string from ``{"e1": "K", "e8": "k", …}`` (letters as in position strings),
    the side to move ("w"/"b") and the no-progress ply count."""
    board = [""] * (WIDTH * HEIGHT)
    for name, letter in placement.items():
        board[square_index(name)] = letter
    rows = []
    for r in range(HEIGHT - 1, -1, -1):
        row, empty = "", 0
        for f in range(WIDTH):
            letter = board[r * WIDTH + f]
            if not letter:
                empty += 1
                continue
            row += (str(empty) if empty else "") + letter
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {side}" + (f" {plies}" if plies else "")

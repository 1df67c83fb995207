"""Maorider Chess squares, pieces and moves as ints, and the tables move generation reads.

The board is a mailbox: a list of 72 ints, square ``rank * 9 + file`` (a1 = 0, i8 = 71). A
piece is its type code (1–13) plus 16 for Black, 0 is an empty square. Moves are ints
(``from | to << 7 | kind << 14``) so that search and perft never build objects; :class:`Move`
is such an int whose ``str`` is the notation. The leap, ray and attack tables and the Zobrist
keys are worked out once, at import.
"""
from __future__ import annotations

import random

FILES = "abcdefghi"
WIDTH, HEIGHT = 9, 8
WHITE, BLACK = 0, 1


# Piece type codes; Black adds BLACK_BIT.
KING, ROOK, CAMEL, KNIGHT, MAORIDER, ELEPHANT, MAO = 1, 2, 3, 4, 5, 6, 7
PAWN, SPAWN, SILVER, CANNON, GOLD, VSILVER = 8, 9, 10, 11, 12, 13
BLACK_BIT = 16
LETTERS = {KING: "K", ROOK: "R", CAMEL: "C", KNIGHT: "N", MAORIDER: "Z", ELEPHANT: "E",
           MAO: "M", PAWN: "P", SPAWN: "T", SILVER: "S", CANNON: "A", GOLD: "G", VSILVER: "V"}
TYPE_OF_LETTER = {v: k for k, v in LETTERS.items()}
PIECE_LETTERS = {**LETTERS, **{t | BLACK_BIT: letter.lower() for t, letter in LETTERS.items()}}

# Move kinds (bits 14–15 of a move code).
NORMAL, SHOT, RECRUIT, SUICIDE = 0, 1, 2, 3



SQUARE_NAMES = tuple(FILES[sq % WIDTH] + str(sq // WIDTH + 1) for sq in range(WIDTH * HEIGHT))


def square_name(sq: int) -> str:
    """``0`` → ``"a1"``, ``71`` → ``"i8"``."""
    return SQUARE_NAMES[sq]


def square_index(name: str) -> int:
    """``"a1"`` → ``0``; :class:`ValueError` for anything that is not a square of the board."""
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"not a square of the 9×8 board: {name!r}")
    return (int(name[1]) - 1) * WIDTH + FILES.index(name[0])


def piece_letter(code: int) -> str:
    """Position-string letter of a piece code: upper case White, lower case Black."""
    return PIECE_LETTERS[code]


def encode(frm: int, to: int, kind: int = NORMAL) -> int:
    """Pack a move into its int code."""
    return frm | to << 7 | kind << 14


class Move(int):
    """A move code that prints as the rules page's notation (``e2e3``, ``c3@c5``, ``+d5``,
    ``-e1``)."""

    __slots__ = ()

    def __str__(self) -> str:
        return notation(self)

    def __repr__(self) -> str:
        return f"Move({notation(self)!r})"


def notation(code: int) -> str:
    """The notation of a move code."""
    frm, to, kind = code & 127, (code >> 7) & 127, code >> 14
    if kind == NORMAL:
        return square_name(frm) + square_name(to)
    if kind == SHOT:
        return square_name(frm) + "@" + square_name(to)
    if kind == RECRUIT:
        return "+" + square_name(to)
    return "-" + square_name(frm)


def parse_notation(text: str) -> int | None:
    """The move code written ``text`` (``e2xe3`` accepted for ``e2e3``), or None if malformed."""
    t = "".join(str(text).split())
    try:
        if t[:1] == "+" and len(t) == 3:
            sq = square_index(t[1:])
            return encode(sq, sq, RECRUIT)
        if t[:1] == "-" and len(t) == 3:
            sq = square_index(t[1:])
            return encode(sq, sq, SUICIDE)
        if len(t) == 5 and t[2] == "@":
            return encode(square_index(t[:2]), square_index(t[3:]), SHOT)
        if len(t) == 5 and t[2] == "x":
            t = t[:2] + t[3:]
        if len(t) == 4:
            return encode(square_index(t[:2]), square_index(t[2:]))
    except ValueError:
        return None
    return None


# ---------------------------------------------------------------- precomputed tables
def _sq(f: int, r: int) -> int | None:
    return r * WIDTH + f if 0 <= f < WIDTH and 0 <= r < HEIGHT else None


ORTH = ((0, 1), (0, -1), (1, 0), (-1, 0))
DIAG = ((1, 1), (-1, 1), (1, -1), (-1, -1))
ALL8 = ORTH + DIAG
SQUARES = range(WIDTH * HEIGHT)
ADJ: list[tuple[int, ...]] = []
ADJSET: list[frozenset[int]] = []
for _s in SQUARES:
    _n = tuple(x for x in (_sq(_s % 9 + dx, _s // 9 + dy) for dx, dy in ALL8) if x is not None)
    ADJ.append(_n)
    ADJSET.append(frozenset(_n))

# Leaper steps from the mover's view (dy > 0 is forward); flipped for Black.
LEAPS = {
    KING: ALL8,
    KNIGHT: ((1, 2), (-1, 2), (2, 1), (-2, 1), (1, 0), (-1, 0), (0, -1), (1, -1), (-1, -1)),
    GOLD: ((0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, 1)),
    SILVER: ((0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)),
    VSILVER: ((0, 1), (1, 1), (-1, 1), (1, -1), (-1, -1)),
    SPAWN: ((0, 1), (1, 0), (-1, 0)),
    PAWN: ((1, 1), (-1, 1)),  # captures only; the forward step is PAWN_STEP
    CANNON: ORTH,  # steps to empty squares only
}
RANGES = {ROOK: (ORTH, 4), CAMEL: (ORTH, 2), ELEPHANT: (DIAG, 2)}
# Mao legs: (orthogonal first step, diagonal landing offset).
MAO_LEGS = (((0, 1), (1, 2)), ((0, 1), (-1, 2)), ((0, -1), (1, -2)), ((0, -1), (-1, -2)),
            ((1, 0), (2, 1)), ((1, 0), (2, -1)), ((-1, 0), (-2, 1)), ((-1, 0), (-2, -1)))


def _leap_table(steps: tuple[tuple[int, int], ...], colour: int) -> list[tuple]:
    sign = 1 if colour == WHITE else -1
    table = []
    for s in SQUARES:
        row = []
        for dx, dy in steps:
            to = _sq(s % 9 + dx, s // 9 + dy * sign)
            if to is not None:
                row.append((to, encode(s, to)))
        table.append(tuple(row))
    return table


LEAP = [{t: _leap_table(steps, c) for t, steps in LEAPS.items()} for c in (WHITE, BLACK)]
PAWN_STEP = [[(sq, encode(s, sq)) if (sq := _sq(s % 9, s // 9 + sign)) is not None else None
              for s in SQUARES] for sign in (1, -1)]
LAST_RANK = [frozenset(range(63, 72)), frozenset(range(0, 9))]
NEXT_TO_LAST = [frozenset(range(54, 63)), frozenset(range(9, 18))]
RAYS: dict[int, list[tuple]] = {}
for _t, (_dirs, _reach) in RANGES.items():
    RAYS[_t] = []
    for _s in SQUARES:
        _rays = []
        for _dx, _dy in _dirs:
            _ray = []
            for _k in range(1, _reach + 1):
                _to = _sq(_s % 9 + _dx * _k, _s // 9 + _dy * _k)
                if _to is None:
                    break
                _ray.append((_to, encode(_s, _to)))
            if _ray:
                _rays.append(tuple(_ray))
        RAYS[_t].append(tuple(_rays))
MAO_T: list[tuple] = []
RIDER_T: list[tuple] = []
for _s in SQUARES:
    _legs, _dirs_out = [], []
    for (_ox, _oy), (_lx, _ly) in MAO_LEGS:
        _path, _f, _r = [], _s % 9, _s // 9
        while True:
            _mid, _to = _sq(_f + _ox, _r + _oy), _sq(_f + _lx, _r + _ly)
            if _mid is None or _to is None:
                break
            _path.append((_mid, _to, encode(_s, _to)))
            _f, _r = _to % 9, _to // 9
        if _path:
            _legs.append(_path[0])
            _dirs_out.append(tuple(_path))
    MAO_T.append(tuple(_legs))
    RIDER_T.append(tuple(_dirs_out))
SHOT_T = [tuple((to, encode(s, to, SHOT)) for dx, dy in ORTH
                if (to := _sq(s % 9 + 2 * dx, s // 9 + 2 * dy)) is not None) for s in SQUARES]
CANNON_FROM = [tuple(t for t, _ in SHOT_T[s]) for s in SQUARES]
# Pieces that step to a fixed set of squares (LEAP), capturing as they move.
STEPPERS = frozenset({KNIGHT, GOLD, SILVER, VSILVER, SPAWN})
PROMOTES_TO = {PAWN: GOLD, SPAWN: VSILVER, SILVER: KING}
RECRUITED_TYPE = {SILVER: VSILVER}


def _attack_patterns(t: int, colour: int, s: int) -> list[tuple[int, tuple[int, ...]]]:
    """Squares a piece of type ``t`` on ``s`` attacks, each with the squares that must be
    empty. Kings attack nothing; Cannons are handled apart (their freezing matters)."""
    out: list[tuple[int, tuple[int, ...]]] = []
    if t in RANGES:
        for ray in RAYS[t][s]:
            for k, (to, _) in enumerate(ray):
                out.append((to, tuple(x for x, _ in ray[:k])))
    elif t == MAO:
        out = [(to, (mid,)) for mid, to, _ in MAO_T[s]]
    elif t == MAORIDER:
        for path in RIDER_T[s]:
            need: list[int] = []
            for mid, to, _ in path:
                need.append(mid)
                out.append((to, tuple(need)))
                need.append(to)
    elif t in (KNIGHT, GOLD, SILVER, VSILVER, SPAWN, PAWN):
        out = [(to, ()) for to, _ in LEAP[colour][t][s]]
    return out


def _build_attacks() -> list[list[tuple[tuple[int, int, tuple[int, ...]], ...]]]:
    """ATTACKS[colour][target] = ((from, code mask, empties), …): who of ``colour`` attacks."""
    result = []
    for colour in (WHITE, BLACK):
        merged: list[dict[tuple[int, tuple[int, ...]], int]] = [{} for _ in SQUARES]
        for t in (ROOK, CAMEL, ELEPHANT, MAO, MAORIDER, KNIGHT, GOLD, SILVER, VSILVER, SPAWN,
                  PAWN):
            code = t | (BLACK_BIT if colour else 0)
            for s in SQUARES:
                for target, empties in _attack_patterns(t, colour, s):
                    key = (s, empties)
                    merged[target][key] = merged[target].get(key, 0) | 1 << code
        result.append([tuple(sorted(((f, m, e) for (f, e), m in d.items()),
                                    key=lambda x: len(x[2]))) for d in merged])
    return result


ATTACKS = _build_attacks()
_rng = random.Random(20240531)
ZK = [[_rng.getrandbits(64) for _ in SQUARES] for _ in range(32)]
Z_SIDE = _rng.getrandbits(64)
SHOT_BASE, RECRUIT_BASE, SUICIDE_BASE = SHOT << 14, RECRUIT << 14, SUICIDE << 14
# OWN[colour][piece code]: whether the code is a piece of that colour (the empty square 0 is
# neither), one look-up where move generation tests a square.
OWN = [[bool(p) and (p & BLACK_BIT) == (BLACK_BIT if c else 0) for p in range(32)]
       for c in (WHITE, BLACK)]
# Pieces whose moves touch the King lists, the no-progress clock or promotion.
SPECIAL = [bool(p) and (p & 15) in (KING, PAWN, SPAWN, SILVER) for p in range(32)]

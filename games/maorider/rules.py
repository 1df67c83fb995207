"""Maorider Chess rules model (``shared/rules/maorider.md``).

The board is a mailbox: a list of 72 ints, square ``rank * 9 + file`` (a1 = 0, i8 = 71). A
piece is its type code (1–13) plus 16 for Black, 0 is an empty square. Moves are ints
(``from | to << 7 | kind << 14``) so that search and perft never build objects; the public
``legal_moves()`` wraps them in :class:`Move` (an ``int`` whose ``str`` is the notation).

Two layers share one object:

* the fast layer for search and perft: ``legal_codes()``, ``push(code)``, ``pop()``, ``key``
  (a Zobrist hash kept incrementally), no events, no draw detection;
* the contract layer for scenes, saves and tests: ``legal_moves()``, ``play()`` (events),
  ``undo()``, ``is_over()``, ``winners()``, ``to_json()`` and the helpers for a scene.

Choices this module makes where the rules page is silent (each also noted where it applies):

* A position string may end with a third field, the number of plies since the last progress
  (capture, shot, promotion, forward Pawn or Silver Pawn step) for the 100-ply rule;
  ``position()`` writes it only when it is not 0, so the set-up string comes back unchanged.
* Repetitions count from the position the game started in (a pasted position has no past).
* Removing a mated King (suicide) does not reset the 100-ply count: it is none of the listed
  events.
* With three or more Kings (only reachable from a position string) the two-King rules apply
  with "both Kings in check" read as "two or more Kings in check".
* A loss by having no legal move or no King takes precedence over a draw reached on that ply.
* A draw scores ``winners() == set()``; ``result()`` tells a draw from an unfinished game.
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from games.engine.rules_base import CHANCE, CorruptState, Event, IllegalMove, dumps, loads, require

__all__ = [
    "CHANCE", "IllegalMove", "BadPosition", "Move", "MaoriderState", "new_game", "from_json",
    "START_POSITION", "Moved", "Captured", "Shot", "Recruited", "Promoted", "KingRemoved",
    "Check", "GameOver", "square_name", "square_index", "build_position",
]

START_POSITION = "rcnzkzner/pmptstpmp/1pa3ap1/9/9/1PA3AP1/PMPTSTPMP/RCNZKZNER w"
FILES = "abcdefghi"
WIDTH, HEIGHT = 9, 8
WHITE, BLACK = 0, 1
NO_PROGRESS_LIMIT = 100

# Piece type codes; Black adds BLACK_BIT.
KING, ROOK, CAMEL, KNIGHT, MAORIDER, ELEPHANT, MAO = 1, 2, 3, 4, 5, 6, 7
PAWN, SPAWN, SILVER, CANNON, GOLD, VSILVER = 8, 9, 10, 11, 12, 13
BLACK_BIT = 16
LETTERS = {KING: "K", ROOK: "R", CAMEL: "C", KNIGHT: "N", MAORIDER: "Z", ELEPHANT: "E",
           MAO: "M", PAWN: "P", SPAWN: "T", SILVER: "S", CANNON: "A", GOLD: "G", VSILVER: "V"}
TYPE_OF_LETTER = {v: k for k, v in LETTERS.items()}

# Move kinds (bits 14–15 of a move code).
NORMAL, SHOT, RECRUIT, SUICIDE = 0, 1, 2, 3


class BadPosition(ValueError):
    """A position string that cannot be set up; the message says what and where."""


def square_name(sq: int) -> str:
    """``0`` → ``"a1"``, ``71`` → ``"i8"``."""
    return FILES[sq % WIDTH] + str(sq // WIDTH + 1)


def square_index(name: str) -> int:
    """``"a1"`` → ``0``; :class:`ValueError` for anything that is not a square of the board."""
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"not a square of the 9×8 board: {name!r}")
    return (int(name[1]) - 1) * WIDTH + FILES.index(name[0])


def piece_letter(code: int) -> str:
    """Position-string letter of a piece code: upper case White, lower case Black."""
    letter = LETTERS[code & 15]
    return letter.lower() if code & BLACK_BIT else letter


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
# Pieces whose moves touch the King lists, the no-progress clock or promotion.
SPECIAL = [bool(p) and (p & 15) in (KING, PAWN, SPAWN, SILVER) for p in range(32)]


# ---------------------------------------------------------------- events
@dataclass(frozen=True)
class Moved(Event):
    """A piece (letter, upper case White) went from ``frm`` to ``to`` (square names)."""
    piece: str
    frm: str
    to: str


@dataclass(frozen=True)
class Captured(Event):
    """A piece was taken off ``at`` by a move onto it (follows the ``Moved``)."""
    piece: str
    at: str


@dataclass(frozen=True)
class Shot(Event):
    """The Cannon on ``frm`` shot ``piece`` on ``at``; the piece leaves the board."""
    frm: str
    at: str
    piece: str


@dataclass(frozen=True)
class Recruited(Event):
    """The piece on ``at`` changed sides; ``piece`` is its letter afterwards (V for an S)."""
    at: str
    piece: str
    new_colour: int


@dataclass(frozen=True)
class Promoted(Event):
    """The piece that just arrived on ``at`` turned from ``old`` into ``new`` (letters)."""
    at: str
    old: str
    new: str


@dataclass(frozen=True)
class KingRemoved(Event):
    """A mated King was removed from ``at`` (suicide)."""
    at: str


@dataclass(frozen=True)
class Check(Event):
    """After the move these colours have a King attacked, on these squares."""
    colours: tuple[int, ...]
    squares: tuple[str, ...]


@dataclass(frozen=True)
class GameOver(Event):
    """The game ended: ``result`` is "1-0", "0-1" or "1/2-1/2"; ``reason`` says why
    ("checkmate", "stalemate", "no king", "repetition", "100 plies")."""
    result: str
    reason: str


# ---------------------------------------------------------------- position strings
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


# ---------------------------------------------------------------- the state
class MaoriderState:
    """A Maorider Chess game: the position, its move stack and the contract methods."""

    def __init__(self, position: str = START_POSITION) -> None:
        board, side, plies = parse_position(position)
        self.board = board
        self.side = side
        self.halfmove = plies
        self.kings = [[s for s, p in enumerate(board) if p == KING | c * BLACK_BIT]
                      for c in (WHITE, BLACK)]
        key = Z_SIDE if side else 0
        for s, p in enumerate(board):
            if p:
                key ^= ZK[p][s]
        self.key = key
        self.stack: list[tuple[int, int, int, int, int]] = []
        self.start = self.position()
        self.in_check = False  # set by legal_codes(): a King of the mover is attacked
        self._cache: tuple[int, int, list[int]] = (-1, 0, [])  # (ply, key, sorted codes)

    # ------------------------------------------------------------ fast layer
    def push(self, code: int) -> None:
        """Play a move code known to be legal: no checks, no events (search and perft)."""
        b = self.board
        key = self.key
        hm = self.halfmove
        c = self.side
        self.side = c ^ 1
        if code < RECRUIT_BASE:  # NORMAL or SHOT: the common case first
            frm = code & 127
            to = (code >> 7) & 127
            if code < SHOT_BASE:
                p = b[frm]
                q = b[to]
                self.stack.append((code, p, q, hm, key))
                zp = ZK[p]
                if SPECIAL[p]:
                    self._push_special(p, q, frm, to, c, key ^ zp[frm], hm)
                    return
                b[frm] = 0
                b[to] = p
                key ^= zp[frm] ^ zp[to] ^ Z_SIDE
                if q:
                    self.key = key ^ ZK[q][to]
                    self.halfmove = 0
                    if q & 15 == KING:
                        self.kings[c ^ 1].remove(to)
                else:
                    self.key = key
                    self.halfmove = hm + 1
                return
            q = b[to]
            self.stack.append((code, b[frm], q, hm, key))
            b[to] = 0
            self.key = key ^ ZK[q][to] ^ Z_SIDE
            self.halfmove = 0
            if q & 15 == KING:
                self.kings[c ^ 1].remove(to)
            return
        if code < SUICIDE_BASE:
            to = (code >> 7) & 127
            q = b[to]
            p = RECRUITED_TYPE.get(q & 15, q & 15) | (BLACK_BIT if c else 0)
            self.stack.append((code, p, q, hm, key))
            b[to] = p
            self.key = key ^ ZK[q][to] ^ ZK[p][to] ^ Z_SIDE
            self.halfmove = hm + 1  # a recruit can be undone by recruiting back: no progress
            return
        frm = code & 127
        p = b[frm]
        self.stack.append((code, p, 0, hm, key))
        b[frm] = 0
        self.key = key ^ ZK[p][frm] ^ Z_SIDE
        self.kings[c].remove(frm)
        self.halfmove = hm + 1

    def _push_special(self, p: int, q: int, frm: int, to: int, c: int, key: int,
                      hm: int) -> None:
        """The part of ``push`` for Kings, pawns and promotions (the clock or Kings change)."""
        b = self.board
        t = p & 15
        np = p
        if to in LAST_RANK[c] and t in PROMOTES_TO:
            np = PROMOTES_TO[t] | (p & BLACK_BIT)
        b[frm] = 0
        b[to] = np
        key ^= ZK[np][to] ^ Z_SIDE
        if q:
            key ^= ZK[q][to]
            if q & 15 == KING:
                self.kings[c ^ 1].remove(to)
        if t == KING:
            ks = self.kings[c]
            ks[ks.index(frm)] = to
            self.halfmove = 0 if q else hm + 1
        else:
            if np == KING | (p & BLACK_BIT):
                self.kings[c].append(to)
            # Progress: a capture, a promotion or a pawn's forward step (not a Silver Pawn's
            # sideways one, nor a Silver General's step: both can be undone).
            forward = t == PAWN or (t == SPAWN and (to - frm) in (WIDTH, -WIDTH))
            self.halfmove = 0 if (q or forward or np != p) else hm + 1
        self.key = key

    def pop(self) -> None:
        """Take back the last ``push``."""
        code, p, q, hm, key = self.stack.pop()
        b = self.board
        self.key = key
        self.halfmove = hm
        c = self.side ^ 1
        self.side = c
        if code < SHOT_BASE:
            frm = code & 127
            to = code >> 7
            np = b[to]
            b[frm] = p
            b[to] = q
            if SPECIAL[p]:
                if p & 15 == KING:
                    ks = self.kings[c]
                    ks[ks.index(to)] = frm
                elif np != p and np & 15 == KING:
                    self.kings[c].remove(to)
            if q and q & 15 == KING:
                self.kings[c ^ 1].append(to)
        elif code < RECRUIT_BASE:
            to = (code >> 7) & 127
            b[to] = q
            if q & 15 == KING:
                self.kings[c ^ 1].append(to)
        elif code < SUICIDE_BASE:
            b[(code >> 7) & 127] = q
        else:
            frm = code & 127
            b[frm] = p
            self.kings[c].append(frm)

    def attacked(self, sq: int, by: int) -> bool:
        """Whether a piece of colour ``by`` attacks ``sq`` (freezing worked out afresh)."""
        b = self.board
        for f, mask, empties in ATTACKS[by][sq]:
            if (mask >> b[f]) & 1:
                if not empties:
                    return True
                for x in empties:
                    if b[x]:
                        break
                else:
                    return True
        cannon = CANNON | (BLACK_BIT if by else 0)
        for f in CANNON_FROM[sq]:
            if b[f] == cannon and not self._frozen_at(f, by):
                return True
        return False

    def _frozen_at(self, sq: int, colour: int) -> bool:
        """Whether a non-King piece of ``colour`` standing on ``sq`` is frozen."""
        near = ADJSET[sq]
        for k in self.kings[colour ^ 1]:
            if k in near:
                for own in self.kings[colour]:
                    if own in near:
                        return False
                return True
        return False

    def _scan(self, sq: int, by: int, pins: set[int]) -> bool:
        """Like :meth:`attacked`, and adds to ``pins`` every lone piece that blocks an attack
        on ``sq`` (moving or shooting it might expose ``sq``)."""
        b = self.board
        hit = False
        for f, mask, empties in ATTACKS[by][sq]:
            if (mask >> b[f]) & 1:
                blocker = -1
                for x in empties:
                    if b[x]:
                        if blocker >= 0:
                            blocker = -2
                            break
                        blocker = x
                if blocker == -1:
                    hit = True
                elif blocker >= 0:
                    pins.add(blocker)
        if not hit:
            cannon = CANNON | (BLACK_BIT if by else 0)
            for f in CANNON_FROM[sq]:
                if b[f] == cannon and not self._frozen_at(f, by):
                    return True
        return hit

    def _kings_hit_after(self, code: int) -> tuple[list[int], list[int]]:
        """(the mover's King squares, those attacked) after ``code``; the state is unchanged."""
        c = self.side
        self.push(code)
        kings = list(self.kings[c])
        hit = [k for k in kings if self.attacked(k, c ^ 1)]
        self.pop()
        return kings, hit

    def frozen_squares(self, colour: int) -> set[int]:
        """Squares of the pieces of ``colour`` that are frozen."""
        b = self.board
        mine = BLACK_BIT if colour else 0
        own = self.kings[colour]
        out = set()
        for k in self.kings[colour ^ 1]:
            for a in ADJ[k]:
                p = b[a]
                if p and (p & BLACK_BIT) == mine and p & 15 != KING:
                    near = ADJSET[a]
                    for ok in own:
                        if ok in near:
                            break
                    else:
                        out.add(a)
        return out

    def legal_codes(self) -> list[int]:
        """The legal move codes of the side to move, by the check rules of the rules page
        (draw rules aside: see :meth:`is_over`). Sets ``in_check``."""
        c = self.side
        kings = self.kings[c]
        if not kings:
            self.in_check = False
            return []
        e = c ^ 1
        b = self.board
        mine = BLACK_BIT if c else 0
        frozen = self.frozen_squares(c) if self.kings[e] else ()
        pins: set[int] = set()
        checked = [self._scan(k, e, pins) for k in kings]
        in_check = self.in_check = True in checked
        risky: list[int] = []
        sure = risky if in_check else []
        leap = LEAP[c]
        last = LAST_RANK[c]
        for s in SQUARES:
            p = b[s]
            if not p or (p & BLACK_BIT) != mine:
                continue
            t = p & 15
            if t == KING:
                for to, mc in leap[KING][s]:
                    if not b[to]:
                        risky.append(mc)
                continue
            if s in frozen:
                continue
            dst = risky if s in pins else sure
            if t == PAWN:
                step = PAWN_STEP[c][s]
                if not b[step[0]]:
                    dst.append(step[1])
                for to, mc in leap[PAWN][s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) != mine:
                        dst.append(mc)
            elif t == ROOK or t == CAMEL or t == ELEPHANT:
                for ray in RAYS[t][s]:
                    for to, mc in ray:
                        q = b[to]
                        if not q:
                            dst.append(mc)
                        else:
                            if (q & BLACK_BIT) != mine:
                                dst.append(mc)
                            break
            elif t == MAO:
                for mid, to, mc in MAO_T[s]:
                    if not b[mid]:
                        q = b[to]
                        if not q or (q & BLACK_BIT) != mine:
                            dst.append(mc)
            elif t == MAORIDER:
                for path in RIDER_T[s]:
                    for mid, to, mc in path:
                        if b[mid]:
                            break
                        q = b[to]
                        if not q:
                            dst.append(mc)
                        else:
                            if (q & BLACK_BIT) != mine:
                                dst.append(mc)
                            break
            elif t == CANNON:
                for to, mc in leap[CANNON][s]:
                    if not b[to]:
                        dst.append(mc)
                for to, mc in SHOT_T[s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) != mine:
                        (risky if to in pins else dst).append(mc)
            else:
                if t == SILVER and s in NEXT_TO_LAST[c]:
                    dst = risky  # promotes to a King, which must not stand attacked
                for to, mc in leap[t][s]:
                    q = b[to]
                    if not q or (q & BLACK_BIT) != mine:
                        if t == SILVER and to in last:
                            risky.append(mc)
                        else:
                            dst.append(mc)
        enemy_kings = self.kings[e]
        seen = set()
        for k, hit in zip(kings, checked):
            if hit:
                continue
            for a in ADJ[k]:
                q = b[a]
                if q and (q & BLACK_BIT) != mine and q & 15 != KING and a not in seen:
                    near = ADJSET[a]
                    for ek in enemy_kings:
                        if ek in near:
                            break
                    else:
                        seen.add(a)
                        sure.append(a | a << 7 | RECRUIT << 14)
        if not in_check:
            legal = sure
            for m in risky:
                if not self._kings_hit_after(m)[1]:
                    legal.append(m)
            if legal or len(kings) == 1:
                return legal
            # Rule 3 (neither King in check, no safe move): keep one King unattacked.
            return self._check_rules(risky, kings, checked)
        return self._check_rules(risky, kings, checked)

    def tactical_codes(self) -> list[int] | None:
        """For quiescence search: the safe captures, shots, recruits and promotions of the side
        to move, or None when a King of it is in check (then use :meth:`legal_codes`).

        With two Kings and no safe move at all the full rules would allow unsafe moves; this
        list then is empty, which only makes the search's horizon a little shorter."""
        c = self.side
        kings = self.kings[c]
        e = c ^ 1
        b = self.board
        mine = BLACK_BIT if c else 0
        pins: set[int] = set()
        for k in kings:
            if self._scan(k, e, pins):
                return None
        frozen = self.frozen_squares(c) if self.kings[e] else ()
        out: list[int] = []
        risky: list[int] = []
        leap = LEAP[c]
        last = LAST_RANK[c]
        for s in SQUARES:
            p = b[s]
            if not p or (p & BLACK_BIT) != mine:
                continue
            t = p & 15
            if t == KING or s in frozen:
                continue
            dst = risky if s in pins else out
            if t == PAWN:
                step = PAWN_STEP[c][s]
                if step[0] in last and not b[step[0]]:
                    dst.append(step[1])
                for to, mc in leap[PAWN][s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) != mine:
                        dst.append(mc)
            elif t == ROOK or t == CAMEL or t == ELEPHANT:
                for ray in RAYS[t][s]:
                    for to, mc in ray:
                        q = b[to]
                        if q:
                            if (q & BLACK_BIT) != mine:
                                dst.append(mc)
                            break
            elif t == MAO:
                for mid, to, mc in MAO_T[s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) != mine and not b[mid]:
                        dst.append(mc)
            elif t == MAORIDER:
                for path in RIDER_T[s]:
                    for mid, to, mc in path:
                        if b[mid]:
                            break
                        q = b[to]
                        if q:
                            if (q & BLACK_BIT) != mine:
                                dst.append(mc)
                            break
            elif t == CANNON:
                for to, mc in SHOT_T[s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) != mine:
                        (risky if to in pins else dst).append(mc)
            else:
                promoting = t != VSILVER and t != GOLD and s in NEXT_TO_LAST[c]
                for to, mc in leap[t][s]:
                    q = b[to]
                    if q and (q & BLACK_BIT) == mine:
                        continue
                    if promoting and to in last:
                        (risky if t == SILVER else dst).append(mc)
                    elif q:
                        dst.append(mc)
        enemy_kings = self.kings[e]
        for k in kings:
            for a in ADJ[k]:
                q = b[a]
                if q and (q & BLACK_BIT) != mine and q & 15 != KING:
                    code = a | a << 7 | RECRUIT << 14
                    if code in out:
                        continue
                    near = ADJSET[a]
                    for ek in enemy_kings:
                        if ek in near:
                            break
                    else:
                        out.append(code)
        for m in risky:
            if not self._kings_hit_after(m)[1]:
                out.append(m)
        return out

    def _check_rules(self, moves: list[int], kings: list[int], checked: list[bool]) -> list[int]:
        """Legal moves when some King of the mover is in check, or none is but every move
        leaves one attacked (rules 1–3 of the page)."""
        after = [(m, *self._kings_hit_after(m)) for m in moves]
        safe = [m for m, _, hit in after if not hit]
        if safe or len(kings) == 1:
            return safe
        if checked.count(True) == 1:
            star = kings[checked.index(True)]
            out = []
            for m, _, hit in after:
                now = (m >> 7) & 127 if (m >> 14 == NORMAL and m & 127 == star) else star
                if now not in hit:
                    out.append(m)
            return out or [star | star << 7 | SUICIDE << 14]
        return [m for m, ks, hit in after if len(hit) < len(ks)]

    # ------------------------------------------------------------ contract layer
    @property
    def to_move(self) -> int | None:
        """0 (White) or 1 (Black) to play; None once the game is over."""
        return None if self.is_over() else self.side

    def _codes(self) -> list[int]:
        ply, key, codes = self._cache
        if ply != len(self.stack) or key != self.key:
            codes = sorted(self.legal_codes())
            self._cache = (len(self.stack), self.key, codes)
        return codes

    def outcome(self) -> tuple[str, str] | None:
        """(result, reason) once the game is over, else None."""
        codes = self._codes()
        loser = self.side
        if not self.kings[loser]:
            return ("0-1" if loser == WHITE else "1-0"), "no king"
        if not codes:
            reason = "checkmate" if self.in_check_now() else "stalemate"
            return ("0-1" if loser == WHITE else "1-0"), reason
        reason = self.draw_reason()
        return ("1/2-1/2", reason) if reason else None

    def draw_reason(self) -> str | None:
        """"100 plies" or "repetition" when a house rule draws the position, else None."""
        if self.halfmove >= NO_PROGRESS_LIMIT:
            return "100 plies"
        if self.repetitions() >= 3:
            return "repetition"
        return None

    def repetitions(self) -> int:
        """How many times the current position has stood in the whole game (progress moves do
        not end the count: a recruited pawn can walk back to where it stood)."""
        key = self.key
        count = 1
        for entry in self.stack:
            if entry[4] == key:
                count += 1
        return count

    def in_check_now(self) -> bool:
        """Whether a King of the side to move is attacked."""
        return any(self.attacked(k, self.side ^ 1) for k in self.kings[self.side])

    def result(self) -> str | None:
        """"1-0", "0-1", "1/2-1/2", or None while the game goes on."""
        out = self.outcome()
        return out[0] if out else None

    def is_over(self) -> bool:
        """Whether the game has ended (loss of the side to move or a draw)."""
        return self.outcome() is not None

    def winners(self) -> set[int]:
        """{0} or {1} once someone has won; empty while playing and after a draw."""
        res = self.result()
        return {WHITE} if res == "1-0" else {BLACK} if res == "0-1" else set()

    def legal_moves(self) -> list[Move]:
        """The legal moves in code order (empty once the game is over)."""
        if self.is_over():
            return []
        return [Move(m) for m in self._codes()]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """Maorider has no dice: always empty."""
        return []

    def describe(self) -> str:
        """The position, for error messages."""
        return f"Maorider position {self.position()!r}"

    def parse_move(self, move: Any) -> int:
        """The legal move code for a :class:`Move`, an int code or a notation string."""
        code = parse_notation(move) if isinstance(move, str) else move
        if isinstance(code, int) and not isinstance(code, bool) and not self.is_over():
            if code in self._codes():
                return int(code)
        raise IllegalMove(f"illegal move {str(move)!r} in {self.describe()}")

    def play(self, move: Any) -> list[Event]:
        """Play a move (object, code or notation) and return the events it caused."""
        code = self.parse_move(move)
        b = self.board
        frm, to, kind = code & 127, (code >> 7) & 127, code >> 14
        fn, tn = square_name(frm), square_name(to)
        events: list[Event] = []
        if kind == NORMAL:
            p, q = b[frm], b[to]
            self.push(code)
            events.append(Moved(piece_letter(p), fn, tn))
            if q:
                events.append(Captured(piece_letter(q), tn))
            if b[to] != p:
                events.append(Promoted(tn, piece_letter(p), piece_letter(b[to])))
        elif kind == SHOT:
            q = b[to]
            self.push(code)
            events.append(Shot(fn, tn, piece_letter(q)))
        elif kind == RECRUIT:
            self.push(code)
            events.append(Recruited(tn, piece_letter(b[to]), self.side ^ 1))
        else:
            self.push(code)
            events.append(KingRemoved(fn))
        hit = [(c, k) for c in (WHITE, BLACK) for k in sorted(self.kings[c])
               if self.attacked(k, c ^ 1)]
        if hit:
            events.append(Check(tuple(sorted({c for c, _ in hit})),
                                tuple(square_name(k) for _, k in hit)))
        out = self.outcome()
        if out:
            events.append(GameOver(*out))
        return events

    def undo(self) -> None:
        """Take back the last move."""
        if not self.stack:
            raise IllegalMove(f"nothing to undo in {self.describe()}")
        self.pop()

    def copy(self) -> "MaoriderState":
        """An independent copy (no replay: lists are copied, tuples shared)."""
        other = object.__new__(MaoriderState)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.kings = [list(self.kings[0]), list(self.kings[1])]
        other.stack = list(self.stack)
        return other

    def position(self) -> str:
        """The position string (the third field, the no-progress ply count, only if not 0)."""
        placement = {square_name(s): piece_letter(p) for s, p in enumerate(self.board) if p}
        return build_position(placement, "b" if self.side else "w", self.halfmove)

    def history(self) -> list[Move]:
        """The moves played since the starting position, oldest first."""
        return [Move(entry[0]) for entry in self.stack]

    def to_json(self) -> str:
        """Canonical JSON: starting position, moves (notation) and the current position."""
        return dumps({"game": "maorider", "start": self.start,
                      "moves": [notation(entry[0]) for entry in self.stack],
                      "position": self.position()})

    def observation(self, player: int) -> str:
        """Everything is open in Maorider Chess: the position string for any player."""
        return self.position()

    # ------------------------------------------------------------ helpers for a scene
    def pieces(self) -> dict[str, tuple[int, str]]:
        """Board contents: square name → (colour, upper-case letter)."""
        return {square_name(s): (1 if p & BLACK_BIT else 0, LETTERS[p & 15])
                for s, p in enumerate(self.board) if p}

    def moves_from(self, square: str) -> list[Move]:
        """Legal moves starting on ``square``: steps, captures, shots and a King's suicide."""
        sq = square_index(square)
        return [m for m in self.legal_moves() if m >> 14 != RECRUIT and m & 127 == sq]

    def frozen(self) -> set[str]:
        """Squares of all frozen pieces, both colours."""
        return {square_name(s) for c in (WHITE, BLACK) for s in self.frozen_squares(c)}

    def recruitable(self) -> set[str]:
        """Squares of the enemy pieces the side to move may recruit now."""
        return {square_name(m & 127) for m in self.legal_moves() if m >> 14 == RECRUIT}

    def kings_in_check(self) -> set[str]:
        """Squares of the Kings (either colour) that are attacked."""
        return {square_name(k) for c in (WHITE, BLACK) for k in self.kings[c]
                if self.attacked(k, c ^ 1)}

    def last_move(self) -> Move | None:
        """The last move played, or None at the start."""
        return Move(self.stack[-1][0]) if self.stack else None


def new_game(players: int = 2, seed: int = 0, position: str | None = None) -> MaoriderState:
    """A new game from the set-up, or from ``position`` (a position string). Two players only;
    ``seed`` is accepted for the contract and unused (no chance in this game)."""
    if players != 2:
        raise ValueError(f"Maorider Chess is for 2 players, not {players}")
    return MaoriderState(START_POSITION if position is None else position)


def from_json(text: str) -> MaoriderState:
    """Rebuild a state from ``to_json()`` by replaying its moves; :class:`CorruptState`."""
    data = loads(text, "Maorider save")
    start = require(data, "start", str, "Maorider save")
    moves = require(data, "moves", list, "Maorider save")
    try:
        state = MaoriderState(start)
    except BadPosition as exc:
        raise CorruptState(f"Maorider save: {exc}") from None
    for i, move in enumerate(moves):
        # Replays with push: the check is legality only (no events), so loading stays fast.
        code = parse_notation(move) if isinstance(move, str) else None
        if code is None or state.draw_reason() or code not in state.legal_codes():
            raise CorruptState(f"Maorider save: move {i + 1} ({move!r}) is not legal in "
                               f"{state.position()!r}")
        state.push(code)
    if "position" in data and data["position"] != state.position():
        raise CorruptState("Maorider save: replayed moves do not reach the saved position")
    return state

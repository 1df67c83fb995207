"""The Maze board as bytes, and the exact rules on it, at speed.

The board is a ``bytes`` of 48 cells in field-number order (``c1`` is index 0, ``d10`` index 47).
A cell is 0 when empty, otherwise ``status << 5 | colour << 4 | (kind + 1)`` with ``kind`` an
index into :data:`KINDS`, colour 0 White / 1 Black and status an index into :data:`STATUSES`.
:func:`board_moves`, :func:`board_step` and :func:`step_outcome` work on that encoding directly
so the solver shares the exact rules at speed; :mod:`games.maze.rules` wraps them in the
project's rules contract (and re-exports every name here). Also: the fields a move passes
(:func:`move_path`) and the 48-character set-up record (:func:`parse_setup`).
"""
from __future__ import annotations

from typing import Iterable

ROWS = "abcdef"
_PRESENT = {1: "cd", 2: "bcde", 9: "bcde", 10: "cd"}
FIELDS: tuple[str, ...] = tuple(
    f"{row}{v}" for v in range(1, 11) for row in _PRESENT.get(v, ROWS)
)
"""The 48 field names in field-number order (``FIELDS[0]`` is field 1, ``c1``)."""
INDEX: dict[str, int] = {name: i for i, name in enumerate(FIELDS)}
_ROW = [ROWS.index(name[0]) for name in FIELDS]
_VERT = [int(name[1:]) for name in FIELDS]
_AT = {(_ROW[i], _VERT[i]): i for i in range(48)}

LIGHT = tuple((_ROW[i] + _VERT[i] - 1) % 2 == 0 for i in range(48))
"""``LIGHT[i]``: field ``i`` is light (the rules page's colouring decision)."""
DESERT = tuple(_VERT[i] in (4, 7) for i in range(48))
HOME = tuple(FIELDS[i] in ("c1", "d1", "c10", "d10") for i in range(48))
TERRITORY = tuple(0 if _VERT[i] <= 5 else 1 for i in range(48))
DESERTS: tuple[str, ...] = tuple(FIELDS[i] for i in range(48) if DESERT[i])
HOME_FIELDS: tuple[str, ...] = ("c1", "d1", "c10", "d10")
WHITE_HOME = (INDEX["c1"], INDEX["d1"])
BLACK_HOME = (INDEX["c10"], INDEX["d10"])
TERRITORY_FIELDS = (
    tuple(i for i in range(48) if TERRITORY[i] == 0),
    tuple(i for i in range(48) if TERRITORY[i] == 1),
)

KINDS = "MHLRTS123"
"""Piece letters by kind index: Traveler, Shadow, Lightning, Rabbit, Tree, Stone, Time Pawns."""
KIND_NAMES = ("traveler", "shadow", "lightning", "rabbit", "tree", "stone",
              "pawn1", "pawn2", "pawn3")
STATUSES = ("alive", "dead", "planted", "fixed")
COLOURS = ("white", "black")
TRAVELER, SHADOW, LIGHTNING, RABBIT, TREE, STONE, PAWN1 = 0, 1, 2, 3, 4, 5, 6
ALIVE, DEAD, PLANTED, FIXED = 0, 1, 2, 3
SET_COUNTS = {"M": 2, "H": 2, "L": 2, "R": 2, "T": 2, "S": 2, "1": 2, "2": 2, "3": 2}


def cell(kind: int, colour: int, status: int = ALIVE) -> int:
    """The board code of a piece (see the module docstring)."""
    return status << 5 | colour << 4 | (kind + 1)


def _ray(i: int, dr: int, dv: int) -> tuple[int, ...]:
    out = []
    r, v = _ROW[i] + dr, _VERT[i] + dv
    while (r, v) in _AT:
        out.append(_AT[(r, v)])
        r, v = r + dr, v + dv
    return tuple(out)


_DIAG = ((-1, -1), (-1, 1), (1, -1), (1, 1))
_ORTHO = ((-1, 0), (1, 0), (0, -1), (0, 1))
DIAG_RAYS = tuple(tuple(_ray(i, dr, dv) for dr, dv in _DIAG) for i in range(48))
"""For each field its four diagonal rays (nearest field first)."""
_ALL_RAYS = tuple(tuple(_ray(i, dr, dv) for dr, dv in _DIAG + _ORTHO) for i in range(48))
NEIGHBOURS = tuple(tuple(r[0] for r in _ALL_RAYS[i] if r) for i in range(48))
_DIAG_STEP = tuple(tuple(r[0] for r in DIAG_RAYS[i] if r) for i in range(48))
_JUMPS = tuple(tuple((r[0], r[1]) for r in _ALL_RAYS[i] if len(r) >= 2) for i in range(48))
# A Stone goes one step along the horizontal (forward or back), then one step along the vertical.
_STONE = tuple(
    tuple(
        (_AT[(_ROW[i], _VERT[i] + dv)], _AT[(_ROW[i] + dr, _VERT[i] + dv)])
        for dv in (-1, 1) for dr in (-1, 1)
        if (_ROW[i], _VERT[i] + dv) in _AT and (_ROW[i] + dr, _VERT[i] + dv) in _AT
    )
    for i in range(48)
)
# Time Pawn rays per colour: forward (+vertical for White, -vertical for Black) and sideways.
_PAWN_RAYS = tuple(
    tuple(
        tuple(_ray(i, dr, dv) for dr, dv in ((0, 1 - 2 * colour), (-1, 0), (1, 0)))
        for i in range(48)
    )
    for colour in (0, 1)
)
_LIGHT_FIELDS = tuple(i for i in range(48) if LIGHT[i])
_DARK_FIELDS = tuple(i for i in range(48) if not LIGHT[i])


def board_moves(board: bytes, side: int) -> list[tuple[int, int]]:
    """Every legal ``(from, to)`` of ``side`` on ``board``, sorted by field number.

    The end of the game is not checked here: the caller knows whether the game is over.
    """
    out: list[tuple[int, int]] = []
    for i in TERRITORY_FIELDS[side]:
        c = board[i]
        if c == 0 or c >= 32:
            continue
        kind = (c & 15) - 1
        if kind == TRAVELER:
            targets = [j for ray in DIAG_RAYS[i] for j in _free_run(board, ray)]
        elif kind == SHADOW:
            mate = (c & 16) | 1
            targets = sorted({
                j for t in range(48) if board[t] & 31 == mate
                for j in NEIGHBOURS[t] if not board[j]
            })
        elif kind == LIGHTNING:
            targets = [j for j in _DIAG_STEP[i] if not board[j]]
        elif kind == RABBIT:
            targets = [land for over, land in _JUMPS[i] if board[over] and not board[land]]
        elif kind == TREE:
            fields = _LIGHT_FIELDS if c & 16 == 0 else _DARK_FIELDS
            targets = [j for j in fields if not board[j]]
        elif kind == STONE:
            targets = [end for mid, end in _STONE[i] if not board[mid] and not board[end]]
        else:
            n = kind - PAWN1 + 1
            targets = [
                ray[n - 1] for ray in _PAWN_RAYS[(c >> 4) & 1][i]
                if len(ray) >= n and not any(board[j] for j in ray[:n])
            ]
        out.extend((i, j) for j in sorted(targets))
    return out


def _free_run(board: bytes, ray: tuple[int, ...]) -> Iterable[int]:
    for j in ray:
        if board[j]:
            return
        yield j


def board_step(board: bytes, frm: int, to: int) -> tuple[bytes, int]:
    """The board after the (legal) move ``frm``-``to`` and the moved piece's new status.

    A Tree moved onto a desert dies there (the desert rule comes first; either way it never
    moves again and its move carries one ``x``).
    """
    c = board[frm]
    status = landing_status((c & 15) - 1, DESERT[to], HOME[to])
    new = bytearray(board)
    new[frm] = 0
    new[to] = (c & 31) | status << 5
    return bytes(new), status


def landing_status(kind: int, desert: bool, home: bool) -> int:
    """The status a piece of ``kind`` takes on landing: a desert kills (it comes first), a Tree
    is planted, a Traveler on a home field is fixed, anything else stays alive."""
    if desert:
        return DEAD
    if kind == TREE:
        return PLANTED
    if kind == TRAVELER and home:
        return FIXED
    return ALIVE


_WHITE_MATE_FIXED = cell(TRAVELER, 0, FIXED)
_BLACK_MATE_FIXED = cell(TRAVELER, 1, FIXED)


def traveler_target(code: int, field: int) -> int:
    """The one field a Traveler of board ``code`` standing on ``field`` must reach: the other
    side's home field of its own field colour (a bishop never changes colour)."""
    homes = BLACK_HOME if code & 16 == 0 else WHITE_HOME
    return homes[0] if LIGHT[homes[0]] == LIGHT[field] else homes[1]


# A Traveler may stop on a field that is neither a desert (it would die) nor a home field (it
# would be fixed there); its target is the one home field it wants to stop on.
_STOP = tuple(not DESERT[i] and not HOME[i] for i in range(48))


def cut_off(board: bytes) -> tuple[int, int, bool] | None:
    """The first live, unfixed Traveler (by field number) that can never reach its target, as
    ``(field, target, target taken)``; None when every such Traveler still has a way.

    Only permanent obstacles count (dead pieces, planted Trees, fixed Travelers: codes of 32 and
    above); live pieces may still move away. The way is a chain of bishop slides over fields
    free of permanent obstacles that stops only on the target or on fields where a Traveler
    neither dies nor is fixed (the rules page, End). The solver prunes with this very function.
    """
    for i, c in enumerate(board):
        if c & 15 == TRAVELER + 1 and c < 32 and not reaches_target(board, i):
            target = traveler_target(c, i)
            return i, target, board[target] >= 32
    return None


def reaches_target(board: bytes, start: int) -> bool:
    """Whether the live Traveler on ``start`` still has a way to its target (see :func:`cut_off`,
    which asks this of every live Traveler)."""
    target = traveler_target(board[start], start)
    if board[target] >= 32:
        return False
    seen = {start}
    todo = [start]
    while todo:
        f = todo.pop()
        for ray in DIAG_RAYS[f]:
            for g in ray:
                if board[g] >= 32:
                    break
                if g == target:
                    return True
                if _STOP[g] and g not in seen:
                    seen.add(g)
                    todo.append(g)
    return False


def cut_off_reason(board: bytes) -> str | None:
    """The loss reason of :func:`cut_off` in the rules model's words, or None."""
    found = cut_off(board)
    if found is None:
        return None
    field, target, taken = found
    if taken:
        return f"the Traveler on {FIELDS[field]} is cut off: {FIELDS[target]} is blocked for good"
    return (f"the Traveler on {FIELDS[field]} is cut off from {FIELDS[target]} by dead pieces, "
            f"planted Trees and fixed Travelers")


def step_outcome(board: bytes, to: int, status: int) -> str | None:
    """After a move onto ``to`` with new ``status``: ``"won"``, a loss reason, or None.

    The win and the losses the moved piece brings about are checked first, then whether a
    Traveler is cut off. "No legal move for the next player" is left to the caller.
    """
    c = board[to]
    kind = (c & 15) - 1
    if kind == TRAVELER:
        if status == DEAD:
            return f"a Traveler died in the desert on {FIELDS[to]}"
        if status == FIXED:
            own = WHITE_HOME if c & 16 == 0 else BLACK_HOME
            if to in own:
                return f"a Traveler came back to its own home field {FIELDS[to]}"
            if (board[BLACK_HOME[0]] == board[BLACK_HOME[1]] == _WHITE_MATE_FIXED
                    and board[WHITE_HOME[0]] == board[WHITE_HOME[1]] == _BLACK_MATE_FIXED):
                return "won"
    elif kind == TREE and status == PLANTED and HOME[to]:
        return f"a Tree took root on home field {FIELDS[to]}"
    if kind == TRAVELER or status != ALIVE:
        # Only a Traveler's own slide or a new permanent obstacle can cut a Traveler off:
        # live pieces do not count as obstacles.
        return cut_off_reason(board)
    return None


def field_colour(field: str) -> str:
    """``"light"`` or ``"dark"`` for a field name such as ``"c1"``."""
    return "light" if LIGHT[field_index(field)] else "dark"


def territory(field: str) -> int:
    """Whose territory a field is in (0 White, 1 Black): it decides who may move a piece there."""
    return TERRITORY[field_index(field)]


def field_index(field: str) -> int:
    try:
        return INDEX[field]
    except KeyError:
        raise ValueError(f"no field {field!r} on the Maze board") from None


def move_path(board: bytes, frm: int, to: int) -> tuple[tuple[str, ...], str]:
    """The fields a piece passes from ``frm`` to ``to`` (both included) and how it goes there
    (see :class:`games.maze.rules.Moved`)."""
    kind = (board[frm] & 15) - 1
    if kind in (SHADOW, TREE):
        return (FIELDS[frm], FIELDS[to]), "teleport"
    if kind == RABBIT:
        return (FIELDS[frm], FIELDS[to]), "hop"
    if kind == STONE:
        mid = _AT[(_ROW[frm], _VERT[to])]
        return (FIELDS[frm], FIELDS[mid], FIELDS[to]), "step"
    if kind == LIGHTNING:
        return (FIELDS[frm], FIELDS[to]), "step"
    dr = (_ROW[to] > _ROW[frm]) - (_ROW[to] < _ROW[frm])
    dv = (_VERT[to] > _VERT[frm]) - (_VERT[to] < _VERT[frm])
    ray = _ray(frm, dr, dv)
    return (FIELDS[frm],) + tuple(FIELDS[j] for j in ray[: ray.index(to) + 1]), "slide"


def board_text(board: bytes) -> str:
    """48 characters: piece letters (Black lower case), ``.`` empty, ``*`` dead or planted."""
    out = []
    for c in board:
        if not c:
            out.append(".")
        elif c >> 5 in (DEAD, PLANTED):
            out.append("*")
        else:
            letter = KINDS[(c & 15) - 1]
            out.append(letter.lower() if c & 16 else letter)
    return "".join(out)


def parse_setup(setup: str) -> bytes:
    """The board of a 48-character set-up record; ValueError saying what is wrong and where."""
    if not isinstance(setup, str) or len(setup) != 48:
        raise ValueError(f"a Maze set-up has 48 characters, got {setup!r}")
    counts: dict[tuple[str, int], int] = {}
    board = bytearray(48)
    for i, ch in enumerate(setup):
        if ch == ".":
            continue
        side = TERRITORY[i]
        if ch.upper() not in SET_COUNTS:
            raise ValueError(f"set-up: unknown piece {ch!r} on {FIELDS[i]} (field {i + 1})")
        colour = side if ch.isdigit() else int(ch.islower())
        if colour != side:
            raise ValueError(f"set-up: {COLOURS[colour]} piece {ch!r} on {FIELDS[i]} stands "
                             f"outside its territory")
        key = (ch.upper(), colour)
        counts[key] = counts.get(key, 0) + 1
        if counts[key] > SET_COUNTS[key[0]]:
            raise ValueError(f"set-up: too many {COLOURS[colour]} {ch!r} (at {FIELDS[i]})")
        board[i] = cell(KINDS.index(ch.upper()), colour)
    for colour, homes in ((0, WHITE_HOME), (1, BLACK_HOME)):
        for h in homes:
            if board[h] != cell(TRAVELER, colour):
                raise ValueError(f"set-up: {COLOURS[colour]}'s Traveler must stand on "
                                 f"{FIELDS[h]}")
    return bytes(board)

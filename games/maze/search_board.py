"""The solver's board: the 48 fields reordered dark first, light last, with move tables.

A Traveler never leaves its field colour, so its route depends on one half of this board only:
a slice of it is the key under which the solver remembers route costs. Moves come from
per-field tables built once from the rules' geometry; a test checks them against
:func:`games.maze.rules.board_moves`. Cells hold the rules' piece codes unchanged. A winning
line found on this board is shortened here too (:func:`shortcut`).
"""
from __future__ import annotations

from games.maze.rules import (
    BLACK_HOME,
    DEAD,
    DESERT,
    DIAG_RAYS,
    FIELDS,
    FIXED,
    HOME,
    LIGHT,
    LIGHTNING,
    NEIGHBOURS,
    PLANTED,
    RABBIT,
    SHADOW,
    STONE,
    TERRITORY,
    TRAVELER,
    TREE,
    WHITE_HOME,
    cell,
    landing_status,
)

ORDER: tuple[int, ...] = tuple(i for i in range(48) if not LIGHT[i]) + tuple(
    i for i in range(48) if LIGHT[i])
"""``ORDER[k]`` is the field index of search cell ``k``."""
POS = {f: k for k, f in enumerate(ORDER)}


def _cells(fields: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(POS[f] for f in fields)


_DESERT = tuple(DESERT[f] for f in ORDER)
_HOME = tuple(HOME[f] for f in ORDER)
TERR = tuple(TERRITORY[f] for f in ORDER)
_RAYS = tuple(tuple(_cells(ray) for ray in DIAG_RAYS[f] if ray) for f in ORDER)
_STEPS = tuple(tuple(ray[0] for ray in rays) for rays in _RAYS)
_NEIGH = tuple(_cells(NEIGHBOURS[f]) for f in ORDER)
# Per cell, its diagonal rays as (cell, a Traveler may stop there).
ROUTE_RAYS = tuple(
    tuple(tuple((g, not _DESERT[g] and not _HOME[g]) for g in ray) for ray in rays)
    for rays in _RAYS)
_SIDE_CELLS = tuple(tuple(k for k in range(48) if TERR[k] == side) for side in (0, 1))


def _build_tables() -> tuple[tuple, tuple, tuple]:
    """Rabbit jumps, Stone steps and Time Pawn slides in search cells, read off the rules'
    geometry (field name = row letter + vertical)."""
    at = {(FIELDS[f][0], int(FIELDS[f][1:])): POS[f] for f in range(48)}
    rows = "abcdef"

    def shift(k: int, dr: int, dv: int) -> int | None:
        name = FIELDS[ORDER[k]]
        r, v = rows.index(name[0]) + dr, int(name[1:]) + dv
        return at.get((rows[r], v)) if 0 <= r < 6 else None

    eight = ((-1, -1), (-1, 1), (1, -1), (1, 1), (-1, 0), (1, 0), (0, -1), (0, 1))
    jumps = tuple(
        tuple((shift(k, dr, dv), shift(k, 2 * dr, 2 * dv)) for dr, dv in eight
              if shift(k, dr, dv) is not None and shift(k, 2 * dr, 2 * dv) is not None)
        for k in range(48))
    stones = tuple(
        tuple((shift(k, 0, dv), shift(k, dr, dv)) for dv in (-1, 1) for dr in (-1, 1)
              if shift(k, 0, dv) is not None and shift(k, dr, dv) is not None)
        for k in range(48))
    pawns = []
    for colour in (0, 1):
        per_n = []
        for n in (1, 2, 3):
            per_cell = []
            for k in range(48):
                runs = []
                for dr, dv in ((0, 1 - 2 * colour), (-1, 0), (1, 0)):
                    path = [shift(k, dr * s, dv * s) for s in range(1, n + 1)]
                    if None not in path:
                        runs.append(tuple(path))
                per_cell.append(tuple(runs))
            per_n.append(tuple(per_cell))
        pawns.append(tuple(per_n))
    return jumps, stones, tuple(pawns)


_JUMPS, _STONES, _PAWNS = _build_tables()

_MATE = (cell(TRAVELER, 0), cell(TRAVELER, 1))
_FIXED_MATE = (cell(TRAVELER, 0, FIXED), cell(TRAVELER, 1, FIXED))
_W_HOME = _cells(WHITE_HOME)
_B_HOME = _cells(BLACK_HOME)
# A Traveler is bound to its field colour, so its target home field follows from it:
# TARGET[colour][light].
TARGET = tuple(
    tuple(next(POS[h] for h in homes if LIGHT[h] == light) for light in (False, True))
    for homes in (BLACK_HOME, WHITE_HOME)
)


def _canon_table() -> bytes:
    table = bytearray(256)
    for c in range(1, 256):
        status, kind = c >> 5, (c & 15) - 1
        if status in (DEAD, PLANTED):
            table[c] = 255  # every permanent obstacle looks alike
        elif kind in (LIGHTNING, RABBIT, STONE):
            table[c] = c & ~16  # Lightning, Rabbit and Stone move alike for either colour
        else:
            table[c] = c
    return bytes(table)


CANON = _canon_table()

# What a Traveler's route sees of a cell: empty, live piece, permanent obstacle, live White or
# Black Traveler. Halves that look alike share their route costs.
SEEN = bytes(
    0 if c == 0 else 2 if c >= 32 else 3 if c == _MATE[0] else 4 if c == _MATE[1] else 1
    for c in range(256)
)


def to_search(board: bytes) -> bytes:
    """A rules board (field order) in the search layout."""
    return bytes(board[f] for f in ORDER)


_FIELD_CELLS = tuple(POS[f] for f in range(48))


def to_rules(board: bytes) -> bytes:
    """A search-layout board back in field order (for the rules' own functions)."""
    return bytes(map(board.__getitem__, _FIELD_CELLS))


def search_moves(board: bytes, side: int) -> list[tuple[int, int]]:
    """Every legal ``(from, to)`` of ``side`` on a search-layout board (search cells)."""
    out: list[tuple[int, int]] = []
    shadow_targets: dict[int, list[int]] = {}  # by colour bit: Shadows of both may be here
    for k in _SIDE_CELLS[side]:
        c = board[k]
        if c == 0 or c >= 32:
            continue
        kind = (c & 15) - 1
        if kind == TRAVELER:
            for ray in _RAYS[k]:
                for j in ray:
                    if board[j]:
                        break
                    out.append((k, j))
        elif kind == SHADOW:
            colour_bit = c & 16
            if colour_bit not in shadow_targets:
                shadow_targets[colour_bit] = _shadow_targets(board, colour_bit)
            out.extend((k, j) for j in shadow_targets[colour_bit])
        elif kind == LIGHTNING:
            out.extend((k, j) for j in _STEPS[k] if not board[j])
        elif kind == RABBIT:
            out.extend((k, land) for over, land in _JUMPS[k] if board[over] and not board[land])
        elif kind == TREE:
            base = 24 if c & 16 == 0 else 0  # White Trees go to light fields, Black to dark
            out.extend((k, j) for j in range(base, base + 24) if not board[j])
        elif kind == STONE:
            out.extend((k, end) for mid, end in _STONES[k] if not board[mid] and not board[end])
        else:
            for path in _PAWNS[(c >> 4) & 1][kind - TRAVELER - 6][k]:
                if not any(board[j] for j in path):
                    out.append((k, path[-1]))
    return out


def _shadow_targets(board: bytes, colour_bit: int) -> list[int]:
    seen: set[int] = set()
    for code in (colour_bit | 1, colour_bit | 1 | FIXED << 5):
        k = board.find(bytes((code,)))
        while k >= 0:
            seen.update(j for j in _NEIGH[k] if not board[j])
            k = board.find(bytes((code,)), k + 1)
    return sorted(seen)


def _landing_tables() -> tuple[tuple[int, ...], bytes]:
    """Per live code ``c`` and cell ``to`` (index ``c * 48 + to``): the code the piece has once
    it lands there, and what its landing decides: 0 nothing, 1 the game is lost (a Traveler
    dead or back home, a Tree planted on a home field), 2 a Traveler fixed on the other side's
    home (the game may be won)."""
    codes = [0] * (32 * 48)
    outcomes = bytearray(32 * 48)
    for c in range(1, 32):
        kind = (c & 15) - 1
        if not TRAVELER <= kind <= STONE + 3:
            continue
        for to in range(48):
            status = landing_status(kind, _DESERT[to], _HOME[to])
            codes[c * 48 + to] = (c & 31) | status << 5
            if kind == TRAVELER and status:
                own_home = to in (_W_HOME if c & 16 == 0 else _B_HOME)
                outcomes[c * 48 + to] = 1 if status == DEAD or own_home else 2
            elif status == PLANTED and _HOME[to]:
                outcomes[c * 48 + to] = 1
    return tuple(codes), bytes(outcomes)


LANDING, LANDING_OUTCOME = _landing_tables()
"""See :func:`_landing_tables`: :func:`step` reads them, and the solver's inner loop too."""
# The swap is done when cell _WON_CELLS[i] holds _WON_CODES[i] for every i.
_WON_CELLS = (_B_HOME[0], _B_HOME[1], _W_HOME[0], _W_HOME[1])
_WON_CODES = (_FIXED_MATE[0], _FIXED_MATE[0], _FIXED_MATE[1], _FIXED_MATE[1])


def won(board: bytes | bytearray) -> bool:
    """Whether both sides' Travelers stand fixed on the other side's home fields."""
    return all(board[k] == code for k, code in zip(_WON_CELLS, _WON_CODES))


def step(board: bytes, frm: int, to: int) -> tuple[bytes, int, bool | None]:
    """(child board, new status, outcome): outcome True won, False lost by the moved piece
    itself (a Traveler dead or back home, a Tree on a home field), None going on.

    A Traveler cut off is found by the solver's estimate, which asks the rules' own test;
    "no legal move" shows up as a dead end.
    """
    index = board[frm] * 48 + to
    code = LANDING[index]
    new = bytearray(board)
    new[frm] = 0
    new[to] = code
    landed = LANDING_OUTCOME[index]
    if landed == 1:
        outcome: bool | None = False
    else:
        outcome = True if landed == 2 and won(new) else None
    return bytes(new), code >> 5, outcome


OCCUPIED = bytes(int(c != 0) for c in range(256))
"""A board translated with it holds 1 where a piece stands (see :func:`_occupied`)."""


def _occupied(board: bytes) -> int:
    """The board as one integer whose byte ``k`` is 1 when cell ``k`` holds a piece."""
    return int.from_bytes(board.translate(OCCUPIED), "little")


def _stuck_at(occupied: int, code: int, k: int) -> bool:
    exits = _STUCK_EXITS.get((code, k))
    return exits is not None and all(
        occupied & empty or occupied & full != full for empty, full in exits)


def stuck(board: bytes, k: int) -> bool:
    """Whether the live piece on cell ``k`` has no move at all right now (whoever's turn it
    is). Shadows and unplanted Trees, which can nearly always go somewhere, count as free."""
    return _stuck_at(_occupied(board), board[k], k)


def stuck_mask(board: bytes) -> int:
    """Bit ``k`` set when the live piece on cell ``k`` is :func:`stuck` (Travelers are left
    out: a Traveler in another's way moves off along its own route)."""
    mask = 0
    occupied = _occupied(board)
    for k, c in enumerate(board):
        if c and c < 32 and c & 15 != 1 and _stuck_at(occupied, c, k):
            mask |= 1 << k
    return mask


def update_stuck_mask(mask: int, board: bytes, frm: int, to: int) -> int:
    """:func:`stuck_mask` of ``board`` after the move ``frm``-``to`` (``mask`` is the one
    before it): only the moved piece and the pieces with a move over ``frm`` or ``to`` are
    looked at again (see :data:`STUCK_READERS`)."""
    mask &= ~(1 << frm | 1 << to)
    occupied = _occupied(board)
    exits_at = STUCK_EXITS_AT
    # _stuck_at written out (the solver's inner loop has its own copy of this).
    for k, codes in ((to, _EVERY_CODE),) + STUCK_READERS[frm] + STUCK_READERS[to]:
        c = board[k]
        if codes[c]:
            exits = exits_at[k * 256 + c]
            if exits is not None:
                mask &= ~(1 << k)
                for empty, full in exits:
                    if not occupied & empty and occupied & full == full:
                        break
                else:
                    mask |= 1 << k
    return mask


_EVERY_CODE = bytes([1]) * 256  # the moved piece itself is looked at whatever it is


def _exit_table() -> dict[tuple[int, int], tuple[tuple[int, ...], ...]]:
    """Per (live code, cell) of a piece with a fixed move pattern (Lightning, Rabbit, Stone,
    Time Pawns): for each of its moves, the cells that must be empty (the landing included;
    a Rabbit's jump also needs a piece to jump, which may always come)."""
    table = {}
    for colour in (0, 1):
        for kind in (LIGHTNING, RABBIT, STONE) + tuple(range(STONE + 1, STONE + 4)):
            code = cell(kind, colour)
            for k in range(48):
                if kind == LIGHTNING:
                    exits = tuple((j,) for j in _STEPS[k])
                elif kind == RABBIT:
                    exits = tuple((land,) for _, land in _JUMPS[k])
                elif kind == STONE:
                    exits = tuple(_STONES[k])
                else:
                    exits = tuple(_PAWNS[colour][kind - TRAVELER - 6][k])
                table[(code, k)] = exits
    return table


_EXITS = _exit_table()


def _stuck_exits() -> dict[tuple[int, int], tuple[tuple[int, int], ...]]:
    """:data:`_EXITS` (and a Traveler's steps) as masks of a board read one byte per cell (see
    :func:`_occupied`): per move (cells that must be empty, cells that must hold a piece; the
    latter only for a Rabbit's jump)."""
    def bits(cells: tuple[int, ...]) -> int:
        return sum(1 << 8 * j for j in set(cells))

    table = {}
    for (code, k), exits in _EXITS.items():
        overs = [over for over, _ in _JUMPS[k]] if (code & 15) - 1 == RABBIT else None
        table[(code, k)] = tuple(
            (bits(cells), bits((overs[n],)) if overs else 0) for n, cells in enumerate(exits))
    for colour in (0, 1):
        for k in range(48):
            table[(cell(TRAVELER, colour), k)] = tuple((bits((j,)), 0) for j in _STEPS[k])
    return table


_STUCK_EXITS = _stuck_exits()
STUCK_EXITS_AT: tuple[tuple[tuple[int, int], ...] | None, ...] = tuple(
    _STUCK_EXITS.get((c, k)) if c & 15 != 1 else None for k in range(48) for c in range(256))
""":data:`_STUCK_EXITS` of the piece with code ``c`` on cell ``k`` at index ``k * 256 + c``,
None for a Traveler or a piece that is never stuck (indexing is cheaper than a dict lookup)."""


def _stuck_readers() -> tuple[tuple[tuple[int, bytes], ...], ...]:
    """Per cell ``x``: the cells ``k`` where some piece has a move that needs ``x`` empty (or,
    jumped by a Rabbit, full), each with a 256-byte table marking those pieces' codes. Only
    they can change their :func:`stuck` answer when ``x`` changes."""
    out = []
    for x in range(48):
        bit = 1 << 8 * x
        readers: dict[int, bytearray] = {}
        for (code, k), exits in _STUCK_EXITS.items():
            if code & 15 != 1 and k != x and any((empty | full) & bit for empty, full in exits):
                readers.setdefault(k, bytearray(256))[code] = 1
        out.append(tuple((k, bytes(codes)) for k, codes in sorted(readers.items())))
    return tuple(out)


STUCK_READERS = _stuck_readers()


def locked(board: bytes, k: int) -> bool:
    """Whether the live piece on cell ``k`` has a fixed move pattern and every one of its moves
    is blocked right now (the first test of :func:`freeze`; cheap)."""
    exits = _EXITS.get((board[k], k))
    return exits is not None and all(any(board[j] for j in cells) for cells in exits)


def freeze(board: bytes) -> bytes:
    """``board`` with every live piece that can never move again laid down as dead: to the
    search it is a permanent obstacle like any other.

    Such pieces form the largest set S of :func:`locked` pieces in which every move of every
    member needs a field holding a permanent obstacle (a dead piece, a planted Tree, a fixed
    Traveler) or another member: none of them can go first, so none ever goes. Travelers,
    Shadows and unplanted Trees are never in S (a Shadow follows its Traveler, a Tree goes
    anywhere).
    """
    held = {k for k, c in enumerate(board) if c and c < 32 and locked(board, k)}
    while held:
        free = [k for k in held
                if any(all(board[j] < 32 and j not in held for j in cells)
                       for cells in _EXITS[(board[k], k)])]
        if not free:
            laid = bytearray(board)
            for k in held:
                laid[k] = (laid[k] & 31) | DEAD << 5
            return bytes(laid)
        held.difference_update(free)
    return board


def shortcut(root: bytes, side: int, line: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The winning ``line`` (search cells, ``side`` to move first) without its detours, in
    field indices.

    Greedy search finds roundabout lines; wherever one move leads from a position of the line
    to a later one with the same side to move, the moves in between are dropped. Repeated
    until nothing more can be dropped.
    """
    while True:
        boards = [root]
        for frm, to in line:
            boards.append(step(boards[-1], frm, to)[0])
        last = {board + bytes((n % 2,)): n for n, board in enumerate(boards)}
        out: list[tuple[int, int]] = []
        n = 0
        while n < len(line):
            reach, move = n + 1, line[n]
            for frm, to in search_moves(boards[n], (side + n) % 2):
                j = last.get(step(boards[n], frm, to)[0] + bytes(((n + 1) % 2,)), -1)
                if j > reach:
                    reach, move = j, (frm, to)
            out.append(move)
            n = reach
        if len(out) == len(line):
            return [(ORDER[frm], ORDER[to]) for frm, to in out]
        line = out

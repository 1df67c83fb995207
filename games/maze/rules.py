"""Rules model of Maze, the partners' game (``shared/rules/maze.md``).

Two partners move pieces of either colour inside their own half of a 48-field board until White's
Travelers stand on Black's home fields and Black's on White's. The model is pure Python.

The board is a ``bytes`` of 48 cells in field-number order (``c1`` is index 0, ``d10`` index 47).
A cell is 0 when empty, otherwise ``status << 5 | colour << 4 | (kind + 1)`` with ``kind`` an
index into :data:`KINDS`, colour 0 White / 1 Black and status an index into :data:`STATUSES`.
:func:`board_moves` and :func:`board_step` work on that encoding directly so the solver can share
the exact rules at speed; :class:`MazeState` wraps them in the project's rules contract.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable, Iterable

from games.engine.rules_base import (
    CHANCE,
    CorruptState,
    Event,
    IllegalMove,
    SnapshotUndo,
    dumps,
    loads,
    require,
)

__all__ = [
    "CHANCE", "IllegalMove", "new_game", "from_json", "MazeState", "Move", "PieceInfo",
    "FIELDS", "DESERTS", "HOME_FIELDS", "field_colour", "territory", "score_sheet",
    "load_score_sheet", "Moved", "Died", "Planted", "Fixed", "GameWon", "GameLost",
    "cut_off", "reaches_target", "traveler_target", "deal",
]

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
    return "light" if LIGHT[_index(field)] else "dark"


def territory(field: str) -> int:
    """Whose territory a field is in (0 White, 1 Black): it decides who may move a piece there."""
    return TERRITORY[_index(field)]


def _index(field: str) -> int:
    try:
        return INDEX[field]
    except KeyError:
        raise ValueError(f"no field {field!r} on the Maze board") from None


@dataclass(frozen=True, order=True)
class Move:
    """A move from field index ``frm`` to ``to``; ``x`` when the piece dies or is planted."""

    frm: int
    to: int
    x: bool = False

    def __str__(self) -> str:
        return f"{FIELDS[self.frm]}-{FIELDS[self.to]}{'x' if self.x else ''}"


@dataclass(frozen=True)
class PieceInfo:
    """A piece as a scene draws it: where, colour, kind and state (alive/dead/planted/fixed)."""

    field: str
    colour: str
    kind: str
    state: str
    letter: str


@dataclass(frozen=True)
class Moved(Event):
    """A piece went from ``frm`` to ``to``; ``path`` lists the fields it visits, in order.

    ``how`` is ``"slide"`` (Traveler, Time Pawn), ``"step"`` (Lightning, Stone via its first
    field), ``"hop"`` (Rabbit: the path skips the jumped piece) or ``"teleport"`` (Shadow, Tree).
    """

    piece: str
    colour: str
    frm: str
    to: str
    path: tuple[str, ...]
    how: str


@dataclass(frozen=True)
class Died(Event):
    """A piece ended its move on a desert and lies there dead."""

    piece: str
    colour: str
    at: str


@dataclass(frozen=True)
class Planted(Event):
    """A Tree took root on ``at`` and never moves again."""

    at: str


@dataclass(frozen=True)
class Fixed(Event):
    """A Traveler reached a home field and stays there for the rest of the game."""

    at: str


@dataclass(frozen=True)
class GameWon(Event):
    """The Travelers have swapped sides: both players win."""


@dataclass(frozen=True)
class GameLost(Event):
    """The swap can no longer happen; ``reason`` says why. Both players lose."""

    reason: str


class MazeState(SnapshotUndo):
    """A Maze position plus its history (set-up and moves), following the rules contract."""

    def __init__(self, setup: str) -> None:
        self.setup = setup
        self.board = parse_setup(setup)
        self.to_move: int | None = 0
        self.result: str | None = None
        self.moves: list[str] = []
        self._history: list[Any] = []
        self._moves_cache: tuple[bytes, int | None, list[Move]] | None = None
        self.result = cut_off_reason(self.board)
        if self.result is None and not self.legal_moves():
            self.result = "White has no legal move"
        if self.result is not None:
            self.to_move = None

    # ----- the contract
    def legal_moves(self) -> list[Move]:
        """Legal moves of the player to move, by field number; empty once the game is over."""
        if self.to_move is None:
            return []
        cached = self._moves_cache
        if cached is None or cached[0] != self.board or cached[1] != self.to_move:
            moves = [Move(f, t, DESERT[t] or (self.board[f] & 15) - 1 == TREE)
                     for f, t in board_moves(self.board, self.to_move)]
            cached = self._moves_cache = (self.board, self.to_move, moves)
        return list(cached[2])

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """Maze has no dice: always empty."""
        return []

    def parse_move(self, text: str) -> Move:
        """The legal move written ``text``; the trailing ``x`` may be left out."""
        wanted = " ".join(str(text).split())
        for move in self.legal_moves():
            name = str(move)
            if wanted == name or (move.x and wanted == name[:-1]):
                return move
        raise IllegalMove(f"illegal move {text!r} in {self.describe()}")

    def describe(self) -> str:
        """The position in words for error messages."""
        side = "game over" if self.to_move is None else f"{COLOURS[self.to_move]} to move"
        return f"Maze position {board_text(self.board)} after {len(self.moves)} moves ({side})"

    def _apply(self, move: Move) -> list[Event]:
        before = self.board
        c = before[move.frm]
        kind, colour = (c & 15) - 1, COLOURS[(c >> 4) & 1]
        name = KIND_NAMES[kind]
        path, how = _path(before, move.frm, move.to)
        self.board, status = board_step(before, move.frm, move.to)
        events: list[Event] = [Moved(name, colour, FIELDS[move.frm], FIELDS[move.to], path, how)]
        if status == DEAD:
            events.append(Died(name, colour, FIELDS[move.to]))
        elif status == PLANTED:
            events.append(Planted(FIELDS[move.to]))
        elif status == FIXED:
            events.append(Fixed(FIELDS[move.to]))
        self.moves.append(str(move))
        self.to_move = 1 - (self.to_move or 0)
        outcome = step_outcome(self.board, move.to, status)
        if outcome is None and not self.legal_moves():
            outcome = f"{COLOURS[self.to_move].capitalize()} has no legal move"
        if outcome is not None:
            self.result, self.to_move = outcome, None
            events.append(GameWon() if outcome == "won" else GameLost(outcome))
        return events

    def _snapshot(self) -> Any:
        return (self.board, self.to_move, self.result, len(self.moves))

    def _restore(self, snapshot: Any) -> None:
        self.board, self.to_move, self.result, count = snapshot
        del self.moves[count:]

    def is_over(self) -> bool:
        """True once the game is won or lost."""
        return self.to_move is None

    def positions_seen(self) -> set[tuple[bytes, int | None]]:
        """Every (board, side to move) of this game so far, the present one included: a
        partner that keeps to new positions can never go round in circles."""
        seen = {(board, to_move) for board, to_move, _, _ in self._history}
        seen.add((self.board, self.to_move))
        return seen

    def winners(self) -> set[int]:
        """``{0, 1}`` after the swap, otherwise the empty set (partners win or lose together)."""
        return {0, 1} if self.result == "won" else set()

    def copy(self) -> "MazeState":
        """An independent copy with the same history (undo works on it)."""
        other = object.__new__(MazeState)
        other.__dict__.update(self.__dict__)
        other.moves = list(self.moves)
        other._history = list(self._history)
        return other

    def to_json(self) -> str:
        """The set-up and the moves as canonical JSON; :func:`from_json` replays them."""
        return dumps({"game": "maze", "setup": self.setup, "moves": self.moves})

    def observation(self, player: int) -> dict[str, Any]:
        """Everything, for either player: Maze hides nothing."""
        return {
            "setup": self.setup,
            "moves": list(self.moves),
            "to_move": self.to_move,
            "result": self.result,
            "pieces": [vars(p) for p in self.pieces()],
        }

    # ----- helpers for scenes
    def pieces(self) -> list[PieceInfo]:
        """Every piece on the board, by field number."""
        out = []
        for i, c in enumerate(self.board):
            if c:
                kind, colour = (c & 15) - 1, (c >> 4) & 1
                letter = KINDS[kind] if colour == 0 else KINDS[kind].lower()
                out.append(PieceInfo(FIELDS[i], COLOURS[colour], KIND_NAMES[kind],
                                     STATUSES[c >> 5], letter))
        return out

    def piece_at(self, field: str) -> PieceInfo | None:
        """The piece on ``field``, or None when it is empty."""
        return next((p for p in self.pieces() if p.field == field), None)

    def moves_from(self, field: str) -> list[Move]:
        """The legal moves of the piece on ``field`` (empty if it may not move now)."""
        i = _index(field)
        return [m for m in self.legal_moves() if m.frm == i]

    @property
    def lost_reason(self) -> str | None:
        """Why the game was lost, or None while it goes on or after a win."""
        return None if self.result in (None, "won") else self.result


def _path(board: bytes, frm: int, to: int) -> tuple[tuple[str, ...], str]:
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


STANDARD_PIECES = "HHLLRRTTSS112233"
KIDS_PIECES = "HHLRTTS123"
BALANCED_CORE = "LRS2"
BALANCED_POOL = "HHTT1133"
_STANDARD_AREA = (tuple(range(2, 18)), tuple(range(30, 46)))
_KIDS_AREA = (tuple(range(2, 12)), tuple(range(36, 46)))


def deal(rng: random.Random, kind: str) -> str:
    """One random set-up record drawn with ``rng``: ``kind`` is "standard", "balanced" or "kids"."""
    if kind not in ("standard", "balanced", "kids"):
        raise ValueError(f"unknown kind of Maze deal {kind!r}")
    cells = ["."] * 48
    for colour in (0, 1):
        if kind == "kids":
            area, pieces = list(_KIDS_AREA[colour]), list(KIDS_PIECES)
            rng.shuffle(pieces)
        elif kind == "balanced":
            area = list(_STANDARD_AREA[colour])
            pool = list(BALANCED_POOL)
            rng.shuffle(pool)
            light = list(BALANCED_CORE) + pool[:4]
            dark = list(BALANCED_CORE) + pool[4:]
            rng.shuffle(light)
            rng.shuffle(dark)
            lit = iter(light)
            drk = iter(dark)
            pieces = [next(lit) if LIGHT[i] else next(drk) for i in area]
        else:
            area, pieces = list(_STANDARD_AREA[colour]), list(STANDARD_PIECES)
            rng.shuffle(pieces)
        for i, p in zip(area, pieces):
            cells[i] = p.lower() if colour else p
    for i in WHITE_HOME:
        cells[i] = "M"
    for i in BLACK_HOME:
        cells[i] = "m"
    return "".join(cells)


def new_game(
    players: int = 2,
    seed: int | None = None,
    setup: str | None = None,
    kids: bool = False,
    balanced: bool = False,
) -> MazeState:
    """A new game: a given ``setup`` record, or a seeded random deal (standard, balanced, kids).

    The deal is not vetted here: :func:`games.maze.deals.new_game`, the arcade's entry, re-deals
    kids' games (and others on request) until the solver finds a win.
    """
    if players != 2:
        raise ValueError(f"Maze is played by 2 partners, not {players}")
    if setup is not None:
        if kids or balanced:
            raise ValueError("new_game: give either setup= or kids=/balanced=, not both")
        return MazeState(setup)
    if kids and balanced:
        raise ValueError("new_game: the balanced set-up is for the standard game, not kids'")
    seed = random.randrange(2**31) if seed is None else seed
    kind = "kids" if kids else "balanced" if balanced else "standard"
    return MazeState(deal(random.Random(seed), kind))


def _replay(setup: str, moves: list[str], where: Callable[[int], str]) -> MazeState:
    state = MazeState(setup)
    for n, text in enumerate(moves):
        try:
            state.play(text)
        except IllegalMove as exc:
            raise IllegalMove(f"{where(n)}: {exc}") from None
    return state


def from_json(text: str) -> MazeState:
    """The state saved by :meth:`MazeState.to_json` (replays its moves)."""
    data = loads(text, "Maze state")
    if require(data, "game", str, "Maze state") != "maze":
        raise CorruptState(f"not a Maze state: game is {data['game']!r}")
    setup = require(data, "setup", str, "Maze state")
    moves = require(data, "moves", list, "Maze state")
    if not all(isinstance(m, str) for m in moves):
        raise CorruptState("Maze state: moves must be strings")
    try:
        return _replay(setup, moves, lambda n: f"Maze state move {n + 1}")
    except ValueError as exc:
        raise CorruptState(str(exc)) from None


SHEET_TITLE = "Maze score sheet"


def score_sheet(state: MazeState) -> str:
    """The game as a score sheet: title, set-up record, numbered move pairs and the result."""
    lines = [SHEET_TITLE, f"Set-up: {state.setup}"]
    for n in range(0, len(state.moves), 2):
        lines.append(f"{n // 2 + 1}. " + " ".join(state.moves[n:n + 2]))
    if state.result == "won":
        lines.append("Result: won")
    elif state.result is not None:
        lines.append(f"Result: lost ({state.result})")
    return "\n".join(lines) + "\n"


def load_score_sheet(text: str) -> MazeState:
    """The state a score sheet records; IllegalMove/ValueError naming the bad line otherwise.

    The "Result:" line is informative: the replay decides the result, and a sheet whose stated
    result disagrees with it is rejected.
    """
    lines = [(n + 1, line.strip()) for n, line in enumerate(text.splitlines()) if line.strip()]
    if not lines or lines[0][1] != SHEET_TITLE:
        raise ValueError(f"score sheet line 1: expected {SHEET_TITLE!r}")
    if len(lines) < 2 or not lines[1][1].startswith("Set-up:"):
        raise ValueError(f"score sheet line {lines[1][0] if len(lines) > 1 else 2}: "
                         f"expected 'Set-up: <48 characters>'")
    try:
        state = MazeState(lines[1][1][len("Set-up:"):].strip())
    except ValueError as exc:
        raise ValueError(f"score sheet line {lines[1][0]}: {exc}") from None
    for number, line in lines[2:]:
        if line.startswith("Result:"):
            stated = line[len("Result:"):].strip()
            actual = "won" if state.result == "won" else f"lost ({state.result})"
            if stated != actual:
                raise ValueError(f"score sheet line {number}: result {stated!r} but the moves "
                                 f"give {actual!r}")
            continue
        head, _, rest = line.partition(". ")
        expected = len(state.moves) // 2 + 1
        if not head.isdigit() or int(head) != expected or len(state.moves) % 2:
            raise ValueError(f"score sheet line {number}: expected move number {expected}")
        parts = rest.split()
        if not 1 <= len(parts) <= 2:
            raise ValueError(f"score sheet line {number}: expected one or two moves")
        for part in parts:
            try:
                state.play(part)
            except IllegalMove as exc:
                raise IllegalMove(f"score sheet line {number}: {exc}") from None
    return state

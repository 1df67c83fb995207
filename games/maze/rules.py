"""Rules model of Maze, the partners' game (``shared/rules/maze.md``).

Two partners move pieces of either colour inside their own half of a 48-field board until White's
Travelers stand on Black's home fields and Black's on White's. The model is pure Python.

The board and the exact rules on it live in :mod:`games.maze.board` (bytes, at speed, shared with
the solver); this module wraps them in the project's rules contract (:class:`MazeState`, its
moves and events, deals, saved games and score sheets) and re-exports the board's names, so
``games.maze.rules`` stays the one entry point.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Callable

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
from games.maze.board import (
    ALIVE,
    BLACK_HOME,
    COLOURS,
    DEAD,
    DESERT,
    DESERTS,
    DIAG_RAYS,
    FIELDS,
    FIXED,
    HOME,
    HOME_FIELDS,
    INDEX,
    KINDS,
    KIND_NAMES,
    LIGHT,
    LIGHTNING,
    NEIGHBOURS,
    PAWN1,
    PLANTED,
    RABBIT,
    ROWS,
    SET_COUNTS,
    SHADOW,
    STATUSES,
    STONE,
    TERRITORY,
    TERRITORY_FIELDS,
    TRAVELER,
    TREE,
    WHITE_HOME,
    board_moves,
    board_step,
    board_text,
    cell,
    cut_off,
    cut_off_reason,
    field_colour,
    field_index,
    landing_status,
    move_path,
    parse_setup,
    reaches_target,
    step_outcome,
    territory,
    traveler_target,
)

__all__ = [
    "CHANCE", "IllegalMove", "new_game", "from_json", "MazeState", "Move", "PieceInfo",
    "FIELDS", "DESERTS", "HOME_FIELDS", "field_colour", "territory", "score_sheet",
    "load_score_sheet", "Moved", "Died", "Planted", "Fixed", "GameWon", "GameLost",
    "cut_off", "reaches_target", "traveler_target", "deal",
]
# The board's names, re-exported (see the module docstring).
__all__ += [
    "ALIVE", "BLACK_HOME", "COLOURS", "DEAD", "DESERT", "DIAG_RAYS", "FIXED", "HOME", "INDEX",
    "KINDS", "KIND_NAMES", "LIGHT", "LIGHTNING", "NEIGHBOURS", "PAWN1", "PLANTED", "RABBIT",
    "ROWS", "SET_COUNTS", "SHADOW", "STATUSES", "STONE", "TERRITORY", "TERRITORY_FIELDS",
    "TRAVELER", "TREE", "WHITE_HOME", "board_moves", "board_step", "board_text", "cell",
    "cut_off_reason", "field_index", "landing_status", "move_path", "parse_setup", "step_outcome",
]


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
        path, how = move_path(before, move.frm, move.to)
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
        i = field_index(field)
        return [m for m in self.legal_moves() if m.frm == i]

    @property
    def lost_reason(self) -> str | None:
        """Why the game was lost, or None while it goes on or after a win."""
        return None if self.result in (None, "won") else self.result

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

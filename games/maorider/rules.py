"""Maorider Chess rules model (``shared/rules/maorider.md``): the contract entry point.

Two layers share one object, :class:`MaoriderState`:

* the fast layer for search and perft, :class:`~games.maorider.movegen.Board`:
  ``legal_codes()``, ``push(code)``, ``pop()``, ``key`` (a Zobrist hash kept incrementally), no
  events, no draw detection (squares, pieces and move codes in ``tables.py``, position strings
  in ``position.py``);
* the contract layer here, for scenes, saves and tests: ``legal_moves()``, ``play()`` (events),
  ``undo()``, ``is_over()``, ``winners()``, the draw rules, ``to_json()`` / ``from_json()`` and
  the helpers for a scene. Play and undo keep the repetition counts and each position's legal
  codes (generated once), so a ply late in a long game costs what an early one does.

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

from dataclasses import dataclass
from typing import Any

from games.engine.rules_base import CHANCE, CorruptState, Event, IllegalMove, dumps, loads, require
from games.maorider.movegen import Board
from games.maorider.position import START_POSITION, BadPosition, build_position
from games.maorider.tables import (
    BLACK, BLACK_BIT, LETTERS, NORMAL, RECRUIT, SHOT, SQUARE_NAMES, SUICIDE, WHITE, Move,
    notation, parse_notation, piece_letter, square_index, square_name,
)

__all__ = [
    "CHANCE", "IllegalMove", "BadPosition", "Move", "MaoriderState", "new_game", "from_json",
    "START_POSITION", "Moved", "Captured", "Shot", "Recruited", "Promoted", "KingRemoved",
    "Check", "GameOver", "square_name", "square_index", "build_position", "RECRUIT", "SUICIDE",
]

NO_PROGRESS_LIMIT = 100


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



# ---------------------------------------------------------------- the state
class MaoriderState(Board):
    """A Maorider Chess game: the position, its move stack and the contract methods."""

    def __init__(self, position: str = START_POSITION) -> None:
        super().__init__(position)
        self.start = self.position()
        # The positions on the way to this one, each judged once: ply → (key, top stack entry,
        # sorted legal codes, in check, outcome). Undo drops the ply it leaves; a different key
        # or top entry (the fast layer moved on) tells a stale one.
        self._legal: dict[int, tuple[int, Any, list[int], bool, tuple[str, str] | None]] = {}
        # How often each position (by key) has stood in the game, this one included, kept by
        # play and undo; ``_counted`` is (plies, top stack entry) when they were last right.
        self._seen: dict[int, int] = {self.key: 1}
        self._counted: tuple[int, Any] = (0, None)

    # ------------------------------------------------------------ contract layer
    @property
    def to_move(self) -> int | None:
        """0 (White) or 1 (Black) to play; None once the game is over."""
        return None if self.is_over() else self.side

    def _entry(self) -> tuple[int, Any, list[int], bool, tuple[str, str] | None]:
        """The position's entry in ``_legal``, its moves generated only if it has none."""
        stack = self.stack
        top = stack[-1] if stack else None
        entry = self._legal.get(len(stack))
        if entry is None or entry[0] != self.key or entry[1] is not top:
            codes = sorted(self.legal_codes())
            entry = (self.key, top, codes, self.in_check, self._judge(codes, self.in_check))
            self._legal[len(stack)] = entry
        return entry

    def _codes(self) -> list[int]:
        return self._entry()[2]

    def _counts(self) -> dict[int, int]:
        """``_seen``, counted afresh only when the fast layer moved on since play or undo kept
        it (a push met at the same length has a new stack entry, so identity tells)."""
        stack = self.stack
        plies, top = self._counted
        if plies != len(stack) or (plies and stack[-1] is not top):
            seen: dict[int, int] = {}
            for entry in stack:
                seen[entry[4]] = seen.get(entry[4], 0) + 1
            seen[self.key] = seen.get(self.key, 0) + 1
            self._seen = seen
            self._counted = (len(stack), stack[-1] if stack else None)
        return self._seen

    def _push_counted(self, code: int) -> None:
        """``push`` and count the position it reaches."""
        seen = self._counts()
        self.push(code)
        key = self.key
        seen[key] = seen.get(key, 0) + 1
        self._counted = (len(self.stack), self.stack[-1])

    def outcome(self) -> tuple[str, str] | None:
        """(result, reason) once the game is over, else None."""
        return self._entry()[4]

    def _judge(self, codes: list[int], in_check: bool) -> tuple[str, str] | None:
        """The outcome of the position, given its legal codes and whether it is check."""
        loser = self.side
        if not self.kings[loser]:
            return ("0-1" if loser == WHITE else "1-0"), "no king"
        if not codes:
            reason = "checkmate" if in_check else "stalemate"
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
        return self._counts()[self.key]

    def in_check_now(self) -> bool:
        """Whether a King of the side to move is attacked."""
        return self._entry()[3]

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
        lone = len(self.kings[self.side]) == 1
        frm, to, kind = code & 127, (code >> 7) & 127, code >> 14
        fn, tn = SQUARE_NAMES[frm], SQUARE_NAMES[to]
        events: list[Event] = []
        if kind == NORMAL:
            p, q = b[frm], b[to]
            self._push_counted(code)
            events.append(Moved(piece_letter(p), fn, tn))
            if q:
                events.append(Captured(piece_letter(q), tn))
            if b[to] != p:
                events.append(Promoted(tn, piece_letter(p), piece_letter(b[to])))
        elif kind == SHOT:
            q = b[to]
            self._push_counted(code)
            events.append(Shot(fn, tn, piece_letter(q)))
        elif kind == RECRUIT:
            self._push_counted(code)
            events.append(Recruited(tn, piece_letter(b[to]), self.side ^ 1))
        else:
            self._push_counted(code)
            events.append(KingRemoved(fn))
        out = self.outcome()
        # Generating the legal moves told whether the side to move is in check; a legal move
        # never leaves a lone King attacked (rule 1), unless it crowned a second one.
        hit = [(c, k) for c in (WHITE, BLACK)
               if (self._entry()[3] if c == self.side else not lone or len(self.kings[c]) != 1)
               for k in sorted(self.kings[c]) if self.attacked(k, c ^ 1)]
        if hit:
            events.append(Check(tuple(sorted({c for c, _ in hit})),
                                tuple(square_name(k) for _, k in hit)))
        if out:
            events.append(GameOver(*out))
        return events

    def undo(self) -> None:
        """Take back the last move."""
        if not self.stack:
            raise IllegalMove(f"nothing to undo in {self.describe()}")
        seen = self._counts()
        key = self.key
        if seen[key] > 1:
            seen[key] -= 1
        else:
            del seen[key]
        left = len(self.stack)
        self.pop()
        self._legal.pop(left, None)
        self._counted = (left - 1, self.stack[-1] if self.stack else None)

    def copy(self) -> "MaoriderState":
        """An independent copy (no replay: lists are copied, tuples shared)."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.kings = [list(self.kings[0]), list(self.kings[1])]
        other.stack = list(self.stack)
        other._legal = dict(self._legal)
        other._seen = dict(self._seen)
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
        state._push_counted(code)
    if "position" in data and data["position"] != state.position():
        raise CorruptState("Maorider save: replayed moves do not reach the saved position")
    return state

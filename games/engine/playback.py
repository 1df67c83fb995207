"""A recorded game played back: the position after any number of its moves, and a new game
from there.

Pure Python (no pygame): the replay screen, the ``--replay`` check and the tests share it.
Positions are rebuilt through the game's rules model from the record's initial state; a copy is
kept every :data:`CHECKPOINT_EVERY` moves on the way, so a jump back in a long game replays at
most that many moves.
"""
from __future__ import annotations

from typing import Any

from games.engine import players, registry
from games.engine.i18n import tr
from games.engine.records import GameRecord, RecordError, SeatRecord
from games.engine.session import Seat, Session

CHECKPOINT_EVERY = 32


def colour_label(info: registry.GameInfo | None, seat: int) -> str:
    """The English name of seat ``seat``'s colour in ``info``'s game ("Blue", "White"); the
    arcade's seat colours when the game is not known."""
    names = (info.seat_names if info else ()) or players.COLOURS
    return names[seat % len(names)]


def recorded_name(info: registry.GameInfo | None, seat: int, recorded: SeatRecord) -> str:
    """The person's own name a record gives seat ``seat`` ("Grandma"), or "" when it holds only
    the seat's colour (an unnamed seat, a computer: :mod:`recording` writes their colour): the
    colour is then shown in the player's language, never as the English word kept in the file."""
    name = recorded.name.strip()
    return "" if name == colour_label(info, seat) else name


def shown_name(info: registry.GameInfo | None, seat: int, recorded: SeatRecord) -> str:
    """What a screen calls a recorded seat: the recorded name, else its translated colour."""
    return recorded_name(info, seat, recorded) or tr(colour_label(info, seat))


class ReplaySession(Session):
    """A recorded game on the table to be watched: never saved, nothing taken back, and nothing
    secret (the game is over, so every hand and the map may be shown to everyone)."""

    watched = True

    def secret(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False


class Playback:
    """The positions of one record, move by move."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        try:
            self.info = registry.get(record.game)
        except KeyError as exc:
            raise RecordError(str(exc.args[0])) from None
        self.rules = self.info.rules_module()
        self.checkpoints: dict[int, Any] = {}
        self.final = self.state_at(len(record.moves))
        """The position at the end (replaying it checks every move once)."""

    @property
    def length(self) -> int:
        return len(self.record.moves)

    def state_at(self, ply: int) -> Any:
        """A fresh state after the first ``ply`` moves (:class:`RecordError` if a move is not
        legal where it was played)."""
        ply = max(0, min(ply, self.length))
        start = max((p for p in self.checkpoints if p <= ply), default=None)
        if start is None:
            try:
                start, state = 0, self.rules.from_json(self.record.initial)
            except (ValueError, TypeError, KeyError, RecursionError) as exc:
                raise RecordError(f"the record's starting position cannot be read ({exc})") from None
            self.checkpoints[0] = state.copy()
        else:
            state = self.checkpoints[start].copy()
        for done in range(start, ply):
            try:
                state.play(self.record.moves[done])
            except ValueError as exc:
                raise RecordError(f"move {done + 1} of the record cannot be played ({exc})") from None
            if (done + 1) % CHECKPOINT_EVERY == 0 and done + 1 not in self.checkpoints:
                self.checkpoints[done + 1] = state.copy()
        return state

    def seats(self) -> list[Seat]:
        """The recorded seats: computers with their levels, people with the names they played
        under (so the game's own lines say "Grandma to move", not "Blue"); a seat recorded by
        its colour alone stays unnamed and is called by its colour in the player's language."""
        seats = []
        for i, s in enumerate(self.record.seats):
            name = recorded_name(self.info, i, s)
            seats.append(Seat(computer=s.computer, level=s.level, name=name,
                              player=s.player if name and not s.computer else None))
        return seats

    def session(self, ply: int) -> ReplaySession:
        """A session to watch, at ``ply``."""
        record = self.record
        return ReplaySession(self.info, self.state_at(ply), self.seats(), dict(record.options), record.seed,
                             record.moves[:ply], autosave=False, initial=record.initial)

    def can_continue(self, ply: int) -> bool:
        """A game can go on from ``ply``: it was not over there."""
        return not self.state_at(ply).is_over()

    def continued(self, ply: int, autosave: bool = True) -> Session:
        """A new game from the position after ``ply`` moves, the seats as recorded, saved at
        once (it takes the game's save slot, as a new game does)."""
        record = self.record
        session = Session(self.info, self.state_at(ply), self.seats(), dict(record.options), record.seed,
                          record.moves[:ply], autosave=autosave, initial=record.initial)
        session.check()
        session.save()
        return session

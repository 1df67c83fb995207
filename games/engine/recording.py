"""Which finished games are recorded, and the record a session makes (:mod:`records`).

A game is recorded when people played it for themselves: not a demo or any game computers
play alone, not a kiosk's, not a lesson's. The record says who sat where (named players by
name and id, unnamed seats by their colour's English name, computers with their level's
name), every move, the winners, when it began and how many seconds it was on screen.
"""
from __future__ import annotations

from games.engine import records, storage, theme
from games.engine.records import GameRecord, SeatRecord
from games.engine.session import Session

FRAMES_PER_SECOND = 60


def recordable(session: Session, unkept: bool = False) -> bool:
    """Whether ``session``'s end is recorded: a game with a person at it that is kept
    (autosaved: not a demo or a kiosk game) and not ``unkept`` (a lesson, a kiosk)."""
    return session.autosave and bool(session.humans()) and not unkept and storage.keeps()


def seat_label(session: Session, seat: int) -> str:
    """The seat's name as recorded: the named player's name, else the seat colour's English
    name (translated when shown)."""
    named = session.seats[seat].name
    if named:
        return named
    names = session.info.seat_names or tuple(theme.SEAT_NAMES)
    return names[seat % len(names)]


def record_of(session: Session) -> GameRecord:
    """The record of ``session``'s finished game."""
    levels = session.levels
    seats = []
    for i, seat in enumerate(session.seats):
        level_name = levels[seat.level] if seat.computer and 0 <= seat.level < len(levels) else ""
        seats.append(SeatRecord(seat_label(session, i), seat.computer, seat.level,
                                None if seat.computer else seat.player, level_name))
    options = {k: v for k, v in session.options.items() if not k.startswith("_")}
    return GameRecord(session.info.key, options, session.seed, seats, session.initial,
                      list(session.moves), sorted(session.state.winners()), session.started,
                      session.frames // FRAMES_PER_SECOND, session.hinted)


def keep(session: Session, unkept: bool = False) -> str:
    """Write ``session``'s record if it is :func:`recordable`; "" or why it failed."""
    if not recordable(session, unkept):
        return ""
    try:
        records.write(record_of(session))
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""

"""Seeded games played through the rules model and recorded, for the replay tests."""
from __future__ import annotations

import random

from games.engine import registry
from games.engine.records import GameRecord, SeatRecord
from games.engine.session import Seat, Session

GAMES = ("labyrinth", "maze", "maze-kids", "mazing", "terra", "maorider")
PLAYERS = {"mazing": 3, "terra": 3}


def recorded(key: str, seed: int = 3, limit: int = 160, players: int | None = None) -> GameRecord:
    """A game of ``key`` with random legal moves (the session rolls the dice), recorded; it
    stops after ``limit`` moves if it has not ended."""
    return played(key, limit, seed, players)[0]


def played(key: str, limit: int = 160, seed: int = 3, players: int | None = None) -> tuple[GameRecord, str]:
    """:func:`recorded`, with the JSON of the game's own final state."""
    registry.discover()
    info = registry.get(key)
    count = players or PLAYERS.get(key, 2)
    session = Session.new(info, [Seat() for _ in range(count)], seed=seed, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_over() and len(session.moves) < limit:
        if session.state.to_move == -1:
            session.roll()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    names = ["Grandma", "Computer", "Ann", "Bo"]
    seats = [SeatRecord(names[i], i == 1, 1 if i == 1 else 0, f"p{i}" if i != 1 else None) for i in range(count)]
    winners = sorted(session.state.winners()) if session.state.is_over() else []
    record = GameRecord(key, dict(session.options), session.seed, seats, session.initial, list(session.moves),
                        winners, "2026-12-06T05:20:00", 321, key == "maze")
    return record, session.state.to_json()

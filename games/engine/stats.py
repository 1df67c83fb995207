"""Statistics, computed from the game records alone (pure: no files, no pygame).

One :class:`Line` per game and per someone who played it: a named player (by id, so a
renamed player keeps their line), a computer level, or the unnamed seats together ("Guest").
In a cooperative game (Maze) nobody beats anybody: the partners win or lose together, so the
game counts once for the pair (the two names), not for each of them. Streaks run over the
games in the order they were played; the best win (fewest plies) is kept where fewer moves
is the point (Maze and Labyrinth).
"""
from __future__ import annotations

import dataclasses
from typing import Iterable

from games.engine.records import GameRecord, SeatRecord

COOPERATIVE = frozenset({"maze", "maze-kids"})
"""Games whose seats win or lose together (their :class:`Kind` says cooperative)."""
FEWEST_PLIES = frozenset({"maze", "maze-kids", "labyrinth"})
"""Games where a win in fewer moves is a better win."""
GUEST = "guest"
COMPUTER = "computer"
PAIR = "pair"
PLAYER = "player"


@dataclasses.dataclass
class Line:
    """Someone's results in one game. ``kind`` is ``player``, ``pair``, ``computer`` (``who``
    is then its level's English name) or ``guest`` (``who`` is "Guest")."""

    game: str
    key: str
    who: str
    kind: str
    played: int = 0
    won: int = 0
    streak: int = 0
    """Wins in a row up to the latest game."""
    best_streak: int = 0
    best_win: int | None = None
    """The fewest plies of a win (games in :data:`FEWEST_PLIES` only)."""
    players: tuple[str, ...] = ()
    """The named players' ids this line is about (two for a pair)."""
    members: tuple[tuple[str, str], ...] = ()
    """``(who, kind)`` of each one the line is about (two for a pair), for the screen to say
    in words (a computer's level and "Guest" are English keys)."""

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def count(self, won: bool, plies: int, fewest: bool) -> None:
        self.played += 1
        if won:
            self.won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
            if fewest and (self.best_win is None or plies < self.best_win):
                self.best_win = plies
        else:
            self.streak = 0


def seat_key(seat: SeatRecord) -> tuple[str, str, str]:
    """``(key, who, kind)`` of the one a seat counts for."""
    if seat.computer:
        level = seat.level_name or str(seat.level)
        return f"{COMPUTER}:{level}", level, COMPUTER
    if seat.player:
        return seat.player, seat.name, PLAYER
    return GUEST, "Guest", GUEST


def table(records: Iterable[GameRecord], cooperative: frozenset[str] = COOPERATIVE,
          fewest: frozenset[str] = FEWEST_PLIES) -> list[Line]:
    """Every line, by game then by most wins; each named player's line bears the name of
    their latest game."""
    lines: dict[tuple[str, str], Line] = {}
    for record in sorted(records, key=lambda r: (r.started, r.id)):
        best = record.game in fewest
        if record.game in cooperative:
            seats = [seat_key(s) for s in record.seats]
            key = "+".join(sorted(k for k, _, _ in seats))
            line = lines.setdefault((record.game, key), Line(record.game, key, "", PAIR))
            line.who = " & ".join(who for _, who, _ in seats)
            line.members = tuple((who, kind) for _, who, kind in seats)
            line.players = tuple(s.player for s in record.seats if s.player and not s.computer)
            line.count(bool(record.winners), record.plies, best)
            continue
        results: dict[str, tuple[str, str, str | None, bool]] = {}
        for i, seat in enumerate(record.seats):
            key, who, kind = seat_key(seat)
            won = i in record.winners or (key in results and results[key][3])
            results[key] = (who, kind, seat.player if kind == PLAYER else None, won)
        for key, (who, kind, player, won) in results.items():
            # Two guests (or two equal computers) at one table count one game, won if either won.
            line = lines.setdefault((record.game, key), Line(record.game, key, who, kind))
            line.who, line.members = who, ((who, kind),)
            line.players = (player,) if player else ()
            line.count(won, record.plies, best)
    return sorted(lines.values(), key=lambda l: (l.game, -l.won, -l.played, l.who))


def games(lines: Iterable[Line]) -> list[str]:
    """The games that have lines, in order of first appearance."""
    return list(dict.fromkeys(line.game for line in lines))


def people(lines: Iterable[Line]) -> list[tuple[str, str]]:
    """The named players that appear (``(id, latest name)``), by name."""
    found: dict[str, str] = {}
    for line in lines:
        if line.kind == PLAYER:
            found[line.key] = line.who
    return sorted(found.items(), key=lambda item: item[1].casefold())


def only(lines: Iterable[Line], game: str | None = None, player: str | None = None) -> list[Line]:
    """The lines of ``game`` (None: all) about ``player`` (an id; None: everybody)."""
    return [line for line in lines if (game is None or line.game == game)
            and (player is None or player in line.players)]

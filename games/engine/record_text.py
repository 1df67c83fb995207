"""Game records as text a person can read and edit, and back (export and import).

A record is exported to ``<data folder>/exports/`` (atomically) in its game's own format where
the game has one (``GameInfo.record_text`` names a module with ``to_text(record)``,
``from_text(text, info)``, ``recognises(text)`` and ``SUFFIX``: Maze writes its score sheet,
Maorider a PGN-like file), else in the generic format below. Reading one back replays every move
through the rules model, so a file that opens is a game that can be watched and continued::

    Board-game arcade record
    Game: labyrinth
    Date: 2026-12-06T05:20:00
    Seed: 12345
    Options: {"play_on": false}
    Seat 1: Grandma (person)
    Seat 2: Computer (computer, normal)
    Seconds: 640
    Hints: no
    Moves:
    roll 3-5
    …one move per line, chance moves included
    Winners: 2

The winners come last (seat numbers, or ``none``), so a file cut short is known as truncated.
An ``Initial:`` line (the rules state's JSON) follows the seats only when the seed and options do
not deal the recorded position again (a custom labyrinth, a pasted position). A named player's id
is not written: a file travels to other arcades, whose players lists differ.

Anything wrong is a :class:`RecordTextError` naming the line and the reason, in words the arcade
translates; nothing is changed by a refused file.
"""
from __future__ import annotations

import datetime
import importlib
import json
import os
import re
import stat
from pathlib import Path
from types import ModuleType
from typing import Any

from games.engine import atomic, paths, registry
from games.engine.i18n import N_, tr
from games.engine.records import GameRecord, SeatRecord
from games.engine.session import MAX_SEED

MAX_BYTES = 1024 * 1024
"""No record comes near this: a long Labyrinth game is a few thousand short lines."""
MAX_MOVES = 10_000
"""The longest game any of the games allows is well under this many moves."""
MAX_OPTION_TEXT = 64 * 1024
"""An option given as text (a labyrinth's map) is at most this long."""
TITLE = "Board-game arcade record"
SUFFIX = ".txt"
FOLDERS = ("exports", "imports")
"""The data folder's folders the import picker lists."""


class RecordTextError(ValueError):
    """A file that is not a record the arcade can open: ``line`` (None: the whole file) and the
    reason, an English template with fields, translated by :meth:`words`."""

    def __init__(self, line: int | None, reason: str, **fields: Any) -> None:
        self.line = line
        self.reason = reason
        self.fields = fields
        text = reason.format(**fields)
        super().__init__(f"line {line}: {text}" if line else text)

    def words(self) -> str:
        """The reason in the current language."""
        why = tr(self.reason, **self.fields)
        return tr("line {n}: {why}", n=self.line, why=why) if self.line else why


# ----- files -------------------------------------------------------------------------------------
def read_file(path: str | Path) -> str:
    """The text of a record file: a regular file of at most :data:`MAX_BYTES`, UTF-8 text and
    not binary; :class:`RecordTextError` otherwise."""
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise RecordTextError(None, N_("{path} is not a file"), path=str(path))
        if info.st_size > MAX_BYTES:
            raise RecordTextError(None, N_("the file is too large ({size} bytes; a record is at most {most})"),
                                  size=info.st_size, most=MAX_BYTES)
        with open(path, "rb") as handle:
            data = handle.read(MAX_BYTES + 1)
    except OSError as exc:
        raise RecordTextError(None, N_("the file cannot be read ({why})"), why=exc.strerror or str(exc)) from None
    if len(data) > MAX_BYTES:
        raise RecordTextError(None, N_("the file is too large ({size} bytes; a record is at most {most})"),
                              size=len(data), most=MAX_BYTES)
    return decode(data)


def decode(data: bytes) -> str:
    """UTF-8 text without control characters (but tabs and line ends), else the line at fault."""
    binary = re.search(rb"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", data)
    if binary is not None:
        raise RecordTextError(data[:binary.start()].count(b"\n") + 1,
                              N_("this is a binary file, not a record"))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordTextError(data[:exc.start].count(b"\n") + 1, N_("the text is not UTF-8")) from None
    return text.removeprefix("\ufeff")


def export_dir() -> Path:
    return paths.data_dir() / "exports"


def hook(info: registry.GameInfo) -> ModuleType | None:
    """The game's own text format (its ``record_text`` module), or None for the generic one."""
    return importlib.import_module(info.record_text) if info.record_text else None


def to_text(record: GameRecord) -> str:
    """The record in its game's text format."""
    info = registry.get(record.game)
    own = hook(info)
    return own.to_text(record) if own is not None else generic_text(record, info)


def export(record: GameRecord) -> Path:
    """Write the record's text into ``exports/`` (atomically); OSError reaches the caller."""
    info = registry.get(record.game)
    own = hook(info)
    stem = record.id or re.sub(r"[^0-9A-Za-z]+", "", record.started) + f"-{record.game}"
    path = export_dir() / f"{stem}{own.SUFFIX if own is not None else SUFFIX}"
    atomic.write_text(path, to_text(record))
    return path


def export_note(record: GameRecord) -> tuple[str, bool]:
    """Export ``record``: the words that say where the file went or why it did not, and
    whether it went."""
    try:
        path = export(record)
    except OSError as exc:
        return tr("Could not export the game: {why}", why=exc.strerror or str(exc)), False
    return tr("Exported to {path}", path=str(path)), True


def from_text(text: str) -> GameRecord:
    """The record a file's text holds, every move replayed and checked."""
    if not text.strip():
        raise RecordTextError(1, N_("the file is empty"))
    for info in registry.all_games():
        own = hook(info)
        if own is not None and own.recognises(text):
            return own.from_text(text, info)
    return generic_record(text)


def load(path: str | Path) -> GameRecord:
    """The record in the file ``path`` (see :func:`read_file` and :func:`from_text`)."""
    return from_text(read_file(path))


def listed() -> list[Path]:
    """The files the import picker offers: those under ``exports/`` and ``imports/``, newest
    first."""
    found = []
    for name in FOLDERS:
        folder = paths.data_dir() / name
        try:
            found += [(p.stat().st_mtime, p) for p in folder.iterdir()
                      if p.is_file() and not p.name.startswith(".") and not p.name.endswith(".tmp")]
        except OSError:
            continue
    return [p for _, p in sorted(found, key=lambda item: (-item[0], item[1].name))]


# ----- what every format checks ------------------------------------------------------------------
def level_name(info: registry.GameInfo, level: int) -> str:
    levels = info.ai_levels()
    return levels[level] if 0 <= level < len(levels) else str(level)


def level_index(info: registry.GameInfo, name: str, line: int) -> int:
    levels = info.ai_levels()
    if name in levels:
        return levels.index(name)
    raise RecordTextError(line, N_("unknown computer level {level!r}"), level=name)


def check_date(text: str, line: int) -> str:
    try:
        datetime.datetime.fromisoformat(text)
    except ValueError:
        raise RecordTextError(line, N_("{value!r} is not a date like 2026-12-06T05:20:00"), value=text) from None
    return text


def whole(text: str, line: int, low: int = 0, high: int = MAX_SEED) -> int:
    """A whole number in ``low`` ≤ n < ``high``."""
    if not re.fullmatch(r"\d{1,19}", text.strip()) or not low <= int(text) < high:
        raise RecordTextError(line, N_("{value!r} is not a whole number from {low}"), value=text.strip(), low=low)
    return int(text)


def yes_no(text: str, line: int) -> bool:
    if text.strip() in ("yes", "no"):
        return text.strip() == "yes"
    raise RecordTextError(line, N_("expected yes or no, not {value!r}"), value=text.strip())


def check_options(info: registry.GameInfo, options: Any, line: int) -> dict[str, Any]:
    """Options the game offers, each one of its choices (a text option at most
    :data:`MAX_OPTION_TEXT` long): an edited file must not ask the rules for a board of any size."""
    if not isinstance(options, dict):
        raise RecordTextError(line, N_("the options must be written as {{\"name\": value}}"))
    choices = {opt.key: [value for value, _ in opt.choices] for opt in info.options}
    fixed = dict(info.fixed_options)
    for key, value in options.items():
        if key in fixed and value == fixed[key]:
            continue
        if key in choices and any(value == c and type(value) is type(c) for c in choices[key]):
            continue
        if key in info.extra_options and isinstance(value, str) and len(value) <= MAX_OPTION_TEXT:
            continue
        raise RecordTextError(line, N_("{game} has no option {key} = {value}"), game=info.key, key=key,
                              value=json.dumps(value, ensure_ascii=False)[:60])
    return dict(options)


def check_seats(info: registry.GameInfo, seats: list[SeatRecord], line: int) -> None:
    if not info.min_players <= len(seats) <= info.max_players:
        raise RecordTextError(line, N_("{game} is played by {low} to {high}, not {count}"), game=info.key,
                              low=info.min_players, high=info.max_players, count=len(seats))


def dealt(info: registry.GameInfo, players: int, seed: int, options: dict[str, Any]) -> str | None:
    """The rules state's JSON the seed and options deal (None when they deal nothing)."""
    try:
        return info.rules_module().new_game(players=players, seed=seed, **options).to_json()
    except (ValueError, TypeError, OSError):
        return None


def play_all(info: registry.GameInfo, initial: str, moves: list[tuple[int, str]]) -> Any:
    """Replay ``(line, move)`` from the ``initial`` state; the final state, else the line of
    the first move that cannot be played."""
    if len(moves) > MAX_MOVES:
        raise RecordTextError(moves[MAX_MOVES][0], N_("more than {most} moves"), most=MAX_MOVES)
    rules = info.rules_module()
    try:
        state = rules.from_json(initial)
    except (ValueError, TypeError, KeyError, RecursionError) as exc:
        raise RecordTextError(None, N_("the starting position cannot be read ({why})"), why=str(exc)) from None
    for line, move in moves:
        if state.is_over():
            raise RecordTextError(line, N_("the game was over before the move {move!r}"), move=move)
        try:
            state.play(move)
        except ValueError:
            raise RecordTextError(line, N_("illegal move {move!r}"), move=move) from None
    return state


def check_winners(state: Any, winners: list[int], line: int) -> None:
    """The stated winners are those the moves give (none while the game is not over)."""
    actual = sorted(state.winners()) if state.is_over() else []
    if sorted(winners) != actual:
        raise RecordTextError(line, N_("the winners are {stated} but the moves give {actual}"),
                              stated=_seat_numbers(winners), actual=_seat_numbers(actual))


def _seat_numbers(winners: list[int]) -> str:
    return ", ".join(str(w + 1) for w in sorted(winners)) or "none"


def seat_text(info: registry.GameInfo, seat: SeatRecord) -> str:
    """``Grandma (person)`` or ``Computer (computer, normal)``."""
    kind = f"computer, {level_name(info, seat.level)}" if seat.computer else "person"
    return f"{seat.name} ({kind})"


_SEAT = re.compile(r"(.*) \((person|computer, ([^()]+))\)")


def parse_seat(info: registry.GameInfo, text: str, line: int) -> SeatRecord:
    match = _SEAT.fullmatch(text.strip())
    if match is None:
        raise RecordTextError(line, N_("expected a seat as 'name (person)' or 'name (computer, level)'"))
    level = match.group(3)
    return SeatRecord(match.group(1), level is not None, level_index(info, level, line) if level else 0)


def options_text(options: dict[str, Any]) -> str:
    return json.dumps(options, ensure_ascii=False, sort_keys=True)


def parse_options(info: registry.GameInfo, text: str, line: int) -> dict[str, Any]:
    try:
        return check_options(info, json.loads(text), line)
    except (json.JSONDecodeError, RecursionError):
        raise RecordTextError(line, N_("the options must be written as {{\"name\": value}}")) from None


def truncated(line: int, name: str) -> RecordTextError:
    return RecordTextError(line, N_("the file ends before the {name!r} line (truncated?)"), name=name)


# ----- the generic format ------------------------------------------------------------------------
_FIELDS = ("Game", "Date", "Seed", "Options", "Initial", "Seconds", "Hints")


def generic_text(record: GameRecord, info: registry.GameInfo) -> str:
    lines = [TITLE, f"Game: {record.game}", f"Date: {record.started}", f"Seed: {record.seed}",
             f"Options: {options_text(record.options)}"]
    lines += [f"Seat {i + 1}: {seat_text(info, seat)}" for i, seat in enumerate(record.seats)]
    if dealt(info, len(record.seats), record.seed, record.options) != record.initial:
        lines.append(f"Initial: {record.initial}")
    lines += [f"Seconds: {record.seconds}", f"Hints: {'yes' if record.hinted else 'no'}", "Moves:",
              *record.moves, f"Winners: {_seat_numbers(record.winners)}"]
    return "\n".join(lines) + "\n"


def generic_record(text: str) -> GameRecord:
    body = [(n + 1, line.strip()) for n, line in enumerate(text.splitlines()) if line.strip()]
    if body[0][1] != TITLE:
        raise RecordTextError(body[0][0], N_("not a game record (a record starts with {title!r})"), title=TITLE)
    last = body[-1][0]
    fields: dict[str, tuple[int, str]] = {}
    seated: list[tuple[int, str]] = []
    moves: list[tuple[int, str]] | None = None
    for n, line in body[1:]:
        if moves is not None:
            moves.append((n, line))
            continue
        if line == "Moves:":
            moves = []
            continue
        key, sep, value = line.partition(":")
        if key == f"Seat {len(seated) + 1}":
            seated.append((n, value))
            continue
        if not sep or key not in _FIELDS:
            raise RecordTextError(n, N_("unknown field {name!r}"), name=key)
        if key in fields:
            raise RecordTextError(n, N_("{name!r} is given twice"), name=key)
        fields[key] = (n, value.strip())
    for key in ("Game", "Date", "Seed", "Options"):
        if key not in fields:
            raise truncated(last, key)
    if moves is None or not moves or not moves[-1][1].startswith("Winners:"):
        raise truncated(last, "Winners")
    line, game = fields["Game"]
    try:
        info = registry.get(game)
    except KeyError:
        raise RecordTextError(line, N_("unknown game {game!r}"), game=game) from None
    if info.record_text:
        raise RecordTextError(line, N_("a {game} record is written in its own format, not this one"),
                              game=info.key)
    seats = [parse_seat(info, value, n) for n, value in seated]
    check_seats(info, seats, seated[-1][0] if seated else fields["Game"][0])
    started = check_date(fields["Date"][1], fields["Date"][0])
    seed = whole(fields["Seed"][1], fields["Seed"][0])
    options = parse_options(info, fields["Options"][1], fields["Options"][0])
    if "Initial" in fields:
        initial = fields["Initial"][1]
    else:
        initial = dealt(info, len(seats), seed, options)
        if initial is None:
            raise RecordTextError(fields["Options"][0], N_("these options deal no game"))
    line, value = moves.pop()
    state = play_all(info, initial, moves)
    value = value.partition(":")[2].strip()
    winners = [] if value == "none" else [whole(w, line, 1, len(seats) + 1) - 1 for w in value.split(",")]
    check_winners(state, winners, line)
    seconds = whole(fields["Seconds"][1], fields["Seconds"][0]) if "Seconds" in fields else 0
    hinted = yes_no(fields["Hints"][1], fields["Hints"][0]) if "Hints" in fields else False
    return GameRecord(info.key, options, seed, seats, initial, [m for _, m in moves], winners, started,
                      seconds, hinted)

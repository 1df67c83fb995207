"""A Maze record as its score sheet (the rulebook's, as "Save score sheet" writes it), with the
table's details as lines after the title::

    Maze score sheet
    Date: 2026-12-06T05:20:00
    White: Grandma (person)
    Black: Computer (computer, normal)
    Seed: 7
    Options: {"balanced": false, "winnable": false}
    Seconds: 640
    Hints: no
    Set-up: MMLLR2SHTTH3132R1S............r2tl11rh3shstl23mm
    1. c3-d4 e8-d7
    Result: won

A plain score sheet (without the detail lines) opens too: its seats are two people. The moves
and the result are read by :func:`games.maze.rules.load_score_sheet`, which decides the result
by replaying the moves.
"""
from __future__ import annotations

import re
from typing import Any

from games.engine import record_text as common
from games.engine.i18n import N_
from games.engine.records import GameRecord, SeatRecord
from games.engine.registry import GameInfo
from games.engine.record_text import RecordTextError
from games.maze import rules

SUFFIX = ".txt"
DETAILS = ("Date", "White", "Black", "Seed", "Options", "Seconds", "Hints")


def recognises(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith(rules.SHEET_TITLE)


def to_text(record: GameRecord) -> str:
    info = common.registry.get(record.game)
    state = rules.from_json(record.initial)
    for move in record.moves:
        state.play(move)
    title, _, sheet = rules.score_sheet(state).partition("\n")
    white, black = (common.seat_text(info, seat) for seat in record.seats)
    details = [f"Date: {record.started}", f"White: {white}", f"Black: {black}", f"Seed: {record.seed}",
               f"Options: {common.options_text(record.options)}", f"Seconds: {record.seconds}",
               f"Hints: {'yes' if record.hinted else 'no'}"]
    return "\n".join([title, *details, sheet])


def from_text(text: str, info: GameInfo) -> GameRecord:
    """The record of a score sheet; the details' lines are read here, the sheet by the rules."""
    found: dict[str, tuple[int, str]] = {}
    sheet = []
    for n, line in enumerate(text.splitlines(), 1):
        key, sep, value = line.strip().partition(":")
        if sep and key in DETAILS:
            if key in found:
                raise RecordTextError(n, N_("{name!r} is given twice"), name=key)
            found[key] = (n, value.strip())
            line = ""  # the rules' reader skips blank lines and keeps the numbering
        sheet.append(line)
    state = _sheet(info, "\n".join(sheet))
    seats = [common.parse_seat(info, found[side][1], found[side][0]) if side in found else SeatRecord(side)
             for side in ("White", "Black")]
    options: dict[str, Any] = info.default_options()
    if "Options" in found:
        options = common.parse_options(info, found["Options"][1], found["Options"][0])
    started = common.check_date(found["Date"][1], found["Date"][0]) if "Date" in found else ""
    number = {key: common.whole(value, n) for key, (n, value) in found.items() if key in ("Seed", "Seconds")}
    hinted = common.yes_no(found["Hints"][1], found["Hints"][0]) if "Hints" in found else False
    initial = rules.new_game(setup=state.setup).to_json()
    return GameRecord(info.key, options, number.get("Seed", 0), seats, initial, list(state.moves),
                      sorted(state.winners()), started, number.get("Seconds", 0), hinted)


def _sheet(info: GameInfo, text: str) -> Any:
    """The rules' reading of the sheet, its complaints turned into the line and the reason."""
    try:
        state = rules.load_score_sheet(text)
    except ValueError as exc:
        found = re.match(r"score sheet line (\d+): (.*)", str(exc))
        if found is None:
            raise RecordTextError(None, N_("not a score sheet: {why}"), why=str(exc)) from None
        line, why = int(found.group(1)), found.group(2)
        move = re.search(r"illegal move '([^']*)'", why)
        if isinstance(exc, rules.IllegalMove) and move is not None:
            raise RecordTextError(line, N_("illegal move {move!r}"), move=move.group(1)) from None
        raise RecordTextError(line, N_("not a score sheet line: {why}"), why=why) from None
    if len(state.moves) > common.MAX_MOVES:
        raise RecordTextError(None, N_("more than {most} moves"), most=common.MAX_MOVES)
    return state

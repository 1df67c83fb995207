"""A Maorider record as a PGN-like file: a tag header, then the numbered moves and the result::

    [Game "Maorider"]
    [Date "2026.12.06"]
    [Time "05:20:00"]
    [White "Grandma"]
    [Black "Computer"]
    [WhiteType "human"]
    [BlackType "program"]
    [BlackLevel "normal"]
    [Result "1-0"]
    [Position "rcnzkzner/pmptstpmp/1pa3ap1/9/9/1PA3AP1/PMPTSTPMP/RCNZKZNER w"]
    [Seconds "640"]
    [Hints "no"]

    1. e2e3 e7e6 2. c3@c6 ... 1-0

As in PGN, a tag's value escapes ``"`` and ``\\`` with a backslash, and the movetext ends with
the result (``*`` for a game that goes on). The result is checked against the moves.
"""
from __future__ import annotations

import json
import re

from games.engine import record_text as common
from games.engine.i18n import N_
from games.engine.records import GameRecord, SeatRecord
from games.engine.registry import GameInfo
from games.engine.record_text import RecordTextError
from games.maorider import rules

SUFFIX = ".pgn"
GAME = "Maorider"
RESULTS = ("1-0", "0-1", "1/2-1/2", "*")
KNOWN = ("Game", "Date", "Time", "White", "Black", "WhiteType", "BlackType", "WhiteLevel", "BlackLevel",
         "Result", "Position", "Seconds", "Hints", "Seed")
_TAG = re.compile(r'\[([A-Za-z]+) "((?:[^"\\]|\\.)*)"\]')
_NUMBER = re.compile(r"\d+\.(\.\.)?")
LINE_WIDTH = 78


def recognises(text: str) -> bool:
    return text.lstrip("\ufeff \t\r\n").startswith("[")


def _quote(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


def to_text(record: GameRecord) -> str:
    info = common.registry.get(record.game)
    state = rules.from_json(record.initial)
    start = json.loads(record.initial)["position"]
    date, _, time = record.started.partition("T")
    tags = [("Game", GAME), ("Date", date.replace("-", ".")), ("Time", time)]
    tags += [(side, seat.name) for side, seat in zip(("White", "Black"), record.seats)]
    for side, seat in zip(("White", "Black"), record.seats):
        tags.append((f"{side}Type", "program" if seat.computer else "human"))
        if seat.computer:
            tags.append((f"{side}Level", common.level_name(info, seat.level)))
    for move in record.moves:
        state.play(move)
    result = state.result() or "*"
    tags += [("Result", result), ("Position", start), ("Seconds", str(record.seconds)),
             ("Hints", "yes" if record.hinted else "no"), ("Seed", str(record.seed))]
    words = []
    black_first = start.split()[-1] == "b"
    for ply, move in enumerate(record.moves):
        number, black = divmod(ply + black_first, 2)
        if not black:
            words.append(f"{number + 1}.")
        elif ply == 0:
            words.append(f"{number + 1}...")
        words.append(move)
    words.append(result)
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > LINE_WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join([f'[{key} "{_quote(value)}"]' for key, value in tags] + [""] + lines) + "\n"


def from_text(text: str, info: GameInfo) -> GameRecord:
    tags: dict[str, tuple[int, str]] = {}
    lines = text.splitlines()
    n = 0
    for n, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line:
            continue
        if not line.startswith("["):
            break
        match = _TAG.fullmatch(line)
        if match is None:
            raise RecordTextError(n, N_("expected a tag like [Name \"value\"]"))
        key, value = match.group(1), re.sub(r"\\(.)", r"\1", match.group(2))
        if key not in KNOWN:
            raise RecordTextError(n, N_("unknown tag [{name}]"), name=key)
        if key in tags:
            raise RecordTextError(n, N_("{name!r} is given twice"), name=key)
        tags[key] = (n, value)
    else:
        n = len(lines) + 1
    last = len(lines)
    for key in ("Game", "White", "Black", "Result"):
        if key not in tags:
            raise common.truncated(last, key)
    if tags["Game"][1] != GAME:
        raise RecordTextError(tags["Game"][0], N_("this is a record of {other!r}, not of {game}"),
                              other=tags["Game"][1], game=GAME)
    position = tags["Position"][1] if "Position" in tags else rules.START_POSITION
    try:
        initial = rules.new_game(position=position).to_json()
    except rules.BadPosition as exc:
        raise RecordTextError(tags["Position"][0], N_("not a position ({why})"), why=str(exc)) from None
    moves, result = _movetext(lines, n, position.split()[-1] == "b", last)
    state = common.play_all(info, initial, moves)
    if result[1] != (state.result() or "*"):
        raise RecordTextError(result[0], N_("the result is {stated} but the moves give {actual}"),
                              stated=result[1], actual=state.result() or "*")
    if tags["Result"][1] != result[1]:
        raise RecordTextError(tags["Result"][0], N_("the result is {stated} but the moves give {actual}"),
                              stated=tags["Result"][1], actual=result[1])
    seats = []
    for side in ("White", "Black"):
        kind = tags.get(f"{side}Type", (0, "human"))
        if kind[1] not in ("human", "program"):
            raise RecordTextError(kind[0], N_("expected human or program, not {value!r}"), value=kind[1])
        level = tags.get(f"{side}Level")
        index = common.level_index(info, level[1], level[0]) if level and kind[1] == "program" else 0
        seats.append(SeatRecord(tags[side][1], kind[1] == "program", index))
    started = ""
    if "Date" in tags:
        started = tags["Date"][1].replace(".", "-") + ("T" + tags["Time"][1] if "Time" in tags else "")
        common.check_date(started, tags["Date"][0])
    number = {key: common.whole(value, line) for key, (line, value) in tags.items() if key in ("Seed", "Seconds")}
    hinted = common.yes_no(tags["Hints"][1], tags["Hints"][0]) if "Hints" in tags else False
    return GameRecord(info.key, {}, number.get("Seed", 0), seats, initial, [m for _, m in moves],
                      sorted(state.winners()), started, number.get("Seconds", 0), hinted)


def _movetext(lines: list[str], first: int, black_first: bool,
              last: int) -> tuple[list[tuple[int, str]], tuple[int, str]]:
    """The moves with their lines, and the closing result with its line; move numbers must
    count on as written by :func:`to_text`."""
    moves: list[tuple[int, str]] = []
    for n in range(first, len(lines) + 1):
        words = lines[n - 1].split()
        for i, word in enumerate(words):
            if word in RESULTS:
                if words[i + 1:] or any(line.strip() for line in lines[n:]):
                    raise RecordTextError(n, N_("the result must end the moves"))
                return moves, (n, word)
            if _NUMBER.fullmatch(word):
                expected = (len(moves) + black_first) // 2 + 1
                if int(word.rstrip(".")) != expected:
                    raise RecordTextError(n, N_("expected move number {n}"), n=expected)
                continue
            moves.append((n, word))
    raise common.truncated(last, "Result")

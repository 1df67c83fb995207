"""Records as text: every game's export reads back exactly; hostile files are refused with the
line and the reason, by the picker and by ``--replay`` (before a window opens)."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.engine import cli, record_text, registry
from games.engine.record_text import RecordTextError
from tests.conftest import click, key
from tests.replay_games import GAMES, recorded


@pytest.fixture(scope="module")
def games():
    return {game: recorded(game, limit=120) for game in GAMES}


@pytest.mark.parametrize("game", GAMES)
def test_export_then_import_is_exact(games, data_dir, game):
    record = games[game]
    path = record_text.export(dataclasses.replace(record, id="20261206-052000-" + game))
    assert path.parent == data_dir / "exports" and path.is_file()
    back = record_text.load(path)
    carried = dataclasses.replace(record, seats=[dataclasses.replace(s, player=None) for s in record.seats])
    assert back == carried


def test_formats_are_the_games_own(games):
    sheet = record_text.to_text(games["maze"])
    assert sheet.startswith("Maze score sheet\n") and "\nSet-up: " in sheet and "\n1. " in sheet
    pgn = record_text.to_text(games["maorider"])
    for tag in ('[Game "Maorider"]', '[White "Grandma"]', '[Black "Computer"]', "[Result ", "[Date ",
                "[Position "):
        assert tag in pgn
    assert "\n1. " in pgn
    generic = record_text.to_text(games["terra"]).splitlines()
    assert generic[0] == record_text.TITLE and "Moves:" in generic
    assert generic[generic.index("Moves:") + 1:-1] == games["terra"].moves


def test_a_plain_score_sheet_opens_with_two_people(games):
    from games.maze import rules
    record = games["maze"]
    state = rules.from_json(record.initial)
    for move in record.moves:
        state.play(move)
    back = record_text.from_text(rules.score_sheet(state))
    assert back.moves == record.moves and back.initial == record.initial
    assert [s.computer for s in back.seats] == [False, False]


def _line(text: str, needle: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if needle in line)


@pytest.mark.parametrize("game", ["labyrinth", "maorider", "maze"])
def test_an_illegal_move_is_refused_at_its_line(games, game):
    text = record_text.to_text(games[game])
    move = games[game].moves[3]
    line = _line(text, "Moves:") + 4 if game == "labyrinth" else _line(text, f" {move}")
    lines = text.splitlines()
    lines[line - 1] = lines[line - 1].replace(move, "z9-z9" if game != "labyrinth" else "9+9", 1)
    with pytest.raises(RecordTextError) as caught:
        record_text.from_text("\n".join(lines) + "\n")
    assert caught.value.line == line and "illegal move" in str(caught.value)


@pytest.mark.parametrize("game", ["labyrinth", "maorider", "terra"])
def test_a_truncated_file_is_refused(games, game):
    text = record_text.to_text(games[game])
    with pytest.raises(RecordTextError, match="truncated"):
        record_text.from_text(text[:len(text) * 2 // 3])


def test_wrong_game_and_unknown_tags_are_refused(games):
    pgn = record_text.to_text(games["maorider"])
    with pytest.raises(RecordTextError, match="not of Maorider") as caught:
        record_text.from_text(pgn.replace('[Game "Maorider"]', '[Game "Chess"]'))
    assert caught.value.line == 1
    with pytest.raises(RecordTextError, match=r"unknown tag \[ECO\]") as caught:
        record_text.from_text(pgn.replace("[White ", '[ECO "A00"]\n[White ', 1))
    assert caught.value.line == 4
    generic = record_text.to_text(games["mazing"])
    with pytest.raises(RecordTextError, match="unknown game 'chess'"):
        record_text.from_text(generic.replace("Game: mazing", "Game: chess"))
    with pytest.raises(RecordTextError, match="has no option"):
        record_text.from_text(generic.replace('"size": 11', '"size": 9999'))
    stated = generic.rstrip("\n").rpartition("\n")[0] + "\nWinners: 2\n"
    with pytest.raises(RecordTextError, match="winners"):
        record_text.from_text(stated if "Winners: 2\n" not in generic else stated.replace("Winners: 2", "Winners: 1"))


def test_large_binary_and_foreign_files_are_refused(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b"Board-game arcade record\n" + b"x" * (10 * 1024 * 1024))
    with pytest.raises(RecordTextError, match="too large"):
        record_text.load(big)
    binary = tmp_path / "game.txt"
    binary.write_bytes(b"Board-game arcade record\nGame: labyrinth\n\x00\x01\x02")
    with pytest.raises(RecordTextError, match="binary") as caught:
        record_text.load(binary)
    assert caught.value.line == 3
    latin = tmp_path / "latin.txt"
    latin.write_bytes("Board-game arcade record\nSeat 1: Gr\u00e4ndma (person)\n".encode("latin-1"))
    with pytest.raises(RecordTextError, match="UTF-8") as caught:
        record_text.load(latin)
    assert caught.value.line == 2
    with pytest.raises(RecordTextError, match="empty"):
        record_text.from_text("\n\n")
    with pytest.raises(RecordTextError, match="not a game record"):
        record_text.from_text("Dear diary,\n")
    with pytest.raises(RecordTextError, match="cannot be read"):
        record_text.load(tmp_path / "none.txt")


def test_a_refusal_speaks_the_players_language(games):
    from games.engine import i18n
    text = record_text.to_text(games["labyrinth"]).replace("Game: labyrinth", "Game: chess")
    with pytest.raises(RecordTextError) as caught:
        record_text.from_text(text)
    i18n.set_language("ru")
    assert "chess" in caught.value.words() and caught.value.words() != str(caught.value)


def test_replay_on_the_command_line_refuses_a_bad_file_before_a_window(games, tmp_path, capsys, monkeypatch):
    opened = []
    monkeypatch.setattr("games.engine.app.App.__init__", lambda *a, **k: opened.append(a))
    bad = tmp_path / "bad.pgn"
    text = record_text.to_text(games["maorider"])
    bad.write_text(text.replace("1. ", "1. z9z9 ", 1), encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        cli.main(["--headless", "--frames", "1", "--replay", str(bad)])
    assert caught.value.code == 2 and not opened
    err = capsys.readouterr().err
    assert "--replay" in err and "illegal move 'z9z9'" in err and f"line {_line(text, '1. ')}" in err


def test_replay_on_the_command_line_opens_the_file(games, tmp_path, make_app):
    path = tmp_path / "game.txt"
    path.write_text(record_text.to_text(games["labyrinth"]), encoding="utf-8")
    options = cli.parser().parse_args(["--replay", str(path)])
    registry.discover()
    record = record_text.load(path)
    app = make_app(replay=options.replay, replay_record=record)
    assert app.manager.top.name == "replay" and app.manager.top.record == record
    assert app.manager.top.playing


def test_the_picker_opens_a_good_file_and_refuses_a_bad_one(games, data_dir, make_app):
    good = record_text.export(dataclasses.replace(games["maorider"], id="good"))
    imports = data_dir / "imports"
    imports.mkdir(parents=True)
    (imports / "bad.txt").write_text(record_text.to_text(games["labyrinth"]).replace("Seed: 3", "Seed: x"),
                                     encoding="utf-8")
    app = make_app()
    app.ctx.router.import_file()
    app.manager.process_requests()
    picker = app.manager.top
    assert picker.name == "import" and {p.name for p in picker.files} == {"good.pgn", "bad.txt"}
    bad = [p.name for p in picker.files].index("bad.txt")
    click(app, picker.list.row_rect(bad).center)
    click(app, picker.list.row_rect(bad).center)
    assert app.manager.top is picker and "line 4" in picker.message and "bad.txt" in picker.message
    index = [p.name for p in picker.files].index(good.name)
    picker.list.pick(index)
    picker.focus.key = ("row", index)
    key(app, pygame.K_RETURN)
    assert app.manager.top.name == "replay"
    key(app, pygame.K_ESCAPE)
    assert app.manager.top.name == "import"

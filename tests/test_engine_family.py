"""The issue's "Done when" list end to end, for every game: a game people finish is in the records
and the statistics with their names and its result, and its replay ends on the game's own final
position; hostile files are refused through the picker with the line and the reason and change
nothing in the data folder; a version-0 save opens in the game and plays on."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from games.engine import record_text, records, recording, registry, saves, stats
from games.engine.history_scene import HistoryScene, result, seat_words
from games.engine.playback import Playback
from games.engine.session import Seat, Session
from tests.conftest import key, step
from tests.replay_games import GAMES, PLAYERS, recorded

NAMES = (("Grandma", "p-grandma"), ("Саша", "p-sasha"), ("Ann", "p-ann"))


def finished(game: str, seed: int = 2) -> Session:
    """A game of ``game`` played to its end by random legal moves, named players in every seat,
    autosaved as a game people play is."""
    registry.discover()
    count = PLAYERS.get(game, 2)
    seats = [Seat(name=name, player=player) for name, player in NAMES[:count]]
    session = Session.new(registry.get(game), seats, seed=seed)
    rng = random.Random(seed)
    while not session.state.is_over():
        assert len(session.moves) < 5000, "the random game never ended"
        if session.state.to_move == -1:
            session.roll()
        else:
            session.play(rng.choice(session.state.legal_moves()))
    return session


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_in_the_records_and_statistics_with_its_names_and_result(game):
    session = finished(game)
    assert recording.keep(session) == ""
    found, problems = records.all_records()
    assert problems == [] and len(found) == 1
    record = found[0]
    names = [name for name, _ in NAMES[:len(session.seats)]]
    assert [s.name for s in record.seats] == names and record.winners == sorted(session.state.winners())
    assert record.moves == session.moves and saves.slots() == []
    lines = stats.table(found)
    if game in stats.COOPERATIVE:
        (pair,) = lines
        assert pair.who == " & ".join(names) and (pair.played, pair.won) == (1, int(bool(record.winners)))
    else:
        by_player = {line.key: line for line in lines}
        for seat, (name, player) in enumerate(NAMES[:len(session.seats)]):
            assert by_player[player].who == name and by_player[player].played == 1
            assert by_player[player].won == int(seat in record.winners)
    assert seat_words(record) == " · ".join(names)
    winners = [names[w] for w in record.winners]
    assert all(name in result(record) for name in winners)
    assert Playback(record).final.to_json() == session.state.to_json()


def test_the_history_screen_lists_the_game_and_its_replay_names_the_players(make_app):
    session = finished("maorider")
    recording.keep(session)
    app = make_app()
    app.ctx.router.history()
    app.manager.process_requests()
    history = app.manager.top
    assert isinstance(history, HistoryScene) and history.players == [None, "Grandma", "Саша"]
    history.list.pick(0)
    history.watch()
    app.manager.process_requests()
    replay = app.manager.top
    assert replay.name == "replay"
    key(app, pygame.K_HOME)
    assert replay.game.status_text() == "Grandma to move"
    key(app, pygame.K_END)
    assert replay.game.shown.to_json() == session.state.to_json()


# ----- hostile files ------------------------------------------------------------------------------
def _snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def _hostile(record, game: str) -> dict[str, tuple[bytes, str]]:
    """Bad files made from a good record of ``game``: name → (bytes, what the refusal says)."""
    good = record_text.to_text(record)
    lines = good.splitlines()
    move = record.moves[3]
    if "Moves:" in lines:
        at = lines.index("Moves:") + 4
        lines[at - 1] = "9+9"
    else:  # the game's own format: the fourth move's line
        at = next(n for n, line in enumerate(lines, 1) if f" {move}" in line and n > 3)
        lines[at - 1] = lines[at - 1].replace(move, "z9-z9", 1)
    return {
        "truncated.txt": (good[:len(good) * 2 // 3].encode(), "truncated"),
        "illegal.txt": ("\n".join(lines).encode() + b"\n", f"line {at}"),
        "wrong-game.txt": (good.replace(registry.get(game).key, "chess", 1).encode()
                           if game in ("labyrinth", "mazing", "terra", "maze-kids")
                           else good.replace("Maorider", "Chess", 1).replace("Maze score", "Chess score", 1).encode(),
                           "line"),
        "big.txt": (good.encode() + b"x" * (10 * 1024 * 1024), "too large"),
        "binary.txt": (good.encode()[:40] + b"\x00\x01\x02\xff", "binary"),
    }


@pytest.mark.parametrize("game", GAMES)
def test_hostile_files_are_refused_with_line_and_reason_and_change_nothing(make_app, data_dir, game):
    good = recorded(game, limit=40)
    records.write(good)
    Session.new(registry.get("labyrinth"), [Seat(), Seat(True, 1)], seed=5)  # an unfinished game's save
    imports = data_dir / "imports"
    imports.mkdir(parents=True, exist_ok=True)
    bad = _hostile(good, game)
    for name, (body, _) in bad.items():
        (imports / name).write_bytes(body)
    app = make_app()
    before = _snapshot(data_dir)  # the app's own lock file included
    app.ctx.router.import_file()
    app.manager.process_requests()
    picker = app.manager.top
    for name, (_, says) in bad.items():
        index = [p.name for p in picker.files].index(name)
        picker.open(index)
        step(app, 2)
        assert app.manager.top is picker, f"{name} was opened"
        assert name in picker.message and says in picker.message, picker.message
        if name != "big.txt":
            with pytest.raises(record_text.RecordTextError) as caught:
                record_text.load(imports / name)
            assert caught.value.line and f"line {caught.value.line}" in picker.message
    assert _snapshot(data_dir) == before


# ----- a save from before versions ----------------------------------------------------------------
def test_a_version_0_save_opens_in_its_game_and_plays_on(make_app):
    registry.discover()
    info = registry.get("maorider")
    session = Session.new(info, [Seat(), Seat()], seed=8)
    rng = random.Random(8)
    for _ in range(6):
        session.play(rng.choice(session.state.legal_moves()))
    position = session.state.to_json()
    old = {"game": "maorider", "options": dict(session.options, _seed=session.seed),
           "seats": [{"computer": False}, {"computer": False}], "state": position}
    saves.save_path("maorider").write_text(json.dumps(old), encoding="utf-8")
    app = make_app(resume="maorider")
    app.manager.process_requests()
    step(app, 2)
    game = app.manager.top
    assert game.name != "menu", getattr(game, "message", "")
    assert game.session.state.to_json() == position and game.session.seed == session.seed
    move = game.session.state.legal_moves()[0]
    assert game.submit(move)
    for _ in range(200):
        step(app)
        if not game.anims.busy:
            break
    assert json.loads(saves.save_path("maorider").read_text())["version"] == saves.SAVE_VERSION
    assert game.session.moves[-1] == str(move)

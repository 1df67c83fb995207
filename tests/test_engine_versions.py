"""File versions: each upgrade step on its own, a version 0 save that resumes to the same
position, levels kept by name, and files too new or hostile set aside with a message."""
from __future__ import annotations

import json

import pytest

from games.engine import players, records, registry, saves, settings, versions
from games.engine.session import Seat, Session

registry.discover()


def test_upgrade_runs_every_step_in_order_and_stamps_the_version():
    steps = {0: lambda d: dict(d, a=1), 1: lambda d: dict(d, b=d["a"] + 1)}
    assert versions.upgrade({}, 2, steps, "x") == {"a": 1, "b": 2, "version": 2}
    assert versions.upgrade({"version": 1, "a": 5}, 2, steps, "x")["b"] == 6
    with pytest.raises(versions.VersionError, match="newer arcade"):
        versions.upgrade({"version": 3}, 2, steps, "x")
    with pytest.raises(versions.VersionError, match="not a version number"):
        versions.upgrade({"version": "one"}, 2, steps, "x")
    with pytest.raises(versions.VersionError, match="failed"):
        versions.upgrade({}, 2, {0: lambda d: d["missing"]}, "x")


def test_save_step_0_to_1_gives_computers_the_default_level_and_an_empty_history():
    old = {"game": "maorider", "options": {"_seed": 3}, "seats": [{"computer": False}, {"computer": True}],
           "state": "{}"}
    new = saves.UPGRADES[0](dict(old))
    assert [s["level"] for s in new["seats"]] == [2, 2]  # "normal" in the frozen list
    assert new["moves"] == [] and new["initial"] == ""


@pytest.mark.parametrize("game, index, name", [
    ("labyrinth", 0, "easiest"), ("labyrinth", 3, "hard"), ("maze", 1, "normal"), ("mazing", 0, "easy"),
    ("terra", 1, "normal"), ("maorider", 0, "beginner"), ("maorider", 4, "master")])
def test_save_step_1_to_2_names_levels_through_the_frozen_lists(game, index, name):
    new = saves.UPGRADES[1]({"game": game, "seats": [{"computer": True, "level": index}]})
    assert new["seats"] == [{"computer": True, "level": name, "name": "", "player": None}]


def test_every_frozen_level_is_still_a_level_of_its_game():
    """Version 2 saves name their levels, so a new level may go anywhere in a game's list
    (Mazing's "easiest" went first); a version 1 name must still be a level today."""
    for game, frozen in saves.LEVELS_V1.items():
        assert set(frozen) <= set(registry.get(game).ai_levels()), game


def test_a_level_is_saved_by_name_and_found_where_it_moved():
    seat = Seat(True, 2, "Аня", "p1")
    data = seat.to_dict(["easy", "normal", "hard"])
    assert data == {"computer": True, "level": "hard", "name": "Аня", "player": "p1"}
    assert Seat.from_dict(data, ["beginner", "easy", "normal", "hard"]) == Seat(True, 3, "Аня", "p1")
    with pytest.raises(ValueError, match="no level"):
        Seat.from_dict(data, ["easy"])


def test_a_version_0_save_is_upgraded_and_resumes_to_the_same_position():
    info = registry.get("labyrinth")
    session = Session.new(info, [Seat(), Seat(True, 1), Seat(True, 3)], seed=11)
    for _ in range(9):
        session.play(session.chance_move() if session.to_move == -1 else session.state.legal_moves()[0])
    position = session.state.to_json()
    old = {"game": "labyrinth", "options": dict(session.options, _seed=session.seed),
           "seats": [{"computer": s.computer} for s in session.seats], "state": position}
    saves.save_path("labyrinth").write_text(json.dumps(old), encoding="utf-8")
    resumed = Session.resume("labyrinth")
    assert resumed.state.to_json() == position and resumed.seed == session.seed
    normal = info.ai_levels().index("normal")
    assert [(s.computer, s.level) for s in resumed.seats] == [(False, normal), (True, normal), (True, normal)]
    resumed.play(resumed.chance_move() if resumed.to_move == -1 else resumed.state.legal_moves()[0])
    assert json.loads(saves.save_path("labyrinth").read_text())["version"] == saves.SAVE_VERSION


def test_a_version_1_save_resumes_with_its_levels_by_name(tiny):
    session = Session.new(registry.get("maorider"), [Seat(), Seat(True, 4)], seed=5)
    saved = json.loads(saves.save_path("maorider").read_text())
    saved["version"] = 1
    saved["seats"] = [{"computer": False, "level": 0}, {"computer": True, "level": 4}]
    saves.save_path("maorider").write_text(json.dumps(saved), encoding="utf-8")
    resumed = Session.resume("maorider")
    assert resumed.seats[1].level == registry.get("maorider").ai_levels().index("master")
    assert resumed.state.to_json() == session.state.to_json()


def test_names_time_and_hints_survive_a_save(tiny):
    session = Session.new(tiny, [Seat(name="Аня", player="p1"), Seat(True, 1)], seed=3)
    session.frames, session.hinted = 1234, True
    session.play(session.chance_move())
    resumed = Session.resume("tiny")
    assert resumed.seats == session.seats and resumed.frames == 1234 and resumed.hinted
    assert resumed.started == session.started


def test_a_save_from_a_newer_arcade_is_set_aside_with_a_message(tiny):
    Session.new(tiny, [Seat(), Seat()], seed=1)
    saved = json.loads(saves.save_path("tiny").read_text())
    saves.save_path("tiny").write_text(json.dumps(dict(saved, version=99)), encoding="utf-8")
    with pytest.raises(saves.SaveError, match="newer arcade"):
        Session.resume("tiny")
    assert not saves.save_path("tiny").exists()


def test_settings_step_0_and_a_versionless_file_still_read(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    (data_dir / "settings.json").write_text(json.dumps({"lang": "ru", "volume": 0.3}))
    assert settings.UPGRADES[0]({"lang": "ru"}) == {"lang": "ru"}
    loaded = settings.Settings.load()
    assert loaded.lang == "ru" and loaded.volume == 0.3 and loaded.problem == ""
    loaded.save()
    assert json.loads((data_dir / "settings.json").read_text())["version"] == settings.SETTINGS_VERSION


def test_players_step_0_reads_an_earlier_bare_list(data_dir):
    data_dir.mkdir(parents=True, exist_ok=True)
    assert players.UPGRADES[0]({"players": []}) == {"players": []}
    players.path().write_text(json.dumps([{"id": "a1", "name": "Аня", "colour": "Green", "badge": "fish"}]))
    found, problem = players.load()
    assert problem == "" and [(p.name, p.colour, p.badge) for p in found] == [("Аня", "Green", "fish")]


def test_records_step_0_reads_a_record_without_a_version():
    record = records.GameRecord("maze", {}, 1, [records.SeatRecord("Аня")], "{}", [], [0, 1], "2026-01-01T10:00:00")
    data = json.loads(record.to_json())
    del data["version"]
    assert records.UPGRADES[0](dict(data)) == data
    assert records.GameRecord.from_json(json.dumps(data)) == record

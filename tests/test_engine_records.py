"""Game records: a finished game written and read back exactly; damaged files set aside."""
from __future__ import annotations

import pytest

from games.engine import records
from games.engine.records import GameRecord, RecordError, SeatRecord


def _record() -> GameRecord:
    return GameRecord(game="maorider", options={"variant": "x"}, seed=7,
                      seats=[SeatRecord("Grandma", player="p1"), SeatRecord("Computer", True, 2)],
                      initial="{}", moves=["e2e3", "e7e6"], winners=[0],
                      started="2026-12-06T05:20:00", seconds=61, hinted=True)


def test_record_round_trip_is_exact(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    record = _record()
    path = records.write(record)
    assert path is not None and path.parent.name == "records"
    assert record.id == "20261206-052000-maorider"
    assert records.read(record.id) == record
    assert records.write(_record()) is not None
    found, problems = records.all_records()
    assert [r.id for r in found] == ["20261206-052000-maorider-2", "20261206-052000-maorider"]
    assert problems == [] and found[0].plies == 2


@pytest.mark.parametrize("text", ["", "{", "[]", '{"version": 1}', "\x00\x01binary",
                                  '{"version": 99, "game": "maze"}'])
def test_damaged_record_is_set_aside(tmp_path, monkeypatch, text):
    monkeypatch.setenv("ARCADE_DATA_DIR", str(tmp_path))
    records.write(_record())
    (records.record_dir() / "bad.json").write_text(text)
    found, problems = records.all_records()
    assert len(found) == 1 and len(problems) == 1
    assert not (records.record_dir() / "bad.json").exists()
    with pytest.raises(RecordError):
        records.read("bad")

"""Autosaves: atomic, after every move, resumable, and damaged files kept with a message."""
import os

import pytest

from games.engine import atomic, saves
from games.engine.session import Seat, Session


def test_atomic_write_leaves_no_temporary_files(tmp_path):
    target = tmp_path / "x.json"
    atomic.write_text(target, "one")
    atomic.write_text(target, "two")
    assert target.read_text() == "two"
    assert os.listdir(tmp_path) == ["x.json"]


def test_atomic_write_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    atomic.write_text(target, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")
    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        atomic.write_text(target, "new")
    assert target.read_text() == "old"
    assert os.listdir(tmp_path) == ["x.json"]


def test_every_move_is_saved_and_resumes_exactly(tiny):
    session = Session.new(tiny, [Seat(), Seat()], seed=3)
    for _ in range(7):
        if session.to_move == -1:
            session.roll()
        else:
            session.play(session.state.legal_moves()[0])
        resumed = Session.resume(tiny.key)
        assert resumed.state.to_json() == session.state.to_json()
        assert resumed.moves == session.moves


def test_a_corrupt_save_gets_a_message_and_is_kept(tiny):
    Session.new(tiny, [Seat(), Seat()], seed=1)
    path = saves.save_path(tiny.key)
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(saves.SaveError, match="not valid JSON") as caught:
        Session.resume(tiny.key)
    assert "kept as" in str(caught.value)
    kept = [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
    assert len(kept) == 1 and kept[0].read_text() == "{not json"


def test_a_save_with_a_bad_state_is_kept_too(tiny):
    session = Session.new(tiny, [Seat(), Seat()], seed=1)
    saved = saves.read(tiny.key)
    saved.state = '{"pos": "oops"}'
    saves.write(tiny.key, saved)
    with pytest.raises(saves.SaveError, match="kept as"):
        Session.resume(session.slot)
    assert saves.read(tiny.key) is None


def test_a_finished_game_leaves_no_save(tiny):
    session = Session.new(tiny, [Seat(True), Seat(True)], seed=2)
    while not session.state.is_over():
        if session.to_move == -1:
            session.roll()
        else:
            session.play(session.state.legal_moves()[-1])
    assert saves.read(tiny.key) is None


def test_undo_goes_back_to_the_last_human_decision(tiny):
    session = Session.new(tiny, [Seat(), Seat(computer=True)], seed=5)
    session.roll()
    session.play("step 1")
    session.roll()
    session.play(session.state.legal_moves()[0])
    session.roll()
    assert session.can_undo()
    session.undo()
    assert session.state.to_move == 0 and len(session.moves) == 5 - 1 - 3


def test_undo_after_resume_replays_from_the_start(tiny):
    session = Session.new(tiny, [Seat(), Seat()], seed=8)
    for _ in range(6):
        if session.to_move == -1:
            session.roll()
        else:
            session.play(session.state.legal_moves()[0])
    resumed = Session.resume(tiny.key)
    assert resumed.deciders == session.deciders
    before_last_human = session.state.copy()
    session.undo()
    resumed.undo()
    assert resumed.state.to_json() == session.state.to_json()
    assert resumed.moves == session.moves
    assert before_last_human.to_json() != resumed.state.to_json()

"""Every game people finish is recorded once, with its names and result; demos, kiosk games,
lessons and computer-only games are not; the statistics count what the records say."""
from __future__ import annotations

import pygame

from games.engine import records, recording, stats
from games.engine.session import Seat, Session
from games.engine.thinker import InlineThinker
from tests.conftest import click, step


def play_to_the_end(app, scene, limit: int = 6000) -> None:
    """Click the first move button whenever a person is to move, until the game ends."""
    for _ in range(limit):
        if scene.session.state.is_over() and not scene.anims.busy:
            return
        rects = scene.move_rects()
        if rects and scene.human_to_move():
            click(app, rects[-1][0].center, frames=1)
        else:
            step(app)
    raise AssertionError("the game did not end")


def named_seats() -> list[Seat]:
    return [Seat(name="Аня", player="p-anya"), Seat(name="Boris", player="p-boris")]


def test_a_played_game_is_recorded_once_with_names_result_and_time(make_app, tiny):
    app = make_app()
    session = Session.new(tiny, named_seats(), seed=4)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    step(app, 40)
    assert scene.player_name(0) == "Аня" and scene.status_text() == "Аня to move"
    play_to_the_end(app, scene)
    step(app, 30)
    found, problems = records.all_records()
    assert problems == [] and len(found) == 1
    record = found[0]
    assert [s.name for s in record.seats] == ["Аня", "Boris"]
    assert [s.player for s in record.seats] == ["p-anya", "p-boris"]
    assert record.winners == sorted(session.state.winners()) and record.moves == session.moves
    assert record.game == "tiny" and record.seed == session.seed and not record.hinted
    assert record.seconds == session.frames // 60 and session.frames > 60
    winner = record.winners[0]
    assert scene.status_text() == f"{['Аня', 'Boris'][winner]} wins!"
    # Undo past the end and finishing again does not record the game twice.
    if scene.can_undo():
        scene.undo()
        play_to_the_end(app, scene)
    assert len(records.all_records()[0]) == 1
    table = stats.table(found)
    lines = {line.key: line for line in table}
    assert lines["p-anya"].played == 1 and lines["p-anya"].won == (winner == 0)
    assert lines["p-boris"].who == "Boris"


def test_a_hint_marks_the_record_and_a_computer_seat_keeps_its_level(tiny):
    session = Session.new(tiny, [Seat(name="Аня", player="p-anya"), Seat(True, 1)], seed=2)
    session.hinted = True
    while not session.state.is_over():
        session.play(session.state.legal_moves()[0])
    record = recording.record_of(session)
    assert record.hinted and record.seats[1].computer and record.seats[1].level_name == "slow"
    assert record.seats[1].player is None and record.seats[1].name == "Vermillion"


def test_demos_kiosk_games_lessons_and_computer_games_are_not_recorded(make_app, tiny):
    both = [Seat(), Seat()]
    assert not recording.recordable(Session.new(tiny, both, seed=1, autosave=False))
    assert not recording.recordable(Session.new(tiny, [Seat(True), Seat(True)], seed=1))
    assert not recording.recordable(Session.new(tiny, both, seed=1), unkept=True)
    assert recording.recordable(Session.new(tiny, both, seed=1))
    app = make_app(kiosk=True)
    session = Session.new(tiny, both, seed=1, autosave=False)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    play_to_the_end(app, scene)
    assert records.all_records() == ([], [])


def test_a_lesson_played_to_its_end_is_not_recorded(make_app):
    from games.engine import registry
    registry.discover()
    info = registry.get("maze")
    app = make_app()
    app.ctx.router.tutorial(info, 0)
    step(app, 2)
    lesson = app.manager.top
    game = lesson.game
    assert game.lesson and not recording.recordable(game.session, game.lesson)


def test_a_failed_record_is_a_message_not_a_crash(make_app, tiny, monkeypatch):
    def broken(record):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(records, "write", broken)
    app = make_app()
    session = Session.new(tiny, named_seats(), seed=4)
    scene = tiny.scene_class()(app.ctx, session, InlineThinker())
    app.ctx.switch(scene)
    play_to_the_end(app, scene)
    assert "could not be recorded" in scene.error and "No space" in scene.error
    pygame.event.clear()

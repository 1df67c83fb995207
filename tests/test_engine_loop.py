"""The fixed-step loop: exact update counts over an injected clock, stalls capped."""
from games.engine.clock import MAX_UPDATES_PER_FRAME, NS_PER_SECOND, FakeClock, FixedStep

from tests.conftest import step


def test_600_frames_make_exactly_600_updates():
    clock = FakeClock()
    timer = FixedStep(clock)
    total = 0
    for _ in range(600):
        clock.advance_frames(1)
        total += timer.due()
    assert total == 600


def test_odd_frame_lengths_do_not_drift():
    clock = FakeClock()
    timer = FixedStep(clock)
    total = 0
    for i in range(6000):
        clock.advance(16_666_667 if i % 3 else 16_666_666)
        total += timer.due()
    assert abs(total - 6000) <= 1


def test_a_five_second_stall_is_capped():
    clock = FakeClock()
    timer = FixedStep(clock)
    clock.advance(5 * NS_PER_SECOND)
    assert timer.due() == MAX_UPDATES_PER_FRAME
    clock.advance_frames(1)
    assert timer.due() == 1


def test_app_runs_600_updates_in_600_frames(make_app):
    app = make_app()
    step(app, 600)
    assert app.updates_run == 600
    assert app.frames_drawn == 600


def test_a_loop_that_slept_on_purpose_runs_every_update_it_owes():
    clock = FakeClock()
    timer = FixedStep(clock)
    clock.advance_frames(1)
    wait = timer.ns_until(3)
    assert abs(wait - 2 * NS_PER_SECOND // 60) <= 1
    clock.advance(wait - 1)
    assert timer.ns_until(3) == 1
    clock.advance(1)
    assert timer.ns_until(3) == 0
    clock.advance_frames(38)
    assert timer.due(cap=40 + MAX_UPDATES_PER_FRAME) == 41
    assert timer.dropped == 0

"""A computer player that takes 2 s never stops the picture: frames keep flowing."""
import time

from games.engine.clock import RealClock
from games.engine.session import Seat, Session
from games.engine.thinker import Thinker


def test_slow_computer_keeps_frames_flowing(make_app, tiny):
    app = make_app()
    app.clock = RealClock()
    app.step_timer.clock = app.clock
    app.step_timer._last = app.clock.now_ns()
    session = Session.new(tiny, [Seat(True, level=1), Seat(True, level=1)], seed=1, autosave=False)
    scene = tiny.scene_class()(app.ctx, session, Thinker())
    app.ctx.switch(scene)
    worst = 0.0
    start = time.monotonic()
    frames = 0
    while not [m for m in session.moves if m.startswith("step")] and time.monotonic() - start < 20:
        t0 = time.perf_counter()
        app.step()
        worst = max(worst, time.perf_counter() - t0)
        frames += 1
        time.sleep(1 / 120)
    elapsed = time.monotonic() - start
    assert any(m.startswith("step") for m in session.moves), "the slow computer never answered"
    assert elapsed >= 2.0
    assert frames >= elapsed * 40, f"only {frames} frames in {elapsed:.1f} s"
    assert worst < 0.25, f"a frame took {worst * 1000:.0f} ms"
    assert app.updates_run >= elapsed * 50


def test_cancelled_job_answer_is_ignored(tiny):
    thinker = Thinker()
    try:
        state = tiny.rules_module().new_game()
        state.play("roll 2")
        thinker.request(tiny.rules, tiny.ai, state.to_json(), 1, 0)
        thinker.cancel()
        job = thinker.request(tiny.rules, tiny.ai, state.to_json(), 0, 0)
        deadline = time.monotonic() + 20
        answer = None
        while answer is None and time.monotonic() < deadline:
            answer = thinker.poll()
            time.sleep(0.01)
        assert answer is not None and answer[0] == job and answer[1] == "step 2"
    finally:
        thinker.close()

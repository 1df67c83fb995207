"""A computer player that takes 2 s never stops the picture: frames keep flowing."""
import os
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


def _wait_for(check, limit: float = 20.0) -> bool:
    deadline = time.monotonic() + limit
    while not check():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True


def test_a_warmed_worker_runs_before_any_request_at_the_lowest_priority(tiny):
    from games.soak import alive
    thinker = Thinker()
    try:
        thinker.warm(tiny.rules, tiny.ai)
        assert _wait_for(lambda: thinker.pid is not None), "warm() started no worker"
        pid = thinker.pid
        assert _wait_for(lambda: os.getpriority(os.PRIO_PROCESS, pid) == 19)
        state = tiny.rules_module().new_game()
        state.play("roll 2")
        job = thinker.request(tiny.rules, tiny.ai, state.to_json(), 0, 0)
        answers = []
        assert _wait_for(lambda: answers.append(thinker.poll()) or answers[-1] is not None)
        assert answers[-1] == (job, "step 2", None)
        assert thinker.pid == pid, "the request went to the warmed worker"
    finally:
        thinker.close()
    assert _wait_for(lambda: not alive(pid), 5.0), "a closed worker went on running"


GRANDCHILD = """
import os, sys, time
sys.platform = "elsewhere"  # no PR_SET_PDEATHSIG: only the worker's own watch can notice
sys.path.insert(0, {root!r})
from games.engine.thinker import die_with_parent
die_with_parent(os.getppid())
print("ready", flush=True)
time.sleep(60)
"""
MIDDLE = """
import subprocess, sys, time
child = subprocess.Popen([sys.executable, "-c", {grandchild!r}], stdin=subprocess.DEVNULL)
print(child.pid, flush=True)
time.sleep(60)
"""


def test_a_worker_leaves_within_a_second_of_its_parent_without_help_from_the_kernel():
    import signal
    import subprocess
    import sys
    from pathlib import Path

    from games.soak import alive
    root = str(Path(__file__).resolve().parents[1])
    middle = subprocess.Popen([sys.executable, "-c", MIDDLE.format(grandchild=GRANDCHILD.format(root=root))],
                              stdout=subprocess.PIPE, text=True)
    try:
        pid = int(middle.stdout.readline())
        assert middle.stdout.readline().strip() == "ready"
        middle.send_signal(signal.SIGKILL)
        middle.wait(timeout=10)
        gone = _wait_for(lambda: not alive(pid), 2.0)
        if not gone:
            os.kill(pid, signal.SIGKILL)
        assert gone, "the orphaned worker did not notice its parent had gone"
    finally:
        if middle.poll() is None:
            middle.kill()
            middle.wait()
        middle.stdout.close()


def _warmed_and_dropped() -> int:
    """The worker's pid of a thinker that goes out of scope without close()."""
    thinker = Thinker()
    thinker.warm()
    assert _wait_for(lambda: thinker.pid is not None)
    return thinker.pid


def test_a_thinker_dropped_without_close_stops_its_worker():
    import gc

    from games.soak import alive
    pid = _warmed_and_dropped()
    gc.collect()
    assert _wait_for(lambda: not alive(pid), 5.0), "the dropped thinker's worker went on running"

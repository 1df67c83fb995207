"""Computer players think off the frame loop, in a worker process.

The scene asks :meth:`Thinker.request` for a move and polls :meth:`Thinker.poll` every update;
the picture keeps animating meanwhile. A job carries the rules module, the AI module, the
state's JSON, the level and a seed; the worker rebuilds the state and calls
``ai.choose_move(state, level, seed, should_stop)``. Cancelled or stale answers are dropped.

The worker is a plain child interpreter that reads jobs as JSON lines on its stdin and writes
answers on its stdout (no ``multiprocessing``: no resource tracker, no feeder threads, nothing
to import lazily on a frame). Nothing of it runs on the frame: the process is started, fed and
read by two threads of its own, so :meth:`Thinker.warm` can start it at scene start and a
request never waits for it.

Workers die with the arcade, however it dies: on Linux the kernel ends a worker whose arcade
is gone (``PR_SET_PDEATHSIG``), and everywhere a worker leaves within a second of finding its
stdin closed or its parent changed. They run at the lowest priority, so the frame thread wins
every contest for the CPU (a scene with nothing else to do may ask for a higher one).

A worker can stop without dying (SIGSTOP, a swap storm, a search that ignores its budget): a
request may carry a deadline, and a worker still silent at the deadline is killed and replaced;
:meth:`Thinker.poll` then reports the job as failed so the scene plays a fallback move.
This module never imports pygame: the worker stays small and starts fast.
"""
from __future__ import annotations

import ctypes
import importlib
import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
import traceback
import weakref
from typing import Any, BinaryIO

log = logging.getLogger(__name__)

PARENT_CHECK_S = 0.5
"""How often a worker looks whether its arcade is still there (a second at most, as promised)."""
CLOSE_GRACE_S = 1.0
"""How long a closed worker may take to leave by itself before it is killed."""
PR_SET_PDEATHSIG = 1
LOWEST_PRIORITY = 19
"""A computer player's worker yields the CPU to the frame loop in every contest."""
_BOOT = ("import json, sys; sys.path[:] = json.loads(sys.argv[1]); "
         "from games.engine.thinker import serve; serve(int(sys.argv[2]), int(sys.argv[3]))")
"""The worker's command line: the arcade's module path, then :func:`serve`."""

Job = tuple[int, str, str, str, int, int]


def _solve(job: Job, should_stop: Any) -> str:
    _, rules_name, ai_name, state_json, level, seed = job
    rules = importlib.import_module(rules_name)
    ai = importlib.import_module(ai_name)
    state = rules.from_json(state_json)
    return str(ai.choose_move(state, level=level, seed=seed, should_stop=should_stop))


# ----- the worker's side ------------------------------------------------------------------------
def die_with_parent(parent_pid: int) -> None:
    """End this process when ``parent_pid`` (its parent) ends, however that one ends.

    On Linux the kernel sends SIGKILL when the parent's creating thread is gone; a parent
    that died before that request took effect is caught by the pid check right after it.
    Everywhere, a daemon thread looks every :data:`PARENT_CHECK_S` whether the parent changed
    (an orphan is adopted by another process). Usable as a process pool's initializer."""
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        except (OSError, AttributeError):  # no prctl here: the pid watch below still works
            pass
    if os.getppid() != parent_pid:
        os._exit(0)
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True,
                     name="parent-watch").start()


def _watch_parent(parent_pid: int) -> None:
    while os.getppid() == parent_pid:
        time.sleep(PARENT_CHECK_S)
    os._exit(0)


def serve(parent_pid: int, niceness: int = LOWEST_PRIORITY) -> None:
    """The worker's loop: answer jobs from stdin on stdout until stdin closes.

    A reader thread takes the messages as they come, so a cancel reaches a running search
    (its ``should_stop`` turns True) and a closed stdin (the arcade closed the worker, or died)
    ends the process at once, search or not."""
    die_with_parent(parent_pid)
    if hasattr(os, "nice") and niceness:
        os.nice(niceness)  # by default the lowest: the frame loop wins every contest for the CPU
    # Answers go out on a private copy of stdout; a stray print of an AI goes to stderr.
    answers = os.fdopen(os.dup(sys.stdout.fileno()), "wb")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    jobs: queue.SimpleQueue[list[Any]] = queue.SimpleQueue()
    cancelled = [-1]

    def read() -> None:
        try:
            for line in sys.stdin.buffer:
                message = json.loads(line)
                if message[0] == "cancel":
                    cancelled[0] = max(cancelled[0], message[1])
                else:
                    jobs.put(message)
        finally:
            os._exit(0)  # the arcade closed the worker, died, or sent nonsense

    threading.Thread(target=read, daemon=True, name="jobs").start()
    while True:
        message = jobs.get()
        if message[0] == "load":
            for name in message[1]:
                importlib.import_module(name)
            continue
        job: Job = tuple(message[1:])  # type: ignore[assignment]
        job_id = job[0]
        try:
            reply = [job_id, _solve(job, lambda: cancelled[0] >= job_id), None]
        except Exception:  # the parent falls back to a legal move; the worker lives on
            reply = [job_id, None, traceback.format_exc()]
        answers.write(json.dumps(reply).encode() + b"\n")
        answers.flush()


# ----- the arcade's side ------------------------------------------------------------------------
class _Worker:
    """One worker process and its two threads: the owner starts the process and reads its
    answers until it ends (then reaps it); the writer feeds it messages in order.

    The owner lives exactly as long as the process: on Linux a child is killed when the
    thread that started it ends, so that thread must be the one that outlives it."""

    def __init__(self, niceness: int = LOWEST_PRIORITY) -> None:
        self.niceness = niceness
        self.answers: queue.SimpleQueue[tuple[int, str | None, str | None]] = queue.SimpleQueue()
        self.ended = threading.Event()
        """Set once the process has ended and been reaped (or could not start)."""
        self.failure = ""
        self.process: subprocess.Popen[bytes] | None = None
        self._outbox: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._doomed = False
        threading.Thread(target=self._own, daemon=True, name="thinker").start()

    def _own(self) -> None:
        command = [sys.executable, "-c", _BOOT, json.dumps(sys.path), str(os.getpid()), str(self.niceness)]
        try:
            process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        except OSError as exc:
            self.failure = str(exc)
            self.ended.set()
            return
        self.process = process
        if self._doomed:
            process.kill()
        assert process.stdin is not None and process.stdout is not None
        threading.Thread(target=self._write, args=(process, process.stdin), daemon=True,
                         name="thinker-jobs").start()
        try:
            for line in process.stdout:
                job_id, move, error = json.loads(line)
                self.answers.put((job_id, move, error))
        except (OSError, ValueError, TypeError):
            log.exception("the computer player's worker sent something unreadable")
            process.kill()
        finally:
            process.stdout.close()
            process.wait()
            self.ended.set()

    def _write(self, process: subprocess.Popen[bytes], pipe: BinaryIO) -> None:
        try:
            while (line := self._outbox.get()) is not None:
                pipe.write(line)
                pipe.flush()
        except OSError:
            pass  # the worker is gone; the owner notices its end
        finally:
            try:
                pipe.close()
            except OSError:
                pass
        # A worker closed while it is stopped (SIGSTOP) cannot read its end: kill it.
        if not self.ended.wait(CLOSE_GRACE_S):
            process.kill()

    def send(self, message: list[Any]) -> None:
        self._outbox.put(json.dumps(message).encode() + b"\n")

    def stop(self) -> None:
        """Close the worker's stdin: it leaves at once, even in mid-search."""
        self._outbox.put(None)

    def kill(self) -> None:
        self._doomed = True
        self.stop()
        if self.process is not None:
            self.process.kill()


class Thinker:
    """One worker process shared by every computer seat of the running game; ``niceness``
    is the worker's (Unix) priority below the arcade's: the lowest unless a scene that has
    nothing else to do, such as the review, asks for more."""

    def __init__(self, niceness: int = LOWEST_PRIORITY) -> None:
        self.niceness = niceness
        self._worker: _Worker | None = None
        self._next_id = 0
        self.pending: int | None = None
        self._deadline_ns: int | None = None
        self.restarts = 0
        """How many times the watchdog replaced a silent worker."""

    def _ensure_worker(self) -> _Worker:
        if self._worker is None or self._worker.ended.is_set():
            self._worker = _Worker(self.niceness)
            # A thinker dropped without close() (a scene that never left) stops its worker
            # when it is collected, rather than leave an idle process for the arcade's life.
            weakref.finalize(self, self._worker.stop)
        return self._worker

    def warm(self, *modules: str | None) -> None:
        """Start the worker now (it starts off the frame) and have it import ``modules``,
        so the first request of a game finds it ready."""
        worker = self._ensure_worker()
        names = [name for name in modules if name]
        if names:
            worker.send(["load", names])

    def request(self, rules: str, ai: str, state_json: str, level: int, seed: int,
                deadline_s: float | None = None) -> int:
        """Start thinking about a position; returns the job's id. A worker still silent
        ``deadline_s`` seconds later is replaced and the job reported as failed."""
        self.cancel()
        worker = self._ensure_worker()
        self._next_id += 1
        self.pending = self._next_id
        self._deadline_ns = None if deadline_s is None else time.monotonic_ns() + int(deadline_s * 1e9)
        worker.send(["job", self._next_id, rules, ai, state_json, level, seed])
        return self._next_id

    def poll(self) -> tuple[int, str | None, str | None] | None:
        """``(job_id, move, error)`` for the pending job once it is ready, else None."""
        if self.pending is None:
            return None
        worker = self._worker
        if worker is None:
            job, self.pending = self.pending, None
            return job, None, "the computer player's worker stopped"
        while True:
            try:
                job_id, move, error = worker.answers.get_nowait()
            except queue.Empty:
                break
            if job_id == self.pending:
                self.pending = None
                return job_id, move, error
        if worker.ended.is_set():
            job, self.pending = self.pending, None
            return job, None, worker.failure or "the computer player's worker stopped"
        if self._deadline_ns is not None and time.monotonic_ns() > self._deadline_ns:
            job, self.pending = self.pending, None
            self._replace_worker()
            return job, None, "the computer player stopped answering and was restarted"
        return None

    def _replace_worker(self) -> None:
        """Kill a silent worker (SIGKILL reaches a stopped process too); the next request
        starts a fresh one."""
        self.restarts += 1
        if self._worker is not None:
            self._worker.kill()
        self._worker = None

    def cancel(self) -> None:
        """Ask the running search to stop; its answer will be ignored."""
        if self.pending is not None and self._worker is not None:
            self._worker.send(["cancel", self.pending])
        self.pending = None

    @property
    def busy(self) -> bool:
        return self.pending is not None

    @property
    def pid(self) -> int | None:
        """The worker's process id, once it has started (for tests and the soak figures)."""
        process = self._worker.process if self._worker is not None else None
        return process.pid if process is not None else None

    def close(self) -> None:
        """Stop the worker without waiting for it: it leaves as soon as it reads the end of
        its input (a stopped one is killed a moment later)."""
        self.cancel()
        if self._worker is not None:
            self._worker.stop()
        self._worker = None


class InlineThinker(Thinker):
    """Thinks in the calling process when polled: for rules tests and benchmarks, not scenes."""

    def __init__(self, niceness: int = LOWEST_PRIORITY) -> None:
        super().__init__(niceness)
        self._job: Job | None = None

    def warm(self, *modules: str | None) -> None:
        """Nothing to start: the thinking happens in :meth:`poll`."""

    def request(self, rules: str, ai: str, state_json: str, level: int, seed: int,
                deadline_s: float | None = None) -> int:
        self._next_id += 1
        self.pending = self._next_id
        self._job = (self._next_id, rules, ai, state_json, level, seed)
        return self._next_id

    def poll(self) -> tuple[int, str | None, str | None] | None:
        if self.pending is None or self._job is None:
            return None
        job, self._job, self.pending = self._job, None, None
        try:
            return job[0], _solve(job, lambda: False), None
        except Exception:
            return job[0], None, traceback.format_exc()

    def cancel(self) -> None:
        self._job = None
        self.pending = None

    def close(self) -> None:
        self.cancel()

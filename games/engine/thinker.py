"""Computer players think off the frame loop, in a worker process.

The scene asks :meth:`Thinker.request` for a move and polls :meth:`Thinker.poll` every update;
the picture keeps animating meanwhile. A job carries the rules module, the AI module, the
state's JSON, the level and a seed; the worker rebuilds the state and calls
``ai.choose_move(state, level, seed, should_stop)``. Cancelled or stale answers are dropped.

A worker can stop without dying (SIGSTOP, a swap storm, a search that ignores its budget): a
request may carry a deadline, and a worker still silent at the deadline is killed and replaced;
:meth:`Thinker.poll` then reports the job as failed so the scene plays a fallback move.
This module never imports pygame: the worker stays small and starts fast.
"""
from __future__ import annotations

import importlib
import logging
import multiprocessing as mp
import os
import queue
import time
import traceback
from typing import Any

log = logging.getLogger(__name__)


def _solve(job: tuple[int, str, str, str, int, int], should_stop: Any) -> str:
    _, rules_name, ai_name, state_json, level, seed = job
    rules = importlib.import_module(rules_name)
    ai = importlib.import_module(ai_name)
    state = rules.from_json(state_json)
    return str(ai.choose_move(state, level=level, seed=seed, should_stop=should_stop))


def _worker(jobs: Any, results: Any, cancelled: Any) -> None:
    # The frame loop must win every contest for the CPU: a thinking computer yields to it.
    os.nice(5)
    while True:
        job = jobs.get()
        if job is None:
            return
        job_id = job[0]
        try:
            move = _solve(job, lambda: cancelled.value >= job_id)
            results.put((job_id, move, None))
        except Exception:  # the parent falls back to a legal move; the worker lives on
            results.put((job_id, None, traceback.format_exc()))


class Thinker:
    """One worker process shared by every computer seat of the running game."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: Any = None
        self._jobs: Any = None
        self._results: Any = None
        self._cancelled: Any = None
        self._next_id = 0
        self.pending: int | None = None
        self._deadline_ns: int | None = None
        self.restarts = 0
        """How many times the watchdog replaced a silent worker."""

    def _ensure_worker(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._jobs = self._ctx.Queue()
        self._results = self._ctx.Queue()
        self._cancelled = self._ctx.Value("q", -1)
        self._process = self._ctx.Process(
            target=_worker, args=(self._jobs, self._results, self._cancelled), daemon=True)
        self._process.start()

    def request(self, rules: str, ai: str, state_json: str, level: int, seed: int,
                deadline_s: float | None = None) -> int:
        """Start thinking about a position; returns the job's id. A worker still silent
        ``deadline_s`` seconds later is replaced and the job reported as failed."""
        self.cancel()
        self._ensure_worker()
        self._next_id += 1
        self.pending = self._next_id
        self._deadline_ns = None if deadline_s is None else time.monotonic_ns() + int(deadline_s * 1e9)
        self._jobs.put((self._next_id, rules, ai, state_json, level, seed))
        return self._next_id

    def poll(self) -> tuple[int, str | None, str | None] | None:
        """``(job_id, move, error)`` for the pending job once it is ready, else None."""
        if self.pending is None:
            return None
        if self._process is None or not self._process.is_alive():
            job, self.pending = self.pending, None
            return job, None, "the computer player's worker stopped"
        while True:
            try:
                job_id, move, error = self._results.get_nowait()
            except queue.Empty:
                break
            if job_id == self.pending:
                self.pending = None
                return job_id, move, error
        if self._deadline_ns is not None and time.monotonic_ns() > self._deadline_ns:
            job, self.pending = self.pending, None
            self._replace_worker()
            return job, None, "the computer player stopped answering and was restarted"
        return None

    def _replace_worker(self) -> None:
        """Kill a silent worker (SIGKILL reaches a stopped process too); the next request
        starts a fresh one with fresh queues."""
        self.restarts += 1
        if self._process is not None:
            self._process.kill()
            self._process.join(timeout=2)
        for channel in (self._jobs, self._results):
            if channel is not None:
                channel.close()
                channel.cancel_join_thread()
        self._process = self._jobs = self._results = None

    def cancel(self) -> None:
        """Ask the running search to stop; its answer will be ignored."""
        if self.pending is not None and self._cancelled is not None:
            with self._cancelled.get_lock():
                self._cancelled.value = self.pending
        self.pending = None

    @property
    def busy(self) -> bool:
        return self.pending is not None

    def close(self) -> None:
        """Stop the worker and release its queues (their feeder threads and pipes)."""
        self.cancel()
        clean = True
        if self._process is not None and self._process.is_alive():
            self._jobs.put(None)
            self._process.join(timeout=0.05)
            if self._process.is_alive():
                # Still searching (or stopped): the answer is not wanted, so do not make the
                # frame wait; SIGKILL reaches a stopped worker too.
                clean = False
                self._process.terminate()
                self._process.join(timeout=0.5)
                if self._process.is_alive():
                    self._process.kill()
                    self._process.join(timeout=2)
        for channel in (self._jobs, self._results):
            if channel is not None:
                channel.close()
                if clean:
                    channel.join_thread()
                else:
                    channel.cancel_join_thread()
        self._process = self._jobs = self._results = None


class InlineThinker(Thinker):
    """Thinks in the calling process when polled: for rules tests and benchmarks, not scenes."""

    def __init__(self) -> None:
        super().__init__()
        self._job: tuple[int, str, str, str, int, int] | None = None

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

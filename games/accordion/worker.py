"""Running a solver where it can be stopped: a worker process per solver.

A solver is somebody's code: it may raise, loop, sleep or print. Each solver
runs in its own process (started with ``spawn``, which works the same on
every platform, beside pygame, and inside a PyInstaller executable as long as
the program calls ``multiprocessing.freeze_support()`` first). The parent
sends one deal at a time and waits at most the time limit plus a grace
period; a worker that overruns is killed, the deal is counted as failed, and
a fresh worker is started for the next deal.

>>> from games.accordion.rules import deal_codes
>>> with SolverWorker("simple") as worker:
...     worker.solve(deal_codes(7), time_limit=2.0).piles
10
"""
from __future__ import annotations

import multiprocessing
import sys
import time
import traceback
from typing import Any, Optional, Sequence

from games.accordion.solvers import (EXCEPTION, OVER_TIME, Outcome, SolverFailure, answer_moves,
                                     answer_proof, exception_reason, failure_outcome,
                                     judge_moves, load_solver, timed_solve)

CONTEXT = multiprocessing.get_context("spawn")
STARTUP_SECONDS = 60.0  # for the worker process to start and load its solver


def grace_seconds(time_limit: float) -> float:
    """How long past its limit a worker may take before it is stopped."""
    return 1.0 + 0.25 * time_limit


def _serve(spec: str, conn: Any) -> None:
    """The worker process: load the solver, then answer deals until told to stop."""
    sys.stdout = sys.stderr  # a chatty solver must not spoil the bench's --json output
    try:
        solver = load_solver(spec)
    except Exception as exc:
        conn.send(("error", f"cannot load the solver: {exc}"))
        return
    conn.send(("ready", None))
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        conn.send(_answer(solver, *job))


_traceback_shown = False   # the first error's traceback, for the solver's author; not a thousand


def _answer(solver: Any, deal: list[str], time_limit: float) -> dict:
    global _traceback_shown
    try:
        answer, wall, cpu = timed_solve(solver, deal, time_limit)
    except BaseException as exc:  # SystemExit too: the solver's bug, not ours
        if not _traceback_shown:
            _traceback_shown = True
            traceback.print_exception(exc, file=sys.stderr)
        return {"failure": exception_reason(exc)}
    try:
        return {"moves": answer_moves(answer), "proof": answer_proof(answer),
                "wall": wall, "cpu": cpu}
    except SolverFailure as exc:
        return {"failure": str(exc), "wall": wall}


class SolverWorker:
    """One solver in its own process; ``solve`` blocks, ``start``/``poll`` do not."""

    def __init__(self, spec: str) -> None:
        self.spec = spec
        self.process: Optional[Any] = None
        self.conn: Optional[Any] = None
        self.ready = False
        self.job: Optional[list[str]] = None
        self.time_limit = 0.0
        self.sent = 0.0  # when the job was sent, or when the worker became ready for it

    # -- blocking use (the bench) ---------------------------------------------
    def solve(self, deal: Sequence[str], time_limit: float) -> Outcome:
        self.start(deal, time_limit)
        while True:
            outcome = self.poll(wait=0.05)
            if outcome is not None:
                return outcome

    # -- step by step (the game's scene) --------------------------------------
    def start(self, deal: Sequence[str], time_limit: float) -> None:
        """Send a deal (starting the worker process first if need be)."""
        if self.process is None or not self.process.is_alive():
            self._launch()
        self.job, self.time_limit, self.sent = list(deal), time_limit, time.perf_counter()
        self.conn.send((self.job, time_limit))

    def poll(self, wait: float = 0.0) -> Optional[Outcome]:
        """The outcome once the worker has answered, failed or overrun; else None.

        Waits at most ``wait`` seconds for the answer."""
        if self.job is None:
            return None
        try:
            while self.conn.poll(max(0.0, min(wait, self._deadline() - time.perf_counter()))):
                reply = self.conn.recv()
                if isinstance(reply, dict):
                    return self._finish(self._outcome(reply))
                if reply[0] == "error":
                    self.close()
                    return self._finish(failure_outcome(self.job, f"{EXCEPTION}: {reply[1]}"))
                self.ready, self.sent = True, time.perf_counter()
        except (EOFError, OSError):
            return self._finish(failure_outcome(self.job, self._death_reason(), self._elapsed()))
        if time.perf_counter() > self._deadline():
            elapsed = self._elapsed()
            self.close()
            return self._finish(failure_outcome(
                self.job, f"{OVER_TIME}: no answer after {elapsed:.1f} s (limit "
                          f"{self.time_limit:g} s); the solver was stopped", elapsed))
        if not self.process.is_alive():
            return self._finish(failure_outcome(self.job, self._death_reason(), self._elapsed()))
        return None

    def close(self) -> None:
        if self.process is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join(5)
        if self.conn is not None:
            self.conn.close()
        self.process = self.conn = None
        self.ready = False

    def __enter__(self) -> "SolverWorker":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- inside -----------------------------------------------------------------
    def _launch(self) -> None:
        self.close()
        parent, child = CONTEXT.Pipe()
        self.process = CONTEXT.Process(target=_serve, args=(self.spec, child), daemon=True,
                                       name=f"solver {self.spec}")
        self.process.start()
        child.close()
        self.conn = parent

    def _deadline(self) -> float:
        if not self.ready:
            return self.sent + STARTUP_SECONDS
        return self.sent + self.time_limit + grace_seconds(self.time_limit)

    def _elapsed(self) -> float:
        return time.perf_counter() - self.sent

    def _outcome(self, reply: dict) -> Outcome:
        if "failure" in reply:
            return failure_outcome(self.job, reply["failure"], reply.get("wall", self._elapsed()))
        return judge_moves(self.job, reply["moves"], reply["proof"], reply["wall"],
                           self.time_limit, reply["cpu"])

    def _death_reason(self) -> str:
        code = None
        if self.process is not None:
            self.process.join(1)
            code = self.process.exitcode
        self.close()
        return f"{EXCEPTION}: the solver's process ended (exit code {code})"

    def _finish(self, outcome: Outcome) -> Outcome:
        self.job = None
        return outcome

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
from typing import Any, Optional, Sequence

from games.accordion.solvers import (OVER_TIME, Outcome, SolverFailure, answer_moves,
                                     answer_proof, exception_reason, failure_outcome,
                                     judge_moves, load_solver, timed_solve)
from games.plugins import PluginError

CONTEXT = multiprocessing.get_context("spawn")
STARTUP_SECONDS = 60.0


def grace_seconds(time_limit: float) -> float:
    """How long past its limit a worker may take before it is stopped."""
    return 1.0 + 0.25 * time_limit


def _serve(spec: str, conn: Any) -> None:
    """The worker process: load the solver, then answer deals until told to stop."""
    sys.stdout = sys.stderr  # a chatty solver must not spoil the bench's --json output
    try:
        solver = load_solver(spec)
    except Exception as exc:
        conn.send(("error", str(exc)))
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


def _answer(solver: Any, deal: list[str], time_limit: float) -> dict:
    try:
        answer, wall, cpu = timed_solve(solver, deal, time_limit)
    except BaseException as exc:  # SystemExit too: the solver's bug, not ours
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
        self.job: Optional[tuple[list[str], float, float]] = None

    # -- blocking use (the bench) ---------------------------------------------
    def solve(self, deal: Sequence[str], time_limit: float) -> Outcome:
        self.start(deal, time_limit)
        while True:
            outcome = self.poll(wait=0.05)
            if outcome is not None:
                return outcome

    # -- step by step (the game's scene) --------------------------------------
    def start(self, deal: Sequence[str], time_limit: float) -> None:
        """Send a deal; raises PluginError if the solver cannot even be loaded."""
        if self.process is None or not self.process.is_alive():
            self._launch()
        self.job = (list(deal), time_limit, time.perf_counter())
        self.conn.send((self.job[0], time_limit))

    def poll(self, wait: float = 0.0) -> Optional[Outcome]:
        """The outcome once the worker has answered, failed or overrun; else None."""
        if self.job is None:
            return None
        deal, time_limit, sent = self.job
        elapsed = time.perf_counter() - sent
        try:
            ready = self.conn.poll(max(0.0, min(wait, time_limit + grace_seconds(time_limit) - elapsed)))
            reply = self.conn.recv() if ready else None
        except (EOFError, OSError):
            return self._finish(failure_outcome(deal, self._death_reason(), elapsed))
        if reply is not None:
            return self._finish(self._outcome(deal, time_limit, reply, elapsed))
        elapsed = time.perf_counter() - sent
        if elapsed > time_limit + grace_seconds(time_limit):
            self.close()
            return self._finish(failure_outcome(
                deal, f"{OVER_TIME}: no answer after {elapsed:.1f} s (limit {time_limit:g} s); "
                      "the solver was stopped", elapsed))
        if not self.process.is_alive():
            return self._finish(failure_outcome(deal, self._death_reason(), elapsed))
        return None

    def close(self) -> None:
        if self.process is not None:
            if self.process.is_alive():
                self.process.kill()
            self.process.join(5)
        if self.conn is not None:
            self.conn.close()
        self.process = self.conn = None

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
        message = None
        if parent.poll(STARTUP_SECONDS):
            try:
                message = parent.recv()
            except EOFError:
                pass
        if message != ("ready", None):
            self.close()
            detail = message[1] if message else "its process did not start"
            raise PluginError(f"solver {self.spec!r}: {detail}")

    def _outcome(self, deal: list[str], time_limit: float, reply: dict, elapsed: float) -> Outcome:
        if "failure" in reply:
            return failure_outcome(deal, reply["failure"], reply.get("wall", elapsed))
        return judge_moves(deal, reply["moves"], reply["proof"], reply["wall"], time_limit,
                           reply["cpu"])

    def _death_reason(self) -> str:
        code = None
        if self.process is not None:
            self.process.join(1)
            code = self.process.exitcode
        self.close()
        return f"exception: the solver's process ended (exit code {code})"

    def _finish(self, outcome: Outcome) -> Outcome:
        self.job = None
        return outcome

"""Running a solver where it can be stopped: a worker process per solver.

A solver is somebody's code: it may raise, loop, sleep or print, as it is
imported or as it solves. Each solver runs in its own process (started with
``spawn``, which works the same on every platform, beside pygame, and inside a
PyInstaller executable as long as the program calls
``multiprocessing.freeze_support()`` first), and is loaded there, not in the
program's own process. Loading it may take as long as one deal may (the time
limit plus a grace period), and so may each deal; a worker that overruns is
killed, the deal is counted as failed, and a fresh worker is started for the
next deal. Whatever the solver writes, even straight to file descriptor 1, goes
to the error stream: the program's standard output stays its own.

>>> from games.accordion.rules import deal_codes
>>> with SolverWorker("simple") as worker:
...     worker.solve(deal_codes(7), time_limit=2.0).piles
10
"""
from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import sys
import threading
import time
import traceback
from typing import Any, Callable, NamedTuple, Optional, Sequence, Union

from games.accordion.solvers import (EXCEPTION, OVER_TIME, UNSUPPORTED, Outcome, SolverFailure,
                                     answer_moves, answer_proof, exception_reason, failure_outcome,
                                     judge_moves, load_solver, solves_positions)
from games.plugins import PluginError

CONTEXT = multiprocessing.get_context("spawn")
STARTUP_SECONDS = 60.0  # for the worker process to start, before it loads the solver


def grace_seconds(time_limit: float) -> float:
    """How long past its limit a worker may take before it is stopped."""
    return 1.0 + 0.25 * time_limit


def _serve(spec: str, conn: Any, method: str = "solve") -> None:
    """The worker process: load the solver, then answer deals until told to stop."""
    # A chatty solver must not spoil the program's output (the bench's --json): even what it
    # writes to file descriptor 1 itself goes to the error stream.
    sys.stdout.flush()
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # Ctrl-C is for the program, which stops its workers itself: no traceback from here.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if not _tell(conn, ("started", None)):
        return
    try:
        solver = load_solver(spec, method)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt too: the solver's, not ours
        _tell(conn, ("error", str(exc) if isinstance(exc, PluginError) else f"{type(exc).__name__}: {exc}"))
        return
    if not _tell(conn, ("ready", None)):
        return
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):      # the program has gone (or closed the pipe): so do we
            return
        if job is None:
            return
        answer = _answer_one(solver, *job["one"]) if isinstance(job, dict) else _answer(solver, *job)
        try:                             # a dict is one card at a time: a single decision
            conn.send(answer)
        except OSError:                  # nobody is waiting for it any more
            return


def _tell(conn: Any, message: Any) -> bool:
    """Send ``message`` to the program; False when it has gone (killed, say): the worker
    then ends quietly, with no traceback of a broken pipe."""
    try:
        conn.send(message)
    except OSError:
        return False
    return True


_traceback_shown = False   # the first error's traceback, for the solver's author; not a thousand


def _answer(solver: Any, deal: list[str], time_limit: float, piles: Optional[list[str]] = None) -> dict:
    if piles is None:
        return _reply(lambda: solver.solve(deal, time_limit), with_proof=True)
    if not solves_positions(solver):
        return {"failure": f"{UNSUPPORTED}: the solver solves only whole deals", "wall": 0.0}
    return _reply(lambda: solver.solve_position(piles, deal, time_limit), with_proof=True)


def _answer_one(solver: Any, piles: list[str], unseen: list[str], time_left: float) -> dict:
    from games.accordion.onecard import NO_NEXT_MOVES, plays_one_card
    if not plays_one_card(solver):
        return {"failure": f"{NO_NEXT_MOVES}: the solver cannot play one card at a time", "wall": 0.0}
    return _reply(lambda: solver.next_moves(piles, unseen, time_left), with_proof=False)


def _reply(call: Callable[[], Any], with_proof: bool) -> dict:
    """The solver's answer, timed and read as moves, or why it failed."""
    global _traceback_shown
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        answer = call()
    except BaseException as exc:  # SystemExit too: the solver's bug, not ours
        if not _traceback_shown:
            _traceback_shown = True
            traceback.print_exception(exc, file=sys.stderr)
        return {"failure": exception_reason(exc)}
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    try:
        reply = {"moves": answer_moves(answer), "wall": wall, "cpu": cpu}
    except SolverFailure as exc:
        return {"failure": str(exc), "wall": wall}
    if with_proof:
        reply["proof"] = answer_proof(answer)
    return reply


class _Failed(NamedTuple):
    reason: str
    seconds: float


class Stopped(Exception):
    """A worker asked to work after it was stopped for good."""


class SolverWorker:
    """One solver in its own process; ``load`` and ``solve`` block, ``start``/``poll`` do not."""

    def __init__(self, spec: str, method: str = "solve") -> None:
        self.spec, self.method = spec, method      # method: what the solver must have
        self.process: Optional[Any] = None
        self.conn: Optional[Any] = None
        self.started = False          # the process is running and loading the solver
        self.ready = False            # the solver is loaded
        self.load_error: Optional[str] = None
        self.job: Optional[list[str]] = None
        self.time_limit = 0.0
        self.sent = 0.0  # when the stage began: the launch, the loading, or the deal
        # Ctrl-C in the bench closes every worker from the main thread while a deal's
        # thread may be closing the same one after its failure: one of them does it.
        self._closing = threading.Lock()
        self.stopped = False          # closed for good: a deal's thread may not start it again

    # -- blocking use (the bench) ---------------------------------------------
    def launch(self, time_limit: float) -> None:
        """Start the worker's process and let it load the solver, without waiting."""
        self._launch_if_needed(time_limit)

    def load(self, time_limit: float) -> Optional[str]:
        """Start the worker and wait for its solver to load, for as long as a deal may take:
        None once it is ready, else why not (the worker is then closed)."""
        self._launch_if_needed(time_limit)
        while not self.ready:
            news = self._receive(0.05)
            if isinstance(news, _Failed):
                return self.load_error or news.reason
        return None

    def solve(self, deal: Sequence[str], time_limit: float,
              piles: Optional[Sequence[str]] = None) -> Outcome:
        self.start(deal, time_limit, piles)
        while True:
            outcome = self.poll(wait=0.05)
            if outcome is not None:
                return outcome

    def ask_one(self, piles: list[str], unseen: list[str], time_left: float):
        """One decision of a one-card solver (see :mod:`games.accordion.onecard`): (moves,
        wall seconds, CPU seconds), or the reason it failed."""
        self._launch_if_needed(time_left)
        self.job, self.time_limit = ["one card"], time_left
        if self.ready:
            self.sent = time.perf_counter()
        self.conn.send({"one": (list(piles), list(unseen), time_left)})
        while True:
            news = self._receive(0.05)
            if news is None:
                continue
            self.job = None
            if isinstance(news, _Failed):
                return news.reason
            if "failure" in news:
                return news["failure"]
            return news["moves"], news["wall"], news["cpu"]

    # -- step by step (the game's scene) --------------------------------------
    def start(self, deal: Sequence[str], time_limit: float,
              piles: Optional[Sequence[str]] = None) -> None:
        """Send a deal (starting the worker process first if need be); with ``piles``, a
        position: those pile tops with ``deal`` the cards still to come (``solve_position``)."""
        self._launch_if_needed(time_limit)
        # The answer is judged on the layout: the piles, then the cards to come.
        self.job, self.time_limit = list(piles or ()) + list(deal), time_limit
        if self.ready:
            self.sent = time.perf_counter()
        if piles is None:
            self.conn.send((list(deal), time_limit))
        else:
            self.conn.send((list(deal), time_limit, list(piles)))

    def poll(self, wait: float = 0.0) -> Optional[Outcome]:
        """The outcome once the worker has answered, failed or overrun; else None.

        Waits at most ``wait`` seconds for the answer."""
        if self.job is None:
            return None
        news = self._receive(wait)
        if news is None:
            return None
        if isinstance(news, _Failed):
            return self._finish(failure_outcome(self.job, news.reason, news.seconds))
        return self._finish(self._outcome(news))

    def stop(self) -> None:
        """Close the worker for good (Ctrl-C in the bench): a deal still being played by
        another thread fails at its next card instead of starting the solver again."""
        self.stopped = True
        self.close()

    def close(self) -> None:
        with self._closing:
            process, conn = self.process, self.conn
            self.process = self.conn = None
            self.started = self.ready = False
        if process is not None:
            if process.is_alive():
                process.kill()
            process.join(5)
        if conn is not None:
            with contextlib.suppress(OSError):     # closed already under a reader's feet
                conn.close()

    def __enter__(self) -> "SolverWorker":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    # -- inside -----------------------------------------------------------------
    def _launch_if_needed(self, time_limit: float) -> None:
        if self.process is not None and self.process.is_alive():
            return
        self.close()
        with self._closing:       # a stop() from another thread either sees this one, or it never starts
            if self.stopped:
                raise Stopped(f"the solver {self.spec} was stopped")
            self.load_error = None
            parent, child = CONTEXT.Pipe()
            self.process = CONTEXT.Process(target=_serve, args=(self.spec, child, self.method),
                                           daemon=True, name=f"solver {self.spec}")
            self.process.start()
            child.close()
            self.conn = parent
        self.time_limit, self.sent = time_limit, time.perf_counter()

    def _receive(self, wait: float) -> Union[None, dict, _Failed]:
        """What the worker has to say within ``wait`` seconds: an answer (a dict), a failure
        (the worker is then closed), or None for nothing yet. News of its start and of the
        solver loaded is taken in on the way."""
        try:
            while self.conn.poll(max(0.0, min(wait, self._deadline() - time.perf_counter()))):
                reply = self.conn.recv()
                if isinstance(reply, dict):
                    return reply
                kind, detail = reply
                if kind == "error":
                    self.load_error = f"cannot load the solver: {detail}"
                    self.close()
                    return _Failed(f"{EXCEPTION}: {self.load_error}", 0.0)
                self.started, self.ready = True, kind == "ready"
                self.sent = time.perf_counter()
                if self.ready and self.job is None:
                    return None
        except (EOFError, OSError):
            return _Failed(self._death_reason(), self._elapsed())
        if time.perf_counter() > self._deadline():
            elapsed = self._elapsed()
            reason = self._overrun(elapsed)
            self.close()
            return _Failed(f"{OVER_TIME}: {reason}; the solver was stopped", elapsed)
        if not self.process.is_alive():
            return _Failed(self._death_reason(), self._elapsed())
        return None

    def _overrun(self, elapsed: float) -> str:
        if not self.started:
            return f"its process did not start in {STARTUP_SECONDS:g} s"
        limit = f"(limit {self.time_limit:g} s)"
        if not self.ready:
            return f"still loading after {elapsed:.1f} s {limit}"
        return f"no answer after {elapsed:.1f} s {limit}"

    def _deadline(self) -> float:
        if not self.started:
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

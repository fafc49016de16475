"""Games played by worker processes (``--jobs N``), with the same results as one process.

Every game depends only on its number (its deal's seed and the seating), so the
games can be shared out; the records are added up in game order whatever order
they come back in. Each worker loads its own instance of every player (a player
that learns from game to game should be run with ``--jobs 1``). A failure stops
the match at the lowest-numbered failing game, as it would in one process:
games are handed out in order, and the workers finish what they have begun.
A worker that dies (a player's ``os._exit``, a crash, a kill) is a failure too,
of the game it was playing: each worker notes its game where the parent can read it.

Workers are forked, so they share the parent's loaded modules and its redirected
output; where processes cannot be forked, the games are played in one process.
"""
from __future__ import annotations

import math
import multiprocessing
import os
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict
from typing import Any, Callable, Optional, Sequence

from games import ctrlc
from games.match.entrants import PluginError, load_entrants
from games.match.play import GameRecord, PlayerFault

# What the workers play: set in the parent just before they are forked.
_WORK: dict[str, Any] = {}


def can_fork() -> bool:
    return "fork" in multiprocessing.get_all_start_methods()


def chunks(numbers: Sequence[int], seats: int, jobs: int) -> list[list[int]]:
    """Whole deals at a time, about eight handfuls per worker.

    >>> chunks(list(range(1, 13)), 2, 2)
    [[1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11, 12]]
    >>> [len(c) for c in chunks(list(range(1, 101)), 2, 2)]
    [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 4]
    """
    size = seats * max(1, math.ceil(len(numbers) / (8 * jobs * seats)))
    return [list(numbers[i:i + size]) for i in range(0, len(numbers), size)]


def _start_worker() -> None:
    # Ctrl-C is the parent's to handle: it stops the workers itself, keeping what they finished.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)    # the pool stops a worker so (pygame's may be set)
    # Each worker notes in a slot of its own the game it is playing, so that the parent can
    # name the game when a worker dies (os._exit, a crash, a kill) and cannot say so itself.
    board = _WORK["board"]
    with board.taken.get_lock():
        _WORK["slot"] = board.taken.value
        board.taken.value += 1
    board.pids[_WORK["slot"]] = os.getpid()
    try:
        _WORK["entrants"] = _WORK["load"](_WORK["specs"], _WORK["game"].builtins)
    except PluginError as exc:          # it loaded in the parent: a plug-in that fails only sometimes
        _WORK["broken"] = str(exc)


def _play(numbers: list[int]) -> tuple[list[GameRecord], Optional[dict]]:
    if "broken" in _WORK:
        return [], asdict(PlayerFault(f"a worker could not load a player: {_WORK['broken']}", game=numbers[0]))
    playing, slot, left = _WORK["board"].playing, _WORK["slot"], list(numbers)

    def next_game() -> None:
        left.pop(0)
        playing[slot] = left[0] if left else 0

    playing[slot] = numbers[0]
    try:
        return _WORK["run"](_WORK["game"], _WORK["entrants"], numbers, _WORK["seed"], _WORK["options"],
                         _WORK["log"], next_game), None
    except PlayerFault as fault:        # sent back as plain fields: it is raised again in the parent
        return [], asdict(fault)
    finally:
        playing[slot] = 0


def run_parallel(game: Any, specs: Sequence[str], numbers: Sequence[int], seed: int, options: Any,
                 jobs: int, log: Optional[Callable[[str], None]], step: Callable[[], None],
                 run_games: Callable[..., list[GameRecord]],
                 into: Optional[list[GameRecord]] = None,
                 load: Callable[..., list] = load_entrants) -> list[GameRecord]:
    """The games' records, played by ``jobs`` forked workers, each running
    ``run_games(game, entrants, numbers, seed, options, log)`` on its share, with the
    entrants it made by ``load(specs, builtins)`` as it started; each handful
    is added to ``into`` (if given) as it comes back: Ctrl-C stops the workers and leaves
    the games finished."""
    context = multiprocessing.get_context("fork")
    board = _Board(context, jobs)
    _WORK.update(game=game, specs=list(specs), seed=seed, options=options, log=log, run=run_games,
                 board=board, load=load)
    records = into if into is not None else []
    faults: list[dict] = []
    with ctrlc.noted() as interrupted, \
            ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker) as pool:
        pending = {pool.submit(_play, chunk): chunk for chunk in chunks(numbers, len(specs), jobs)}
        workers = dict(getattr(pool, "_processes", None) or {})     # by pid, to hear how one ended
        try:
            _collect(pending, records, faults, step, interrupted)
        except BrokenProcessPool:
            faults.append(asdict(_died(board, workers, pending)))
        except KeyboardInterrupt:
            # Handfuls already back but not yet taken in are kept. The rest are not cancelled:
            # the workers are stopped, and the pool fails what is left as broken (a cancelled
            # one would make its manager thread print a traceback as it does so).
            _take_finished(pending, records)
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.terminate()
            _WORK.clear()
            raise
    _WORK.clear()
    if faults:
        raise PlayerFault(**min(faults, key=lambda f: f["game"]))
    return records


class _Board:
    """What the workers note for the parent, in memory they share with it: the pid of the
    worker in each slot, and the game it is playing (0: none)."""

    def __init__(self, context: Any, jobs: int) -> None:
        self.taken = context.Value("i", 0)
        self.pids = context.Array("q", jobs, lock=False)
        self.playing = context.Array("q", jobs, lock=False)


def _died(board: _Board, workers: dict, pending: dict) -> PlayerFault:
    """The fault of a worker that ended in the middle of the match: the game it was playing
    and how it ended, as far as can be told (else the first game that did not come back)."""
    ended = {pid: _how_ended(process) for pid, process in workers.items()}
    playing = {pid: board.playing[slot] for slot, pid in enumerate(board.pids) if board.playing[slot]}
    # The pool stops the others itself once one has died (SIGTERM, or a clean exit). The one
    # that died first may have been reaped out of sight (its end unknown): then it is the one
    # whose game was never finished, rather than one the pool stopped.
    dead = [pid for pid, how in ended.items() if how not in (None, 0, -signal.SIGTERM)] or \
        [pid for pid, how in ended.items() if how is None and pid in playing] or \
        [pid for pid, how in ended.items() if how is not None]
    games = [playing[pid] for pid in dead if pid in playing]
    left = [n for chunk in pending.values() for n in chunk]
    game = min(games or left or [0])
    culprit = next(iter(sorted(dead, key=lambda p: playing.get(p) != game)), None)
    how = ended.get(culprit)
    said = " (how it ended is not known)" if culprit is not None and how is None else \
        "" if how is None else f" ({_exit_words(how)})"
    where = f"while it played game {game}" if games else f"before game {game} was played"
    return PlayerFault(f"a worker process ended {where}{said}: a player ended its process (os._exit, "
                       "a crash) or something killed it; the replay plays that game in this process",
                       game=game)


def _how_ended(process: Any) -> Optional[int]:
    # The pool's own thread reaps its workers too: when it wins the race for a worker's
    # status, a join here sees no child (and no exit code) until that thread has noted it,
    # a moment later; so look a few times before saying the worker's end is unknown.
    try:
        for _ in range(30):
            process.join(0.1)
            if process.exitcode is not None:
                return process.exitcode
        return None
    except (OSError, ValueError, AssertionError):    # not a process this one can wait for
        return None


def _exit_words(code: int) -> str:
    """How a process ended, from its exit code (negative: the signal that ended it).

    >>> _exit_words(3), _exit_words(-9)
    ('exit status 3', 'killed by signal 9, SIGKILL')
    """
    if code >= 0:
        return f"exit status {code}"
    try:
        name = signal.Signals(-code).name
    except ValueError:
        return f"killed by signal {-code}"
    return f"killed by signal {-code}, {name}"


def _take_finished(pending: dict, records: list[GameRecord]) -> None:
    for future in list(pending):
        if future.done() and not future.cancelled() and future.exception() is None:
            records += future.result()[0]       # a fault found there no longer matters
        pending.pop(future, None)


def _collect(pending: dict, records: list[GameRecord], faults: list[dict], step: Callable[[], None],
             interrupted: threading.Event) -> None:
    for future in ctrlc.finished(list(pending), interrupted):
        got, fault = future.result()        # BrokenProcessPool leaves the handful pending
        pending.pop(future)
        records += got
        if fault is not None:
            faults.append(fault)
            for other in pending:
                other.cancel()
        for _ in range(len(got)):
            step()

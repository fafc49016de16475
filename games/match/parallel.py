"""Games played by worker processes (``--jobs N``), with the same results as one process.

Every game depends only on its number (its deal's seed and the seating), so the
games can be shared out; the records are added up in game order whatever order
they come back in. Each worker loads its own instance of every player (a player
that learns from game to game should be run with ``--jobs 1``). A failure stops
the match at the lowest-numbered failing game, as it would in one process:
games are handed out in order, and the workers finish what they have begun.

Workers are forked, so they share the parent's loaded modules and its redirected
output; where processes cannot be forked, the games are played in one process.
"""
from __future__ import annotations

import math
import multiprocessing
import signal
import threading
from concurrent.futures import ProcessPoolExecutor
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
    try:
        _WORK["entrants"] = load_entrants(_WORK["specs"], _WORK["game"].builtins)
    except PluginError as exc:          # it loaded in the parent: a plug-in that fails only sometimes
        _WORK["broken"] = str(exc)


def _play(numbers: list[int]) -> tuple[list[GameRecord], Optional[dict]]:
    if "broken" in _WORK:
        return [], asdict(PlayerFault(f"a worker could not load a player: {_WORK['broken']}", game=numbers[0]))
    try:
        return _WORK["run"](_WORK["game"], _WORK["entrants"], numbers, _WORK["seed"], _WORK["options"],
                         _WORK["log"]), None
    except PlayerFault as fault:        # sent back as plain fields: it is raised again in the parent
        return [], asdict(fault)


def run_parallel(game: Any, specs: Sequence[str], numbers: Sequence[int], seed: int, options: Any,
                 jobs: int, log: Optional[Callable[[str], None]], step: Callable[[], None],
                 run_games: Callable[..., list[GameRecord]],
                 into: Optional[list[GameRecord]] = None) -> list[GameRecord]:
    """The games' records, played by ``jobs`` forked workers, each running
    ``run_games(game, entrants, numbers, seed, options, log)`` on its share; each handful
    is added to ``into`` (if given) as it comes back: Ctrl-C stops the workers and leaves
    the games finished."""
    _WORK.update(game=game, specs=list(specs), seed=seed, options=options, log=log, run=run_games)
    records = into if into is not None else []
    faults: list[dict] = []
    context = multiprocessing.get_context("fork")
    with ctrlc.noted() as interrupted, \
            ProcessPoolExecutor(jobs, mp_context=context, initializer=_start_worker) as pool:
        pending = {pool.submit(_play, chunk): len(chunk) for chunk in chunks(numbers, len(specs), jobs)}
        try:
            _collect(pending, records, faults, step, interrupted)
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


def _take_finished(pending: dict, records: list[GameRecord]) -> None:
    for future in list(pending):
        if future.done() and not future.cancelled() and future.exception() is None:
            records += future.result()[0]       # a fault found there no longer matters
        pending.pop(future, None)


def _collect(pending: dict, records: list[GameRecord], faults: list[dict], step: Callable[[], None],
             interrupted: threading.Event) -> None:
    for future in ctrlc.finished(list(pending), interrupted):
        pending.pop(future)
        got, fault = future.result()
        records += got
        if fault is not None:
            faults.append(fault)
            for other in pending:
                other.cancel()
        for _ in range(len(got)):
            step()

"""``main.py bench accordion``: every solver on the same deals, one table per solver.

Each solver runs in worker processes of its own (see :mod:`games.accordion.worker`),
so one that raises, answers nonsense or hangs only fails its deal. With
``--jobs N`` each solver has N workers, each taking the next deal as it comes
free; a deal depends only on its number, and the results are put back in deal
order, so they are the same whatever N (only the times differ).

    python main.py bench accordion --solver simple --solver strong --deals 1000 --seed 0

With ``--one`` the solvers play the second challenge, one card at a time
(:mod:`games.accordion.onecard`): the program deals, and asks each solver's
worker for its moves after every card.
"""
from __future__ import annotations

import argparse
import json
import os
import queue
import sys
from concurrent.futures import ThreadPoolExecutor
from multiprocessing.connection import wait as wait_for_any
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from games import ctrlc
from games.accordion.onecard import play_one_at_a_time
from games.accordion.rules import deal_codes
from games.accordion.solvers import BUILTIN_SOLVERS, Outcome
from games.accordion.worker import SolverWorker
from games.argtypes import MOST_GAMES, Parser, job_count, positive_int, seed_number, whole_number
from games.plugins import plugin_name
from games.stats import Progress, median, percentile

DEFAULT_SOLVERS = ("simple", "strong")
ONE_CARD_SOLVERS = ("simple", "rollout")


@dataclass
class SolverRun:
    name: str
    spec: str
    workers: list[SolverWorker] = field(default_factory=list)
    deals: list[int] = field(default_factory=list)
    outcomes: list[Outcome] = field(default_factory=list)

    def add(self, deal: int, outcome: Outcome) -> None:
        self.deals.append(deal)
        self.outcomes.append(outcome)

    def add_in_order(self, outcomes: dict[int, Outcome]) -> None:
        for deal in sorted(outcomes):
            self.add(deal, outcomes[deal])

    def close(self) -> None:
        for worker in self.workers:
            worker.close()

    def stop(self) -> None:
        for worker in self.workers:
            worker.stop()

    def first_failure(self) -> Optional[tuple[int, str]]:
        for deal, outcome in zip(self.deals, self.outcomes):
            if outcome.failed:
                return deal, outcome.failure
        return None

    def proved_deals(self) -> set[int]:
        """Deals this solver says cannot come down to one pile."""
        return {d for d, o in zip(self.deals, self.outcomes) if o.proof and o.piles > 1}

    def won_deals(self) -> set[int]:
        return {d for d, o in zip(self.deals, self.outcomes) if o.piles == 1 and not o.failed}

    def summary(self, with_moves: bool = False) -> dict[str, Any]:
        piles = [o.piles for o in self.outcomes]
        times = [o.ms for o in self.outcomes]
        wins = sum(1 for o in self.outcomes if o.piles == 1 and not o.failed)
        first = self.first_failure()
        result = {
            "name": self.name, "solver": self.spec,
            "mean_piles": round(sum(piles) / max(1, len(piles)), 3),
            "median_piles": median(piles),
            "wins": wins, "win_rate": round(wins / max(1, len(piles)), 4),
            "median_ms": round(median(times), 2), "p95_ms": round(percentile(times, 95), 2),
            "max_ms": round(max(times, default=0.0), 2),
            "median_cpu_ms": round(median([o.cpu_ms for o in self.outcomes]), 2),
            "failures": sum(1 for o in self.outcomes if o.failed),
            "first_failure": {"deal": first[0], "reason": first[1]} if first else None,
            "proved_impossible": len(self.proved_deals()),
        }
        if with_moves:
            result["results"] = [_result(d, o) for d, o in zip(self.deals, self.outcomes)]
        return result


def _result(deal: int, outcome: Outcome) -> dict[str, Any]:
    entry: dict[str, Any] = {"deal": deal, "piles": outcome.piles, "ms": round(outcome.ms, 2),
                             "cpu_ms": round(outcome.cpu_ms, 2), "moves": outcome.moves}
    if outcome.failure:
        entry["failure"] = outcome.failure
    if outcome.proof:
        entry["proof"] = outcome.proof
    return entry


def parser() -> argparse.ArgumentParser:
    p = Parser(
        prog="main.py bench accordion",
        description="Play every solver on the same Accordion deals S..S+N-1 and compare them.")
    names = ", ".join(sorted(BUILTIN_SOLVERS))
    p.add_argument("--solver", action="append", default=[], metavar="NAME",
                   help=f"a built-in ({names}) or module:attribute; repeat for more "
                        f"(default: {' and '.join(DEFAULT_SOLVERS)})")
    p.add_argument("--deals", type=whole_number(1, MOST_GAMES), default=100, metavar="N",
                   help="number of deals (default 100)")
    p.add_argument("--seed", type=seed_number(0), default=0, metavar="S",
                   help="first deal number (default 0)")
    p.add_argument("--time-limit", type=positive_float, default=2.0, metavar="SECONDS",
                   help="each solver's budget per deal (default 2)")
    p.add_argument("--jobs", type=job_count, default=all_cores(), metavar="N",
                   help=f"worker processes for each solver (default: all cores, here {all_cores()}); "
                        "the results are the same whatever N")
    p.add_argument("--one", action="store_true",
                   help="the second challenge: one card at a time, solvers with next_moves "
                        "(built-in: simple, rollout)")
    p.add_argument("--json", action="store_true", help="one JSON object on stdout")
    p.add_argument("--moves", action="store_true", help="with --json, every deal's moves too")
    return p


def all_cores() -> int:
    return os.cpu_count() or 1


LONGEST_TIME_LIMIT = 24 * 3600.0     # seconds a deal: a day is more than any solver is given


def positive_float(text: str) -> float:
    """A type for ``--time-limit SECONDS``: written in plain figures (``2``, ``0.5``, ``1e1``,
    not ``２`` or ``1_0``), more than 0 and at most a day (``1e400`` is not "0 or less").

    >>> positive_float("0.5"), positive_float("1e1")
    (0.5, 10.0)
    """
    shown = repr(text) if len(text) <= 40 else repr(text[:40]) + "..."
    try:
        value = float(text) if text.isascii() and "_" not in text else None
    except ValueError:
        value = None
    if value is None:
        raise argparse.ArgumentTypeError(f"not a number: {shown}")
    if not 0 < value <= LONGEST_TIME_LIMIT:
        raise argparse.ArgumentTypeError(f"must be a number of seconds more than 0 and at most "
                                         f"{LONGEST_TIME_LIMIT:.0f} (a day): {shown}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    if args.moves and not args.json:
        p.error("--moves goes with --json")
    specs = args.solver or list(ONE_CARD_SOLVERS if args.one else DEFAULT_SOLVERS)
    deals = range(args.seed, args.seed + args.deals)
    jobs = min(args.jobs, args.deals)
    runs: list[SolverRun] = []
    status = 0
    try:
        runs = _named_runs(p, specs, args.time_limit, jobs, "next_moves" if args.one else "solve")
        progress = Progress(len(runs) * len(deals), "bench accordion", enabled=not args.json)
        for run in runs:
            (_play_one if args.one else _play)(run, deals, args.time_limit, progress)
    except KeyboardInterrupt:
        print("\nbench stopped: the table is of the deals played so far", file=sys.stderr)
        runs, status = [r for r in runs if r.outcomes], 130
    finally:
        for run in runs:
            run.close()
    if args.json:
        print(json.dumps({"deals": args.deals, "seed": args.seed, "time_limit": args.time_limit,
                          "jobs": jobs, "one_card": args.one, "solvers": [r.summary(args.moves) for r in runs]}))
    else:
        print(table(runs, args.seed, args.deals, args.time_limit, jobs, args.one))
    return status


def _named_runs(p: argparse.ArgumentParser, specs: list[str], time_limit: float,
                jobs: int = 1, method: str = "solve") -> list[SolverRun]:
    """A run for each solver with ``jobs`` workers, each loaded in its own process (under the
    time limit of a deal), so that one that cannot load, or hangs or ends the program as it
    loads, is an argument error before any deal is played, and nothing it prints reaches
    our output."""
    runs: list[SolverRun] = []
    try:
        for spec in specs:
            name = plugin_name(spec)
            taken = [r.name for r in runs]
            if name in taken:
                name = f"{name}#{taken.count(name) + 1}"
            runs.append(SolverRun(name, spec, [SolverWorker(spec, method) for _ in range(jobs)]))
            for worker in runs[-1].workers:      # all start loading at once
                worker.launch(time_limit)
            for worker in runs[-1].workers:
                problem = worker.load(time_limit)
                if problem is not None:
                    p.error(f"--solver {spec}: {problem}")
    except BaseException:       # the error above, or Ctrl-C while loading: no worker left behind
        for run in runs:
            run.close()
        raise
    return runs


def _play(run: SolverRun, deals: range, time_limit: float, progress: Progress) -> None:
    """Every deal, each handed to the next free worker; the outcomes in deal order, even
    those of a run cut short by Ctrl-C."""
    waiting = iter(deals)
    busy: dict[int, int] = {}            # worker index -> its deal
    done: dict[int, Outcome] = {}

    def hand_out(index: int) -> None:
        deal = next(waiting, None)
        if deal is not None:
            busy[index] = deal
            run.workers[index].start(deal_codes(deal), time_limit)

    try:
        for index in range(len(run.workers)):
            hand_out(index)
        while busy:
            wait_for_any([run.workers[i].conn for i in busy if run.workers[i].conn is not None], 0.05)
            for index in list(busy):
                outcome = run.workers[index].poll()
                if outcome is not None:
                    done[busy.pop(index)] = outcome
                    progress.step()
                    hand_out(index)
    finally:
        run.add_in_order(done)


def _play_one(run: SolverRun, deals: range, time_limit: float, progress: Progress) -> None:
    """One card at a time: each deal played by a thread that has a worker to itself, for as
    long as the deal lasts (the worker is asked after every card)."""
    free: queue.SimpleQueue = queue.SimpleQueue()
    for worker in run.workers:
        free.put(worker)
    done: dict[int, Outcome] = {}

    def play(deal: int) -> tuple[int, Outcome]:
        worker = free.get()
        try:
            return deal, play_one_at_a_time(worker.ask_one, deal_codes(deal), time_limit)
        finally:
            free.put(worker)

    with ctrlc.noted() as interrupted, ThreadPoolExecutor(len(run.workers)) as pool:
        futures = [pool.submit(play, deal) for deal in deals]
        try:
            for future in ctrlc.finished(futures, interrupted):
                deal, outcome = future.result()
                done[deal] = outcome
                progress.step()
        except KeyboardInterrupt:
            for future in futures:
                future.cancel()
            run.stop()            # the deals under way fail at once, and their threads end
            raise
        finally:
            run.add_in_order(done)


def table(runs: list[SolverRun], seed: int, count: int, time_limit: float, jobs: int = 1,
          one_card: bool = False) -> str:
    head = (f"Accordion bench{', one card at a time' if one_card else ''}: "
            f"{count} deals ({seed}-{seed + count - 1}), "
            f"time limit {time_limit:g} s per deal, {jobs} job{'s' if jobs > 1 else ''}")
    columns = ("solver", "deals", "mean piles", "median piles", "one pile", "median ms",
               "p95 ms", "max ms", "failures")
    rows = [columns]
    for run in runs:
        s = run.summary()
        rows.append((s["name"], str(len(run.outcomes)), f"{s['mean_piles']:.2f}",
                     f"{s['median_piles']:g}", f"{s['wins']} ({100 * s['win_rate']:.1f}%)",
                     f"{s['median_ms']:.1f}", f"{s['p95_ms']:.1f}", f"{s['max_ms']:.1f}",
                     str(s["failures"])))
    widths = [max(len(row[i]) for row in rows) for i in range(len(columns))]
    lines = [head, ""]
    for row in rows:
        cells = [row[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(row[1:], widths[1:])]
        lines.append("  ".join(cells))
    lines += _notes(runs)
    return "\n".join(lines)


def _notes(runs: list[SolverRun]) -> list[str]:
    notes = []
    for run in runs:
        first = run.first_failure()
        if first:
            notes.append(f"{run.name}: first failure, deal {first[0]}: {first[1]}")
        proved = run.proved_deals()
        if proved:
            notes.append(f"{run.name}: proved one pile impossible on {len(proved)} deal(s)")
        won_elsewhere = sorted(proved & set().union(*(r.won_deals() for r in runs)))
        if won_elsewhere:
            notes.append(f"{run.name}: its proof is wrong on deal(s) {', '.join(map(str, won_elsewhere[:10]))}"
                         f"{' ...' if len(won_elsewhere) > 10 else ''}, brought to one pile here")
    return [""] + notes if notes else []


if __name__ == "__main__":
    sys.exit(main())

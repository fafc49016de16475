"""The Accordion atlas: what ``strong`` does on every deal, from the bench's JSON files.

The bench writes one JSON object per run (``--json --moves``); run it over the
deals in pieces (so that nothing is lost if it stops), then give this tool the
files. Deals the first pass left unsolved may be run again with a longer time
limit: give those files with ``--again`` and their results replace the first
pass's.

    python main.py bench accordion --solver strong --deals 1000 --seed 0 --json --moves > strong_000000.json
    ...
    python main.py bench accordion --solver strong --deals 1 --seed 787 --time-limit 30 --json --moves > again_787.json
    python tools/accordion_atlas.py strong_*.json --again again_*.json

It prints the table for docs/engines/accordion.md: the deals covered, how many came down to
one pile, how many were proved impossible, the time per deal, and every deal
neither solved nor proved impossible, by number.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.stats import percentile  # noqa: E402


def results(paths: list[str]) -> dict[int, dict]:
    """Every deal's result in the files (the first solver of each), by deal number."""
    found: dict[int, dict] = {}
    for path in paths:
        report = json.loads(Path(path).read_text())
        solver = report["solvers"][0]
        if "results" not in solver:
            raise SystemExit(f"{path}: run the bench with --json --moves")
        for result in solver["results"]:
            found[result["deal"]] = {**result, "time_limit": report["time_limit"]}
    return found


def ranges(numbers: list[int]) -> str:
    """Deal numbers written as runs.

    >>> ranges([0, 1, 2, 5, 7, 8])
    '0-2, 5, 7-8'
    """
    spans: list[list[int]] = []
    for n in sorted(numbers):
        if spans and n == spans[-1][1] + 1:
            spans[-1][1] = n
        else:
            spans.append([n, n])
    return ", ".join(f"{a}-{b}" if a != b else str(a) for a, b in spans)


def atlas(first: dict[int, dict], again: dict[int, dict]) -> str:
    deals = sorted(first)
    final = {d: again.get(d, first[d]) for d in deals}
    solved_first = [d for d in deals if first[d]["piles"] == 1]
    solved = [d for d in deals if final[d]["piles"] == 1]
    proved = [d for d in deals if final[d]["piles"] > 1 and final[d].get("proof")]
    open_deals = [d for d in deals if final[d]["piles"] > 1 and not final[d].get("proof")]
    failed = [d for d in deals if final[d].get("failure")]
    n = len(deals)
    limit = first[deals[0]]["time_limit"]
    lines = [f"deals covered: {n} ({ranges(deals)})",
             f"one pile within {limit:g} s: {len(solved_first)} ({100 * len(solved_first) / n:.2f}%)"]
    if again:
        limits = sorted({r["time_limit"] for r in again.values()})
        lines.append(f"run again with {', '.join(f'{x:g}' for x in limits)} s: {len(again)} deals, "
                     f"{sum(1 for d in again if again[d]['piles'] == 1)} of them to one pile")
        cpu_again = [r.get("cpu_ms", r["ms"]) for r in again.values()]
        lines.append(f"  their CPU ms: median {percentile(cpu_again, 50):.0f}, max {max(cpu_again):.0f}")
    lines += [f"one pile in all: {len(solved)} ({100 * len(solved) / n:.3f}%)",
              f"proved impossible: {len(proved)}" + (f" ({', '.join(map(str, proved))})" if proved else ""),
              f"failed: {len(failed)}",
              ""]
    for key, label in (("ms", "wall-clock ms"), ("cpu_ms", "CPU ms")):
        times = [first[d][key] for d in deals if key in first[d]]
        if times:
            marks = "  ".join(f"p{q} {percentile(times, q):.1f}" for q in (50, 90, 95, 99))
            lines.append(f"{label} a deal (first pass): {marks}  max {max(times):.1f}")
    cpu = [first[d].get("cpu_ms", first[d]["ms"]) for d in deals]
    for bound in (10, 100, 1000):
        lines.append(f"  within {bound} CPU ms: {sum(1 for t in cpu if t <= bound)}")
    lines += ["", f"neither solved nor proved impossible: {len(open_deals)}"]
    for d in open_deals:
        lines.append(f"  deal {d}: {final[d]['piles']} piles in {final[d]['time_limit']:g} s")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("files", nargs="+", help="the bench's JSON files (--json --moves)")
    p.add_argument("--again", nargs="*", default=[], help="files of deals run again, longer")
    p.add_argument("--unsolved", action="store_true",
                   help="print only the numbers of the deals not brought to one pile")
    args = p.parse_args(argv)
    first, again = results(args.files), results(args.again)
    if args.unsolved:
        print(" ".join(str(d) for d in sorted(first) if again.get(d, first[d])["piles"] > 1))
    else:
        print(atlas(first, again))
    return 0


if __name__ == "__main__":
    sys.exit(main())

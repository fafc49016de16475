#!/usr/bin/env python3
"""How much the deal decides: a two-seat match's games read in pairs from its --verbose log.

The match harness plays each deal twice, the seats swapped (games 1 and 2 share
a deal, then 3 and 4 ...). If the deal decided everything, the same seat would
win both games of every pair; if the players decided everything, the same
player would. This reads the "game N over ... points A B" lines of
``main.py match GAME ... --verbose`` (the standard error) and counts the pairs
each way, with 95% intervals, and the correlation of seat 0's margins between
the two games of a pair (how far the deal alone predicts the result).

    python main.py match marrakesh --player computer --player random --games 400 \\
        --seed 1 --verbose 2> log.txt
    python tools/match_pairs.py log.txt

A game whose points are level counts as half a win to each seat.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Iterable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.stats import wilson_interval  # noqa: E402

OVER = re.compile(r"^game (\d+) over after \d+ moves: points (\S+) (\S+)\s*$")


def margins(lines: Iterable[str]) -> dict[int, float]:
    """Game number -> seat 0's points, from a --verbose log."""
    found = {}
    for line in lines:
        m = OVER.match(line.strip())
        if m:
            found[int(m.group(1))] = float(m.group(2))
    return found


def seat0_share(points: float) -> float:
    return 1.0 if points > 0 else 0.0 if points < 0 else 0.5


def pairs(games: dict[int, float]) -> list[tuple[float, float]]:
    """(seat 0's points in the first game, in the second) for every complete pair."""
    return [(games[n], games[n + 1]) for n in sorted(games) if n % 2 == 1 and n + 1 in games]


def report(pairs_: list[tuple[float, float]]) -> list[str]:
    n = len(pairs_)
    if not n:
        return ["no complete pairs of games in the log"]
    # in the first game of a pair the first player sits in seat 0, in the second in seat 1
    same_seat = sum(seat0_share(a) * seat0_share(b) + (1 - seat0_share(a)) * (1 - seat0_share(b))
                    for a, b in pairs_)
    first_both = sum(seat0_share(a) * (1 - seat0_share(b)) for a, b in pairs_)
    second_both = sum((1 - seat0_share(a)) * seat0_share(b) for a, b in pairs_)
    lines = [f"{n} deals, each played twice with the seats swapped"]
    for label, count in (("the same seat won both (the deal decided)", same_seat),
                         ("the first player won both", first_both),
                         ("the second player won both", second_both)):
        low, high = wilson_interval(count, n)
        lines.append(f"{label}: {count:g} ({100 * count / n:.1f}%, 95% interval "
                     f"{100 * low:.1f}-{100 * high:.1f}%)")
    lines.append(f"correlation of seat 0's margins between the two games of a deal: "
                 f"{correlation([a for a, _ in pairs_], [b for _, b in pairs_]):+.3f}")
    return lines


def correlation(xs: list[float], ys: list[float]) -> float:
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / (sxx * syy) ** 0.5 if sxx and syy else 0.0


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] in ("-h", "--help"):
        print(__doc__.strip(), file=sys.stdout if argv else sys.stderr)
        return 0 if argv else 2
    path = argv[0]
    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(errors="replace")
    except OSError as exc:
        print(f"match_pairs: cannot read {path}: {exc.strerror}", file=sys.stderr)
        return 2
    print("\n".join(report(pairs(margins(text.splitlines())))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

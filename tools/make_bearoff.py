"""Compute Backgammon's one-sided bear-off table into assets/backgammon/bearoff.txt.

For each distribution of up to 15 pieces on the six home points (54,264 of them,
in the rank order of games/backgammon/bearoff.py), the expected number of throws
to bear everything off when each throw is played to leave the fewest expected
throws. Positions are solved in order of pip count, since every play lowers it.
Plain Python; takes a few minutes:

    nice python3 tools/make_bearoff.py
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.backgammon.bearoff import FILE, SIZE, BearoffTable, all_homes, index  # noqa: E402
from games.backgammon.board import generate_results  # noqa: E402
from games.dice import all_rolls  # noqa: E402
from games.paths import asset_path  # noqa: E402

EMPTY = (0,) * 25
ROLLS = all_rolls()


def solve() -> list[float]:
    homes = sorted(all_homes(), key=lambda h: sum((i + 1) * n for i, n in enumerate(h)))
    values = [0.0] * SIZE
    start = time.time()
    for done, home in enumerate(homes):
        if not any(home):
            continue
        me = tuple(home) + (0,) * 19
        total = 0.0
        for (d1, d2), p in ROLLS:
            best = min(values[index(after[:6])] if any(after) else 0.0
                       for _, after, _, _ in generate_results(me, EMPTY, d1, d2))
            total += p * best
        values[index(home)] = 1.0 + total
        if done % 5000 == 0:
            print(f"{done}/{SIZE} ({time.time() - start:.0f} s)", file=sys.stderr)
    return values


def main() -> int:
    out = asset_path("backgammon", FILE)
    BearoffTable(solve()).save(out)
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

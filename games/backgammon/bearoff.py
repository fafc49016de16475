"""The one-sided bear-off table: for every way of placing up to 15 pieces on the six
home points, the expected number of throws needed to bear them all off, playing
each throw to need the fewest throws after it.

There are 54,264 such positions. ``tools/make_bearoff.py`` computes the table
(backwards from the empty board, by the legal plays of :mod:`games.backgammon.board`)
into ``assets/backgammon/bearoff.txt``; the players read it to bear off exactly.

>>> table = BearoffTable.load()
>>> round(table.expected((1, 0, 0, 0, 0, 0)), 3)       # one piece on the 1-point
1.0
>>> round(table.expected((0, 2, 0, 0, 0, 0)), 3) > 1    # two on the 2-point: 1-1 leaves one
True
"""
from __future__ import annotations

from functools import lru_cache
from math import comb, isfinite
from pathlib import Path
from typing import Optional, Sequence

from games.paths import AssetError, asset_path, read_asset

POINTS = 6
MAX_PIECES = 15
SIZE = comb(MAX_PIECES + POINTS, POINTS)       # distributions of 0-15 pieces on 6 points
FILE = "bearoff.txt"
REMEDY = "restore it from the program's files, or make it again with tools/make_bearoff.py"


def index(home: Sequence[int]) -> int:
    """A number 0..SIZE-1 for a distribution of at most 15 pieces on points 1-6."""
    return _rank(tuple(home[:POINTS]))


@lru_cache(maxsize=128)     # more than the 6 x 16 (points, pieces) a rank asks for
def _count(points: int, pieces: int) -> int:
    """Distributions of at most ``pieces`` pieces over ``points`` points."""
    return comb(pieces + points, points)


def _rank(home: tuple[int, ...]) -> int:
    """Rank in the order: by point 1's count, then point 2's, ... (each tail bounded by what is left)."""
    rank = 0
    left = MAX_PIECES
    for point, n in enumerate(home):
        rest = POINTS - point - 1
        for smaller in range(n):
            rank += _count(rest, left - smaller)
        left -= n
    return rank


def all_homes():
    """Every distribution, in rank order."""
    def rec(point: int, left: int, prefix: tuple[int, ...]):
        if point == POINTS:
            yield prefix
            return
        for n in range(left + 1):
            yield from rec(point + 1, left - n, prefix + (n,))
    yield from rec(0, MAX_PIECES, ())


class BearoffTable:
    def __init__(self, values: list[float]) -> None:
        if len(values) != SIZE:
            raise ValueError(f"a bear-off table has {SIZE} entries, not {len(values)}")
        self.values = values

    @classmethod
    def load(cls, path: Optional[Path] = None) -> "BearoffTable":
        """The table in ``path`` (the shipped one by default), read once; :class:`AssetError`
        if the file is missing or is not a whole table."""
        return _load(str(path or asset_path("backgammon", FILE)))

    def expected(self, home: Sequence[int]) -> float:
        return self.values[index(home)]

    def save(self, path: Path) -> None:
        path.write_text("\n".join(f"{v:.4f}" for v in self.values) + "\n")


@lru_cache(maxsize=4)
def _load(path: str) -> BearoffTable:
    text = read_asset(Path(path), REMEDY)
    try:
        values = [float(word) for word in text.split()]
        if not all(isfinite(v) and v >= 0 for v in values):
            raise ValueError("a value that is not a number of throws")
        return BearoffTable(values)
    except ValueError as exc:
        raise AssetError(Path(path), f"is damaged ({exc})", REMEDY) from None


def all_home(side: Sequence[int]) -> bool:
    """Every piece of this side still on the board is on its points 1-6."""
    return not any(side[POINTS:25])

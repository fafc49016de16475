"""Building positions for tests by listing pieces per point."""
from __future__ import annotations

from games.backgammon.board import Position


def side(points: dict[int, int]) -> tuple[int, ...]:
    """Counts per point (1-24, 25 = bar) in the owner's numbering -> the 25-tuple."""
    counts = [0] * 25
    for point, n in points.items():
        counts[point - 1] = n
    return tuple(counts)


def position(me: dict[int, int], opp: dict[int, int]) -> Position:
    return Position(side(me), side(opp))


def plays(pos: Position, d1: int, d2: int) -> set[str]:
    return {str(p) for p in pos.legal_plays(d1, d2)}


class ScriptedDice:
    """A stand-in for random.Random whose dice come from a list (then from a seed)."""

    def __init__(self, throws: list[int], seed: int = 0) -> None:
        import random
        self.throws = list(throws)
        self.rest = random.Random(seed)

    def randint(self, a: int, b: int) -> int:
        return self.throws.pop(0) if self.throws else self.rest.randint(a, b)

    def getstate(self):
        return (tuple(self.throws), self.rest.getstate())

    def setstate(self, state) -> None:
        throws, rest = state
        self.throws = list(throws)
        self.rest.setstate(rest)

"""One side of the Marrakesh board: six points, numbered 1 to 6 from the ovals.

A side is a tuple of six counts, ``side[p - 1]`` pieces on the ``p``-point.
Pieces are placed by six dice and only ever move down or off, as in
backgammon's bearing-off: a number ``n`` bears a piece off the ``n``-point,
or moves a piece down ``n`` points from higher up; with nothing on the
``n``-point or above, it bears off a piece from the highest point occupied.
Every number can therefore be used while a piece is left, so "use the numbers
whenever possible" means use them all, or bear every piece off.

The worked example: Red throws 4-5-5-5-6-6 and wins a trick with a 6 and a 2.

>>> red = from_dice([4, 5, 5, 5, 6, 6]); red
(0, 0, 0, 1, 3, 2)
>>> [str(s) for s in hops(red, 2)]
['6/4', '5/3', '4/2']
>>> after_steps(red, [Step(6, OFF), Step(5, 3)])
(0, 0, 1, 1, 2, 1)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional, Sequence

POINTS = 6
PIECES = 6
OFF = 0

Side = tuple[int, ...]
EMPTY: Side = (0,) * POINTS


@dataclass(frozen=True, order=True)
class Step:
    """One piece from the ``src``-point to the ``dst``-point (``OFF``, 0, bears it off)."""
    src: int
    dst: int

    def __str__(self) -> str:
        return f"{self.src}/{'off' if self.dst == OFF else self.dst}"

    @property
    def bears_off(self) -> bool:
        return self.dst == OFF


def from_dice(dice: Iterable[int]) -> Side:
    """Six pieces placed one on each die's point."""
    side = [0] * POINTS
    for d in dice:
        side[d - 1] += 1
    return tuple(side)


def leader(first: Side, second: Side) -> Optional[int]:
    """Who leads the first trick: 0 or 1, whoever has more on the 1-point, then the
    2-point and so on; None when the two are placed alike (both throw again)."""
    for a, b in zip(first, second):
        if a != b:
            return 0 if a > b else 1
    return None


def pieces(side: Side) -> int:
    return sum(side)


def pips(side: Side) -> int:
    """The points' numbers added up over every piece left (what Pips compares)."""
    return sum((p + 1) * n for p, n in enumerate(side))


def highest(side: Side) -> int:
    """The highest point occupied, 0 when every piece is off."""
    for p in range(POINTS, 0, -1):
        if side[p - 1]:
            return p
    return 0


def hops(side: Side, n: int) -> list[Step]:
    """Every way to use the number ``n`` once, highest source first."""
    top = highest(side)
    if n <= 0 or top == 0:
        return []
    if top < n:
        return [Step(top, OFF)]
    steps = [Step(p, p - n) for p in range(POINTS, n, -1) if side[p - 1]]
    if side[n - 1]:
        steps.append(Step(n, OFF))
    return steps


def hop_number_ok(side: Side, n: int, step: Step) -> bool:
    """Whether the number ``n`` makes ``step`` from ``side``."""
    return step in hops(side, n)


def after_step(side: Side, step: Step) -> Side:
    out = list(side)
    out[step.src - 1] -= 1
    if step.dst != OFF:
        out[step.dst - 1] += 1
    return tuple(out)


def after_steps(side: Side, steps: Iterable[Step]) -> Side:
    for step in steps:
        side = after_step(side, step)
    return side


def plays(side: Side, numbers: Sequence[int]) -> list[tuple[tuple[Step, ...], Side]]:
    """Every distinct way to use ``numbers`` (in any order): (steps, side after), one
    entry per side after, the first found for each, in a fixed order."""
    numbers = tuple(sorted((n for n in numbers if n > 0), reverse=True))
    found: dict[Side, tuple[Step, ...]] = {}
    seen: set[tuple[Side, tuple[int, ...]]] = set()

    def walk(board: Side, left: tuple[int, ...], path: tuple[Step, ...]) -> None:
        if (board, left) in seen:
            return
        seen.add((board, left))
        if not left or not any(board):
            found.setdefault(board, path)
            return
        for i, n in enumerate(left):
            if n in left[:i]:
                continue
            rest = left[:i] + left[i + 1:]
            for step in hops(board, n):
                walk(after_step(board, step), rest, path + (step,))

    walk(tuple(side), numbers, ())
    return [(steps, board) for board, steps in found.items()]


def assign(side: Side, numbers: Sequence[int], steps: Sequence[Step]) -> Optional[tuple[int, ...]]:
    """The numbers still unused after ``steps``, if some order of ``numbers`` makes them
    (None if none does). Where several numbers could make a step, the smaller is kept."""
    def walk(board: Side, left: tuple[int, ...], i: int) -> Optional[tuple[int, ...]]:
        if i == len(steps):
            return left
        for j, n in enumerate(left):
            if n in left[:j] or not hop_number_ok(board, n, steps[i]):
                continue
            result = walk(after_step(board, steps[i]), left[:j] + left[j + 1:], i + 1)
            if result is not None:
                return result
        return None

    return walk(tuple(side), tuple(sorted((n for n in numbers if n > 0), reverse=True)), 0)


def step_reason(side: Side, numbers: Sequence[int], step: Step) -> Optional[str]:
    """Why no number in ``numbers`` makes ``step`` now (one line), or None if one does."""
    usable = sorted({n for n in numbers if n > 0})
    if not usable:
        return "Every number has been used"
    if step.src < 1 or step.src > POINTS or side[step.src - 1] == 0:
        return f"You have no piece on your {step.src}-point"
    if any(hop_number_ok(side, n, step) for n in usable):
        return None
    have = " or ".join(str(n) for n in usable)
    if step.dst != OFF:
        return f"{step} needs a {step.src - step.dst}: you have {have}"
    if any(n >= step.src for n in usable):
        return f"A piece is higher than {step.src}: move it first"
    return f"{step} needs a {step.src} or more: you have {have}"


def describe(side: Side) -> str:
    """``6:1 4:2 1:2`` (point:count, highest first) or ``all off``."""
    parts = [f"{p}:{side[p - 1]}" for p in range(POINTS, 0, -1) if side[p - 1]]
    return " ".join(parts) if parts else "all off"


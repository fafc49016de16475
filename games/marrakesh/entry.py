"""Building a move step by step, as a person enters it: a point, then (when the
numbers left give it more than one way) where the piece goes.

>>> b = MoveBuilder((0, 0, 0, 1, 3, 2), (6, 2))     # Red in the worked example
>>> b.destinations(6)
[0, 4]
>>> b.add(6, 0); b.destinations(5), b.left
([3], (2,))
>>> b.add(5, 3); b.complete, str(b.move())
(True, '6/off 5/3')
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.engine import IllegalMove
from games.marrakesh import board as B
from games.marrakesh.moves import Bear


class MoveBuilder:
    def __init__(self, side: B.Side, numbers: Sequence[int]) -> None:
        self.start, self.numbers = tuple(side), tuple(numbers)
        self.steps: list[B.Step] = []

    @property
    def side(self) -> B.Side:
        return B.after_steps(self.start, self.steps)

    @property
    def left(self) -> tuple[int, ...]:
        """The numbers not yet used (largest first)."""
        return B.assign(self.start, self.numbers, self.steps) or ()

    @property
    def complete(self) -> bool:
        return not self.left or not any(self.side)

    def destinations(self, src: int) -> list[int]:
        """Where a piece on the ``src``-point may go with one number left (0 = off)."""
        side = self.side
        return sorted({s.dst for n in set(self.left) for s in B.hops(side, n) if s.src == src})

    def source_reason(self, src: int) -> Optional[str]:
        """Why no piece may move from ``src`` now, or None."""
        if self.complete:
            return "Every number is used"
        if not 1 <= src <= B.POINTS or not self.side[src - 1]:
            return f"No piece of yours on your {src}-point"
        if not self.destinations(src):
            have = " or ".join(str(n) for n in sorted(set(self.left)))
            return f"No {have} moves a piece from {src}: a piece is higher"
        return None

    def add(self, src: int, dst: int) -> None:
        """One piece from ``src`` to ``dst`` (0 = off); refused with a reason if it cannot go."""
        reason = self.source_reason(src)
        if reason is None and dst not in self.destinations(src):
            reason = B.step_reason(self.side, self.left, B.Step(src, dst))
        if reason is not None:
            raise IllegalMove(reason)
        self.steps.append(B.Step(src, dst))

    def undo(self) -> bool:
        if not self.steps:
            return False
        self.steps.pop()
        return True

    def move(self) -> Bear:
        if not self.complete or not self.steps:
            raise IllegalMove("the move is not finished")
        return Bear(tuple(self.steps))

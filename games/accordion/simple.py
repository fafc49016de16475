"""The ``simple`` solver: the deliberately plain routine the computer plays by default.

Like the 1983 program it is not clever, so that a person can fairly easily beat
it. The rule: deal the cards one at a time; after each card, keep making the
leftmost legal move (the pile furthest left that can move; a jump of three
before a move onto the next pile) until none is left. On deals 0-999 it leaves
about 12 piles on average.

>>> SimpleSolver().solve("SK DK D9 H8 C7 DA".split(), 1.0)
['DK>SK', 'D9>DK', 'DA>D9']
"""
from __future__ import annotations

from typing import Optional, Sequence


def _partners(a: str, b: str) -> bool:
    return a[0] == b[0] or a[1] == b[1]


def leftmost_move(row: list[str]) -> Optional[tuple[int, int]]:
    """(from, to) positions of the leftmost legal move in a row of tops, or None."""
    for i in range(1, len(row)):
        for back in (3, 1):
            if i >= back and _partners(row[i], row[i - back]):
                return i, i - back
    return None


def settle(row: list[str], moves: Optional[list[str]] = None) -> None:
    """Make the leftmost move in ``row`` until none is left, writing each in ``moves``."""
    move = leftmost_move(row)
    while move is not None:
        source, target = move
        if moves is not None:
            moves.append(f"{row[source]}>{row[target]}")
        row[target] = row.pop(source)
        move = leftmost_move(row)


class SimpleSolver:
    name = "simple"

    def solve(self, deal: Sequence[str], time_limit: float) -> list[str]:
        return self.play(deal)[0]

    def next_moves(self, piles: Sequence[str], unseen: Sequence[str], time_left: float) -> list[str]:
        """The same method one card at a time (the second challenge's protocol)."""
        moves: list[str] = []
        settle(list(piles), moves)
        return moves

    def play(self, deal: Sequence[str]) -> tuple[list[str], list[str]]:
        """(the moves, the tops left at the end)."""
        row: list[str] = []
        moves: list[str] = []
        for card in deal:
            row.append(card.upper())
            settle(row, moves)
        return moves, row

"""Passing cards before the first trick: right, then left, then across or hold.

Seats are numbered clockwise (see :mod:`games.tricks`): the seat on one's right is
``seat - 1``, on one's left ``seat + 1``. Each seat in turn sets its cards aside
face down without seeing anybody else's choice (a simultaneous choice made one
seat at a time); the cards change hands only when every seat has chosen, so no
seat sees what it receives before it has chosen its own.

>>> direction_for(0, 4), direction_for(2, 4), direction_for(2, 3), direction_for(3, 3)
('right', 'across', 'hold', 'right')
>>> receiver(0, 4, "right"), receiver(0, 4, "left"), receiver(0, 4, "across")
(3, 1, 2)
>>> p = Passing(3, 1, "left", first=2)
>>> p.to_choose()
2
>>> for seat, card in ((2, "c"), (0, "a"), (1, "b")):
...     p.choose(seat, [card])
>>> p.is_done(), p.exchange([["a", "x"], ["b", "y"], ["c", "z"]])
(True, [['x', 'c'], ['y', 'a'], ['z', 'b']])
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any, Optional, Sequence

from games.engine import IllegalMove

DIRECTIONS = ("right", "left", "across", "hold")


def pass_cycle(seats: int) -> tuple[str, ...]:
    """The directions hand after hand: right, left, (across when there is a seat opposite,
    with four or six), then hold, and round again."""
    return ("right", "left", "across", "hold") if seats % 2 == 0 else ("right", "left", "hold")


def direction_for(hand_number: int, seats: int) -> str:
    """Where the cards go in hand ``hand_number`` (from 0)."""
    cycle = pass_cycle(seats)
    return cycle[hand_number % len(cycle)]


def pass_count(seats: int) -> int:
    """Three cards with three or four seats, two with five or six."""
    return 3 if seats <= 4 else 2


def receiver(seat: int, seats: int, direction: str) -> int:
    """The seat that receives ``seat``'s cards."""
    offset = {"right": -1, "left": 1, "across": seats // 2, "hold": 0}[direction]
    if direction == "across" and seats % 2:
        raise ValueError(f"nobody sits across with {seats} seats")
    return (seat + offset) % seats


def giver(seat: int, seats: int, direction: str) -> int:
    """The seat whose cards ``seat`` receives."""
    return next(s for s in range(seats) if receiver(s, seats, direction) == seat)


def pass_choices(hand: Sequence[Any], count: int) -> list[tuple]:
    """Every different set of ``count`` cards from ``hand`` (equal cards counted once)."""
    seen, out = set(), []
    for combo in combinations(hand, count):
        key = tuple(sorted(Counter(combo).items(), key=repr))
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return out


class Passing:
    """The passing phase of one hand: ``count`` cards each towards ``direction``, the seats
    choosing in turn clockwise from ``first``."""

    def __init__(self, seats: int, count: int, direction: str, first: int = 0) -> None:
        if direction not in DIRECTIONS or direction == "hold":
            raise ValueError(f"no passing {direction!r}")
        receiver(0, seats, direction)        # refuses "across" with an odd number of seats
        self.seats, self.count, self.direction = seats, count, direction
        self.order = [(first + k) % seats for k in range(seats)]
        self.chosen: list[Optional[tuple]] = [None] * seats

    def to_choose(self) -> Optional[int]:
        """The next seat to choose, None once all have chosen."""
        return next((s for s in self.order if self.chosen[s] is None), None)

    def is_done(self) -> bool:
        return self.to_choose() is None

    def receiver(self, seat: int) -> int:
        return receiver(seat, self.seats, self.direction)

    def giver(self, seat: int) -> int:
        return giver(seat, self.seats, self.direction)

    def illegal_reason(self, hand: Sequence[Any], cards: Sequence[Any]) -> Optional[str]:
        """Why ``cards`` cannot be passed from ``hand``, or None."""
        if len(cards) != self.count:
            return f"Pass {self.count} cards"
        if Counter(cards) - Counter(hand):
            return "Pass only cards from your hand"
        return None

    def choose(self, seat: int, cards: Sequence[Any], hand: Optional[Sequence[Any]] = None) -> None:
        if seat != self.to_choose():
            raise IllegalMove(f"seat {seat} does not choose now")
        reason = self.illegal_reason(hand, cards) if hand is not None else (
            None if len(cards) == self.count else f"Pass {self.count} cards")
        if reason:
            raise IllegalMove(reason)
        self.chosen[seat] = tuple(cards)

    def received(self, seat: int) -> tuple:
        """The cards ``seat`` receives (once its giver has chosen)."""
        return self.chosen[self.giver(seat)] or ()

    def exchange(self, hands: Sequence[Sequence[Any]]) -> list[list]:
        """The hands after every seat has given its cards and received its giver's."""
        if not self.is_done():
            raise ValueError("not every seat has chosen its cards")
        out = []
        for seat, hand in enumerate(hands):
            kept = list(hand)
            for card in self.chosen[seat]:
                kept.remove(card)
            out.append(kept + list(self.received(seat)))
        return out

    def clone(self) -> "Passing":
        copy = Passing.__new__(Passing)
        copy.seats, copy.count, copy.direction = self.seats, self.count, self.direction
        copy.order, copy.chosen = self.order, list(self.chosen)
        return copy

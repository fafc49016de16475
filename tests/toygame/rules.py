"""Nim, the tests' toy game: three heaps of counters; in turn each player takes one or more
counters from one heap, and whoever takes the last counter wins (+1, the other -1).

Nothing is hidden: the view is the whole position. The heaps' sizes come from the setup's
stream, so a seed is a deal.

>>> state = new_state(Setup(1))
>>> state.heaps, state.current_player()
([2, 5, 7], 0)
>>> state.apply(Take.parse("C5")); state.heaps
[2, 5, 2]
"""
from __future__ import annotations

import random
import re
from dataclasses import dataclass

from games.engine import TERMINAL, IllegalMove, InvalidNotation, View
from games.registry import Setup

HEAPS = "ABC"
MOST = 7                     # the most counters a heap starts with
NOTATION = re.compile(r"([A-C])([1-9])")


@dataclass(frozen=True)
class Take:
    """``count`` counters from the heap ``heap`` (0, 1, 2), written as the heap's letter
    then the count: ``B3``."""
    heap: int
    count: int

    def __str__(self) -> str:
        return f"{HEAPS[self.heap]}{self.count}"

    @classmethod
    def parse(cls, text: str) -> "Take":
        found = NOTATION.fullmatch(text.strip().upper())
        if found is None:
            raise InvalidNotation(f"{text!r} is not a heap's letter and a count, as B3")
        return cls(HEAPS.index(found[1]), int(found[2]))


def parse_move(text: str) -> Take:
    return Take.parse(text)


@dataclass(frozen=True)
class NimView(View):
    heaps: tuple[int, ...]           # the counters left in each heap
    taken: tuple[tuple[int, Take], ...]   # every move so far, by whom


class NimState:
    def __init__(self, heaps: list[int]) -> None:
        self.heaps = list(heaps)
        self.taken: list[tuple[int, Take]] = []

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else len(self.taken) % 2

    def legal_moves(self) -> list[Take]:
        return [Take(h, n) for h, size in enumerate(self.heaps) for n in range(1, size + 1)]

    def apply(self, move: Take) -> None:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move}: heap {HEAPS[move.heap]} holds {self.heaps[move.heap]}")
        self.taken.append((self.current_player(), move))
        self.heaps[move.heap] -= move.count

    def is_terminal(self) -> bool:
        return not any(self.heaps)

    def winner(self) -> int:
        """Who took the last counter (the game must be over)."""
        return self.taken[-1][0]

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner() == 0 else [-1.0, 1.0]

    def view(self, seat: int) -> NimView:
        over = self.is_terminal()
        mover = self.current_player()
        return NimView(seat=seat, phase="over" if over else "take", to_move=mover, hand=(),
                       scores=tuple(self.returns()),
                       legal_moves=tuple(self.legal_moves()) if mover == seat else (),
                       heaps=tuple(self.heaps), taken=tuple(self.taken))

    def clone(self) -> "NimState":
        other = NimState(self.heaps)
        other.taken = list(self.taken)
        return other

    def redeal(self, seat: int, rng: random.Random) -> "NimState":
        """The same position with what ``seat`` cannot see dealt again: nothing is hidden."""
        return self.clone()


def new_state(setup: Setup) -> NimState:
    rng = setup.rng()
    return NimState([rng.randint(1, MOST) for _ in HEAPS])

"""Nim's players, each a plain ``choose(view, rng) -> move`` given its seat's view.

The computer plays by the nim-sum (the heaps' sizes XORed together): a position whose
nim-sum is 0 is lost for the player to move against best play, so it takes what leaves 0
whenever it can, and otherwise as little as it may from the largest heap, to make the game
long enough for the other side to go wrong.
"""
from __future__ import annotations

import random
from functools import reduce
from operator import xor

from tests.toygame.rules import NimView, Take


def nim_sum(heaps) -> int:
    return reduce(xor, heaps, 0)


def winning_moves(heaps) -> list[Take]:
    """Every move that leaves a nim-sum of 0 (none when the position is lost)."""
    total = nim_sum(heaps)
    return [Take(h, size - (size ^ total)) for h, size in enumerate(heaps) if total and size ^ total < size]


class ComputerPlayer:
    def choose(self, view: NimView, rng: random.Random) -> Take:
        winning = winning_moves(view.heaps)
        if winning:
            return winning[0]
        return SimplePlayer().choose(view, rng)


class SimplePlayer:
    """One counter from the largest heap."""

    def choose(self, view: NimView, rng: random.Random) -> Take:
        largest = max(range(len(view.heaps)), key=lambda h: view.heaps[h])
        return Take(largest, 1)


class RandomPlayer:
    def choose(self, view: NimView, rng: random.Random) -> Take:
        return rng.choice(list(view.legal_moves))


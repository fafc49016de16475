"""Nim's coach, from the view alone: the hint (F9) names the computer's move, and the review
(V) counts a move's cost as what it gave away against best play (2: from a won game to a
lost one; 0 when the game was already lost, or when it kept the win).

>>> from tests.toygame.rules import NimState
>>> view = NimState([1, 2, 0]).view(0)
>>> hint(view, random.Random(0)).move, judge(view, Take(1, 2), random.Random(0)).cost
(Take(heap=1, count=1), 2.0)
"""
from __future__ import annotations

import random

from games.coach import Advice, Judgement, judgement, say
from tests.toygame.players import ComputerPlayer, nim_sum, winning_moves
from tests.toygame.rules import NimView, Take


def hint(view: NimView, rng: random.Random) -> Advice:
    move = ComputerPlayer().choose(view, rng)
    if winning_moves(view.heaps):
        return Advice(move, f"Hint: {say(move)}. It leaves heaps whose sizes XOR to nothing, a lost game for me.")
    return Advice(move, f"Hint: {say(move)}. No move leaves the heaps at nothing XORed; the longest game gives me time to go wrong.")


def value_after(view: NimView, move: Take) -> float:
    """The game's value for the mover after ``move``, against best play on both sides."""
    heaps = list(view.heaps)
    heaps[move.heap] -= move.count
    return 1.0 if nim_sum(heaps) == 0 else -1.0


def judge(view: NimView, played: Take, rng: random.Random) -> Judgement:
    values = {move: value_after(view, move) for move in view.legal_moves}
    best = hint(view, rng).move
    return judgement(best, played, values, "(the game's value against best play)")

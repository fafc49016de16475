"""Marrakech's plain players: ``random`` and ``greedy``.

A player is any object with ``choose(view, rng)`` returning one of ``view.legal_moves``
(see :class:`games.marrakech.rules.MarrakechView`).

``greedy`` looks one move ahead and no further: it turns Assam the way that costs
least on average over the die's faces, and lays its rug where it shows the most
squares of its own and hides the most of others', joining its own area where it
can. It was written as a sparring partner and never tuned against ``computer``.
"""
from __future__ import annotations

import random

from games.marrakech.market import EMPTY, area
from games.marrakech.moves import Move, Rug, Turn
from games.marrakech.reckoning import expected_payment, turn_facings
from games.marrakech.rules import TURN, MarrakechView, owner_of


class RandomPlayer:
    """A legal move at random."""

    def choose(self, view: MarrakechView, rng: random.Random) -> Move:
        return rng.choice(view.legal_moves)


class GreedyPlayer:
    def choose(self, view: MarrakechView, rng: random.Random) -> Move:
        if view.phase == TURN:
            return self._turn(view, rng)
        return self._rug(view, rng)

    @staticmethod
    def _turn(view: MarrakechView, rng: random.Random) -> Turn:
        colours = view.colours
        costs = {way: expected_payment(colours, view.assam, facing, view.seat, view.players, view.out)
                 for way, facing in turn_facings(view.facing)}
        least = min(costs.values())
        return Turn(rng.choice([way for way, cost in costs.items() if cost == least]))

    @staticmethod
    def _rug(view: MarrakechView, rng: random.Random) -> Rug:
        colours = view.colours

        def worth(rug: Rug) -> tuple[int, int]:
            shown = 0
            for sq in rug.squares:
                if colours[sq] == EMPTY:
                    shown += 1
                elif owner_of(colours[sq], view.players) != view.seat:
                    shown += 2               # one more of mine, one fewer of someone else's
            after = list(colours)
            after[rug.a] = after[rug.b] = view.in_hand
            return shown, area(after, rug.a)

        scored = [(worth(rug), rug) for rug in view.legal_moves]
        best = max(score for score, _ in scored)
        return rng.choice([rug for score, rug in scored if score == best])

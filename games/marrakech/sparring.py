"""Marrakech's ``assam``: a one-ply greedy player that weighs Assam's stops over the die.

It was written as a sparring partner in the manner of a careful beginner, from the
rules and not from the computer's code. For each way it could turn Assam it takes
every face of the die: where he stops, what the stop costs (a dirham paid is one
fewer for it and one more for a rival, so it counts twice; going out is the worst
of all), and the best rug it could then lay there; the way with the best
expectation is chosen. A rug is worth the squares it shows of its own colour and
hides of others' (a square taken from a rival counts twice, as a payment does),
ties going to the larger area of its own colour. In the variant with the turn at the
end it turns Assam where the next player is likely to pay it the most.
"""
from __future__ import annotations

import random
from typing import Sequence

from games.marrakech.market import EMPTY, area, placements
from games.marrakech.moves import Move, Rug, Turn
from games.marrakech.reckoning import areas, landings, payment, turn_facings
from games.marrakech.rules import TURN, MarrakechView, owner_of

OUT = -1000.0        # going out of the game: worse than any payment


def rug_gain(colours: Sequence[int], seat: int, players: int, a: int, b: int) -> int:
    """What a rug on ``a`` and ``b`` gains ``seat`` against the others: one for each bare
    square it covers, two for each square of another player's it hides."""
    gain = 0
    for sq in (a, b):
        if colours[sq] == EMPTY:
            gain += 1
        elif owner_of(colours[sq], players) != seat:
            gain += 2
    return gain


class AssamPlayer:
    def choose(self, view: MarrakechView, rng: random.Random) -> Move:
        if view.phase == TURN:
            return self._turn(view, rng)
        return self._rug(view, rng)

    @staticmethod
    def _turn(view: MarrakechView, rng: random.Random) -> Turn:
        colours, seat, players = view.colours, view.seat, view.players
        label, sizes, _ = areas(colours)
        if view.settings.late_turn:
            # the rug is down and the walk to come is the next player's: what he pays me
            walker = next(s for s in ((seat + k) % players for k in range(1, players + 1))
                          if not view.out[s])
            money = view.dirhams[walker]

            def stop(sq: int) -> float:
                owed, owner = payment(colours, sizes, label, sq, walker, players, view.out)
                return min(owed, money) if owner == seat else 0.0
        else:
            money = view.dirhams[seat]

            def stop(sq: int) -> float:
                owed, _ = payment(colours, sizes, label, sq, seat, players, view.out)
                if owed > money:
                    return OUT
                best = max((rug_gain(colours, seat, players, a, b) for a, b in placements(view.tops, sq)),
                           default=0)
                return best - 2 * owed
        known: dict[int, float] = {}
        worth = {}
        for way, facing in turn_facings(view.facing):
            total = 0.0
            for sq, _, chance in landings(view.assam, facing):
                if sq not in known:
                    known[sq] = stop(sq)
                total += chance * known[sq]
            worth[way] = total
        top = max(worth.values())
        return Turn(rng.choice([way for way, value in worth.items() if value == top]))

    @staticmethod
    def _rug(view: MarrakechView, rng: random.Random) -> Rug:
        colours, seat, players = view.colours, view.seat, view.players

        def worth(rug: Rug) -> tuple[int, int]:
            after = list(colours)
            after[rug.a] = after[rug.b] = view.in_hand
            return rug_gain(colours, seat, players, rug.a, rug.b), area(after, rug.a)

        scored = [(worth(rug), rug) for rug in view.legal_moves]
        best = max(score for score, _ in scored)
        return rng.choice([rug for score, rug in scored if score == best])

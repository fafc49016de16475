"""Plain players: the ``simple`` baseline and a ``random`` one.

A player is any object with ``choose(view, rng)`` returning one of
``view.legal_moves`` (see :mod:`games.gin_rummy.view` for what a view holds).

``simple`` takes the up-card only if it completes a set, throws away its
highest unmatched card, and knocks as soon as it may.
"""
from __future__ import annotations

import random

from games.cards import Card
from games.gin_rummy.melds import CARD_VALUES, deadwood, mask_of
from games.gin_rummy.moves import Discard, Draw, Move, Pass, Take
from games.gin_rummy.view import GinView


def completes_set(hand: int, card: Card) -> bool:
    """True if ``card`` would sit in a set in the best arrangement of ``hand`` plus it."""
    return deadwood(hand | 1 << card.index) < deadwood(hand) + CARD_VALUES[card.index]


def refuse(view: GinView) -> Move:
    """Draw from the stock, or pass on the first turn's offer."""
    return Pass() if Pass() in view.legal_moves else Draw()


class SimplePlayer:
    def choose(self, view: GinView, rng: random.Random) -> Move:
        if view.phase == "discard":
            return self._discard(view)
        up = view.up_card
        if Take() in view.legal_moves and completes_set(mask_of(view.hand), up):
            return Take()
        return refuse(view)

    @staticmethod
    def _discard(view: GinView) -> Move:
        mask = mask_of(view.hand)

        def cost(c: Card) -> tuple[int, int]:
            return deadwood(mask & ~(1 << c.index)), -(c.index % 13)

        card = min((c for c in view.hand if c != view.taken), key=cost)
        knock = Discard(card, knock=True)
        return knock if knock in view.legal_moves else Discard(card)


class RandomPlayer:
    def choose(self, view: GinView, rng: random.Random) -> Move:
        return rng.choice(view.legal_moves)

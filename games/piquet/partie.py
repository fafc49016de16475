"""A Partie: the cut, six hands with the deal alternating, and the settlement with the Rubicon.

>>> import random
>>> p = Partie(random.Random(1))
>>> p.hand_number, p.hand.elder == 1 - p.dealer
(1, True)
>>> settlement((160, 90)), settlement((160, 120)), settlement((100, 100))
((350, 0), (140, 0), (0, None))
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any, Optional

from games.cards import Card, shuffled_deck
from games.engine import Moved
from games.piquet.combos import rank_value
from games.piquet.hand import Hand
from games.piquet.moves import Discard, Move
from games.piquet.rules import DEFAULT_RULES, PACK_RANKS, PiquetRules
from games.piquet.view import Exchanged, HandResult, PiquetView
from games.series import Series, won_by


def settlement(totals: tuple[int, int], rules: PiquetRules = DEFAULT_RULES) -> tuple[int, Optional[int]]:
    """(amount, winning seat) for final partie totals; a tie settles nothing.

    The winner takes the partie bonus and the difference, or, if the loser has
    not crossed the Rubicon, the sum of both scores.
    """
    a, b = totals
    if a == b:
        return 0, None
    winner = 0 if a > b else 1
    high, low = max(a, b), min(a, b)
    if low < rules.rubicon:
        return high + low + rules.partie_bonus, winner
    return high - low + rules.partie_bonus, winner


def cut_for_deal(rng: random.Random) -> tuple[tuple[Card, Card], int]:
    """Each seat cuts a card (seat 0 first); the higher deals first, equal ranks cut again."""
    while True:
        deck = shuffled_deck(rng, PACK_RANKS)
        cut = (deck[0], deck[1])
        if cut[0].rank != cut[1].rank:
            higher = 0 if rank_value(cut[0].rank) > rank_value(cut[1].rank) else 1
            return cut, higher


class Partie(Series):
    def __init__(self, rng: random.Random, rules: PiquetRules = DEFAULT_RULES):
        self.rules = rules
        # the winner of the cut deals: Younger in the first hand, Elder in the last
        self.cut, self.dealer = cut_for_deal(rng)
        super().__init__(rng, seats=2)

    def deal(self) -> Hand:
        dealer = self.dealer if self.hand_number % 2 == 1 else 1 - self.dealer
        return Hand(shuffled_deck(self.rng, PACK_RANKS), elder=1 - dealer, rules=self.rules)

    def result_of(self, hand: Hand) -> HandResult:
        return hand.result()

    def points(self, result: HandResult) -> tuple[int, int]:
        return result.scores

    def is_terminal(self) -> bool:
        return len(self.history) >= self.rules.hands

    def settlement(self) -> tuple[int, Optional[int]]:
        return settlement((self.totals[0], self.totals[1]), self.rules)

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        amount, winner = self.settlement()
        return won_by(winner, amount)

    def view(self, seat: int) -> PiquetView:
        # the running totals leave out the hand in progress (or the last one, once over)
        return replace(self.hand.view(seat), hand_number=self.hand_number,
                       hands=self.rules.hands, totals=self.totals_before(),
                       history=tuple(self.history))

    def seen(self, seat: int, mover: int, move: Move, hand: Hand) -> list[Any]:
        """The move, except that another seat's discards are only counted (:class:`Exchanged`)."""
        if isinstance(move, Discard) and mover != seat:
            move = Exchanged(len(move.cards))
        return [Moved(mover, move)]

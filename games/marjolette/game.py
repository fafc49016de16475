"""A game of Marjolette: hands dealt alternately until a player has 250 at the end of one.

The hand is always played out; then, if either total is 250 or more, the higher
total wins. Equal totals at or over 250 settle nothing: another hand is dealt, and
so on until the totals differ.

>>> import random
>>> g = MarjoletteGame(random.Random(1))
>>> g.hand_number, g.hand.dealer == g.first_dealer, g.totals
(1, True, [0, 0])
>>> game_winner([250, 240]), game_winner([260, 260]), game_winner([240, 120])
(0, None, None)
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional, Sequence

from games.cards import shuffled_deck
from games.marjolette.hand import Hand
from games.marjolette.moves import Move
from games.marjolette.rules import DEFAULT_RULES, PACK_RANKS, MarjoletteRules
from games.marjolette.view import HandResult, MarjoletteView
from games.series import Series, won_by


def game_winner(totals: Sequence[int], rules: MarjoletteRules = DEFAULT_RULES) -> Optional[int]:
    """The seat that has won, once a hand is over with these totals; None to play on."""
    a, b = totals
    if max(a, b) < rules.target or a == b:
        return None
    return 0 if a > b else 1


class MarjoletteGame(Series):
    def __init__(self, rng: random.Random, rules: MarjoletteRules = DEFAULT_RULES,
                 first_dealer: Optional[int] = None):
        self.rules = rules
        self.first_dealer = rng.randrange(2) if first_dealer is None else first_dealer
        super().__init__(rng, seats=2)

    def deal(self) -> Hand:
        dealer = self.first_dealer if self.hand_number % 2 == 1 else 1 - self.first_dealer
        return Hand(shuffled_deck(self.rng, PACK_RANKS), dealer=dealer, rules=self.rules)

    def result_of(self, hand: Hand) -> HandResult:
        return hand.result()

    def points(self, result: HandResult) -> tuple[int, int]:
        return result.scores

    @property
    def winner(self) -> Optional[int]:
        """The seat that has won, once a hand has ended with a total of 250 or more; else None
        (the totals are weighed only when a hand ends: the last hand stays in play)."""
        return game_winner(self.totals, self.rules) if self.hand.is_terminal() else None

    def is_terminal(self) -> bool:
        return self.winner is not None

    def illegal_reason(self, move: Move) -> str:
        return "the game is over" if self.is_terminal() else self.hand.illegal_reason(move)

    def returns(self) -> list[float]:
        return won_by(self.winner)

    def view(self, seat: int) -> MarjoletteView:
        # the totals leave out the hand in progress (or the last one, once the game is over)
        return replace(self.hand.view(seat), hand_number=self.hand_number, totals=self.totals_before(),
                       history=tuple(self.history))

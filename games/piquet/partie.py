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
from games.engine import TERMINAL, Moved
from games.piquet.combos import rank_value
from games.piquet.hand import Hand
from games.piquet.moves import Discard, Move
from games.piquet.rules import DEFAULT_RULES, PACK_RANKS, PiquetRules
from games.piquet.view import Exchanged, HandResult, PiquetView


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


class Partie:
    def __init__(self, rng: random.Random, rules: PiquetRules = DEFAULT_RULES):
        self.rng, self.rules = rng, rules
        # the winner of the cut deals: Younger in the first hand, Elder in the last
        self.cut, self.dealer = cut_for_deal(rng)
        self.totals = [0, 0]
        self.history: list[HandResult] = []
        self.hand_number = 1
        self.hand = self._deal()
        self.last: tuple[int, bool] = (TERMINAL, False)   # who made the last move; did it end a hand

    def _deal(self) -> Hand:
        dealer = self.dealer if self.hand_number % 2 == 1 else 1 - self.dealer
        return Hand(shuffled_deck(self.rng, PACK_RANKS), elder=1 - dealer, rules=self.rules)

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.hand.current_player()

    def legal_moves(self) -> list[Move]:
        return [] if self.is_terminal() else self.hand.legal_moves()

    def apply(self, move: Move) -> None:
        mover = self.hand.current_player()
        self.hand.apply(move)
        self.last = (mover, self.hand.is_terminal())
        if not self.hand.is_terminal():
            return
        result = self.hand.result()
        self.history.append(result)
        self.totals = [self.totals[i] + result.scores[i] for i in (0, 1)]
        if self.hand_number < self.rules.hands:
            self.hand_number += 1
            self.hand = self._deal()

    def is_terminal(self) -> bool:
        return len(self.history) >= self.rules.hands

    def settlement(self) -> tuple[int, Optional[int]]:
        return settlement((self.totals[0], self.totals[1]), self.rules)

    def returns(self) -> list[float]:
        if not self.is_terminal():
            return [0.0, 0.0]
        amount, winner = self.settlement()
        if winner is None:
            return [0.0, 0.0]
        return [float(amount), float(-amount)] if winner == 0 else [float(-amount), float(amount)]

    def view(self, seat: int) -> PiquetView:
        # the running totals leave out the hand in progress (or the last one, once over)
        hand_totals = tuple(self.totals) if not self.hand.is_terminal() else tuple(
            self.totals[i] - self.hand.scores[i] for i in (0, 1))
        return replace(self.hand.view(seat), hand_number=self.hand_number,
                       hands=self.rules.hands, totals=hand_totals,
                       history=tuple(self.history))

    def seen_by(self, seat: int, move: Move) -> list[Any]:
        """What ``seat`` may see of ``move``, just made: the move, except that another
        seat's discards are only counted (:class:`Exchanged`); after a hand's last
        trick, the hand's result too."""
        mover, ended = self.last
        if isinstance(move, Discard) and mover != seat:
            move = Exchanged(len(move.cards))
        return [Moved(mover, move)] + ([self.history[-1]] if ended else [])

    def all_cards(self) -> list[Card]:
        return self.hand.all_cards()

    def clone(self) -> "Partie":
        other = object.__new__(Partie)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals, other.history = list(self.totals), list(self.history)
        other.hand = self.hand.clone()
        return other

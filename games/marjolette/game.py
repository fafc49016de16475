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
from typing import Any, Optional, Sequence

from games.cards import Card, shuffled_deck
from games.engine import TERMINAL, Moved
from games.marjolette.hand import Hand
from games.marjolette.moves import Move
from games.marjolette.rules import DEFAULT_RULES, PACK_RANKS, MarjoletteRules
from games.marjolette.view import HandResult, MarjoletteView


def game_winner(totals: Sequence[int], rules: MarjoletteRules = DEFAULT_RULES) -> Optional[int]:
    """The seat that has won, once a hand is over with these totals; None to play on."""
    a, b = totals
    if max(a, b) < rules.target or a == b:
        return None
    return 0 if a > b else 1


class MarjoletteGame:
    def __init__(self, rng: random.Random, rules: MarjoletteRules = DEFAULT_RULES,
                 first_dealer: Optional[int] = None):
        self.rng, self.rules = rng, rules
        self.first_dealer = rng.randrange(2) if first_dealer is None else first_dealer
        self.totals = [0, 0]
        self.history: list[HandResult] = []
        self.winner: Optional[int] = None
        self.hand_number = 1
        self.hand = self._deal()
        self.last: tuple[int, bool] = (TERMINAL, False)   # who made the last move; did it end a hand

    def _deal(self) -> Hand:
        dealer = self.first_dealer if self.hand_number % 2 == 1 else 1 - self.first_dealer
        return Hand(shuffled_deck(self.rng, PACK_RANKS), dealer=dealer, rules=self.rules)

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.hand.current_player()

    def legal_moves(self) -> list[Move]:
        return [] if self.is_terminal() else self.hand.legal_moves()

    def illegal_reason(self, move: Move) -> str:
        return "the game is over" if self.is_terminal() else self.hand.illegal_reason(move)

    def apply(self, move: Move) -> None:
        mover = self.hand.current_player()
        self.hand.apply(move)
        self.last = (mover, self.hand.is_terminal())
        if self.hand.is_terminal():
            self.end_hand()

    def seen_by(self, seat: int, move: Move) -> list[Any]:
        """What ``seat`` may see of ``move``, just made: all of it (every play and
        declaration is made face up; the draws are not moves); after a hand's last
        trick, the hand's result too."""
        mover, ended = self.last
        return [Moved(mover, move)] + ([self.history[-1]] if ended else [])

    def end_hand(self) -> None:
        """Add the finished hand to the totals; deal the next unless the game is won."""
        result = self.hand.result()
        self.history.append(result)
        self.totals = [self.totals[i] + result.scores[i] for i in (0, 1)]
        self.winner = game_winner(self.totals, self.rules)
        if self.winner is None:
            self.hand_number += 1
            self.hand = self._deal()

    def is_terminal(self) -> bool:
        return self.winner is not None

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.winner == 0 else [-1.0, 1.0]

    def view(self, seat: int) -> MarjoletteView:
        # the totals leave out the hand in progress (or the last one, once the game is over)
        before = tuple(self.totals) if not self.hand.is_terminal() else tuple(
            self.totals[i] - self.hand.scores()[i] for i in (0, 1))
        return replace(self.hand.view(seat), hand_number=self.hand_number, totals=before,
                       history=tuple(self.history))

    def all_cards(self) -> list[Card]:
        return self.hand.all_cards()

    def clone(self) -> "MarjoletteGame":
        other = object.__new__(MarjoletteGame)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals, other.history = list(self.totals), list(self.history)
        other.hand = self.hand.clone()
        return other

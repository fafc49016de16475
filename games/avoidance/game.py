"""A game of trick avoidance: a number of hands (a multiple of the number of seats), the
deal and the lead passing clockwise, the lowest total winning.

``returns()`` is a list with one number a seat: minus that seat's total penalty
points (higher is better, as in every game of the cabinet). ``totals`` holds the
penalties themselves and ``history`` each finished hand's :class:`HandScore`.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any, Optional

from games.avoidance.hand import Hand, HandView
from games.avoidance.variant import HandScore, Variant
from games.engine import TERMINAL, IllegalMove
from games.passing import direction_for


@dataclass(frozen=True)
class Settings:
    """The table's choices: how many seats, how many hands (0: one round, a hand dealt
    by each seat), and whether cards are passed (None: the variant's custom)."""
    seats: int = 4
    hands: int = 0
    passing: Optional[bool] = None

    def check(self, variant: Variant) -> None:
        low, high = variant.seats
        if not low <= self.seats <= high:
            raise ValueError(f"{variant.name} is for {low} to {high} players")
        if self.hands < 0 or self.hands % self.seats:
            raise ValueError(f"the number of hands must be a multiple of {self.seats}, the number of players")

    def hand_count(self) -> int:
        return self.hands or self.seats

    def passes(self, variant: Variant) -> bool:
        return variant.passing if self.passing is None else self.passing


def deal(variant: Variant, seats: int, dealer: int, rng: random.Random) -> tuple[list[list], list]:
    """Shuffle the variant's deck and deal it all, one card at a time clockwise from the
    dealer's left; any card dealt to nobody (a domino) is laid aside first, unseen."""
    deck = variant.deck(seats)
    rng.shuffle(deck)
    unused = variant.unused(seats)
    hands: list[list] = [[] for _ in range(seats)]
    for i, card in enumerate(deck[unused:]):
        hands[(dealer + 1 + i) % seats].append(card)
    return hands, deck[:unused]


class AvoidanceGame:
    def __init__(self, variant: Variant, rng: random.Random, settings: Settings = Settings(),
                 first_dealer: Optional[int] = None) -> None:
        settings.check(variant)
        self.variant, self.settings, self.rng = variant, settings, rng
        self.seats = settings.seats
        self.hands = settings.hand_count()
        self.first_dealer = rng.randrange(self.seats) if first_dealer is None else first_dealer
        self.totals = [0] * self.seats
        self.history: list[HandScore] = []
        self.finished: list[Hand] = []         # the hands played, last one last
        self.hand = self._deal(0)

    def _deal(self, number: int) -> Hand:
        dealer = (self.first_dealer + number) % self.seats
        direction = direction_for(number, self.seats) if self.settings.passes(self.variant) else "hold"
        hands, unused = deal(self.variant, self.seats, dealer, self.rng)
        return Hand(self.variant, hands, dealer, direction, unused)

    @property
    def number(self) -> int:
        """The hand being played, from 0 (``hands`` once the game is over)."""
        return len(self.history)

    # --- the protocol ---------------------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.hand.current_player()

    def is_terminal(self) -> bool:
        return len(self.history) >= self.hands

    def legal_moves(self) -> list:
        return [] if self.is_terminal() else self.hand.legal_moves()

    def illegal_reason(self, move: Any) -> Optional[str]:
        return "The game is over" if self.is_terminal() else self.hand.illegal_reason(move)

    def apply(self, move: Any) -> None:
        if self.is_terminal():
            raise IllegalMove("The game is over")
        self.hand.apply(move)
        if self.hand.is_terminal():
            result = self.hand.result
            self.history.append(result)
            self.finished.append(self.hand)
            self.totals = [t + p for t, p in zip(self.totals, result.points)]
            if not self.is_terminal():
                self.hand = self._deal(self.number)

    def returns(self) -> list[float]:
        return [-float(t) for t in self.totals]

    def winners(self) -> list[int]:
        """The seats with the lowest total."""
        low = min(self.totals)
        return [s for s, t in enumerate(self.totals) if t == low]

    def view(self, seat: int) -> HandView:
        number = min(self.number, self.hands - 1)
        before = self.totals if not self.hand.is_terminal() else [
            t - p for t, p in zip(self.totals, self.hand.result.points)]
        return replace(self.hand.view(seat), number=number, hands=self.hands, totals=tuple(before))

    def all_cards(self) -> list:
        return self.hand.all_cards()

    def pack(self) -> list:
        return self.variant.deck(self.seats)

    def clone(self) -> "AvoidanceGame":
        copy = AvoidanceGame.__new__(AvoidanceGame)
        copy.__dict__.update(self.__dict__)
        copy.rng = random.Random()
        copy.rng.setstate(self.rng.getstate())
        copy.totals, copy.history, copy.finished = list(self.totals), list(self.history), list(self.finished)
        copy.hand = self.hand.clone()
        return copy

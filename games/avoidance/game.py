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
from games.passing import direction_for
from games.series import Series


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


class AvoidanceGame(Series):
    def __init__(self, variant: Variant, rng: random.Random, settings: Settings = Settings(),
                 first_dealer: Optional[int] = None) -> None:
        settings.check(variant)
        self.variant, self.settings = variant, settings
        self.seats = settings.seats
        self.hands = settings.hand_count()
        self.first_dealer = rng.randrange(self.seats) if first_dealer is None else first_dealer
        super().__init__(rng, self.seats)

    def deal(self) -> Hand:
        number = self.hand_number - 1
        dealer = (self.first_dealer + number) % self.seats
        direction = direction_for(number, self.seats) if self.settings.passes(self.variant) else "hold"
        hands, unused = deal(self.variant, self.seats, dealer, self.rng)
        return Hand(self.variant, hands, dealer, direction, unused)

    def result_of(self, hand: Hand) -> HandScore:
        return hand.result

    def points(self, result: HandScore) -> tuple[int, ...]:
        return result.points

    @property
    def number(self) -> int:
        """The hand being played, from 0 (``hands`` once the game is over)."""
        return len(self.history)

    # --- the protocol ---------------------------------------------------------------
    def is_terminal(self) -> bool:
        return len(self.history) >= self.hands

    def illegal_reason(self, move: Any) -> Optional[str]:
        return "The game is over" if self.is_terminal() else self.hand.illegal_reason(move)

    def news(self, seat: int) -> list:
        """Nothing besides the moves, as these games have always told an observer (the
        points of each hand reach it through its view's ``totals``)."""
        return []

    def returns(self) -> list[float]:
        return [-float(t) for t in self.totals]

    def winners(self) -> list[int]:
        """The seats with the lowest total."""
        low = min(self.totals)
        return [s for s, t in enumerate(self.totals) if t == low]

    def view(self, seat: int) -> HandView:
        number = min(self.number, self.hands - 1)
        return replace(self.hand.view(seat), number=number, hands=self.hands, totals=self.totals_before(),
                       history=tuple(self.history))

    def pack(self) -> list:
        return self.variant.deck(self.seats)

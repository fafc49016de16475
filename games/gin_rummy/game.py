"""A game of Gin Rummy to 100: hands dealt one after another, the deal alternating.

The game is a state like a single hand (the same protocol); when a hand ends
it is scored and the next one is dealt at once, so ``finished`` keeps each hand
played (its final state and result) for display. A dead hand (the stock run
down) scores nothing and the same dealer deals again.

>>> import random
>>> g, rng = GinGame(random.Random(7)), random.Random(1)
>>> while not g.is_terminal():
...     g.apply(rng.choice(g.legal_moves()))
>>> g.score.game_winner() is not None, sum(g.returns())
(True, 0.0)
"""
from __future__ import annotations

import random
from typing import Optional

from games.gin_rummy.hand import GinHand
from games.gin_rummy.moves import Move
from games.gin_rummy.scoring import GameScore, HandResult, Rules
from games.gin_rummy.view import Event, GinView
from games.series import Series


class GinGame(Series):
    def __init__(self, rng: random.Random, rules: Rules = Rules(), first_dealer: Optional[int] = None):
        self.rules = rules
        self.first_dealer = rng.randrange(2) if first_dealer is None else first_dealer
        super().__init__(rng, seats=2)

    def deal(self) -> GinHand:
        if not self.finished:
            dealer = self.first_dealer
        else:
            done = self.finished[-1]
            dealer = done.dealer if done.result.dead else 1 - done.dealer
        return GinHand.deal(self.rng, dealer, self.rules)

    def result_of(self, hand: GinHand) -> HandResult:
        return hand.result

    def points(self, result: HandResult) -> tuple[int, int]:
        """The hand's card points (with Gin and undercut bonuses), to its winner."""
        return (result.points if result.winner == 0 else 0, result.points if result.winner == 1 else 0)

    @property
    def score(self) -> GameScore:
        """Card points and hands won (boxes), per seat."""
        boxes = tuple(sum(1 for r in self.history if r.winner == seat) for seat in (0, 1))
        return GameScore((self.totals[0], self.totals[1]), boxes)

    def is_terminal(self) -> bool:
        return self.score.game_winner(self.rules) is not None

    def returns(self) -> list[float]:
        """Each seat's total (cards, Box, Game, whitewash) less the other's."""
        t = self.score.totals(self.rules)
        return [float(t[0] - t[1]), float(t[1] - t[0])]

    def view(self, player: int) -> GinView:
        return self.hand.view(player, (self.totals[0], self.totals[1]), hand_number=self.hand_number,
                              hands_played=len(self.history), hands_won=self.score.boxes)

    def seen(self, seat: int, mover: int, move: Move, hand: GinHand) -> list[Event]:
        """The hand's record of the move, the card of another seat's draw from the stock
        left out."""
        event = hand.events[-1]
        if event.seat != seat and event.action == "draw":
            event = Event(event.seat, "draw", None)
        return [event]

    def news(self, seat: int) -> list[GinView]:
        """The end of a hand: its final view (phase "over", with the result and the other hand)."""
        return [self.finished[-1].view(seat, (self.totals[0], self.totals[1]))]

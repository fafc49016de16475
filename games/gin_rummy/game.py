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
from typing import Optional, Union

from games.engine import TERMINAL
from games.gin_rummy.hand import GinHand
from games.gin_rummy.moves import Move
from games.gin_rummy.scoring import GameScore, Rules
from games.gin_rummy.view import Event, GinView


class GinGame:
    def __init__(self, rng: random.Random, rules: Rules = Rules(), first_dealer: Optional[int] = None):
        self.rng, self.rules = rng, rules
        dealer = rng.randrange(2) if first_dealer is None else first_dealer
        self.score = GameScore()
        self.finished: list[GinHand] = []
        self.hand = GinHand.deal(rng, dealer, rules)

    # ---- the state protocol -------------------------------------------------------------

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.hand.current_player()

    def is_terminal(self) -> bool:
        return self.score.game_winner(self.rules) is not None

    def legal_moves(self) -> list[Move]:
        return [] if self.is_terminal() else self.hand.legal_moves()

    def apply(self, move: Move) -> None:
        self.hand.apply(move)
        if self.hand.is_terminal():
            self._next_hand()

    def _next_hand(self) -> None:
        done = self.hand
        self.finished.append(done)
        self.score = self.score.add(done.result)
        if self.is_terminal():
            return
        dealer = done.dealer if done.result.dead else 1 - done.dealer
        self.hand = GinHand.deal(self.rng, dealer, self.rules)

    def returns(self) -> list[float]:
        """Each seat's total (cards, Box, Game, whitewash) less the other's."""
        t = self.score.totals(self.rules)
        return [float(t[0] - t[1]), float(t[1] - t[0])]

    def view(self, player: int) -> GinView:
        return self.hand.view(player, self.score.cards)

    def seen_by(self, seat: int, move: Move) -> list[Union[Event, GinView]]:
        """What ``seat`` may see of ``move``, just made: the hand's record of it (the card
        of another seat's draw from the stock left out) and, when it ended a hand, that
        hand's final view (phase "over", with the result and the other hand)."""
        ended = not self.hand.events or self.hand.is_terminal()
        hand = self.finished[-1] if ended else self.hand
        event = hand.events[-1]
        if event.seat != seat and event.action == "draw":
            event = Event(event.seat, "draw", None)
        return [event, hand.view(seat, self.score.cards)] if ended else [event]

    def clone(self) -> "GinGame":
        other = GinGame.__new__(GinGame)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.rules, other.score = self.rules, self.score
        other.finished = list(self.finished)
        other.hand = self.hand.clone()
        return other

    def all_cards(self):
        return self.hand.all_cards()

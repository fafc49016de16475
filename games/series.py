"""A game played as a series of hands: the one shape of Gin Rummy's game, Piquet's partie,
Marjolette's game and the trick-avoidance games.

A :class:`Series` holds the hand in play (``hand``), the hands played (``finished``) and
their results (``history``), the running ``totals`` by seat and ``hand_number`` (from 1).
It answers the engine's protocol (:mod:`games.engine`) by passing through to the hand in
play; when a move ends a hand it keeps the hand and its result, adds the result's points
to the totals and, unless that ends the game, deals the next hand from the game's own
``random.Random``. ``seen_by`` tells a seat what it may see of a move, and the news of a
hand's end; ``clone`` copies the whole series, random stream included, for search.

A game subclasses it, sets what its deals need, then calls ``Series.__init__`` (which
deals the first hand), and supplies:

``deal() -> hand``
    The next hand (``hand_number`` already counts it; ``finished`` holds those before).
``result_of(hand) -> result``, ``points(result) -> per seat``
    A finished hand's result, and the points it adds to the totals.
``is_terminal() -> bool``
    Whether the game is over, from the results so far.

and, if a seat may not see everything, ``seen(seat, mover, move, hand)`` (default: the
move whole) and ``news(seat)`` (default: the result of the hand just ended).

>>> import random
>>> class Coins(Series):                    # each hand one toss; three hands
...     def deal(self):
...         return Toss(self.rng.randrange(2))
...     def result_of(self, hand):
...         return hand.heads
...     def points(self, heads):
...         return (heads, 1 - heads)
...     def is_terminal(self):
...         return len(self.history) == 3
>>> class Toss:
...     def __init__(self, heads):
...         self.heads, self.done = heads, False
...     def current_player(self):
...         return -1 if self.done else 0
...     def is_terminal(self):
...         return self.done
...     def legal_moves(self):
...         return ["look"]
...     def apply(self, move):
...         self.done = True
...     def clone(self):
...         return Toss(self.heads)
>>> game = Coins(random.Random(1), seats=2)
>>> while not game.is_terminal():
...     game.apply("look")
>>> game.history, game.totals, game.hand_number, game.seen_by(1, "look")
([0, 0, 1], [1, 2], 3, [Moved(seat=0, move='look'), 1])
"""
from __future__ import annotations

import random
from typing import Any, Optional, Sequence

from games.engine import TERMINAL, IllegalMove, Moved


def won_by(winner: Optional[int], amount: float = 1) -> list[float]:
    """The returns of a game for two that ``winner`` won by ``amount``, the other losing as
    much: a series game's, and a hand's (None: no one has won, yet or at all).

    >>> won_by(1, 30), won_by(0), won_by(None, 5)
    ([-30.0, 30.0], [1.0, -1.0], [0.0, 0.0])
    """
    if winner is None:
        return [0.0, 0.0]
    return [float(amount) if seat == winner else float(-amount) for seat in (0, 1)]


class Series:
    """Hands one after another (see the module's docstring for what a game supplies)."""

    def __init__(self, rng: random.Random, seats: int) -> None:
        self.rng = rng
        self.totals = [0] * seats
        self.history: list[Any] = []
        self.finished: list[Any] = []               # the hands played, last one last
        self.hand_number = 1
        self.last: tuple[int, bool] = (TERMINAL, False)   # who made the last move; did it end a hand
        self.hand = self.deal()

    # --- the protocol, passed through to the hand in play ------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.hand.current_player()

    def legal_moves(self) -> Sequence[Any]:
        return [] if self.is_terminal() else self.hand.legal_moves()

    def apply(self, move: Any) -> None:
        if self.is_terminal():
            raise IllegalMove("The game is over")
        mover = self.hand.current_player()
        self.hand.apply(move)
        self.last = (mover, self.hand.is_terminal())
        if self.hand.is_terminal():
            self.end_hand()

    def end_hand(self) -> None:
        """Keep the finished hand and its result, add its points; deal the next unless the
        game is over."""
        result = self.result_of(self.hand)
        self.finished.append(self.hand)
        self.history.append(result)
        self.totals = [t + p for t, p in zip(self.totals, self.points(result))]
        if not self.is_terminal():
            self.hand_number += 1
            self.hand = self.deal()

    def totals_before(self) -> tuple[int, ...]:
        """The totals before the hand in play: once the game is over, less the last hand's points."""
        if not self.hand.is_terminal():
            return tuple(self.totals)
        return tuple(t - p for t, p in zip(self.totals, self.points(self.history[-1])))

    # --- what a seat is told --------------------------------------------------------
    def seen_by(self, seat: int, move: Any) -> list[Any]:
        """What ``seat`` may see of ``move``, just made: :meth:`seen`, and when the move
        ended a hand, :meth:`news`."""
        mover, ended = self.last
        hand = self.finished[-1] if ended else self.hand
        return self.seen(seat, mover, move, hand) + (self.news(seat) if ended else [])

    def seen(self, seat: int, mover: int, move: Any, hand: Any) -> list[Any]:
        return [Moved(mover, move)]

    def news(self, seat: int) -> list[Any]:
        return [self.history[-1]]

    # --- copies and cards ---------------------------------------------------------------
    def all_cards(self) -> list[Any]:
        return self.hand.all_cards()

    def clone(self) -> "Series":
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.totals, other.history, other.finished = list(self.totals), list(self.history), list(self.finished)
        other.hand = self.hand.clone()
        return other

    def redeal(self, seat: int, rng: random.Random) -> "Series":
        """The game with the hand in play dealt again as ``seat`` may not see it (the hand's
        ``redeal``); the hands already played were shown when they ended."""
        other = self.clone()
        other.hand = self.hand.redeal(seat, rng)
        if self.finished and self.finished[-1] is self.hand:     # the last hand, once the game is over
            other.finished[-1] = other.hand
        return other

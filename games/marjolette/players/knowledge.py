"""What a seat can know of the other hand from its view alone, and hands that fit it.

Known for certain: the opponent's melded cards (on the table before the close,
back in his hand after it) and the turn-up if he took it (by the dix, or as the
last card of the stock), until he plays them. Every other card not seen is
either in his hand or in the stock, and nothing the rules let him do says which:
so a guessed hand is his known cards and enough of the unseen ones drawn at
random. After the close the stock is gone and the guess is certain.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.cards import Card
from games.marjolette.players.solver import mask_of
from games.marjolette.view import MarjoletteView


@dataclass(frozen=True)
class Knowledge:
    mine: frozenset                 # my cards, hand and table
    known: frozenset                # the opponent's cards I have seen and he still holds
    unseen: tuple[Card, ...]        # in his hand or in the stock
    hidden: int                     # how many of his cards I have not seen
    played: frozenset

    def exact(self) -> bool:
        """Whether the opponent's hand is known (after the close, to anyone who counted)."""
        return self.hidden == len(self.unseen)

    def guess(self, rng: random.Random) -> tuple[frozenset, frozenset]:
        """A hand the opponent may hold and the stock that goes with it: (hand, stock)."""
        hidden = rng.sample(self.unseen, self.hidden)
        return self.known | frozenset(hidden), frozenset(self.unseen) - frozenset(hidden)

    def guess_masks(self, rng: random.Random) -> tuple[int, int]:
        """:meth:`guess` as bit masks (see :mod:`games.marjolette.players.solver`)."""
        hidden, stock = self.guess(rng)
        return mask_of(hidden), mask_of(stock)

    def opponent(self) -> frozenset:
        """The opponent's hand once it is certain."""
        if not self.exact():
            raise ValueError("the opponent's hand is not yet known")
        return self.known | frozenset(self.unseen)


def knowledge(view: MarjoletteView) -> Knowledge:
    known = frozenset(view.opponent_known)
    known_in_hand = len(known) - len(view.opponent_table)
    return Knowledge(mine=frozenset(view.cards), known=known, unseen=tuple(view.unseen()),
                     hidden=view.opponent_count - known_in_hand,
                     played=frozenset(view.played_cards()))

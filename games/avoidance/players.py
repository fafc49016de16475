"""Players for every trick-avoidance game (Polignac, Slobberhannes, Short Hearts, and any
other :class:`games.avoidance.variant.Variant`, dominoes included).

A player is any object with ``choose(view, rng) -> move``: ``view`` is a
:class:`games.avoidance.hand.HandView` and the move must be one of ``view.legal_moves``.

``simple``   duck and dump: lead its lowest card, follow with the highest card that
             still loses the trick (or its highest, when every card would win), and
             when it cannot follow throw its most dangerous card; passes its most
             dangerous cards, never bids capot.
``careful``  a sparring partner that remembers the cards played: leads where
             the cards still out are higher, wins cheaply when last to a clean trick,
             keeps the queen of spades (or whatever carries most) guarded, passes to
             void a short suit.
``computer`` searches guessed deals (:mod:`games.avoidance.computer`).
``random``   any legal move.
"""
from __future__ import annotations

import random
from functools import lru_cache
from typing import Any, Sequence

from games.avoidance.hand import HandView
from games.avoidance.moves import Bid
from games.avoidance.rollout import Table


@lru_cache(maxsize=32)
def table_for(variant: Any, deck: tuple) -> Table:
    return Table(variant, deck)


def table_of(view: HandView) -> Table:
    return table_for(view.variant, view.deck)


def most_dangerous(table: Table, cards: Sequence[Any], count: int) -> tuple:
    """The ``count`` cards carrying most points, then most likely to win a trick."""
    return tuple(sorted(cards, key=lambda c: -table.danger[table.index[c]])[:count])


def in_suit_rank(table: Table, card: Any, suit: str) -> int:
    return table.rank[table.index[card]].get(suit, -1)


def trick_state(table: Table, view: HandView) -> tuple[str, int, int]:
    """The suit led, the rank of the card winning the trick so far, and the points in it."""
    trick = view.trick
    suit = trick.suit
    best = max(in_suit_rank(table, c, suit) for c in trick.cards)
    return suit, best, sum(table.points[table.index[c]] for c in trick.cards)


class RandomPlayer:
    def choose(self, view: HandView, rng: random.Random):
        return rng.choice(list(view.legal_moves))


class SimplePlayer:
    """Duck and dump (see the module's docstring)."""

    def choose(self, view: HandView, rng: random.Random):
        table = table_of(view)
        if view.phase == "pass":
            return view.variant.pass_move(most_dangerous(table, view.hand, len(view.legal_moves[0].cards)))
        if view.phase == "bid":
            return Bid(False)
        plays = list(view.legal_moves)
        if not view.trick.plays:
            return min(plays, key=lambda m: (table.points[table.index[m.card]],
                                             in_suit_rank(table, m.card, m.suit or table.suits[table.index[m.card]][0])))
        suit, best, _ = trick_state(table, view)
        following = [m for m in plays if in_suit_rank(table, m.card, suit) >= 0]
        if not following:
            return max(plays, key=lambda m: table.danger[table.index[m.card]])
        losers = [m for m in following if in_suit_rank(table, m.card, suit) < best]
        return max(losers or following, key=lambda m: in_suit_rank(table, m.card, suit))


class CarefulPlayer:
    """A rule-based player that counts the cards (see the module's docstring)."""

    def choose(self, view: HandView, rng: random.Random):
        table = table_of(view)
        if view.phase == "pass":
            return view.variant.pass_move(self.pass_cards(table, view, len(view.legal_moves[0].cards)))
        if view.phase == "bid":
            return Bid(False)
        if not view.trick.plays:
            return self.lead(table, view)
        return self.follow(table, view)

    @staticmethod
    def out(table: Table, view: HandView) -> list[int]:
        """The cards (as numbers) neither played nor in this hand."""
        gone = [table.index[c] for t in view.tricks for c in t.cards] + \
               [table.index[c] for c in view.trick.cards] + [table.index[c] for c in view.hand]
        left = [table.index[c] for c in view.deck]
        for c in gone:
            left.remove(c)
        return left

    @staticmethod
    def heaviest(table: Table) -> int:
        return max(range(len(table.cards)), key=lambda c: table.points[c])

    def pass_cards(self, table: Table, view: HandView, count: int) -> tuple:
        hand = [table.index[c] for c in view.hand]
        heavy = self.heaviest(table)
        length = {s: sum(1 for c in hand if s in table.suits[c]) for c in hand for s in table.suits[c]}

        def weight(c: int) -> float:
            w = table.danger[c]
            shortest = min(length[s] for s in table.suits[c])
            if shortest <= count:
                w += 4                                   # passing it may leave a void
            if c == heavy and any(s in table.suits[heavy] and length[s] >= 5 for s in table.suits[c]):
                w -= 3 * table.points[c] * 10            # well guarded: keep it
            return w
        ordered = sorted(hand, key=weight, reverse=True)
        return tuple(table.cards[c] for c in ordered[:count])

    def lead(self, table: Table, view: HandView):
        out = self.out(table, view)
        heavy = self.heaviest(table)

        def risk(move) -> tuple:
            c = table.index[move.card]
            suit = move.suit or table.suits[c][0]
            r = table.rank[c][suit]
            higher = sum(1 for o in out if table.rank[o].get(suit, -1) > r)
            lower = sum(1 for o in out if 0 <= table.rank[o].get(suit, -1) < r)
            # leading above the big penalty card while it is out draws it onto oneself
            drawn = heavy in out and table.rank[heavy].get(suit, 99) < r
            return (table.points[c], drawn, lower / (higher + lower + 1) if higher else 1 + lower, r)
        return min(view.legal_moves, key=risk)

    def follow(self, table: Table, view: HandView):
        suit, best, points_in = trick_state(table, view)
        last = len(view.trick.plays) == view.seats - 1
        plays = list(view.legal_moves)
        following = [m for m in plays if in_suit_rank(table, m.card, suit) >= 0]
        if not following:
            return max(plays, key=lambda m: table.danger[table.index[m.card]])
        clean = [m for m in following if not table.points[table.index[m.card]]]
        losers = [m for m in following if in_suit_rank(table, m.card, suit) < best]
        if last and not points_in and clean:
            return max(clean, key=lambda m: in_suit_rank(table, m.card, suit))
        if losers:
            return max(losers, key=lambda m: in_suit_rank(table, m.card, suit))
        return max(clean or following, key=lambda m: in_suit_rank(table, m.card, suit))

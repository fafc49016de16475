"""``steady``: a sparring partner that plays by sound rules of thumb, with no memory.

It declares its best meld when it wins a trick; before the close it leads and
throws its least useful card (a low plain card that belongs to no meld, never a
brisque while it has another card), takes a brisque that is led to it as cheaply
as it can, and wins any other lead as cheaply as it can with a plain card, or with
a trump (never its Ace or Ten) when it has a meld or the dix to declare. After the
close it cashes its plain Aces and otherwise wins as cheaply as it can.
"""
from __future__ import annotations

import random

from games.marjolette.melds import FOUR_RANKS, available
from games.marjolette.moves import Play
from games.marjolette.players.cardsense import best_declaration, lowness, rank_value, winners
from games.marjolette.rules import BRISQUES
from games.marjolette.view import MarjoletteView


class SteadyPlayer:
    def choose(self, view: MarjoletteView, rng: random.Random):
        if view.phase == "declare":
            return best_declaration(view.legal_moves, view.trump)
        cards = [m.card for m in view.legal_moves]
        if view.closed:
            return Play(self._closed(view, cards))
        if view.trick:
            return Play(self._follow(view, cards))
        return Play(min(cards, key=lambda c: self._waste(view, c)))

    def _waste(self, view: MarjoletteView, card) -> tuple:
        """How much it costs to give ``card`` away, as a sort key: cheapest first."""
        return (card.rank in BRISQUES, card.suit == view.trump, card.rank in FOUR_RANKS,
                rank_value(card))

    def _follow(self, view: MarjoletteView, cards) -> object:
        led, trump = view.trick[0], view.trump
        taking = sorted(winners(cards, led, trump), key=lambda c: lowness(c, trump))
        cheap = [c for c in taking if not (c.suit == trump and c.rank in BRISQUES)]
        ready = available(view.cards, trump, view.melds[view.seat]) or \
            (view.turnup is not None and any(c.suit == trump and c.rank == "7" for c in view.hand))
        if taking and led.rank in BRISQUES:
            return taking[0]
        if cheap and (ready or not cheap[0].suit == trump):
            return cheap[0]
        return min(cards, key=lambda c: self._waste(view, c))

    def _closed(self, view: MarjoletteView, cards) -> object:
        trump = view.trump
        if view.trick:
            taking = winners(cards, view.trick[0], trump)
            return min(taking or cards, key=lambda c: lowness(c, trump))
        aces = [c for c in cards if c.rank == "A" and c.suit != trump]
        if aces:
            return aces[0]
        return min(cards, key=lambda c: lowness(c, trump))

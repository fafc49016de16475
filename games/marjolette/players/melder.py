"""``melder``: a greedy melder, a sparring partner written from common strategy and not
tuned against the computer.

It declares its best meld (else the dix) whenever it wins a trick, and plays to
win a trick whenever it has something to declare, with its cheapest winner,
trumps included. It plays for the brisques: it takes a brisque that is led to it,
and banks a plain Ace or Ten by winning with it when it can. Otherwise it leads
and throws its least useful card: a low plain card that belongs to no meld it
could still make (the cards of a meld are kept once two of them are held), never
a brisque or a trump while it has another card. After the close it cashes its
plain Aces and otherwise wins as cheaply as it can.
"""
from __future__ import annotations

import random

from games.marjolette.melds import ALL_MELDS, available
from games.marjolette.moves import Play
from games.marjolette.players.cardsense import best_declaration, lowness, rank_value, winners
from games.marjolette.rules import BRISQUES, DIX_RANK
from games.marjolette.view import MarjoletteView


def meld_cards(view: MarjoletteView) -> set:
    """The cards held toward a meld not yet declared, of which two cards or more are held."""
    have, done, keep = set(view.cards), set(view.melds[view.seat]), set()
    for meld in ALL_MELDS:
        if meld in done:
            continue
        cards = meld.cards(view.trump)
        held = [c for c in cards if c in have]
        if len(held) >= 2:
            keep.update(held)
    return keep


def ready(view: MarjoletteView) -> bool:
    """Whether winning a trick now gives something to declare."""
    if available(view.cards, view.trump, view.melds[view.seat]):
        return True
    return view.turnup is not None and any(c.suit == view.trump and c.rank == DIX_RANK
                                           for c in view.hand)


class MelderPlayer:
    def choose(self, view: MarjoletteView, rng: random.Random):
        if view.phase == "declare":
            return best_declaration(view.legal_moves, view.trump)
        cards = [m.card for m in view.legal_moves]
        if view.closed:
            return Play(self._closed(view, cards))
        if view.trick:
            return Play(self._follow(view, cards))
        keep = meld_cards(view)
        return Play(min(cards, key=lambda c: self._waste(view, c, keep)))

    @staticmethod
    def _waste(view: MarjoletteView, card, keep) -> tuple:
        """How much it costs to give ``card`` away, as a sort key: cheapest first."""
        return (card.rank in BRISQUES, card.suit == view.trump, card in keep, rank_value(card))

    def _follow(self, view: MarjoletteView, cards) -> object:
        led, trump = view.trick[0], view.trump
        taking = sorted(winners(cards, led, trump), key=lambda c: lowness(c, trump))
        if taking and (led.rank in BRISQUES or ready(view)):
            return taking[0]
        banked = [c for c in taking if c.suit == led.suit and c.suit != trump and c.rank in BRISQUES]
        if banked:
            return banked[0]
        keep = meld_cards(view)
        return min(cards, key=lambda c: self._waste(view, c, keep))

    @staticmethod
    def _closed(view: MarjoletteView, cards) -> object:
        trump = view.trump
        if view.trick:
            taking = winners(cards, view.trick[0], trump)
            return min(taking or cards, key=lambda c: lowness(c, trump))
        aces = [c for c in cards if c.rank == "A" and c.suit != trump]
        if aces:
            return aces[0]
        return min(cards, key=lambda c: lowness(c, trump))

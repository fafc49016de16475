"""Baselines: ``simple`` (the plain strategy the issue describes) and ``random``.

``simple`` puts out its lowest cards, as many as it may; declares everything
and answers truthfully; leads its highest card; follows with its highest card
of the suit led, or else throws its lowest card.
"""
from __future__ import annotations

import random

from games.piquet.combos import rank_value
from games.piquet.moves import Claim, Discard, Play
from games.piquet.view import PiquetView


def _low(card) -> tuple[int, str]:
    return rank_value(card.rank), card.suit


class SimplePlayer:
    def choose(self, view: PiquetView, rng: random.Random):
        legal = view.legal_moves
        if view.phase == "exchange":
            return Discard(tuple(sorted(view.hand, key=_low)[:legal.most]))
        first = legal[0]
        if isinstance(first, Claim):
            return max(legal, key=lambda m: len(m.categories))
        if isinstance(first, Play):
            return self._play(view)
        # calls and answers: the truthful, declaring option is listed first
        return first

    def _play(self, view: PiquetView) -> Play:
        cards = [m.card for m in view.legal_moves]
        if not view.trick:
            return Play(max(cards, key=_low))
        led = view.trick[0].suit
        in_suit = [c for c in cards if c.suit == led]
        if in_suit:
            return Play(max(in_suit, key=_low))
        return Play(min(cards, key=_low))


class RandomPlayer:
    def choose(self, view: PiquetView, rng: random.Random):
        return rng.choice(view.legal_moves)

"""Baselines: ``simple`` (the plain strategy the issue describes) and ``random``.

``simple`` declares its best meld whenever it wins a trick (else exchanges the
dix if it can); wins a trick whenever it can, with its lowest winning card; and
otherwise leads or throws its lowest card (plain cards before trumps).
"""
from __future__ import annotations

import random

from games.marjolette.moves import Play
from games.marjolette.players.cardsense import best_declaration, lowness, winners
from games.marjolette.view import MarjoletteView


class SimplePlayer:
    def choose(self, view: MarjoletteView, rng: random.Random):
        if view.phase == "declare":
            return best_declaration(view.legal_moves, view.trump)
        cards = [m.card for m in view.legal_moves]
        low = lambda c: lowness(c, view.trump)   # noqa: E731
        if view.trick:
            taking = winners(cards, view.trick[0], view.trump)
            if taking:
                return Play(min(taking, key=low))
        return Play(min(cards, key=low))


class RandomPlayer:
    def choose(self, view: MarjoletteView, rng: random.Random):
        return rng.choice(view.legal_moves)

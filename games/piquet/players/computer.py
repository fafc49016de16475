"""The computer: chooses its exchange by trial, declares fully and truthfully,
and plays by rule of thumb early and by solving guessed deals late.

It sees only its view: its own cards and discards, what the other hand has
declared and shown, and the cards played.
"""
from __future__ import annotations

import random

from games.piquet.moves import Claim, Discard, Play
from games.piquet.players.exchange import ExchangeTuning, choose_discard
from games.piquet.players.play import PlayTuning, choose_play
from games.piquet.view import PiquetView


class ComputerPlayer:
    def __init__(self, exchange: ExchangeTuning = ExchangeTuning(),
                 play: PlayTuning = PlayTuning()) -> None:
        self.exchange, self.play = exchange, play

    def choose(self, view: PiquetView, rng: random.Random):
        if view.phase == "exchange":
            return choose_discard(view, rng, self.exchange)
        first = view.legal_moves[0]
        if isinstance(first, Play):
            return choose_play(view, rng, self.play)
        if isinstance(first, Claim):
            return max(view.legal_moves, key=lambda m: len(m.categories))
        # calls and answers: the truthful, declaring option is listed first
        return first

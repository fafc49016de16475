"""The computer: chooses its exchange by trial, declares fully and truthfully,
and plays guessed deals: played out by greed early, solved exactly late.

It sees only its view: its own cards and discards, what the other hand has
declared and shown, and the cards played.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Optional

from games.piquet.moves import Claim, Discard, Play
from games.piquet.players.exchange import ExchangeTuning, choose_discard
from games.piquet.players.play import PlayTuning, choose_play
from games.piquet.view import PiquetView


class ComputerPlayer:
    """``sampled=0`` (``--player 'computer(sampled=0)'``) plays the early tricks by
    rules of thumb, as the computer did before it played guessed deals out.
    ``opponent='blind'`` guesses that the other hand puts out cards before it draws,
    keeping what scores; ``opponent='lowest'`` the same, keeping only his highest cards;
    ``opponent='hindsight'`` that he puts out his lowest cards of all he held (the
    computer's guess before 2026-11-27); ``opponent='seat'``, the computer's own, guesses
    blind as Elder and in hindsight as Younger."""

    OPPONENTS = {"hindsight": {"opponent": "hindsight"}, "blind": {"opponent": "blind"},
                 "seat": {"opponent": "seat"},
                 "lowest": {"opponent": "blind", "keeps_scoring": False}}

    def __init__(self, exchange: ExchangeTuning = ExchangeTuning(),
                 play: PlayTuning = PlayTuning(), sampled: Optional[int] = None,
                 opponent: Optional[str] = None) -> None:
        if opponent is not None:
            if opponent not in self.OPPONENTS:
                raise ValueError(f"opponent must be one of {', '.join(self.OPPONENTS)}")
            exchange = replace(exchange, **self.OPPONENTS[opponent])
        self.exchange = exchange
        self.play = play if sampled is None else replace(play, sampled=sampled)

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

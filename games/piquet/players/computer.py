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
    blind as Elder and in hindsight as Younger.
    ``partie='late'`` weighs the chance of winning the partie only in the last two hands'
    exchange and the last hand's play, as before 2026-11-27 (``'every'``, the default: in
    every hand); ``guess='rank'`` guesses his cards in the play by one weighting of the
    ranks for both seats, as before; ``'seat'`` weights them as each seat keeps them;
    ``'play'``, the default, as ``'seat'`` and reading his tricks too (:func:`play_hints`).
    ``trials=4`` tries the exchange's discards on four times the guessed deals, and
    ``exact=4`` values its best four again with the play solved exactly on
    ``exact_trials`` of them: a far slower exchange, to measure what more effort is worth."""

    OPPONENTS = {"hindsight": {"opponent": "hindsight"}, "blind": {"opponent": "blind"},
                 "seat": {"opponent": "seat"},
                 "lowest": {"opponent": "blind", "keeps_scoring": False}}

    def __init__(self, exchange: ExchangeTuning = ExchangeTuning(),
                 play: PlayTuning = PlayTuning(), sampled: Optional[int] = None,
                 opponent: Optional[str] = None, partie: str = "every", guess: str = "play",
                 trials: int = 1, exact: int = 0, exact_trials: int = 40) -> None:
        if opponent is not None:
            if opponent not in self.OPPONENTS:
                raise ValueError(f"opponent must be one of {', '.join(self.OPPONENTS)}")
            exchange = replace(exchange, **self.OPPONENTS[opponent])
        if partie not in ("every", "late"):
            raise ValueError("partie must be 'every' or 'late'")
        if guess not in ("play", "seat", "rank"):
            raise ValueError("guess must be 'play', 'seat' or 'rank'")
        for name, n, low in (("trials", trials, 1), ("exact", exact, 0), ("exact_trials", exact_trials, 1)):
            if not isinstance(n, int) or not low <= n <= 1000:
                raise ValueError(f"{name} must be a whole number from {low} to 1000")
        if trials != 1 or exact:
            exchange = replace(exchange, first_trials=exchange.first_trials * trials,
                               final_trials=exchange.final_trials * trials,
                               exact=exact, exact_trials=exact_trials)
        if partie == "late":
            exchange, play = replace(exchange, partie_hands=2), replace(play, partie_hands=0)
        if guess != "play":
            play = replace(play, by_seat=guess == "seat", trust=1.0)
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

"""``mixed``: one built-in player's exchange with another's declarations and play, to
measure what each part of a player is worth on its own::

    python main.py match piquet --player "mixed(exchange='computer', play='rulebased')" --player rulebased
"""
from __future__ import annotations

import random

from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.rulebased import RuleBasedPlayer
from games.piquet.players.simple import RandomPlayer, SimplePlayer
from games.piquet.view import PiquetView

PARTS = {"computer": ComputerPlayer, "rulebased": RuleBasedPlayer, "simple": SimplePlayer,
         "random": RandomPlayer}


class MixedPlayer:
    def __init__(self, exchange: str = "computer", play: str = "rulebased") -> None:
        for name in (exchange, play):
            if str(name).lower() not in PARTS:
                raise ValueError(f"{name!r} is not a built-in player ({', '.join(PARTS)})")
        self.exchanger, self.player = PARTS[exchange.lower()](), PARTS[play.lower()]()

    def observe(self, event) -> None:
        """Passed on to each part that listens (none of the built-ins does yet)."""
        for part in (self.exchanger, self.player):
            if callable(getattr(part, "observe", None)):
                part.observe(event)

    def choose(self, view: PiquetView, rng: random.Random):
        if view.phase == "exchange":
            return self.exchanger.choose(view, rng)
        return self.player.choose(view, rng)

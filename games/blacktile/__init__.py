"""Eleven Point Black Tile: Hearts with dominoes, for three or four players.

Scripting: ``from games.blacktile.rules import VARIANT`` and
``games.avoidance.game.AvoidanceGame(VARIANT, rng, Settings(seats=3))``.
"""
from __future__ import annotations

import random

from games.registry import GameInfo


def new_state(rng: random.Random):
    """A game of one round (a hand led by each seat), three or four players."""
    from games.avoidance.game import AvoidanceGame, Settings
    from games.blacktile.rules import VARIANT
    return AvoidanceGame(VARIANT, rng, Settings(seats=rng.choice((3, 4))))


GAME = GameInfo(name="blacktile", title="Eleven Point Black Tile", menu_key="G", new_state=new_state,
                blurb="Hearts with dominoes: 3s and the 0-0", aliases=("black_tile", "eleven"),
                tape=2, seats=(3, 4), zero_sum=False)

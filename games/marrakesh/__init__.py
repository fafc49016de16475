"""Marrakesh (Joli Quentin Kansil, 1978): backgammon's bearing-off driven by tricks."""
from __future__ import annotations

import random

from games.marrakesh.game import MarrakeshState
from games.registry import GameInfo


def new_state(rng: random.Random) -> MarrakeshState:
    return MarrakeshState.new(rng)


GAME = GameInfo(name="marrakesh", title="Marrakesh", menu_key="A", new_state=new_state,
                tape=2, seats=(2, 2), blurb="Bearing off by tricks, for two")

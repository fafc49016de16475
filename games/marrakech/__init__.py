"""Marrakech: Assam, rugs and dirhams in the market, for two to four players."""
from __future__ import annotations

import random

from games.marrakech.rules import MarrakechState
from games.registry import GameInfo


def new_state(rng: random.Random, seats: int = 2) -> MarrakechState:
    return MarrakechState(rng, seats)


GAME = GameInfo(name="marrakech", title="Marrakech", menu_key="B", new_state=new_state,
                zero_sum=False, tape=2, seats=(2, 4), blurb="Assam, rugs and dirhams")

"""Piquet: the 32-card game for two, a Partie of six hands with the Rubicon."""
from __future__ import annotations

import random

from games.piquet.partie import Partie
from games.registry import GameInfo


def new_state(rng: random.Random) -> Partie:
    return Partie(rng)


def _match(argv: list[str]) -> int:
    from games.piquet.match import main
    return main(argv)


GAME = GameInfo(name="piquet", title="Piquet", menu_key="3", new_state=new_state,
                commands={"match": _match})

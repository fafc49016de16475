"""Piquet: the 32-card game for two, a Partie of six hands with the Rubicon."""
from __future__ import annotations

import random

from games.argtypes import add_opponent_option
from games.piquet.partie import Partie
from games.registry import GameInfo, later


def new_state(rng: random.Random) -> Partie:
    return Partie(rng)


def add_arguments(parser) -> None:
    from games.piquet.players import BUILTINS
    add_opponent_option(parser, BUILTINS)


GAME = GameInfo(name="piquet", title="Piquet", menu_key="3", new_state=new_state,
                scene=later("games.piquet.scene:PiquetScene"),
                add_arguments=add_arguments, commands={"match": later("games.piquet.match:main")},
                blurb="Six hands, with the Rubicon")

"""Marjolette: Howard Fosdick's two-hander of the Bezique family, melds and brisques, game to 250.

Scripting: ``from games.marjolette.game import MarjoletteGame``.
"""
from __future__ import annotations

import random

from games.argtypes import add_opponent_option
from games.marjolette.game import MarjoletteGame
from games.registry import GameInfo, later


def new_state(rng: random.Random) -> MarjoletteGame:
    return MarjoletteGame(rng)


def add_arguments(parser) -> None:
    from games.marjolette.players import BUILTINS
    add_opponent_option(parser, BUILTINS)


GAME = GameInfo(name="marjolette", title="Marjolette", menu_key="C", new_state=new_state,
                scene=later("games.marjolette.scene:MarjoletteScene"),
                add_arguments=add_arguments,
                commands={"match": later("games.marjolette.match:main")},
                blurb="Melds and brisques, game to 250", tape=2, seats=(2, 2))

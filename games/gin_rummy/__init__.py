"""Gin Rummy: ten cards each, sets and runs, knocking, Gin, undercuts, Box and Game to 100.

Scripting: ``from games.gin_rummy.melds import best_melds``.
"""
from __future__ import annotations

import random

from games.argtypes import add_opponent_option
from games.gin_rummy.game import GinGame
from games.registry import GameInfo, later


def new_state(rng: random.Random) -> GinGame:
    """A whole game to 100, as the scene and the match play it (one hand alone:
    ``GinHand.deal(rng, dealer)`` in :mod:`games.gin_rummy.hand`)."""
    return GinGame(rng)


def add_arguments(parser) -> None:
    from games.gin_rummy.players import BUILTINS
    add_opponent_option(parser, BUILTINS)


GAME = GameInfo(name="gin", title="Gin Rummy", menu_key="2", new_state=new_state,
                scene=later("games.gin_rummy.scene:GinScene"),
                add_arguments=add_arguments, commands={"match": later("games.gin_rummy.match:main")},
                blurb="Knock, Gin and Box, to 100", aliases=("gin_rummy", "rummy"))

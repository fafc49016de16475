"""Gin Rummy: ten cards each, sets and runs, knocking, Gin, undercuts, Box and Game to 100.

Scripting: ``from games.gin_rummy.melds import best_melds``.
"""
from __future__ import annotations

import random

from games.argtypes import plugin
from games.gin_rummy.hand import GinHand
from games.registry import GameInfo


def new_state(rng: random.Random) -> GinHand:
    """One hand (it always ends: by a knock, or when the stock runs down)."""
    return GinHand.deal(rng, dealer=rng.randrange(2))


def _match(argv: list[str]) -> int:
    from games.gin_rummy.match import main
    return main(argv)


def _scene(app, options):
    from games.gin_rummy.scene import GinScene
    return GinScene(app, options)


def add_arguments(parser) -> None:
    from games.gin_rummy.players import BUILTINS

    parser.add_argument("--opponent", type=plugin(BUILTINS), default="computer", metavar="NAME",
                        help="who you play: computer (default), simple, random, or module:attribute")


GAME = GameInfo(name="gin", title="Gin Rummy", menu_key="2", new_state=new_state,
                scene=_scene, add_arguments=add_arguments, commands={"match": _match},
                blurb="Knock, Gin and Box, to 100", aliases=("gin_rummy", "rummy"))

"""Piquet: the 32-card game for two, a Partie of six hands with the Rubicon."""
from __future__ import annotations

import random

from games.argtypes import plugin
from games.piquet.partie import Partie
from games.registry import GameInfo


def new_state(rng: random.Random) -> Partie:
    return Partie(rng)


def _match(argv: list[str]) -> int:
    from games.piquet.match import main
    return main(argv)


def _scene(app, options):
    from games.piquet.scene import PiquetScene
    return PiquetScene(app, options)


def add_arguments(parser) -> None:
    from games.piquet.players import BUILTINS

    parser.add_argument("--opponent", type=plugin(BUILTINS), default="computer", metavar="NAME",
                        help="who you play: computer (default), simple, random, or module:attribute")


GAME = GameInfo(name="piquet", title="Piquet", menu_key="3", new_state=new_state,
                scene=_scene, add_arguments=add_arguments, commands={"match": _match},
                blurb="Six hands, with the Rubicon")

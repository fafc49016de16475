"""Marrakesh (Joli Quentin Kansil, 1978): backgammon's bearing-off driven by tricks."""
from __future__ import annotations

import argparse
import random

from games.argtypes import add_opponent_option
from games.marrakesh.game import MarrakeshState
from games.registry import GameInfo, later


def new_state(rng: random.Random) -> MarrakeshState:
    return MarrakeshState.new(rng)


def rounds(text: str) -> int:
    if text not in ("6", "12"):
        raise argparse.ArgumentTypeError(f"a game has 12 rounds, or 6 for a short one, not {text!r}")
    return int(text)


def add_arguments(parser) -> None:
    from games.marrakesh.players import BUILTINS
    add_opponent_option(parser, BUILTINS)
    rule_options(parser)


def rule_options(parser) -> None:
    """``--rounds`` and ``--purple``, for the game and its match command alike."""
    # the choices name the short game where the options are listed (the settings' page)
    parser.add_argument("--rounds", type=rounds, choices=(12, 6), default=12, metavar="N",
                        help="12 rounds (default), or 6 for a short game")
    parser.add_argument("--purple", action="store_true",
                        help="the author's variant: after a trick matching in suit and number, "
                             "a bonus card matching in neither counts once, not four times")


GAME = GameInfo(name="marrakesh", title="Marrakesh", menu_key="A", new_state=new_state,
                scene=later("games.marrakesh.scene:MarrakeshScene"), add_arguments=add_arguments,
                commands={"match": later("games.marrakesh.match:main")},
                tape=2, seats=(2, 2), blurb="Bearing off by tricks, for two")

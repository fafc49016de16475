"""The command-line options of a trick-avoidance game, and its registry entry.

``--players N`` and ``--opponent NAME`` (:func:`games.ui.seats.add_seat_options`),
``--hands N`` (a multiple of the number of players; default one round, a deal by
each player) and ``--passing`` / ``--no-passing``.
"""
from __future__ import annotations

import argparse
import random
import sys
from typing import Optional

from games.argtypes import whole_number
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.variant import Variant
from games.registry import GameInfo, later


def add_arguments(parser, variant: Variant) -> None:
    from games.avoidance.players import BUILTINS
    from games.ui.seats import add_seat_options
    low, high = variant.seats
    add_seat_options(parser, BUILTINS, low, high)
    parser.add_argument("--hands", type=whole_number(1, 60, "--hands"), default=None, metavar="N",
                        help="hands in the game, a multiple of the number of players "
                             "(default: asked when the game starts)")
    custom = "on" if variant.passing else "off"
    parser.add_argument("--passing", dest="passing", action="store_true", default=None,
                        help=f"pass cards before each hand (right, left, across, hold; default {custom})")
    parser.add_argument("--no-passing", dest="passing", action="store_false", help="no passing")


def option_error(options: argparse.Namespace, variant: Variant) -> Optional[str]:
    """What is wrong with the options given together, or None."""
    from games.ui.seats import seat_kinds
    low, high = variant.seats
    try:
        seat_kinds(options, low, high)
    except ValueError as exc:
        return str(exc)
    players, hands = getattr(options, "players", None), getattr(options, "hands", None)
    if players is not None and hands is not None and hands % players:
        return f"--hands {hands} is not a multiple of --players {players}"
    return None


def headless(options: argparse.Namespace, variant: Variant) -> Optional[int]:
    problem = option_error(options, variant)
    if problem is None:
        return None
    print(f"main.py: error: {problem}", file=sys.stderr)
    return 2


def game_info(variant: Variant, name: str, menu_key: str, package: str, blurb: str,
              aliases: tuple[str, ...] = ()) -> GameInfo:
    """The registry's entry for a trick-avoidance game whose rules are ``variant``."""
    def new_state(rng: random.Random) -> AvoidanceGame:
        """One round (a hand dealt by each seat), the number of seats and the passing drawn
        from ``rng`` so that random play-outs meet every table."""
        seats = rng.randint(*variant.seats)
        return AvoidanceGame(variant, rng, Settings(seats=seats, passing=rng.random() < 0.5))

    return GameInfo(name=name, title=variant.name, menu_key=menu_key, new_state=new_state,
                    scene=later(f"games.{package}.scene:Scene"),
                    add_arguments=lambda parser: add_arguments(parser, variant),
                    headless=lambda options: headless(options, variant),
                    commands={"match": later(f"games.{package}.match:main")},
                    zero_sum=False, blurb=blurb, aliases=aliases, tape=2, seats=variant.seats)

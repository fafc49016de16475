"""The command-line options of a trick-avoidance game at the table.

``--players N`` and ``--opponent NAME`` (:func:`games.ui.seats.add_seat_options`),
``--hands N`` (a multiple of the number of players; default: asked) and
``--passing`` / ``--no-passing``. Loaded only when a game's options are wanted
(see :func:`games.avoidance.options.game_info`).
"""
from __future__ import annotations

import argparse
import sys
from typing import Optional

from games.argtypes import whole_number
from games.avoidance.players import BUILTINS
from games.avoidance.variant import Variant
from games.ui.seats import add_seat_options, seat_kinds


def add_arguments(parser, variant: Variant) -> None:
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
    """What is wrong with the options given together, or None.

    Hands that are not a multiple of the players are refused when both were typed (on
    the command line, or together on the settings' options page); when either is a
    default kept in the settings the table rounds the hands up and says so, as it does
    when the number of players is chosen on the screen."""
    low, high = variant.seats
    try:
        seat_kinds(options, low, high)
    except ValueError as exc:
        return str(exc)
    players, hands = getattr(options, "players", None), getattr(options, "hands", None)
    kept = getattr(options, "_from_settings", frozenset())
    if players is not None and hands is not None and hands % players and not {"players", "hands"} & kept:
        return f"--hands {hands} is not a multiple of --players {players}"
    return None


def headless(options: argparse.Namespace, variant: Variant) -> Optional[int]:
    """Exit status 2 with the message when the options disagree, else None (play on)."""
    problem = option_error(options, variant)
    if problem is None:
        return None
    print(f"main.py: error: {problem}", file=sys.stderr)
    return 2

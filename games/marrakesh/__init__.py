"""Marrakesh (Joli Quentin Kansil, 1978): backgammon's bearing-off driven by tricks."""
from __future__ import annotations

import argparse

from games.argtypes import add_opponent_option
from games.marrakesh.players import BUILTINS
from games.registry import GameInfo, MatchInfo, later, later_value


def rounds(text: str) -> int:
    if text not in ("6", "12"):
        raise argparse.ArgumentTypeError(f"a game has 12 rounds, or 6 for a short one, not {text!r}")
    return int(text)


def table_options(parser) -> None:
    add_opponent_option(parser, BUILTINS)


def rule_options(parser) -> None:
    """``--rounds`` and ``--purple``, for the game and its match command alike."""
    # the choices name the short game where the options are listed (the settings' page)
    parser.add_argument("--rounds", type=rounds, choices=(12, 6), default=12, metavar="N",
                        help="12 rounds (default), or 6 for a short game")
    parser.add_argument("--purple", action="store_true",
                        help="the author's variant: after a trick matching in suit and number, "
                             "a bonus card matching in neither counts once, not four times")


GAME = GameInfo(
    name="marrakesh", title="Marrakesh", menu_key="A", blurb="Bearing off by tricks, for two", tape=2,
    new_state=later("games.marrakesh.match:new_game"), builtins=BUILTINS,
    options=rule_options, table_options=table_options,
    rules=later_value("games.marrakesh.rulebook:RULES"),
    scene=later("games.marrakesh.scene:MarrakeshScene"),
    coach=later("games.marrakesh.coach:hint"),
    match=MatchInfo(default_players=("computer", "random"), points=later("games.marrakesh.match:points"),
                    shares=later("games.marrakesh.match:shares"),
                    figures=later("games.marrakesh.match:figures"), per_game=("score",),
                    notes="points: a game's margin; all off, gammons, backgammons, patterns (named), "
                          "fez, marrakesh: rounds"))

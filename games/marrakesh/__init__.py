"""Marrakesh (Joli Quentin Kansil, 1978): backgammon's bearing-off driven by tricks."""
from __future__ import annotations

import argparse
from dataclasses import dataclass

from games.optiondata import BOTH, CHOICE, SWITCH, GameOptions, opponent_option, option
from games.marrakesh.players import BUILTINS
from games.registry import GameInfo, MatchInfo, later, later_value


def rounds(text: str) -> int:
    if text not in ("6", "12"):
        raise argparse.ArgumentTypeError(f"a game has 12 rounds, or 6 for a short one, not {text!r}")
    return int(text)


@dataclass(frozen=True)
class MarrakeshOptions(GameOptions):
    """Who you play, and the rules' ``--rounds`` and ``--purple`` (a match's too)."""
    opponent: str = opponent_option(BUILTINS)
    # the choices name the short game where the options are listed (the settings' page)
    rounds: int = option(CHOICE, 12, choices=(12, 6), read=rounds, metavar="N", places=BOTH,
                         help="12 rounds (default), or 6 for a short game")
    purple: bool = option(SWITCH, False, places=BOTH,
                          help="the author's variant: after a trick matching in suit and number, "
                               "a bonus card matching in neither counts once, not four times")


GAME = GameInfo(
    name="marrakesh", title="Marrakesh", menu_key="A", blurb="Bearing off by tricks, for two", tape=2,
    new_state=later("games.marrakesh.match:new_game"), builtins=BUILTINS,
    options=MarrakeshOptions,
    rules=later_value("games.marrakesh.rulebook:RULES"),
    scene=later("games.marrakesh.scene:MarrakeshScene"),
    coach=later("games.marrakesh.coach:hint"),
    match=MatchInfo(default_players=("computer", "random"), points=later("games.marrakesh.match:points"),
                    shares=later("games.marrakesh.match:shares"),
                    figures=later("games.marrakesh.match:figures"), per_game=("score",),
                    notes="points: a game's margin; all off, gammons, backgammons, patterns (named), "
                          "fez, marrakesh: rounds"))

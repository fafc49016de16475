"""Gin Rummy: ten cards each, sets and runs, knocking, Gin, undercuts, Box and Game to 100.

Scripting: ``from games.gin_rummy.melds import best_melds``.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.optiondata import GameOptions, opponent_option
from games.registry import GameInfo, MatchInfo, later, later_value

BUILTINS = {
    "computer": "games.gin_rummy.computer:ComputerPlayer",
    "earlier": "games.gin_rummy.computer:EarlierComputer",
    "simple": "games.gin_rummy.players:SimplePlayer",
    "neller": "games.gin_rummy.neller:NellerPlayer",
    "random": "games.gin_rummy.players:RandomPlayer",
}


@dataclass(frozen=True)
class GinOptions(GameOptions):
    """Who you play."""
    opponent: str = opponent_option(BUILTINS)


GAME = GameInfo(
    name="gin", title="Gin Rummy", menu_key="2", blurb="Knock, Gin and Box, to 100",
    aliases=("gin_rummy", "rummy"),
    new_state=later("games.gin_rummy.match:new_game"), playout=later("games.gin_rummy.match:one_hand"),
    builtins=BUILTINS,
    options=GinOptions, rules=later_value("games.gin_rummy.rulebook:RULES"),
    scene=later("games.gin_rummy.scene:GinScene"),
    coach=later("games.gin_rummy.coach:hint"),
    match=MatchInfo(figures=later("games.gin_rummy.match:figures"),
                    notes="undercuts: hands won by undercutting; undercut against: own knocks undercut"))

"""Marjolette: Howard Fosdick's two-hander of the Bezique family, melds and brisques, game to 250.

Scripting: ``from games.marjolette.game import MarjoletteGame``.
"""
from __future__ import annotations

from dataclasses import dataclass

from games.optiondata import GameOptions, opponent_option
from games.marjolette.players import BUILTINS
from games.registry import GameInfo, MatchInfo, later, later_value


@dataclass(frozen=True)
class MarjoletteOptions(GameOptions):
    """Who you play."""
    opponent: str = opponent_option(BUILTINS)


GAME = GameInfo(
    name="marjolette", title="Marjolette", menu_key="C", blurb="Melds and brisques, game to 250",
    tape=2, new_state=later("games.marjolette.match:new_game"), builtins=BUILTINS,
    options=MarjoletteOptions, rules=later_value("games.marjolette.rulebook:RULES"),
    scene=later("games.marjolette.scene:MarjoletteScene"),
    coach=later("games.marjolette.coach:hint"),
    match=MatchInfo(points=later("games.marjolette.match:points"),
                    figures=later("games.marjolette.match:figures"), per_game=("score", "hands"),
                    notes="points: the margin of the final totals; dix: the seven of trumps "
                          "turned up or exchanged"))

"""Piquet: the 32-card game for two, a Partie of six hands with the Rubicon."""
from __future__ import annotations

from dataclasses import dataclass

from games.optiondata import GameOptions, opponent_option
from games.piquet.players import BUILTINS
from games.registry import GameInfo, MatchInfo, RecordInfo, later, later_value


@dataclass(frozen=True)
class PiquetOptions(GameOptions):
    """Who you play."""
    opponent: str = opponent_option(BUILTINS)


GAME = GameInfo(
    name="piquet", title="Piquet", menu_key="3", blurb="Six hands, with the Rubicon",
    new_state=later("games.piquet.match:new_partie"), builtins=BUILTINS,
    options=PiquetOptions, rules=later_value("games.piquet.rulebook:RULES"),
    scene=later("games.piquet.scene:PiquetScene"),
    coach=later("games.piquet.coach:hint"),
    match=MatchInfo(what="parties", figures=later("games.piquet.match:figures"), per_game=("score",),
                    notes="capots: hands with all the tricks; rubicons: parties won against a loser "
                          "short of 100"),
    record=RecordInfo(noun="Parties"))

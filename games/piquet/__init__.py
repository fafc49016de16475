"""Piquet: the 32-card game for two, a Partie of six hands with the Rubicon."""
from __future__ import annotations

from games.argtypes import add_opponent_option
from games.piquet.players import BUILTINS
from games.registry import GameInfo, MatchInfo, RecordInfo, later, later_value


def table_options(parser) -> None:
    add_opponent_option(parser, BUILTINS)


GAME = GameInfo(
    name="piquet", title="Piquet", menu_key="3", blurb="Six hands, with the Rubicon",
    new_state=later("games.piquet.match:new_partie"), builtins=BUILTINS,
    table_options=table_options, rules=later_value("games.piquet.rulebook:RULES"),
    scene=later("games.piquet.scene:PiquetScene"),
    coach=later("games.piquet.coach:hint"),
    match=MatchInfo(what="parties", figures=later("games.piquet.match:figures"), per_game=("score",),
                    notes="capots: hands with all the tricks; rubicons: parties won against a loser "
                          "short of 100"),
    record=RecordInfo(noun="Parties"))

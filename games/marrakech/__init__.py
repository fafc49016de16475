"""Marrakech: Assam, rugs and dirhams in the market, for two to four players."""
from __future__ import annotations

import argparse
from typing import Optional

from games.optiondata import BOTH, CHOICE, SWITCH, option, options_class
from games.registry import GameInfo, MatchInfo, later, later_value
from games.seats import refuse_bad_seats, seat_options

SEATS = (2, 4)
BUILTINS = {
    "computer": "games.marrakech.computer:ComputerPlayer",
    "greedy": "games.marrakech.players:GreedyPlayer",
    "assam": "games.marrakech.sparring:AssamPlayer",
    "random": "games.marrakech.players:RandomPlayer",
}


MarrakechOptions = options_class(
    "MarrakechOptions", __name__, **seat_options(BUILTINS, *SEATS, people=True),
    rugs=option(CHOICE, 12, choices=(12, 15), metavar="N", places=BOTH,
                help="two players: rugs of each colour, 12 (Board Game Arena, default) "
                     "or 15 (the Italian rules)"),
    turn_at_end=option(SWITCH, False, places=BOTH,
                       help="the Italian 'Assam' variant: turn Assam at the end of your turn"))


def headless(options, run: argparse.Namespace) -> Optional[int]:
    return refuse_bad_seats(options, *SEATS)


GAME = GameInfo(
    name="marrakech", title="Marrakech", menu_key="B", blurb="Assam, rugs and dirhams", tape=2,
    seats=SEATS, zero_sum=False, new_state=later("games.marrakech.match:new_game"), builtins=BUILTINS,
    options=MarrakechOptions,
    rules=later_value("games.marrakech.rulebook:RULES"),
    scene=later("games.marrakech.scene:MarrakechScene"), headless=headless,
    coach=later("games.marrakech.coach:hint"),
    match=MatchInfo(default_players=("computer", "random"), points=later("games.marrakech.match:points"),
                    shares=later("games.marrakech.match:shares"),
                    figures=later("games.marrakech.match:figures"),
                    per_game=("dirhams", "shown", "paid", "received", "rugs"),
                    notes="points: score (visible squares plus dirhams); paid and received: dirhams a game; "
                          "out: games in which the player could not pay"))

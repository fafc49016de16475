"""Marrakech: Assam, rugs and dirhams in the market, for two to four players."""
from __future__ import annotations

import argparse
import random
from typing import Optional

from games.marrakech.rules import MarrakechState
from games.registry import GameInfo, later

SEATS = (2, 4)


def new_state(rng: random.Random, seats: int = 2) -> MarrakechState:
    return MarrakechState(rng, seats)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from games.marrakech.players import BUILTINS
    from games.seats import add_seat_options

    add_seat_options(parser, BUILTINS, *SEATS, people=True)
    add_rule_options(parser)


def add_rule_options(parser: argparse.ArgumentParser) -> None:
    """The rules' options, shared by the game and its match command."""
    parser.add_argument("--rugs", type=int, choices=(12, 15), default=12, metavar="N",
                        help="two players: rugs of each colour, 12 (Board Game Arena, default) "
                             "or 15 (the Italian rules)")
    parser.add_argument("--turn-at-end", action="store_true",
                        help="the Italian 'Assam' variant: turn Assam at the end of your turn")


def headless(options: argparse.Namespace) -> Optional[int]:
    from games.seats import refuse_bad_seats

    return refuse_bad_seats(options, *SEATS)


GAME = GameInfo(name="marrakech", title="Marrakech", menu_key="B", new_state=new_state,
                scene=later("games.marrakech.scene:MarrakechScene"), add_arguments=add_arguments,
                headless=headless, commands={"match": later("games.marrakech.match:main")}, zero_sum=False, tape=2, seats=SEATS, blurb="Assam, rugs and dirhams")

"""Backgammon's command-line options, for the window and for a match, and its built-in
players by name: read by the game's descriptor, so nothing here loads the rules until a
Position ID is checked."""
from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Optional

from games.optiondata import BOTH, CHOICE, MATCH, ON_OFF, SWITCH, TEXT, WHOLE, GameOptions, option

MAX_LENGTH = 99                 # the longest match, in points
BUILTINS = {
    "simple": "games.backgammon.players:SimplePlayer",
    "friendly": "games.backgammon.players:FriendlyPlayer",
    "computer": "games.backgammon.players:ComputerPlayer",
    "expert": "games.backgammon.players:ExpertPlayer",
}


@dataclass(frozen=True)
class BackgammonOptions(GameOptions):
    """Backgammon's options: the window's, and a match's (``--cube``, and ``--match`` in both)."""
    cube: bool = option(ON_OFF, True, places=MATCH,
                        help="play with the doubling dice (default on; --no-cube for cubeless games)")
    position: Optional[str] = option(TEXT, None, metavar="ID", read=lambda text: position_id(text),
                                     one_run=True, help="start from a GNU Backgammon Position ID (you on roll)")
    engine: bool = option(SWITCH, False, one_run=True,
                          help="engine mode: read '<Position ID> <die> <die>' lines, print plays")
    level: Optional[int] = option(CHOICE, None, choices=(1, 2, 3),
                                  help="computer's level: 1 friendly (1983), 2 strong, 3 expert (default)")
    match: Optional[int] = option(WHOLE, None, low=1, high=MAX_LENGTH, what="a match", metavar="N", places=BOTH,
                                  help="play a match to N points (Crawford rule) instead of money games",
                                  match_help="each game of the report is a whole match to N points "
                                             "(Crawford rule), worth 1 to its winner")
    export_mat: Optional[str] = option(TEXT, None, metavar="PATH", one_run=True, places=BOTH,
                                       help="after each game, write the games played so far to PATH as a match "
                                            "file GNU Backgammon imports (import mat PATH)",
                                       match_help="write each game (with --match, each match) to the folder "
                                                  "PATH as a match file GNU Backgammon imports: "
                                                  "PATH/game-0001.mat and on, by the game's number")


def position_id(text: str) -> str:
    from games.backgammon.board import Position
    try:
        position = Position.from_id(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if position.winner_points():
        raise argparse.ArgumentTypeError(f"{text!r}: the game in that position is over")
    return text


"""Backgammon's command-line options, for the window and for a match, and its built-in
players by name: read by the game's descriptor, so nothing here loads the rules until a
Position ID is checked."""
from __future__ import annotations

import argparse
from games.argtypes import whole_number

MAX_LENGTH = 99                 # the longest match, in points
BUILTINS = {
    "simple": "games.backgammon.players:SimplePlayer",
    "friendly": "games.backgammon.players:FriendlyPlayer",
    "computer": "games.backgammon.players:ComputerPlayer",
    "expert": "games.backgammon.players:ExpertPlayer",
}


def table_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--position", metavar="ID", type=position_id,
                       help="start from a GNU Backgammon Position ID (you on roll)")
    parser.add_argument("--engine", action="store_true",
                       help="engine mode: read '<Position ID> <die> <die>' lines, print plays")
    parser.add_argument("--level", type=int, choices=(1, 2, 3), default=None,
                       help="computer's level: 1 friendly (1983), 2 strong, 3 expert (default)")
    parser.add_argument("--match", metavar="N", type=whole_number(1, MAX_LENGTH, "a match"),
                        default=None, help="play a match to N points (Crawford rule) instead of "
                                           "money games")
    parser.add_argument("--export-mat", metavar="PATH", default=None,
                        help="after each game, write the games played so far to PATH as a match "
                             "file GNU Backgammon imports (import mat PATH)")


def match_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cube", action=argparse.BooleanOptionalAction, default=True,
                        help="play with the doubling dice (default on; --no-cube for cubeless games)")
    parser.add_argument("--match", metavar="N", type=whole_number(1, MAX_LENGTH, "a match"),
                        default=None, help="each game of the report is a whole match to N points "
                                           "(Crawford rule), worth 1 to its winner")
    parser.add_argument("--export-mat", metavar="DIR", default=None,
                        help="write each game (with --match, each match) to DIR as a match file "
                             "GNU Backgammon imports: DIR/game-0001.mat and on, by the game's number")


def position_id(text: str) -> str:
    from games.backgammon.board import Position
    try:
        position = Position.from_id(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if position.winner_points():
        raise argparse.ArgumentTypeError(f"{text!r}: the game in that position is over")
    return text


"""Backgammon: the board of points 1 to 25, the doubling dice, and a computer trained by self-play."""
from __future__ import annotations

import argparse
import random
from typing import Optional

from games.backgammon.game import BackgammonState
from games.registry import GameInfo, OptionError, later


def new_state(rng: random.Random) -> BackgammonState:
    return BackgammonState.new(rng)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--position", metavar="ID", type=position_id,
                       help="start from a GNU Backgammon Position ID (you on roll)")
    parser.add_argument("--engine", action="store_true",
                       help="engine mode: read '<Position ID> <die> <die>' lines, print plays")
    parser.add_argument("--level", type=int, choices=(1, 2, 3), default=None,
                       help="computer's level: 1 friendly (1983), 2 strong, 3 expert (default)")


def position_id(text: str) -> str:
    from games.backgammon.board import Position
    try:
        position = Position.from_id(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    if position.winner_points():
        raise argparse.ArgumentTypeError(f"{text!r}: the game in that position is over")
    return text


def headless(options: argparse.Namespace) -> Optional[int]:
    if not getattr(options, "engine", False):
        return None
    from games.options import window_options_given
    unusable = window_options_given(options) + (["--position"] if options.position else [])
    if unusable:
        raise OptionError(f"--engine cannot be used with {', '.join(unusable)} "
                          "(engine mode has no window and no game of its own)")
    from games.backgammon.engine_mode import run
    from games.backgammon.players import TOP_LEVEL
    return run(options.level or TOP_LEVEL)


GAME = GameInfo(name="backgammon", title="Backgammon", menu_key="4", new_state=new_state,
                scene=later("games.backgammon.scene:BackgammonScene"), add_arguments=add_arguments,
                headless=headless, commands={"match": later("games.backgammon.match:main")},
                aliases=("bg",), blurb="Dice, doubling and gammons")

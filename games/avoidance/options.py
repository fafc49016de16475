"""The descriptor of a trick-avoidance game, its options and its built-in players.

A trick-avoidance game's package describes itself with :func:`trick_game`; its
command-line options are those of every such game: ``--players N`` and ``--opponent
NAME`` (:func:`games.seats.add_seat_options`) and ``--hands N`` at the table,
``--rounds R`` in a match, and ``--passing`` / ``--no-passing`` in both. Nothing here
loads the rules: the menu and the command line read it before any game is chosen.
"""
from __future__ import annotations

import argparse
import sys
from functools import partial
from typing import Optional

from games.argtypes import whole_number
from games.registry import GameInfo, MatchInfo, later, later_value
from games.seats import add_seat_options, seat_kinds

BUILTINS = {
    "computer": "games.avoidance.computer:ComputerPlayer",
    "simple": "games.avoidance.players:SimplePlayer",
    "careful": "games.avoidance.players:CarefulPlayer",
    "defender": "games.avoidance.defender:DefenderPlayer",
    "random": "games.avoidance.players:RandomPlayer",
}


def table_options(parser: argparse.ArgumentParser, seats: tuple[int, int]) -> None:
    add_seat_options(parser, BUILTINS, *seats)
    parser.add_argument("--hands", type=whole_number(1, 60, "--hands"), default=None, metavar="N",
                        help="hands in the game, a multiple of the number of players "
                             "(default: asked when the game starts)")


def rule_options(parser: argparse.ArgumentParser, passing: bool) -> None:
    parser.add_argument("--passing", dest="passing", action="store_true", default=None,
                        help=f"pass cards before each hand (default {'on' if passing else 'off'})")
    parser.add_argument("--no-passing", dest="passing", action="store_false", help="no passing")


def match_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rounds", type=whole_number(1, 20, "--rounds"), default=1, metavar="R",
                        help="rounds in a game: a hand dealt by each seat in each (default 1)")


def option_error(options: argparse.Namespace, seats: tuple[int, int]) -> Optional[str]:
    """What is wrong with the options given together, or None.

    Hands that are not a multiple of the players are refused when both were typed (on
    the command line, or together on the settings' options page); when either is a
    default kept in the settings the table rounds the hands up and says so, as it does
    when the number of players is chosen on the screen."""
    try:
        seat_kinds(options, *seats)
    except ValueError as exc:
        return str(exc)
    players, hands = getattr(options, "players", None), getattr(options, "hands", None)
    kept = getattr(options, "_from_settings", frozenset())
    if players is not None and hands is not None and hands % players and not {"players", "hands"} & kept:
        return f"--hands {hands} is not a multiple of --players {players}"
    return None


def headless(options: argparse.Namespace, seats: tuple[int, int]) -> Optional[int]:
    """Exit status 2 with the message when the options disagree, else None (play on)."""
    problem = option_error(options, seats)
    if problem is None:
        return None
    print(f"main.py: error: {problem}", file=sys.stderr)
    return 2


def trick_game(package: str, name: str, title: str, menu_key: str, seats: tuple[int, int],
               passing: bool, blurb: str, aliases: tuple[str, ...] = ()) -> GameInfo:
    """The descriptor of the trick-avoidance game in ``package`` (its ``__name__``): its rules
    are ``rules.VARIANT`` (whose name, seats and passing are those given here), its scene
    ``scene.Scene``, its text for the help ``rulebook.RULES``, and its games ``match.new_game``
    and ``match.playout``."""
    return GameInfo(
        name=name, title=title, menu_key=menu_key, blurb=blurb, aliases=aliases, tape=2, seats=seats,
        zero_sum=False, lowest_wins=True, new_state=later(f"{package}.match:new_game"),
        playout=later(f"{package}.match:playout"), builtins=BUILTINS,
        options=partial(rule_options, passing=passing), table_options=partial(table_options, seats=seats),
        rules=later_value(f"{package}.rulebook:RULES"), scene=later(f"{package}.scene:Scene"),
        coach=later("games.avoidance.coach:hint"),
        headless=partial(headless, seats=seats), check_options=partial(option_error, seats=seats),
        match=MatchInfo(options=match_options, figures=later("games.avoidance.match:figures"),
                        share_of="penalty_points", notes="best hands: hands with the fewest points (ties count)"))

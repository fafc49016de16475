"""The descriptor of a trick-avoidance game, its options and its built-in players.

A trick-avoidance game's package describes itself with :func:`trick_game`; its
command-line options are those of every such game: ``--players N`` and ``--opponent
NAME`` (:func:`games.seats.seat_options`) and ``--hands N`` at the table,
``--rounds R`` in a match, and ``--passing`` / ``--no-passing`` in both. Nothing here
loads the rules: the menu and the command line read it before any game is chosen.
"""
from __future__ import annotations

import sys
from functools import partial
from typing import Any, Optional

from games.optiondata import BOTH, MATCH, ON_OFF, WHOLE, option, options_class
from games.registry import GameInfo, MatchInfo, later, later_value
from games.seats import seat_kinds, seat_options

BUILTINS = {
    "computer": "games.avoidance.computer:ComputerPlayer",
    "simple": "games.avoidance.players:SimplePlayer",
    "careful": "games.avoidance.players:CarefulPlayer",
    "defender": "games.avoidance.defender:DefenderPlayer",
    "random": "games.avoidance.players:RandomPlayer",
}


def trick_options(package: str, seats: tuple[int, int], passing: bool) -> type:
    """The options of a trick-avoidance game of ``seats`` whose rules pass cards or not."""
    return options_class(
        "TrickOptions", package, **seat_options(BUILTINS, *seats),
        hands=option(WHOLE, None, low=1, high=60, what="--hands", metavar="N",
                     help="hands in the game, a multiple of the number of players "
                          "(default: asked when the game starts)"),
        rounds=option(WHOLE, 1, low=1, high=20, what="--rounds", metavar="R", places=MATCH,
                      help="rounds in a game: a hand dealt by each seat in each (default 1)"),
        passing=option(ON_OFF, None, places=BOTH, off_help="no passing",
                       help=f"pass cards before each hand (default {'on' if passing else 'off'})"))


def option_error(options: Any, seats: tuple[int, int]) -> Optional[str]:
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


def headless(options: Any, run: Any, seats: tuple[int, int]) -> Optional[int]:
    """Exit status 2 with the message when the options disagree, else None (play on)."""
    problem = option_error(options, seats)
    if problem is None:
        return None
    print(f"main.py: error: {problem}", file=sys.stderr)
    return 2


def trick_game(package: str, scene: str, name: str, title: str, menu_key: str, seats: tuple[int, int],
               passing: bool, blurb: str, aliases: tuple[str, ...] = ()) -> GameInfo:
    """The descriptor of the trick-avoidance game in ``package`` (its ``__name__``): its rules
    are ``rules.VARIANT`` (whose name, seats and passing are those given here), its scene
    the class ``scene`` of its module ``scene``, its text for the help ``rulebook.RULES``, and its games ``match.new_game``
    and ``match.playout``."""
    return GameInfo(
        name=name, title=title, menu_key=menu_key, blurb=blurb, aliases=aliases, tape=2, seats=seats,
        zero_sum=False, lowest_wins=True, new_state=later(f"{package}.match:new_game"),
        playout=later(f"{package}.match:playout"), builtins=BUILTINS,
        options=trick_options(package, seats, passing),
        rules=later_value(f"{package}.rulebook:RULES"), scene=later(f"{package}.scene:{scene}"),
        coach=later("games.avoidance.coach:hint"),
        headless=partial(headless, seats=seats), check_options=partial(option_error, seats=seats),
        match=MatchInfo(figures=later("games.avoidance.match:figures"),
                        share_of="penalty_points", notes="best hands: hands with the fewest points (ties count)"))

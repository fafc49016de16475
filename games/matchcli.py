"""The shared front of every ``main.py match <game>`` command.

Each game supplies how to play one game between two loaded players; this module
parses the common options, loads the players (built-in names or
``module:attribute``), asks them for their moves (a player that raises or plays
illegally stops the match with a message), and formats the win line.
"""
from __future__ import annotations

import argparse
import sys
from typing import Any, Mapping, Sequence

from games.argtypes import whole_number
from games.plugins import PluginError, load_object, plugin_name
from games.stats import wilson_interval


def match_parser(game: str, builtins: Mapping[str, str], what: str = "games") -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=f"main.py match {game}",
        description=f"Play whole {what} of {game} between two players, seats swapped on mirrored deals.")
    names = ", ".join(sorted(builtins))
    parser.add_argument("--player", action="append", default=[], metavar="NAME",
                        help=f"a built-in ({names}) or module:attribute; give it twice")
    parser.add_argument("--games", type=positive_int, default=100, metavar="N",
                        help=f"number of {what} (default 100)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="first seed (default 0)")
    parser.add_argument("--json", action="store_true", help="one JSON object on stdout")
    return parser


positive_int = whole_number(1)


def load_players(parser: argparse.ArgumentParser, specs: Sequence[str],
                 builtins: Mapping[str, str]) -> list[tuple[str, Any]]:
    """Two (name, player) pairs; exits through ``parser.error`` with a clear message otherwise."""
    if len(specs) == 0:
        specs = ["computer", "simple"]
    if len(specs) != 2:
        parser.error(f"give --player exactly twice (got {len(specs)})")
    players = []
    for spec in specs:
        try:
            players.append((plugin_name(spec), load_object(spec, builtins)))
        except PluginError as exc:
            parser.error(str(exc))
    if players[0][0] == players[1][0]:
        players[1] = (players[1][0] + "#2", players[1][1])
    return players


class PlayerFault(Exception):
    """A player raised, or answered with a move the rules do not allow: the match stops."""


def choose_checked(player: Any, view: Any, rng: Any, legal: Sequence[Any]) -> Any:
    """``player``'s move for ``view``, refused unless it is one of ``legal``."""
    who = type(player).__name__
    try:
        move = player.choose(view, rng)
    except Exception as exc:          # a plug-in's own fault, reported without a traceback
        raise PlayerFault(f"{who}.choose raised {type(exc).__name__}: {exc}") from exc
    if move not in legal:
        raise PlayerFault(f"{who} chose {move!r}, not one of the legal moves")
    return move


def stopped(exc: PlayerFault) -> int:
    """Report a match cut short by a faulty player; the command's exit status."""
    print(f"match stopped: {exc}", file=sys.stderr)
    return 1


def win_line(name: str, wins: float, n: int) -> str:
    low, high = wilson_interval(wins, n)
    return (f"{name}: won {wins:g} of {n} ({100 * wins / max(1, n):.1f}%, "
            f"95% interval {100 * low:.1f}-{100 * high:.1f}%)")


def note(text: str) -> None:
    print(text, file=sys.stderr)

"""What a game tells the match harness, and what the harness tells a player.

:class:`MatchGame` is a game's description; :class:`Setup` is what one game is
made from; :class:`Start`, :class:`~games.engine.Moved` and :class:`Result` are
what a player's optional hooks are given.
"""
from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Optional, Sequence

from games.engine import Moved

__all__ = ["Setup", "MatchGame", "Start", "Moved", "Result", "seating", "seat_rng", "top_shares"]


@dataclass(frozen=True)
class Setup:
    """One game to make: the deal's seed, how many seats, and the game's own options."""
    seed: int
    seats: int = 2
    options: argparse.Namespace = field(default_factory=argparse.Namespace)

    def rng(self) -> random.Random:
        """The game's own stream for shuffles and dice (never shared with a player)."""
        return random.Random(self.seed)


def state_points(state: Any) -> Sequence[float]:
    """Points per seat: the state's ``returns()``."""
    return state.returns()


@dataclass(frozen=True)
class MatchGame:
    """A game's match command, described; ``games.match.run(game, argv)`` does the rest."""
    name: str                                    # as on the command line: "gin"
    builtins: Mapping[str, str]                  # player name -> "module:attribute"
    new_state: Callable[[Setup], Any]            # a fresh game (the engine protocol) from a Setup
    seats: tuple[int, int] = (2, 2)              # fewest and most seats
    default_players: tuple[str, ...] = ("computer", "simple")
    what: str = "games"                          # the word for one game: "parties" in Piquet
    # Adds the game's own options (e.g. --no-cube) to the match parser; they reach
    # new_state as Setup.options and are listed under "options" in the JSON.
    add_arguments: Optional[Callable[[argparse.ArgumentParser], None]] = None
    points: Callable[[Any], Sequence[float]] = state_points   # per seat, of a finished state
    # Each seat's share of the win (summing to 1); None: the seats with the most
    # points share it equally (a two-seat tie is half each).
    shares: Optional[Callable[[Any], Sequence[float]]] = None
    # The game's own figures per seat of a finished state, e.g. {"gins": 2}; summed over
    # the match per player and reported under "figures".
    figures: Optional[Callable[[Any], Sequence[Mapping[str, float]]]] = None
    per_game: tuple[str, ...] = ()               # figures the text table shows per game, not summed
    notes: str = ""                              # a line under the table explaining the figures
    # A figure whose share of the whole each player took (penalty points in the trick-avoidance
    # games): reported as "share" with a 95% interval over the deals, and shown in the table.
    share_of: str = ""


def top_shares(points: Sequence[float]) -> list[float]:
    """The win shared equally by the seats with the most points.

    >>> top_shares([3, -3]), top_shares([0, 0]), top_shares([2, 5, 5])
    ([1.0, 0.0], [0.5, 0.5], [0.0, 0.5, 0.5])
    """
    best = max(points)
    tied = sum(1 for p in points if p == best)
    return [1.0 / tied if p == best else 0.0 for p in points]


def seating(rotation: int, seats: int) -> list[int]:
    """Which player (by the order given) sits in each seat in a rotation of a deal.

    Over ``seats`` rotations every player sits in every seat once.

    >>> seating(0, 2), seating(1, 2), seating(1, 3)
    ([0, 1], [1, 0], [1, 2, 0])
    """
    return [(seat + rotation) % seats for seat in range(seats)]


def seat_rng(seed: int, seat: int) -> random.Random:
    """The stream a seat's player is given in a deal: its own, whoever else plays."""
    return random.Random(f"{seed}-{seat}")


@dataclass(frozen=True)
class Start:
    """Given to ``player.start`` before a game."""
    seat: int          # the player's seat in this game
    seed: int          # the deal's seed (``--seed`` plus the deal's number)
    seats: int         # how many seats
    game: int          # the game's number in the match, from 1


@dataclass(frozen=True)
class Result:
    """Given to ``player.end`` after a game."""
    seat: int                      # the player's seat
    points: tuple[float, ...]      # per seat
    shares: tuple[float, ...]      # each seat's share of the win
    view: Any                      # the player's view of the finished game

"""What the harness tells a player, and who sits where.

A game's description is its :class:`~games.registry.GameInfo` (with its
:class:`~games.registry.MatchInfo`); :class:`~games.registry.Setup` is what one game
is made from; :class:`Start`, :class:`~games.engine.Moved` and :class:`Result` are
what a player's optional hooks are given.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from games.engine import Moved
from games.registry import Setup

__all__ = ["Setup", "Start", "Moved", "Result", "seating", "seat_rng", "top_shares"]


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
    """Given to ``player.start`` before a game. Never the deal's seed: with it a player
    could deal the game again and see every hidden card."""
    seat: int          # the player's seat in this game
    seats: int         # how many seats
    game: int          # the game's number in the match, from 1


@dataclass(frozen=True)
class Result:
    """Given to ``player.end`` after a game."""
    seat: int                      # the player's seat
    points: tuple[float, ...]      # per seat
    shares: tuple[float, ...]      # each seat's share of the win
    view: Any                      # the player's view of the finished game

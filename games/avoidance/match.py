"""A trick-avoidance game in a match (``main.py match polignac|slobberhannes|hearts|blacktile``,
:mod:`games.match`): whole games, every deal played once for each turn of the players round
the seats. A game is ``--rounds`` rounds of hands (a hand dealt by each seat in a round).

The table shows each player's share of all the penalty points taken, with its 95%
interval over the deals: with four players an even share is 25%.
"""
from __future__ import annotations

from typing import Callable

from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.variant import Variant
from games.registry import Setup


def figures(game: AvoidanceGame) -> list[dict[str, int]]:
    """Per seat: penalty points, hands with the fewest points, and what was special."""
    out = [{"penalty_points": total, "best_hands": 0} for total in game.totals]
    for result in game.history:
        low = min(result.points)
        for seat, points in enumerate(result.points):
            out[seat]["best_hands"] += int(points == low)
        if result.event:
            key = result.event.replace(" ", "_")
            out[result.who][key] = out[result.who].get(key, 0) + 1
    return out


def new_game_of(variant: Variant) -> Callable[[Setup], AvoidanceGame]:
    """The ``new_state`` of the game whose rules are ``variant``."""
    def new_game(setup: Setup) -> AvoidanceGame:
        options = setup.options
        rounds = getattr(options, "rounds", 1) or 1
        # the window asks for hands (a multiple of the seats), a match for rounds
        hands = getattr(options, "hands", None) or rounds * setup.seats
        settings = Settings(seats=setup.seats, hands=hands, passing=getattr(options, "passing", None))
        return AvoidanceGame(variant, setup.rng(), settings)
    return new_game


def playout_of(variant: Variant) -> Callable[[Setup], AvoidanceGame]:
    """The ``playout`` of the game whose rules are ``variant``: one round, with or without
    passing as the seed says, so that random play-outs meet every table."""
    def playout(setup: Setup) -> AvoidanceGame:
        rng = setup.rng()
        return AvoidanceGame(variant, rng, Settings(seats=setup.seats, passing=rng.random() < 0.5))
    return playout

"""The registry's entry for a trick-avoidance game.

Its command-line options (``--players``, ``--opponent``, ``--hands``, ``--passing``)
are those of the table on the screen, in :mod:`games.ui.trick_options`, loaded only
when wanted, so that the rules never import the screen.
"""
from __future__ import annotations

import random

from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.variant import Variant
from games.registry import GameInfo, later


def game_info(variant: Variant, name: str, menu_key: str, package: str, blurb: str,
              aliases: tuple[str, ...] = ()) -> GameInfo:
    """The registry's entry for a trick-avoidance game whose rules are ``variant``; its
    scene is ``games.<package>.scene:Scene`` and its match ``games.<package>.match:main``."""
    def new_state(rng: random.Random, seats: int | None = None) -> AvoidanceGame:
        """One round (a hand dealt by each seat) at a table of ``seats`` (else a size drawn
        from ``rng``), with or without passing as ``rng`` says, so that random play-outs
        meet every table."""
        seats = seats or rng.randint(*variant.seats)
        return AvoidanceGame(variant, rng, Settings(seats=seats, passing=rng.random() < 0.5))

    add_arguments = later("games.ui.trick_options:add_arguments")
    headless = later("games.ui.trick_options:headless")
    option_error = later("games.ui.trick_options:option_error")
    return GameInfo(name=name, title=variant.name, menu_key=menu_key, new_state=new_state,
                    scene=later(f"games.{package}.scene:Scene"),
                    add_arguments=lambda parser: add_arguments(parser, variant),
                    headless=lambda options: headless(options, variant),
                    check_options=lambda options: option_error(options, variant),
                    commands={"match": later(f"games.{package}.match:main")},
                    zero_sum=False, lowest_wins=True, blurb=blurb, aliases=aliases, tape=2, seats=variant.seats)

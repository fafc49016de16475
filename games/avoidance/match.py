"""``main.py match polignac|slobberhannes|hearts``: whole games on the shared harness
(:mod:`games.match`), every deal played once for each turn of the players round the
seats. A game is ``--rounds`` rounds of hands (a hand dealt by each seat in a round).

The table shows each player's share of all the penalty points taken, with its 95%
interval over the deals: with four players an even share is 25%.
"""
from __future__ import annotations

from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.players import BUILTINS
from games.avoidance.variant import Variant
from games.argtypes import whole_number
from games.match import MatchGame, Setup


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


def add_arguments(parser, variant: Variant) -> None:
    parser.add_argument("--rounds", type=whole_number(1, 20, "--rounds"), default=1, metavar="R",
                        help="rounds in a game: a hand dealt by each seat in each (default 1)")
    custom = "on" if variant.passing else "off"
    parser.add_argument("--passing", dest="passing", action="store_true", default=None,
                        help=f"pass cards before each hand (default {custom})")
    parser.add_argument("--no-passing", dest="passing", action="store_false", help="no passing")


def avoidance_match(variant: Variant, name: str) -> MatchGame:
    def new_state(setup: Setup) -> AvoidanceGame:
        options = setup.options
        rounds = getattr(options, "rounds", 1) or 1
        settings = Settings(seats=setup.seats, hands=rounds * setup.seats, passing=getattr(options, "passing", None))
        return AvoidanceGame(variant, setup.rng(), settings)

    low, high = variant.seats
    return MatchGame(name=name, builtins=BUILTINS, new_state=new_state, seats=(low, high),
                     default_players=("computer", "simple"), add_arguments=lambda p: add_arguments(p, variant),
                     figures=figures, share_of="penalty_points",
                     notes="best hands: hands with the fewest points (ties count)")

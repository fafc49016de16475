"""``main.py match marrakech``: whole games for 2 to 4 seats on the shared harness
(:mod:`games.match`).

Each deal (the order of the rug piles and the throws of the die, from its seed) is
played once for every turn of the players round the seats. A game's points are a
seat's score (visible squares plus dirhams); its win goes to the best score, a tie
to the most dirhams, a tie in both is shared, and a player who went out never wins.
"""
from __future__ import annotations

import argparse

from games.marrakech import add_rule_options
from games.marrakech.players import BUILTINS
from games.marrakech.rules import Laid, MarrakechState, Paid, Settings
from games.match import MatchGame, Setup, run


def settings(options: argparse.Namespace) -> Settings:
    return Settings(two_player_rugs=getattr(options, "rugs", 12),
                    late_turn=bool(getattr(options, "turn_at_end", False)))


def new_game(setup: Setup) -> MarrakechState:
    return MarrakechState(setup.rng(), setup.seats, settings(setup.options))


def figures(state: MarrakechState) -> list[dict[str, int]]:
    """Per seat: dirhams and visible squares at the end, dirhams paid and received,
    and whether it went out."""
    paid = [0] * state.players
    received = [0] * state.players
    for event in state.log:
        if isinstance(event, Paid):
            paid[event.seat] += event.amount
            received[event.to] += event.amount
    shown = state.visible()
    return [{"dirhams": state.dirhams[s], "shown": shown[s], "paid": paid[s], "received": received[s],
             "out": int(state.out[s]), "rugs": sum(1 for e in state.log if isinstance(e, Laid) and e.seat == s)}
            for s in range(state.players)]


MATCH = MatchGame(name="marrakech", builtins=BUILTINS, new_state=new_game, seats=(2, 4),
                  default_players=("computer", "random"), add_arguments=add_rule_options,
                  points=lambda state: state.scores(), shares=lambda state: state.returns(),
                  figures=figures, per_game=("dirhams", "shown", "paid", "received", "rugs"),
                  notes="points: score (visible squares plus dirhams); paid and received: dirhams a game; "
                        "out: games in which the player could not pay")


def main(argv: list[str]) -> int:
    return run(MATCH, argv)

"""Marrakech in a match (``main.py match marrakech``, :mod:`games.match`): whole games
for 2 to 4 seats.

Each deal (the order of the rug piles and the throws of the die, from its seed) is
played once for every turn of the players round the seats. A game's points are a
seat's score (visible squares plus dirhams); its win goes to the best score, a tie
to the most dirhams, a tie in both is shared, and a player who went out never wins.
"""
from __future__ import annotations

import argparse

from games.marrakech.rules import Laid, MarrakechState, Paid, Settings
from games.registry import Setup


def settings(options: argparse.Namespace) -> Settings:
    return Settings(two_player_rugs=getattr(options, "rugs", None) or 12,
                    late_turn=bool(getattr(options, "turn_at_end", False)))


def new_game(setup: Setup) -> MarrakechState:
    """The game of ``setup``; its option ``first`` (the window's, where each game of a sitting
    is started by the next seat) is the seat that starts, 0 if not given."""
    return MarrakechState(setup.rng(), setup.seats, settings(setup.options),
                          first=getattr(setup.options, "first", 0) or 0)


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


def points(state: MarrakechState) -> list[int]:
    """Each seat's score: visible squares plus dirhams."""
    return state.scores()


def shares(state: MarrakechState) -> list[float]:
    """The win to the best score (then the most dirhams), never to a seat that went out."""
    return state.returns()

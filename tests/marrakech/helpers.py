"""Setting up markets for the Marrakech tests."""
from __future__ import annotations

import random

from games.marrakech.market import CENTRE, square
from games.marrakech.moves import Rug
from games.marrakech.rules import MarrakechState, Settings


def game(players=2, throws=(), settings=Settings(), seed=0, first=0) -> MarrakechState:
    return MarrakechState(random.Random(seed), players, settings, first=first, throws=throws)


def lay(state: MarrakechState, squares: str, colour: int) -> int:
    """Put a rug of ``colour`` on ``squares`` (e.g. "c2 c3") whatever the rules say; its number."""
    rug = Rug.parse(squares)
    number = len(state.rug_colours)
    state.rug_colours.append(colour)
    state.tops[rug.a] = state.tops[rug.b] = number
    return number


def put_assam(state: MarrakechState, where: str, facing: int) -> None:
    state.assam, state.facing = square(where), facing


def play_out(state: MarrakechState, rng: random.Random) -> MarrakechState:
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
    return state


__all__ = ["game", "lay", "put_assam", "play_out", "CENTRE"]

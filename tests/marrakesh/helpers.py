"""Marrakesh positions made to order, for tests."""
from __future__ import annotations

import random

from games.cards import cards
from games.marrakesh.board import from_dice
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import parse_move
from games.marrakesh.rules import DEFAULT


def arranged(blue_dice, red_dice, blue_hand: str, red_hand: str, bonus: str = "",
             settings=DEFAULT, seed: int = 0) -> MarrakeshState:
    """Round 1 with Blue's and Red's pieces placed by these dice, these hands, and
    these bonus cards on top of the stock (the first named comes first)."""
    return MarrakeshState.arranged((from_dice(blue_dice), from_dice(red_dice)),
                                   (cards(blue_hand), cards(red_hand)), cards(bonus),
                                   random.Random(seed), settings)


def say(state: MarrakeshState, *texts: str) -> None:
    for text in texts:
        state.apply(parse_move(text))


def options(state: MarrakeshState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


def play_out(state: MarrakeshState, rng: random.Random, check=None) -> MarrakeshState:
    """Random legal moves to the end, calling ``check(state)`` after each."""
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_moves()))
        if check:
            check(state)
    return state

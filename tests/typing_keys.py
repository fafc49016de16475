"""Your moves and every way a player may type them, for the kits' typists (tests/kits/):
a move of several parts may be typed in any order, and a card named by the key under it
or by its suit (letter or function key) then its value."""
from __future__ import annotations

import itertools
import random
from typing import NamedTuple, Optional

from games.cards import SUITS


class Typings(NamedTuple):
    """A move of yours and every way to type it, for a typist to answer (a typist answers
    None when the question on screen is not a move)."""
    move: Optional[object]          # None: the scene decides which move the keys make
    ways: list[str]                 # a move of parts: in the rules' own order first
    parts: int = 1                  # the move's parts, which may be typed in any order


# -- naming cards and tiles -----------------------------------------------------------------------
def card_ways(card, shown=(), labels: str = "") -> list[str]:
    """Every way to name ``card``: the key under it, or its suit (letter or function key)
    then its value (a ten as T or 0)."""
    values = [card.rank] + (["0"] if card.rank == "T" else [])
    ways = [f"{suit} {value}" for suit in (card.suit, f"<f{SUITS.index(card.suit) + 1}>") for value in values]
    if card in shown and list(shown).index(card) < len(labels):
        ways.append(labels[list(shown).index(card)])
    return ways


def tile_ways(tile) -> list[str]:
    """A domino by its two numbers, in either order."""
    return sorted({f"{tile.high} {tile.low}", f"{tile.low} {tile.high}"})


def in_any_order(parts: list[list[str]], rng: random.Random, most: int = 120) -> list[str]:
    """``parts`` (each given as its ways) typed in every order, up to ``most`` orders (the
    order given first), each part one of its ways at random."""
    orders = itertools.islice(itertools.permutations(parts), most)
    return [" ".join(rng.choice(ways) for ways in order) for order in orders]

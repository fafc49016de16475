"""Small judgements about cards that every Marjolette player makes.

>>> from games.cards import cards
>>> [str(c) for c in sorted(cards("HA S7 ST D8"), key=lambda c: lowness(c, "H"))]
['S7', 'D8', 'ST', 'HA']
>>> [str(c) for c in winners(cards("SK ST H7 D9"), cards("SQ")[0], "H")]
['SK', 'ST', 'H7']
"""
from __future__ import annotations

from typing import Iterable

from games.marjolette.moves import Declare, Exchange, Pass
from games.marjolette.rules import RANK_ORDER


def rank_value(card) -> int:
    return RANK_ORDER.index(card.rank)


def lowness(card, trump: str) -> tuple[int, int]:
    """A sort key, lowest first: plain cards by rank, then trumps by rank."""
    return int(card.suit == trump), rank_value(card)


def beats(card, led, trump: str) -> bool:
    """Whether ``card`` played second takes the trick from ``led``."""
    if card.suit == led.suit:
        return rank_value(card) > rank_value(led)
    return card.suit == trump


def winners(cards: Iterable, led, trump: str) -> list:
    return [c for c in cards if beats(c, led, trump)]


def best_declaration(legal, trump: str):
    """The highest meld on offer, else the dix, else nothing."""
    melds = [m for m in legal if isinstance(m, Declare)]
    if melds:
        return max(melds, key=lambda m: m.meld.points(trump))
    return next((m for m in legal if isinstance(m, Exchange)), Pass())

"""Trick-taking helpers shared by any game played in tricks (Piquet first).

Cards rank by a ``rank_order`` string, lowest first, so each game keeps its own
ranking (Piquet's ``"789TJQKA"``). Trumps are optional.

>>> from games.cards import cards
>>> [str(c) for c in follow_options(cards("SA H7 S8 DK"), "S")]
['SA', 'S8']
>>> trick_winner(cards("S9 SK"), "789TJQKA")
1
>>> trick_winner(cards("S9 HA"), "789TJQKA")
0
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.cards import Card


def follow_options(hand: Sequence[Card], led_suit: Optional[str]) -> list[Card]:
    """Cards that may be played: any card to lead, else the led suit if held, else any card."""
    if led_suit is None:
        return list(hand)
    in_suit = [c for c in hand if c.suit == led_suit]
    return in_suit or list(hand)


def can_follow(hand: Sequence[Card], led_suit: str) -> bool:
    return any(c.suit == led_suit for c in hand)


def beats(challenger: Card, holder: Card, rank_order: str, trump: Optional[str] = None) -> bool:
    """Whether ``challenger``, played later, takes the trick from ``holder``."""
    if challenger.suit == holder.suit:
        return rank_order.index(challenger.rank) > rank_order.index(holder.rank)
    return trump is not None and challenger.suit == trump


def trick_winner(played: Sequence[Card], rank_order: str, trump: Optional[str] = None) -> int:
    """Index (in playing order) of the card that wins the trick."""
    if not played:
        raise ValueError("an empty trick has no winner")
    best = 0
    for i in range(1, len(played)):
        if beats(played[i], played[best], rank_order, trump):
            best = i
    return best

"""Trick-taking helpers shared by any game played in tricks (Piquet first).

Cards rank by a ``rank_order`` string, lowest first, so each game keeps its own
ranking (Piquet's ``"789TJQKA"``, the Bezique family's ``"789JQKTA"``). Trumps
are optional.

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


def head_options(hand: Sequence[Card], played: Sequence[Card], rank_order: str,
                 trump: Optional[str] = None) -> list[Card]:
    """Cards that may be played under the strict rule of the Bezique family's last tricks:
    follow suit and head the trick if you can; if you cannot follow, trump (heading any
    trump already played if you can); only a player with neither may play any card.

    >>> from games.cards import cards
    >>> order = "789JQKTA"
    >>> [str(c) for c in head_options(cards("ST S7 HK"), cards("SK"), order, "H")]
    ['ST']
    >>> [str(c) for c in head_options(cards("S8 S7 HK"), cards("SK"), order, "H")]
    ['S8', 'S7']
    >>> [str(c) for c in head_options(cards("D8 HK H7"), cards("SK"), order, "H")]
    ['HK', 'H7']
    >>> [str(c) for c in head_options(cards("D8 C9"), cards("SK"), order, "H")]
    ['D8', 'C9']
    """
    if not played:
        return list(hand)
    best = played[trick_winner(played, rank_order, trump)]
    led = played[0].suit
    options = [c for c in hand if c.suit == led]
    if not options and trump is not None:
        options = [c for c in hand if c.suit == trump]
    if not options:
        return list(hand)
    heading = [c for c in options if beats(c, best, rank_order, trump)]
    return heading or options

"""The 32-card French pack of the trick-avoidance card games, A K Q J 10 9 8 7 in each suit.

>>> len(pack()), len(pack(without="S7 C7")), codes(pack(extra="C7")[-3:])
(32, 30, 'C8 C7 C7')
>>> sort_hand(cards("C7 SQ HA S8 SA"))
[Card('SA'), Card('SQ'), Card('S8'), Card('HA'), Card('C7')]
"""
from __future__ import annotations

from typing import Sequence

from games.cards import Card, cards, codes, full_deck
from games.tricks import card_rules

RANKS = "789TJQKA"                      # lowest first
TRICK_RULES = card_rules(RANKS)         # no trumps; follow suit if you can
SPADE_QUEEN = Card("S", "Q")

__all__ = ["RANKS", "TRICK_RULES", "SPADE_QUEEN", "pack", "sort_key", "sort_hand", "cards", "codes"]


def pack(without: str = "", extra: str = "") -> list[Card]:
    """The 32 cards in the canonical order (suits S H D C, highest first), less ``without``,
    plus ``extra`` (a second card of a name already there) at the end."""
    out = [c for c in sorted(full_deck(RANKS), key=sort_key) if c not in cards(without)]
    return out + cards(extra)


def sort_key(card: Card) -> tuple[int, int]:
    """Suits in the manual's order (S H D C), highest card first."""
    return "SHDC".index(card.suit), -RANKS.index(card.rank)


def sort_hand(hand: Sequence[Card]) -> list[Card]:
    return sorted(hand, key=sort_key)

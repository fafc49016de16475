"""Piquet's three combinations (Point, Sequence, Set): finding, comparing, scoring, naming.

Plain functions over lists of cards. The manual's worked example:

>>> from games.cards import cards
>>> left = cards("SK SQ SJ ST S9 HK H8 DK CK CQ CJ CT")
>>> best_point(left)
Point(suit='S', length=5, count=49)
>>> [sequence_name(s.length) for s in sequences(left)], sequences_score(sequences(left))
(['Quint', 'Quart'], 19)
>>> right = cards("SA S7 HA HQ HJ H9 H7 DA DQ DJ CA C9")
>>> best_set(right), sets_score(sets(right))
(SetCombo(rank='A', size=4), 14)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from games.cards import Card

PIQUET_RANKS = "789TJQKA"          # lowest to highest, Ace high
SET_RANKS = "TJQKA"                # sets count from the Tens upwards
COUNT = {"A": 11, "K": 10, "Q": 10, "J": 10, "T": 10, "9": 9, "8": 8, "7": 7}
SEQUENCE_NAMES = {3: "Tierce", 4: "Quart", 5: "Quint", 6: "Sixieme", 7: "Septieme", 8: "Huitieme"}
SET_NAMES = {3: "Trey", 4: "Quatorze"}
PLURAL_WORDS = {"A": "Aces", "K": "Kings", "Q": "Queens", "J": "Jacks", "T": "Tens"}


def rank_value(rank: str) -> int:
    """Position of a rank in Piquet's order: 7 is 0, Ace is 7."""
    return PIQUET_RANKS.index(rank)


def sort_key(card: Card) -> tuple[int, int]:
    """Suits in the manual's order, highest card first within a suit."""
    return "SHDC".index(card.suit), -rank_value(card.rank)


def sort_hand(cards: Sequence[Card]) -> list[Card]:
    return sorted(cards, key=sort_key)


@dataclass(frozen=True, order=True)
class Point:
    suit: str
    length: int
    count: int

    @property
    def key(self) -> tuple[int, int]:
        return self.length, self.count


@dataclass(frozen=True)
class Run:
    """A Piquet Sequence: touching cards of one suit (named Run to keep clear of typing.Sequence)."""
    suit: str
    length: int
    top: str          # rank letter of the highest card

    @property
    def key(self) -> tuple[int, int]:
        return self.length, rank_value(self.top)

    def cards(self) -> list[Card]:
        top = rank_value(self.top)
        return [Card(self.suit, PIQUET_RANKS[top - i]) for i in range(self.length)]


@dataclass(frozen=True)
class SetCombo:
    rank: str
    size: int

    @property
    def key(self) -> tuple[int, int]:
        return self.size, rank_value(self.rank)

    def cards(self, hand: Sequence[Card]) -> list[Card]:
        return [c for c in hand if c.rank == self.rank]


def suit_cards(cards: Sequence[Card], suit: str) -> list[Card]:
    return [c for c in cards if c.suit == suit]


def points(cards: Sequence[Card]) -> list[Point]:
    """One Point per suit held."""
    found = []
    for suit in "SHDC":
        held = suit_cards(cards, suit)
        if held:
            found.append(Point(suit, len(held), sum(COUNT[c.rank] for c in held)))
    return found


def best_point(cards: Sequence[Card]) -> Optional[Point]:
    # max keeps the first of equals, so ties go to the manual's suit order
    return max(points(cards), key=lambda p: p.key, default=None)


def sequences(cards: Sequence[Card]) -> list[Run]:
    """Every run of three or more touching cards in a suit, longest first."""
    found = []
    for suit in "SHDC":
        held = {rank_value(c.rank) for c in cards if c.suit == suit}
        run = 0
        for v in range(len(PIQUET_RANKS) + 1):
            if v in held:
                run += 1
                continue
            if run >= 3:
                found.append(Run(suit, run, PIQUET_RANKS[v - 1]))
            run = 0
    return sorted(found, key=lambda s: s.key, reverse=True)


def best_sequence(cards: Sequence[Card]) -> Optional[Run]:
    found = sequences(cards)
    return found[0] if found else None


def sets(cards: Sequence[Card]) -> list[SetCombo]:
    """Every Trey or Quatorze of Tens and above, best first."""
    found = []
    for rank in SET_RANKS:
        size = sum(1 for c in cards if c.rank == rank)
        if size >= 3:
            found.append(SetCombo(rank, size))
    return sorted(found, key=lambda s: s.key, reverse=True)


def best_set(cards: Sequence[Card]) -> Optional[SetCombo]:
    found = sets(cards)
    return found[0] if found else None


def point_score(point: Optional[Point]) -> int:
    return point.length if point else 0


def sequence_score(length: int, bonus: int = 10) -> int:
    return length + (bonus if length >= 5 else 0)


def sequences_score(found: Sequence[Run], bonus: int = 10) -> int:
    return sum(sequence_score(s.length, bonus) for s in found)


def set_score(size: int, bonus: int = 10) -> int:
    return size + (bonus if size == 4 else 0)


def sets_score(found: Sequence[SetCombo], bonus: int = 10) -> int:
    return sum(set_score(s.size, bonus) for s in found)


def sequence_name(length: int) -> str:
    return SEQUENCE_NAMES[length]


def set_phrase(combo: SetCombo) -> str:
    """``Fourteen Aces`` or ``Three Kings``, as players call them."""
    word = "Fourteen" if combo.size == 4 else "Three"
    return f"{word} {PLURAL_WORDS[combo.rank]}"

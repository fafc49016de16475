"""Playing cards named as the Barker-Hahlo manual names them: suit letter then value.

>>> Card.parse("SK")
Card('SK')
>>> str(Card.parse("dt")), Card.parse("DT").glyph
('DT', '♦T')
>>> [str(c) for c in full_deck()[:3]], len(full_deck())
(['SA', 'S2', 'S3'], 52)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Sequence

# The manual's order: the left-hand function keys are Spades, Hearts, Diamonds, Clubs.
SUITS = "SHDC"
RANKS = "A23456789TJQK"
SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
SUIT_NAMES = {"S": "Spades", "H": "Hearts", "D": "Diamonds", "C": "Clubs"}
# Every value named in words, so that messages never mix "7 of Spades" with "Seven of Spades".
RANK_NAMES = {"A": "Ace", "2": "Two", "3": "Three", "4": "Four", "5": "Five", "6": "Six", "7": "Seven",
              "8": "Eight", "9": "Nine", "T": "Ten", "J": "Jack", "Q": "Queen", "K": "King"}
RED_SUITS = frozenset("HD")


class CardError(ValueError):
    """Text that does not name a card."""


@dataclass(frozen=True, slots=True)
class Card:
    suit: str
    rank: str

    def __post_init__(self) -> None:
        if self.suit not in SUITS or len(self.suit) != 1:
            raise CardError(f"no such suit: {self.suit!r}")
        if self.rank not in RANKS or len(self.rank) != 1:
            raise CardError(f"no such value: {self.rank!r}")

    @classmethod
    def parse(cls, text: str) -> "Card":
        """Read a two-character name such as ``SK`` or ``dt`` (10 is accepted for T)."""
        if not isinstance(text, str):
            raise CardError(f"not a card name: {text!r}")
        t = text.strip().upper().replace("10", "T")
        for glyph_suit, glyph in SUIT_GLYPHS.items():
            t = t.replace(glyph, glyph_suit)
        if len(t) != 2:
            raise CardError(f"not a card name: {text!r}")
        return _BY_CODE.get(t) or cls(t[0], t[1])

    def __str__(self) -> str:
        return self.suit + self.rank

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def code(self) -> str:
        return self.suit + self.rank

    @property
    def glyph(self) -> str:
        """Suit symbol then value, as the screens show a card."""
        return SUIT_GLYPHS[self.suit] + self.rank

    @property
    def is_red(self) -> bool:
        return self.suit in RED_SUITS

    @property
    def name(self) -> str:
        """``Queen of Hearts``, ``Seven of Spades``: a card named in a message.

        >>> Card.parse("S7").name
        'Seven of Spades'
        """
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    @property
    def index(self) -> int:
        """Position in the canonical 52-card deck (SA=0 ... CK=51)."""
        return SUITS.index(self.suit) * 13 + RANKS.index(self.rank)


_BY_CODE: dict[str, Card] = {}
_BY_CODE.update({s + r: Card(s, r) for s in SUITS for r in RANKS})


def card(code: str) -> Card:
    """The card named ``code`` (same as :meth:`Card.parse`)."""
    return Card.parse(code)


def cards(codes: str | Iterable[str]) -> list[Card]:
    """Cards from names: ``cards("SK DK D9")`` or ``cards(["SK", "DK"])``."""
    if isinstance(codes, str):
        codes = codes.replace(",", " ").split()
    return [Card.parse(c) for c in codes]


def full_deck(ranks: str = RANKS) -> list[Card]:
    """The canonical deck: Spades A..K, Hearts, Diamonds, Clubs, keeping only ``ranks``."""
    return [_BY_CODE[s + r] for s in SUITS for r in RANKS if r in ranks]


def shuffled_deck(rng: random.Random, ranks: str = RANKS) -> list[Card]:
    """The canonical deck shuffled by ``rng.shuffle``: the same seed gives the same deal."""
    deck = full_deck(ranks)
    rng.shuffle(deck)
    return deck


def codes(cs: Sequence[Card]) -> str:
    """Names separated by spaces, for messages and tests."""
    return " ".join(str(c) for c in cs)


def spoken(cs: Sequence[Card]) -> str:
    """Cards as a message names them: one in words, several as they look on the table.

    >>> spoken(cards("S7")), spoken(cards("S7 HK"))
    ('the Seven of Spades', '♠7 ♥K')
    """
    if len(cs) == 1:
        return f"the {cs[0].name}"
    return " ".join(c.glyph for c in cs)

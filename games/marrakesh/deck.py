"""Marrakesh's special pack and its tricks.

Fifty-two cards: Ace to Six of each suit from two packs (two copies of each),
and the four Queens from one. A card's number moves pieces: the Ace is 1, the
Queens are 0. Suits rank Spades, Hearts, Diamonds, Clubs as in Bridge, except
that a Club beats a Spade; two cards of one suit go to the receiver.

>>> len(pack()), sum(1 for c in pack() if c.card.rank == "Q")
(52, 4)
>>> value(Card.parse("HA")), value(Card.parse("SQ")), value(Card.parse("D6"))
(1, 0, 6)
>>> trick_winner(Card.parse("S6"), Card.parse("C2"))   # the lead, then the reply
1
>>> trick_winner(Card.parse("D3"), Card.parse("D5")), trick_winner(Card.parse("HQ"), Card.parse("SQ"))
(1, 1)
>>> match(Card.parse("C3"), Card.parse("C3")), match(Card.parse("HQ"), Card.parse("SQ"))
('SN', 'N')
"""
from __future__ import annotations

from dataclasses import dataclass

from games.cards import SUITS, Card

NUMBERED = "A23456"        # two copies of each of these in each suit
# A suit's rank among the others (Spades highest); the one exception is Clubs over Spades.
SUIT_ORDER = {"S": 3, "H": 2, "D": 1, "C": 0}

LEADER, RECEIVER = 0, 1     # positions within a trick

# How two cards match: not at all, in suit only, in number only, in both.
NONE, SUIT, NUMBER, BOTH = "-", "S", "N", "SN"


@dataclass(frozen=True, slots=True)
class PackCard:
    """One physical card: its face and which of the two packs it came from.

    The two copies of a card are the same card in play (a move names only the face,
    ``S5``); the copy keeps every card of the 52 accounted for separately."""
    card: Card
    copy: int = 0

    def __str__(self) -> str:
        return str(self.card)


def pack() -> list[PackCard]:
    """The 52 cards in a fixed order: copies of Ace to Six suit by suit, then the Queens."""
    return ([PackCard(Card(s, r), k) for k in (0, 1) for s in SUITS for r in NUMBERED]
            + [PackCard(Card(s, "Q")) for s in SUITS])


def value(card: Card) -> int:
    """The number a card moves by: Ace 1, Two to Six, Queen 0."""
    return 0 if card.rank == "Q" else NUMBERED.index(card.rank) + 1


def suit_beats(a: str, b: str) -> bool:
    """Whether suit ``a`` beats a different suit ``b``."""
    if {a, b} == {"S", "C"}:
        return a == "C"
    return SUIT_ORDER[a] > SUIT_ORDER[b]


def trick_winner(lead: Card, reply: Card) -> int:
    """``LEADER`` (0) or ``RECEIVER`` (1): the receiver takes a trick of one suit."""
    if lead.suit == reply.suit:
        return RECEIVER
    return LEADER if suit_beats(lead.suit, reply.suit) else RECEIVER


def match(a: Card, b: Card) -> str:
    """How two cards match: ``-``, ``S`` (suit), ``N`` (number) or ``SN`` (both)."""
    suit, number = a.suit == b.suit, a.rank == b.rank
    return BOTH if suit and number else SUIT if suit else NUMBER if number else NONE


def sort_key(card: Card) -> tuple[int, int]:
    """Hands sort by suit (Spades first) then value, the Queen lowest."""
    return -SUIT_ORDER[card.suit], value(card)

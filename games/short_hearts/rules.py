"""Short Hearts: Hearts with the 32-card pack, for three or four players.

Four players use the 32 cards; three add a second seven of clubs (33 cards, 11
each); of the two equal sevens, the one played first ranks higher. No trumps:
follow suit if you can, the highest card of the suit led wins. Each heart taken
scores one point against its taker, the queen of spades four: 12 in all. Who
takes every heart and the queen of spades **shoots the moon**: he scores 0 and
every other player 12. Nobody announces it.

>>> from games.tricks import Trick
>>> t = lambda winner, codes: Trick(0, codes[0], tuple(enumerate(cards(codes))), winner)
>>> score([t(1, "SQ S7 HA S9"), t(3, "H7 H8 D7 H9")], 4, None, True).points
(0, 5, 0, 3)
>>> moon = [t(2, "HA HK HQ HJ"), t(2, "HT H9 H8 H7"), t(2, "SQ S7 S8 S9")]
>>> score(moon, 4, None, True)
HandScore(points=(12, 12, 0, 12), event='moon', who=2)
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.avoidance.cards import SPADE_QUEEN, TRICK_RULES, cards, pack, sort_key
from games.avoidance.variant import HandScore, Variant
from games.tricks import Trick

MOON = 12                               # each other player's score when one shoots the moon


def deck(seats: int) -> list:
    """32 cards for four players; for three, a second seven of clubs makes 33."""
    return pack(extra="C7" if seats == 3 else "")


def card_points(card) -> int:
    return 4 if card == SPADE_QUEEN else 1 if card.suit == "H" else 0


def score(tricks: Sequence[Trick], seats: int, bidder: Optional[int], complete: bool) -> HandScore:
    points = [0] * seats
    for trick in tricks:
        points[trick.winner] += sum(card_points(c) for c in trick.cards)
    total = sum(points)
    if complete and total in points and total == MOON:
        seat = points.index(total)
        return HandScore(tuple(0 if s == seat else MOON for s in range(seats)), "moon", seat)
    return HandScore(tuple(points))


VARIANT = Variant(name="Short Hearts", seats=(3, 4), deck=deck, trick_rules=TRICK_RULES,
                  card_points=card_points, score=score, passing=True, moon=True, sort_key=sort_key)

"""Slobberhannes: avoid the first trick, the last trick and the queen of spades.

Played as Polignac (three to six players, 32 cards or 30 without the black
sevens, no trumps, follow suit if you can) but each of the three penalties
scores one point against its taker, and a player who takes all three scores 4.
There is no capot.

>>> from games.tricks import Trick
>>> t = lambda winner, codes: Trick(0, codes[0], tuple(enumerate(cards(codes))), winner)
>>> score([t(2, "S7 S8 SQ S9"), t(0, "HA H7 H8 H9")], 4, None, True).points
(1, 0, 2, 0)
>>> score([t(2, "S7 S8 SQ S9"), t(2, "HA H7 H8 H9")], 4, None, True)
HandScore(points=(0, 0, 4, 0), event='all three', who=2)
>>> score([t(2, "S7 S8 SQ S9")], 4, None, False).points    # the last trick is still to come
(0, 0, 2, 0)
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.avoidance.cards import SPADE_QUEEN, TRICK_RULES, cards, sort_key
from games.avoidance.variant import HandScore, Variant
from games.polignac.rules import deck
from games.tricks import Trick

ALL_THREE = 4


def card_points(card) -> int:
    return 1 if card == SPADE_QUEEN else 0


def score(tricks: Sequence[Trick], seats: int, bidder: Optional[int], complete: bool) -> HandScore:
    takers = []
    if tricks:
        takers.append(tricks[0].winner)
    if complete and tricks:
        takers.append(tricks[-1].winner)
    takers += [t.winner for t in tricks if SPADE_QUEEN in t.cards]
    points = [takers.count(s) for s in range(seats)]
    if complete and 3 in points:
        seat = points.index(3)
        return HandScore(tuple(ALL_THREE if s == seat else 0 for s in range(seats)), "all three", seat)
    return HandScore(tuple(points))


def first_and_last(index: int, count: int) -> tuple[tuple[str, int], ...]:
    """The penalties of the first and the last trick, beside the cards.

    >>> first_and_last(0, 8), first_and_last(3, 8), first_and_last(7, 8)
    ((('the first trick', 1),), (), (('the last trick', 1),))
    """
    return (("the first trick", 1),) * (index == 0) + (("the last trick", 1),) * (index == count - 1)


VARIANT = Variant(name="Slobberhannes", seats=(3, 6), deck=deck, trick_rules=TRICK_RULES,
                  card_points=card_points, score=score, passing=False, sort_key=sort_key,
                  trick_extras=first_and_last)

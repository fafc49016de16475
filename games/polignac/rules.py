"""Polignac: avoid the queens, the queen of spades most of all.

Three to six players; the 32-card pack, less the two black sevens when three,
five or six play, so that all the cards are dealt evenly. No trumps: follow suit
if you can, the highest card of the suit led wins. Each queen taken scores one
point against its taker, the queen of spades two. After the deal (and the
passing, when played) and before the first trick, any player may announce
**capot**: that he will take all four queens. If he does he scores 0 and every
other player 5; if he fails he scores 5 and the others score their queens.

>>> from games.tricks import Trick
>>> t = lambda winner, codes: Trick(0, codes[0], tuple(enumerate(cards(codes))), winner)
>>> tricks = [t(1, "SQ S7 S8 S9"), t(2, "HQ H7 H8 H9"), t(1, "DQ D7 CQ D9")]
>>> score(tricks, 4, None, True).points
(0, 4, 1, 0)
>>> score(tricks, 4, 1, True)        # seat 1 bid capot and took three queens of four
HandScore(points=(0, 5, 1, 0), event='capot lost', who=1)
"""
from __future__ import annotations

from typing import Optional, Sequence

from games.avoidance.cards import SPADE_QUEEN, TRICK_RULES, cards, pack, sort_key
from games.avoidance.variant import HandScore, Variant
from games.tricks import Trick

CAPOT_PENALTY = 5                       # the failed bidder's score, or each other's when he makes it


def deck(seats: int) -> list:
    """32 cards for four players; 30 (the black sevens out) for three, five or six."""
    return pack(without="" if seats == 4 else "S7 C7")


def card_points(card) -> int:
    return 2 if card == SPADE_QUEEN else 1 if card.rank == "Q" else 0


def score(tricks: Sequence[Trick], seats: int, bidder: Optional[int], complete: bool) -> HandScore:
    taken = [0] * seats
    queens = [0] * seats
    for trick in tricks:
        for card in trick.cards:
            taken[trick.winner] += card_points(card)
            queens[trick.winner] += card.rank == "Q"
    if not complete or bidder is None:
        return HandScore(tuple(taken))
    if queens[bidder] == 4:
        return HandScore(tuple(0 if s == bidder else CAPOT_PENALTY for s in range(seats)), "capot made", bidder)
    taken[bidder] = CAPOT_PENALTY
    return HandScore(tuple(taken), "capot lost", bidder)


VARIANT = Variant(name="Polignac", seats=(3, 6), deck=deck, trick_rules=TRICK_RULES, card_points=card_points,
                  score=score, capot=True, passing=False, sort_key=sort_key)

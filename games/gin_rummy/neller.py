"""``neller``: a sparring partner after the simple rules of Todd Neller's Gin Rummy
player (the EAAI challenge's baseline), written from them, not tuned against the computer.

It takes the up-card when the card sits in a meld of its hand with the card, or
when taking it and throwing its worst other card leaves a lower count than it
holds now; otherwise it draws. It throws the card that leaves the lowest count,
and of those the one of highest value, preferring a card that is of no use (no
pair of its rank, no neighbour of its suit within two ranks) to one that may
still make a meld; never the card it has just taken. It knocks as soon as it may.

``simple`` is close to it but not this player: it takes the up-card only when the
card melds (never just to lower its count), and throws a card that may still
meld as readily as one of no use.
"""
from __future__ import annotations

import random

from games.cards import Card
from games.gin_rummy.melds import CARD_VALUES, deadwood, mask_of
from games.gin_rummy.moves import Discard, Move, Take
from games.gin_rummy.players import refuse
from games.gin_rummy.view import GinView


def in_a_meld(hand: int, card: Card) -> bool:
    """True if ``card`` sits in a meld (set or run) in the best arrangement of ``hand`` plus it."""
    return deadwood(hand | 1 << card.index) < deadwood(hand) + CARD_VALUES[card.index]


def useful(hand: int, card: Card) -> bool:
    """True if ``card`` has a partner in ``hand`` toward a meld: a card of its rank, or one
    of its suit within two ranks."""
    i, rank, suit = card.index, card.index % 13, card.index // 13
    same_rank = sum(1 << (s * 13 + rank) for s in range(4)) & ~(1 << i)
    near = sum(1 << (suit * 13 + r) for r in range(max(0, rank - 2), min(12, rank + 2) + 1)) & ~(1 << i)
    return bool(hand & (same_rank | near))


def throw(hand_cards, taken) -> Card:
    mask = mask_of(hand_cards)

    def cost(c: Card) -> tuple:
        rest = mask & ~(1 << c.index)
        return deadwood(rest), useful(rest, c), -CARD_VALUES[c.index], -(c.index % 13)

    return min((c for c in hand_cards if c != taken), key=cost)


class NellerPlayer:
    def choose(self, view: GinView, rng: random.Random) -> Move:
        if view.phase == "discard":
            card = throw(view.hand, view.taken)
            knock = Discard(card, knock=True)
            return knock if knock in view.legal_moves else Discard(card)
        up = view.up_card
        if Take() in view.legal_moves and up is not None:
            hand = mask_of(view.hand)
            with_up = hand | 1 << up.index
            # what is left after taking it and throwing the worst other card
            after = min(deadwood(with_up & ~(1 << c.index)) for c in view.hand)
            if in_a_meld(hand, up) or after < deadwood(hand):
                return Take()
        return refuse(view)

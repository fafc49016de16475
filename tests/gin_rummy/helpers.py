"""Hands set up card by card for the Gin Rummy tests."""
from __future__ import annotations

from games.cards import cards, full_deck
from games.gin_rummy.hand import OFFER, GinHand
from games.gin_rummy.melds import mask_of


def make_hand(seat0: str, seat1: str, up: str, stock: str = "", dealer: int = 1) -> GinHand:
    """A hand just dealt: the given hands and up-card; ``stock`` lists the next draws first.

    The rest of the pack goes under the named stock cards.
    """
    h0, h1, top = cards(seat0), cards(seat1), cards(up)
    named = cards(stock)
    used = set(h0) | set(h1) | set(top) | set(named)
    assert len(used) == len(h0) + len(h1) + len(top) + len(named), "a card is named twice"
    rest = [c for c in full_deck() if c not in used]
    pile = rest + list(reversed(named))          # the top of the stock is the last card
    return GinHand(dealer, [h0, h1], pile, top, phase=OFFER, to_move=1 - dealer)


def m(codes: str) -> int:
    return mask_of(codes.split())


def play(hand: GinHand, *moves: str) -> GinHand:
    from games.gin_rummy.moves import parse_move
    for text in moves:
        hand.apply(parse_move(text))
    return hand

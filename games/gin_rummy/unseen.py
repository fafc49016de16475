"""A hand of Gin Rummy as one seat may see it: the cards it cannot see dealt again.

The coach's play-outs deal the unseen cards this way from the seat's view, and the
hand's own ``redeal`` deals them so too, so that what the tests check of ``redeal``
holds of the coach's deals. The opponent keeps the cards he took from the pile and
has not thrown away (everyone saw them taken); once the hand is over his whole hand
is shown and only the stock's order is unseen.
"""
from __future__ import annotations

import random
from typing import Optional

from games.gin_rummy.hand import GinHand
from games.gin_rummy.view import GinView


def hand_as_seen(view: GinView, rng: random.Random) -> Optional[GinHand]:
    """The hand as it may be, the seat of ``view`` to move: the opponent's unknown cards
    and the stock dealt from the unseen; None when no deal fits what the view says."""
    shown = view.opponent_hand
    known = list(shown) if shown is not None else sorted(view.opponent_known(), key=lambda c: c.index)
    unseen = sorted(view.unseen() - set(known), key=lambda c: c.index)
    rng.shuffle(unseen)
    need = view.opponent_count - len(known)
    if need < 0 or need + view.stock_count != len(unseen):
        return None
    hands: list[list] = [[], []]
    hands[view.seat], hands[view.opponent] = list(view.hand), known + unseen[:need]
    return GinHand(view.dealer, hands, unseen[need:], list(view.discard_pile), view.rules, view.phase,
                   view.seat, stock_only(view), view.taken, list(view.events), view.result)


def stock_only(view: GinView) -> int:
    """How many coming draws must be from the stock, from the first turn's events (as the
    hand counts them: the dealer's pass leaves one, his taking the first up-card two)."""
    left, offered = 0, True
    for event in view.events:
        if event.action == "pass" and offered and event.seat == view.dealer:
            left, offered = 1, False
        elif event.action == "take" and offered:
            left, offered = (2 if event.seat == view.dealer else 0), False
        elif event.action == "draw":
            left, offered = max(0, left - 1), False
    return left

"""Laying off onto the knocker's sets, chosen together with the defender's own sets.

Laying off greedily is often wrong: a card that would go on the knocker's run
may be worth more in a set of the defender's own, and a card laid off may
break a run the defender could have kept. So every possible choice of
lay-offs is tried (there are few: each knocker's set takes only its missing
fourth, or the defender's unbroken chain of cards beyond a run's ends), and the
defender's own sets are then found for what remains.

>>> from games.gin_rummy.melds import mask_of
>>> run = mask_of(["H4", "H5", "H6"])
>>> d = best_defence([run], mask_of(["H7", "S7", "C7", "SK"]))
>>> d.value, d.laid                     # keep the sevens, lay nothing off
(10, (0,))
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import product
from typing import Sequence

from games.gin_rummy.melds import RANK_ACROSS, SUIT_BITS, deadwood


@dataclass(frozen=True)
class Defence:
    value: int                 # the defender's unmatched total after laying off
    laid: tuple[int, ...]      # per knocker's set, the mask of cards laid off onto it
    own: int                   # the defender's cards left for his own arrangement


def layoff_options(meld: int, hand: int) -> list[int]:
    """Masks of the cards from ``hand`` that could go onto ``meld``, as alternatives."""
    for r in range(13):
        if meld & ~RANK_ACROSS[r] == 0:
            missing = RANK_ACROSS[r] & ~meld & hand
            return [0, missing] if missing else [0]
    low = (meld & -meld).bit_length() - 1
    high = meld.bit_length() - 1
    suit = low // SUIT_BITS
    base = suit * SUIT_BITS
    downs = _chain(hand, range(low - 1, base - 1, -1))
    ups = _chain(hand, range(high + 1, base + SUIT_BITS))
    return [d | u for d in downs for u in ups]


def _chain(hand: int, positions: range) -> list[int]:
    """0, then the first card beyond the end, then the first two ... while the hand holds them."""
    out, acc = [0], 0
    for p in positions:
        if not hand >> p & 1:
            break
        acc |= 1 << p
        out.append(acc)
    return out


def best_defence(knocker_sets: Sequence[int], hand: int) -> Defence:
    """The lay-offs and own sets leaving the defender ``hand`` the least unmatched value.

    Ties go to the choice laying off fewer cards (the defender keeps his own sets).
    """
    best = Defence(deadwood(hand), (0,) * len(knocker_sets), hand)
    options = [layoff_options(m, hand) for m in knocker_sets]
    for laid in product(*options):
        used = 0
        for m in laid:
            if used & m:
                break
            used |= m
        else:
            value = deadwood(hand & ~used)
            fewer = sum(m.bit_count() for m in laid) < sum(m.bit_count() for m in best.laid)
            if value < best.value or (value == best.value and fewer):
                best = Defence(value, tuple(laid), hand & ~used)
    return best

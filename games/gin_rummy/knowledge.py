"""What a player can work out from its view: where the unseen cards probably are.

Every card not in our hand, not in the discard pile and not known to be in
the opponent's hand (taken from the pile and not thrown back) is unseen: it
lies either in the stock or among the opponent's other cards. The opponent
keeps cards that go with the ones he took and throws away or passes over
cards that do not, so unseen cards next to his refusals are less likely to be
in his hand and those next to his takings more likely.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from games.gin_rummy.melds import CARD_VALUES, RANK_ACROSS, SUIT_BITS, mask_of
from games.gin_rummy.view import GinView


def _neighbours(i: int) -> int:
    """Cards that can share a set with card ``i``: same value, or same suit within two."""
    rank, base = i % SUIT_BITS, i - i % SUIT_BITS
    near = RANK_ACROSS[rank]
    for r in range(max(0, rank - 2), min(SUIT_BITS, rank + 3)):
        near |= 1 << (base + r)
    return near & ~(1 << i)


NEIGHBOURS = tuple(_neighbours(i) for i in range(52))


def _pairs(i: int) -> tuple[int, ...]:
    """The pairs of other cards that make a three-card set with card ``i``."""
    rank, suit = i % SUIT_BITS, i // SUIT_BITS
    others = [s * SUIT_BITS + rank for s in range(4) if s != suit]
    out = [1 << a | 1 << b for n, a in enumerate(others) for b in others[n + 1:]]
    for lo in (rank - 2, rank - 1, rank):
        if 0 <= lo and lo + 2 < SUIT_BITS:
            run = sum(1 << (suit * SUIT_BITS + r) for r in range(lo, lo + 3))
            out.append(run & ~(1 << i))
    return tuple(out)


PAIRS = tuple(_pairs(i) for i in range(52))


@dataclass(frozen=True)
class Knowledge:
    mine: int                      # our hand
    known: int                     # opponent's cards we know of
    unseen: tuple[int, ...]        # card indices in the stock or the opponent's hand
    unseen_mask: int
    in_hand: dict[int, float]      # chance each unseen card is in the opponent's hand
    next_draw: dict[int, float]    # chance each unseen card is the top of the stock
    draw_by_value: tuple[float, ...]   # chance the next draw has each value (index 0 unused)
    stock_count: int
    opponent_count: int
    ruled_out: dict = field(default_factory=dict)   # pair mask -> how much less likely he holds it
    cache: dict = field(default_factory=dict, compare=False, repr=False)
    rows: dict = field(default_factory=dict, compare=False, repr=False)   # the computer's, by counts

    def opponent_chance(self, i: int) -> float:
        if self.known >> i & 1:
            return 1.0
        return self.in_hand.get(i, 0.0)

    def danger(self, i: int) -> float:
        """Chance that card ``i`` would complete a three-card set in the opponent's hand."""
        miss = 1.0
        for pair in PAIRS[i]:
            p = self.ruled_out.get(pair, 1.0)
            for j in _bits(pair):
                p *= self.opponent_chance(j)
            miss *= 1.0 - p
        return 1.0 - miss


def _bits(mask: int):
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def read(view: GinView, refused_factor: float = 0.6, taken_factor: float = 1.6,
         refused_pair: float = 0.3) -> Knowledge:
    """What ``view`` tells about the unseen cards.

    An unseen card next to one the opponent refused is ``refused_factor`` times
    as likely to be in his hand (per such card), next to one he took
    ``taken_factor`` times; a pair of cards that would have made a set with a
    card he refused is ``refused_pair`` times as likely to be held together.
    """
    mine = mask_of(view.hand)
    known = mask_of(view.opponent_known())
    refused = mask_of(view.opponent_refused())
    unseen = tuple(sorted(c.index for c in view.unseen()))
    weights = {}
    for i in unseen:
        w = 1.0
        w *= refused_factor ** (NEIGHBOURS[i] & refused).bit_count()
        w *= taken_factor ** (NEIGHBOURS[i] & known).bit_count()
        weights[i] = w
    # the opponent holds ten cards between turns; eleven while he is mid-turn
    slots = max(0, min(view.opponent_count, 10) - known.bit_count())
    total = sum(weights.values()) or 1.0
    in_hand = {i: min(1.0, slots * w / total) for i, w in weights.items()}
    ruled_out = _ruled_out(refused, refused_pair)
    _boost_partners(known, in_hand, ruled_out)
    stock = max(1, view.stock_count)
    next_draw = {i: (1.0 - in_hand[i]) / stock for i in unseen}
    by_value = [0.0] * 11
    for i, p in next_draw.items():
        by_value[CARD_VALUES[i]] += p
    return Knowledge(mine, known, unseen, mask_of(view.unseen()), in_hand, next_draw,
                     tuple(by_value), view.stock_count, view.opponent_count, ruled_out)


def _ruled_out(refused: int, factor: float) -> dict[int, float]:
    """A card he passed over or threw away made no set with his hand: he held none of its pairs."""
    out: dict[int, float] = {}
    if factor >= 1.0:
        return out
    for r in _bits(refused):
        for pair in PAIRS[r]:
            out[pair] = out.get(pair, 1.0) * factor
    return out


def _boost_partners(known: int, in_hand: dict[int, float], ruled_out: dict[int, float]) -> None:
    """A card he took made a set with two of his: share out which two, by their likelihood."""
    boost: dict[int, float] = {}
    for t in _bits(known):
        options = []
        for pair in PAIRS[t]:
            w = ruled_out.get(pair, 1.0)
            for j in _bits(pair):
                w *= 1.0 if known >> j & 1 else in_hand.get(j, 0.0)
            options.append((pair, w))
        total = sum(w for _, w in options)
        for pair, w in options if total > 0 else ():
            for j in _bits(pair & ~known):
                boost[j] = boost.get(j, 0.0) + w / total
    for j, b in boost.items():
        if j in in_hand:
            in_hand[j] = max(in_hand[j], min(1.0, b))

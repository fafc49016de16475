"""The computer's Gin Rummy player: it sees only its view, and reckons with what it has seen.

It values a hand of ten by the unmatched total it expects after one more draw
from the stock (:func:`potential`), with the chance of each unseen card being
drawn taken from :mod:`games.gin_rummy.knowledge`. It takes the up-card when
that leaves a better hand than the stock is expected to; it throws away the
card that leaves the best hand, less the risk that the card completes a set
for the opponent, a risk it weighs more heavily as the stock runs down; and it
knocks as soon as it may early on, later only with a low count.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.cards import Card
from games.gin_rummy.knowledge import Knowledge, read
from games.gin_rummy.melds import CARD_VALUES, completions, deadwood
from games.gin_rummy.melds import deadwood_after_discard as _after_discard
from games.gin_rummy.moves import Discard, Move, Take
from games.gin_rummy.players import refuse
from games.gin_rummy.view import GinView

FULL_STOCK = 31
PRUNE = 6          # discards leaving more than this above the least count are not weighed


@dataclass(frozen=True)
class Style:
    """The computer's judgement, as numbers (``match`` measures what changing them does)."""
    danger_early: float = 3.0       # unmatched points a discard that surely helps him costs, early
    danger_late: float = 10.0       # ... and when the stock is nearly gone
    take_margin: float = 0.0        # how much better the up-card must leave us, to take it
    knock_early: int = 10           # the highest count we knock with while the stock is full
    knock_late: int = 5             # ... and once only ``late_stock`` cards are left
    late_stock: int = 10
    refused_factor: float = 0.6
    taken_factor: float = 1.6


_AFTER: dict[int, int] = {}


def deadwood_after_discard(hand: int) -> int:
    """As in :mod:`melds`, remembered: the same hands come up again and again in a search."""
    value = _AFTER.get(hand)
    if value is None:
        if len(_AFTER) > 500_000:
            _AFTER.clear()
        value = _AFTER[hand] = _after_discard(hand)
    return value


def potential(hand: int, know: Knowledge) -> float:
    """Expected unmatched total of ``hand`` (ten cards) after one more draw and discard.

    A drawn card that makes no set with the hand can only replace the worst
    card, saving ``gain`` less its own value; those are summed by value. The few
    cards that make sets are tried one by one.
    """
    cached = know.cache.get(hand)
    if cached is not None:
        return cached
    dw = deadwood(hand)
    total = float(dw)
    if dw:
        gain = dw - deadwood_after_discard(hand)    # swapping the worst card for a free one
        total -= _swap_saving(gain, know.draw_by_value)
        for i in _indices(hand & know.unseen_mask):    # a card we hold cannot be drawn
            total += know.next_draw[i] * max(0, gain - CARD_VALUES[i])
        for i in _indices(completions(hand) & know.unseen_mask):
            p = know.next_draw[i]
            total += p * max(0, gain - CARD_VALUES[i])
            total -= p * max(0, dw - deadwood_after_discard(hand | 1 << i))
    know.cache[hand] = total
    return total


def _swap_saving(gain: int, by_value: tuple[float, ...]) -> float:
    return sum(by_value[v] * (gain - v) for v in range(1, min(gain, 11)))


def best_keep(hand: int, know: Knowledge, barred: int = -1) -> float:
    """The best ``potential`` reachable by throwing one card away from eleven.

    Only cards whose loss leaves the count near its least are tried.
    """
    floor = deadwood_after_discard(hand)
    options = [d for d in _indices(hand) if d != barred]
    near = [d for d in options if deadwood(hand & ~(1 << d)) <= floor + PRUNE]
    return min(potential(hand & ~(1 << d), know) for d in near or options)


def _indices(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class ComputerPlayer:
    def __init__(self, style: Style = Style()):
        self.style = style

    def choose(self, view: GinView, rng: random.Random) -> Move:
        know = read(view, self.style.refused_factor, self.style.taken_factor)
        if view.phase == "discard":
            return self._discard(view, know)
        return self._draw(view, know)

    # ---- taking or drawing ----------------------------------------------------------------

    def _draw(self, view: GinView, know: Knowledge) -> Move:
        if Take() in view.legal_moves:
            up = view.up_card.index
            take = best_keep(know.mine | 1 << up, know, barred=up)
            if take + self.style.take_margin < self.stock_value(know):
                return Take()
        return refuse(view)

    @staticmethod
    def stock_value(know: Knowledge) -> float:
        """Expected ``potential`` after drawing from the stock and throwing the best card."""
        return sum(p * best_keep(know.mine | 1 << i, know) for i, p in know.next_draw.items())

    # ---- discarding and knocking ------------------------------------------------------------

    def _discard(self, view: GinView, know: Knowledge) -> Move:
        options = [c for c in view.hand if c != view.taken]
        knock = self._knock(view, know, options)
        if knock is not None:
            return knock
        weight = self._danger_weight(view)
        hand = know.mine

        def cost(c: Card) -> float:
            return potential(hand & ~(1 << c.index), know) + weight * know.danger(c.index)

        return Discard(min(options, key=cost))

    def _danger_weight(self, view: GinView) -> float:
        s = self.style
        late = 1.0 - max(0, view.stock_count - view.rules.dead_stock) / (FULL_STOCK - view.rules.dead_stock)
        return s.danger_early + (s.danger_late - s.danger_early) * late

    def _knock(self, view: GinView, know: Knowledge, options: list[Card]) -> Move | None:
        knockable = [c for c in options if Discard(c, knock=True) in view.legal_moves]
        if not knockable:
            return None
        hand = know.mine
        best = min(knockable, key=lambda c: (deadwood(hand & ~(1 << c.index)), know.danger(c.index)))
        count = deadwood(hand & ~(1 << best.index))
        s = self.style
        limit = s.knock_early if view.stock_count > s.late_stock else s.knock_late
        return Discard(best, knock=True) if count <= limit else None

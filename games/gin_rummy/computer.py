"""The computer's Gin Rummy player: it sees only its view, and reckons with what it has seen.

It values a hand of ten by what it expects after one more card
(:func:`potential`): the unmatched total, and whether it could then knock,
with the chance of each unseen card coming taken from
:mod:`games.gin_rummy.knowledge`. It takes the up-card when that leaves a
better hand than the stock is expected to; it throws away the card that
leaves the best hand, less the risk that the card completes a set for the
opponent, a risk it weighs more heavily as the stock runs down. The few best
discards by that measure are weighed again a draw further on (the expected
best hand after each possible card from the stock), which sees cards that need
two draws to pay. The longer the opponent has played, the likelier he is to
knock soon, so each point of its own count is made to cost more, in the draw
and in the discard. It knocks as soon as it may, throwing the card that leaves
least to lay off, except that with a count of four or less and plenty of stock it
plays on for Gin or an undercut.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from games.bits import set_bits
from games.cards import Card
from games.gin_rummy.knowledge import Knowledge, read
from games.gin_rummy.melds import CARD_VALUES, RANK_ACROSS, best_arrangements, completions, deadwood
from games.gin_rummy.melds import deadwood_after_discard as _after_discard
from games.gin_rummy.moves import Discard, Move, Take
from games.gin_rummy.players import refuse
from games.gin_rummy.view import GinView
from games.memo import Memo

FULL_STOCK = 31
KNOCK_LIMIT = 10
PRUNE = 6          # discards leaving more than this above the least count are not weighed


@dataclass(frozen=True)
class Style:
    """The computer's judgement, as numbers (``match`` measures what changing them does)."""
    danger_early: float = 5.0       # points a discard that surely completes his set costs, early
    danger_late: float = 15.0       # ... and when the stock is nearly gone
    take_margin: float = 0.0        # how much better the up-card must leave us, to take it
    knock_limit: int = 10           # the highest count we knock with
    lookahead: float = 2.0          # how many draws' worth of chances a hand's potential counts
    stuck: float = 8.0              # what a hand still too high to knock after the next card loses
    hold_low: int = 4               # play on rather than knock with this count or less (not Gin) ...
    hold_stock: int = 8             # ... while more than this many cards are left in the stock
    refused_factor: float = 0.6     # see knowledge.read
    taken_factor: float = 1.6
    refused_pair: float = 0.3
    shortlist: int = 4              # discards looked at a draw further ahead
    threat_slope: float = 0.12      # each of his turns past ``threat_start`` adds this much ...
    threat_start: int = 1
    threat_cap: float = 1.0         # ... up to this, to the cost of each point of our count


AFTER_BOUND = 50_000     # about forty decisions' worth
_AFTER: Memo = Memo(AFTER_BOUND)     # hand -> its deadwood after the best discard
DEAD_BOUND = 50_000
_DEAD: Memo = Memo(DEAD_BOUND)       # hand -> its deadwood (a search weighs each hand several times)


def deadwood_after_discard(hand: int) -> int:
    """As in :mod:`melds`, remembered: the same hands come up again and again in a search."""
    value = _AFTER.get(hand)
    if value is None:
        value = _AFTER.keep(hand, _after_discard(hand))
    return value


def _deadwood(hand: int) -> int:
    """As in :mod:`melds`, remembered."""
    value = _DEAD.get(hand)
    if value is None:
        value = _DEAD.keep(hand, deadwood(hand))
    return value


def potential(hand: int, know: Knowledge, weight: float = 1.0, stuck: float = 0.0) -> float:
    """What ``hand`` (ten cards) is worth after one more card and discard: the expected
    unmatched total, plus ``stuck`` if it is then still too high to knock.

    A card that makes no set with the hand can only replace the worst card;
    those are summed by value. The few cards that make sets are tried one by
    one. ``weight`` scales the expected improvement (more than one draw is
    usually still to come).
    """
    cached = know.cache.get(hand)
    if cached is not None:
        return cached
    return _potential(hand, _deadwood(hand), know, weight, stuck)


def _potential(hand: int, dw: int, know: Knowledge, weight: float, stuck: float) -> float:
    """:func:`potential` of a hand not yet in ``know.cache`` whose deadwood is ``dw``.

    The loops are written out (no helpers called per card) and what depends only on
    the two counts is worked out once a decision (:func:`_by_value`); every sum is
    made of the same terms in the same order as the plain reading, so the answer is
    the same to the last bit."""
    now = later = dw + (stuck if dw > KNOCK_LIMIT else 0.0)
    if dw:
        best9 = _AFTER.get(hand)                      # the hand less its worst card
        if best9 is None:
            best9 = _AFTER.keep(hand, _after_discard(hand))
        key = (dw, best9, stuck)
        row = know.rows.get(key)
        if row is None:
            row = know.rows[key] = _by_value(dw, best9, stuck, now, know.draw_by_value)
        later, swaps = row
        next_draw, unseen = know.next_draw, know.unseen_mask
        bits = hand & unseen                          # a card we hold cannot come
        while bits:
            low = bits & -bits
            bits ^= low
            i = low.bit_length() - 1
            later -= next_draw[i] * (swaps[CARD_VALUES[i]] - now)
        bits = completions(hand) & unseen
        while bits:
            low = bits & -bits
            bits ^= low
            i = low.bit_length() - 1
            with_it = hand | low
            after = _AFTER.get(with_it)
            if after is None:
                after = _AFTER.keep(with_it, _after_discard(with_it))
            later += next_draw[i] * (after + (stuck if after > KNOCK_LIMIT else 0.0) - swaps[CARD_VALUES[i]])
    total = know.cache[hand] = now - weight * (now - later)
    return total


def _by_value(dw: int, best9: int, stuck: float, now: float,
              by_value: tuple[float, ...]) -> tuple[float, tuple[float, ...]]:
    """For a hand of count ``dw`` and ``best9`` less its worst card: the expected worth
    after a draw that makes no set (by the chance of each value), and the worth after
    drawing a card of each value (index 0 unused) and throwing the worst."""
    swaps = [0.0] * 11
    for v in range(1, 11):
        d = min(dw, best9 + v)
        swaps[v] = d + (stuck if d > KNOCK_LIMIT else 0.0)
    later = sum(by_value[v] * swaps[v] for v in range(1, 11))
    later += (1.0 - sum(by_value)) * now
    return later, tuple(swaps)


def best_keep(hand: int, know: Knowledge, barred: int = -1, weight: float = 1.0,
              stuck: float = 0.0, threat: float = 0.0) -> float:
    """The best ``potential`` reachable by throwing one card (not ``barred``) away from eleven,
    each point of the count left costing ``threat`` more (he may knock before our next turn).

    Only cards whose loss leaves the count near its least are tried.
    """
    floor = _AFTER.get(hand)
    if floor is None:
        floor = _AFTER.keep(hand, _after_discard(hand))
    floor += PRUNE
    near: list[tuple[int, int]] = []
    options: list[tuple[int, int]] = []
    bits = hand
    while bits:
        low = bits & -bits
        bits ^= low
        if low.bit_length() - 1 == barred:
            continue
        keep = hand ^ low
        dw = _DEAD.get(keep)
        if dw is None:
            dw = _DEAD.keep(keep, deadwood(keep))
        options.append((keep, dw))
        if dw <= floor:
            near.append((keep, dw))
    cache = know.cache
    best = None
    for keep, dw in near or options:
        worth = cache.get(keep)
        if worth is None:
            worth = _potential(keep, dw, know, weight, stuck)
        worth += threat * dw
        if best is None or worth < best:
            best = worth
    return best


def expected_layoff(hand: int, know: Knowledge) -> float:
    """What the opponent may be expected to lay off if ``hand`` knocks (its kindest showing)."""
    if deadwood(hand) == 0:
        return 0.0
    return min(sum(_meld_layoff(m, know) for m in melds) for melds in best_arrangements(hand))


def _meld_layoff(meld: int, know: Knowledge) -> float:
    """Expected value laid off onto one set: its missing fourth, or the chains beyond a run."""
    low = (meld & -meld).bit_length() - 1
    high = meld.bit_length() - 1
    if low % 13 == high % 13:                          # a value-set
        missing = RANK_ACROSS[low % 13] & ~meld
        return sum(know.opponent_chance(i) * CARD_VALUES[i] for i in set_bits(missing))
    base = low - low % 13
    total = 0.0
    for chain in (range(low - 1, base - 1, -1), range(high + 1, base + 13)):
        chance = 1.0
        for i in chain:
            chance *= know.opponent_chance(i)
            if chance < 0.01:
                break
            total += chance * CARD_VALUES[i]
    return total


class ComputerPlayer:
    def __init__(self, style: Style = Style()):
        self.style = style

    def choose(self, view: GinView, rng: random.Random) -> Move:
        s = self.style
        return self.decide(view, read(view, s.refused_factor, s.taken_factor, s.refused_pair))

    def decide(self, view: GinView, know: Knowledge) -> Move:
        """The move for ``view`` given what is reckoned of the unseen cards (a tool that
        measures the worth of seeing them passes the truth)."""
        if view.phase == "discard":
            return self._discard(view, know)
        return self._draw(view, know)

    # ---- taking or drawing ----------------------------------------------------------------

    def _draw(self, view: GinView, know: Knowledge) -> Move:
        if Take() in view.legal_moves:
            s, up = self.style, view.up_card.index
            threat = self._threat(view)
            take = best_keep(know.mine | 1 << up, know, up, s.lookahead, s.stuck, threat)
            if take + s.take_margin < self.stock_value(know.mine, know, threat):
                return Take()
        return refuse(view)

    def stock_value(self, hand: int, know: Knowledge, threat: float = 0.0) -> float:
        """Expected ``best_keep`` after drawing from the stock to ``hand``."""
        s = self.style
        return sum(p * best_keep(hand | 1 << i, know, -1, s.lookahead, s.stuck, threat)
                   for i, p in know.next_draw.items() if not hand >> i & 1)

    # ---- discarding and knocking ------------------------------------------------------------

    def _discard(self, view: GinView, know: Knowledge) -> Move:
        options = [c for c in view.hand if c != view.taken]
        knock = self._knock(view, know, options)
        if knock is not None:
            return knock
        weight, threat = self._danger_weight(view), self._threat(view)
        hand, s = know.mine, self.style

        def risk(c: Card) -> float:
            keep = hand & ~(1 << c.index)
            return weight * know.danger(c.index) + threat * _deadwood(keep)

        def quick(c: Card) -> float:
            return potential(hand & ~(1 << c.index), know, s.lookahead, s.stuck) + risk(c)

        def deep(c: Card) -> float:
            return self.stock_value(hand & ~(1 << c.index), know, threat) + risk(c)

        # the one-card look ahead is cheap but blind to cards that need two draws to
        # pay; the few best discards by it are weighed again after every possible draw
        return Discard(min(sorted(options, key=quick)[:s.shortlist], key=deep))

    def _threat(self, view: GinView) -> float:
        """What a point of our count costs now: the longer he has played, the likelier he
        knocks soon, and then every point we hold is lost."""
        s = self.style
        turns = sum(1 for e in view.events if e.seat == view.opponent and e.action == "discard")
        return min(s.threat_cap, max(0.0, (turns - s.threat_start) * s.threat_slope))

    def _danger_weight(self, view: GinView) -> float:
        s = self.style
        dead = view.rules.dead_stock
        late = 1.0 - max(0, view.stock_count - dead) / (FULL_STOCK - dead)
        return s.danger_early + (s.danger_late - s.danger_early) * late

    def _knock(self, view: GinView, know: Knowledge, options: list[Card]) -> Move | None:
        knockable = [c for c in options if Discard(c, knock=True) in view.legal_moves]
        if not knockable:
            return None
        hand, s = know.mine, self.style

        def cost(c: Card) -> tuple[float, int]:
            keep = hand & ~(1 << c.index)
            return deadwood(keep) + expected_layoff(keep, know), deadwood(keep)

        best = min(knockable, key=cost)
        count = deadwood(hand & ~(1 << best.index))
        if 0 < count <= s.hold_low and view.stock_count > s.hold_stock:
            return None      # so low a count is seldom beaten: play on for Gin or an undercut
        return Discard(best, knock=True) if count <= s.knock_limit else None


# The computer as it played before issue 30: less wary of feeding his sets, and knocking
# with a count of three or four where the present one plays on.
EARLIER = Style(danger_early=3.0, danger_late=10.0, hold_low=2)


class EarlierComputer(ComputerPlayer):
    """``earlier``: the computer before issue 30, kept so its figures can be measured again."""

    def __init__(self) -> None:
        super().__init__(EARLIER)

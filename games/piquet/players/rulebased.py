"""``rulebased``: a plain, honest sparring partner, stronger than ``simple``.

Its exchange tries every discard it may make against the same few sampled draws
from the stock and keeps the one whose hand is worth most on average: Point,
Sequences and Sets as they would score, and the Aces, Kings and Queens kept
for the play. It declares everything truthfully. In the play it leads a master (a card
no unseen card of its suit can beat) from its longest suit that has one, else
the lowest card of its longest suit; following, it takes the trick with its
lowest card that wins, else throws its lowest card.

Nobody tuned the computer against it: it is the yardstick for the computer's
strength, where ``simple`` is the easy opponent.
"""
from __future__ import annotations

import random
from itertools import combinations
from typing import Callable

from games.piquet.combos import rank_value
from games.piquet.moves import Claim, Discard, Play
from games.piquet.players import fast
from games.piquet.players.knowledge import PACK
from games.piquet.players.solver import card_id, mask_of
from games.piquet.view import PiquetView

DRAWS = 4                                         # sampled draws per exchange
# high cards kept count for the play: 3 for an Ace, 2 for a King, 1 for a Queen
HIGH = [3 * (p >> 7 & 1) + 2 * (p >> 6 & 1) + (p >> 5 & 1) for p in range(256)]


def hand_worth(mask: int) -> int:
    """What a twelve-card hand promises: its Point, Sequences and Sets as they score, and
    its Aces, Kings and Queens."""
    d = fast.declarations(mask)
    return d[1] + d[3] + d[5] + sum(HIGH[p] for p in fast.suits(mask))


def best_discard(view: PiquetView, rng: random.Random, draws: int = DRAWS) -> Discard:
    hand = list(view.hand)
    unseen = [card_id(c) for c in PACK if c not in hand and c not in view.discards]
    stocks = []
    for _ in range(draws):
        rng.shuffle(unseen)
        stocks.append(unseen[:view.stock_count])
    full = mask_of(hand)
    best, best_value = None, None
    for n in range(view.legal_moves.fewest, view.legal_moves.most + 1):
        drawn = [sum(1 << c for c in s[:n]) for s in stocks]
        for out in combinations(hand, n):
            keep = full & ~mask_of(out)
            worth = sum(hand_worth(keep | d) for d in drawn)
            if best_value is None or worth > best_value:
                best, best_value = out, worth
    return Discard(tuple(best))


def _low(card) -> int:
    return rank_value(card.rank)


def lead(view: PiquetView, weigh=len) -> Play:
    """A master's suit, longest first; else the lowest card of the suit ``weigh`` (given a
    suit's cards, highest first) puts highest: the longest, by default."""
    hand = list(view.hand)
    seen = set(hand) | set(view.played_cards())
    by_suit = {s: sorted((c for c in hand if c.suit == s), key=_low, reverse=True) for s in "SHDC"}
    held = [s for s in "SHDC" if by_suit[s]]

    def is_master(card) -> bool:
        return all(c in seen for c in PACK if c.suit == card.suit and _low(c) > _low(card))

    with_master = [s for s in held if is_master(by_suit[s][0])]
    if with_master:
        suit = max(with_master, key=lambda s: len(by_suit[s]))
        return Play(by_suit[suit][0])
    suit = max(held, key=lambda s: weigh(by_suit[s]))
    return Play(by_suit[suit][-1])


def follow(view: PiquetView) -> Play:
    cards = sorted((m.card for m in view.legal_moves), key=_low)
    led = view.trick[0]
    winners = [c for c in cards if c.suit == led.suit and _low(c) > _low(led)]
    return Play(winners[0] if winners else cards[0])


class RuleBasedPlayer:
    def __init__(self, draws: int = DRAWS) -> None:
        self.draws = draws

    def choose(self, view: PiquetView, rng: random.Random):
        return by_the_rules(view, rng, lambda v, r: best_discard(v, r, self.draws), lead, follow)


def by_the_rules(view: PiquetView, rng: random.Random, exchange: Callable, lead: Callable, follow: Callable):
    """A move as the rule-following players make it: the exchange ``exchange(view, rng)``
    chooses, every category claimed that may be, the play by ``lead`` and ``follow``
    (each given the view), and else the first move listed (in calls and answers the
    truthful, declaring option is listed first)."""
    if view.phase == "exchange":
        return exchange(view, rng)
    first = view.legal_moves[0]
    if isinstance(first, Claim):
        return max(view.legal_moves, key=lambda m: len(m.categories))
    if isinstance(first, Play):
        return follow(view) if view.trick else lead(view)
    return first

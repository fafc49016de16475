"""``sampler``: a rule player whose exchange values every discard over sampled deals.

Its exchange tries every discard it may make against the same sixteen guesses at
the hidden cards (what the stock holds and what the other hand holds, drawn
from the cards it has not seen), and keeps the discard that does best on
average: each category (Point, Sequence, Set) scored only if it beats the other
hand's, repique included, as the dialogue would settle it; less what the other
hand scores; and, for the play, its Aces, guarded Kings and Queens, and the
cards of its longest suit past the fourth. It declares everything truthfully.
In the play it leads a master from its longest suit that has one, else the
lowest card of its longest suit; following, it takes the trick with its cheapest
winner, else throws its lowest card from the suit where it is least needed
(never unguarding a King or a Queen when another card will do).

It was written as an honest yardstick from common Piquet strategy, not tuned
against the computer: it is stronger than ``rulebased``.
"""
from __future__ import annotations

import random
from itertools import combinations

from games.piquet.combos import rank_value
from games.piquet.moves import Discard, Play
from games.piquet.players import fast, rulebased
from games.piquet.players.knowledge import PACK
from games.piquet.players.solver import card_id, mask_of
from games.piquet.view import PiquetView

SAMPLES = 16                                       # guessed deals per exchange
LONG_CARD = 1.5                                    # each card of the longest suit past the fourth


def _suit_play(p: int) -> float:
    """What one suit's cards (eight bits, the Ace the top) promise for the play: 3 for
    the Ace, 2 for a guarded King (1 bare), 1 for a Queen with two others."""
    n = fast.POP[p]
    return 3 * (p >> 7 & 1) + (p >> 6 & 1) * (2 if n >= 2 else 1) + (p >> 5 & 1) * (n >= 3)


SUIT_PLAY = [_suit_play(p) for p in range(256)]


def play_worth(mask: int) -> float:
    ss = fast.suits(mask)
    longest = max(fast.POP[p] for p in ss)
    return sum(SUIT_PLAY[p] for p in ss) + LONG_CARD * max(0, longest - 4)


def guesses(view: PiquetView, rng: random.Random, samples: int) -> list[tuple[list[int], int]]:
    """(the stock in drawing order, the other hand) for each guess at the hidden cards."""
    hand = set(view.hand)
    unseen = [card_id(c) for c in PACK if c not in hand and c not in view.discards]
    out = []
    for _ in range(samples):
        rng.shuffle(unseen)
        stock = unseen[:view.stock_count]
        other = sum(1 << c for c in unseen[view.stock_count:view.stock_count + 12])
        out.append((stock, other))
    return out


def best_discard(view: PiquetView, rng: random.Random, samples: int = SAMPLES) -> Discard:
    hand = list(view.hand)
    elder = view.seat == view.elder
    deals = guesses(view, rng, samples)
    theirs = [fast.declarations(other) for _, other in deals]
    full = mask_of(hand)
    best, best_value = None, None
    for n in range(view.legal_moves.fewest, view.legal_moves.most + 1):
        drawn = [sum(1 << c for c in stock[:n]) for stock, _ in deals]
        for out in combinations(hand, n):
            keep = full & ~mask_of(out)
            value = 0.0
            for d, t in zip(drawn, theirs):
                mine = keep | d
                m = fast.declarations(mine)
                e, y = fast.settle(m, t) if elder else fast.settle(t, m)[::-1]
                value += e - y + play_worth(mine)
            if best_value is None or value > best_value:
                best, best_value = out, value
    return Discard(tuple(best))


def _rank(card) -> int:
    return rank_value(card.rank)


def lead(view: PiquetView) -> Play:
    # as rulebased leads, but of equally long suits from the one whose lowest card is lowest
    return rulebased.lead(view, weigh=lambda cards: (len(cards), -_rank(cards[-1])))


def _throw_cost(card, hand) -> tuple:
    """How dear ``card`` is to throw away: a guard of a King or Queen first, then its rank,
    then the length of its suit (a long suit's cards win tricks late)."""
    suit = [c for c in hand if c.suit == card.suit]
    ranks = {c.rank for c in suit}
    guards = ("K" in ranks and len(suit) <= 2) or ("Q" in ranks and len(suit) <= 3)
    return (guards and card.rank not in "KQA", _rank(card), len(suit))


def follow(view: PiquetView) -> Play:
    cards = sorted((m.card for m in view.legal_moves), key=_rank)
    led = view.trick[0]
    winners = [c for c in cards if c.suit == led.suit and _rank(c) > _rank(led)]
    if winners:
        return Play(winners[0])
    if cards[0].suit == led.suit:
        return Play(cards[0])
    return Play(min(cards, key=lambda c: _throw_cost(c, view.hand)))


class SamplerPlayer:
    def __init__(self, samples: int = SAMPLES) -> None:
        if not isinstance(samples, int) or not 1 <= samples <= 1000:
            raise ValueError("samples must be a whole number from 1 to 1000")
        self.samples = samples

    def choose(self, view: PiquetView, rng: random.Random):
        return rulebased.by_the_rules(view, rng, lambda v, r: best_discard(v, r, self.samples), lead, follow)

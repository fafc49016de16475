"""An exact solver for Marjolette's last six tricks, both hands known.

After the close a player who has counted the cards knows the other hand (it is
every card he has not seen), so the rest of the hand is a game of perfect
information: this searches it to the end, with the strict rules of play (follow,
win if you can, else trump), the melds the winner of each trick may still
declare, the brisques and the last trick.

Cards are numbers 0..31 (suit * 8 + rank, rank 0 the Seven up to 7 the Ace, in
the pack's order ``789JQKTA``) and hands are bit masks. A value is seat 0's
points minus seat 1's from here to the end of the hand.

>>> from games.cards import cards
>>> s = Solver("H")
>>> pos = Position((mask_of(cards("SA HK")), mask_of(cards("ST H7"))), leader=0)
>>> s.value(pos)      # the Ace takes the Ten (20), then the trump King the last trick (10)
30
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from games.bits import set_bits
from games.cards import SUITS, Card
from games.marjolette.melds import ALL_MELDS, Meld
from games.marjolette.rules import BRISQUES, DEFAULT_RULES, RANK_ORDER, MarjoletteRules

SUIT_MASKS = [0xFF << (8 * s) for s in range(4)]
BRISQUE_MASK = sum(1 << (8 * s + RANK_ORDER.index(r)) for s in range(4) for r in BRISQUES)
INF = 10_000


def card_id(card: Card) -> int:
    return SUITS.index(card.suit) * 8 + RANK_ORDER.index(card.rank)


def id_card(i: int) -> Card:
    return Card(SUITS[i >> 3], RANK_ORDER[i & 7])


def mask_of(cards: Iterable[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << card_id(c)
    return m


def cards_of(mask: int) -> list[Card]:
    return [id_card(i) for i in set_bits(mask)]


@dataclass(frozen=True)
class Position:
    """A position after the close: hands by seat, who leads (or has led ``lead``), and
    the melds each seat has declared (bits in the order of ``ALL_MELDS``)."""
    hands: tuple[int, int]
    leader: int
    lead: int = -1
    declared: tuple[int, int] = (0, 0)


def declared_bits(melds: Iterable[Meld]) -> int:
    done = set(melds)
    return sum(1 << i for i, m in enumerate(ALL_MELDS) if m in done)


class Solver:
    def __init__(self, trump: str, rules: MarjoletteRules = DEFAULT_RULES) -> None:
        self.trump = SUITS.index(trump)
        self.rules = rules
        self.meld_masks = [mask_of(m.cards(trump)) for m in ALL_MELDS]
        self.meld_points = [m.points(trump, rules) for m in ALL_MELDS]
        self.table: dict = {}
        self.nodes = 0

    # --- the rules on masks -------------------------------------------------------
    def choices(self, mine: int, lead: int) -> int:
        """The cards (a mask) that may be played: anything to lead; else follow and head
        the lead if possible, else trump if possible, else anything."""
        if lead < 0:
            return mine
        suited = mine & SUIT_MASKS[lead >> 3]
        if suited:
            above = suited & ~((1 << (lead + 1)) - 1)
            return above or suited
        trumps = mine & SUIT_MASKS[self.trump]
        return trumps or mine

    def follower_wins(self, lead: int, card: int) -> bool:
        if card >> 3 == lead >> 3:
            return card > lead
        return card >> 3 == self.trump

    def melds_open(self, hand: int, declared: int) -> list[int]:
        return [i for i, m in enumerate(self.meld_masks)
                if not declared >> i & 1 and hand & m == m]

    # --- the search ---------------------------------------------------------------
    def value(self, pos: Position, alpha: int = -INF, beta: int = INF) -> int:
        """The exact value; with a window, exact if it lies inside, else a bound beyond it."""
        return self._search(pos.hands[0], pos.hands[1], pos.leader, pos.lead,
                            pos.declared[0], pos.declared[1], alpha, beta)

    def play_values(self, pos: Position) -> dict[int, int]:
        """The exact value of each card the seat to play may play."""
        side = pos.leader if pos.lead < 0 else 1 - pos.leader
        h = pos.hands
        return {c: self._after(h[0], h[1], pos.leader, pos.lead, pos.declared[0], pos.declared[1],
                               side, c, -INF, INF)
                for c in set_bits(self.choices(h[side], pos.lead))}

    def meld_values(self, pos: Position, winner: int) -> dict[Optional[int], int]:
        """The exact value of each declaration (a meld's index, None for none) open to
        ``winner``, who has just won a trick and will lead next."""
        h, d = pos.hands, pos.declared
        out: dict[Optional[int], int] = {None: self._search(h[0], h[1], winner, -1, d[0], d[1], -INF, INF)}
        sign = 1 if winner == 0 else -1
        for i in self.melds_open(h[winner], d[winner]):
            d2 = (d[0] | 1 << i, d[1]) if winner == 0 else (d[0], d[1] | 1 << i)
            out[i] = sign * self.meld_points[i] + self._search(h[0], h[1], winner, -1, d2[0], d2[1],
                                                               -INF, INF)
        return out

    def _search(self, h0: int, h1: int, leader: int, lead: int, d0: int, d1: int,
                alpha: int, beta: int) -> int:
        if not h0 and not h1:
            return 0
        key = (h0, h1, leader, lead, d0, d1)
        hit = self.table.get(key)
        if hit is not None:
            low, high = hit
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            alpha, beta = max(alpha, low), min(beta, high)
        self.nodes += 1
        side = leader if lead < 0 else 1 - leader
        maximise = side == 0
        best = -INF if maximise else INF
        a, b = alpha, beta
        for c in self._ordered(h0 if side == 0 else h1, h1 if side == 0 else h0, lead):
            v = self._after(h0, h1, leader, lead, d0, d1, side, c, a, b)
            if maximise:
                if v > best:
                    best = v
                if v > a:
                    a = v
            else:
                if v < best:
                    best = v
                if v < b:
                    b = v
            if a >= b:
                break
        low, high = hit if hit is not None else (-INF, INF)
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def _ordered(self, mine: int, other: int, lead: int) -> list[int]:
        options = list(set_bits(self.choices(mine, lead)))
        if lead < 0:
            return options[::-1]                      # high cards first
        wins = [c for c in options if self.follower_wins(lead, c)]
        return wins + [c for c in options if c not in wins]

    def _after(self, h0, h1, leader, lead, d0, d1, side, c, alpha, beta) -> int:
        """Value once ``side`` plays card ``c``."""
        bit = 1 << c
        if side == 0:
            h0 &= ~bit
        else:
            h1 &= ~bit
        if lead < 0:
            return self._search(h0, h1, leader, c, d0, d1, alpha, beta)
        winner = 1 - leader if self.follower_wins(lead, c) else leader
        points = self.rules.brisque * (((1 << lead) | bit) & BRISQUE_MASK).bit_count()
        if not h0 and not h1:
            points += self.rules.last_trick
        sign = 1 if winner == 0 else -1
        hand, done = (h0, d0) if winner == 0 else (h1, d1)
        options = self.melds_open(hand, done)
        if not options:
            gain = sign * points
            return gain + self._search(h0, h1, winner, -1, d0, d1, alpha - gain, beta - gain)
        best = None
        for i in options:                # declaring is never worse than not: no pass
            gain = sign * (points + self.meld_points[i])
            if winner == 0:
                v = gain + self._search(h0, h1, winner, -1, d0 | 1 << i, d1, alpha - gain, beta - gain)
                if best is None or v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                v = gain + self._search(h0, h1, winner, -1, d0, d1 | 1 << i, alpha - gain, beta - gain)
                if best is None or v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

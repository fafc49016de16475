"""The computer's judgement of a hand before the close: what the cards a player
holds are worth to him, besides the points already scored.

Three things: the brisques he holds (an Ace or Ten is ten points to whoever wins
it in a trick, so it is worth what its chance of being won by its holder makes
it), the power of his trumps to win tricks, and the melds he may still declare,
each valued by its points, the chance of drawing the cards it lacks from those
still to be drawn, and the chance of winning a trick to declare it on.

Hands are bit masks of cards, as in :mod:`games.marjolette.players.solver`.

>>> from games.cards import cards
>>> from games.marjolette.players.solver import mask_of
>>> judge = Judge("H", played=0)
>>> round(judge.meld_prospects(mask_of(cards("SK SQ")), 0, live=0), 1)
16.0
>>> round(judge.meld_prospects(mask_of(cards("SK")), 0, live=mask_of(cards("SQ"))), 1)
5.5
>>> judge.meld_prospects(mask_of(cards("SK")), 0, live=0)
0.0
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.cards import SUITS
from games.marjolette.melds import ALL_MELDS
from games.marjolette.players.solver import BRISQUE_MASK, mask_of
from games.marjolette.rules import DEFAULT_RULES, RANK_ORDER, MarjoletteRules

ACE, TEN, SEVEN = RANK_ORDER.index("A"), RANK_ORDER.index("T"), RANK_ORDER.index("7")


@dataclass(frozen=True)
class Tuning:
    trump_power: tuple[float, ...] = (3.0, 3.5, 4.0, 5.0, 5.5, 6.0, 7.0, 8.0)   # 7 up to A
    plain_power: tuple[float, ...] = (0, 0, 0, 0, 0, 0.5, 1.0, 2.0)
    win_plain_ace: float = 0.7        # chances of winning one's own brisque in the end
    win_plain_ten: float = 0.35
    win_master_ten: float = 0.6       # its Ace gone, or in the same hand
    win_trump_ten: float = 0.6
    win_master_trump_ten: float = 0.95
    ready: float = 0.8                # chance a meld held whole is declared
    later: float = 0.55               # chance one still to be completed is declared, once whole
    draw: float = 0.5                 # chance a card still to be drawn comes to a given player


class Judge:
    def __init__(self, trump: str, played: int, rules: MarjoletteRules = DEFAULT_RULES,
                 tuning: Tuning = Tuning(), dix_open: bool = False) -> None:
        """``played``: the cards out of play (a mask); ``dix_open``: the turn-up may still
        be had for the seven of trumps."""
        self.trump, self.rules, self.t = trump, rules, tuning
        t = SUITS.index(trump)
        self.dix = 1 << (8 * t + SEVEN) if dix_open else 0
        self.melds = [(i, mask_of(m.cards(trump)), m.points(trump, rules)) for i, m in enumerate(ALL_MELDS)]
        # each card's worth, and a Ten's when its Ace is out of play or in the same hand
        self.plain = [0.0] * 32
        self.master = [0.0] * 32
        for c in range(32):
            suit, rank = c >> 3, c & 7
            trumps = suit == t
            power = (tuning.trump_power if trumps else tuning.plain_power)[rank]
            if rank == ACE:
                p = q = 1.0 if trumps else tuning.win_plain_ace
            elif rank == TEN:
                p = tuning.win_trump_ten if trumps else tuning.win_plain_ten
                q = tuning.win_master_trump_ten if trumps else tuning.win_master_ten
                if played >> (c + 1) & 1:
                    p = q
            else:
                self.plain[c] = self.master[c] = power
                continue
            self.plain[c] = power + rules.brisque * (2 * p - 1)
            self.master[c] = power + rules.brisque * (2 * q - 1)

    def card_values(self, holder: int) -> float:
        total = 0.0
        m = holder
        while m:
            low = m & -m
            c = low.bit_length() - 1
            # a Ten with its Ace in the same hand is as good as a master
            total += self.master[c] if c & 7 == TEN and holder >> (c + 1) & 1 else self.plain[c]
            m ^= low
        return total

    def meld_prospects(self, holder: int, declared: int, live: int) -> float:
        """The melds ``holder`` may still declare (``declared``: bits by ``ALL_MELDS``
        of those already declared), each by its points times its chances."""
        t = self.t
        total = 0.0
        for i, cards, points in self.melds:
            if declared >> i & 1:
                continue
            need = cards & ~holder
            if not need:
                total += points * t.ready
            elif not need & ~live:
                total += points * t.later * t.draw ** need.bit_count()
        return total

    def hand_value(self, holder: int, declared: int, live: int) -> float:
        value = self.card_values(holder) + self.meld_prospects(holder, declared, live)
        if holder & self.dix:
            value += self.rules.dix * self.t.ready
        return value

    def best_meld(self, holder: int, declared: int) -> Optional[int]:
        """The index (in ``ALL_MELDS``) of the highest meld ``holder`` may declare now."""
        best, best_points = None, 0
        for i, cards, points in self.melds:
            if not declared >> i & 1 and holder & cards == cards and points > best_points:
                best, best_points = i, points
        return best

    def brisques(self, cards: int) -> int:
        return self.rules.brisque * (cards & BRISQUE_MASK).bit_count()

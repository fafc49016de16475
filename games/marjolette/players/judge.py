"""The computer's judgement of a hand before the close: what the cards a player
holds are worth to him, besides the points already scored.

Three things: the brisques he holds (an Ace or Ten is ten points to whoever wins
it in a trick, so it is worth what its chance of being won by its holder makes
it), the power of his trumps to win tricks, and the melds he may still declare,
each valued by its points, the chance of drawing the cards it lacks from those
still to be drawn, and the chance of winning a trick to declare it on.

>>> from games.cards import cards
>>> judge = Judge("H", played=frozenset())
>>> round(judge.meld_prospects(frozenset(cards("SK SQ")), (), live=frozenset()), 1)
16.0
>>> round(judge.meld_prospects(frozenset(cards("SK")), (), live=frozenset(cards("SQ"))), 1)
5.5
>>> judge.meld_prospects(frozenset(cards("SK")), (), live=frozenset())
0.0
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Optional

from games.cards import Card
from games.marjolette.melds import ALL_MELDS, Meld
from games.marjolette.rules import BRISQUES, DEFAULT_RULES, RANK_ORDER, MarjoletteRules


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
    def __init__(self, trump: str, played: frozenset, rules: MarjoletteRules = DEFAULT_RULES,
                 tuning: Tuning = Tuning(), turnup: Optional[Card] = None) -> None:
        self.trump, self.played, self.rules, self.t = trump, played, rules, tuning
        self.turnup = turnup
        self.melds = [(m, frozenset(m.cards(trump)), m.points(trump, rules)) for m in ALL_MELDS]
        self.dix = Card(trump, "7")

    def card_value(self, card: Card, holder: frozenset) -> float:
        t = self.t
        rank = RANK_ORDER.index(card.rank)
        trump = card.suit == self.trump
        value = (t.trump_power if trump else t.plain_power)[rank]
        if card.rank in BRISQUES:
            if card.rank == "A":
                p = 1.0 if trump else t.win_plain_ace
            else:
                ace = Card(card.suit, "A")
                master = ace in self.played or ace in holder
                p = (t.win_master_trump_ten if master else t.win_trump_ten) if trump else \
                    (t.win_master_ten if master else t.win_plain_ten)
            value += self.rules.brisque * (2 * p - 1)
        return value

    def meld_prospects(self, holder: frozenset, declared: Iterable[Meld], live: frozenset) -> float:
        """The melds ``holder`` may still declare, each by its points times its chances."""
        done = set(declared)
        total = 0.0
        for meld, cards, points in self.melds:
            if meld in done:
                continue
            need = cards - holder
            if not need:
                total += points * self.t.ready
            elif need <= live:
                total += points * self.t.later * self.t.draw ** len(need)
        return total

    def hand_value(self, holder: frozenset, declared: Iterable[Meld], live: frozenset) -> float:
        value = sum(self.card_value(c, holder) for c in holder)
        value += self.meld_prospects(holder, declared, live)
        if self.turnup is not None and self.turnup != self.dix and self.dix in holder:
            value += self.rules.dix * self.t.ready
        return value

    def best_meld(self, holder: frozenset, declared: Iterable[Meld]) -> Optional[Meld]:
        done = set(declared)
        found = [(points, meld) for meld, cards, points in self.melds
                 if meld not in done and cards <= holder]
        return max(found, key=lambda x: x[0])[1] if found else None

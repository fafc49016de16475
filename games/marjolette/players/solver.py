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
from games.cards import SUITS
from games.marjolette.melds import ALL_MELDS, Meld
from games.marjolette.rules import BRISQUES, DEFAULT_RULES, RANK_ORDER, MarjoletteRules
from games.trickdd import INF, SUIT_MASKS, BitCards, TrickSearch

PACK = BitCards(RANK_ORDER)
card_id, id_card, mask_of, cards_of = PACK.card_id, PACK.id_card, PACK.mask_of, PACK.cards_of
BRISQUE_MASK = sum(1 << (8 * s + RANK_ORDER.index(r)) for s in range(4) for r in BRISQUES)
SEAT_SHIFT = len(ALL_MELDS)        # the tally: seat 0's melds declared in the low bits, seat 1's above


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


def tally(declared: tuple[int, int]) -> int:
    return declared[0] | declared[1] << SEAT_SHIFT


class Solver(TrickSearch):
    def __init__(self, trump: str, rules: MarjoletteRules = DEFAULT_RULES) -> None:
        super().__init__(SUITS.index(trump))
        self.rules = rules
        self.meld_masks = [mask_of(m.cards(trump)) for m in ALL_MELDS]
        self.meld_points = [m.points(trump, rules) for m in ALL_MELDS]

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

    def melds_open(self, hand: int, declared: int) -> list[int]:
        return [i for i, m in enumerate(self.meld_masks)
                if not declared >> i & 1 and hand & m == m]

    # --- the search ---------------------------------------------------------------
    def value(self, pos: Position, alpha: int = -INF, beta: int = INF) -> int:
        """The exact value; with a window, exact if it lies inside, else a bound beyond it."""
        return self.solve(*pos.hands, pos.leader, pos.lead, tally(pos.declared), alpha, beta)

    def play_values(self, pos: Position) -> dict[int, int]:
        """The exact value of each card the seat to play may play."""
        side = pos.leader if pos.lead < 0 else 1 - pos.leader
        return self.solve_each(*pos.hands, pos.leader, pos.lead, tally(pos.declared),
                               set_bits(self.choices(pos.hands[side], pos.lead)))

    def meld_values(self, pos: Position, winner: int) -> dict[Optional[int], int]:
        """The exact value of each declaration (a meld's index, None for none) open to
        ``winner``, who has just won a trick and will lead next."""
        h, d = pos.hands, pos.declared
        out: dict[Optional[int], int] = {None: self.solve(h[0], h[1], winner, -1, tally(d))}
        sign = 1 if winner == 0 else -1
        for i in self.melds_open(h[winner], d[winner]):
            d2 = (d[0] | 1 << i, d[1]) if winner == 0 else (d[0], d[1] | 1 << i)
            out[i] = sign * self.meld_points[i] + self.solve(h[0], h[1], winner, -1, tally(d2))
        return out

    # --- the rules the search is given (a lead scores nothing: no ``led``) -------------
    def replies(self, mine: int, other: int, lead: int) -> list[int]:
        options = set_bits(self.choices(mine, lead))
        if lead < 0:
            return options[::-1]                      # high cards first
        beaters = self.beaters[lead]
        wins = [c for c in options if beaters >> c & 1]
        return wins + [c for c in options if not beaters >> c & 1]

    def trick(self, h0: int, h1: int, winner: int, cards: int, follower_won: int, tally: int):
        """The brisques in the trick, the last trick's 10, and the melds the winner may
        then declare (declaring is never worse than not: no pass)."""
        points = self.rules.brisque * (cards & BRISQUE_MASK).bit_count()
        if not h0 and not h1:
            points += self.rules.last_trick
        if winner == 0:
            options = self.melds_open(h0, tally)
            if not options:
                return points, tally
            return [(points + self.meld_points[i], tally | 1 << i) for i in options]
        options = self.melds_open(h1, tally >> SEAT_SHIFT)
        if not options:
            return -points, tally
        return [(-points - self.meld_points[i], tally | 1 << (i + SEAT_SHIFT)) for i in options]

    def final(self, tally: int) -> int:
        return 0

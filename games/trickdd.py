"""Exact (double-dummy) search of two hands of tricks, both hands known: the kernel of
Piquet's and Marjolette's solvers.

Cards are numbers 0..31, ``suit * 8 + rank`` (suits in the order ``"SHDC"``, rank 0
the lowest of the game's eight), and hands are bit masks (:class:`BitCards` converts).
A position is the two hands by seat, the seat that leads (or has led), the card led
(-1 if none) and a ``tally``: whatever else the game's scoring needs, as one hashable
value (tricks won, melds declared ...). Values are seat 0's from here to the end,
seat 0 maximising; the play is searched by alpha-beta with a transposition table of
bounds. The trick itself is the kernel's: a card follows the lead or not, and the
higher card of the suit led, or a trump, takes the trick.

A game subclasses :class:`TrickSearch` and supplies its rules:

``replies(mine, other, lead) -> list[int]``
    the cards ``mine`` may play (to ``lead``, or leading when it is -1), the likely
    best first, for sharp pruning (cards that are equal may be left out but one);
``led(side, tally) -> (gain, tally)``
    what leading a card scores (``led = None``: nothing);
``trick(h0, h1, winner, cards, follower_won, tally) -> (gain, tally)``
    what a finished trick scores (``cards`` is a mask of its two cards; the hands
    are those left), or a list of such pairs when the winner has a choice to make
    (a meld to declare);
``final(tally) -> value``
    what the tally is worth once every card is played.

>>> from games.cards import cards
>>> class HighCards(TrickSearch):             # a trick is worth 1; no trumps
...     def replies(self, mine, other, lead):
...         suited = mine & SUIT_MASKS[lead >> 3] if lead >= 0 else 0
...         return set_bits(suited or mine)
...     led = None
...     def trick(self, h0, h1, winner, cards, follower_won, tally):
...         return (1 if winner == 0 else -1, tally)
...     def final(self, tally):
...         return 0
>>> deck = BitCards("789TJQKA")
>>> s = HighCards()
>>> hands = deck.mask_of(cards("SA S7")), deck.mask_of(cards("SK H7"))
>>> s.solve(*hands, leader=1)          # the Heart first, then the King falls to the Ace
0
>>> s.solve_each(*hands, 0, -1, 0, [7, 0])    # seat 0 leads: the Ace wins both, the Seven neither
{7: 2, 0: -2}
"""
from __future__ import annotations

from typing import Any, Callable, Iterable, Optional

from games.bits import set_bits
from games.cards import SUITS, Card

SUIT_MASKS = [0xFF << (8 * s) for s in range(4)]
INF = 10_000


class BitCards:
    """A pack of 32 cards, eight ranks in four suits, as numbers and masks.

    >>> from games.cards import cards
    >>> deck = BitCards("789JQKTA")
    >>> deck.card_id(Card("H", "T")), str(deck.id_card(14)), deck.mask_of(cards("S7 S8"))
    (14, 'HT', 3)
    """

    def __init__(self, rank_order: str) -> None:
        self.rank_order = rank_order
        self.ids = {Card(s, r): 8 * i + j for i, s in enumerate(SUITS) for j, r in enumerate(rank_order)}
        self.cards = sorted(self.ids, key=self.ids.__getitem__)

    def card_id(self, card: Card) -> int:
        return self.ids[card]

    def id_card(self, i: int) -> Card:
        return self.cards[i]

    def mask_of(self, cs: Iterable[Card]) -> int:
        m = 0
        for c in cs:
            m |= 1 << self.ids[c]
        return m

    def cards_of(self, mask: int) -> list[Card]:
        return [self.cards[i] for i in set_bits(mask)]


def beater_masks(trump: Optional[int] = None) -> list[int]:
    """For each card led, the mask of the cards that take it: higher ones of its suit,
    and any trump when a plain suit is led."""
    out = []
    for lead in range(32):
        suit = lead >> 3
        higher = SUIT_MASKS[suit] & ~((1 << (lead + 1)) - 1)
        out.append(higher | (SUIT_MASKS[trump] if trump is not None and trump != suit else 0))
    return out


class TrickSearch:
    """Alpha-beta over the play of two hands (see the module's docstring for what a game
    supplies). ``table`` holds (lower, upper) bounds by position; ``nodes`` counts the
    positions searched."""

    led: Optional[Callable[[int, Any], tuple[Any, Any]]] = None

    def __init__(self, trump: Optional[int] = None, inf: float = INF) -> None:
        self.trump = trump
        self.beaters = beater_masks(trump)
        self.inf = inf
        self.table: dict = {}
        self.nodes = 0

    def follower_wins(self, lead: int, card: int) -> bool:
        return bool(self.beaters[lead] >> card & 1)

    def solve(self, h0: int, h1: int, leader: int, lead: int = -1, tally: Any = 0,
              alpha: Optional[float] = None, beta: Optional[float] = None) -> Any:
        """The exact value; with a window, exact if it lies inside, else a bound beyond it."""
        if not h0 and not h1 and lead < 0:
            return self.final(tally)
        return self._search(h0, h1, leader, lead, tally,
                            -self.inf if alpha is None else alpha, self.inf if beta is None else beta)

    def solve_after(self, h0: int, h1: int, leader: int, lead: int, tally: Any, card: int) -> Any:
        """The exact value once the seat to play plays ``card``."""
        side = leader if lead < 0 else 1 - leader
        return self._after(h0, h1, leader, lead, tally, side, card, -self.inf, self.inf)

    def solve_each(self, h0: int, h1: int, leader: int, lead: int, tally: Any,
                   cards: Iterable[int]) -> dict[int, Any]:
        """The exact value of each of ``cards`` played by the seat to play, in that order."""
        side = leader if lead < 0 else 1 - leader
        return {c: self._after(h0, h1, leader, lead, tally, side, c, -self.inf, self.inf) for c in cards}

    def _search(self, h0: int, h1: int, leader: int, lead: int, tally: Any, alpha, beta):
        key = (h0, h1, leader, lead, tally)
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
        best = -self.inf if side == 0 else self.inf
        a, b = alpha, beta
        for c in self.replies(h0, h1, lead) if side == 0 else self.replies(h1, h0, lead):
            v = self._after(h0, h1, leader, lead, tally, side, c, a, b)
            if side == 0:
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
        low, high = hit if hit is not None else (-self.inf, self.inf)
        if best <= alpha:
            high = min(high, best)
        elif best >= beta:
            low = max(low, best)
        else:
            low = high = best
        self.table[key] = (low, high)
        return best

    def _after(self, h0: int, h1: int, leader: int, lead: int, tally: Any, side: int, c: int, alpha, beta):
        """The value once ``side`` plays card ``c``."""
        bit = 1 << c
        if side == 0:
            h0 &= ~bit
        else:
            h1 &= ~bit
        if lead < 0:
            if self.led is None:
                return self._search(h0, h1, leader, c, tally, alpha, beta)
            gain, tally = self.led(side, tally)
            return gain + self._search(h0, h1, leader, c, tally, alpha - gain, beta - gain)
        won = self.beaters[lead] >> c & 1
        winner = 1 - leader if won else leader
        outcome = self.trick(h0, h1, winner, (1 << lead) | bit, won, tally)
        over = not h0 and not h1
        if type(outcome) is tuple:
            gain, tally = outcome
            if over:
                return gain + self.final(tally)
            return gain + self._search(h0, h1, winner, -1, tally, alpha - gain, beta - gain)
        best = None
        for gain, after in outcome:            # the winner's choice: no entry in the table
            v = gain + (self.final(after) if over else
                        self._search(h0, h1, winner, -1, after, alpha - gain, beta - gain))
            if winner == 0:
                if best is None or v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if best is None or v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

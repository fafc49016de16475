"""What one seat may see of a hand and game of Marjolette.

A view holds the seat's own cards (in hand, and melded on the table), the
opponent's melded cards on the table, the turn-up, how many cards the stock
and the opponent's hand hold, every trick played, every declaration, and the
scores. It never holds the opponent's hidden cards or the stock's faces; it
does say which of the opponent's cards a careful player knows (those he has
shown in melds or took face up and has not played), so that what is still
unseen can be counted.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.cards import Card, full_deck
from games.engine import View
from games.marjolette.melds import Meld
from games.marjolette.rules import DEFAULT_RULES, PACK_RANKS, MarjoletteRules
from games.tricks import Trick


@dataclass(frozen=True)
class Event:
    """One public happening: ``turnup`` (the dealer turned up the dix), ``meld``,
    ``dix`` (an exchange: ``card`` is the turn-up taken), ``close`` (the turn-up
    taken as the last card of the stock) or ``last`` (the last trick's 10)."""
    seat: int
    action: str
    card: Optional[Card] = None
    meld: Optional[Meld] = None
    points: int = 0


@dataclass(frozen=True)
class HandResult:
    """One finished hand, as the game's running record keeps it."""
    dealer: int
    trump: str
    scores: tuple[int, int]          # the whole hand
    declared: tuple[int, int]        # melds, the dix and the last trick
    brisques: tuple[int, int]        # Aces and Tens won, 10 each
    last_trick: int                  # the seat that won it
    melds: tuple[tuple[Meld, ...], tuple[Meld, ...]]
    dix: tuple[int, int] = (0, 0)    # 10 for the dix turned up or exchanged, by seat


@dataclass(frozen=True)
class MarjoletteView(View):
    """``phase`` is "play", "declare" (the trick's winner may meld) or "over" (``to_move`` -1
    then); ``hand`` the cards in hand (not those on the table); ``scores`` this hand's so far:
    declarations and brisques won (counted at the end)."""
    dealer: int
    trump: str
    table: tuple[Card, ...]          # own melded cards lying face up
    opponent_table: tuple[Card, ...]
    opponent_count: int              # the opponent's cards not on the table
    opponent_known: tuple[Card, ...]  # the opponent's cards seen and not yet played (table included)
    turnup: Optional[Card]           # None once taken at the close
    stock_count: int                 # face-down cards left
    trick: tuple[Card, ...]          # the trick in progress
    leader: int
    tricks: tuple[Trick, ...]
    melds: tuple[tuple[Meld, ...], tuple[Meld, ...]]   # declared this hand, by seat
    declared: tuple[int, int]        # points from melds, the dix and the last trick
    brisques: tuple[int, int]        # Aces and Tens won in tricks so far
    events: tuple[Event, ...]
    last_winner: Optional[int]       # who won the trick just finished
    hand_number: int = 1
    totals: tuple[int, int] = (0, 0)  # the game's totals before this hand
    history: tuple[HandResult, ...] = field(default_factory=tuple)
    rules: MarjoletteRules = DEFAULT_RULES

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def closed(self) -> bool:
        """The stock and the turn-up are gone: the last six tricks' strict rules apply."""
        return self.turnup is None

    @property
    def cards(self) -> tuple[Card, ...]:
        """Everything this seat may play: hand and table."""
        return self.hand + self.table

    def played_cards(self) -> list[Card]:
        return [c for t in self.tricks for c in (t.lead, t.follow)] + list(self.trick)

    def unseen(self) -> list[Card]:
        """Cards this seat has not seen and cannot place: in the opponent's hidden hand or
        the stock. After the close they are exactly the opponent's hidden cards."""
        seen = set(self.cards) | set(self.played_cards()) | set(self.opponent_known)
        if self.turnup is not None:
            seen.add(self.turnup)
        return [c for c in full_deck(PACK_RANKS) if c not in seen]

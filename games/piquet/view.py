"""What one seat may see of a Piquet hand and partie.

A view holds the seat's own cards and discards, what the opponent has shown
by declaring (the cards of every combination he scored), the whole dialogue,
the tricks played and the scores. It never holds the opponent's hand, his
discards, or the stock's faces (except the cards Elder left and looked at).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from games.cards import Card
from games.engine import View
from games.piquet.rules import DEFAULT_RULES, PiquetRules
from games.tricks import Trick


@dataclass(frozen=True)
class Line:
    """One utterance of the dialogue; ``points`` is what it scored, if anything."""
    seat: int
    text: str
    points: Optional[int] = None


@dataclass(frozen=True)
class Exchanged:
    """The other seat's exchange as a player may see it: how many cards, not which."""
    count: int

    def __str__(self) -> str:
        return f"exchanges {self.count}"


@dataclass(frozen=True)
class HandResult:
    """One finished hand, as the partie's running record keeps it."""
    elder: int
    scores: tuple[int, int]
    repique: Optional[int] = None
    pique: Optional[int] = None
    capot: Optional[int] = None
    tricks_won: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class PiquetView(View):
    """``legal_moves`` is in the exchange a DiscardChoices (fewest, most), which takes a
    Discard built by the player as well as one picked from it; ``scores`` are this hand's."""
    elder: int
    category: Optional[str]            # in the dialogue, the category being declared
    discards: tuple[Card, ...]
    drawn: tuple[Card, ...]
    peeked: tuple[Card, ...]
    stock_count: int
    exchanged: tuple[int, int]         # cards each seat drew; -1 before it has exchanged
    opponent_count: int
    dialogue: tuple[Line, ...]
    outcome: tuple[tuple[str, Optional[int]], ...]   # decided categories: (name, winner or None)
    calls: tuple[tuple[str, tuple[str, ...]], ...]   # per category, the dialogue in notation
    shown: tuple[Card, ...]            # opponent's cards shown in declarations
    tricks: tuple[Trick, ...]
    trick: tuple[Card, ...]            # the trick in progress
    leader: int
    tricks_won: tuple[int, int]
    repique: Optional[int] = None
    pique: Optional[int] = None
    hand_number: int = 1
    hands: int = 1
    totals: tuple[int, int] = (0, 0)   # partie scores before this hand
    history: tuple[HandResult, ...] = field(default_factory=tuple)
    rules: PiquetRules = DEFAULT_RULES   # the rules played to (the Rubicon, the partie bonus ...)

    @property
    def younger(self) -> int:
        return 1 - self.elder

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    def played_cards(self) -> list[Card]:
        return [c for t in self.tricks for c in (t.lead, t.follow)] + list(self.trick)

    def shown_still_held(self) -> list[Card]:
        """The opponent's cards shown in the declarations and not yet played."""
        played = set(self.played_cards())
        return [c for c in self.shown if c not in played]

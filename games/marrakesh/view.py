"""What one seat may see of a game of Marrakesh, and the records it keeps.

Everything on the board is open: both sides' pieces, the ovals, the dice, the
cards played to tricks (left face up for the round), the bonus cards and the
discard pile (every card on it went there face up, so a player may remember
them all; the screen shows only the top card). Hidden: the opponent's hand,
the stock, and the leader's card while it lies face down.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Optional

from games.cards import Card
from games.engine import View
from games.marrakesh.board import Side, Step
from games.marrakesh.deck import pack
from games.marrakesh.rules import Settings
from games.marrakesh.scoring import Item, Ovals

LEAD, REPLY, MOVE, BONUS, OVER = "lead", "reply", "move", "bonus", "over"
COLOURS = ("Blue", "Red")      # seat 0 sits below (Blue), seat 1 above (Red)


@dataclass(frozen=True)
class Trick:
    """A finished trick, as it stays on the table for the round."""
    number: int                 # 1 to 6 within the round
    leader: int
    lead: Card
    reply: Card
    winner: int
    kind: str                   # how lead and reply match: - S N SN
    oval: tuple[int, int]       # (seat, 0-2): the oval this trick filled
    steps: tuple[Step, ...] = ()  # the winner's moving, trick numbers then bonus
    bonus: Optional[Card] = None
    bonus_times: int = 0
    borne_off: int = 0

    @property
    def null(self) -> bool:
        return self.borne_off == 0

    @property
    def winners_card(self) -> Card:
        return self.lead if self.winner == self.leader else self.reply


@dataclass(frozen=True)
class RoundResult:
    number: int
    dice: tuple[tuple[int, ...], tuple[int, ...]]
    sides: tuple[Side, Side]            # pieces left on the board at the end
    ovals: tuple[Ovals, Ovals]
    items: tuple[tuple[Item, ...], tuple[Item, ...]]
    tricks: tuple[Trick, ...]

    @property
    def scores(self) -> tuple[int, int]:
        return tuple(sum(p for _, p in self.items[s]) for s in (0, 1))  # type: ignore[return-value]


@dataclass(frozen=True)
class MarrakeshView(View):
    """``scores`` are each seat's total for the rounds finished."""
    settings: Settings
    round_number: int
    history: tuple[RoundResult, ...]
    opponent_count: int                 # cards in the opponent's hand
    sides: tuple[Side, Side]
    ovals: tuple[Ovals, Ovals]
    dice: tuple[tuple[int, ...], tuple[int, ...]]
    rethrows: int                       # times both threw again this round
    leader: int                         # who leads (or led) the trick in play
    trick_number: int
    lead: Optional[Card]                # None until played, or while face down to this seat
    lead_down: bool                     # the leader's card lies face down
    reply: Optional[Card]
    winner: Optional[int]
    kind: Optional[str]
    numbers: tuple[int, ...]            # still to use in this move
    bonus: Optional[Card]
    bonus_times: int
    oval: Optional[tuple[int, int]]     # the oval this trick fills
    tricks: tuple[Trick, ...]
    stock_count: int
    discards: tuple[Card, ...]          # bottom first; the screen shows the top only
    restocked: int                      # times the discards became the stock this round

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    @property
    def discard_top(self) -> Optional[Card]:
        return self.discards[-1] if self.discards else None

    def seen(self) -> Counter:
        """Every card this seat has seen and knows is not in the opponent's hand or the stock."""
        seen = Counter(self.hand) + Counter(self.discards)
        for t in self.tricks:
            seen[t.lead] += 1
            seen[t.reply] += 1
        for c in (self.lead, self.reply, self.bonus):
            if c is not None:
                seen[c] += 1
        return seen

    def unseen(self) -> Counter:
        """The cards that may be in the opponent's hand or the stock, with their copies."""
        return Counter(p.card for p in pack()) - self.seen()

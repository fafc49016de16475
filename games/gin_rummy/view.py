"""What one seat sees of a hand of Gin Rummy: the player protocol's input.

A player is any object with ``choose(view, rng) -> move`` that returns one of
``view.legal_moves``. The view holds the player's own cards, the whole discard
pile, the count of the stock and of the opponent's hand, and the public
history of the hand as :class:`Event` records: who passed, took, drew, discarded
or knocked, with the card wherever it was seen face up. The opponent's draws
from the stock are recorded with ``card=None``; his hand is shown only once the
hand is over.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional

from games.cards import Card, full_deck
from games.engine import View

if TYPE_CHECKING:
    from games.gin_rummy.scoring import HandResult, Rules


@dataclass(frozen=True)
class Event:
    seat: int
    action: str                 # "pass", "take", "draw", "discard" or "knock"
    card: Optional[Card]        # None for the other seat's draws from the stock

    def __str__(self) -> str:
        return f"{self.seat}:{self.action}" + (f" {self.card}" if self.card else "")


@dataclass(frozen=True)
class GinView(View):
    """``phase`` is "offer", "draw", "discard" or "over" (``to_move`` -1 then); ``scores``
    the card scores in the game so far, by seat. The game's view (``GinGame.view``) adds
    the hand's number, the hands played and the hands each seat has won (the Box), which
    the score table is made from; a hand's own view leaves them at their defaults."""
    dealer: int
    discard_pile: tuple[Card, ...]      # bottom first; the last is the up-card
    stock_count: int
    opponent_count: int
    events: tuple[Event, ...]
    taken: Optional[Card]               # the card just taken from the pile (may not be thrown back)
    rules: "Rules"
    result: Optional["HandResult"] = None
    opponent_hand: Optional[tuple[Card, ...]] = None   # only once the hand is over
    hand_number: int = 1                # the hand in play (or the last, once the game is over)
    hands_played: int = 0               # the hands finished so far
    hands_won: tuple[int, int] = (0, 0)  # by seat (dead hands are no one's)

    @property
    def up_card(self) -> Optional[Card]:
        return self.discard_pile[-1] if self.discard_pile else None

    @property
    def opponent(self) -> int:
        return 1 - self.seat

    def opponent_known(self) -> set[Card]:
        """Cards the opponent took from the pile and has not thrown away since."""
        held: set[Card] = set()
        for e in self.events:
            if e.seat != self.opponent or e.card is None:
                continue
            if e.action == "take":
                held.add(e.card)
            elif e.action in ("discard", "knock"):
                held.discard(e.card)
        return held

    def offers(self) -> list[tuple[Event, Optional[Card]]]:
        """Each event with the card its player could have taken from the pile at that moment.

        None where he could not: after the dealer takes the first up-card, the
        next two draws must be from the stock.
        """
        out: list[tuple[Event, Optional[Card]]] = []
        up: Optional[Card] = None
        forced = 0
        for n, e in enumerate(self.events):
            if e.action == "pass":
                up = e.card
            offered = up if e.action in ("pass", "take", "draw") and not forced else None
            if e.action == "draw" and forced:
                forced -= 1
            out.append((e, offered))
            if e.action == "take" and n == 1:
                forced = 2                # the dealer took the up-card the non-dealer passed
            if e.action in ("discard", "knock"):
                up = e.card
            elif e.action == "take":
                up = None
        return out

    def opponent_refused(self) -> set[Card]:
        """Cards the opponent passed over or threw away: he probably has no use for them."""
        out: set[Card] = set()
        for e, offered in self.offers():
            if e.seat != self.opponent:
                continue
            if e.action in ("discard", "knock"):
                out.add(e.card)
            elif e.action in ("pass", "draw") and offered is not None:
                out.add(offered)
        return out

    def unseen(self) -> set[Card]:
        """Cards that could be in the stock or the opponent's hand (not his known ones)."""
        seen = set(self.hand) | set(self.discard_pile) | self.opponent_known()
        return set(full_deck()) - seen

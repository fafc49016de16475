"""What one trick-avoidance game tells the shared hand: its deck, its trick rules, the
points a card carries, and how a finished (or half-played) hand scores.

Polignac, Slobberhannes and Short Hearts are each one :class:`Variant` (see their
``rules`` modules); Eleven Point Black Tile is another, whose cards are dominoes.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Optional, Sequence

from games.avoidance.moves import Pass, Play
from games.passing import pass_count
from games.tricks import Trick, TrickRules


@dataclass(frozen=True)
class HandScore:
    """Penalty points per seat for one hand, and what was special about it, if anything:
    ``event`` one of :data:`EVENTS` and ``who`` the seat it happened to."""
    points: tuple[int, ...]
    event: str = ""
    who: Optional[int] = None


# what a hand's score may report, as the scene words it after the seat's name
EVENTS = {"capot made": "made capot", "capot lost": "failed at capot",
          "moon": "shot the moon", "all three": "took all three"}


@dataclass(frozen=True)
class Variant:
    name: str                                       # "Short Hearts"
    seats: tuple[int, int]                          # fewest and most seats
    deck: Callable[[int], list]                     # the cards for that many seats
    trick_rules: TrickRules
    card_points: Callable[[Any], int]               # penalty a card carries to its taker
    # score(tricks, seats, bidder, complete): penalties from the tricks so far; the
    # whole-hand rules (moon, capot, last trick) apply only when ``complete``
    score: Callable[[Sequence[Trick], int, Optional[int], bool], HandScore]
    capot: bool = False                             # Polignac's announcement
    moon: bool = False                              # taking every point scores the others instead
    passing: bool = True                            # passing is the default (else an option)
    pass_count: Callable[[int], int] = pass_count
    play_move: type = Play
    pass_move: type = Pass
    sort_key: Callable[[Any], Any] = str            # how a hand is shown in order
    word: str = "card"                              # "card" or "tile", for messages
    unused: Callable[[int], int] = field(default=lambda seats: 0)  # cards dealt to nobody (a tile)
    # what a trick costs its taker besides its cards, from its number (0 first) and the
    # tricks in a hand: (words, points) pairs, as Slobberhannes' first and last tricks
    trick_extras: Callable[[int, int], tuple[tuple[str, int], ...]] = field(default=lambda index, count: ())

    def hand_size(self, seats: int) -> int:
        return (len(self.deck(seats)) - self.unused(seats)) // seats

    def trick_penalties(self, trick: Trick, index: int, count: int) -> list[tuple[Any, int]]:
        """What taking the ``index``-th trick of a hand of ``count`` costs, item by item:
        each card that carries points, then the words of anything else (``trick_extras``).
        Without a hand's whole-hand event (moon, capot, all three) a seat's items add up to
        its score."""
        cards = [(card, self.card_points(card)) for card in trick.cards if self.card_points(card)]
        return cards + list(self.trick_extras(index, count))

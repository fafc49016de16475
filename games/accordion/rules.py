"""Accordion as the 1983 manual plays it: one line of piles, moved left by one or three.

A pile is shown by its top card. The pile topped by ``card`` may be moved onto
the next preceding pile or onto the third preceding pile (jumping two) when the
two top cards share a suit or a value; the covered card is never seen again.
"No move" (``N``) deals the next card or, with the pack exhausted, ends the
turn. The score is the number of piles left: fewer is better.

>>> state = AccordionState(cards("SK DK D9 H8 C7 DA"), deal_all=True)
>>> state.apply(Move.parse("DK>SK")); state.apply(Move.parse("DA>D9"))
>>> state.apply(Move.parse("DA>DK")); codes(state.tops())
'DA H8 C7'
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from operator import attrgetter
from typing import Callable, Optional, Sequence

from games.cards import Card, CardError, cards, codes, shuffled_deck
from games.engine import TERMINAL, IllegalMove, InvalidNotation, View
from games.sampling import deal_again

__all__ = ["AccordionState", "AccordionView", "Move", "NO_MOVE", "IllegalMove",
           "InvalidNotation", "deal_cards", "deal_codes", "compatible", "move_reason", "cards", "codes"]

# The two distances a pile may travel to the left: the next pile, or jumping two.
REACHES = (1, 3)


def deal_cards(number: int) -> list[Card]:
    """Deal ``number``: the canonical deck shuffled by ``random.Random(number).shuffle``."""
    return shuffled_deck(random.Random(number))


def deal_codes(number: int) -> list[str]:
    """Deal ``number`` as the solver protocol gives it: 52 codes such as ``"SK"``."""
    return [str(c) for c in deal_cards(number)]


def new_deal(setup) -> "AccordionState":
    """The game of deal ``setup.seed`` (a :class:`games.registry.Setup`): its ``new_state``."""
    return AccordionState(deal_cards(setup.seed))


def compatible(a: Card, b: Card) -> bool:
    """Same suit or same value: the only condition for one pile to cover another."""
    return a.suit == b.suit or a.rank == b.rank


@dataclass(frozen=True, slots=True)
class Move:
    """Move the pile topped by ``card`` onto the pile topped by ``onto`` (``DK>SK``).

    Both fields empty is "No move" (``N``): deal a card, or end the turn.
    """
    card: Optional[Card] = None
    onto: Optional[Card] = None

    def __post_init__(self) -> None:
        if (self.card is None) != (self.onto is None):
            raise InvalidNotation("a move needs both a card and a destination")

    @property
    def is_no_move(self) -> bool:
        return self.card is None

    @classmethod
    def parse(cls, text: str) -> "Move":
        if not isinstance(text, str):
            raise InvalidNotation(f"not a move: {text!r}")
        t = text.strip()
        if t.upper() == "N":
            return NO_MOVE
        card_text, sep, onto_text = t.partition(">")
        if not sep:
            raise InvalidNotation(f"not a move: {text!r} (write it as DK>SK, or N)")
        try:
            return cls(Card.parse(card_text), Card.parse(onto_text))
        except CardError as exc:
            raise InvalidNotation(f"not a move: {text!r} ({exc})") from None

    def __str__(self) -> str:
        return "N" if self.card is None else f"{self.card}>{self.onto}"

    @property
    def table_name(self) -> str:
        """As the post-mortem and the coach say it (:func:`games.coach.say`): "♦3 onto ♦Q",
        or "N (end your turn)"."""
        return "N (end your turn)" if self.card is None else f"{self.card.glyph} onto {self.onto.glyph}"


NO_MOVE = Move()


@dataclass(frozen=True)
class AccordionView(View):
    """What the player (seat 0) sees: the pile tops and sizes, and how many cards are still
    to come. ``phase`` is "play" or "over"; ``hand`` is empty (every card dealt lies on the
    table); ``scores`` holds the one player's piles on the table (the fewer the better).
    ``unseen`` is the cards still to come in suit and value order, never the order they
    come in: every card dealt was dealt face up, so the player has seen those under the
    tops too, and knows which are left (as the one-card solvers are told,
    :mod:`games.accordion.onecard`)."""
    tops: tuple[Card, ...]
    sizes: tuple[int, ...]
    stock_count: int
    unseen: tuple[Card, ...]


def move_reason(tops: Sequence[Card], card: Card, onto: Card,
                name: Callable[[Card], str] = str) -> Optional[str]:
    """Why moving ``card`` onto ``onto`` is illegal in this line of tops, or None if legal.

    The reason fits a 40-column line; ``name`` writes a card (``str`` gives ``DK``)."""
    if card not in tops:
        return f"{name(card)} is not on top of a pile"
    if onto not in tops:
        return f"{name(onto)} is not on top of a pile"
    back = tops.index(card) - tops.index(onto)
    if back not in REACHES:
        return "A pile moves 1 or 3 places to the left"
    if not compatible(card, onto):
        return f"{name(card)} and {name(onto)} differ in suit and value"
    return None


class AccordionState:
    """One player's game on one deal (seat 0), by the state protocol of :mod:`games.engine`."""

    def __init__(self, deck: Sequence[Card], deal_all: bool = False) -> None:
        if not deck:
            raise ValueError("Accordion needs at least one card")
        self.piles: list[list[Card]] = []
        self.stock: list[Card] = list(reversed(deck))  # next card to deal at the end
        self.finished = False
        for _ in range(len(deck) if deal_all else 1):
            self._deal()

    @classmethod
    def from_deal(cls, number: int, deal_all: bool = False) -> "AccordionState":
        return cls(deal_cards(number), deal_all)

    # -- what is on the table -------------------------------------------------
    def tops(self) -> list[Card]:
        return [pile[-1] for pile in self.piles]

    def pile_count(self) -> int:
        return len(self.piles)

    def stock_left(self) -> int:
        return len(self.stock)

    def all_cards(self) -> list[Card]:
        return [c for pile in self.piles for c in pile] + self.stock[::-1]

    def destinations(self, card: Card) -> list[Card]:
        """Tops that ``card`` may legally cover now (empty if it cannot move)."""
        tops = self.tops()
        return [onto for onto in tops if move_reason(tops, card, onto) is None]

    # -- the state protocol ---------------------------------------------------
    def current_player(self) -> int:
        return TERMINAL if self.finished else 0

    def is_terminal(self) -> bool:
        return self.finished

    def legal_moves(self) -> list[Move]:
        if self.finished:
            return []
        tops = self.tops()
        moves = [Move(tops[i], tops[i - back])
                 for i in range(len(tops)) for back in reversed(REACHES)
                 if i >= back and compatible(tops[i], tops[i - back])]
        return moves + [NO_MOVE]

    def illegal_reason(self, move: Move, name: Callable[[Card], str] = str) -> Optional[str]:
        """A one-line reason why ``move`` is illegal now, or None if it is legal."""
        if self.finished:
            return "The turn is over"
        if move.is_no_move:
            return None
        return move_reason(self.tops(), move.card, move.onto, name)

    def apply(self, move: Move) -> None:
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMove(f"{move}: {reason}")
        if move.is_no_move:
            if self.stock:
                self._deal()
            else:
                self.finished = True
            return
        tops = self.tops()
        source, target = tops.index(move.card), tops.index(move.onto)
        self.piles[target].extend(self.piles.pop(source))

    def returns(self) -> list[float]:
        return [-float(len(self.piles) + len(self.stock))]

    def view(self, player: int = 0) -> AccordionView:
        return AccordionView(seat=player, phase="over" if self.finished else "play",
                             to_move=self.current_player(), hand=(), scores=(len(self.piles),),
                             legal_moves=tuple(self.legal_moves()) if player == 0 else (),
                             tops=tuple(self.tops()), sizes=tuple(len(p) for p in self.piles),
                             stock_count=len(self.stock),
                             unseen=tuple(sorted(self.stock, key=attrgetter("index"))))

    def clone(self) -> "AccordionState":
        other = AccordionState.__new__(AccordionState)
        other.piles = [list(p) for p in self.piles]
        other.stock = list(self.stock)
        other.finished = self.finished
        return other

    def redeal(self, seat: int, rng: random.Random) -> "AccordionState":
        """The deal with the cards still to come shuffled (the engine's protocol): nobody
        has seen them; the cards in the piles were all seen as they came."""
        other = self.clone()
        deal_again([other.stock], (), rng)
        return other

    def _deal(self) -> None:
        self.piles.append([self.stock.pop()])

    def __repr__(self) -> str:
        return f"AccordionState({codes(self.tops())!r}, stock={len(self.stock)})"

"""Piquet's moves and their notation.

Every step of a hand is a move by the player whose turn it is: the exchange,
each call and answer of the declaration dialogue, Younger's claim, and each
card played.

>>> [str(parse_move(t)) for t in ("discard sk h7", "point 5", "making?", "play DA")]
['discard SK H7', 'point 5', 'making?', 'play DA']
>>> parse_move("set 4A").describe(), parse_move("to K").describe()
('Fourteen Aces', 'To the King')
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from itertools import combinations
from math import comb
from typing import Any, Iterator, Union

from games.card_moves import PlayCard
from games.cards import RANK_NAMES, Card, CardError
from games.engine import InvalidNotation
from games.piquet.combos import PIQUET_RANKS, SET_RANKS, SetCombo, sequence_name, set_phrase, sort_hand

CATEGORIES = ("point", "sequence", "set")
ANSWERS = ("good", "not good", "making?", "to the?", "the same")
# what Elder calls: a category opens with its length, "making"/"to" give the count/top card
CALLS = CATEGORIES + ("making", "to")


def _cards(words: list[str], text: str) -> tuple[Card, ...]:
    try:
        return tuple(Card.parse(w) for w in words)
    except CardError as exc:
        raise InvalidNotation(f"{text!r}: {exc}") from None


@dataclass(frozen=True)
class Discard:
    """Put these cards out and draw as many from the stock (``discard none`` to stand)."""
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        # one spelling per discard, whatever order the cards were named in
        ordered = tuple(sort_hand(self.cards))
        if len(set(ordered)) != len(ordered):
            raise InvalidNotation("a card is named twice")
        object.__setattr__(self, "cards", ordered)

    def __str__(self) -> str:
        return "discard " + (" ".join(str(c) for c in self.cards) or "none")

    @classmethod
    def parse(cls, text: str) -> "Discard":
        words = text.split()
        if not words or words[0].lower() != "discard":
            raise InvalidNotation(f"not a discard: {text!r}")
        rest = words[1:]
        if [w.lower() for w in rest] == ["none"]:
            return cls(())
        if not rest:
            raise InvalidNotation(f"{text!r}: name the cards, or 'discard none'")
        return cls(_cards(rest, text))

    def describe(self) -> str:
        n = len(self.cards)
        return "Stands" if n == 0 else f"Exchanges {n}"


@dataclass(frozen=True)
class DiscardChoices(Sequence):
    """Every discard a seat may make in the exchange: ``fewest`` to ``most`` of ``cards``.

    A player need not pick from the list (Younger may have 3,302 choices): it may
    build its own ``Discard(cards)``, the cards in any order; ``in`` checks one
    at once. Listed, shortest first, only when it is read.

    >>> from games.cards import Card
    >>> hand = tuple(Card.parse(c) for c in "SA SK SQ SJ".split())
    >>> choices = DiscardChoices(hand, 1, 2)
    >>> len(choices), str(choices[0]), Discard((hand[1], hand[0])) in choices
    (10, 'discard SA', True)
    >>> Discard(hand[:3]) in choices, Play(hand[0]) in choices
    (False, False)
    """
    cards: tuple[Card, ...]
    fewest: int
    most: int

    def __len__(self) -> int:
        return sum(comb(len(self.cards), n) for n in range(self.fewest, self.most + 1))

    def __iter__(self) -> Iterator[Discard]:
        ordered = sort_hand(self.cards)
        for n in range(self.fewest, self.most + 1):
            for out in combinations(ordered, n):
                yield Discard(out)

    def __getitem__(self, index: Any) -> Any:
        return self._listed[index]

    @cached_property
    def _listed(self) -> tuple[Discard, ...]:
        return tuple(self)

    def __contains__(self, move: object) -> bool:
        return (isinstance(move, Discard) and self.fewest <= len(move.cards) <= self.most
                and set(move.cards) <= set(self.cards))


@dataclass(frozen=True)
class Declare:
    """Elder's call: ``point 5``, ``making 49``, ``sequence 5``, ``to K``, ``set 4A``;
    an empty value sinks the category (``no point``)."""
    what: str
    value: str = ""

    def __post_init__(self) -> None:
        if self.what not in CALLS:
            raise InvalidNotation(f"no such call: {self.what!r}")
        if not self.value and self.what not in CATEGORIES:
            raise InvalidNotation(f"'{self.what}' needs a value")
        if self.value and not _value_ok(self.what, self.value):
            raise InvalidNotation(f"bad value for {self.what}: {self.value!r}")

    def __str__(self) -> str:
        return f"{self.what} {self.value}" if self.value else f"no {self.what}"

    @classmethod
    def parse(cls, text: str) -> "Declare":
        words = text.lower().split()
        if len(words) == 2 and words[0] == "no" and words[1] in CATEGORIES:
            return cls(words[1])
        if len(words) == 2 and words[0] in CALLS:
            value = words[1].upper() if words[0] in ("to", "set") else words[1]
            return cls(words[0], value)
        raise InvalidNotation(f"not a call: {text!r}")

    @property
    def sinks(self) -> bool:
        return not self.value

    def describe(self) -> str:
        if self.sinks:
            return f"No {self.what}"
        if self.what == "point":
            return f"Point of {self.value}"
        if self.what == "making":
            return f"Making {self.value}"
        if self.what == "sequence":
            return sequence_name(int(self.value))
        if self.what == "to":
            return f"To the {RANK_NAMES[self.value]}"
        return set_phrase(SetCombo(self.value[1], int(self.value[0])))


def _value_ok(what: str, value: str) -> bool:
    if what in ("point", "making"):
        return value.isdigit() and 0 < int(value) <= 90
    if what == "sequence":
        return value.isdigit() and 3 <= int(value) <= 8
    if what == "to":
        return len(value) == 1 and value in PIQUET_RANKS[2:]
    return len(value) == 2 and value[0] in "34" and value[1] in SET_RANKS


@dataclass(frozen=True)
class Answer:
    """Younger's reply: good, not good, making?, to the?, the same."""
    word: str

    def __post_init__(self) -> None:
        if self.word not in ANSWERS:
            raise InvalidNotation(f"no such answer: {self.word!r}")

    def __str__(self) -> str:
        return self.word

    @classmethod
    def parse(cls, text: str) -> "Answer":
        word = " ".join(text.lower().split())
        if word not in ANSWERS:
            raise InvalidNotation(f"not an answer: {text!r}")
        return cls(word)

    def describe(self) -> str:
        return self.word.capitalize()


@dataclass(frozen=True)
class Claim:
    """Younger scores the categories he has won or may take (``claim point set``, ``claim none``)."""
    categories: tuple[str, ...]

    def __post_init__(self) -> None:
        if any(c not in CATEGORIES for c in self.categories):
            raise InvalidNotation(f"no such category in {self.categories!r}")
        if tuple(sorted(set(self.categories), key=CATEGORIES.index)) != self.categories:
            raise InvalidNotation("categories go once each, in the order point, sequence, set")

    def __str__(self) -> str:
        return "claim " + (" ".join(self.categories) or "none")

    @classmethod
    def parse(cls, text: str) -> "Claim":
        words = text.lower().split()
        if not words or words[0] != "claim" or len(words) < 2:
            raise InvalidNotation(f"not a claim: {text!r}")
        rest = words[1:]
        return cls(() if rest == ["none"] else tuple(rest))

    def describe(self) -> str:
        return "Claims " + (", ".join(self.categories) or "nothing")


class Play(PlayCard):
    """Lead or follow with a card: ``play SA``."""


Move = Union[Discard, Declare, Answer, Claim, Play]
MOVE_TYPES = (Discard, Declare, Answer, Claim, Play)


def parse_move(text: str) -> Move:
    """Read any Piquet move from its notation."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidNotation(f"not a move: {text!r}")
    head = text.split()[0].lower()
    if head == "discard":
        return Discard.parse(text)
    if head == "claim":
        return Claim.parse(text)
    if head == "play":
        return Play.parse(text)
    if " ".join(text.lower().split()) in ANSWERS:
        return Answer.parse(text)
    return Declare.parse(text)

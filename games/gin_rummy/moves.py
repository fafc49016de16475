"""Gin Rummy moves and their notation.

``pass``         refuse the up-card on the first turn
``take``         take the top card of the discard pile (the up-card)
``draw``         draw the top card of the stock
``discard SK``   throw a card onto the discard pile
``knock SK``     knock, laying the hand down, with that card as the discard

>>> parse_move("knock h7")
Discard(card=Card('H7'), knock=True)
>>> str(parse_move("DRAW")), str(Discard(Card.parse("ST")))
('draw', 'discard ST')
"""
from __future__ import annotations

from dataclasses import dataclass

from games.cards import Card, CardError
from games.engine import InvalidNotation


@dataclass(frozen=True)
class Pass:
    WORD = "pass"

    def __str__(self) -> str:
        return self.WORD

    @classmethod
    def parse(cls, text: str) -> "Pass":
        return _word(cls, text)


@dataclass(frozen=True)
class Take:
    WORD = "take"

    def __str__(self) -> str:
        return self.WORD

    @classmethod
    def parse(cls, text: str) -> "Take":
        return _word(cls, text)


@dataclass(frozen=True)
class Draw:
    WORD = "draw"

    def __str__(self) -> str:
        return self.WORD

    @classmethod
    def parse(cls, text: str) -> "Draw":
        return _word(cls, text)


@dataclass(frozen=True)
class Discard:
    card: Card
    knock: bool = False

    def __str__(self) -> str:
        return f"{'knock' if self.knock else 'discard'} {self.card}"

    @classmethod
    def parse(cls, text: str) -> "Discard":
        words = text.strip().lower().split()
        if len(words) != 2 or words[0] not in ("discard", "knock"):
            raise InvalidNotation(f"not a discard: {text!r} (write e.g. 'discard SK' or 'knock SK')")
        try:
            card = Card.parse(words[1])
        except CardError as exc:
            raise InvalidNotation(str(exc)) from None
        return cls(card, words[0] == "knock")


Move = Pass | Take | Draw | Discard


def _word(cls, text: str):
    if not isinstance(text, str) or text.strip().lower() != cls.WORD:
        raise InvalidNotation(f"not {cls.WORD!r}: {text!r}")
    return cls()


def parse_move(text: str) -> Move:
    """Read any move in the notation above (case does not matter)."""
    if not isinstance(text, str):
        raise InvalidNotation(f"not a move: {text!r}")
    first = text.strip().lower().split(" ", 1)[0]
    for cls in (Pass, Take, Draw):
        if first == cls.WORD:
            return cls.parse(text)
    return Discard.parse(text)

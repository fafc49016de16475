"""The move of every card game's play: a card played (to a trick, or as the move is).

Piquet and Marjolette write it ``play SA``; Marrakesh writes the card alone. A game
takes :class:`PlayCard` as its own move class (its ``Play``), naming how the move is
written (``word``), whether the card alone is read too (``bare``) and the ranks of its
pack (``ranks``), so that each game's moves print and parse as they always have.

>>> class Play(PlayCard):
...     bare, ranks = True, "789TJQKA"
>>> str(Play.parse("play sa")), str(Play.parse("HT")), Play.parse("SA").describe()
('play SA', 'play HT', '♠A')
>>> Play.parse("S2")
Traceback (most recent call last):
games.engine.InvalidNotation: 'S2': the pack has no Two of Spades
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.cards import Card, CardError
from games.engine import InvalidNotation


@dataclass(frozen=True)
class PlayCard:
    """Play ``card``."""
    card: Card
    word: ClassVar[str] = "play"      # the notation's first word; "" for the card alone
    bare: ClassVar[bool] = False      # the card alone read as well as "play" and the card
    ranks: ClassVar[str] = ""         # the ranks of the game's pack ("" for any)

    def __str__(self) -> str:
        return f"{self.word} {self.card}" if self.word else str(self.card)

    @classmethod
    def parse(cls, text: str) -> "PlayCard":
        words = text.split() if isinstance(text, str) else []
        if cls.word and len(words) == 2 and words[0].lower() == cls.word:
            words = words[1:]
        elif cls.word and not cls.bare:
            raise InvalidNotation(f"not a play: {text!r}")
        if len(words) != 1:
            raise InvalidNotation(f"not a play: {text!r}")
        try:
            card = Card.parse(words[0])
        except CardError as exc:
            raise InvalidNotation(f"{text!r}: {exc}") from None
        if cls.ranks and card.rank not in cls.ranks:
            raise InvalidNotation(f"{text!r}: the pack has no {card.name}")
        return cls(card)

    def describe(self) -> str:
        return self.card.glyph

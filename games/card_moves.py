"""The move of every card game's play: a card played (to a trick, or as the move is).

Piquet and Marjolette write it ``play SA``; Marrakesh writes the card alone. A game
takes :class:`PlayCard` as its own move class (its ``Play``), naming how the move is
written (``word``), whether the card alone is read too (``bare``) and the ranks of its
pack (``ranks``), so that each game's moves print and parse as they always have. The
trick-avoidance games' ``Play`` adds the suit a lead names (games.avoidance.moves), and
Eleven Point Black Tile's reads a domino for a card (``read_card``, :class:`ReadsCards`).

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
from typing import Any, ClassVar

from games.cards import Card
from games.engine import InvalidNotation


class ReadsCards:
    """How a move reads one card's name: ``read_card``, which a game whose "cards" are
    something else (dominoes) replaces; a name it cannot read is the move's bad notation."""
    read_card = staticmethod(Card.parse)

    @classmethod
    def _card(cls, text: str, whole: str) -> Any:
        try:
            return cls.read_card(text)
        except ValueError as exc:          # CardError, or the other pieces' own
            raise InvalidNotation(f"{whole!r}: {exc}") from None


@dataclass(frozen=True)
class PlayCard(ReadsCards):
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
        card = cls._card(words[0], text)
        if cls.ranks and card.rank not in cls.ranks:
            raise InvalidNotation(f"{text!r}: the pack has no {card.name}")
        return cls(card)

    def describe(self) -> str:
        return self.card.glyph

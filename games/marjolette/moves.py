"""Marjolette's moves and their notation.

A card played is ``play SA``; after winning a trick, ``meld KQH`` declares a
meld (see :mod:`games.marjolette.melds` for its names), ``dix`` exchanges the
seven of trumps for the turn-up, and ``pass`` declares nothing.

>>> [str(parse_move(t)) for t in ("play sa", "HT", "meld 4a", "meld JQS", "dix", "pass")]
['play SA', 'play HT', 'meld 4A', 'meld JQS', 'dix', 'pass']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from games.card_moves import PlayCard
from games.engine import InvalidNotation
from games.marjolette.melds import Meld
from games.marjolette.rules import PACK_RANKS


class Play(PlayCard):
    """Lead or play to a trick, from the hand or from the cards melded on the table:
    ``play SA``, or the card alone."""
    bare, ranks = True, PACK_RANKS


@dataclass(frozen=True)
class Declare:
    """Declare a meld after winning a trick."""
    meld: Meld

    def __str__(self) -> str:
        return f"meld {self.meld}"

    @property
    def table_name(self) -> str:
        """As the coach says it (:func:`games.coach.say`): ``meld ♥K ♥Q``, the cards as the
        table shows them; the keys still type ``meld KQH``."""
        return f"meld {self.meld.shown()}"

    @classmethod
    def parse(cls, text: str) -> "Declare":
        words = text.split()
        if len(words) != 2 or words[0].lower() != "meld":
            raise InvalidNotation(f"not a meld: {text!r} (say e.g. 'meld KQH')")
        return cls(Meld.parse(words[1]))


@dataclass(frozen=True)
class Exchange:
    """Exchange the seven of trumps (the dix) for the turn-up, after winning a trick."""

    def __str__(self) -> str:
        return "dix"

    @classmethod
    def parse(cls, text: str) -> "Exchange":
        if text.strip().lower() != "dix":
            raise InvalidNotation(f"not the dix: {text!r}")
        return cls()


@dataclass(frozen=True)
class Pass:
    """Declare nothing after winning a trick."""

    def __str__(self) -> str:
        return "pass"

    @classmethod
    def parse(cls, text: str) -> "Pass":
        if text.strip().lower() != "pass":
            raise InvalidNotation(f"not a pass: {text!r}")
        return cls()


Move = Union[Play, Declare, Exchange, Pass]
MOVE_TYPES = (Play, Declare, Exchange, Pass)


def parse_move(text: str) -> Move:
    """Read any Marjolette move from its notation (a bare card name is a play)."""
    if not isinstance(text, str) or not text.strip():
        raise InvalidNotation(f"not a move: {text!r}")
    head = text.split()[0].lower()
    if head == "meld":
        return Declare.parse(text)
    if head == "dix":
        return Exchange.parse(text)
    if head == "pass":
        return Pass.parse(text)
    return Play.parse(text)

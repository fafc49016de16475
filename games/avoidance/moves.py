"""The moves of a trick-avoidance hand and their notation.

A card played is its name (``SQ``); a domino leading a suit it could name two
ways adds the suit after a slash. Cards set aside to pass are ``pass`` and their
names; Polignac's announcement is ``capot`` or ``no capot``.

>>> [str(parse_move(t)) for t in ("sq", "pass SA h7 DK", "capot", "No Capot")]
['SQ', 'pass DK H7 SA', 'capot', 'no capot']
>>> Pass.parse("pass SK SA") == Pass.parse("pass SA SK")
True

A card played is the cabinet's :class:`~games.card_moves.PlayCard`, written without a word
and with the suit a lead names. A game whose "cards" are something else (dominoes)
subclasses :class:`Play` and :class:`Pass` with its own ``read_card``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Optional, Union

from games.card_moves import PlayCard, ReadsCards
from games.engine import InvalidNotation


@dataclass(frozen=True)
class Play(PlayCard):
    """Play ``card`` to the trick; ``suit`` only when it leads and could name more than one."""
    card: Any
    suit: Optional[str] = None
    word: ClassVar[str] = ""

    def __str__(self) -> str:
        return f"{self.card}/{self.suit}" if self.suit is not None else str(self.card)

    @classmethod
    def parse(cls, text: str) -> "Play":
        if not isinstance(text, str) or not text.strip():
            raise InvalidNotation(f"not a card: {text!r}")
        name, _, suit = text.strip().partition("/")
        return cls(cls._card(name, text), suit.strip().upper() or None)


@dataclass(frozen=True)
class Pass(ReadsCards):
    """Set these cards aside, face down, for the seat they go to (kept in one order)."""
    cards: tuple

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards, key=str)))

    def __str__(self) -> str:
        return "pass " + " ".join(str(c) for c in self.cards)

    @classmethod
    def parse(cls, text: str) -> "Pass":
        words = text.split() if isinstance(text, str) else []
        if len(words) < 2 or words[0].lower() != "pass":
            raise InvalidNotation(f"not a pass: {text!r} (write it as: pass SA SK SQ)")
        return cls(tuple(cls._card(w, text) for w in words[1:]))


@dataclass(frozen=True)
class Bid:
    """Polignac: announce capot (to take all four queens), or not."""
    capot: bool

    def __str__(self) -> str:
        return "capot" if self.capot else "no capot"

    @classmethod
    def parse(cls, text: str) -> "Bid":
        t = " ".join(text.lower().split()) if isinstance(text, str) else ""
        if t in ("capot", "no capot"):
            return cls(t == "capot")
        raise InvalidNotation(f"not an announcement: {text!r} (capot, or no capot)")


Move = Union[Play, Pass, Bid]


def parse_move(text: str, play: type = Play, passing: type = Pass) -> Move:
    """Any move from its notation."""
    t = text.strip().lower() if isinstance(text, str) else ""
    if t.startswith("pass"):
        return passing.parse(text)
    if "capot" in t:
        return Bid.parse(text)
    return play.parse(text)

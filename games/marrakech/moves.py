"""Marrakech's two kinds of move and their notation.

A **turn** of Assam is ``L`` (a quarter turn to his left), ``R`` (to his right) or
``S`` (straight on, no turn). A **rug** is its two squares, ``c2 c3`` (a hyphen or
nothing between them will do; the squares are kept lower first, so ``c3 c2`` is the
same rug).

>>> parse_move("l"), parse_move("d3-c3"), str(parse_move("C3 D3"))
(Turn(way='L'), Rug(a=16, b=17), 'c3 d3')
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from games.engine import InvalidNotation
from games.marrakech.market import BadSquare, name, square

WAYS = {"L": "left", "R": "right", "S": "straight on"}


@dataclass(frozen=True)
class Turn:
    """Turn Assam: ``L``, ``R`` or ``S``."""
    way: str

    def __post_init__(self) -> None:
        if self.way not in WAYS:
            raise InvalidNotation(f"{self.way!r} is not a turn: L, R or S")

    def __str__(self) -> str:
        return self.way

    @property
    def words(self) -> str:
        return WAYS[self.way]

    @classmethod
    def parse(cls, text: str) -> "Turn":
        return cls(text.strip().upper())


@dataclass(frozen=True)
class Rug:
    """Lay a rug on squares ``a`` and ``b`` (numbers from :mod:`games.marrakech.market`)."""
    a: int
    b: int

    def __post_init__(self) -> None:
        if self.a > self.b:
            first, second = self.b, self.a
            object.__setattr__(self, "a", first)
            object.__setattr__(self, "b", second)

    @property
    def squares(self) -> tuple[int, int]:
        return self.a, self.b

    def __str__(self) -> str:
        return f"{name(self.a)} {name(self.b)}"

    @classmethod
    def parse(cls, text: str) -> "Rug":
        compact = "".join(ch for ch in text if ch not in " -")
        if len(compact) != 4:
            raise InvalidNotation(f"{text.strip()!r} is not a rug: two squares, as c2 c3")
        try:
            return cls(square(compact[:2]), square(compact[2:]))
        except BadSquare as exc:
            raise InvalidNotation(str(exc)) from None


Move = Union[Turn, Rug]


def parse_move(text: str) -> Move:
    """A turn or a rug from its notation."""
    if not isinstance(text, str):
        raise InvalidNotation(f"not a move: {text!r}")
    return Turn.parse(text) if len(text.strip()) == 1 else Rug.parse(text)


# Each class parses its own notation (the generic tests round-trip with type(move).parse).
__all__ = ["Turn", "Rug", "Move", "parse_move", "WAYS"]

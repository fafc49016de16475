"""The double-six set of dominoes, its eight suits and their ranks, for Eleven Point Black Tile.

A tile is named by its two numbers, the higher first: ``6-3``. It reads from
``63``, ``6-3``, ``3-6`` or ``36`` alike (a blank is 0).

>>> Tile.parse("36"), str(Tile.parse("3-6")), Tile.parse("00").is_double
(Tile('6-3'), '6-3', True)
>>> len(DOUBLE_SIX), len(set(DOUBLE_SIX))
(28, 28)

Every tile belongs to two suits: a singlet to the suits of its two numbers, a
doublet to its number's suit and to Doubles (``D``). The suits are named by a
digit (``0`` is Blanks) or ``D``:

>>> suits_of(Tile.parse("6-3")), suits_of(Tile.parse("5-5")), suits_of(Tile.parse("3-0"))
(('6', '3'), ('5', 'D'), ('3', '0'))

In a number suit the doublet is highest, then the tiles by their other number,
high to low; Doubles run from 6-6 down to 0-0. The source's table, suit by suit:

>>> for suit in SUITS:
...     print(f"{suit_name(suit):>7}", " ".join(str(t) for t in suit_members(suit)))
Doubles 6-6 5-5 4-4 3-3 2-2 1-1 0-0
     6s 6-6 6-5 6-4 6-3 6-2 6-1 6-0
     5s 5-5 6-5 5-4 5-3 5-2 5-1 5-0
     4s 4-4 6-4 5-4 4-3 4-2 4-1 4-0
     3s 3-3 6-3 5-3 4-3 3-2 3-1 3-0
     2s 2-2 6-2 5-2 4-2 3-2 2-1 2-0
     1s 1-1 6-1 5-1 4-1 3-1 2-1 1-0
 Blanks 0-0 6-0 5-0 4-0 3-0 2-0 1-0
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from games.tricks import TrickRules

DOUBLES = "D"
# The suits in the order the source's table gives them: Doubles, then 6s down to Blanks.
SUITS = (DOUBLES, "6", "5", "4", "3", "2", "1", "0")
SUIT_NAMES = {DOUBLES: "Doubles", "0": "Blanks", **{str(n): f"{n}s" for n in range(1, 7)}}


class TileError(ValueError):
    """Text that does not name a domino."""


@dataclass(frozen=True, slots=True, order=True)
class Tile:
    """A domino of the double-six set: ``high`` >= ``low``, each 0 to 6."""
    high: int
    low: int

    def __post_init__(self) -> None:
        if not (isinstance(self.high, int) and isinstance(self.low, int)
                and 0 <= self.low <= self.high <= 6):
            raise TileError(f"no such tile: {self.high}-{self.low} (the higher number first, 0 to 6)")

    @classmethod
    def of(cls, a: int, b: int) -> "Tile":
        """The tile with numbers ``a`` and ``b`` in either order."""
        return cls(max(a, b), min(a, b))

    @classmethod
    def parse(cls, text: str) -> "Tile":
        """Read ``6-3``, ``63``, ``3-6`` or ``36`` (spaces allowed around the dash)."""
        if not isinstance(text, str):
            raise TileError(f"not a tile: {text!r}")
        digits = text.strip().replace("-", "").replace(" ", "")
        if len(digits) != 2 or not all(d in "0123456" for d in digits):
            raise TileError(f"not a tile: {text!r} (two numbers 0 to 6, as 6-3)")
        return _BY_PAIR[int(digits[0]), int(digits[1])]

    @property
    def is_double(self) -> bool:
        return self.high == self.low

    @property
    def numbers(self) -> tuple[int, int]:
        return self.high, self.low

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Tile({str(self)!r})"


DOUBLE_SIX: tuple[Tile, ...] = tuple(Tile(h, l) for h in range(6, -1, -1) for l in range(h, -1, -1))
_BY_PAIR = {(a, b): Tile.of(a, b) for a in range(7) for b in range(7)}


def suits_of(tile: Tile) -> tuple[str, str]:
    """The tile's two suits: its higher number's first; a doublet's number, then Doubles."""
    if tile.is_double:
        return str(tile.high), DOUBLES
    return str(tile.high), str(tile.low)


def rank_in(tile: Tile, suit: str) -> int:
    """Rank of ``tile`` in ``suit`` (higher wins): the doublet 7, else the other number;
    in Doubles, the number."""
    if suit == DOUBLES:
        if not tile.is_double:
            raise ValueError(f"{tile} is not in Doubles")
        return tile.high
    n = int(suit)
    if n not in tile.numbers:
        raise ValueError(f"{tile} is not in the {suit_name(suit)}")
    return 7 if tile.is_double else tile.high + tile.low - n


def suit_members(suit: str) -> list[Tile]:
    """The seven tiles of ``suit``, highest first."""
    return sorted((t for t in DOUBLE_SIX if suit in suits_of(t)), key=lambda t: -rank_in(t, suit))


def suit_name(suit: Optional[str]) -> str:
    return SUIT_NAMES.get(suit, str(suit))


def read_suit(text: str) -> str:
    """A suit from a digit, ``D``, or its name (``doubles``, ``blanks``, ``3s``).

    >>> read_suit("3"), read_suit("d"), read_suit("Blanks"), read_suit("6s")
    ('3', 'D', '0', '6')
    """
    t = text.strip().lower() if isinstance(text, str) else ""
    for suit, name in SUIT_NAMES.items():
        if t in (suit.lower(), name.lower()):
            return suit
    raise TileError(f"not a suit: {text!r} (a number 0 to 6, or D for Doubles)")


DOMINO_RULES = TrickRules(suits=suits_of, rank=rank_in, suit_name=suit_name)

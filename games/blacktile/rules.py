"""Eleven Point Black Tile: Hearts with dominoes, for three or four players.

The double-six set of 28 tiles; three players draw nine each (the odd tile is
laid aside unseen and unused), four draw seven. There are eight suits of seven
tiles (see :mod:`games.blacktile.tiles`) and every tile is in two of them, so
the leader **names the suit** his tile leads: one of its two numbers, or for a
doublet its number or Doubles. The others follow that suit if they can, else
play any tile; the highest tile of the suit led wins and its winner leads next.
Three tiles are passed before the first trick, as in Short Hearts: right, then
left, then held (three players) or across and then held (four).

Each of the seven tiles of the 3s costs its taker 1 point, the 0-0 costs 4: 11
points a hand (fewer when three play and the tile left out is one of them).
Whoever takes every point tile in play **shoots the moon**: he scores 0 and
each other player 22. The lowest total wins; the lead passes clockwise hand by
hand, the first leader drawn at random.

The hand itself, the game of several hands, passing and the views are the
shared trick-avoidance engine's (:mod:`games.avoidance`); this module says what
is particular to dominoes: the tiles, their notation and the score.

>>> from games.tricks import Trick
>>> t = lambda winner, codes, suit: Trick(0, suit, tuple(enumerate(map(Tile.parse, codes.split()))), winner)
>>> score([t(1, "63 31 66", "3"), t(2, "00 55 21", "D")], 3, None, True).points
(0, 2, 4)
>>> moon = [t(0, "33 63 53", "3"), t(0, "43 32 31", "3"), t(0, "30 00 11", "3")]
>>> score(moon, 3, None, True)
HandScore(points=(0, 22, 22), event='moon', who=0)

A lead names its suit after a slash (``6-3/3``; ``6-3 as 3`` reads too, and
``D`` or ``doubles`` for Doubles); a pass lists its tiles:

>>> [str(parse_move(m)) for m in ("6-3/3", "36 as 6", "5-5/doubles", "2-1", "pass 00 63 55")]
['6-3/3', '6-3/6', '5-5/D', '2-1', 'pass 0-0 5-5 6-3']
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional, Sequence

from games.avoidance.moves import Pass, Play, parse_move as parse_any
from games.avoidance.variant import HandScore, Variant
from games.blacktile.tiles import DOMINO_RULES, DOUBLE_SIX, Tile, TileError, read_suit, suit_name
from games.engine import InvalidNotation
from games.tricks import Trick

BLACK_TILE = Tile(0, 0)                 # the 0-0, four points
MOON = 22                               # each other player's score when one shoots the moon


def tile_points(tile: Tile) -> int:
    """What a tile costs its taker: the 0-0 four, each tile of the 3s one.

    >>> sum(tile_points(t) for t in DOUBLE_SIX)
    11
    """
    return 4 if tile == BLACK_TILE else 1 if 3 in tile.numbers else 0


def score(tricks: Sequence[Trick], seats: int, bidder: Optional[int], complete: bool) -> HandScore:
    """Points per seat from the tricks so far; with the hand ``complete``, the moon."""
    points = [0] * seats
    for trick in tricks:
        points[trick.winner] += sum(tile_points(t) for t in trick.cards)
    taken = sum(points)
    if complete and taken and max(points) == taken:
        shooter = points.index(taken)
        return HandScore(tuple(0 if s == shooter else MOON for s in range(seats)), "moon", shooter)
    return HandScore(tuple(points))


def deck(seats: int) -> list[Tile]:
    return list(DOUBLE_SIX)


def unused(seats: int) -> int:
    """Three players leave one tile undrawn; four draw them all."""
    return 28 % seats


def sort_key(tile: Tile) -> tuple[int, int]:
    """A hand is shown from 6-6 down to 0-0."""
    return -tile.high, -tile.low


_AS = re.compile(r"\s+as\s+", re.IGNORECASE)


@dataclass(frozen=True)
class TilePlay(Play):
    """A tile played; when it leads, the suit it names (``6-3/3``)."""
    read_card = staticmethod(Tile.parse)

    @property
    def table_name(self) -> str:
        """As the table's messages say it (:func:`games.coach.say`): ``6-3 as 3s``."""
        return f"{self.card} as {suit_name(self.suit)}" if self.suit is not None else str(self.card)

    def describe(self) -> str:
        return self.table_name             # a domino has no glyph of a card's

    @classmethod
    def parse(cls, text: str) -> "TilePlay":
        if not isinstance(text, str) or not text.strip():
            raise InvalidNotation(f"not a tile: {text!r}")
        name, _, suit = _AS.sub("/", text.strip()).partition("/")
        try:
            return cls(Tile.parse(name), read_suit(suit) if suit.strip() else None)
        except TileError as exc:
            raise InvalidNotation(f"{text!r}: {exc}") from None


@dataclass(frozen=True)
class TilePass(Pass):
    """Three tiles set aside for the seat they go to (``pass 6-3 5-5 0-0``)."""
    read_card = staticmethod(Tile.parse)


def parse_move(text: str):
    """Any move of the game from its notation."""
    return parse_any(text, play=TilePlay, passing=TilePass)


VARIANT = Variant(name="Eleven Point Black Tile", seats=(3, 4), deck=deck, trick_rules=DOMINO_RULES,
                  card_points=tile_points, score=score, passing=True, moon=True, play_move=TilePlay,
                  pass_move=TilePass, sort_key=sort_key, word="tile", unused=unused)

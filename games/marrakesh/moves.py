"""Marrakesh's two kinds of move and their notation.

A card to a trick is named as in the other games, suit then value: ``S5``,
``HQ``, ``CA``. Moving and bearing off is written as in backgammon, the steps
in the order they are made: ``6/off 5/3``; ``4/1(2)`` is the same step twice;
``6/3/off`` is one piece moved on (``6/3 3/off``).

>>> [str(parse_move(t)) for t in ("s5", "hq", "6/off 5/3", "4/1 4/1", "6/3/OFF", "1/off(2)")]
['S5', 'HQ', '6/off 5/3', '4/1(2)', '6/3 3/off', '1/off(2)']
>>> parse_move("6/off 5/3").steps
(Step(src=6, dst=0), Step(src=5, dst=3))
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Union

from games import card_moves
from games.engine import InvalidNotation
from games.marrakesh.board import OFF, POINTS, Step
from games.marrakesh.deck import NUMBERED

_REPEAT = re.compile(r"^(.*)\((\d)\)$")


@dataclass(frozen=True)
class PlayCard(card_moves.PlayCard):
    """Play a card to the trick: face down when leading, face up when receiving (the card alone)."""
    word: ClassVar[str] = ""

    def __post_init__(self) -> None:
        if self.card.rank not in NUMBERED + "Q":
            raise InvalidNotation(f"there is no {self.card.name} in the Marrakesh pack")


@dataclass(frozen=True)
class Bear:
    """Move and bear off with the numbers won: the steps, in the order made."""
    steps: tuple[Step, ...]

    def __post_init__(self) -> None:
        if not self.steps:
            raise InvalidNotation("a move needs at least one step, e.g. 6/off")

    def __str__(self) -> str:
        words: list[list] = []
        for step in self.steps:
            if words and words[-1][0] == step:
                words[-1][1] += 1
            else:
                words.append([step, 1])
        return " ".join(str(s) + (f"({n})" if n > 1 else "") for s, n in words)

    @classmethod
    def parse(cls, text: str) -> "Bear":
        words = text.strip().lower().split()
        if not words:
            raise InvalidNotation("no move given")
        steps: list[Step] = []
        for word in words:
            steps.extend(_parse_word(word))
        return cls(tuple(steps))

    @property
    def borne_off(self) -> int:
        return sum(1 for s in self.steps if s.dst == OFF)


Move = Union[PlayCard, Bear]


class FaceDown:
    """The other side's lead as a player sees it before it is turned."""

    def __str__(self) -> str:
        return "face down"

    def __repr__(self) -> str:
        return "FACE_DOWN"


FACE_DOWN = FaceDown()


def parse_move(text: str) -> Move:
    """A card (``S5``) or a move (``6/off 5/3``)."""
    if not isinstance(text, str):
        raise InvalidNotation(f"not a move: {text!r}")
    return Bear.parse(text) if "/" in text else PlayCard.parse(text)


def _parse_word(word: str) -> list[Step]:
    count = 1
    m = _REPEAT.match(word)
    if m:
        word, count = m.group(1), int(m.group(2))
        if not 1 <= count <= 6:
            raise InvalidNotation(f"bad repeat count in {word!r}")
    points = [_parse_point(p, i, len(word.split("/"))) for i, p in enumerate(word.split("/"))]
    if len(points) < 2:
        raise InvalidNotation(f"{word!r} is not a move: write from/to, e.g. 6/4 or 6/off")
    chain = []
    for a, b in zip(points, points[1:]):
        if b != OFF and b >= a:
            raise InvalidNotation(f"{word!r}: pieces move from higher points to lower")
        chain.append(Step(a, b))
    return chain * count


def _parse_point(text: str, i: int, n: int) -> int:
    last = i == n - 1
    if last and text in ("off", "o", "0"):
        return OFF
    if text.isdigit() and 1 <= int(text) <= POINTS:
        return int(text)
    raise InvalidNotation(f"{text!r} is not a point here (1-{POINTS}, or off last)")

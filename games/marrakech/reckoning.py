"""What a player reckons with: the areas of a market, and what a turn of Assam is
likely to cost over the die's faces. Plain functions over the colour of each
square (``EMPTY`` where bare), shared by the built-in players.

>>> from games.marrakech.market import square, RIGHT
>>> colours = [EMPTY] * 49
>>> for s in ("e4", "f4", "f5"): colours[square(s)] = 1
>>> expected_payment(colours, square("d4"), RIGHT, payer=0, players=2)   # a 1 or a 2 stops on it
1.5
"""
from __future__ import annotations

from typing import Sequence

from games.marrakech.market import EMPTY, NEIGHBOURS, SQUARES, STEPS, THROWS, turned
from games.marrakech.rules import owner_of


def areas(colours: Sequence[int]) -> tuple[list[int], list[int], list[int]]:
    """Each square's area number (-1 where bare), and the size and colour of each area."""
    label = [-1] * SQUARES
    sizes: list[int] = []
    area_colours: list[int] = []
    neighbours = NEIGHBOURS
    for start in range(SQUARES):
        colour = colours[start]
        if colour == EMPTY or label[start] >= 0:
            continue
        number = len(sizes)
        label[start] = number
        todo, count = [start], 0
        while todo:
            sq = todo.pop()
            count += 1
            for nb in neighbours[sq]:
                if label[nb] < 0 and colours[nb] == colour:
                    label[nb] = number
                    todo.append(nb)
        sizes.append(count)
        area_colours.append(colour)
    return label, sizes, area_colours


def _landings(assam: int, facing: int) -> tuple[tuple[int, int, float], ...]:
    found = []
    for face, chance in THROWS:
        sq, f = assam, facing
        for _ in range(face):
            sq, f = STEPS[sq][f]
        found.append((sq, f, chance))
    return tuple(found)


_LANDINGS = tuple(tuple(_landings(sq, f) for f in range(4)) for sq in range(SQUARES))


def landings(assam: int, facing: int) -> tuple[tuple[int, int, float], ...]:
    """Where Assam stops after a throw from ``assam`` facing ``facing``: (square, facing
    at the end, chance), one a face of the die."""
    return _LANDINGS[assam][facing]


def payment(colours: Sequence[int], sizes: Sequence[int], label: Sequence[int], sq: int,
            payer: int, players: int, out: Sequence[bool] = ()) -> tuple[int, int]:
    """(what ``payer`` owes for stopping on ``sq``, to whom); (0, -1) if nothing."""
    colour = colours[sq]
    if colour == EMPTY:
        return 0, -1
    owner = owner_of(colour, players)
    if owner == payer or (out and out[owner]):
        return 0, -1
    return sizes[label[sq]], owner


def expected_payment(colours: Sequence[int], assam: int, facing: int, payer: int, players: int,
                     out: Sequence[bool] = ()) -> float:
    """What ``payer`` expects to pay walking on from ``assam`` facing ``facing``."""
    label, sizes, _ = areas(colours)
    return sum(chance * payment(colours, sizes, label, sq, payer, players, out)[0]
               for sq, _, chance in landings(assam, facing))


def turn_facings(facing: int) -> list[tuple[str, int]]:
    """The three ways Assam may face after a turn: (L, S or R, facing)."""
    return [(way, turned(facing, way)) for way in "LSR"]

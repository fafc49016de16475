"""How the computer expects another player to take his turn, when it plays that turn out.

A careful player, as the computer pictures him: he turns Assam the way whose stops,
over the die's faces, cost him least for the rug he can then lay (a dirham paid
counts twice, one fewer for him and one more for a rival; a square of a rival's
hidden counts two and a bare one covered one; going out is worst of all), and lays
his rug where it hides the most, then beside the most squares of his own colour.
Plain functions over a market's colours, rug numbers (``tops``) and areas.

>>> from games.marrakech.market import names, square
>>> colours, tops = [EMPTY] * 49, [EMPTY] * 49
>>> for number, (a, b) in enumerate([("e3", "e4"), ("f3", "f4")]):
...     colours[square(a)] = colours[square(b)] = 1
...     tops[square(a)] = tops[square(b)] = number
>>> a, b = likely_rug(colours, tops, square("d4"), seat=0, colour=0, players=2)
>>> names((a, b))            # over both rugs: not both halves of one
'e4 f4'
"""
from __future__ import annotations

from typing import Callable, Sequence

from games.marrakech.market import AROUND, EMPTY, NEIGHBOURS
from games.marrakech.reckoning import landings, turn_facings

GONE = -1000.0         # going out, as the careful player fears it


def hides(colours: Sequence[int], a: int, b: int, seat: int, players: int) -> int:
    """What a rug laid on ``a`` and ``b`` hides: 1 a bare square, 2 a rival's, 0 one's own."""
    gain = 0
    for colour in (colours[a], colours[b]):
        if colour == EMPTY:
            gain += 1
        elif colour % players != seat:
            gain += 2
    return gain


def rug_gain(colours: Sequence[int], tops: Sequence[int], sq: int, seat: int, players: int) -> int:
    """The most a rug laid beside ``sq`` hides (:func:`hides`)."""
    best = 0
    for a, b in AROUND[sq]:
        if tops[a] != EMPTY and tops[a] == tops[b]:
            continue
        gain = hides(colours, a, b, seat, players)
        if gain > best:
            best = gain
            if gain == 4:
                break
    return best


def likely_rug(colours: Sequence[int], tops: Sequence[int], sq: int, seat: int, colour: int,
               players: int) -> tuple[int, int]:
    """Where the careful player lays his rug with Assam on ``sq``: the most hidden, then the
    most squares of his own ``colour`` beside it (the first such pair on a tie)."""
    best, chosen = (-1, -1), AROUND[sq][0]
    for a, b in AROUND[sq]:
        if tops[a] != EMPTY and tops[a] == tops[b]:
            continue
        gain = hides(colours, a, b, seat, players)
        beside = sum(1 for half in (a, b) for nb in NEIGHBOURS[half]
                     if nb != a and nb != b and colours[nb] == colour)
        if (gain, beside) > best:
            best, chosen = (gain, beside), (a, b)
    return chosen


def likely_facing(colours: Sequence[int], tops: Sequence[int], assam: int, facing: int, seat: int,
                  cash: int, players: int, owed: Callable[[int], int]) -> int:
    """The way the careful player faces Assam before his throw; ``owed(sq)`` is what a stop
    on ``sq`` costs him."""
    best_facing, best = facing, None
    for _, f in turn_facings(facing):
        total = 0.0
        for sq, _, chance in landings(assam, f):
            cost = owed(sq)
            if cost > cash:
                total += chance * GONE
            else:
                total += chance * (rug_gain(colours, tops, sq, seat, players) - 2 * cost)
        if best is None or total > best:
            best_facing, best = f, total
    return best_facing

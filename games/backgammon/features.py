"""The network's inputs for a position with one side on roll (TD-Gammon's raw encoding plus two).

For each side (on roll first) and each of its points 1-24: three "at least 1, 2, 3
pieces" units and one for the pieces beyond three (halved); then the bar (halved),
the pieces borne off (/15) and the pip count (/100). One more unit says whether the
sides are still in contact. The training script (``tools/train_backgammon.py``)
computes the same numbers with numpy for many positions at once and checks it
agrees with this module before it starts.
"""
from __future__ import annotations

SIDE = 100          # inputs per side
CONTACT = 2 * SIDE  # index of the contact unit
INPUTS = 2 * SIDE + 1


def sparse_inputs(me: tuple[int, ...], opp: tuple[int, ...]) -> list[tuple[int, float]]:
    """Non-zero inputs as (index, value) pairs."""
    out: list[tuple[int, float]] = []
    for base, side in ((0, me), (SIDE, opp)):
        pips = 0
        for i in range(24):
            n = side[i]
            if n:
                pips += (i + 1) * n
                j = base + 4 * i
                out.append((j, 1.0))
                if n >= 2:
                    out.append((j + 1, 1.0))
                    if n >= 3:
                        out.append((j + 2, 1.0))
                        if n > 3:
                            out.append((j + 3, (n - 3) / 2.0))
        if side[24]:
            out.append((base + 96, side[24] / 2.0))
            pips += 25 * side[24]
        off = 15 - sum(side)
        if off:
            out.append((base + 97, off / 15.0))
        if pips:
            out.append((base + 98, pips / 100.0))
    if _contact(me, opp):
        out.append((CONTACT, 1.0))
    return out


def _contact(me: tuple[int, ...], opp: tuple[int, ...]) -> bool:
    my_back = max((i for i in range(25) if me[i]), default=-1)
    their_back = max((i for i in range(25) if opp[i]), default=-1)
    return my_back + their_back >= 23

"""Where the computer stands in the partie: a hand's margin weighed by the chance of
winning the partie that it gives, not by points alone.

What is left of the partie after the present hand is taken as normal around the
present lead: each hand still to come adds :data:`HAND_SPREAD` points of spread
(one hand's margin between players of like strength), and ``now`` is the spread
still around the present hand's own estimate. A margin then counts as itself plus
``win_value`` times the chance it gives of finishing ahead; the points keep their
say for the Rubicon and for the hands to come, the chance for the partie.

>>> shape = partie_shape(lead=-40, left=0, now=8.0)
>>> round(shape(45) - shape(35), 1), round(shape(-35) - shape(-45), 1)   # a margin that wins is worth much more
(150.4, 10.0)
>>> round(partie_shape(lead=0, left=5, now=8.0)(10), 1)   # early, the chance moves almost as the points do
174.4
"""
from __future__ import annotations

import math
from typing import Callable

HAND_SPREAD = 37.0      # one hand's margin, spread (computer against rulebased, issue 30)
WIN_VALUE = 300.0       # points a sure win is worth beside a sure loss


def chance(lead: float, spread: float) -> float:
    """The chance that a lead of ``lead`` holds against what is left, spread ``spread``."""
    if spread <= 0:
        return 1.0 if lead > 0 else 0.5 if lead == 0 else 0.0
    return 0.5 * (1 + math.erf(lead / (spread * math.sqrt(2))))


def partie_shape(lead: float, left: int, now: float,
                 win_value: float = WIN_VALUE) -> Callable[[float], float]:
    """A hand's margin ``d`` as it counts with ``lead`` before the hand and ``left`` hands after it."""
    spread = math.sqrt(now * now + left * HAND_SPREAD * HAND_SPREAD)
    return lambda d: d + win_value * chance(lead + d, spread)


def standing(view, now: float, hands_weighed: int) -> Callable[[float], float]:
    """The shape for the seat of ``view``, or plain points until the last ``hands_weighed``
    hands of the partie (and outside a partie)."""
    left = view.hands - view.hand_number
    if view.hands <= 1 or left >= hands_weighed or left < 0:
        return lambda d: d
    lead = view.totals[view.seat] - view.totals[view.opponent]
    return partie_shape(lead, left, now)

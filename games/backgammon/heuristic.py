"""A hand-made evaluator in the manual's terms: pips, blots and their shots (from the
manual's own table of odds), points made, primes, anchors, the bar, and the race.

It gives the same five estimates as the trained network (see
:mod:`games.backgammon.network`) for the side on roll, so the same search and cube
reasoning can use either. It is the "friendly" 1983-style opponent's judgement.
"""
from __future__ import annotations

import math
from typing import Sequence

# The manual's table: of the 36 throws, how many let a piece reach a point this far away.
SHOTS = {1: 12, 2: 13, 3: 15, 4: 15, 5: 16, 6: 17, 7: 6, 8: 6, 9: 5, 10: 3, 11: 2, 12: 3,
         15: 1, 16: 1, 18: 1, 20: 1, 24: 1}

HOME_POINT = {1: 1.0, 2: 1.5, 3: 2.0, 4: 3.0, 5: 4.0, 6: 3.5}

# The estimate is sure of itself far beyond the trained network: measured on 7,642 positions
# of level-1 games (before a throw), the network's log-odds of winning are 0.47 times these
# in contact and 0.62 in a race, and in contact its gammons 0.70 times these. That does not
# change which play ranks first, but the doubling dice needs the chances themselves: tempered
# so, the friendly player doubles (and takes) about when the network would, and never at its
# first turn (untempered, it doubled there in 8 games of 100, as the network never does).
TEMPER_CONTACT, TEMPER_RACE, TEMPER_GAMMONS = 0.47, 0.62, 0.70


def outputs(me: Sequence[int], opp: Sequence[int]) -> tuple[float, float, float, float, float]:
    """(win, win gammon, win backgammon, lose gammon, lose backgammon) for ``me`` on roll."""
    return _outputs(me, opp, 1.0, 1.0, 1.0)


def cube_outputs(me: Sequence[int], opp: Sequence[int]) -> tuple[float, float, float, float, float]:
    """As :func:`outputs`, with the chances tempered for the doubling dice (see TEMPER_CONTACT)."""
    return _outputs(me, opp, TEMPER_CONTACT, TEMPER_RACE, TEMPER_GAMMONS)


def _outputs(me: Sequence[int], opp: Sequence[int], contact: float, race: float, gammons: float):
    if _race(me, opp):
        score = _race_score(me, opp) * race
        scale = 2.0 + 0.06 * (_pips(me) + _pips(opp)) / 2
        gammons = 1.0
    else:
        score = (_side(me, opp, on_roll=True) - _side(opp, me, on_roll=False) + 8.0) * contact
        scale = 14.0
    win = 1.0 / (1.0 + math.exp(-score / scale))
    return (win, *(gammons * g for g in _gammons(me, opp, win)),
            *(gammons * g for g in _gammons(opp, me, 1.0 - win)))


def _gammons(me: Sequence[int], opp: Sequence[int], win: float) -> tuple[float, float]:
    """Rough chances that ``me`` wins a gammon / backgammon: the loser has nothing off and far to go."""
    if sum(opp) < 15:
        return 0.0, 0.0
    behind = sum((i + 1) * n for i, n in enumerate(opp) if i >= 6)   # pips still outside his board
    share = min(0.6, behind / 250.0)
    stuck = sum(opp[18:25]) / 15.0
    return win * share, win * share * min(0.5, stuck)


def _pips(side: Sequence[int]) -> int:
    return sum((i + 1) * n for i, n in enumerate(side))


def _race(me: Sequence[int], opp: Sequence[int]) -> bool:
    my_back = max((i for i in range(25) if me[i]), default=-1)
    their_back = max((i for i in range(25) if opp[i]), default=-1)
    return my_back + their_back < 23


def _race_score(me: Sequence[int], opp: Sequence[int]) -> float:
    """Pips ahead, counting the roll in hand, less wasted pips from stacks and gaps."""
    return _pips(opp) + _waste(opp) - _pips(me) - _waste(me) + 4.0


def _waste(side: Sequence[int]) -> float:
    home = side[:6]
    stacked = sum(max(0, n - 3) for n in home) * 0.5
    gaps = sum(1 for i in range(5) if home[i] == 0 and any(home[i + 1:])) * 0.7
    low = (home[0] * 1.0 + home[1] * 0.5)
    return stacked + gaps + low


def _side(me: Sequence[int], opp: Sequence[int], on_roll: bool) -> float:
    """How good ``me``'s layout is against ``opp``, in pips."""
    score = -float(_pips(me))
    opp_home = sum(1 for i in range(6) if opp[i] >= 2)
    for p in range(1, 7):
        if me[p - 1] >= 2:
            score += HOME_POINT[p]
    if me[6] >= 2:
        score += 2.5                      # the bar point
    for p in (20, 21, 18, 19, 22, 23, 24):
        if me[p - 1] >= 2:
            score += 3.0 if p in (20, 21) else 1.5
    score += _prime(me, opp)
    score -= me[24] * (2.0 + 1.5 * opp_home)
    score -= _blot_risk(me, opp) * (0.35 if on_roll else 1.0) * (1.0 + 0.15 * opp_home)
    return score


def _prime(me: Sequence[int], opp: Sequence[int]) -> float:
    run = best = 0
    best_end = 0
    for i in range(1, 12):
        run = run + 1 if me[i] >= 2 else 0
        if run > best:
            best, best_end = run, i
    if best < 3:
        return 0.0
    # his pieces behind my prime: on his points 25 - (best_end + 1) and further back
    trapped = sum(opp[23 - best_end:25]) if best_end < 24 else 0
    return best * best * (0.4 + 0.25 * min(trapped, 3))


def _blot_risk(me: Sequence[int], opp: Sequence[int]) -> float:
    """Expected pips lost to hits on my blots, counting each blot's best shot from the table."""
    hitters = [q for q in range(25) if opp[q]]          # his sources, in his numbering (24 = bar)
    total = 0.0
    for i in range(24):
        if me[i] != 1:
            continue
        target = 23 - i                                  # my point as he counts it
        shots = max((SHOTS.get(q - target, 0) for q in hitters if q > target), default=0)
        if shots:
            total += shots / 36.0 * (24 - i)
    return total

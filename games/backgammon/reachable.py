"""The distinct positions a throw can leave, without the plays that lead to them: the deep
search's move generator.

The search looks at some twenty thousand throws a move and wants only where each legal
play leaves the board, never its steps; :func:`games.backgammon.board.generate_results`
builds a ``Step`` for every hop and a tuple for every play, which was half the expert's
time. :func:`positions` walks the same hops in the same order and keeps, for each position
reached, only how many dice it used and the last die, so it lists the very positions
``generate_results`` does, in the same order (``tests/backgammon/test_reachable.py``):
the search breaks ties by that order, so its choices stay the same.
"""
from __future__ import annotations

Side = tuple[int, ...]


def positions(me: Side, opp: Side, d1: int, d2: int) -> list[tuple[Side, Side]]:
    """(me, opp) after each distinct legal play of ``d1``, ``d2`` (the board as it is when
    no die can be played), in the order of ``generate_results``."""
    found: dict = {}                 # (me, opp) -> [dice used, last die]
    most = [0]
    m, o = list(me), list(opp)
    if d1 == d2:
        _walk(m, o, (d1, d1, d1, d1), 0, True, 24, found, most)
    else:
        hi, lo = (d1, d2) if d1 > d2 else (d2, d1)
        _walk(m, o, (hi, lo), 0, False, 24, found, most)
        _walk(m, o, (lo, hi), 0, False, 24, found, most)
    if not found:
        return [(tuple(me), tuple(opp))]
    used = most[0]
    keys = [k for k, v in found.items() if v[0] == used]
    if used == 1 and d1 != d2:
        # only one die can be played: it must be the larger if the larger can be
        larger = [k for k in keys if found[k][1] == max(d1, d2)]
        if larger:
            return larger
    return keys


def _walk(me: list, opp: list, dice: tuple, i: int, doubles: bool, max_src: int,
          found: dict, most: list) -> None:
    """Every hop of die ``dice[i]`` (with doubles, from no higher than ``max_src``), each
    recorded, then the next die from there: ``board._search`` without the steps."""
    die = dice[i]
    n = i + 1
    last = n == len(dice)
    for src, dst, hit in _hops(me, opp, die, max_src if doubles else 24):
        me[src] -= 1
        if dst >= 0:
            me[dst] += 1
            if hit:
                opp[23 - dst] = 0
                opp[24] += 1
        if n >= most[0]:
            most[0] = n
            key = (tuple(me), tuple(opp))
            seen = found.get(key)
            if seen is None or seen[0] < n:
                found[key] = (n, die)
        if not last:
            _walk(me, opp, dice, n, doubles, src, found, most)
        if dst >= 0:
            me[dst] -= 1
            if hit:
                opp[24] -= 1
                opp[23 - dst] = 1
        me[src] += 1


def _hops(me: list, opp: list, die: int, max_src: int) -> list[tuple[int, int, bool]]:
    """Legal single hops (src, dst, hit) for one die, as ``board._hops`` lists them (dst -1:
    borne off); a list, made before any is played (each is undone before the next)."""
    if me[24]:
        if max_src < 24:
            return []
        dst = 24 - die
        there = opp[23 - dst]
        return [(24, dst, there == 1)] if there < 2 else []
    out = []
    home = not any(me[6:25])
    highest = -1
    if home:
        highest = next((i for i in range(5, -1, -1) if me[i]), -1)
    for src in range(min(max_src, 23), -1, -1):
        if me[src]:
            dst = src - die
            if dst >= 0:
                there = opp[23 - dst]
                if there < 2:
                    out.append((src, dst, there == 1))
            elif home and (dst == -1 or src == highest):
                out.append((src, -1, False))
    return out

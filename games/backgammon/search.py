"""Choosing plays and cube actions with an evaluator.

An evaluator is any function ``(me, opp) -> (win, win gammon, win backgammon,
lose gammon, lose backgammon)`` for ``me`` on roll before throwing: the trained
network's :meth:`~games.backgammon.network.Network.outputs` or
:func:`games.backgammon.heuristic.outputs`.

Plays are chosen by the equity the position after them leaves (the opponent then
on roll): 1-ply. Deeper search (``plies`` 2 or 3) looks again at the best few:
for each of the 21 throws the opponent could have, his best reply is found and the
position after it judged, at 3 plies by averaging over our own 21 throws and our
best reply to each. The deep search judges many positions at once
(``BatchEvaluator``): the trained network does that with numpy.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from games.backgammon.bearoff import BearoffTable, all_home
from games.backgammon.board import Position, generate_results
from games.backgammon.notation import Play
from games.dice import all_rolls

Evaluator = Callable[[Sequence[int], Sequence[int]], Sequence[float]]
# equities of many positions at once, each for its ``me`` on roll: Network.equities
BatchEvaluator = Callable[[Sequence[Sequence[int]], Sequence[Sequence[int]]], Sequence[float]]
# Beyond one ply, only the best WIDTH plays within MARGIN of the best at one ply are searched deeper.
WIDTH, MARGIN = 4, 0.12


def equity(o: Sequence[float]) -> float:
    """Cubeless equity from the five outputs (also for a numpy array with one row per output)."""
    return 2 * o[0] - 1 + o[1] - o[3] + o[2] - o[4]


def after_equity(evaluate: Evaluator, after: Position) -> float:
    """Equity for the side that has just moved to ``after`` (its ``me``), the opponent to throw."""
    if not any(after.me):
        return float(after.winner_points())
    return -equity(evaluate(after.opp, after.me))


def ranked(evaluate: Evaluator, position: Position, dice: tuple[int, int]) -> list[tuple[float, Play, Position]]:
    """Every legal play with its 1-ply equity, best first."""
    scored = [(after_equity(evaluate, after), play, after)
              for play, after in position.successors(*dice)]
    scored.sort(key=lambda t: -t[0])
    return scored


def best_play(evaluate: Evaluator, position: Position, dice: tuple[int, int], plies: int = 1,
              batch: Optional[BatchEvaluator] = None, width: int = WIDTH, margin: float = MARGIN) -> Play:
    """The play with the best equity at ``plies`` throws deep. Beyond one ply only the best
    ``width`` plays within ``margin`` of the best at one ply are searched deeper."""
    scored = ranked(evaluate, position, dice)
    if plies <= 1 or len(scored) == 1:
        return scored[0][1]
    finalists = shortlist(scored, width, margin)
    if len(finalists) == 1:
        return finalists[0][1]
    batch = batch or one_at_a_time(evaluate)
    return max(finalists, key=lambda s: deep_value(batch, s[2].me, s[2].opp, plies))[1]


def shortlist(scored: list, width: int = WIDTH, margin: float = MARGIN) -> list:
    """The plays of ``ranked`` that a deeper search looks at again: the best ``width`` within
    ``margin`` of the best at one ply (the game review judges them as the player chose)."""
    top = scored[0][0]
    return [s for s in scored[:width] if s[0] >= top - margin]


def top_plays(evaluate: Evaluator, position: Position, dice: tuple[int, int], count: int = 3,
              plies: int = 1, batch: Optional[BatchEvaluator] = None,
              width: int = 4) -> list[tuple[float, Play]]:
    """The best ``count`` plays with their equities, best first, for a hint: at one ply, or
    beyond it the best ``max(count, width)`` at one ply each judged ``plies`` throws deep."""
    scored = ranked(evaluate, position, dice)
    if plies <= 1 or len(scored) == 1:
        return [(value, play) for value, play, _ in scored[:count]]
    batch = batch or one_at_a_time(evaluate)
    deep = [(deep_value(batch, after.me, after.opp, plies), play)
            for _, play, after in scored[:max(count, width)]]
    deep.sort(key=lambda t: -t[0])
    return deep[:count]


def one_at_a_time(evaluate: Evaluator) -> BatchEvaluator:
    """A batch evaluator made from a single-position one."""
    return lambda mes, opps: [equity(evaluate(m, o)) for m, o in zip(mes, opps)]


def deep_value(batch: BatchEvaluator, me: Sequence[int], opp: Sequence[int], plies: int) -> float:
    """Equity for the side that has just moved to (``me``, ``opp``), the opponent to throw,
    looked at ``plies`` throws deep: at one ply the evaluator's word; deeper, the average over
    the opponent's 21 throws of his best reply (chosen at one ply, as he would see it),
    that reply itself judged a ply less deep from his side."""
    if not any(me):
        return float(Position(me, opp).winner_points())
    if plies <= 1:
        return -float(batch([opp], [me])[0])
    total = 0.0
    for p, value, after in best_replies(batch, opp, me):
        if after is None or plies == 2:
            total -= p * value
        else:
            total -= p * deep_value(batch, after[0], after[1], plies - 1)
    return total


Reply = tuple[float, float, Optional[tuple[tuple[int, ...], tuple[int, ...]]]]


def best_replies(batch: BatchEvaluator, me: Sequence[int], opp: Sequence[int]) -> list[Reply]:
    """For ``me`` about to throw: for each of the 21 throws, (its chance, the one-ply equity of
    the best play for ``me``, the position after it as (me, opp), or None when the throw ends
    the game). One call of the evaluator for all the throws."""
    throws: list = []     # (chance, points won) for a throw that ends the game, else
    mes: list = []        # (chance, results of the legal plays, index of their first row)
    opps: list = []
    for (d1, d2), p in all_rolls():
        results = generate_results(tuple(me), tuple(opp), d1, d2)
        # Any play bearing off the last piece will do: every one wins the same points, since
        # a piece hit on the way home lands where it already counts towards a backgammon.
        finished = next((r for r in results if not any(r[1])), None)
        if finished is not None:
            throws.append((p, float(Position(finished[1], finished[2]).winner_points())))
            continue
        throws.append((p, results, len(mes)))
        for _, m, o, _ in results:       # after the play the opponent is on roll
            mes.append(o)
            opps.append(m)
    values = batch(mes, opps) if mes else []
    out: list[Reply] = []
    for throw in throws:
        if len(throw) == 2:
            out.append((throw[0], throw[1], None))
            continue
        p, results, first = throw
        k = min(range(len(results)), key=lambda i: values[first + i])   # the least for his opponent
        out.append((p, -float(values[first + k]), (results[k][1], results[k][2])))
    return out


def bearoff_play(position: Position, dice: tuple[int, int]) -> Optional[Play]:
    """In a race with all my pieces home, the play leaving the fewest throws expected to finish
    (the one-sided bear-off table); None when the table does not apply (contact, pieces still
    outside, or a gammon to save, where the fewest throws is not the whole story)."""
    if not position.is_race() or not all_home(position.me):
        return None
    if position.off() == 0 and position.off(False) > 0:
        return None
    table = BearoffTable.load()
    return min(position.successors(*dice),
               key=lambda pa: table.expected(pa[1].me) if any(pa[1].me) else -1.0)[0]


def should_double(evaluate: Evaluator, position: Position, owned: bool) -> bool:
    """Offer the doubling dice before throwing? (money game)

    Double when clearly ahead but not so far that playing on for a gammon is worth
    more than the opponent's refusal (1 point)."""
    o = evaluate(position.me, position.opp)
    e = equity(o)
    if e >= 1.0:
        return False                  # too good: play on for the gammon
    threshold = 0.42 if owned else 0.36
    return e >= threshold or (o[0] >= 0.70 and e >= 0.3)


def should_take(evaluate: Evaluator, position: Position) -> bool:
    """Accept a double offered by the side on roll in ``position``?

    The manual's floor: take at one chance in four or better with nothing else at stake
    (equity -0.5). Gammons count against the taker through the equity; owning the
    doubling dice afterwards is worth a little more, so a slightly worse take is right."""
    o = evaluate(position.me, position.opp)
    mine = -equity(o)
    if 1.0 - o[0] >= 0.25 and o[1] < 0.02:
        return True
    return mine >= -0.56

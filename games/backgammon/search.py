"""Choosing plays and cube actions with an evaluator.

An evaluator is any function ``(me, opp) -> (win, win gammon, win backgammon,
lose gammon, lose backgammon)`` for ``me`` on roll before throwing: the trained
network's :meth:`~games.backgammon.network.Network.outputs` or
:func:`games.backgammon.heuristic.outputs`.

Plays are chosen by the equity the position after them leaves (the opponent then
on roll): 1-ply. ``deep`` adds a second ply for the best few: for each of the 21
throws the opponent could have, his best reply is found and the position after it
judged again, and the throws averaged.
"""
from __future__ import annotations

from typing import Callable, Optional, Sequence

from games.backgammon.bearoff import BearoffTable, all_home
from games.backgammon.board import Position
from games.backgammon.notation import Play
from games.dice import all_rolls

Evaluator = Callable[[Sequence[int], Sequence[int]], Sequence[float]]


def equity(o: Sequence[float]) -> float:
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


def best_play(evaluate: Evaluator, position: Position, dice: tuple[int, int],
              deep: bool = False, width: int = 4, margin: float = 0.12) -> Play:
    scored = ranked(evaluate, position, dice)
    if not deep or len(scored) == 1:
        return scored[0][1]
    top = scored[0][0]
    finalists = [s for s in scored[:width] if s[0] >= top - margin]
    if len(finalists) == 1:
        return finalists[0][1]
    return max(finalists, key=lambda s: two_ply(evaluate, s[2]))[1]


def two_ply(evaluate: Evaluator, after: Position) -> float:
    """Equity of ``after`` for the side that made it, averaged over the opponent's throws and
    his best reply to each (judged 1-ply from his side)."""
    if not any(after.me):
        return float(after.winner_points())
    theirs = after.flipped()
    total = 0.0
    for dice, p in all_rolls():
        best = max(after_equity(evaluate, a) for _, a in theirs.successors(*dice))
        total -= p * best
    return total


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


def pre_roll_equity(evaluate: Evaluator, position: Position) -> float:
    return equity(evaluate(position.me, position.opp))


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

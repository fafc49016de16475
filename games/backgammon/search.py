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
from games.backgammon.board import Position
from games.backgammon.notation import Play
from games.backgammon.reachable import positions
from games.dice import all_rolls

Evaluator = Callable[[Sequence[int], Sequence[int]], Sequence[float]]
# equities of many positions at once, each for its ``me`` on roll: Network.equities
BatchEvaluator = Callable[[Sequence[Sequence[int]], Sequence[Sequence[int]]], Sequence[float]]
# Beyond one ply, only the best WIDTH plays within MARGIN of the best at one ply are searched deeper.
WIDTH, MARGIN = 4, 0.12
# At three plies, only those within SCREEN of the best at two plies are searched to the third
# (search_mode "screened"; "full" searches every one to the full depth, as the expert did before).
SCREEN = 0.05
MODES = ("screened", "full")


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
              batch: Optional[BatchEvaluator] = None, width: int = WIDTH, margin: float = MARGIN,
              mode: str = "screened") -> Play:
    """The play with the best equity at ``plies`` throws deep. Beyond one ply only the best
    ``width`` plays within ``margin`` of the best at one ply are searched deeper; at three
    plies or more, in ``mode`` "screened", only those of them that pass the screen
    (:func:`screened_values`)."""
    scored = ranked(evaluate, position, dice)
    if plies <= 1 or len(scored) == 1:
        return scored[0][1]
    finalists = shortlist(scored, width, margin)
    if len(finalists) == 1:
        return finalists[0][1]
    batch = batch or one_at_a_time(evaluate)
    afters = [(after.me, after.opp) for _, _, after in finalists]
    if mode == "screened":
        return finalists[ordered(screened_values(batch, afters, plies))[0]][1]
    values = deep_values(batch, afters, plies)
    return finalists[max(range(len(values)), key=values.__getitem__)][1]


def shortlist(scored: list, width: int = WIDTH, margin: float = MARGIN) -> list:
    """The plays of ``ranked`` that a deeper search looks at again: the best ``width`` within
    ``margin`` of the best at one ply (the game review judges them as the player chose)."""
    top = scored[0][0]
    return [s for s in scored[:width] if s[0] >= top - margin]


def top_plays(evaluate: Evaluator, position: Position, dice: tuple[int, int], count: int = 3,
              plies: int = 1, batch: Optional[BatchEvaluator] = None,
              width: int = 4, mode: str = "screened") -> list[tuple[float, Play]]:
    """The best ``count`` plays with their equities, best first, for a hint: at one ply, or
    beyond it the best ``max(count, width)`` at one ply each judged ``plies`` throws deep (in
    ``mode`` "screened", those that do not pass the screen keep their value a ply short and
    come after those that do: :func:`ordered`)."""
    scored = ranked(evaluate, position, dice)
    if plies <= 1 or len(scored) == 1:
        return [(value, play) for value, play, _ in scored[:count]]
    batch = batch or one_at_a_time(evaluate)
    chosen = scored[:max(count, width)]
    afters = [(after.me, after.opp) for _, _, after in chosen]
    if mode == "screened":
        judged = screened_values(batch, afters, plies)
        return [(judged[i][1], chosen[i][1]) for i in ordered(judged)[:count]]
    deep = [(value, play) for value, (_, play, _) in zip(deep_values(batch, afters, plies), chosen)]
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
    return deep_values(batch, [(tuple(me), tuple(opp))], plies)[0]


def deep_values(batch: BatchEvaluator, afters: Sequence[tuple[Side, Side]], plies: int) -> list[float]:
    """:func:`deep_value` of each of ``afters`` ((me, opp) just after a play of ``me``), the
    evaluator called once for each ply of all of them together (a call costs more than its rows)."""
    if plies <= 1:
        return _one_ply(batch, afters)
    return _deeper(batch, _first_replies(batch, afters), plies)


def _first_replies(batch: BatchEvaluator, afters: Sequence[tuple[Side, Side]]) -> list:
    """For each of ``afters``: its points when the game is over, else the opponent's replies."""
    values: list = [None] * len(afters)
    open_ = []
    for i, (me, opp) in enumerate(afters):
        if not any(me):
            values[i] = float(Position(me, opp).winner_points())
        else:
            open_.append(i)
    for i, replies in zip(open_, replies_of(batch, [(afters[i][1], afters[i][0]) for i in open_])):
        values[i] = replies
    return values


def _deeper(batch: BatchEvaluator, values: list, plies: int) -> list[float]:
    """The values of :func:`_first_replies` looked at ``plies`` (2 or more) deep."""
    if plies == 2:
        return [v if isinstance(v, float) else _against(v) for v in values]
    # a ply further: every reply of every position judged at once, then summed as deep_value would
    later = [after for v in values if not isinstance(v, float) for _, _, after in v if after is not None]
    deeper = iter(deep_values(batch, later, plies - 1))
    out = []
    for v in values:
        if isinstance(v, float):
            out.append(v)
            continue
        total = 0.0
        for p, value, after in v:
            total -= p * (value if after is None else next(deeper))
        out.append(total)
    return out


def screened_values(batch: BatchEvaluator, afters: Sequence[tuple[Side, Side]], plies: int,
                    screen: float = SCREEN) -> list[tuple[int, float]]:
    """(depth, value) for each of ``afters``, filtered as GNU Backgammon filters its candidates
    between plies: all are judged a ply short of ``plies`` (the opponent's replies, which the
    last ply reuses, cost a twentieth of it), and only those within ``screen`` of the best
    there are judged at the full depth; the others keep the shallower value."""
    if plies <= 2:
        return [(plies, v) for v in deep_values(batch, afters, plies)]
    first = _first_replies(batch, afters)
    short = _deeper(batch, first, plies - 1)
    top = max(short)
    keep = [i for i, v in enumerate(short) if v >= top - screen]
    if len(keep) == 1:          # the screen has chosen: no figure deeper is needed
        return [(plies - 1, v) for v in short]
    full = dict(zip(keep, _deeper(batch, [first[i] for i in keep], plies)))
    return [(plies, full[i]) if i in full else (plies - 1, v) for i, v in enumerate(short)]


def ordered(judged: Sequence[tuple[int, float]]) -> list[int]:
    """Indices of :func:`screened_values`' answers, best first: those judged deepest first
    (a shallower value is not comparable with a deeper one: each ply's figures lean their own
    way), each depth by value; ties keep their order."""
    return sorted(range(len(judged)), key=lambda i: (-judged[i][0], -judged[i][1]))


def _one_ply(batch: BatchEvaluator, afters: Sequence[tuple[Side, Side]]) -> list[float]:
    finished = [not any(me) for me, _ in afters]
    rows = [(opp, me) for (me, opp), done in zip(afters, finished) if not done]
    judged = iter(batch([r[0] for r in rows], [r[1] for r in rows]) if rows else [])
    return [float(Position(me, opp).winner_points()) if done else -float(next(judged))
            for (me, opp), done in zip(afters, finished)]


def _against(replies: list) -> float:
    """Two plies: less the chance-weighted one-ply equities of the opponent's replies."""
    total = 0.0
    for p, value, _ in replies:
        total -= p * value
    return total


Reply = tuple[float, float, Optional[tuple[tuple[int, ...], tuple[int, ...]]]]
Side = tuple[int, ...]


def best_replies(batch: BatchEvaluator, me: Sequence[int], opp: Sequence[int]) -> list[Reply]:
    """For ``me`` about to throw: for each of the 21 throws, (its chance, the one-ply equity of
    the best play for ``me``, the position after it as (me, opp), or None when the throw ends
    the game). One call of the evaluator for all the throws."""
    return replies_of(batch, [(tuple(me), tuple(opp))])[0]


def replies_of(batch: BatchEvaluator, sides: Sequence[tuple[Side, Side]]) -> list[list[Reply]]:
    """:func:`best_replies` for each of ``sides`` ((me, opp), ``me`` about to throw), with one
    call of the evaluator for them all. A position met more than once (a fifth of them, three
    plies deep: different throws and replies come to the same board) is judged once."""
    throws: list = []     # (chance, points won) for a throw that ends the game, else
    mes: list = []        # (chance, results of the legal plays, their rows)
    opps: list = []
    row_of: dict = {}
    rolls = all_rolls()
    for me, opp in sides:
        for (d1, d2), p in rolls:
            results = positions(me, opp, d1, d2)
            # Any play bearing off the last piece will do: every one wins the same points, since
            # a piece hit on the way home lands where it already counts towards a backgammon.
            finished = next((r for r in results if not any(r[0])), None)
            if finished is not None:
                throws.append((p, float(Position(finished[0], finished[1]).winner_points())))
                continue
            rows = []
            for result in results:       # after the play the opponent is on roll
                k = row_of.get(result)
                if k is None:
                    k = row_of[result] = len(mes)
                    mes.append(result[1])
                    opps.append(result[0])
                rows.append(k)
            throws.append((p, results, rows))
    values = batch(mes, opps) if mes else []
    if hasattr(values, "tolist"):
        values = values.tolist()      # numpy's: plain floats are quicker to compare one by one
    out: list[list[Reply]] = []
    for k, throw in enumerate(throws):
        if k % 21 == 0:
            out.append([])
        if len(throw) == 2:
            out[-1].append((throw[0], throw[1], None))
            continue
        p, results, rows = throw
        mine = [values[r] for r in rows]
        j = min(range(len(results)), key=mine.__getitem__)   # the least for his opponent
        out[-1].append((p, -float(mine[j]), results[j]))
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

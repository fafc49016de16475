"""The second challenge: one card at a time, never seeing what comes next.

A **one-card solver** is any object with a method::

    next_moves(piles: list[str], unseen: list[str], time_left: float) -> list[str | Move]

It is called after a card is dealt whenever a move is possible: ``piles`` are
the tops of the piles on the table, left to right, the last being the card just
dealt; ``unseen`` the cards not dealt yet, in suit and value order (never the
order they will come in); ``time_left`` the seconds left of the deal's budget.
It answers with the moves to make now, before the next card, written as in
``solve`` (``"DA>D9"``).

**Every possible move must be made before the next card is dealt**: after the
answer's moves no move may be left (which moves, and in what order, is the
solver's choice). Without this rule there would be no second challenge:
dealing never takes a move away, so a player free to wait could deal the whole
pack first and then solve the open layout. An illegal move, a move left
unmade, an error or the deal's budget overrun fails the deal (52 piles).

The built-in ``rollout`` solver, at each card, lists every position it could
stop in (no move left) and plays each one on to the end many times, over
random orders of the unseen cards, by the simple method; it keeps the one that
leaves fewest piles on average. Its random orders come from the position
itself, so it plays every deal the same way every time.

>>> from games.accordion.rules import deal_codes
>>> from games.accordion.simple import SimpleSolver
>>> [play_one_at_a_time(in_process(s), deal_codes(2), 10.0).piles for s in (SimpleSolver(), RolloutSolver())]
[8, 3]
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable, Optional, Sequence

from games.accordion.rules import NO_MOVE, AccordionState, cards
from games.accordion.simple import settle
from games.accordion.solvers import (OVER_TIME, Outcome, SolverFailure, answer_moves, exception_reason,
                                     failure_outcome, make_moves)

ROLLOUTS = 32            # random orders of the unseen cards each stopping place is tried on
MOST_PLACES = 2000       # positions looked at when listing the places to stop
NO_NEXT_MOVES = "no next_moves"
LEFT_A_MOVE = "left a move"

# (moves, wall seconds, CPU seconds) or a failure reason
Ask = Callable[[list[str], list[str], float], "tuple[list[str], float, float] | str"]


def plays_one_card(solver: Any) -> bool:
    return callable(getattr(solver, "next_moves", None))


def in_process(solver: Any) -> Ask:
    """Ask ``solver`` here and now (trusted, quick solvers, and the tests)."""
    def ask(piles: list[str], unseen: list[str], time_left: float):
        if not plays_one_card(solver):
            return f"{NO_NEXT_MOVES}: the solver cannot play one card at a time"
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            moves = answer_moves(solver.next_moves(list(piles), list(unseen), time_left))
        except SolverFailure as exc:
            return str(exc)
        except Exception as exc:  # a solver's own bug is reported, never raised
            return exception_reason(exc)
        return moves, time.perf_counter() - wall, time.process_time() - cpu
    return ask


def play_one_at_a_time(ask: Ask, deal: Sequence[str], time_limit: float) -> Outcome:
    """Deal the cards one by one, asking after each card while a move is possible; the
    outcome as judged here. Its ``moves`` put ``N`` where each card after the first was dealt."""
    state = AccordionState(cards(deal))
    played: list[str] = []
    wall = cpu = 0.0
    while True:
        if _moves_left(state):
            unseen = sorted(str(c) for c in state.stock)
            answer = ask([str(c) for c in state.tops()], unseen, max(0.0, time_limit - wall))
            if isinstance(answer, str):
                return failure_outcome(deal, answer, wall)
            moves, seconds, cpu_seconds = answer
            wall, cpu = wall + seconds, cpu + cpu_seconds
            if wall > time_limit:
                return failure_outcome(deal, f"{OVER_TIME}: used {wall:.2f} s (limit {time_limit:g} s)", wall)
            problem = _apply(state, moves, played)
            if problem is not None:
                return failure_outcome(deal, problem, wall)
        if not state.stock:
            return Outcome(state.pile_count(), played, 1000 * wall, 1000 * cpu)
        state.apply(NO_MOVE)
        played.append("N")


def _moves_left(state: AccordionState) -> Optional[Move]:
    return next((m for m in state.legal_moves() if not m.is_no_move), None)


def _apply(state: AccordionState, moves: list[str], played: list[str]) -> Optional[str]:
    """Make the answer's moves; why the answer fails, or None."""
    try:
        make_moves(state, moves)
    except SolverFailure as exc:
        return str(exc)
    played.extend(moves)
    left = _moves_left(state)
    if left is not None:
        return f"{LEFT_A_MOVE}: {left} was possible before the next card (every move must be made)"
    return None


# -- the built-in solvers -------------------------------------------------------------

def _partners(a: str, b: str) -> bool:
    return a[0] == b[0] or a[1] == b[1]


def _moves(row: Sequence[str]) -> list[tuple[int, int]]:
    out = []
    for i in range(1, len(row)):
        if i >= 3 and _partners(row[i], row[i - 3]):
            out.append((i, i - 3))
        if _partners(row[i], row[i - 1]):
            out.append((i, i - 1))
    return out


def stopping_places(row: Sequence[str], most: int = MOST_PLACES) -> dict[tuple[str, ...], list[str]]:
    """Every position with no move left that the moves from ``row`` can reach, each with a
    line of moves to it (looking at no more than ``most`` positions on the way).

    >>> sorted(stopping_places("SK DK D9".split()).items())
    [(('D9',), ['DK>SK', 'D9>DK']), (('SK', 'D9'), ['D9>DK'])]
    """
    seen: set[tuple[str, ...]] = set()
    places: dict[tuple[str, ...], list[str]] = {}
    stack = [(tuple(row), [])]
    while stack:
        position, line = stack.pop()
        if position in seen:
            continue
        seen.add(position)
        moves = _moves(position)
        if not moves:
            places.setdefault(position, line)
        elif len(seen) <= most:
            for source, target in moves:
                after = list(position)
                after[target] = after.pop(source)
                stack.append((tuple(after), line + [f"{position[source]}>{position[target]}"]))
    return places


def _play_out(position: Sequence[str], order: Sequence[str]) -> int:
    row = list(position)
    for card in order:
        row.append(card)
        settle(row)
    return len(row)


class RolloutSolver:
    """One card at a time, by playing each place it could stop in on to the end (see the
    module docstring). It also answers ``solve``, playing the deal one card at a time."""

    name = "rollout"

    def __init__(self, rollouts: int = ROLLOUTS) -> None:
        self.rollouts = rollouts

    def next_moves(self, piles: Sequence[str], unseen: Sequence[str], time_left: float) -> list[str]:
        places = stopping_places(piles)
        if len(places) == 1 or not unseen:
            return min(places.items(), key=lambda item: len(item[0]))[1]
        deadline = time.perf_counter() + 0.8 * time_left / (1 + len(unseen) / 6)
        rng = random.Random(" ".join(piles) + "|" + " ".join(unseen))
        orders = [rng.sample(list(unseen), len(unseen)) for _ in range(self.rollouts)]
        # The same orders for every place: the places are compared on the same luck.
        best: Optional[tuple[tuple[float, int], list[str]]] = None
        for position, line in sorted(places.items(), key=lambda item: len(item[0])):
            score = (sum(_play_out(position, order) for order in orders) / len(orders), len(position))
            if best is None or score < best[0]:
                best = (score, line)
            if time.perf_counter() > deadline:
                break        # out of time: the best of the places tried (fewest piles first)
        return best[1]

    def solve(self, deal: Sequence[str], time_limit: float) -> list[str]:
        outcome = play_one_at_a_time(in_process(self), deal, time_limit)
        return [m for m in outcome.moves if m != "N"]

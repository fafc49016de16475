"""The Accordion solver protocol: a small public API, kept stable.

A **solver** is any object with a method::

    solve(deal: list[str], time_limit: float) -> list[str | Move]

``deal`` is the 52 cards of one deal in the order dealt, as two-character
codes (suit letter then value: ``"SK"``, ``"DT"``, ``"H9"``). All of them are
laid out: dealing never takes a legal move away, so the open layout is the
whole puzzle. ``time_limit`` is the solver's budget for this deal in seconds
of wall-clock time; the game and the bench stop a solver that overruns it.

The answer is the list of moves in the order they are to be made, each "move
the pile topped by this card onto the pile topped by that card", written
``"DA>D9"`` (the moving card first) or given as a :class:`~games.accordion.rules.Move`.
The engine, not the solver, applies and checks every move; the first illegal
one fails the whole answer. The score is the number of piles left, so an
empty list is a legal (if poor) answer.

Optionally the answer may carry a ``proof`` attribute, a sentence saying why
one pile cannot be reached (the ``strong`` solver's answers do); a plain list
carries none.

A solver may also have the optional method::

    solve_position(piles: list[str], to_come: list[str], time_limit: float) -> list[str | Move]

the same puzzle from a game under way: ``piles`` the top card of each pile on
the table, left to right, ``to_come`` the cards still in the pack in the order
they will be dealt (all of them laid out, as in ``solve``). The answer is
judged the same way, on that layout. The post-mortem after your game uses it
to find which of your moves lost one pile; a solver without it still plays
and is still asked about the whole deal.

Solvers are named on the command line as a built-in (``simple``, ``strong``)
or as any importable ``module:attribute``; a class is instantiated with no
arguments. See ``examples/accordion_solver.py`` for a complete small solver.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from games.accordion.builtin_solvers import BUILTIN_SOLVERS
from games.accordion.rules import AccordionState, Move, cards
from games.engine import IllegalMove, InvalidNotation
from games.plugins import load_object

# Every failure reason starts with one of these words.
EXCEPTION, ILLEGAL, WRONG_TYPE, OVER_TIME = "exception", "illegal move", "wrong return type", "over time"
UNSUPPORTED = "no solve_position"   # asked about a position, the solver solves only whole deals


class SolverFailure(ValueError):
    """A solver's answer that cannot be scored; the message is the reason."""


@dataclass
class Outcome:
    """One solver's result on one deal, as the engine judged it."""
    piles: int
    moves: list[str] = field(default_factory=list)
    ms: float = 0.0
    cpu_ms: float = 0.0
    failure: Optional[str] = None
    proof: Optional[str] = None

    @property
    def failed(self) -> bool:
        return self.failure is not None


def load_solver(spec: str, method: str = "solve") -> Any:
    """A built-in name or ``module:attribute`` with ``method`` (``next_moves`` for one card at
    a time); raises :class:`games.plugins.PluginError`. Loaded in a worker process, which
    gives loading the deal's own time limit and stops it itself."""
    return load_object(spec, BUILTIN_SOLVERS, method=method, timed=False)


def answer_moves(answer: Any) -> list[str]:
    """The answer's moves as text; :class:`SolverFailure` if it is not a list of moves."""
    if not isinstance(answer, (list, tuple)):
        raise SolverFailure(f"{WRONG_TYPE}: expected a list of moves, got {type(answer).__name__}")
    moves = []
    for number, item in enumerate(answer, 1):
        if isinstance(item, Move):
            moves.append(str(item))
        elif isinstance(item, str):
            moves.append(item)
        else:
            raise SolverFailure(f"{WRONG_TYPE}: move {number} is a {type(item).__name__}, "
                                "not a string like 'DK>SK'")
    return moves


def answer_proof(answer: Any) -> Optional[str]:
    proof = getattr(answer, "proof", None)
    return proof if isinstance(proof, str) and proof else None


def replay(deal: Sequence[str], moves: Sequence[str]) -> int:
    """Apply ``moves`` to the laid-out deal; the piles left, or :class:`SolverFailure`."""
    state = AccordionState(cards(deal), deal_all=True)
    make_moves(state, moves)
    return state.pile_count()


def make_moves(state: AccordionState, moves: Sequence[str]) -> None:
    """Make an answer's moves on ``state``; :class:`SolverFailure` at the first illegal one
    (``N`` included: the program, not the solver, deals)."""
    for number, text in enumerate(moves, 1):
        try:
            move = Move.parse(text)
            if move.is_no_move:
                raise IllegalMove("N is not a move in a solver's answer")
            state.apply(move)
        except (InvalidNotation, IllegalMove) as exc:
            raise SolverFailure(f"{ILLEGAL}: move {number}: {exc}") from None


def judge(deal: Sequence[str], answer: Any, seconds: float, time_limit: float,
          cpu_seconds: float = 0.0) -> Outcome:
    """Score a solver's answer. A failed deal counts as the whole pack, 52 piles."""
    try:
        moves = answer_moves(answer)
    except SolverFailure as exc:
        return failure_outcome(deal, str(exc), seconds)
    return judge_moves(deal, moves, answer_proof(answer), seconds, time_limit, cpu_seconds)


def judge_moves(deal: Sequence[str], moves: list[str], proof: Optional[str], seconds: float,
                time_limit: float, cpu_seconds: float = 0.0) -> Outcome:
    """Score moves already read as text (see :func:`answer_moves`)."""
    if seconds > time_limit:
        return failure_outcome(deal, f"{OVER_TIME}: answered after {seconds:.2f} s "
                                     f"(limit {time_limit:g} s)", seconds)
    outcome = Outcome(len(deal), moves, 1000 * seconds, 1000 * cpu_seconds, proof=proof)
    try:
        outcome.piles = replay(deal, moves)
    except SolverFailure as exc:
        outcome.failure = str(exc)
    return outcome


def timed_solve(solver: Any, deal: Sequence[str], time_limit: float) -> tuple[Any, float, float]:
    """Call ``solver.solve``: (answer, wall seconds, CPU seconds). Exceptions propagate."""
    wall, cpu = time.perf_counter(), time.process_time()
    answer = solver.solve(list(deal), time_limit)
    return answer, time.perf_counter() - wall, time.process_time() - cpu


def solves_positions(solver: Any) -> bool:
    return callable(getattr(solver, "solve_position", None))


def failure_outcome(deal: Sequence[str], reason: str, seconds: float = 0.0) -> Outcome:
    return Outcome(len(deal), ms=1000 * seconds, failure=reason)


def exception_reason(exc: BaseException) -> str:
    return f"{EXCEPTION}: {type(exc).__name__}: {exc}"


def run_in_process(solver: Any, deal: Sequence[str], time_limit: float) -> Outcome:
    """Solve here and now (for trusted, quick solvers such as ``simple``)."""
    try:
        answer, wall, cpu = timed_solve(solver, deal, time_limit)
    except Exception as exc:  # a solver's own bug is reported, never raised
        return failure_outcome(deal, exception_reason(exc))
    return judge(deal, answer, wall, time_limit, cpu)

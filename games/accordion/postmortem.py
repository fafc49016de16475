"""The post-mortem after your game: was one pile possible on this deal, and which move lost it.

It is worked out in a solver's own process (:mod:`games.accordion.worker`)
while the result is on the screen, one question at a time, and the scene polls
it once a frame, so the game never waits for it. The questions:

1. The whole deal: can it come down to one pile? The answer is plain: one pile
   was possible (and the line that does it), impossible (with the solver's
   reason), or not known within the time allowed.
2. If it was possible and you finished with more piles: after which of your
   moves did it stop being possible? Once one pile is out of reach it stays out
   of reach, so the positions along your play can be halved like a dictionary:
   a handful of questions, each from a position (``solve_position``), find the
   first move after which one pile was impossible, and a move that kept it.

A solver that only solves whole deals answers the first question; the second is
then left unanswered, and said so.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Optional, Sequence

from games.accordion.rules import AccordionState, Move
from games.accordion.solvers import (BUILTIN_SOLVERS, OVER_TIME, UNSUPPORTED, Outcome, SolverFailure,
                                     replay)
from games.accordion.worker import SolverWorker

DEAL_SECONDS = 20.0       # for the whole deal: generous, the player is looking at the result
POSITION_SECONDS = 10.0   # for each position along the player's play
POLL_WAIT = 0.0           # a frame never waits for the solver
SEARCHER = "strong"       # asks the questions when the computer plays by a built-in method


def post_mortem_solver(spec: str) -> str:
    """The solver that answers: ``strong`` when the computer plays by a built-in method (the
    others do not search: their piles say nothing of what was possible), else the plug-in
    named, whose questions these are too."""
    return SEARCHER if spec in BUILTIN_SOLVERS else spec


@dataclass(frozen=True)
class Step:
    """One of your moves, and where it was made: the tops of the piles then, and the
    cards still in the pack (in the order they were to come)."""
    tops: tuple[str, ...]
    to_come: tuple[str, ...]
    move: Move

    @classmethod
    def before(cls, state: AccordionState, move: Move) -> "Step":
        return cls(tuple(map(str, state.tops())), tuple(str(c) for c in reversed(state.stock)), move)

    def after(self) -> tuple[list[str], list[str]]:
        """The position the move left (the pile tops, the cards to come)."""
        tops = list(self.tops)
        source, target = tops.index(str(self.move.card)), tops.index(str(self.move.onto))
        tops[target] = tops.pop(source)
        return tops, list(self.to_come)


def ordinal(n: int) -> str:
    """The 14th, as the post-mortem counts your moves.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '101st']
    """
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def move_words(move: Move) -> str:
    return f"{move.card.glyph} onto {move.onto.glyph}"


class PostMortem:
    """The questions about one finished game, asked of ``spec`` in its own process.

    ``lines`` says what is known so far; ``done`` once nothing more will be; ``line`` is
    the winning line from the deal (or the best line found), as moves, once there is one."""

    def __init__(self, spec: str, deal: Sequence[str], steps: Sequence[Step], your_piles: int,
                 deal_seconds: float = DEAL_SECONDS, position_seconds: float = POSITION_SECONDS) -> None:
        self.spec, self.deal, self.steps, self.your_piles = spec, list(deal), list(steps), your_piles
        self.deal_seconds, self.position_seconds = deal_seconds, position_seconds
        self.started = time.perf_counter()
        self.lines: list[str] = []
        self.line: list[Move] = []
        self.line_piles: Optional[int] = None
        self.possible: Optional[bool] = None      # None: not known
        self.done = False
        self.worker: Optional[SolverWorker] = None
        self.asking: Optional[int] = None         # the position asked about: after move k (0: the deal)
        # The halving: one pile possible after move ``low`` (with ``low_line`` from there),
        # impossible after move ``high``.
        self.low, self.high, self.low_line = 0, len(self.steps), []
        self.trusted = spec in BUILTIN_SOLVERS     # a plug-in's proof is shown as its word only
        if your_piles == 1:
            self.possible = True
            self._finish(["One pile was possible: you found it."])
            return
        self.worker = SolverWorker(spec)
        self._ask(0)

    # -- for the scene --------------------------------------------------------------
    def poll(self, wait: float = POLL_WAIT) -> bool:
        """Take in the solver's answer if it has come; True when something changed."""
        if self.done or self.worker is None:
            return False
        outcome = self.worker.poll(wait)
        if outcome is None:
            return False
        if self.asking == 0:
            self._deal_answered(outcome)
        else:
            self._position_answered(self.asking, outcome)
        return True

    def wait(self) -> None:
        """Block until the post-mortem is over: for key scripts and tests, never the live loop."""
        while not self.done and self.worker is not None:
            self.poll(0.05)

    def seconds(self) -> float:
        return time.perf_counter() - self.started

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    # -- the questions ----------------------------------------------------------------
    def _ask(self, after: int) -> None:
        self.asking = after
        if after == 0:
            self.worker.start(self.deal, self.deal_seconds)
        else:
            piles, to_come = self.steps[after - 1].after()
            self.worker.start(to_come, self.position_seconds, piles)

    def _deal_answered(self, outcome: Outcome) -> None:
        if outcome.failed and not outcome.failure.startswith(OVER_TIME):
            self._finish([f"The post-mortem failed: {outcome.failure}"])
            return
        if not outcome.failed and outcome.piles == 1:
            self.possible, self.line, self.line_piles = True, _moves(outcome), 1
            self.low_line = self.line
            self.lines = ["One pile was possible."]
            if self.steps:
                self._ask(len(self.steps))   # first where you stopped: was it too soon?
            else:
                self._finish(self.lines + [f"You stopped too soon: {self._kept(0, self.line)}"])
            return
        if not outcome.failed and outcome.proof:
            self.possible = False
            said = "One pile was impossible" if self.trusted else "Its solver says one pile was impossible"
            lines = [f"{said}: {outcome.proof}"]
        else:
            lines = [f"Whether one pile was possible: not known after {_seconds(outcome)} s."]
        if not outcome.failed and outcome.piles < self.your_piles:
            self.line, self.line_piles = _moves(outcome), outcome.piles
            lines.append(f"Its best line leaves {outcome.piles} piles.")
        self._finish(lines)

    def _position_answered(self, after: int, outcome: Outcome) -> None:
        if outcome.failed and outcome.failure.startswith(UNSUPPORTED):
            self._finish(self.lines + ["Its solver cannot start from a position, "
                                       "so it cannot say which move lost it."])
            return
        if not outcome.failed and outcome.piles == 1:
            if after == len(self.steps):
                self._finish(self.lines + [f"You stopped too soon: {self._kept(after, _moves(outcome))}"])
                return
            self.low, self.low_line = after, _moves(outcome)
        elif not outcome.failed and outcome.proof:
            self.high = after
        else:
            why = outcome.failure if outcome.failed and not outcome.failure.startswith(OVER_TIME) \
                else f"not known after {_seconds(outcome)} s"
            self._finish(self.lines + [f"Which move lost it: {why}."])
            return
        if self.high - self.low > 1:
            self._ask((self.low + self.high) // 2)
        else:
            self._finish(self.lines + [self._verdict()])

    def _verdict(self) -> str:
        lost = self.steps[self.high - 1]
        return (f"Your {ordinal(self.high)} move, {move_words(lost.move)}, lost one pile: "
                f"{self._kept(self.high - 1, self.low_line)}")

    def _kept(self, after: int, line: list[Move]) -> str:
        """What kept one pile possible after your move number ``after`` (0: from the deal):
        a move you could have made then, with the cards dealt at the time, that a winning
        line from there begins with (its own moves taken in another order if need be);
        else dealing on."""
        if after == len(self.steps):
            return f"{move_words(line[0])} kept it."      # the end: every card was dealt
        step = self.steps[after]
        move = first_dealt_move(list(step.tops) + list(step.to_come), set(step.tops), line)
        return "dealing on kept it." if move is None else f"{move_words(move)} kept it."

    def _finish(self, lines: list[str]) -> None:
        self.lines, self.done, self.asking = lines, True, None
        self.close()


def first_dealt_move(layout: list[str], dealt: set[str], line: list[Move]) -> Optional[Move]:
    """A move of ``line`` (which brings ``layout`` to one pile) between cards in ``dealt``
    that can be made first, the rest of the line following, still to one pile.

    >>> line = [Move.parse(m) for m in ("DK>SK", "DA>D9", "DA>DK")]
    >>> str(first_dealt_move("SK DK D9 DA".split(), {"D9", "DA"}, line))
    'DA>D9'
    """
    for index, move in enumerate(line):
        if not {str(move.card), str(move.onto)} <= dealt:
            continue
        reordered = [move] + line[:index] + line[index + 1:]
        try:
            if replay(layout, [str(m) for m in reordered]) == 1:
                return move
        except SolverFailure:
            continue
    return None


def _seconds(outcome: Outcome) -> str:
    return f"{outcome.ms / 1000:.0f}"


def _moves(outcome: Outcome) -> list[Move]:
    return [Move.parse(text) for text in outcome.moves]

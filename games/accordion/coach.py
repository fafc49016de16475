"""The F9 hint in Accordion (see :mod:`games.coach`): the next move of a line that still
reaches one pile, when one is known.

A line is known only once every card is on the table: the cards still in the pack
are not yours to see, and dealing never takes a move away, so until then the hint
is to deal on. With the pack all out, the built-in ``strong`` solver searches the
piles for :data:`SECONDS` at most (as the post-mortem's W line is found,
:mod:`games.accordion.postmortem`): a line to one pile, or its proof that none is
left, or else the best line it found.
"""
from __future__ import annotations

import random

from games.accordion.rules import NO_MOVE, AccordionView, Move
from games.accordion.strong import StrongSolver
from games.coach import Advice, plural

SECONDS = 2.0


def hint(view: AccordionView, rng: random.Random) -> Advice:
    moves = [m for m in view.legal_moves if not m.is_no_move]
    if view.stock_count:
        return Advice(NO_MOVE, f"Hint: N. Deal on: dealing never takes a move away, and with "
                               f"{plural(view.stock_count, 'card')} to come no line to one pile can be known yet.")
    if not moves:
        return Advice(NO_MOVE, "Hint: N. No move is left: your turn is over.")
    tops = [str(c) for c in view.tops]
    line = StrongSolver(seed=rng.randrange(1 << 30)).solve_position(tops, [], SECONDS)
    first = Move.parse(line[0]) if line else None
    if first is None or first not in moves:
        return Advice(moves[0], f"Hint: {moves[0]}. No line was found in {SECONDS:g} s: "
                                "this is the leftmost move.")
    left = _piles_after(view, line)
    if left == 1:
        return Advice(first, f"Hint: {first}. A line of {plural(len(line), 'move')} from here "
                             "still reaches one pile.")
    why = f"One pile is out of reach: {line.proof}" if line.proof else \
        f"No line to one pile was found in {SECONDS:g} s."
    return Advice(first, f"Hint: {first}. {why} The best line found leaves {plural(left, 'pile')}.")


def _piles_after(view: AccordionView, line) -> int:
    row = [str(c) for c in view.tops]
    for text in line:
        card, onto = text.split(">")
        row[row.index(onto)] = row.pop(row.index(card))
    return len(row)

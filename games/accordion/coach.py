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
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations
from math import factorial

from games.accordion.rules import NO_MOVE, AccordionView, Move
from games.accordion.strong import _COMPAT, Search, StrongSolver, card_code, card_number
from games.coach import Advice, Judgement, plural, say

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
        return Advice(moves[0], f"Hint: {say(moves[0])}. No line was found in {SECONDS:g} s: "
                                "this is the leftmost move.")
    left = _piles_after(view, line)
    if left == 1:
        return Advice(first, f"Hint: {say(first)}. A line of {plural(len(line), 'move')} from here "
                             "still reaches one pile.")
    why = f"One pile is out of reach: {line.proof}" if line.proof else \
        f"No line to one pile was found in {SECONDS:g} s."
    return Advice(first, f"Hint: {say(first)}. {why} The best line found leaves {plural(left, 'pile')}.")


def _piles_after(view: AccordionView, line) -> int:
    row = [str(c) for c in view.tops]
    for text in line:
        card, onto = text.split(">")
        row[row.index(onto)] = row.pop(row.index(card))
    return len(row)


# --- the review (games.ui.review) ---------------------------------------------------------
# With the pack out, a move is costed exactly (within the search's budget). While cards are
# still to come their order is not yours to see, only which they are (view.unseen): a move
# is costed over random orders of them, each laid out after it and after dealing on.
NODES = 100_000     # positions searched, at most, for the fewest piles reachable from one
SAMPLES = 24        # orders of the cards to come a move made before the pack is out is tried on
SAMPLE_NODES = 2_000    # positions searched, at most, for each order laid out
DEALING_ON = "My choice too: dealing on never takes a move away."
SOLVED = "each solved after yours and after dealing on"


class _DealOn(Move):
    """N while cards are still to come, named as it is then: it deals, it does not end
    the turn (the same move as :data:`NO_MOVE` in every other way but equality)."""
    __slots__ = ()

    @property
    def table_name(self) -> str:
        return "N (deal on)"


DEAL_ON = _DealOn()


@dataclass(frozen=True)
class Reach:
    """The fewest piles reachable from a position: at least ``low``, and ``high`` by
    ``line`` (moves as ``DK>SK``); known when the two meet."""
    low: int
    high: int
    line: tuple[str, ...]

    @property
    def known(self) -> bool:
        return self.low == self.high


def judge(view: AccordionView, played: Move, rng: random.Random, nodes: int = 0) -> Judgement:
    """What ``played`` gave away: the fewest piles reachable after it less the fewest
    reachable before it, each searched within ``nodes`` positions (:data:`NODES`). A
    figure not known within them is said so, and costs nothing. While cards are still to
    come, an estimate over orders of them (:func:`_judge_to_come`, ``nodes`` an order)."""
    if view.stock_count:
        return _judge_to_come(view, played, rng, nodes or SAMPLE_NODES)
    nodes = nodes or NODES
    tops = tuple(str(c) for c in view.tops)
    before = fewest(tops, nodes)
    after = Reach(len(tops), len(tops), ()) if played.is_no_move else fewest(_after(tops, str(played)), nodes)
    best = Move.parse(before.line[0]) if before.line else NO_MOVE
    if after.high <= before.low:
        return Judgement(played, 0.0, f"My choice too: {plural(after.high, 'pile')} can still be reached.")
    searched = f"a search of {plural(nodes, 'position')} could not say"
    if after.high <= before.high:
        return Judgement(played, 0.0, f"As good as the best line I found ({plural(after.high, 'pile')}), "
                                      f"though {searched} whether fewer can be reached.")
    reached = f"{plural(before.high, 'pile')} could be reached by {say(best)}"
    if before.known and after.known:
        return Judgement(best, float(after.low - before.low), f"{reached}; after yours, {after.low} at best.")
    if after.low > before.high:
        return Judgement(best, float(after.low - before.high),
                         f"{reached}; after yours, {after.low} or more, so at least "
                         f"{plural(after.low - before.high, 'pile')} given away.")
    return Judgement(best, 0.0, f"Cost not known: {reached}, but {searched} how few yours "
                                f"still reaches ({after.high} found).")


def _judge_to_come(view: AccordionView, played: Move, rng: random.Random, nodes: int) -> Judgement:
    """A move made while cards were still to come, by the cards you had not seen laid out in
    :data:`SAMPLES` random orders (or every order, when there are no more than that), the
    same orders after your move and after dealing on: the fewest piles reachable after each,
    searched within ``nodes`` positions, the difference averaged. Dealing on is never worse
    on a deal laid out (your move is still there to make), so it is the choice to beat."""
    if played.is_no_move:
        return Judgement(played, 0.0, DEALING_ON)
    tops = tuple(str(c) for c in view.tops)
    after = _after(tops, str(played))
    orders, every = _orders([str(c) for c in view.unseen], rng)
    bounds = [_loss(tops, after, order, nodes) for order in orders]
    lows = [low for low, _ in bounds]
    unknown = sum(low != high for low, high in bounds)
    over = f"all {len(orders)} orders of the cards to come" if every else f"{len(orders)} deals of the cards to come"
    if not any(high for _, high in bounds):
        return Judgement(played, 0.0, f"As good as dealing on: the same fewest piles on each of {over}.")
    if not any(lows):
        return Judgement(played, 0.0, f"Cost not known: dealing on did no better on {len(orders) - unknown} of "
                                      f"{over}; on {unknown} a search of {plural(nodes, 'position')} could not tell.")
    cost = sum(lows) / len(lows)
    if unknown == 0 and len(set(lows)) == 1:
        said = f"{plural(lows[0], 'pile')} lost on each of {over}"
    else:
        said = f"About {cost:.1f} piles lost over {over}" if cost >= 0.05 else f"Under 0.1 pile lost over {over}"
    note = f"; {unknown} not solved in full, counted at the least" if unknown else ""
    return Judgement(DEAL_ON, cost, f"{said}, {SOLVED}{note}.")


def _orders(unseen: list[str], rng: random.Random) -> tuple[list[tuple[str, ...]], bool]:
    """The orders of the cards to come to try, and whether they are every one there is."""
    if factorial(len(unseen)) <= SAMPLES:
        return list(permutations(unseen)), True
    return [tuple(rng.sample(unseen, len(unseen))) for _ in range(SAMPLES)], False


def _loss(tops: tuple[str, ...], after: tuple[str, ...], order: tuple[str, ...], nodes: int) -> tuple[int, int]:
    """The piles your move gives away on one order of the cards to come: at least, at most."""
    yours = fewest(after + order, nodes)
    if yours.high == 1:
        return 0, 0             # one pile: nothing given away, dealing on can do no better
    best = fewest(tops + order, nodes)
    # dealing on is never worse (your move is still there to make): each bounds the other
    return max(0, max(yours.low, best.low) - min(best.high, yours.high)), max(0, yours.high - best.low)


def position(view: AccordionView) -> list[str]:
    """The piles as your view showed them, for the review."""
    pack = f"{plural(view.stock_count, 'card')} still to come" if view.stock_count else "the pack all out"
    return [f"{plural(len(view.tops), 'pile')}, {pack}:", " ".join(c.glyph for c in view.tops)]


def _after(tops: tuple[str, ...], move: str) -> tuple[str, ...]:
    card, onto = move.split(">")
    row = list(tops)
    row[row.index(onto)] = row.pop(row.index(card))
    return tuple(row)


@lru_cache(maxsize=512)
def fewest(tops: tuple[str, ...], nodes: int) -> Reach:
    """The fewest piles reachable from ``tops``: first the ``strong`` search for one pile (its
    proof that one is out of reach raises the floor to two), then, short of one pile, a
    search of every line, cut where a position's groups of cards that can never meet
    (:func:`groups`) leave it no better than the best found."""
    layout = bytes(card_number(c) for c in tops)
    floor = groups(layout)
    search = Search(layout, deadline=float("inf"), max_nodes=nodes)
    solved, impossible = search.run()
    line = tuple(f"{card_code(a)}>{card_code(b)}" for a, b in search.best)
    if solved:
        return Reach(1, 1, line)
    floor = max(floor, 2 if impossible else 1)
    least = _Least(search.best_piles, line, nodes)
    try:
        least.search(layout, floor)
    except _Stop:
        pass
    return Reach(least.high if least.finished else floor, least.high, least.line)


def groups(layout: bytes) -> int:
    """How many groups the cards fall into that share no suit or value: a move joins two
    cards of one group, so no fewer piles than groups can be left.

    >>> groups(bytes(card_number(c) for c in "S2 S3 H2 H3 CK CQ".split()))
    2
    """
    parent = list(range(17))              # 4 suits, then 13 values

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i
    for card in layout:
        parent[root(card // 13)] = root(4 + card % 13)
    return len({root(card // 13) for card in layout})


class _Stop(Exception):
    pass


class _Least:
    """Depth first through every line, remembering positions that cannot beat the best."""

    def __init__(self, high: int, line: tuple[str, ...], nodes: int) -> None:
        self.high, self.line, self.nodes = high, line, nodes
        self.dead: set[bytes] = set()
        self.path: list[str] = []
        self.finished = False

    def search(self, root: bytes, floor: int) -> None:
        self.floor = floor
        if self.high > floor:
            self._dfs(root)
        self.finished = True

    def _dfs(self, tops: bytes) -> None:
        if len(tops) < self.high:
            self.high, self.line = len(tops), tuple(self.path)
            if self.high <= self.floor:
                self.finished = True
                raise _Stop
        if tops in self.dead or groups(tops) >= self.high:
            return
        self.nodes -= 1
        if self.nodes < 0:
            raise _Stop
        for i in range(1, len(tops)):
            for back in (3, 1):
                if i >= back and _COMPAT[tops[i]][tops[i - back]]:
                    self.path.append(f"{card_code(tops[i])}>{card_code(tops[i - back])}")
                    self._dfs(tops[:i - back] + tops[i:i + 1] + tops[i - back + 1:i] + tops[i + 1:])
                    self.path.pop()
        self.dead.add(tops)     # nothing below it beats the best (which only gets better)

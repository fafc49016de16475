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
# Judged only once the whole pack is out: before that the cards to come are not yours to
# see (in one-at-a-time play), and what a move gave away cannot be known from your view.
NODES = 100_000     # positions searched, at most, for the fewest piles reachable from one


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
    figure not known within them is said so, and costs nothing."""
    if view.stock_count:
        return Judgement(played, 0.0, f"Not judged: {plural(view.stock_count, 'card')} were still to come, unseen.")
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

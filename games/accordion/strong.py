"""The ``strong`` solver: a search that reduces nearly every deal to one pile.

Cards are small integers (``suit * 13 + value``) and a position is the
``bytes`` of its pile tops, so a position is cheap to copy, hash and remember.
The search is depth first. Moves are tried in this order: first the move that
covers the card with the fewest partners (cards sharing its suit or value)
still on top, because such a card is a liability while it stays; ties go to
the leftmost move, a jump of three before a slide.

A position is refused at once when its tops fall into two groups sharing no
suit or value (**a split**): a move only joins two cards that share a suit or
a value and removes one of them, so such groups can never meet. Positions
proved hopeless are remembered for the whole solve.

A bad choice early on may only be found out after a very large subtree, so the
search restarts with a budget of positions that grows each time: every
restart plays the opening from the deal down to ``OPENING_PILES`` piles
(``QUICK_OPENING_PILES`` for the first few, which solve most deals soonest),
mostly the first choice, sometimes another at random, then searches from
there. Once the budget has grown past ``FULL_SEARCH_NODES`` the search starts
from the deal itself with no limit but the clock, so that a deal which cannot
be reduced to one pile can be proved so (``Solution.proof``).
"""
from __future__ import annotations

import random
import time
from typing import Optional, Sequence

from games.accordion.simple import SimpleSolver
from games.cards import RANKS, SUITS

OPENING_PILES = 24        # restarts play at random down to this many piles
QUICK_OPENING_PILES = 17  # ... except the first few, which go deeper at once
QUICK_ATTEMPTS = 2
FIRST_BUDGET = 1000       # positions for the first restart's search
BUDGET_GROWTH = 1.2       # each restart may search this much more
FULL_SEARCH_NODES = 150_000  # past this budget, search from the deal itself
FIRST_CHOICE_CHANCE = 0.6  # chance that an opening move is the search's first choice
TIME_SHARE = 0.85         # of the time limit, leaving room to report back
CLOCK_EVERY = 1023        # look at the clock every 1024 positions

_SUIT_BITS = 0x1FFF       # one suit's 13 values in the present-cards mask
_COMPAT = [[a // 13 == b // 13 or a % 13 == b % 13 for b in range(52)] for a in range(52)]
_PARTNERS = [sum(1 << b for b in range(52) if _COMPAT[a][b] and a != b) for a in range(52)]


SPLIT_PROOF = "its cards fall into groups that share no suit or value."


class _OutOfTime(Exception):
    pass


class _OutOfBudget(Exception):
    pass


def card_number(code: str) -> int:
    """``"SK"`` -> 12: suit index * 13 + value index, as :attr:`Card.index` counts."""
    return SUITS.index(code[0].upper()) * 13 + RANKS.index(code[1].upper())


def card_code(number: int) -> str:
    return SUITS[number // 13] + RANKS[number % 13]


def _split_table() -> list[bool]:
    """Indexed by which suits are present (4 bits) and which pairs share a value (6 bits)."""
    pairs = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)]
    table = []
    for key in range(1024):
        suits = [s for s in range(4) if key >> s & 1]
        linked = [p for k, p in enumerate(pairs) if key >> (4 + k) & 1]
        joined = set(suits[:1])
        for _ in range(3):
            joined |= {b if a in joined else a for a, b in linked if a in joined or b in joined}
        table.append(len(joined) < len(suits))
    return table


_SPLIT = _split_table()


def split(present: int) -> bool:
    """True if the cards in ``present`` fall into groups that share no suit or value."""
    s = present & _SUIT_BITS
    h = (present >> 13) & _SUIT_BITS
    d = (present >> 26) & _SUIT_BITS
    c = present >> 39
    return _SPLIT[(s and 1) | (h and 2) | (d and 4) | (c and 8)
                  | (s & h and 16) | (s & d and 32) | (s & c and 64)
                  | (h & d and 128) | (h & c and 256) | (d & c and 512)]


class Search:
    """One solve of one deal: the remembered positions and the best line found."""

    def __init__(self, tops: bytes, deadline: float, seed: int = 0,
                 max_nodes: Optional[int] = None) -> None:
        self.root = tops
        self.deadline = deadline
        self.max_nodes = max_nodes if max_nodes is not None else float("inf")
        self.rng = random.Random(seed)
        self.dead: set[bytes] = set()
        self.nodes = 0
        self.limit = 0
        self.path: list[tuple[int, int]] = []
        self.best: list[tuple[int, int]] = []
        self.best_piles = len(tops)

    # -- the driver -------------------------------------------------------------
    def run(self) -> tuple[bool, bool]:
        """(solved, proved_impossible); the line is in ``best``."""
        if len(self.root) <= 1:
            return True, False
        budget, attempts = FIRST_BUDGET, 0
        try:
            while budget < FULL_SEARCH_NODES:
                depth = QUICK_OPENING_PILES if attempts < QUICK_ATTEMPTS else OPENING_PILES
                if self._attempt(self._opening(depth), budget):
                    return True, False
                budget, attempts = int(budget * BUDGET_GROWTH), attempts + 1
            self.path = []
            return self._attempt(self.root, None), True
        except _OutOfTime:
            return False, False

    def _opening(self, piles: int) -> bytes:
        """Play from the deal down to ``piles`` piles, mostly the search's first choice."""
        self.path = []
        tops, present = self.root, _mask(self.root)
        while len(tops) > piles:
            children = _children(tops, present, self.dead)
            if not children:
                break
            pick = 0 if self.rng.random() < FIRST_CHOICE_CHANCE else self.rng.randrange(len(children))
            _, tops, card, under = children[pick]
            self.path.append((card, under))
            present ^= 1 << under
        return tops

    def _attempt(self, tops: bytes, budget: Optional[int]) -> bool:
        self.limit = self.nodes + budget if budget is not None else float("inf")
        if tops in self.dead:
            return False
        present = _mask(tops)
        if split(present):
            self.dead.add(tops)
            return False
        try:
            return self._dfs(tops, present)
        except _OutOfBudget:
            return False

    # -- the search -------------------------------------------------------------
    def _dfs(self, tops: bytes, present: int) -> bool:
        # Piles only decrease, so a position never recurs below itself: one visit
        # finds the way to one pile, proves the position dead, or is cut off by
        # the budget or the clock (and may be searched again later).
        n = len(tops)
        if n < self.best_piles:
            self.best_piles, self.best = n, list(self.path)
            if n == 1:
                return True
        self.nodes += 1
        if not self.nodes & CLOCK_EVERY:
            if time.perf_counter() > self.deadline or self.nodes > self.max_nodes:
                raise _OutOfTime
            if self.nodes > self.limit:
                raise _OutOfBudget
        dead = self.dead
        path = self.path
        for _, child, card, under in _children(tops, present, dead):
            path.append((card, under))
            if self._dfs(child, present ^ (1 << under)):
                return True
            path.pop()
        dead.add(tops)
        return False


def _mask(tops: bytes) -> int:
    present = 0
    for card in tops:
        present |= 1 << card
    return present


def _children(tops: bytes, present: int, dead: set[bytes]) -> list[tuple[int, bytes, int, int]]:
    """(partners of the covered card, position after, card, covered card) for each
    move not known to be hopeless. The move covering the card with the fewest
    partners comes first: such a card is a liability while it stays on top.
    Ties go to the leftmost move, a jump of three before the slide."""
    children = []
    for i in range(1, len(tops)):
        card = tops[i]
        partners = _COMPAT[card]
        if i >= 3:
            under = tops[i - 3]
            if partners[under]:
                child = tops[:i - 3] + tops[i:i + 1] + tops[i - 2:i] + tops[i + 1:]
                if child not in dead and not split(present ^ (1 << under)):
                    children.append(((_PARTNERS[under] & present).bit_count(), child, card, under))
        under = tops[i - 1]
        if partners[under]:
            child = tops[:i - 1] + tops[i:]
            if child not in dead and not split(present ^ (1 << under)):
                children.append(((_PARTNERS[under] & present).bit_count(), child, card, under))
    children.sort(key=_first)
    return children


def _first(item: tuple) -> int:
    return item[0]


class Solution(list):
    """A list of moves that also carries ``proof``: a sentence, or None."""
    proof: Optional[str] = None


class StrongSolver:
    """Search-based solver; see the module docstring. ``solve`` follows the solver protocol."""

    name = "strong"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def solve(self, deal: Sequence[str], time_limit: float) -> Solution:
        return self.solve_position([], deal, time_limit)

    def solve_position(self, piles: Sequence[str], to_come: Sequence[str], time_limit: float) -> Solution:
        """The same search from a game under way: the tops of the piles on the table, then the
        cards still to come, all laid out (the solver protocol's optional method)."""
        started = time.perf_counter()
        layout = list(piles) + list(to_come)
        tops = bytes(card_number(code) for code in layout)
        search = Search(tops, started + TIME_SHARE * time_limit, self.seed)
        solved, impossible = search.run()
        answer = Solution(f"{card_code(a)}>{card_code(b)}" for a, b in search.best)
        if not solved:
            # The search looks for one pile only; short of it, never do worse than simple.
            plain, row = SimpleSolver().play(layout)
            if len(row) < search.best_piles:
                answer = Solution(plain)
        if impossible and not solved:
            answer.proof = (SPLIT_PROOF if split(_mask(tops)) else
                            f"every line of play was searched ({search.nodes:,} positions).")
        return answer

"""A small Accordion solver to copy and improve: the manual's challenge, taken up.

It plays to the solver protocol (see docs/players.md, "The challenge"):
``solve`` is given the 52 cards of a deal in order, as codes like ``"SK"``,
and a time budget in seconds, and returns its moves, each written
``"DA>D9"``: move the pile topped by DA onto the pile topped by D9.

Its method is a plain depth-first search: try every legal move, leftmost
first, remember the positions already found hopeless, and stop at the time
limit with the best line found so far. Try it::

    python main.py accordion --solver examples.accordion_solver:Solver
    python main.py bench accordion --solver simple --solver examples.accordion_solver:Solver

It needs nothing from this program: copy the file anywhere on your Python path.
"""
import sys
import time


def partners(a, b):
    """Same suit or same value."""
    return a[0] == b[0] or a[1] == b[1]


class Solver:
    def solve(self, deal, time_limit):
        self.deadline = time.perf_counter() + 0.8 * time_limit
        self.hopeless = set()
        self.line, self.best = [], []
        self.fewest = len(deal)
        sys.setrecursionlimit(max(1000, sys.getrecursionlimit()))
        self.search(tuple(deal))
        return self.best

    def solve_position(self, piles, to_come, time_limit):
        """The optional method: a game under way (the piles' top cards, then the cards
        still to come). Laid out, it is the same puzzle, so the same search does."""
        return self.solve(list(piles) + list(to_come), time_limit)

    def search(self, row):
        """True once the row is down to one pile; ``self.best`` holds the best line."""
        if len(row) < self.fewest:
            self.fewest, self.best = len(row), list(self.line)
        if len(row) == 1:
            return True
        if row in self.hopeless or time.perf_counter() > self.deadline:
            return False
        for i in range(1, len(row)):
            for back in (3, 1):  # a jump of three first, then onto the next pile
                j = i - back
                if j >= 0 and partners(row[i], row[j]):
                    self.line.append(f"{row[i]}>{row[j]}")
                    after = row[:j] + (row[i],) + row[j + 1:i] + row[i + 1:]
                    if self.search(after):
                        return True
                    self.line.pop()
        if time.perf_counter() <= self.deadline:
            self.hopeless.add(row)  # searched through: no way to one pile from here
        return False

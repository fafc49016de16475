"""A one-card-at-a-time Accordion solver to copy and improve: the second challenge.

It plays to the one-card protocol (see docs/players.md, "The second challenge:
one card at a time"): after each card is dealt, while a move is possible, ``next_moves``
is given the top cards of the piles (the last is the card just dealt), the
cards not yet seen (in no telling order) and the seconds left, and answers with
the moves to make before the next card. Every possible move must be made.

Its method: try every order of moves from here until none is left, and keep
the place with fewest piles; between equals, the one whose top cards have the
most partners (same suit or value) among the cards still to come. Try it::

    python main.py bench accordion --one --solver simple --solver examples.accordion_one_card:Solver
"""


def partners(a, b):
    """Same suit or same value."""
    return a[0] == b[0] or a[1] == b[1]


def moves(row):
    """(from, to) for each legal move: onto the next pile, or jumping two."""
    return [(i, j) for i in range(1, len(row)) for j in (i - 3, i - 1)
            if j >= 0 and partners(row[i], row[j])]


class Solver:
    def next_moves(self, piles, unseen, time_left):
        best, best_line = None, []
        stack, seen = [(tuple(piles), [])], set()
        while stack:
            row, line = stack.pop()
            if row in seen:
                continue
            seen.add(row)
            possible = moves(row)
            if not possible:          # a place to stop: how good is it?
                hope = sum(partners(top, card) for top in row for card in unseen)
                score = (len(row), -hope)
                if best is None or score < best:
                    best, best_line = score, line
            for i, j in possible:
                after = row[:j] + (row[i],) + row[j + 1:i] + row[i + 1:]
                stack.append((after, line + [f"{row[i]}>{row[j]}"]))
        return best_line

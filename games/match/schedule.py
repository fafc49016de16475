"""Who plays whom in a league, and in which seats: every game of it numbered from 1.

A *table* is the entrants who sit down together, one per seat. With at least as many
entrants as seats, every choice of that many different entrants makes a table (two
seats: every pair). With fewer, each table holds every entrant once and fills the
seats left with further copies of them, in every way that can be done (two entrants at
three seats: A A B and A B B), so that no entrant is favoured by the filling.

How each deal is seated at a table is the league's *seating rule*:

``rotated`` (the default)  the deal is played once in each rotation of one *order* round
    the table, as a match rotates its seats: every entrant in every seat once, so each
    holds every hand of the deal. The order changes from deal to deal through all the
    table's orders (four different players: six), so that over that many deals every
    seating has been played once and every entrant has sat after every other equally
    often. An order that repeats itself round the table (A B A B) is left out: its
    rotations would repeat games.
``every``  the deal is played in every distinct seating of the table (four different
    players: 24 games a deal, each player in each seat six times, after each of the
    others twice).

At two seats the two rules are one: both ways. The same deals (``--seed`` plus the
deal's number) are played at every table. Games are numbered deal by deal, then table
by table, then seating by seating, so a league cut short has played its deals evenly,
and every game depends only on its number.
"""
from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass
from typing import Sequence

from games.match.spec import seating


def tables(entrants: int, seats: int) -> list[tuple[int, ...]]:
    """The tables, each as its members (entrant numbers, ascending).

    >>> tables(3, 2)
    [(0, 1), (0, 2), (1, 2)]
    >>> tables(2, 3)
    [(0, 0, 1), (0, 1, 1)]
    >>> tables(3, 4)
    [(0, 0, 1, 2), (0, 1, 1, 2), (0, 1, 2, 2)]
    """
    if entrants < 2:
        raise ValueError("a league needs two players or more")
    if entrants >= seats:
        return list(itertools.combinations(range(entrants), seats))
    return [t for t in itertools.combinations_with_replacement(range(entrants), seats)
            if len(set(t)) == entrants]


def seatings(members: Sequence[int]) -> list[tuple[int, ...]]:
    """Every distinct order of ``members`` round the seats (seat 0 first).

    >>> seatings((0, 1))
    [(0, 1), (1, 0)]
    >>> seatings((0, 0, 1))
    [(0, 0, 1), (0, 1, 0), (1, 0, 0)]
    >>> len(seatings((0, 1, 2, 3)))
    24
    """
    return sorted(set(itertools.permutations(members)))


@functools.lru_cache(maxsize=None)
def orders(members: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The distinct orders of ``members`` round a table (each as its least rotation), leaving
    out those that repeat themselves round it; the members in ascending order come first.

    >>> orders((0, 1, 2))
    ((0, 1, 2), (0, 2, 1))
    >>> orders((0, 0, 1, 1))
    ((0, 0, 1, 1),)
    >>> len(orders((0, 1, 2, 3))), len(orders((0, 1, 2, 3, 4)))
    (6, 24)
    """
    found = set()
    for order in itertools.permutations(members):
        turns = set(rotations(order))
        if len(turns) == len(order):
            found.add(min(turns))
    return tuple(sorted(found))


def rotations(order: Sequence[int]) -> list[tuple[int, ...]]:
    """``order`` seated in each of a match's rotations (:func:`games.match.spec.seating`).

    >>> rotations((0, 2, 1))
    [(0, 2, 1), (2, 1, 0), (1, 0, 2)]
    """
    return [tuple(order[i] for i in seating(k, len(order))) for k in range(len(order))]


RULES = ("rotated", "every")


def copies(seating: Sequence[int]) -> list[int]:
    """Which copy of its entrant sits in each seat (0 for the first, 1 for the second...).

    >>> copies((1, 0, 1, 1))
    [0, 0, 1, 2]
    """
    seen: dict[int, int] = {}
    out = []
    for entrant in seating:
        out.append(seen.get(entrant, 0))
        seen[entrant] = out[-1] + 1
    return out


@dataclass(frozen=True)
class Schedule:
    """A league's games: ``entrants`` players at tables of ``seats``, each table playing
    ``deals`` deals, seated as ``rule`` says (:data:`RULES`)."""
    entrants: int
    seats: int
    deals: int
    rule: str = "rotated"

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"the seating rule is one of {', '.join(RULES)}, not {self.rule!r}")

    @property
    def tables(self) -> list[tuple[int, ...]]:
        return tables(self.entrants, self.seats)

    def rounds(self, deal: int) -> list[tuple[int, tuple[int, ...]]]:
        """Deal ``deal``'s games in order (from 0): (table number, seating of entrants)."""
        if self.rule == "every":
            return [(t, s) for t, members in enumerate(self.tables) for s in seatings(members)]
        out = []
        for t, members in enumerate(self.tables):
            choices = orders(members)
            out += [(t, s) for s in rotations(choices[deal % len(choices)])]
        return out

    @property
    def per_deal(self) -> int:
        """Games a deal: the same for every deal."""
        return len(self.rounds(0))

    @property
    def cycle(self) -> int:
        """Deals until every seating of every table has been played (one, seating ``every``)."""
        if self.rule == "every":
            return 1
        return math.lcm(*(len(orders(members)) for members in self.tables))

    @property
    def games(self) -> int:
        return self.deals * self.per_deal

    @property
    def most_copies(self) -> int:
        """The most seats one entrant takes at a table (1 with enough entrants)."""
        return max(max(t.count(e) for e in set(t)) for t in self.tables)

    def game(self, number: int) -> tuple[int, tuple[int, ...]]:
        """Game ``number`` (from 1): its deal (from 0) and the entrant in each seat."""
        deal, k = divmod(number - 1, self.per_deal)
        return deal, self.rounds(deal)[k][1]

    def instance(self, entrant: int, copy: int) -> int:
        """The number of a loaded player: each entrant has ``most_copies`` of them."""
        return entrant * self.most_copies + copy

    def instances(self, seating: Sequence[int]) -> tuple[int, ...]:
        """The loaded player in each seat of a seating."""
        return tuple(self.instance(e, c) for e, c in zip(seating, copies(seating)))

    def entrant_of(self, instance: int) -> int:
        return instance // self.most_copies


def deals_for(games: int, entrants: int, seats: int, rule: str = "rotated") -> int:
    """Whole deals enough for every table to play at least ``games`` games.

    >>> deals_for(100, 2, 2), deals_for(5, 3, 3), deals_for(7, 2, 3), deals_for(5, 3, 3, "every")
    (50, 2, 3, 1)
    """
    fewest = seats if rule == "rotated" else min(len(seatings(t)) for t in tables(entrants, seats))
    return max(1, math.ceil(games / fewest))

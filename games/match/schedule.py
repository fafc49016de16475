"""Who plays whom in a league, and in which seats: every game of it numbered from 1.

A *table* is the entrants who sit down together, one per seat. With at least as many
entrants as seats, every choice of that many different entrants makes a table (two
seats: every pair). With fewer, each table holds every entrant once and fills the
seats left with further copies of them, in every way that can be done (two entrants at
three seats: A A B and A B B), so that no entrant is favoured by the filling.

Each deal is played at every table in every distinct *seating*: every order of the
table's members round the seats (two seats: both ways; three different players: six
seatings, each player in each seat twice, after each of the others once). The same
deals (``--seed`` plus the deal's number) are played at every table. Games are numbered
deal by deal, then table by table, then seating by seating, so a league cut short has
played its deals evenly, and every game depends only on its number.
"""
from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from typing import Sequence


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
    ``deals`` deals in every seating."""
    entrants: int
    seats: int
    deals: int

    @property
    def tables(self) -> list[tuple[int, ...]]:
        return tables(self.entrants, self.seats)

    @property
    def rounds(self) -> list[tuple[int, tuple[int, ...]]]:
        """One deal's games in order: (table number, seating of entrants)."""
        return [(t, s) for t, members in enumerate(self.tables) for s in seatings(members)]

    @property
    def per_deal(self) -> int:
        return len(self.rounds)

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
        return deal, self.rounds[k][1]

    def instance(self, entrant: int, copy: int) -> int:
        """The number of a loaded player: each entrant has ``most_copies`` of them."""
        return entrant * self.most_copies + copy

    def instances(self, seating: Sequence[int]) -> tuple[int, ...]:
        """The loaded player in each seat of a seating."""
        return tuple(self.instance(e, c) for e, c in zip(seating, copies(seating)))

    def entrant_of(self, instance: int) -> int:
        return instance // self.most_copies


def deals_for(games: int, entrants: int, seats: int) -> int:
    """Whole deals enough for every table to play at least ``games`` games.

    >>> deals_for(100, 2, 2), deals_for(5, 3, 3), deals_for(7, 2, 3)
    (50, 1, 3)
    """
    fewest = min(len(seatings(t)) for t in tables(entrants, seats))
    return max(1, math.ceil(games / fewest))

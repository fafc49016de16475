"""Who sits where at a table of two to six seats.

The rules know only seat numbers (0, 1, ... n-1) and whose turn it is. Who sits in
a seat (you, a second person sharing the keyboard, the computer, a plug-in) is the
business of the scene and of the match harness, and is kept here, so that every
game of more than two seats names, marks and drives its seats alike.

>>> seats = make_seats(["person", "computer", "random"])
>>> [s.name for s in seats], [s.mark for s in seats]
(['You', 'Ann', 'Bob'], ['Y', 'A', 'B'])
>>> [s.is_person for s in seats]
[True, False, False]
>>> [s.name for s in make_seats(["person", "person", "computer"])]
['Player 1', 'Player 2', 'Ann']
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

PERSON = "person"

# Short enough to stand beside a seat on a 40-column screen, each with its own initial.
COMPUTER_NAMES = ("Ann", "Bob", "Cal", "Dot", "Eve", "Fay")


@dataclass(frozen=True)
class Seat:
    """One seat: its name, the letter that marks it on the board, and who sits there:
    ``player`` is None for a person at the keyboard, else a player's name (a built-in
    such as ``computer``, or ``module:attribute``)."""
    name: str
    mark: str
    player: Optional[str] = None

    @property
    def is_person(self) -> bool:
        return self.player is None


def make_seats(kinds: Sequence[str], names: Optional[Sequence[str]] = None) -> list[Seat]:
    """Seats in order from ``kinds``: ``"person"`` or a player's name for each.

    A lone person is "You"; several are "Player 1", "Player 2" ... by seat. Computer
    seats take the names of :data:`COMPUTER_NAMES` in turn. ``names`` overrides."""
    people = sum(1 for k in kinds if k == PERSON)
    seats: list[Seat] = []
    computers = 0
    for i, kind in enumerate(kinds):
        if names is not None:
            name = names[i]
        elif kind == PERSON:
            name = "You" if people == 1 else f"Player {i + 1}"
        else:
            name = COMPUTER_NAMES[computers]
            computers += 1
        mark = name[-1] if name.startswith("Player ") else name[0].upper()
        seats.append(Seat(name, mark, None if kind == PERSON else kind))
    return seats


def clockwise_from(seat: int, count: int) -> list[int]:
    """The seats in playing order starting with ``seat``.

    >>> clockwise_from(2, 4)
    [2, 3, 0, 1]
    """
    return [(seat + k) % count for k in range(count)]

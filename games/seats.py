"""Who sits where at a table of two to six seats.

The rules know only seat numbers (0, 1, ... n-1) and whose turn it is. Who sits in
a seat (you, a second person sharing the keyboard, the computer, a plug-in) is the
business of the scene and of the match harness, and is kept here, so that every
game of more than two seats names, marks and drives its seats alike. The
command-line options that say who sits where (:func:`seat_options`,
:func:`seat_kinds`) are here too, away from the screen, so a game's package can
offer them without importing pygame.

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
from typing import Any, Mapping, Optional, Sequence

from games.argtypes import plugin
from games.optiondata import NOWHERE, SEATS, WHOLE, WINDOW, opponent_option, option

PERSON = "person"

# A lone person at the keyboard sits first (the seat make_seats calls "You"); in a
# game for two the other seat is the opponent, the computer or the --opponent player.
YOU, OPPONENT = 0, 1

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


def seat_options(builtins: Mapping[str, str], low: int, high: int, people: bool = False) -> dict[str, Any]:
    """The fields (for :func:`games.optiondata.options_class`) of ``--players N`` and
    ``--opponent NAME``, and ``--seat KIND`` given once a seat, KIND ``person`` or a player:
    on the command line for open games several people may share, else only as a resumed
    game keeps who sat where."""
    return {"players": option(WHOLE, None, low=low, high=high, what="--players", metavar="N",
                              help=f"number of seats, {low}-{high} (default: asked when the game starts)"),
            "opponent": opponent_option(builtins, "who the computer seats are"),
            "seat": option(SEATS, None, metavar="KIND", player=plugin(builtins, words=(PERSON,)),
                           places=WINDOW if people else NOWHERE,
                           help="who sits in the next seat: person, or a player as for --opponent; "
                                "give it once a seat")}


def seat_kinds(options: Any, low: int, high: int) -> Optional[list[str]]:
    """The kind of each seat the options ask for: ``--seat`` as given (``--players``, if
    given too, must agree), else you and ``--players``-1 computer seats; None when the
    number of seats is still to be asked. Options that disagree raise ValueError with the
    message for the user: call it from the game's ``headless`` hook, which runs before any
    window opens, so that the command line refuses them (see :func:`refuse_bad_seats`)."""
    given = [PERSON if k.lower() == PERSON else k for k in (getattr(options, "seat", None) or [])]
    count = getattr(options, "players", None)
    opponent = getattr(options, "opponent", None) or "computer"
    if given:
        if not low <= len(given) <= high:
            raise ValueError(f"--seat given {len(given)} times: this game seats {low} to {high}")
        if count is not None and count != len(given):
            raise ValueError(f"--players {count} but --seat given {len(given)} times")
        return given
    if count is None:
        return None
    return [PERSON] + [opponent] * (count - 1)


def refuse_bad_seats(options: Any, low: int, high: int) -> Optional[int]:
    """For a game's ``headless`` hook: exit status 2 with the message when the seat options
    disagree, else None (go on and open the window)."""
    import sys
    try:
        seat_kinds(options, low, high)
    except ValueError as exc:
        print(f"main.py: error: {exc}", file=sys.stderr)
        return 2
    return None

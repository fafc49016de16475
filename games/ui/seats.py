"""A table of two to six seats on the screen: who sits where, the computer seats'
players, the question of how many play, and the score table.

A game of more than two seats builds its scene on :class:`SeatedScene`:

    self.seat_up(make_seats(kinds), BUILTINS)     # players loaded, one random stream a seat
    ...
    move = self.computer_turn(state)              # each frame of a computer seat's turn
    ...
    draw_seat_table(screen, 0, 2, self.seats, ("Pts", "Total"), rows, turn=state.current_player())

Command-line options for the seats come from :func:`add_seat_options`; the kinds of
seat they ask for from :func:`seat_kinds` (None: ask with :class:`SeatCountQuestion`).
"""
from __future__ import annotations

import argparse
import random
from typing import Any, Mapping, Optional, Sequence, Union

from games.argtypes import plugin, whole_number
from games.seats import PERSON, Seat
from games.ui.keys import Command
from games.ui.prompt import Refusal
from games.ui.scene import GameScene
from games.ui.screen import COLS, Screen


class SeatedScene(GameScene):
    """A game scene with ``self.seats``: persons at the keyboard and computer seats, each
    computer seat with its own player (a failing plug-in is replaced by the built-in for
    that seat alone) and its own random stream, so one seat's chances never depend on
    another's."""

    seats: list[Seat] = []

    def seat_up(self, seats: Sequence[Seat], builtins: Mapping[str, str], default: str = "computer") -> None:
        self.seats = list(seats)
        self._standby = (builtins, default)
        self.seat_players = {i: self.load_player(seat.player, builtins, default)
                             for i, seat in enumerate(self.seats) if not seat.is_person}
        self.seat_rngs = [random.Random(self.app.rng.random()) for _ in self.seats]

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    def computer_turn(self, state) -> Any:
        """The move of the computer seat to play, once thought of (else None); call it each
        frame of that seat's turn, as :meth:`GameScene.computer_move`."""
        seat = state.current_player()
        return self.computer_move(state, seat, self.seat_rngs[seat])


class SeatCountQuestion:
    """"How many players (3-6)?": a digit in range, or Return for the default."""

    def __init__(self, low: int, high: int, default: Optional[int] = None, what: str = "players") -> None:
        self.low, self.high, self.default = low, high, default
        self.question = f"How many {what} ({low}-{high})?"
        self.hint = f"Press {low}-{high}" + (f", or Return for {default}" if default else "")

    def feed(self, command: Command) -> Union[int, Refusal]:
        if command.says_yes and self.default is not None:
            return self.default
        if command.name == "char" and command.char.isdigit() and self.low <= int(command.char) <= self.high:
            return int(command.char)
        return Refusal(self.hint)


def draw_seat_table(screen: Screen, col: int, row: int, seats: Sequence[Seat], headings: Sequence[str],
                    rows: Sequence[Sequence[str]], turn: Optional[int] = None, fg: int = 3,
                    heading_fg: Optional[int] = None, bg: int = 0, width: int = 6) -> int:
    """A score table: a heading row, then one row a seat (its name, then ``rows[seat]``
    right-aligned in columns of ``width``), the seat to play marked with ``>``.
    Returns the row below the table."""
    name_width = max(len(s.name) for s in seats) + 2
    if col + name_width + width * len(headings) > COLS:
        raise ValueError("the seat table is wider than the screen")
    heads = "".join(h.rjust(width) for h in headings)
    screen.text(col + name_width, row, heads, fg if heading_fg is None else heading_fg, bg)
    for i, seat in enumerate(seats):
        marker = ">" if turn == i else " "
        cells = "".join(str(v).rjust(width) for v in rows[i])
        screen.text(col, row + 1 + i, f"{marker}{seat.name}".ljust(name_width) + cells, fg, bg)
    return row + 1 + len(seats)


def add_seat_options(parser: argparse.ArgumentParser, builtins: Mapping[str, str],
                     low: int, high: int, people: bool = False) -> None:
    """``--players N`` and ``--opponent NAME``, and (for open games several people may share)
    ``--seat KIND`` given once a seat, KIND ``person`` or a player."""
    parser.add_argument("--players", type=whole_number(low, high, "--players"), default=None, metavar="N",
                        help=f"number of seats, {low}-{high} (default: asked when the game starts)")
    names = ", ".join(n for n in builtins if n != "computer")
    parser.add_argument("--opponent", type=plugin(builtins), default="computer", metavar="NAME",
                        help=f"who the computer seats are: computer (default), {names}, or module:attribute")
    if people:
        check = plugin(builtins)
        parser.add_argument("--seat", action="append", default=None, metavar="KIND",
                            type=lambda kind: kind if kind.lower() == PERSON else check(kind),
                            help="who sits in the next seat: person, or a player as for --opponent; "
                                 "give it once a seat")


def seat_kinds(options: argparse.Namespace, low: int, high: int) -> Optional[list[str]]:
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


def refuse_bad_seats(options: argparse.Namespace, low: int, high: int) -> Optional[int]:
    """For a game's ``headless`` hook: exit status 2 with the message when the seat options
    disagree, else None (go on and open the window)."""
    import sys
    try:
        seat_kinds(options, low, high)
    except ValueError as exc:
        print(f"main.py: error: {exc}", file=sys.stderr)
        return 2
    return None

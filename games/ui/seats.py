"""A table of two to six seats on the screen: who sits where, the computer seats'
players, the question of how many play, and the score table.

A game of more than two seats builds its scene on :class:`SeatedScene`:

    self.seat_up(make_seats(kinds), BUILTINS)     # players loaded, one random stream a seat
    ...
    move = self.computer_turn(state)              # each frame of a computer seat's turn
    ...
    draw_seat_table(screen, 0, 2, self.seats, ("Pts", "Total"), rows, turn=state.current_player())

Command-line options for the seats come from :func:`games.seats.seat_options`; the
kinds of seat they ask for from :func:`games.seats.seat_kinds` (None: ask with
:class:`SeatCountQuestion`). A game's package uses them from :mod:`games.seats`, which
knows nothing of the screen (the rules' side of the purity test).
"""
from __future__ import annotations

import random
from typing import Any, Mapping, Optional, Sequence, Union

from games.seats import PERSON, Seat
from games.ui.keys import Command
from games.ui.prompt import Refusal
from games.ui.question import Answer, Handler, chars, says_yes
from games.ui.scene import GameScene
from games.ui.screen import COLS, Screen


class SeatedScene(GameScene):
    """A game scene with ``self.seats``: persons at the keyboard and computer seats, each
    computer seat with its own player (a failing plug-in is replaced by the built-in for
    that seat alone) and its own random stream, so one seat's chances never depend on
    another's."""

    seats: list[Seat] = []
    computer = None      # no one player for all: each computer seat has its own (seat_players)

    def seat_up(self, seats: Sequence[Seat], builtins: Mapping[str, str], default: str = "computer") -> None:
        self.seats = list(seats)
        self._standby = (builtins, default)
        self.seat_players = {i: self.load_player(seat.player, builtins, default)
                             for i, seat in enumerate(self.seats) if not seat.is_person}
        self.seat_rngs = [random.Random(self.app.rng.random()) for _ in self.seats]

    def players(self) -> list[str]:
        return [seat.player or "person" for seat in self.seats]

    def resume_options(self) -> dict:
        return {"seat": [seat.player or PERSON for seat in self.seats], "players": len(self.seats)}

    def is_person(self, seat: int) -> bool:
        return self.seats[seat].is_person

    def seat_is_yours(self, seat: int) -> bool:
        return self.is_person(seat)

    def computer_turn(self, state) -> Any:
        """The move of the computer seat to play, once thought of (else None); call it each
        frame of that seat's turn, as :meth:`GameScene.computer_move`."""
        seat = state.current_player()
        return self.computer_move(state, seat, self.seat_rngs[seat])


SINGULAR = {"players": "player", "people": "person"}


class SeatCountQuestion:
    """"How many players (3-6)?": a digit in range, or Return for the default."""

    def __init__(self, low: int, high: int, default: Optional[int] = None, what: str = "players") -> None:
        self.low, self.high, self.default, self.what = low, high, default, what
        self.question = f"How many {what} ({low}-{high})?"
        self.hint = f"Press {low}-{high}" + (f", or Return for {default}" if default else "")

    def feed(self, command: Command) -> Union[int, Refusal]:
        if command.says_yes and self.default is not None:
            return self.default
        if command.name == "char" and command.char.isdigit() and self.low <= int(command.char) <= self.high:
            return int(command.char)
        return Refusal(self.hint)

    def answers(self, handler: Handler) -> list[Answer]:
        """Its keys, for a Question (games.ui.question): each goes to ``handler``, which feeds it."""
        keys = [Answer(f"{self.low}-{self.high}", f"that many {self.what}",
                       chars("".join(str(n) for n in range(self.low, self.high + 1))), handler)]
        if self.default is not None:
            what = SINGULAR.get(self.what, self.what) if self.default == 1 else self.what
            keys.append(Answer("Return or Y", f"{self.default} {what}", says_yes, handler))
        return keys


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

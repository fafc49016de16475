"""A money game of Backgammon as the 1983 manual plays it: opening throws with
automatic doubles, the choice to throw again, the doubling dice, gammons and
backgammons.

Seat 0 plays ``O`` and seat 1 ``X`` (in the scene, you and the computer). Each
seat's pieces are counted in its own numbering (see :mod:`games.backgammon.board`).
The state follows :mod:`games.engine`; the dice come from the ``random.Random`` it
was made with.

>>> import random
>>> state = BackgammonState.new(random.Random(3))
>>> state.phase, state.dice
('opening', (2, 5))
>>> state.apply(Decision("keep")); state.phase
'move'
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Optional, Union

from games.backgammon.board import Position
from games.backgammon.notation import Play
from games.engine import TERMINAL, IllegalMove, InvalidNotation

OPENING, CUBE, TAKE, MOVE, OVER = "opening", "cube", "take", "move", "over"
DECISIONS = ("keep", "reroll", "double", "roll", "take", "drop")


@dataclass(frozen=True)
class Decision:
    """A choice that is not a play: keep or reroll the opening dice, double or roll, take or drop."""
    name: str

    def __post_init__(self) -> None:
        if self.name not in DECISIONS:
            raise InvalidNotation(f"{self.name!r} is not one of {', '.join(DECISIONS)}")

    def __str__(self) -> str:
        return self.name

    @classmethod
    def parse(cls, text: str) -> "Decision":
        return cls(text.strip().lower())


Move = Union[Play, Decision]


def parse_move(text: str) -> Move:
    word = text.strip().lower()
    return Decision(word) if word in DECISIONS else Play.parse(word)


@dataclass(frozen=True)
class Settings:
    cube: bool = True               # the doubling dice is in play
    automatic_doubles: bool = True  # a double on the opening throws raises the stake
    max_cube: int = 64              # the doubling dice's highest face


@dataclass(frozen=True)
class View:
    """What a seat sees (everything: backgammon hides nothing), from its own side."""
    seat: int
    to_move: int            # seat to act (the taker during a double), or TERMINAL
    phase: str
    dice: tuple[int, int]   # (0, 0) before the throw
    cube: int
    owner: Optional[int]    # seat owning the doubling dice, None while centred
    position: Position      # me = this seat's pieces
    legal_moves: tuple      # this seat's legal moves when it is to act
    settings: Settings

    def may_double(self) -> bool:
        return self.phase == CUBE and self.to_move == self.seat

    # the names these fields had before every game's view used the same ones
    @property
    def on_roll(self) -> int:
        return self.to_move

    @property
    def legal(self) -> tuple:
        return self.legal_moves


@dataclass
class BackgammonState:
    rng: random.Random
    settings: Settings = field(default_factory=Settings)
    boards: list = field(default_factory=lambda: [Position.start().me, Position.start().opp])
    turn: int = 0                       # seat whose turn it is
    phase: str = OPENING
    dice: tuple[int, int] = (0, 0)
    cube: int = 1
    owner: Optional[int] = None
    opening_throws: list = field(default_factory=list)   # [(die of seat 0, die of seat 1), ...]
    winner: Optional[int] = None
    points: int = 0                     # what the winner wins, stake included
    result: str = ""                    # "single", "gammon", "backgammon" or "dropped"
    last_play: Optional[Play] = None
    _successors: list = field(default_factory=list)     # (play, position after) for the dice

    @property
    def _legal(self) -> list[Play]:
        return [play for play, _ in self._successors]

    # ----- making games -----------------------------------------------------
    @classmethod
    def new(cls, rng: random.Random, settings: Settings = Settings()) -> "BackgammonState":
        state = cls(rng, settings)
        state._opening()
        return state

    @classmethod
    def from_position(cls, position: Position, rng: random.Random, on_roll: int = 0,
                      settings: Settings = Settings(), cube: int = 1,
                      owner: Optional[int] = None) -> "BackgammonState":
        """A game from ``position`` (``me`` being the side on roll), ``on_roll`` to throw next."""
        boards = [position.me, position.opp] if on_roll == 0 else [position.opp, position.me]
        state = cls(rng, settings, boards, on_roll, CUBE, cube=cube, owner=owner)
        state._begin_turn()
        return state

    def _opening(self) -> None:
        while True:
            a, b = self.rng.randint(1, 6), self.rng.randint(1, 6)
            self.opening_throws.append((a, b))
            if a != b:
                break
            if self.settings.automatic_doubles and self.cube < self.settings.max_cube:
                self.cube *= 2
        self.turn = 0 if a > b else 1
        self.dice = (a, b)
        self.phase = OPENING

    # ----- protocol -------------------------------------------------------
    def current_player(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        return 1 - self.turn if self.phase == TAKE else self.turn

    def legal_moves(self) -> list[Move]:
        if self.phase == OPENING:
            return [Decision("keep"), Decision("reroll")]
        if self.phase == CUBE:
            return [Decision("roll"), Decision("double")]
        if self.phase == TAKE:
            return [Decision("take"), Decision("drop")]
        if self.phase == MOVE:
            return list(self._legal)
        return []

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[float]:
        if self.winner is None:
            return [0.0, 0.0]
        return [float(self.points), -float(self.points)] if self.winner == 0 else \
            [-float(self.points), float(self.points)]

    def position(self, seat: Optional[int] = None) -> Position:
        """The board from ``seat``'s side (default: the seat whose turn it is)."""
        seat = self.turn if seat is None else seat
        return Position(self.boards[seat], self.boards[1 - seat])

    def view(self, player: int) -> View:
        acting = self.current_player() == player
        return View(player, self.current_player(), self.phase, self.dice, self.cube, self.owner,
                    self.position(player), tuple(self.legal_moves()) if acting else (),
                    self.settings)

    def clone(self) -> "BackgammonState":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        copy = BackgammonState(rng, self.settings, list(self.boards), self.turn, self.phase,
                               self.dice, self.cube, self.owner, list(self.opening_throws),
                               self.winner, self.points, self.result, self.last_play,
                               list(self._successors))
        return copy

    def apply(self, move: Move) -> None:
        if isinstance(move, str):
            move = parse_move(move)
        if isinstance(move, Decision):
            self._decide(move)
        elif isinstance(move, Play):
            self._play(move)
        else:
            raise IllegalMove(f"{move!r} is not a backgammon move")

    # ----- decisions ------------------------------------------------------
    def _decide(self, move: Decision) -> None:
        if move not in self.legal_moves():
            raise IllegalMove(f"{move} is not possible now ({self.phase})")
        name = move.name
        if name == "keep":
            self._start_moving(self.dice)
        elif name in ("reroll", "roll"):
            self._start_moving((self.rng.randint(1, 6), self.rng.randint(1, 6)))
        elif name == "double":
            self.phase = TAKE
        elif name == "take":
            self.cube *= 2
            self.owner = 1 - self.turn
            self._start_moving((self.rng.randint(1, 6), self.rng.randint(1, 6)))
        elif name == "drop":
            self._finish(self.turn, self.cube, "dropped")

    def may_double(self) -> bool:
        """The seat on turn may offer a double before throwing."""
        s = self.settings
        return s.cube and self.cube < s.max_cube and self.owner in (None, self.turn)

    def _begin_turn(self) -> None:
        if self.may_double():
            self.phase, self.dice = CUBE, (0, 0)
        else:
            self._start_moving((self.rng.randint(1, 6), self.rng.randint(1, 6)))

    def _start_moving(self, dice: tuple[int, int]) -> None:
        self.dice, self.phase = dice, MOVE
        self._successors = self.position().successors(*dice)

    # ----- plays ----------------------------------------------------------
    def _play(self, move: Play) -> None:
        if self.phase != MOVE:
            raise IllegalMove(f"no play is due now ({self.phase})")
        after = dict(self._successors).get(move)
        if after is None:
            if not move.steps:
                raise IllegalMove("a move is possible: the dice must be used")
            play = self.position().find_play(move, *self.dice)
            after = dict(self._successors)[play]
        else:
            play = move
        self.boards[self.turn], self.boards[1 - self.turn] = after.me, after.opp
        self.last_play = play
        if sum(after.me) == 0:
            self._finish(self.turn, self.cube * after.winner_points(),
                         {1: "single", 2: "gammon", 3: "backgammon"}[after.winner_points()])
            return
        self.turn = 1 - self.turn
        self._begin_turn()

    def _finish(self, winner: int, points: int, result: str) -> None:
        self.winner, self.points, self.result, self.phase = winner, points, result, OVER
        self._successors = []

    def off(self, seat: int) -> int:
        return 15 - sum(self.boards[seat])

"""A game of Backgammon as the 1983 manual plays it: opening throws with
automatic doubles, the choice to throw again, the doubling dice, gammons and
backgammons; and, beyond the manual, resigning, and the games of a match to N
points (the Crawford rule: see :mod:`games.backgammon.matchplay`).

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

import dataclasses
import random
from dataclasses import dataclass, field
from typing import Optional, Union

from games import engine
from games.backgammon.board import Position
from games.backgammon.notation import Play
from games.engine import TERMINAL, IllegalMove, InvalidNotation, Recorded
from games.series import won_by

OPENING, CUBE, TAKE, MOVE, OVER = "opening", "cube", "take", "move", "over"
RESIGN = "resign"                     # a resignation offered: the other side accepts or rejects it
DECISIONS = ("keep", "reroll", "double", "roll", "take", "drop", "accept", "reject")
LEVELS = ("single", "gammon", "backgammon")     # what a resignation gives: 1, 2 or 3 times the stake


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


@dataclass(frozen=True)
class Resign:
    """An offer to resign, giving the opponent ``level`` times the stake (1 a single game,
    2 a gammon, 3 a backgammon); he accepts (the game ends) or rejects it (play goes on).

    >>> str(Resign(2)), Resign.parse("resign backgammon")
    ('resign gammon', Resign(level=3))
    """
    level: int

    def __post_init__(self) -> None:
        if self.level not in (1, 2, 3):
            raise InvalidNotation(f"a resignation is of 1, 2 or 3 points a stake, not {self.level!r}")

    def __str__(self) -> str:
        return f"resign {LEVELS[self.level - 1]}"

    @property
    def name(self) -> str:
        return LEVELS[self.level - 1]

    @classmethod
    def parse(cls, text: str) -> "Resign":
        words = text.strip().lower().split()
        if len(words) != 2 or words[0] != "resign" or words[1] not in LEVELS + ("1", "2", "3"):
            raise InvalidNotation(f"{text.strip()!r}: write resign single, resign gammon or resign backgammon")
        return cls(int(words[1]) if words[1].isdigit() else LEVELS.index(words[1]) + 1)


Move = Union[Play, Decision, Resign]


def parse_move(text: str) -> Move:
    word = text.strip().lower()
    if word.startswith("resign"):
        return Resign.parse(word)
    return Decision(word) if word in DECISIONS else Play.parse(word)


@dataclass(frozen=True)
class Settings:
    """The rules of one game. A game of a match (``match_length`` points, 0 for a money game)
    also carries the score before it (seat 0's, seat 1's) and whether it is the Crawford game
    (no doubling); :class:`games.backgammon.matchplay.Match` makes them game by game."""
    cube: bool = True               # the doubling dice is in play
    automatic_doubles: bool = True  # a double on the opening throws raises the stake
    max_cube: int = 64              # the doubling dice's highest face
    match_length: int = 0           # points to win the match; 0: a money game
    score: tuple[int, int] = (0, 0)  # the match score before this game
    crawford: bool = False          # this is the Crawford game: nobody may double

    def __post_init__(self) -> None:
        if self.match_length < 0 or any(s < 0 for s in self.score):
            raise ValueError("a match is of 1 point or more, and scores are not negative")
        if self.match_length and max(self.score) >= self.match_length:
            raise ValueError(f"the match to {self.match_length} is over at {self.score[0]}-{self.score[1]}")
        if self.crawford and not self.match_length:
            raise ValueError("only a game of a match can be the Crawford game")

    def away(self, seat: int) -> int:
        """Points ``seat`` still needs to win the match (0 in a money game)."""
        return self.match_length - self.score[seat] if self.match_length else 0


@dataclass(frozen=True)
class View(engine.View):
    """What a seat sees (everything: backgammon hides nothing), from its own side: ``to_move``
    is the seat to act (the taker during a double), ``hand`` is empty and ``scores`` is the
    match score before this game (settings.score)."""
    dice: tuple[int, int]   # (0, 0) before the throw
    cube: int
    owner: Optional[int]    # seat owning the doubling dice, None while centred
    position: Position      # me = this seat's pieces
    settings: Settings
    resigning: int = 0      # in the resign phase: the level offered (1, 2 or 3)
    rejected: int = 0       # the highest level of this seat's resignations rejected this game
    turn: int = 0           # the seat whose turn it is (the thrower, while the other takes or answers)
    # the opening throws, (seat 0's die, seat 1's), the ties that raised the stake first
    opening_throws: tuple = ()

    def may_double(self) -> bool:
        return self.phase == CUBE and self.to_move == self.seat

    @property
    def plays(self) -> tuple:
        """The legal moves that are plays of the dice (the others: decisions and resignations)."""
        return tuple(m for m in self.legal_moves if isinstance(m, Play))


@dataclass
class BackgammonState(Recorded):
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
    resigned: bool = False              # the game ended by a resignation (of the result's kind)
    last_play: Optional[Play] = None
    _successors: list = field(default_factory=list)     # (play, position after) for the dice
    resigning: int = 0                  # the level offered while the phase is RESIGN
    _resumed: str = ""                  # the phase a rejected resignation returns to
    _offered: int = 0                   # the highest level offered (and rejected) this turn
    rejected: list = field(default_factory=lambda: [0, 0])   # per seat, this game

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
        return 1 - self.turn if self.phase in (TAKE, RESIGN) else self.turn

    def legal_moves(self) -> list[Move]:
        if self.phase == OPENING:
            return [Decision("keep"), Decision("reroll")]
        if self.phase == CUBE:
            return [Decision("roll"), Decision("double")] + self.resignations()
        if self.phase == TAKE:
            return [Decision("take"), Decision("drop")]
        if self.phase == MOVE:
            return list(self._legal) + self.resignations()
        if self.phase == RESIGN:
            return [Decision("accept"), Decision("reject")]
        return []

    def resignations(self) -> list[Resign]:
        """The resignations the side on turn may offer now: at its turn, before or after
        throwing; after one is rejected, only a higher one until its next turn."""
        if self.phase not in (CUBE, MOVE):
            return []
        return [Resign(level) for level in (1, 2, 3) if level > self._offered]

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def returns(self) -> list[float]:
        return won_by(self.winner, self.points)

    def legal_form(self, move: Move) -> Optional[Move]:
        """The play of :meth:`legal_moves` that ``move`` makes, when it is one written
        another way (a person's route to the same board, see ``Position.find_play``), which
        :meth:`apply` also takes; else None."""
        if self.phase != MOVE or not isinstance(move, Play) or not move.steps:
            return None
        try:
            return self.position().find_play(move, *self.dice)
        except IllegalMove:
            return None

    def position(self, seat: Optional[int] = None) -> Position:
        """The board from ``seat``'s side (default: the seat whose turn it is)."""
        seat = self.turn if seat is None else seat
        return Position(self.boards[seat], self.boards[1 - seat])

    def view(self, player: int) -> View:
        acting = self.current_player() == player
        return View(seat=player, phase=self.phase, to_move=self.current_player(), hand=(),
                    scores=self.settings.score, legal_moves=tuple(self.legal_moves()) if acting else (),
                    dice=self.dice, cube=self.cube, owner=self.owner, position=self.position(player),
                    settings=self.settings, resigning=self.resigning, rejected=self.rejected[player],
                    turn=self.turn, opening_throws=tuple(self.opening_throws))

    def clone(self) -> "BackgammonState":
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        copy = dataclasses.replace(self, rng=rng)
        for name in ("boards", "opening_throws", "_successors", "rejected"):
            setattr(copy, name, list(getattr(self, name)))
        return copy

    def redeal(self, seat: int, rng: random.Random) -> "BackgammonState":
        """An equal copy (the engine's protocol): both sides see the whole board; the dice
        to come are nobody's, and are left as they fall."""
        return self.clone()

    def apply(self, move: Move) -> None:
        if isinstance(move, str):
            move = parse_move(move)
        if isinstance(move, Resign):
            self._resign(move)
        elif isinstance(move, Decision):
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
        elif name == "accept":
            self._finish(1 - self.turn, self.cube * self.resigning, LEVELS[self.resigning - 1])
            self.resigned = True
        elif name == "reject":
            self.rejected[self.turn] = max(self.rejected[self.turn], self.resigning)
            self._offered, self.resigning, self.phase = self.resigning, 0, self._resumed

    def _resign(self, move: Resign) -> None:
        if move not in self.resignations():
            raise IllegalMove(f"{move} is not possible now ({self.phase})"
                              if self.phase not in (CUBE, MOVE) else
                              f"{move}: after a rejection, only a higher offer this turn")
        self._resumed, self.phase, self.resigning = self.phase, RESIGN, move.level

    def may_double(self) -> bool:
        """The seat on turn may offer a double before throwing (never in a match's Crawford game)."""
        s = self.settings
        return s.cube and not s.crawford and self.cube < s.max_cube and self.owner in (None, self.turn)

    def _begin_turn(self) -> None:
        self._offered = 0
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

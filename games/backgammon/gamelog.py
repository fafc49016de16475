"""The record of games of Backgammon as they were played: every move with what its
player saw before making it (the board, the dice, the doubling dice, the match score),
and how each game ended. The game review (:mod:`games.backgammon.analysis`) judges
the moves from it, and the match file (:mod:`games.backgammon.matfile`) writes it out.

A scene notes each move as it goes through its door for moves (``note`` before the
move is made, ``ended`` after); a tool plays games straight into a log with
:func:`play`.

>>> import random
>>> from games.backgammon.players import SimplePlayer
>>> log = play(BackgammonState.new(random.Random(2)), [SimplePlayer(), SimplePlayer()], random.Random(0))
>>> [game] = log.games
>>> game.over and game.turns[0].view.phase
'opening'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional, Sequence

from games.backgammon.game import BackgammonState, Move, Settings, View


@dataclass(frozen=True)
class Turn:
    """One move and its player's view just before it was made."""
    seat: int
    view: View
    move: Move


@dataclass
class GameLog:
    """One game: its rules (the match score before it), its moves, and its end."""
    settings: Settings
    cube: int = 1                      # the stake at the first move (raised by tied opening throws)
    turns: list[Turn] = field(default_factory=list)
    winner: Optional[int] = None
    points: int = 0                    # what the winner won, stake included
    result: str = ""                   # single, gammon, backgammon or dropped
    resigned: bool = False

    @property
    def over(self) -> bool:
        return self.winner is not None


class Log:
    """The games of a sitting, in order: a match, or a run of money games."""

    def __init__(self) -> None:
        self.games: list[GameLog] = []
        self._state: Any = None

    def note(self, state: BackgammonState, move: Move) -> None:
        """``move`` is about to be made in ``state``: a state not seen before starts a game."""
        if state is not self._state or not self.games:
            self._state = state
            self.games.append(GameLog(state.settings, state.cube))
        seat = state.current_player()
        self.games[-1].turns.append(Turn(seat, state.view(seat), move))

    def ended(self, state: BackgammonState) -> None:
        """After a move: if it finished the game, how."""
        if state is self._state and state.is_terminal() and self.games:
            game = self.games[-1]
            game.winner, game.points, game.result, game.resigned = \
                state.winner, state.points, state.result, state.resigned

    @property
    def finished(self) -> list[GameLog]:
        return [g for g in self.games if g.over]

    def match_length(self) -> int:
        return self.games[0].settings.match_length if self.games else 0


def play(state, players: Sequence, rng, log: Optional[Log] = None) -> Log:
    """Play ``state`` (a game, or a :class:`~games.backgammon.matchplay.MatchState`) to its
    end with ``players`` seat by seat, every move noted in ``log`` (a new one by default)."""
    log = log if log is not None else Log()
    while not state.is_terminal():
        game = getattr(state, "game", state)        # a match's game in play
        seat = game.current_player()
        move = players[seat].choose(game.view(seat), rng)
        log.note(game, move)
        state.apply(move)
        log.ended(game)
    return log

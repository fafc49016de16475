"""Backgammon in a match (``main.py match backgammon``, :mod:`games.match`): money games.

Games go in pairs on the same seed with the seats swapped, which cancels much of
the dice's luck. A game's points are what it was played for (the stake, doubled
for a gammon, trebled for a backgammon), won or lost.

With ``--export-mat DIR`` each game (with ``--match``, each whole match) is also written
to DIR as a GNU Backgammon match file, ``game-0001.mat`` and on by the game's number, the
players named as in the table and the first seat's on the left: the state is then a
:class:`Recorded` one, which notes every move in a :class:`~games.backgammon.gamelog.Log`.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Sequence

from games.backgammon.game import BackgammonState, Settings
from games.backgammon.gamelog import Log
from games.backgammon.matchplay import MatchState
from games.registry import Setup

KINDS = {"gammon": "gammons", "backgammon": "backgammons", "dropped": "by_refusal"}


def figures(state) -> list[dict[str, int]]:
    """Per seat: games won with a gammon, with a backgammon, by the other's refusal of a double,
    and by the other's resignation (a resigned gammon counts as a gammon too); for a whole
    match, summed over its games, with the games it won."""
    state = getattr(state, "inner", state)
    if isinstance(state, MatchState):
        out = [dict.fromkeys(list(KINDS.values()) + ["by_resignation", "games_won"], 0) for _ in range(2)]
        for game in state.finished:
            for seat, counts in enumerate(figures(game)):
                for name, n in counts.items():
                    out[seat][name] += n
            out[game.winner]["games_won"] += 1
        return out
    out = [dict.fromkeys(list(KINDS.values()) + ["by_resignation"], 0) for _ in range(2)]
    if state.result in KINDS:
        out[state.winner][KINDS[state.result]] = 1
    if state.resigned:
        out[state.winner]["by_resignation"] = 1
    return out


def new_game(setup: Setup):
    settings = Settings(cube=setup.options.cube)
    length = getattr(setup.options, "match", None)
    state = MatchState(setup.rng(), length, settings) if length else BackgammonState.new(setup.rng(), settings)
    return Recorded(state) if getattr(setup.options, "export_mat", None) else state


class Recorded:
    """A game or match that notes each move in :attr:`log` as it is made, to be written out
    as a match file; everything else is the state's own (:attr:`inner`)."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.log = Log()

    def apply(self, move) -> None:
        game = getattr(self.inner, "game", self.inner)      # a match's game in play
        self.log.note(game, move)
        self.inner.apply(move)
        self.log.ended(game)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


def export(state, setup: Setup, number: int, names: Sequence[str]) -> None:
    """After game ``number`` (from 1): write it to the ``--export-mat`` folder, if one was given."""
    folder = getattr(setup.options, "export_mat", None)
    if not folder or not isinstance(state, Recorded):
        return
    from games import store
    from games.backgammon import matfile
    store.export(Path(folder) / f"game-{number:04d}.mat", matfile.text(state.log.games, names))


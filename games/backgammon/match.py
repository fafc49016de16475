"""Backgammon in a match (``main.py match backgammon``, :mod:`games.match`): money games.

Games go in pairs on the same seed with the seats swapped, which cancels much of
the dice's luck. A game's points are what it was played for (the stake, doubled
for a gammon, trebled for a backgammon), won or lost.

With ``--export-mat DIR`` each game (with ``--match``, each whole match) is also written
to DIR as a GNU Backgammon match file, ``game-0001.mat`` and on by the game's number, the
players named as in the table and the first seat's on the left: the file is written from
the state's own record (its setup and its moves, :class:`games.engine.Recorded`), played
again on a fresh board into a :class:`~games.backgammon.gamelog.Log`.
"""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Sequence

from games.backgammon.board import Position
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
    """A money game, or (``match``) a whole match to that many points; the window plays a
    match game by game, each one of the match at its score (``score``: seat 0's and seat 1's
    points before it, ``crawford``: whether it is the Crawford game), and may start a money
    game from a GNU Backgammon Position ID (``position``, seat 0 on roll)."""
    options = setup.options
    settings = Settings(cube=getattr(options, "cube", True))
    length, score = getattr(options, "match", None), getattr(options, "score", None)
    if length and score is not None:
        settings = replace(settings, automatic_doubles=False, match_length=length, score=tuple(score),
                           crawford=bool(getattr(options, "crawford", False)))
    elif length:
        return MatchState(setup.rng(), length, settings)
    position = getattr(options, "position", None)
    if position:
        return BackgammonState.from_position(Position.from_id(position), setup.rng(), on_roll=0, settings=settings)
    return BackgammonState.new(setup.rng(), settings)


def log_of(setup: Setup, moves: Sequence[Any]) -> Log:
    """The game (or match) made from ``setup`` with ``moves``, noted move by move as a
    match file writes it."""
    state, log = new_game(setup), Log()
    for move in moves:
        game = getattr(state, "game", state)      # a match's game in play
        log.note(game, move)
        state.apply(move)
        log.ended(game)
    return log


def export(state, setup: Setup, number: int, names: Sequence[str]) -> None:
    """After game ``number`` (from 1): write it to the ``--export-mat`` folder, if one was given."""
    folder = getattr(setup.options, "export_mat", None)
    if not folder:
        return
    from games import store
    from games.backgammon import matfile
    log = log_of(setup, state.move_stack)
    store.export(Path(folder) / f"game-{number:04d}.mat", matfile.text(log.games, names))

"""Backgammon in a match (``main.py match backgammon``, :mod:`games.match`): money games.

Games go in pairs on the same seed with the seats swapped, which cancels much of
the dice's luck. A game's points are what it was played for (the stake, doubled
for a gammon, trebled for a backgammon), won or lost.
"""
from __future__ import annotations

from dataclasses import replace

from games.backgammon.board import Position
from games.backgammon.game import BackgammonState, Settings
from games.backgammon.matchplay import MatchState
from games.registry import Setup

KINDS = {"gammon": "gammons", "backgammon": "backgammons", "dropped": "by_refusal"}


def figures(state) -> list[dict[str, int]]:
    """Per seat: games won with a gammon, with a backgammon, by the other's refusal of a double,
    and by the other's resignation (a resigned gammon counts as a gammon too); for a whole
    match, summed over its games, with the games it won."""
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


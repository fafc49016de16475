"""A measured player's turns in two-seat games, for the tools that look at each of its
decisions (its time, what a larger budget would have chosen) rather than at results."""
from __future__ import annotations

from typing import Any, Iterator

from games.match.spec import seat_rng
from games.registry import GameInfo


def measured_turns(info: GameInfo, opponent: Any, games: int, seed: int) -> Iterator[tuple[Any, Any, Any]]:
    """Each turn of the player measured over ``games`` games, as ``(state, view, rng)``: game
    ``n`` is deal ``seed + n // 2`` with the player in seat ``n % 2``, so every deal is played
    from both seats, and each seat has its stream as in a match. The opponent's moves are made
    in between; the caller applies the measured player's move to ``state`` before asking for
    the next turn."""
    for n in range(games):
        deal, seat = seed + n // 2, n % 2
        state = info.new_state(info.setup(deal))
        streams = {s: seat_rng(deal, s) for s in (0, 1)}
        while not state.is_terminal():
            mover = state.current_player()
            view = state.view(mover)
            if mover != seat:
                state.apply(opponent.choose(view, streams[mover]))
                continue
            yield state, view, streams[mover]

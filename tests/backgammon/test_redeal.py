"""Backgammon hides nothing from either side: ``redeal`` is an equal copy, the dice to come
included."""
from __future__ import annotations

import random

from games.registry import find_game


def test_redeal_is_an_equal_copy():
    info = find_game("backgammon")
    for options in ({}, {"match": 3}):
        state, moves = info.new_state(info.setup(1, **options)), random.Random(1)
        for _ in range(40):
            if state.is_terminal():
                break
            other = state.redeal(state.current_player(), random.Random(2))
            assert other is not state and all(other.view(s) == state.view(s) for s in (0, 1))
            move = moves.choice(list(state.legal_moves()))
            state.apply(move)
            other.apply(move)
            assert other.view(0) == state.view(0), "the dice to come differ"

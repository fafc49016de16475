"""Marrakech hides only the order of the rug piles, from everyone: ``redeal`` shuffles
it, each pile keeping its rugs, and changes nothing a seat sees."""
from __future__ import annotations

import random
from collections import Counter

from games.registry import find_game


def test_redeal_shuffles_the_piles_and_only_them():
    info, rng, changed = find_game("marrakech"), random.Random(2), 0
    state, moves = info.new_state(info.setup(1, 2)), random.Random(1)     # two colours a pile
    for _ in range(30):
        if state.is_terminal():
            break
        other = state.redeal(rng.randrange(2), rng)
        assert [Counter(p) for p in other.piles] == [Counter(p) for p in state.piles]
        assert all(other.view(s) == state.view(s) for s in range(2))
        changed += other.piles != state.piles
        state.apply(moves.choice(list(state.legal_moves())))
    assert changed, "redeal never shuffled a pile"

"""A Marjolette hand dealt again as one seat may see it (``redeal``) leaves the other with
the cards he has shown in a meld, and after the close deals him none of a suit he failed
to follow."""
from __future__ import annotations

import random

from games.registry import find_game


def test_redeal_keeps_melded_cards_and_voids():
    info, rng, shown_met = find_game("marjolette"), random.Random(6), 0
    for seed in range(4):
        state, moves = info.new_state(info.setup(seed)), random.Random(seed)
        for _ in range(200):
            if state.is_terminal():
                break
            seat = rng.randrange(2)
            hand, before = state.redeal(seat, rng).hand, state.hand
            other = 1 - seat
            shown = set(before.shown[other]) - set(before.play.played()) - set(before.table[other])
            assert shown <= set(hand.held[other]), "a card shown in a meld left its hand"
            shown_met += bool(shown)
            voids = before.play.voids[other]
            assert not any(c.suit in voids for c in hand.held[other]), "a void was dealt its suit"
            state.apply(moves.choice(list(state.legal_moves())))
    assert shown_met, "no melded card was held: the test proves nothing"

"""A Piquet hand dealt again as one seat may see it (``redeal``) keeps what that seat knows
beyond its view's equality: the cards the other showed in declaring are still his, the
stock's cards Elder left and looked at are still there for Elder, and the other is dealt
none of a suit he failed to follow."""
from __future__ import annotations

import random
from collections import Counter

from games.registry import find_game


def test_redeal_keeps_shown_cards_peeks_and_voids():
    info, rng, shown_met, voids_met = find_game("piquet"), random.Random(5), 0, 0
    for seed in range(3):
        state, moves = info.new_state(info.setup(seed)), random.Random(seed)
        for _ in range(150):
            if state.is_terminal():
                break
            seat = rng.randrange(2)
            hand, before = state.redeal(seat, rng).hand, state.hand
            other, played = 1 - seat, set(before.play.played())
            shown = set(before.shown[other]) - played
            assert shown <= set(hand.held[other]), "a card shown in declaring left its hand"
            shown_met += bool(shown)
            if seat == before.elder:
                assert hand.peeked == before.peeked
                for card in hand.peeked:        # in the stock still, or taken by Younger
                    assert (card in hand.stock, card in hand.held[other]) == \
                        (card in before.stock, card in before.held[other])
            voids = before.play.voids[other]
            assert not any(c.suit in voids for c in hand.held[other]), "a void was dealt its suit"
            voids_met += bool(voids)
            assert Counter(hand.drawn[other]) <= Counter(hand.held[other] + list(played))
            state.apply(moves.choice(list(state.legal_moves())))
    assert shown_met and voids_met, "nothing shown or no void met: the test proves nothing"

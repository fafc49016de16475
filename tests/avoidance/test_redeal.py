"""A trick-avoidance hand dealt again as one seat may see it (``redeal``) keeps what that
seat knows beyond its view's equality: no seat is dealt a suit it has failed to follow,
the cards the seat passed stay with their receiver, and while cards are being passed each
seat's choice is still in its hand."""
from __future__ import annotations

import random
from collections import Counter
from itertools import islice

import pytest

from games.registry import find_game

# (game, seats, whether its cards are passed at the start of a hand by default)
TABLES = [("polignac", 4, False), ("slobberhannes", 5, False), ("hearts", 3, True), ("hearts", 4, True),
          ("blacktile", 4, True)]


def positions(name: str, seats: int, seed: int):
    info, rng = find_game(name), random.Random(seed)
    state = info.new_state(info.setup(seed, seats))
    while not state.is_terminal():
        yield state
        state.apply(rng.choice(list(state.legal_moves())))


@pytest.mark.parametrize("name, seats, passing", TABLES)
def test_redeal_keeps_voids_passes_and_choices(name, seats, passing):
    rng, voids_met, passes_met = random.Random(3), 0, 0
    for seed in range(2):
        for state in islice(positions(name, seats, seed), 120):
            seat = rng.randrange(seats)
            hand, view = state.redeal(seat, rng).hand, state.view(seat)
            suits = hand.variant.trick_rules.suits
            if hand.phase == "pass":
                for s in range(seats):
                    chosen = hand.passing.chosen[s]
                    assert not chosen or not Counter(chosen) - Counter(hand.dealt[s])
                continue
            for s in range(seats):
                held = hand.held(s)
                assert not any(set(suits(c)) & view.voids[s] for c in held), "a void was dealt its suit"
                voids_met += bool(view.voids[s]) and s != seat
            for receiver, cards in view.known().items():
                assert not Counter(cards) - Counter(hand.held(receiver)), "a passed card left its receiver"
                passes_met += bool(cards)
    assert voids_met, "no void was shown in these games: the test proves nothing"
    if passing:
        assert passes_met, "no card passed was still held: the test proves nothing"

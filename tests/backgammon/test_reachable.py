"""The deep search's move generator lists the very positions the board's does, in its order
(the search breaks ties by that order), for every throw of positions from random play."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from games.backgammon.board import generate_results
from games.backgammon.reachable import positions
from tests.backgammon.test_batch import walk


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**6))
def test_the_positions_reached_are_the_boards_and_in_its_order(seed):
    for me, opp in walk(seed, 25):
        for d1 in range(1, 7):
            for d2 in range(1, 7):
                assert positions(me, opp, d1, d2) == [(m, o) for _, m, o, _ in generate_results(me, opp, d1, d2)]


def test_a_throw_that_cannot_be_played_leaves_the_board_as_it_is():
    me = (0,) * 24 + (2,)                      # two on the bar
    opp = (2,) * 6 + (0,) * 19                 # his home board closed
    assert positions(me, opp, 6, 5) == [(me, opp)]

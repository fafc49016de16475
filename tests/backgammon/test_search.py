"""The deep search: its values by hand on positions whose future is certain, its agreement
with a plainly written two-ply search, and the network's batch path against one at a time."""
from __future__ import annotations

import pytest

from games.backgammon import search
from games.backgammon.board import Position
from games.backgammon.network import default_network
from games.dice import all_rolls
from tests.backgammon.helpers import position


def constant(win, win_g=0.0):
    return lambda me, opp: (win, win_g, 0.0, 0.0, 0.0)


def test_three_plies_see_a_certain_gammon_that_two_do_not():
    # I have just moved, leaving two pieces on my 1-point: whatever he throws, his fifteen on
    # his 13-point cannot all come home, and any throw of mine then bears both off: a gammon.
    after = position({1: 2}, {13: 15})
    batch = search.one_at_a_time(constant(0.5))
    assert search.deep_value(batch, after.me, after.opp, 3) == pytest.approx(2.0)
    # two plies stop at his reply, judged by the evaluator (here even chances, no gammons)
    assert search.deep_value(batch, after.me, after.opp, 2) == pytest.approx(0.0)
    assert search.deep_value(batch, after.me, after.opp, 1) == pytest.approx(0.0)


def test_a_finished_game_is_worth_its_points():
    won = position({}, {13: 15})
    assert search.deep_value(search.one_at_a_time(constant(0.5)), won.me, won.opp, 3) == 2.0


def reference_two_ply(evaluate, after: Position) -> float:
    """Written the slow and obvious way: his best reply to each throw, averaged."""
    theirs = after.flipped()
    total = 0.0
    for dice, p in all_rolls():
        total -= p * max(search.after_equity(evaluate, a) for _, a in theirs.successors(*dice))
    return total


POSITIONS = [
    Position.start(),
    position({6: 4, 8: 3, 13: 4, 24: 2, 25: 1, 5: 1}, {6: 5, 8: 2, 13: 5, 21: 1, 23: 2}),
    position({1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1}, {24: 1, 6: 6, 5: 4, 4: 4}),
]


@pytest.mark.parametrize("pos", POSITIONS)
def test_two_plies_agree_with_the_plain_search(pos):
    net = default_network()
    for _, after in pos.successors(3, 1)[:5]:
        mine = search.deep_value(net.equities, after.me, after.opp, 2)
        assert mine == pytest.approx(reference_two_ply(net.outputs, after), abs=1e-9)


def test_the_batch_path_and_one_at_a_time_choose_alike():
    net = default_network()
    pos = POSITIONS[1]
    for dice in ((6, 4), (2, 1)):
        fast = search.best_play(net.outputs, pos, dice, plies=3, batch=net.equities)
        slow = search.best_play(net.outputs, pos, dice, plies=3)
        assert fast == slow

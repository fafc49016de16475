"""The deep search: its values by hand on positions whose future is certain, its agreement
with a plainly written two-ply search, and the network's batch path against one at a time."""
from __future__ import annotations

import pytest

from games.backgammon import search
from games.backgammon.board import Position
from games.backgammon.network import default_network
from games.dice import all_rolls
from tests.backgammon.helpers import position


def constant(win):
    return lambda me, opp: (win, 0.0, 0.0, 0.0, 0.0)


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


def his_best(evaluate, theirs: Position, dice) -> Position:
    """His reply as the search picks it: one that bears off his last piece, else the best at one ply."""
    return max((a for _, a in theirs.successors(*dice)),
               key=lambda a: (not any(a.me), search.after_equity(evaluate, a)))


def reference_two_ply(evaluate, after: Position) -> float:
    """Written the slow and obvious way: his best reply to each throw, averaged."""
    total = 0.0
    for dice, p in all_rolls():
        total -= p * search.after_equity(evaluate, his_best(evaluate, after.flipped(), dice))
    return total


def reference_three_ply(evaluate, after: Position) -> float:
    """The same, a throw further: after his best reply to each throw, my best reply to each of mine."""
    total = 0.0
    for dice, p in all_rolls():
        reply = his_best(evaluate, after.flipped(), dice)
        if not any(reply.me):
            total -= p * reply.winner_points()
            continue
        mine = reply.flipped()
        total += p * sum(q * max(search.after_equity(evaluate, a) for _, a in mine.successors(*d))
                         for d, q in all_rolls())
    return total


POSITIONS = [
    Position.start(),
    position({6: 4, 8: 3, 13: 4, 24: 2, 25: 1, 5: 1}, {6: 5, 8: 2, 13: 5, 21: 1, 23: 2}),
    position({1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1}, {24: 1, 6: 6, 5: 4, 4: 4}),
    position({3: 1, 5: 2}, {1: 1, 3: 1}),          # he finishes with most throws
]


@pytest.mark.parametrize("pos", POSITIONS)
def test_two_plies_agree_with_the_plain_search(pos):
    net = default_network()
    for _, after in pos.successors(3, 1)[:5]:
        mine = search.deep_value(net.equities, after.me, after.opp, 2)
        assert mine == pytest.approx(reference_two_ply(net.outputs, after), abs=1e-9)


@pytest.mark.parametrize("pos", POSITIONS[1:])
def test_three_plies_agree_with_the_plain_search(pos):
    net = default_network()
    for _, after in pos.successors(6, 4)[:2]:
        mine = search.deep_value(net.equities, after.me, after.opp, 3)
        assert mine == pytest.approx(reference_three_ply(net.outputs, after), abs=1e-9)

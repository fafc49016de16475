"""The network's inputs: the raw encoding and the hand-made features, on positions worked by hand."""
from __future__ import annotations

from games.backgammon.board import START
from games.backgammon.features import CONTACT, FEATURES, INPUTS, SIDE, side_features, sparse_inputs
from tests.backgammon.helpers import side


def test_raw_units_for_the_starting_position():
    inputs = dict(sparse_inputs(START, START))
    assert inputs[4 * 5] == inputs[4 * 5 + 1] == inputs[4 * 5 + 2] == 1.0   # five on the 6-point
    assert inputs[4 * 5 + 3] == 1.0                                         # (5 - 3) / 2
    assert 4 * 23 + 2 not in inputs                                         # only two on the 24-point
    assert inputs[98] == 1.67 and inputs[SIDE + 98] == 1.67                 # 167 pips
    assert inputs[CONTACT] == 1.0 and max(inputs) < INPUTS


def test_blot_exposure_uses_direct_shots():
    # my blot on my 10-point; his piece six points in front of it (his 21 = my 4)
    feats = side_features(side({10: 1, 6: 14}), side({21: 1, 1: 14}))
    assert feats[0] == 17 / 36                     # six away: 17 throws of 36
    assert feats[1] == 17 * 15 / 360               # times the 15 pips lost to the bar
    past = side_features(side({10: 1, 6: 14}), side({13: 1, 1: 14}))   # his 13 = my 12: gone past
    assert past[0] == 0.0 and past[1] == 0.0


def test_home_points_prime_and_blocked_back_piece():
    mine = side({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 24: 1, 13: 2})
    his = side({18: 2, 17: 2, 16: 11})             # on my 7, 8 and 9
    feats = side_features(mine, his)
    assert feats[2] == 1.0 and feats[3] == 1.0     # six home points: a full prime
    open_road = side_features(side({24: 1, 1: 14}), side({22: 2, 23: 2, 24: 2, 13: 9}))
    assert open_road[4] == 0.0 and open_road[5] == 1 / 6   # only his 13 (my 12) is in the way
    blocked = side_features(side({24: 1, 1: 14}), side({4: 2, 5: 2, 8: 2, 20: 9}))
    assert blocked[4] == 2 / 6 and blocked[5] == 1 / 6     # my 21 and 20 just ahead; my 17 further
    assert blocked[6] == 1 / 15 and blocked[7] == 0.0


def test_features_follow_the_inputs_layout():
    inputs = dict(sparse_inputs(side({24: 1, 1: 14}), side({4: 2, 5: 2, 8: 2, 20: 9})))
    assert inputs[FEATURES + 4] == 2 / 6

"""The computer's play-outs remember answers (games.memo), but never more than their
bounds: a match of hundreds of games, or a window open all evening, stays the same size."""
import random

import pytest

from games.marrakesh.players import rollout
from games.memo import Memo

# Every side of six pieces or fewer on the six points: hundreds of distinct sides.
SIDES = [(a, b, c, d, 0, 0) for a in range(3) for b in range(3) for c in range(3) for d in range(3)
         if a + b + c + d]


def fill_bear():
    for side in SIDES:
        rollout.solitaire_bear(side, (2, 1))


def fill_worths():
    for side in SIDES:
        rollout.worths(side)


def fill_rule():
    rng = random.Random(1)
    for mine, theirs in zip(SIDES, reversed(SIDES)):
        rnd = rollout.Round([mine, theirs], [(None,) * 3, (None,) * 3], [[0, 8, 15], [1, 9]], [], [], 0, False)
        rollout.rule_card(rnd, 0, rng)


def fill_scores():
    for side in SIDES:
        rollout.round_scores([side, (0,) * 6], [(1, 2, 0), (3, 0, None)])


@pytest.mark.parametrize("name, fill, bound", [
    ("_BEAR", fill_bear, rollout.BEAR_BOUND), ("_WORTHS", fill_worths, rollout.WORTHS_BOUND),
    ("_RULE", fill_rule, rollout.RULE_BOUND), ("_SCORES", fill_scores, rollout.SCORES_BOUND)])
def test_each_play_out_memo_forgets_once_full_and_never_passes_its_bound(name, fill, bound, monkeypatch):
    memo = getattr(rollout, name)
    assert isinstance(memo, Memo) and memo.bound == bound
    monkeypatch.setattr(memo, "bound", 10)     # the same memo, made small, so that the test is quick
    memo.clear()
    seen = 0
    for _ in range(3):
        fill()
        seen = max(seen, len(memo))
    assert 0 < seen <= 10

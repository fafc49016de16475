"""The computer's play-outs remember answers, but never more than their bounds: a match
of hundreds of games, or a window open all evening, stays the same size."""
import random

import pytest

from games.marrakesh.board import pips
from games.marrakesh.players import rollout
from games.marrakesh.scoring import round_items, total
from games.memo import Memo

# Sides of up to eight pieces on the six points: a few hundred, all different.
SIDES = [(a, b, c, d, 0, e) for a in range(3) for b in range(3) for c in range(3) for d in range(3)
         for e in range(2) if a + b + c + d + e]


def fill_bear():
    for side in SIDES:
        rollout.solitaire_bear(side, (2, 1))


def fill_sides():
    for side in SIDES:
        rollout.worths(side)


def fill_scores():
    for i, side in enumerate(SIDES):
        rollout.round_scores([side, SIDES[-i]], [(i % 7, 0, None), (1, i % 5, 0)])


@pytest.mark.parametrize("name, fill, bound", [
    ("_BEAR", fill_bear, rollout.BEAR_BOUND), ("_SIDES", fill_sides, rollout.SIDES_BOUND),
    ("_SCORES", fill_scores, rollout.SCORES_BOUND)])
def test_each_play_out_memo_forgets_once_full_and_never_passes_its_bound(name, fill, bound, monkeypatch):
    memo = getattr(rollout, name)
    assert isinstance(memo, Memo) and memo.bound == bound
    monkeypatch.setattr(memo, "bound", 10)     # the same memo, made small, so that the test is quick
    memo.clear()
    for _ in range(3):
        fill()
        assert 0 < len(memo) <= 10


def test_the_card_policys_values_are_a_table_of_fixed_size_however_many_play_outs_ask():
    rng = random.Random(1)
    size = len(rollout._RULE)
    assert size == 65 * 65 * 2
    for mine in SIDES:
        for theirs in SIDES[::7]:
            for leader in (0, 1):
                rnd = rollout.Round([mine, theirs], [(None,) * 3, (None,) * 3], [[0, 8, 15], [1, 9]],
                                    [], [], leader, False)
                rollout.rule_card(rnd, 0, rng)
    assert len(rollout._RULE) == size


def test_the_memos_keys_hold_all_the_answers_depend_on():
    """Keyed by less than the whole position, the answers are still the same as worked out afresh."""
    rng = random.Random(2)
    for _ in range(300):
        sides = [rng.choice(SIDES), rng.choice(SIDES)]
        ovals = [tuple(rng.choice([None, 0, 1, 2, 3, 6]) for _ in range(3)) for _ in range(2)]
        items = round_items(ovals, sides)
        assert rollout.round_scores(sides, ovals) == (total(items[0]), total(items[1]))
        side = rng.choice(SIDES)
        assert rollout.side_facts(side)[1] == pips(side)

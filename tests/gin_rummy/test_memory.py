"""The computer remembers the hands it has weighed (games.memo), never more than its bound."""
import random

from games.gin_rummy import computer
from games.gin_rummy.melds import deadwood_after_discard as worked_out
from games.memo import Memo


def test_the_memo_of_hands_after_a_discard_forgets_once_full_and_never_passes_its_bound(monkeypatch):
    memo = computer._AFTER
    assert isinstance(memo, Memo) and memo.bound == computer.AFTER_BOUND
    monkeypatch.setattr(memo, "bound", 50)     # the same memo, made small, so that the test is quick
    memo.clear()
    rng = random.Random(1)
    for _ in range(400):
        hand = sum(1 << i for i in rng.sample(range(52), 11))
        assert computer.deadwood_after_discard(hand) == worked_out(hand)
        assert len(memo) <= 50

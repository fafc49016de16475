"""Remembered answers (games.memo) never outgrow their bound, however many come."""
import pytest

from games.memo import Memo


def test_a_memo_never_holds_more_than_its_bound_and_keeps_the_latest_answer():
    memo = Memo(100)
    for key in range(10_000):
        assert memo.keep(key, key * key) == key * key
        assert len(memo) <= 100
        assert memo.get(key) == key * key
    assert memo.bound == 100


def test_a_memo_reads_as_a_plain_dict():
    memo = Memo(3)
    memo.keep("a", 1)
    assert memo.get("a") == 1 and memo.get("b") is None and "a" in memo


def test_a_memo_without_room_for_one_answer_is_refused():
    with pytest.raises(ValueError, match="at least one"):
        Memo(0)

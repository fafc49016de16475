"""A trick-avoidance table of three in the history: every seat kept."""
from __future__ import annotations

from games import records
from tests.test_records import finish


def test_a_table_of_three_keeps_every_seat():
    finish("hearts", players=3, hands=3, passing=False)
    [line] = records.history()
    assert line["players"] == ["person", "computer", "computer"] and len(line["score"]) == 3

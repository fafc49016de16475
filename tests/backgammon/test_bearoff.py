"""The one-sided bear-off table and its use by the computer."""
from __future__ import annotations

from games.backgammon import search
from games.backgammon.bearoff import SIZE, BearoffTable, all_homes, index
from tests.backgammon.helpers import position


def test_ranks_cover_every_distribution_once():
    homes = list(all_homes())
    assert len(homes) == SIZE == 54264
    assert [index(h) for h in homes[:500]] == list(range(500))
    assert index((0, 0, 0, 0, 0, 15)) == 15 and index((15, 0, 0, 0, 0, 0)) == SIZE - 1


def test_known_expectations():
    table = BearoffTable.load()
    assert table.expected((0,) * 6) == 0.0
    assert table.expected((1, 0, 0, 0, 0, 0)) == 1.0              # any throw bears it off
    assert table.expected((2, 0, 0, 0, 0, 0)) == 1.0
    # two on the 6-point: one throw with 3-3, 4-4, 5-5 or 6-6 (4 in 36), else usually two
    two_sixes = table.expected((0, 0, 0, 0, 0, 2))
    assert 1.8 < two_sixes < 2.3
    assert table.expected((0, 0, 0, 0, 0, 15)) > table.expected((15, 0, 0, 0, 0, 0))


def test_computer_bears_off_by_the_table():
    pos = position({6: 1, 5: 1}, {1: 14, 2: 1})
    assert {str(p) for p in pos.legal_plays(6, 5)} == {"6/off 5/off", "6/1 5/off"}
    assert str(search.bearoff_play(pos, (6, 5))) == "6/off 5/off"
    pos = position({6: 3, 4: 2, 3: 1, 1: 2}, {1: 14, 2: 1})
    table = BearoffTable.load()
    chosen = pos.apply(search.bearoff_play(pos, (4, 2)))
    assert table.expected(chosen.me) == min(table.expected(a.me) for _, a in pos.successors(4, 2))


def test_table_not_used_with_contact_or_gammon_to_save():
    assert search.bearoff_play(position({6: 1, 1: 1}, {20: 1, 1: 14}), (6, 1)) is None     # contact
    assert search.bearoff_play(position({6: 15}, {1: 10}), (6, 1)) is None                  # gammon

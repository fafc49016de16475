"""The manual's rules of moving, one by one, and legal-play counts checked against GNU Backgammon."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.backgammon.board import Position
from games.backgammon.notation import Play
from games.engine import IllegalMove
from tests.backgammon.helpers import plays, position

DATA = Path(__file__).parent / "data"


def test_starting_layout_is_the_manuals():
    start = Position.start()
    assert start.me[5] == 5 and start.me[7] == 3 and start.me[12] == 5 and start.me[23] == 2
    assert start.me == start.opp and start.pips() == 167 and start.off() == 0


@pytest.mark.parametrize("dice,count", [((3, 1), 16), ((6, 6), 11), ((6, 5), 7), ((2, 1), 15),
                                        ((4, 4), 52), ((1, 1), 42)])
def test_opening_counts(dice, count):
    assert len(Position.start().legal_plays(*dice)) == count


def test_entering_from_the_bar_comes_first():
    # a piece on the bar: nothing else may move until it is in
    pos = position({25: 1, 13: 5, 6: 5}, {6: 5, 8: 3, 13: 5})
    assert plays(pos, 3, 2) == {"bar/22 13/11", "bar/22 6/4", "bar/20", "bar/23 13/10", "bar/23 6/3"}


def test_closed_point_blocks_entry_and_everything_else():
    # the manual's example: the 6-point made, a double 6 thrown, a piece on the bar
    pos = position({25: 1, 13: 5, 8: 3}, {6: 5, 8: 3, 13: 5})
    assert [str(p) for p in pos.legal_plays(6, 6)] == ["cannot move"]
    for play in pos.legal_plays(1, 6):
        assert play.steps[0].src == 25 and (play.steps[0].dst in (24, 18))


def test_a_made_point_blocks_and_a_blot_is_hit():
    pos = position({13: 2}, {15: 2, 16: 1})   # his 15 = my 10 (made), his 16 = my 9 (a blot)
    assert plays(pos, 3, 1) == {"13/9*"}
    after = pos.apply(pos.legal_plays(3, 1)[0])
    assert after.opp[24] == 1 and after.opp[15] == 0


def test_a_piece_that_hit_may_move_on():
    # the program's rule: hitting does not stop the piece
    pos = position({13: 1, 6: 2}, {15: 1, 1: 2})   # his blot on my 10
    assert "13/10*/8" in plays(pos, 3, 2)


def test_both_dice_must_be_used_when_possible():
    # 20/15 alone is playable, but then the 6 is not; 20/14 10/5 uses both, so it is the only play
    pos = position({20: 1, 10: 1}, {21: 2, 16: 2})   # his 21 = my 4, his 16 = my 9
    assert plays(pos, 6, 5) == {"20/14 10/5"}


def test_only_one_die_playable_must_be_the_larger():
    # from 10: either die, but never both (my 3 is his 22, made); the 5 must be played
    pos = position({10: 1}, {22: 2, 23: 2, 24: 2, 1: 9})
    assert plays(pos, 5, 2) == {"10/5"}


def test_smaller_die_when_the_larger_cannot_be_played():
    pos = position({10: 1}, {20: 2, 22: 2, 1: 11})   # my 5 and my 3 made by him
    assert plays(pos, 5, 2) == {"10/8"}


def test_doubles_move_four_times():
    pos = position({13: 4}, {1: 2})
    assert plays(pos, 2, 2) >= {"13/11(4)", "13/5", "13/9(2)", "13/11(2) 13/9", "13/11 13/7"}
    assert {p.points_moved() for p in pos.legal_plays(2, 2)} == {8}


def test_bear_off_with_higher_die_takes_from_the_highest_point():
    # the manual's example: pieces on points 1 to 4, a 5 thrown: take one from the 4
    pos = position({1: 2, 2: 2, 3: 2, 4: 2}, {24: 2})
    assert plays(pos, 5, 5) == {"4/off(2) 3/off(2)"}


def test_need_not_bear_off_while_another_move_exists():
    pos = position({6: 2, 5: 2}, {1: 2})
    legal = plays(pos, 5, 1)
    assert legal == {"6/5 6/1", "6/1 5/4", "5/4 5/off", "6/off"}
    assert "6/5 6/1" in legal and "6/1 5/4" in legal      # nothing borne off: allowed


def test_no_bearing_off_until_all_are_home():
    pos = position({8: 1, 6: 2}, {1: 2})
    assert plays(pos, 6, 5) == {"8/2 6/1", "8/3 6/off"}


def test_a_piece_hit_during_bear_off_must_come_home_first():
    pos = position({25: 1, 2: 3, 1: 3}, {1: 2, 13: 13})   # his 1 = my 24
    assert plays(pos, 6, 5) == {"bar/14"}


def test_gammon_and_backgammon_points():
    assert position({}, {1: 15}).winner_points() == 2
    assert position({}, {24: 1, 1: 14}).winner_points() == 3      # in the winner's inner table
    assert position({}, {25: 1, 1: 2}).winner_points() == 1       # borne some off: single
    assert position({}, {25: 1, 1: 14}).winner_points() == 3      # on the bar


def test_position_ids_known_and_round_trip():
    assert Position.start().position_id() == "4HPwATDgc/ABMA"
    assert Position.from_id("4HPwATDgc/ABMA") == Position.start()
    # gnubg after 13/8 24/23 by the player who is not on roll now
    after = Position.from_id("4PPgASjgc/ABMA")
    assert after.me == Position.start().me and after.opp[7] == 4 and after.opp[22] == 1
    for entry in json.loads((DATA / "gnubg_plays.json").read_text()):
        assert Position.from_id(entry["id"]).position_id() == entry["id"]


@pytest.mark.parametrize("text", ["", "4HPwATDgc/ABM", "4HPwATDgc/AB!A", "//////////////"])
def test_bad_position_ids(text):
    with pytest.raises(ValueError):
        Position.from_id(text)


def test_legal_plays_match_gnubg():
    """Positions from random games; each play gnubg lists reaches a position we list, and back."""
    for entry in json.loads((DATA / "gnubg_plays.json").read_text()):
        pos = Position.from_id(entry["id"])
        mine = {after for _, after in pos.successors(*entry["dice"])}
        if not entry["plays"]:
            assert mine == {pos}, entry
            continue
        theirs = {pos.apply(Play.parse(text)) for text in entry["plays"]}
        assert mine == theirs, entry
        assert len(pos.legal_plays(*entry["dice"])) == len(entry["plays"])


def test_find_play_accepts_other_writings_and_rejects_illegal():
    start = Position.start()
    assert str(start.find_play(Play.parse("6/5 8/5"), 3, 1)) == "8/5 6/5"
    assert str(start.find_play(Play.parse("13/10 10/9"), 3, 1)) == "13/9"
    with pytest.raises(IllegalMove):
        start.find_play(Play.parse("24/20"), 6, 5)
    with pytest.raises(IllegalMove):
        start.find_play(Play.parse("7/4"), 3, 1)

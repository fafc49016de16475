import doctest

import games.gin_rummy.scoring as scoring_module
from games.gin_rummy.melds import is_set
from games.gin_rummy.scoring import GameScore, HandResult, Rules, score_hand
from tests.gin_rummy.helpers import m

RULES = Rules()
KNOCKER_4 = "SA S2 S3 H7 H8 H9 D5 D6 D7 C4"          # sets, and C4 unmatched: 4


def sets_as_codes(arrangement):
    return [[str(c) for c in s] for s in arrangement.sets]


def test_a_plain_knock_scores_the_difference_and_the_box():
    r = score_hand(0, [m(KNOCKER_4), m("SK HK DQ CJ S9 C9 D2 H3 H4 CA")])
    # the defender has nothing to lay off: 10+10+10+10+9+9+2+3+4+1 = 68
    assert r.winner == 0 and r.difference == 64 and r.bonus == 0 and r.points == 64
    assert r.box == 25 and not r.gin and not r.undercut
    assert r.hands[1].value == 68


def test_lay_offs_count_for_the_defender():
    # HT goes on H7 H8 H9; C4 unmatched for the knocker; defender left with SK QC = 20
    r = score_hand(0, [m(KNOCKER_4), m("HT HJ SK CQ S4 H4 D4 D8 D9 DT")])
    assert [str(c) for c, _ in r.layoffs] in (["HT", "HJ"],)
    assert r.hands[1].value == 20 and r.points == 16 and r.winner == 0


def test_each_lay_off_names_the_set_it_joins_as_shown():
    # sets shown in order: SA S2 S3, D5 D6 D7, H7 H8 H9; lay-offs S4 and HT, D8
    r = score_hand(0, [m(KNOCKER_4), m("S4 HT D8 SK CQ CJ D2 H2 C2 CA")])
    shown = r.hands[0].sets
    assert len(r.layoffs) == 3
    for card, index in r.layoffs:
        assert is_set(list(shown[index]) + [card])


def test_gin_scores_25_and_nothing_may_be_laid_off():
    gin = "SA S2 S3 H7 H8 H9 D5 D6 D7 D8"
    r = score_hand(0, [m(gin), m("D9 DT S4 CK CQ CJ C2 C3 H2 H3")])
    assert r.gin and r.layoffs == () and r.hands[1].value == 9 + 10 + 4 + 5 + 5
    assert r.points == 33 + 25 and r.winner == 0 and not r.undercut


def test_an_equal_count_is_an_undercut():
    r = score_hand(0, [m(KNOCKER_4), m("S5 S6 S7 ST HT DT CJ CQ CK H4")])
    assert r.undercut and r.winner == 1 and r.difference == 0 and r.points == 25


def test_undercut_reached_by_laying_off():
    # D8 C2 HA count 11, more than the knock's 4; D8 goes on D5 D6 D7, leaving 3
    r = score_hand(0, [m(KNOCKER_4), m("S5 S6 S7 S8 SJ HJ DJ D8 C2 HA")])
    assert r.undercut and r.winner == 1
    assert [str(c) for c, _ in r.layoffs] == ["D8"] and r.hands[1].value == 3
    assert r.points == 1 + 25


def test_gin_cannot_be_undercut():
    gin = "SA S2 S3 H7 H8 H9 D5 D6 D7 D8"
    r = score_hand(1, [m("S5 S6 S7 H4 H5 H6 CT CJ CQ CK"), m(gin)])
    assert r.gin and r.winner == 1 and r.points == 25 and not r.undercut


def test_the_knocker_lays_down_the_arrangement_that_gives_least_away():
    # S9 may sit in the spades (S6-S9 and three nines) or in the nines (S6-S8 and four
    # nines): the same count, but only the first lets the defender's ST go on.
    knocker = "S6 S7 S8 S9 H9 D9 C9 HA H3 CA"
    r = score_hand(0, [m(knocker), m("ST D2 D3 CK HK SK CQ SQ HQ H5")])
    assert r.hands[0].value == 5
    assert sets_as_codes(r.hands[0]) == [["S6", "S7", "S8"], ["S9", "H9", "D9", "C9"]]
    assert r.layoffs == () and r.hands[1].value == 10 + 2 + 3 + 5


def test_game_box_whitewash_and_the_manuals_note():
    s = GameScore()
    big = HandResult(0, (None, None), (), winner=0, difference=50, box=25)
    s = s.add(big).add(big)
    assert s.cards == (100, 0) and s.boxes == (2, 0)
    assert s.game_winner(RULES) == 0 and s.whitewash(RULES)
    assert s.totals(RULES) == (100 + 50 + 100 + 100, 0)
    # the note: 100 in two hands beats 90 in seven to Game, yet has the lower total
    note = GameScore(cards=(100, 90), boxes=(2, 7))
    assert note.game_winner(RULES) == 0 and not note.whitewash(RULES)
    assert note.totals(RULES) == (250, 265)


def test_dead_hands_change_nothing():
    dead = HandResult(None, (None, None), ())
    assert GameScore().add(dead) == GameScore() and dead.dead and dead.points == 0


def test_doctests():
    assert doctest.testmod(scoring_module).failed == 0

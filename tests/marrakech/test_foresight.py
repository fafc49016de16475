"""How the computer pictures another player's turn when it plays it out (games.marrakech.foresight)."""
import doctest

from games.marrakech import foresight
from games.marrakech.foresight import likely_facing, likely_rug, rug_gain
from games.marrakech.market import EMPTY, RIGHT, SQUARES, UP, names, square
from games.marrakech.reckoning import areas, payment


def market(*rugs):
    """Colours and rug numbers for rugs given as ("c2 c3", colour), laid in order."""
    colours, tops = [EMPTY] * SQUARES, [EMPTY] * SQUARES
    for number, (where, colour) in enumerate(rugs):
        for half in where.split():
            colours[square(half)], tops[square(half)] = colour, number
    return colours, tops


def owed_by(colours, seat, players, out=()):
    label, sizes, _ = areas(colours)
    return lambda sq: payment(colours, sizes, label, sq, seat, players, out)[0]


def test_the_examples_in_the_foresight_module_hold():
    assert doctest.testmod(foresight).failed == 0


def test_a_rug_hides_two_for_a_rivals_square_one_for_a_bare_one_none_for_ones_own():
    colours, tops = market(("c5 d5", 1), ("e4 e5", 2))
    # beside d4: d5-e5 hides two rivals' squares of two different rugs
    assert rug_gain(colours, tops, square("d4"), seat=0, players=4) == 4
    # for the owner of c5-d5 his own squares count nothing: the best is e4 and a bare square (3)
    assert rug_gain(colours, tops, square("d4"), seat=1, players=4) == 3


def test_the_careful_player_lays_beside_his_own_colour_when_the_hiding_is_equal():
    colours, tops = market(("b4 b5", 3))
    # with Assam on d4 no rival's square is in reach: every rug hides two bare squares,
    # and c4-c5 lies beside his own b4-b5
    a, b = likely_rug(colours, tops, square("d4"), seat=3, colour=3, players=4)
    assert names((a, b)) == "c4 c5"


def test_the_careful_player_turns_towards_a_rug_he_can_hide_when_nothing_is_to_pay():
    # Assam on d4 facing up; to the right lies a rival's rug, reached from every stop
    colours, tops = market(("e3 f3", 0), ("f4 g4", 0), ("f5 g5", 0), ("e5 e6", 0))
    facing = likely_facing(colours, tops, square("d4"), UP, seat=1, cash=30, players=4,
                           owed=lambda sq: 0)
    assert facing == RIGHT


def test_the_careful_player_would_rather_pay_a_little_more_than_risk_going_out():
    colours, tops = market(("d5 e5", 1), ("e6 f6", 1), ("f7 g7", 1),   # up: a 1 stops on an area of six
                           ("f4 g4", 1), ("d2 d3", 1), ("d1 e1", 3))
    facing = likely_facing(colours, tops, square("d4"), RIGHT, seat=0, cash=2, players=2,
                           owed=owed_by(colours, 0, 2))
    assert facing != UP
    # with money to spare, up is best: a dirham a walk on average (against 4/3 straight on)
    # and rugs to hide there after it
    rich = likely_facing(colours, tops, square("d4"), RIGHT, seat=0, cash=30, players=2,
                         owed=owed_by(colours, 0, 2))
    assert rich == UP

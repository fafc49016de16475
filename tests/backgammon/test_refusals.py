"""A refused move says why: held points, a blocked way, the distance, bearing off, the dice to use."""
from __future__ import annotations

import doctest

import pytest

from games.backgammon import refusals
from games.backgammon.board import Position
from games.backgammon.entry import MoveBuilder
from games.engine import IllegalMove
from games.ui.prompt import message_fits
from tests.backgammon.helpers import position

START = Position.start()
BEARING_OFF = position({1: 3, 2: 3, 3: 3, 4: 3}, {19: 2, 20: 2, 21: 2, 22: 3, 23: 3, 24: 3})
# Your last runner on 24 and a piece on 9; I hold your 13 and your 4 (and 23, behind you).
ONE_WAY_ONLY = position({24: 1, 9: 1, 1: 13}, {12: 2, 21: 2, 2: 11})
# Your runner on 24 with the rest at home; I hold your 13: 6 then 5, or 5 then 6, both stop there.
LARGER_ONLY = position({24: 1, 1: 14}, {12: 2, 2: 13})
BLOCKED = Position.from_id("4PPgCQjgc/ABCg")
ON_THE_BAR = Position.from_id("iWvhASRmjsmAYA")


# Two of yours on the bar, your 21 and 17 open: a 4-4 can take one piece on only once both are in.
TWO_ON_THE_BAR = Position.from_id("4B/wATDgc/ABYA")


def refusal(pos: Position, dice: tuple[int, int], src: int, dst: int, *before: tuple[int, int]) -> str:
    """What the screen says when src -> dst is typed (after the moves ``before``): the
    builder refuses it, saying why."""
    builder = MoveBuilder(pos, dice)
    for move in before:
        builder.move(*move)
    with pytest.raises(IllegalMove) as refused:
        builder.move(src, dst)
    return str(refused.value)


@pytest.mark.parametrize("pos, dice, src, dst, said", [
    (START, (5, 4), 6, 1, "Can't move 6 to 1 with 5 4: I hold point 1"),
    (START, (6, 5), 13, 9, "Can't move 13 to 9: that is 4, and your dice are 6 5"),
    (BEARING_OFF, (6, 3), 1, 0, "Can't bear off from 1 with 6 3: bear off from your highest point, the 4, first"),
    (BEARING_OFF, (2, 1), 4, 0, "Can't bear off from 4: that takes a 4, and your dice are 2 1"),
    (BLOCKED, (5, 3), 22, 14, "Can't move 22 to 14 with 5 3: I hold points 19 and 17 on the way"),
    (ON_THE_BAR, (5, 4), 25, 16, "Can't move from the bar to 16 with 5 4: enter your other piece first"),
    (ON_THE_BAR, (5, 4), 25, 18, "Can't move from the bar to 18: that is 7, and your dice are 5 4"),
    (TWO_ON_THE_BAR, (4, 4), 25, 17, "Can't move from the bar to 17 with 4 4 4 4: enter your other piece first"),
    (TWO_ON_THE_BAR, (4, 4), 25, 20, "Can't enter on 20: that is 5 from the bar, and your dice are 4 4 4 4"),
    (ONE_WAY_ONLY, (6, 5), 24, 18, "Can't move 24 to 18 with 6 5: the 5 must be played too"),
    (LARGER_ONLY, (6, 5), 24, 19,
     "Can't move 24 to 19 with 6 5: only one die can be played, so it must be the 6"),
])
def test_each_refusal_says_why(pos, dice, src, dst, said):
    assert refusal(pos, dice, src, dst) == said
    assert message_fits(said)                  # the whole reason shows on the message lines


def test_with_one_die_left_the_die_is_named_alone():
    assert refusal(START, (6, 4), 7, 1, (13, 7)) == "Can't move 7 to 1: that is 6, and your die left is 4"


def test_three_on_the_bar_are_counted():
    three = Position(list(TWO_ON_THE_BAR.me[:12]) + [TWO_ON_THE_BAR.me[12] - 1] + list(TWO_ON_THE_BAR.me[13:24])
                     + [3], TWO_ON_THE_BAR.opp)
    assert refusal(three, (4, 4), 25, 17) == "Can't move from the bar to 17 with 4 4 4 4: enter your other 2 pieces first"


def test_the_positions_allow_what_the_reasons_say():
    assert {str(p) for p in ONE_WAY_ONLY.legal_plays(6, 5)} == {"24/19 9/3"}
    assert {str(p) for p in LARGER_ONLY.legal_plays(6, 5)} == {"24/18"}


def test_docstring_examples():
    result = doctest.testmod(refusals)
    assert result.attempted > 0 and result.failed == 0

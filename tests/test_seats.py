"""Seats of a table of two to six: names, marks, options, the count question, the table."""
import argparse

import pytest

from games.optiondata import options_class
from games.seats import PERSON, clockwise_from, make_seats, seat_kinds, seat_options
from games.ui.keys import Command
from games.ui.prompt import Refusal
from games.ui.seats import SeatCountQuestion, draw_seat_table
from games.paths import font_path
from games.ui.font import BitmapFont
from games.ui.screen import Screen

BUILTINS = {"computer": "tests.dummy_game:LowestPlayer", "lowest": "tests.dummy_game:LowestPlayer"}


def test_seats_have_distinct_names_and_marks_for_every_table_size():
    for n in range(2, 7):
        for people in range(0, n + 1):
            seats = make_seats([PERSON] * people + ["computer"] * (n - people))
            assert len({s.name for s in seats}) == n
            assert len({s.mark for s in seats}) == n
            assert [s.is_person for s in seats] == [True] * people + [False] * (n - people)


def test_playing_order_wraps_round_the_table():
    assert clockwise_from(0, 3) == [0, 1, 2]
    assert clockwise_from(5, 6) == [5, 0, 1, 2, 3, 4]


def parse(argv, people=True):
    parser = argparse.ArgumentParser()
    options = options_class("SeatOptions", __name__, **seat_options(BUILTINS, 2, 4, people=people))
    options.add_flags(parser)
    return options.made(vars(parser.parse_args(argv)))


def test_options_give_the_seats_or_leave_the_count_to_be_asked():
    assert seat_kinds(parse([]), 2, 4) is None
    assert seat_kinds(parse(["--players", "3"]), 2, 4) == [PERSON, "computer", "computer"]
    assert seat_kinds(parse(["--players", "3", "--opponent", "lowest"]), 2, 4) == [PERSON, "lowest", "lowest"]
    assert seat_kinds(parse(["--seat", "Person", "--seat", "person", "--seat", "computer"]), 2, 4) == \
        [PERSON, PERSON, "computer"]


def test_options_that_disagree_are_refused_with_a_reason():
    with pytest.raises(ValueError, match="--players 2 but --seat given 3 times"):
        seat_kinds(parse(["--players", "2", "--seat", "person", "--seat", "computer", "--seat", "computer"]), 2, 4)
    with pytest.raises(ValueError, match="seats 2 to 4"):
        seat_kinds(parse(["--seat", "person"]), 2, 4)
    with pytest.raises(SystemExit):
        parse(["--players", "7"])
    with pytest.raises(SystemExit):
        parse(["--seat", "nosuchmodule:Player"])


def test_the_count_question_takes_a_digit_in_range_or_return_for_the_default():
    q = SeatCountQuestion(3, 6, default=4)
    assert q.question == "How many players (3-6)?"
    assert q.feed(Command("char", "5")) == 5
    assert q.feed(Command("yes")) == 4
    assert isinstance(q.feed(Command("char", "7")), Refusal)
    assert isinstance(SeatCountQuestion(3, 6).feed(Command("yes")), Refusal)


def test_the_seat_table_marks_whose_turn_it_is():
    screen = Screen(BitmapFont.load(font_path()))
    seats = make_seats([PERSON, "computer", "computer"])
    below = draw_seat_table(screen, 0, 2, seats, ("Pts", "Total"), [(1, 10), (0, 3), (4, 12)], turn=1)
    lines = screen.text_lines()
    assert below == 6
    assert lines[2].rstrip().endswith("Pts Total")
    assert lines[3].startswith(" You") and lines[3].rstrip().endswith("1    10")
    assert lines[4].startswith(">Ann")


def test_the_examples_in_the_seats_module_hold():
    import doctest

    import games.seats
    assert doctest.testmod(games.seats).failed == 0

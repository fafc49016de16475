"""Backgammon's options as data: a saved value outside its kind or bounds is refused, and the
window and a match each take their own flags."""
import argparse

import pytest

from games.options import saved_problem
from games.registry import find_game


@pytest.mark.parametrize("name, value", [("level", 4), ("level", "2"), ("level", True), ("match", 0),
                                         ("match", 100), ("cube", "yes"), ("position", 7),
                                         ("colour", 1), ("level", [1])])
def test_a_saved_value_outside_its_options_kind_or_bounds_is_refused(name, value):
    assert saved_problem(find_game("backgammon"), {name: value}) is not None


def test_the_window_and_a_match_each_take_their_own_flags():
    backgammon = find_game("backgammon")
    window, match = argparse.ArgumentParser(), argparse.ArgumentParser()
    backgammon.options.add_flags(window, "window")
    backgammon.add_match_arguments(match)
    assert window.parse_args(["--level", "2", "--match", "5"]).match == 5
    assert match.parse_args(["--no-cube"]).cube is False
    with pytest.raises(SystemExit):
        window.parse_args(["--no-cube"])
    with pytest.raises(SystemExit):
        match.parse_args(["--level", "2"])

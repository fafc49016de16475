"""A game's options are data: its flags, its settings page and the check of what a file
holds all come from its one frozen options object, and agree with each other."""
from __future__ import annotations

import argparse
import dataclasses
import doctest
import importlib

import pytest

from games.optiondata import SEATS, GameOptions
from games.options import as_words, game_parser, saved_problem
from games.registry import all_games, find_game

GAMES = all_games()


@pytest.mark.parametrize("module", ["games.optiondata", "games.options", "games.card_moves"])
def test_docstring_examples_of_the_options(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.name)
def test_a_games_options_are_one_frozen_object_whose_defaults_pass_its_own_check(info):
    options = info.options()
    assert isinstance(options, GameOptions) and info.setup(0).options == options
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.__setattr__(info.options.fields()[0].name, None)
    assert saved_problem(info, options.values()) is None


@pytest.mark.parametrize("info", GAMES, ids=lambda g: g.name)
def test_every_kept_value_typed_as_its_flags_reads_back_the_same(info):
    """The settings page writes a kept value as its flags; the game's flags read it back."""
    parser = game_parser(info)
    for each in info.options.lasting():
        values = [each.default, *each.choices, *(v for _, v, _ in each.flags)]
        if each.kind == "whole":
            values += [each.low, each.high]
        if each.kind in ("switch", "on/off"):
            values += [True, False]
        for value in (v for v in values if v is not None):
            assert saved_problem(info, {each.name: value}) is None, (each.name, value)
            parsed = parser.parse_args(as_words(info, {each.name: value}))
            assert getattr(parsed, each.name) == value, (each.name, value)


@pytest.mark.parametrize("name, value", [("level", 4), ("level", "2"), ("level", True), ("match", 0),
                                         ("match", 100), ("cube", "yes"), ("position", 7),
                                         ("colour", 1), ("level", [1])])
def test_a_saved_value_outside_its_options_kind_or_bounds_is_refused(name, value):
    assert saved_problem(find_game("backgammon"), {name: value}) is not None


def test_who_sits_where_is_a_list_of_names_and_a_seat_count_within_the_games():
    hearts = find_game("hearts")
    assert hearts.options.field_named("seat").kind == SEATS
    assert saved_problem(hearts, {"seat": ["person", "computer", "computer"], "players": 3}) is None
    assert saved_problem(hearts, {"seat": "person"}) is not None
    assert saved_problem(hearts, {"players": 5}) is not None              # Short Hearts seats 3 or 4


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

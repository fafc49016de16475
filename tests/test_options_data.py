"""A game's options are data: its flags, its settings page and the check of what a file
holds all come from its one frozen options object, and agree with each other."""
from __future__ import annotations

import dataclasses
import doctest
import importlib

import pytest

from games.optiondata import GameOptions
from games.options import as_words, game_parser, saved_problem
from games.registry import all_games

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

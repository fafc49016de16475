"""Each trick-avoidance game's descriptor agrees with its rules' variant (moved from the shared
tests/test_descriptors.py, as it names its games)."""
import importlib

import pytest


@pytest.mark.parametrize("package", ["polignac", "slobberhannes", "short_hearts", "blacktile"])
def test_a_trick_avoidance_descriptor_agrees_with_its_rules(package):
    info = importlib.import_module(f"games.{package}").GAME
    variant = importlib.import_module(f"games.{package}.rules").VARIANT
    assert (info.title, info.seats) == (variant.name, variant.seats)
    options = info.setup(0).options
    assert options.passing is None                   # not given: the rules' own custom
    passing = info.options.field_named("passing")
    assert "--passing" in passing.all_flags
    assert passing.help.endswith(f"default {'on' if variant.passing else 'off'})")

"""The examples in the Backgammon modules' docstrings run as written."""
from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["board", "notation", "game", "entry", "bearoff", "matchplay"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"games.backgammon.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0

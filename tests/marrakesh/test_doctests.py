"""The examples in the Marrakesh modules' docstrings run as written."""
from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["deck", "board", "moves", "rules", "scoring", "game", "players.solitaire"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(f"games.marrakesh.{name}")
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0

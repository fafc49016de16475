"""tools/marrakech_ceiling.py: the computer told its own throw of the die."""
import random
import sys
from pathlib import Path

from games.marrakech.moves import Turn
from games.marrakech.rules import MarrakechState, Walked

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "tools"))

import marrakech_ceiling  # noqa: E402


def test_the_computer_is_told_the_throw_the_die_then_shows():
    for seed in range(6):
        state = MarrakechState(random.Random(seed), 4)
        told = marrakech_ceiling.coming_throw(state)
        state.apply(Turn("S"))
        assert [e.throw for e in state.log if isinstance(e, Walked)] == [told]


def test_a_loaded_throw_is_the_one_told():
    state = MarrakechState(random.Random(0), 2, throws=[4])
    assert marrakech_ceiling.coming_throw(state) == 4


def test_the_ceiling_tool_reports_its_figures(capsys):
    assert marrakech_ceiling.main(["--against", "random", "--players", "2", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert "computer told its throw v random, 2 seats: 2 games" in out and "95% interval" in out


def test_the_ceiling_tool_refuses_an_unknown_opponent(capsys):
    assert marrakech_ceiling.main(["--against", "nobody"]) == 2
    assert "marrakech_ceiling:" in capsys.readouterr().err

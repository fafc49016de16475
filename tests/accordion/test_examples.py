"""The Accordion solvers in examples/ load as the manual says and play on the bench."""
import json

import pytest

from games.registry import find_game


@pytest.mark.parametrize("one, spec", [(False, "examples.accordion_solver:Solver"),
                                       (True, "examples.accordion_one_card:Solver")])
def test_the_accordion_examples_play_on_the_bench(one, spec, capsys):
    bench = find_game("accordion").commands["bench"]
    argv = ["--solver", spec, "--deals", "2", "--jobs", "1", "--json", "--time-limit", "30"]
    assert bench(argv + (["--one"] if one else [])) == 0
    solver = json.loads(capsys.readouterr().out)["solvers"][0]
    assert solver["failures"] == 0 and solver["mean_piles"] < 20


def test_the_accordion_example_solves_from_a_position():
    from examples.accordion_solver import Solver
    from games.accordion.rules import deal_codes
    from games.accordion.solvers import replay
    deal = deal_codes(1)
    line = Solver().solve_position(deal[:10], deal[10:], 5.0)
    assert replay(deal, line) < 52

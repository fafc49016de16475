"""A 10,000-character value is cut in the error line, by every parser (issue 39): the
refusal is one readable line, not the value again."""
import pytest

from games.cli import main

LONG = "x" * 10_000


@pytest.mark.parametrize("argv", [
    ["gin", "--opponent", LONG],
    ["gin", "--screenshot", LONG],
    ["gin", "--seed", LONG],
    ["backgammon", "--position", LONG],
    ["backgammon", "--level", LONG],
    ["marrakech", "--seat", LONG],
    ["marrakech", "--rugs", LONG],
    ["marrakesh", "--rounds", LONG],
    ["gin", LONG],
    ["records", LONG],
    ["match", LONG],
    ["bench", LONG],
    ["match", "gin", "--player", LONG],
    ["match", "gin", "--opponent", LONG],
    ["match", "piquet", "--games", LONG],
    ["match", "marrakech", "--seat", LONG],
    ["bench", "accordion", "--time-limit", LONG],
    ["bench", "accordion", "--solver", LONG],
    ["league", LONG],
    ["league", "gin", "--player", LONG, "--player", "random"],
    ["league", "gin", "--plot", LONG],
], ids=lambda argv: " ".join(a if a != LONG else "LONG" for a in argv))
def test_a_long_value_is_cut_in_the_error_line(argv, capsys):
    try:
        status = main(argv)
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err
    assert "error" in err and "x" * 40 in err and "..." in err
    assert "x" * 41 not in err and len(err) < 1000, err[:300]


def test_short_values_and_quotes_are_left_alone():
    from games.argtypes import short_message
    assert short_message("argument --scale: not a whole number: 'two'") == \
        "argument --scale: not a whole number: 'two'"
    long_spaced = "a " * 3000
    assert short_message(f"no game called {long_spaced!r}") == f"no game called {long_spaced[:40]!r}"[:-1] + "...'"

"""Accordion's bench cuts a 10,000-character value in its error line, as every parser does."""
import pytest

from games.cli import main

LONG = "x" * 10_000


@pytest.mark.parametrize("flag", ["--time-limit", "--solver"])
def test_a_long_value_is_cut_in_the_benchs_error_line(flag, capsys):
    try:
        status = main(["bench", "accordion", flag, LONG])
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err
    assert "error" in err and "x" * 40 in err and "..." in err and LONG not in err

"""A 10,000-character value is cut in the error line, by every parser (issue 39): the
refusal is one readable line, not the value again. Every option of every registered game
that takes a value is given one, in the window and in its match, and so are the
commands' own words."""
import pytest

from games.cli import main
from games.registry import all_games

LONG = "x" * 10_000
# Options that take any text (a key script, a file to write, a plug-in's name read only
# when the game starts) are not refused at the command line: their values are not echoed.
TAKES_ANY_TEXT = ("--keys", "--export-mat")


def cases():
    games = all_games()
    first = games[0].name
    yield [first, LONG]
    yield [first, "--screenshot", LONG]
    yield [first, "--seed", LONG]
    for word in ("records", "match", "bench", "league"):
        yield [word, LONG]
    for info in games:
        for place, words in (("window", [info.name]), ("match", ["match", info.name])):
            if place == "match" and info.match is None:
                continue
            for option in info.options.fields(place):
                if option.takes_value and option.dashed not in TAKES_ANY_TEXT:
                    yield [*words, option.dashed, LONG]
        if info.match is not None:
            yield ["match", info.name, "--player", LONG]
            yield ["league", info.name, "--player", LONG, "--player", "random"]
            yield ["league", info.name, "--plot", LONG]


@pytest.mark.parametrize("argv", list(cases()), ids=lambda argv: " ".join(a if a != LONG else "LONG" for a in argv))
def test_a_long_value_is_cut_in_the_error_line(argv, capsys):
    try:
        status = main(argv)
    except SystemExit as stop:
        status = stop.code
    assert status == 2
    err = capsys.readouterr().err
    assert "error" in err and "x" * 40 in err and "..." in err and LONG not in err

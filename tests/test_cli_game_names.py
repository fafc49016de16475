"""Game names on the command line, in any case."""
import pytest

from games.cli import main
from games.registry import playable_games


def odd_case(word: str) -> str:
    """``word`` in a case no one types it in: every other letter a capital (BaCkGaMmOn)."""
    return "".join(c.upper() if i % 2 == 0 else c.lower() for i, c in enumerate(word))


NAMES = [(info.name, name) for info in playable_games() for name in (info.name, *info.aliases)]
WITH_MATCH = next(info.name for info in playable_games() if "match" in info.commands)
WITH_BENCH = next(info.name for info in playable_games() if "bench" in info.commands)


def first_screen(capsys, name: str) -> str:
    assert main([name, "--no-boot", "--seed", "1", "--keys", "", "--dump-text"]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("game, name", NAMES, ids=[name for _, name in NAMES])
def test_a_game_is_named_in_any_case(game, name, capsys):
    """Its name or an alias in capitals, or in any mix, starts the game as its name does
    (its first screen, not the menu)."""
    screen = first_screen(capsys, game)
    assert "TRADITIONAL GAMES" not in screen.splitlines()[:3]
    assert first_screen(capsys, name.upper()) == screen and first_screen(capsys, odd_case(name)) == screen


@pytest.mark.parametrize("argv", [["match", WITH_MATCH.capitalize(), "--help"], ["match", WITH_MATCH.upper(), "--help"],
                                  ["bench", WITH_BENCH.upper(), "--help"]])
def test_match_and_bench_take_a_game_in_any_case(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0 and "usage: main.py" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["MATCH", WITH_MATCH, "--help"], ["Bench", WITH_BENCH, "--help"]])
def test_match_and_bench_themselves_in_any_case(argv, capsys):
    # Refused, the message called the lower-case word invalid: "invalid choice: 'match'".
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0 and f"usage: main.py {argv[0].lower()}" in capsys.readouterr().out

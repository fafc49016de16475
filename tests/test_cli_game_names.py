"""Game names on the command line, in any case."""
import pytest

from games.cli import main


@pytest.mark.parametrize("argv, shown", [
    (["Gin"], "Your turn"),
    (["ACCORDION"], "ACCORDION"),
    (["BackGammon"], "COMPUTER X"),
    (["BG"], "COMPUTER X"),
])
def test_a_game_is_named_in_any_case(argv, shown, capsys):
    assert main([*argv, "--no-boot", "--seed", "1", "--keys", "", "--dump-text"]) == 0
    assert shown in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["match", "Gin", "--help"], ["match", "PIQUET", "--help"],
                                  ["bench", "ACCORDION", "--help"]])
def test_match_and_bench_take_a_game_in_any_case(argv, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0 and "usage: main.py" in capsys.readouterr().out


@pytest.mark.parametrize("argv", [["MATCH", "gin", "--help"], ["Bench", "accordion", "--help"]])
def test_match_and_bench_themselves_in_any_case(argv, capsys):
    # Refused, the message called the lower-case word invalid: "invalid choice: 'match'".
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0 and f"usage: main.py {argv[0].lower()}" in capsys.readouterr().out

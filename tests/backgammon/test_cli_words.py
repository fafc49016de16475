"""The command line never takes an option's value for the game's name."""
from games.cli import main


def test_an_options_value_is_never_taken_for_the_game(capsys):
    assert main(["--no-boot", "--keys", "bg", "--dump-text"]) == 0
    assert "COMPUTER X" not in capsys.readouterr().out    # typed at the menu (G is a game there)
    assert main(["--keys", "", "backgammon", "--no-boot", "--dump-text"]) == 0
    assert "COMPUTER X" in capsys.readouterr().out

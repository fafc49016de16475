"""The commands' numbers (a match's games, a bench's time limit) are plain figures, and one too
large is not called too small."""
import pytest


@pytest.mark.parametrize("argv, says", [
    (["match", "gin", "--games", "\uff12"], "not a whole number"),
    (["match", "gin", "--games", "1_000"], "not a whole number"),
    (["bench", "accordion", "--deals", "1", "--time-limit", "1e400"], "at most 86400 (a day)"),
    (["bench", "accordion", "--deals", "1", "--time-limit", "\uff12"], "not a number"),
])
def test_numbers_are_plain_figures_and_too_large_is_not_called_too_small(argv, says, capsys):
    from games.cli import main
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2 and says in capsys.readouterr().err

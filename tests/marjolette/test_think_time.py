"""The think-time tool: processor seconds per decision of a player of any two-seat game (Marjolette's
melder measured; moved from the shared tests, as it names its games)."""
from tests.piquet.test_sparring import tool


def test_the_think_time_tool_prints_each_phase_of_the_player_measured(capsys):
    assert tool("think_time").main(["marjolette", "--player", "melder", "--against", "simple",
                                    "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "melder against simple, 2 games" in out and "play:" in out and "all:" in out


def test_the_think_time_tool_refuses_a_game_of_more_seats_and_a_bad_player(capsys):
    assert tool("think_time").main(["hearts"]) == 2
    assert "not a two-seat game" in capsys.readouterr().err
    assert tool("think_time").main(["gin", "--player", "nobody"]) == 2
    assert "nobody" in capsys.readouterr().err

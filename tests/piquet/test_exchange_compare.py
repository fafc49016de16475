"""The tool that compares Piquet exchanges on the same positions."""
import pytest

from games.piquet.players.rulebased import RuleBasedPlayer
from games.piquet.players.simple import SimplePlayer

from tests.piquet.test_sparring import tool

QUICK = ["--player", "simple", "--against", "simple", "--deals", "2", "--replays", "1"]


def test_an_exchange_compared_with_itself_differs_nowhere_and_scores_exactly_alike(capsys):
    assert tool("piquet_exchange_compare").main(["simple", "simple"] + QUICK) == 0
    out = capsys.readouterr().out
    assert "simple: +0.00 (+0.00 to +0.00) a deal" in out
    assert out.count("(differs 0)") == 2


def test_exchanges_that_put_out_different_cards_are_counted_and_played_out_each():
    exchanges = [SimplePlayer(), RuleBasedPlayer(), SimplePlayer()]
    values, keys = tool("piquet_exchange_compare").one_seat(5, 0, exchanges, SimplePlayer(),
                                                            SimplePlayer(), 1)
    assert keys[0] == keys[2] and values[0] == values[2]
    assert keys[0] != keys[1]


def test_the_compare_tool_refuses_a_bad_player_and_a_lone_exchange(capsys):
    assert tool("piquet_exchange_compare").main(["simple", "nobody"] + QUICK) == 2
    assert "'nobody' is not a built-in" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exc:
        tool("piquet_exchange_compare").main(["simple"] + QUICK)
    assert exc.value.code == 2

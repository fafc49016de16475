"""Every match command stops with a message, not a traceback, when a player misbehaves."""
import pytest

from games.registry import find_game


class Raises:
    def choose(self, view, rng):
        raise RuntimeError("my bug")


class Illegal:
    def choose(self, view, rng):
        return None


@pytest.mark.parametrize("game", ["gin", "piquet", "backgammon"])
@pytest.mark.parametrize("player, says", [("Raises", "Raises.choose raised RuntimeError: my bug"),
                                          ("Illegal", "Illegal chose None, not one of the legal moves")])
def test_a_faulty_player_stops_the_match_with_a_message(game, player, says, capsys):
    match = find_game(game).commands["match"]
    code = match(["--player", f"tests.test_matchcli:{player}", "--player", "simple", "--games", "2"])
    err = capsys.readouterr().err
    assert code == 1
    assert f"match stopped: {says}" in err
    if game == "gin":          # on the shared harness: the whole story, and how to replay it
        assert ("Traceback" in err) == (player == "Raises") and "replay that game:" in err

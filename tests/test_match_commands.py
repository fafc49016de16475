"""Every game's match command: the one JSON shape, and a faulty player stopped with a message."""
import json
import os
from pathlib import Path

import pytest

from games.registry import all_games
from tests.dummy_table import MATCH as TABLE
from tests.schema_check import validate

SCHEMA = json.loads((Path(__file__).parent.parent / "docs" / "match.schema.json").read_text())
MATCHES = {g.name: g.commands["match"] for g in all_games() if "match" in g.commands}
MATCHES["table"] = lambda argv: __import__("games.match", fromlist=["run"]).run(TABLE, argv)
HERE = "tests.test_match_commands"
PLAIN = {g.name: "simple" if "simple" in g.builtins else "random" for g in all_games()}


def plain(game: str, table: str = "high") -> str:
    """A plain built-in player of ``game`` to sit opposite the one under test: its simple
    one, else (a game whose plain player is the random one) its random one."""
    return table if game == "table" else PLAIN[game]


# The first tape's games that play a match: those whose players' output the JSON must survive.
FIRST_TAPE = sorted(g.name for g in all_games() if g.tape == 1 and "match" in g.commands)


def test_every_game_for_two_or_more_has_a_match_command():
    assert FIRST_TAPE == sorted(g.name for g in all_games() if g.tape == 1 and g.seats[1] >= 2) != []
    assert {g.name for g in all_games() if g.seats[1] >= 2} <= set(MATCHES)


@pytest.mark.parametrize("game", sorted(MATCHES))
def test_the_json_fits_the_schema(game, capsys):
    extra = ["--players", "3"] if game == "table" else []
    assert MATCHES[game](["--player", plain(game), "--games", "2", "--json",
                          "--seed", "5"] + extra) == 0
    report = json.loads(capsys.readouterr().out)
    assert validate(SCHEMA, report) == []
    seats = report["seats"]
    assert report["game"] == game and report["seed"] == 5 and len(report["players"]) == seats
    assert report["games"] == seats and sum(p["wins"] for p in report["players"]) == pytest.approx(seats)


def test_the_schema_check_catches_the_old_shapes():
    old_shape = {"game": FIRST_TAPE[1], "parties": 2, "seed": 0,
                  "players": [{"name": "simple", "won": 1.0, "win_rate": 0.5}]}
    errors = validate(SCHEMA, old_shape)
    assert "$: no 'games'" in errors and "$: 'parties' is not allowed" in errors
    assert "$.players[0]: no 'win_interval'" in errors


class Raises:
    def choose(self, view, rng):
        raise RuntimeError("my bug")


class Illegal:
    def choose(self, view, rng):
        return None


@pytest.mark.parametrize("game", sorted(MATCHES))
@pytest.mark.parametrize("player, says", [("Raises", "Raises.choose raised RuntimeError: my bug"),
                                          ("Illegal", "Illegal chose None, not one of the legal moves"),
                                          ("ArrayMove", "ArrayMove chose array([1, 2]), "),
                                          ("Exits", "Exits.choose raised SystemExit: 0")])
def test_a_faulty_player_stops_the_match_with_a_message(game, player, says, capsys):
    module = HERE if player in ("Raises", "Illegal") else "tests.test_match"
    code = MATCHES[game](["--player", f"{module}:{player}", "--player", plain(game, "low"), "--games", "2"])
    out, err = capsys.readouterr()
    assert code == 1 and out == ""
    assert err.split("match stopped: ", 1)[1].startswith(says)   # after any note on rounding the games up
    assert ("Traceback" in err) == (player in ("Raises", "Exits"))
    assert "replay that game: " in err and f"match {game} --player {module}:{player}" in err


class Loud:
    def __init__(self):
        print("made")

    def choose(self, view, rng):
        print("thinking aloud")
        os.write(1, b"straight to the descriptor\n")
        return view.legal_moves[0]


@pytest.mark.parametrize("game", FIRST_TAPE)
def test_a_players_output_never_spoils_the_json(game, capfd):
    assert MATCHES[game](["--player", f"{HERE}:Loud", "--player", plain(game), "--games", "2", "--json"]) == 0
    out, err = capfd.readouterr()
    assert json.loads(out)["game"] == game
    assert "made" in err and "thinking aloud" in err and "straight to the descriptor" in err

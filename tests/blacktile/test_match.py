"""``main.py match blacktile``: three or four seats on the shared harness, every move
checked legal, each player's share of the points."""
from __future__ import annotations

import json

import pytest

from games.cli import main

QUICK = "computer(budget=60, min_samples=2, max_samples=6)"


def run_json(capsys, *argv):
    assert main(["match", "blacktile", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("seats, players", [(3, [QUICK, "careful", "simple"]), (4, ["random", "simple"])])
def test_a_match_rotates_the_players_and_shares_out_the_points(capsys, seats, players):
    argv = [arg for p in players for arg in ("--player", p)]
    report = run_json(capsys, *argv, "--players", str(seats), "--games", str(seats), "--seed", "7")
    assert report["game"] == "blacktile" and report["seats"] == seats and report["games"] == seats
    shares = [p["share"] for p in report["players"]]
    assert sum(shares) == pytest.approx(1.0)
    points = [p["figures"]["penalty_points"] for p in report["players"]]
    moons = sum(p["figures"].get("moon", 0) for p in report["players"])
    hands = seats * seats                       # each game one round, each deal once per rotation
    # every hand puts out at most 11 points, or 22 to each but the shooter
    assert sum(points) <= 11 * (hands - moons) + 22 * (seats - 1) * moons
    assert all(p["points_per_game"] <= 0 for p in report["players"])


def test_a_table_names_the_share_of_the_points(capsys):
    assert main(["match", "blacktile", "--player", "simple", "--player", "random", "--games", "3",
                 "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "blacktile: 3 games, 3 seats" in out and "% of the penalty points (95% interval" in out


def test_bad_match_options_are_refused():
    with pytest.raises(SystemExit):
        main(["match", "blacktile", "--players", "5"])
    with pytest.raises(SystemExit):
        main(["match", "blacktile", "--players", "2"])

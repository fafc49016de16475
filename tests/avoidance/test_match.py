"""``main.py match polignac|slobberhannes|hearts``: rotation round the seats, the shares of
the penalty points, the game's options."""
from __future__ import annotations

import json

import pytest

from games.cli import main
from games.stats import ratio_interval


def run_json(capsys, *argv):
    assert main(["match", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("game", ["polignac", "slobberhannes", "hearts"])
def test_shares_of_the_penalty_points_add_up(capsys, game):
    report = run_json(capsys, game, "--player", "careful", "--player", "simple", "--players", "3",
                      "--games", "6", "--seed", "4")
    players = report["players"]
    assert report["games"] == 6 and report["seats"] == 3 and len(players) == 3
    assert sum(p["share"] for p in players) == pytest.approx(1.0)
    penalties = [p["figures"]["penalty_points"] for p in players]
    for p, points in zip(players, penalties):
        assert p["share"] == pytest.approx(points / sum(penalties))
        low, high = p["share_interval"]
        assert low <= p["share"] <= high
        assert p["points_per_game"] == pytest.approx(-points / 6)


def test_the_table_names_each_share_and_the_options_reach_the_game(capsys):
    assert main(["match", "hearts", "--player", "examples.lowest_card:Lowest", "--player", "simple",
                 "--players", "4", "--games", "4", "--rounds", "2", "--no-passing"]) == 0
    out = capsys.readouterr().out
    assert "Lowest: " in out and "% of the penalty points (95% interval" in out
    report = run_json(capsys, "hearts", "--player", "simple", "--players", "3", "--games", "3", "--rounds", "2")
    assert report["options"] == {"rounds": 2, "passing": None}


def test_bad_match_options_are_refused(capsys):
    with pytest.raises(SystemExit):
        main(["match", "hearts", "--players", "5"])
    with pytest.raises(SystemExit):
        main(["match", "polignac", "--rounds", "0"])


def test_the_ratio_interval_widens_with_spread():
    share, low, high = ratio_interval([1, 3, 2, 2], [8, 8, 8, 8])
    assert share == 0.25 and low < 0.25 < high

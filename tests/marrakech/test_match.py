"""``main.py match marrakech``: the game's description for the shared harness."""
import json
import random

from games.marrakech import GAME as MATCH
from games.marrakech.match import figures
from games.match import run
from tests.marrakech.helpers import game, play_out


def report(argv, capsys):
    assert run(MATCH, argv + ["--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_match_of_three_seats_rotates_the_players_and_keeps_the_rules_options(capsys):
    data = report(["--player", "greedy", "--player", "random", "--players", "3", "--games", "3",
                   "--seed", "5", "--rugs", "15", "--turn-at-end"], capsys)
    assert data["seats"] == 3 and data["games"] == 3
    assert data["options"] == {"rugs": 15, "turn_at_end": True}
    assert [p["name"] for p in data["players"]] == ["greedy", "random", "random#2"]
    assert sum(p["wins"] for p in data["players"]) == 3
    # Fifteen rugs each in a three-player game, laid unless the player went out.
    for p in data["players"]:
        assert p["figures"]["rugs"] == 45 or p["figures"]["out"]


def test_two_player_rugs_follow_the_option(capsys):
    data = report(["--player", "greedy", "--player", "greedy", "--games", "2", "--seed", "3", "--rugs", "15"],
                  capsys)
    # Two games of thirty rugs each (fifteen of each colour), nobody out on this seed.
    assert [p["figures"]["rugs"] for p in data["players"]] == [60, 60]
    assert [p["figures"]["out"] for p in data["players"]] == [0, 0]


def test_figures_add_up_to_the_score():
    state = play_out(game(4, seed=8), random.Random(8))
    rows = figures(state)
    assert [r["dirhams"] + r["shown"] for r in rows] == state.scores()
    assert sum(r["paid"] for r in rows) == sum(r["received"] for r in rows)

"""The league (games.match.league): every registered game's, the rating fit on known answers,
the same results whatever --jobs, isolated plug-ins, failures, Ctrl-C and the picture."""
from __future__ import annotations

import importlib
import json
import math
import os
import random
import signal
from collections import Counter

import numpy as np
import pytest

from games.match import league
from games.match.isolate import check_sendable
from games.match.schedule import Schedule
from games.match.rating import ELO, Comparison, comparisons, fit, head_to_head, rate
from games.registry import all_games
from tests.dummy_table import MATCH

HERE = "tests.test_league"
LEAGUES = [g for g in all_games() if "league" in g.commands]


def run(info, argv, capsys):
    code = league.run(info, argv)
    out, err = capsys.readouterr()
    return code, out, err


def report(info, argv, capsys):
    code, out, err = run(info, argv + ["--json"], capsys)
    assert code == 0, err
    return json.loads(out)


def cheap_pair(info):
    """Two of the game's quickest built-ins: random and simple where it has them (one of them
    twice where it has only one), never the slower computers."""
    names = [n for n in ("random", "simple") if n in info.builtins] or sorted(info.builtins)[:1]
    return (names * 2)[:2]


def test_every_game_of_two_seats_or_more_has_a_league():
    assert LEAGUES == [g for g in all_games() if g.seats[1] >= 2] and LEAGUES


@pytest.mark.parametrize("info", LEAGUES, ids=lambda g: g.name)
def test_a_tiny_league_of_every_game_rates_its_players_on_the_same_deals(info, capsys):
    pair = cheap_pair(info)
    got = report(info, ["--player", pair[0], "--player", pair[1], "--games", "1", "--seed", "5", "--jobs", "1"],
                 capsys)
    assert got["deals"] == 1 and got["seats"] == info.seats[0] and got["anchor"] == pair[0]
    assert [p["spec"] for p in got["players"]] == pair and got["players"][0]["rating"] == 0.0
    assert all(p["games"] == got["games"] for p in got["players"])    # both sit at every table
    (a, b) = got["head_to_head"]
    assert math.isclose(a["win_rate"] + b["win_rate"], 1) and math.isclose(a["margin"], -b["margin"])
    assert a["comparisons"] == b["comparisons"] > 0


@pytest.mark.parametrize("info", LEAGUES, ids=lambda g: g.name)
def test_every_games_views_reach_an_isolated_player_which_plays_as_in_one_process(info, capsys):
    argv = ["--player", f"{HERE}:Careless", "--player", cheap_pair(info)[1], "--games", "1", "--seed", "6",
            "--jobs", "1"]
    alone, shared = report(info, argv + ["--isolate"], capsys), report(info, argv, capsys)
    for got in (alone, shared):
        got.pop("seconds")
    assert alone == shared


def test_two_seats_every_pair_plays_the_same_deals_both_ways(capsys):
    got = report(MATCH, ["--player", "high", "--player", "low", "--player", "chance", "--games", "4",
                         "--seed", "3", "--players", "2"], capsys)
    assert got["tables"] == [["high", "low"], ["high", "chance"], ["low", "chance"]]
    assert got["games"] == 3 * 4 and got["deals"] == 2 and got["seatings"] == 6
    assert all(p["games"] == 8 for p in got["players"])


def test_fewer_players_than_seats_fill_the_table_with_copies_in_every_way(capsys):
    code, out, _ = run(MATCH, ["--player", "high", "--player", "low", "--players", "3", "--games", "1"], capsys)
    assert code == 0 and "high high low; high low low" in out and "; 6 games a deal" in out


def test_every_seating_round_the_table_of_three_different_players(capsys):
    argv = ["--player", "high", "--player", "low", "--player", "chance", "--games", "6"]
    got = report(MATCH, argv + ["--seatings", "every"], capsys)
    assert got["seatings"] == 6 and got["games"] == 6 and got["tables"] == [["high", "low", "chance"]]
    assert got["seating_rule"] == "every" and got["deals"] == 1
    got = report(MATCH, argv, capsys)
    assert got["seatings"] == 3 and got["games"] == 6 and got["deals"] == 2 and got["cycle"] == 2


@pytest.mark.parametrize("entrants, seats", [(4, 4), (5, 4), (5, 5), (2, 4), (3, 4), (6, 6)])
def test_rotated_seats_every_entrant_in_every_seat_of_each_deal_and_every_seating_over_the_cycle(entrants, seats):
    rotated = Schedule(entrants, seats, 1, "rotated")
    rotated = Schedule(entrants, seats, rotated.cycle, "rotated")
    every = Schedule(entrants, seats, 1, "every")
    assert rotated.per_deal == len(rotated.tables) * seats
    played = Counter()
    for number in range(1, rotated.games + 1):
        deal, seating = rotated.game(number)
        played[seating] += 1
    for deal in range(rotated.deals):
        for t, members in enumerate(rotated.tables):
            at = [s for table, s in rotated.rounds(deal) if table == t]
            for seat in range(seats):        # each member holds each seat's hand once a deal
                assert sorted(s[seat] for s in at) == sorted(members)
    aperiodic = {s for _, s in every.rounds(0)
                 if len({s[k:] + s[:k] for k in range(seats)}) == seats}
    assert set(played) == aperiodic and len(set(played.values())) == 1
    if entrants >= seats:                    # everyone sits after everyone else equally often
        after = Counter((s[k], s[(k + 1) % seats]) for s, n in played.items() for k in range(seats) for _ in range(n))
        assert len(set(after.values())) == 1


def test_the_seating_rule_is_in_the_replay_line_and_absent_from_two_seat_games(capsys):
    code, _, err = run(MATCH, ["--player", f"{HERE}:Raises", "--player", "low", "--player", "high",
                               "--seatings", "every", "--jobs", "1"], capsys)
    assert code == 1 and "--player high --seatings every --games 100" in err
    two = next(g for g in LEAGUES if g.seats == (2, 2))
    with pytest.raises(SystemExit):
        league.league_parser(two)[0].parse_args(["--seatings", "every"])
    assert Schedule(4, 2, 3, "rotated").rounds(1) == Schedule(4, 2, 3, "every").rounds(1)


def test_the_results_are_the_same_whatever_jobs(capsys):
    argv = ["--player", "chance", "--player", "high", "--player", f"{HERE}:Careless", "--games", "40",
            "--seed", "11", "--players", "3"]
    one, two = (report(MATCH, argv + ["--jobs", j], capsys) for j in ("1", "2"))
    for got in (one, two):
        got.pop("seconds"), got.pop("jobs")
    assert one == two


def test_an_isolated_plug_in_plays_exactly_as_in_one_process(capsys):
    argv = ["--player", f"{HERE}:Careless", "--player", "chance", "--games", "24", "--seed", "2"]
    alone, shared = report(MATCH, argv + ["--isolate", "--jobs", "2"], capsys), report(MATCH, argv + ["--jobs", "1"], capsys)
    for got in (alone, shared):
        got.pop("seconds"), got.pop("jobs")
    assert alone == shared


def test_an_isolated_plug_in_is_sent_views_and_told_its_hooks(capsys):
    got = report(MATCH, ["--player", f"{HERE}:Snoops", "--player", "low", "--games", "2", "--isolate",
                         "--jobs", "1"], capsys)
    assert got["games"] == 2      # Snoops fails the game if it finds a state in its process


def test_an_isolated_plug_in_that_fails_stops_the_league_with_a_replay_line(capsys):
    code, _, err = run(MATCH, ["--player", f"{HERE}:Illegal", "--player", "low", "--games", "2", "--isolate",
                               "--jobs", "1"], capsys)
    assert code == 1 and err.startswith("league stopped: Illegal chose 'play 99', not one of the legal moves")
    assert "replay that game: " in err and "league table --player tests.test_league:Illegal" in err
    assert "--isolate --game 1 --verbose" in err
    code, _, err = run(MATCH, ["--player", f"{HERE}:Raises", "--player", "low", "--isolate", "--jobs", "1"], capsys)
    assert code == 1 and "Raises.choose raised IsolatedError: RuntimeError: no" in err


def test_nothing_but_plain_values_and_the_projects_dataclasses_is_sent_to_an_isolated_player():
    state = MATCH.new_state(MATCH.setup(1))
    check_sendable(state.view(0))
    with pytest.raises(TypeError):
        check_sendable(state)                       # holds its random stream
    with pytest.raises(TypeError):
        check_sendable((state.view(0), random.Random(1)))
    with pytest.raises(TypeError):
        check_sendable({"later": lambda: state})


def test_a_failing_player_in_process_is_reported_as_in_a_match(capsys):
    code, _, err = run(MATCH, ["--player", f"{HERE}:Raises", "--player", "low", "--jobs", "2", "--games", "8"],
                       capsys)
    assert code == 1 and err.startswith("league stopped: Raises.choose raised RuntimeError: no")
    assert "game 1 of the league, dealt from seed 0" in err


def test_ctrl_c_prints_the_table_of_the_games_played_so_far(capsys):
    code, out, err = run(MATCH, ["--player", f"{HERE}:PressesCtrlCInGame5", "--player", "low", "--games", "20",
                                 "--jobs", "1", "--json"], capsys)
    assert code == 130 and "the table is of the 4 games played so far" in err
    assert json.loads(out)["games"] == 4


def test_the_plot_is_a_picture_of_the_ratings(capsys, tmp_path):
    import pygame
    path = tmp_path / "ratings.png"
    code, _, err = run(MATCH, ["--player", "high", "--player", "chance", "--games", "6", "--plot", str(path)], capsys)
    assert code == 0, err
    picture = pygame.image.load(str(path))
    assert picture.get_width() == 960 and picture.get_height() > 100
    with pytest.raises(SystemExit):
        league.run(MATCH, ["--player", "high", "--player", "chance", "--plot", str(tmp_path / "x.gif")])


def test_the_fit_finds_known_ratings_from_the_results_they_would_give():
    truth = np.array([0.0, 100.0, 250.0, -80.0])
    p = 1 / (1 + 10 ** ((truth[None, :] - truth[:, None]) / 400))
    counts = np.full((4, 4), 10000.0) - np.diag([10000.0] * 4)
    ratings, errors = fit(p * counts, counts, 0)
    assert np.allclose(ratings, truth, atol=0.5)
    shifted, _ = fit(p * counts, counts, 2)
    assert np.allclose(shifted, truth - 250, atol=0.5)      # the anchor only moves the zero


def test_the_fisher_error_of_two_players_is_the_binomials():
    ratings, errors = fit(np.array([[0, 750.], [250, 0]]), np.array([[0, 1000.], [1000, 0]]), 1)
    assert math.isclose(ratings[0], 400 * math.log10(3), abs_tol=0.2)
    assert math.isclose(errors[0], ELO / math.sqrt(1000 * 0.75 * 0.25), rel_tol=1e-3)


def test_the_intervals_from_resampling_deals_hold_the_truth_and_narrow_with_more_deals():
    rng = random.Random(4)
    truth = [0.0, 150.0]

    def games(deals):
        found = []
        for d in range(deals):
            for _ in range(4):
                won = rng.random() < 1 / (1 + 10 ** ((truth[0] - truth[1]) / 400))
                found.append(Comparison(d, 1, 0, 1.0 if won else 0.0, 1.0 if won else -1.0))
        return found
    some = games(50)
    few, many = rate(some, 2, 0, seed=1), rate(games(2000), 2, 0, seed=1)
    assert many.low[1] < 150 < many.high[1] and few.low[1] < few.ratings[1] < few.high[1]
    assert many.high[1] - many.low[1] < (few.high[1] - few.low[1]) / 4
    assert rate(some, 2, 0, seed=1) == few                  # the same seed, the same resampling


def test_games_of_more_seats_are_compared_two_by_two_on_points_with_ties_halved():
    found = comparisons([0, 1, 2, 1], [4, 4, 1, 0], [0.5, 0.5, 0, 0], 9)
    assert [(c.a, c.b, c.score, c.margin) for c in found] == [
        (0, 1, 0.5, 0.0), (0, 2, 1.0, 3.0), (0, 1, 1.0, 4.0), (1, 2, 1.0, 3.0), (2, 1, 1.0, 1.0)]
    grid = head_to_head(found, 3)
    assert grid[0, 1].score[0] == 0.75 and grid[1, 0].score[0] == 0.25 and grid[1, 2].compared == 2


@pytest.mark.parametrize("module", ["games.match.schedule", "games.match.rating", "games.match.isolate"])
def test_docstring_examples(module):
    import doctest
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


class Careless:
    """Plays at random from its own stream: its results show whether the stream went on rightly."""
    def choose(self, view, rng):
        return rng.choice(view.legal_moves)


class Snoops:
    """Looks for a game state in its own process: isolated, there must be none."""
    def __init__(self):
        self.told = []

    def start(self, start):
        self.told.append("start")

    def observe(self, event):
        self.told.append("observe")

    def choose(self, view, rng):
        import gc
        from tests.dummy_table import TableState
        if any(isinstance(o, TableState) for o in gc.get_objects()) or "start" not in self.told:
            raise RuntimeError("found a state")
        return view.legal_moves[0]


class Illegal:
    def choose(self, view, rng):
        return "play 99"


class Raises:
    def choose(self, view, rng):
        raise RuntimeError("no")


class PressesCtrlCInGame5:
    """As if the user pressed Ctrl-C during the fifth game (counted by its own hook)."""
    def __init__(self):
        self.ended = 0

    def end(self, result):
        self.ended += 1

    def choose(self, view, rng):
        if self.ended == 4:
            os.kill(os.getpid(), signal.SIGINT)
        return view.legal_moves[0]

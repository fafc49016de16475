"""The doubling dice priced by Janowski's model (games/backgammon/cubeful.py)."""
import random

import pytest

from games.backgammon import cubeful, matfile
from games.backgammon.board import Position
from games.backgammon.game import Settings
from games.backgammon.gamelog import play
from games.backgammon.matchplay import MatchState, chance_after
from games.backgammon.players import FriendlyPlayer

PLAIN = (0.0, 0.0, 0.0, 0.0)      # no gammons


def test_the_live_cube_bends_at_the_take_and_cash_points():
    # without gammons the take point is 1/5 and the cash point 4/5 (W = L = 1)
    assert cubeful.live(0.2, 1, 1, cubeful.CENTRE) == pytest.approx(-1.0)
    assert cubeful.live(0.8, 1, 1, cubeful.CENTRE) == pytest.approx(1.0)
    assert cubeful.live(0.5, 1, 1, cubeful.CENTRE) == pytest.approx(0.0)
    assert cubeful.live(0.8, 1, 1, cubeful.MINE) == pytest.approx(1.0)
    assert cubeful.live(0.2, 1, 1, cubeful.THEIRS) == pytest.approx(-1.0)
    # gammons move the points: a side that wins more gammons reaches its cash point sooner
    assert cubeful.live(0.7, 1, 1, cubeful.CENTRE) < 1.0 < cubeful.live(0.7, 1.5, 1, cubeful.CENTRE)


def test_a_dead_cube_is_the_cubeless_equity_and_a_live_one_is_worth_more_to_its_owner():
    o = (0.6, 0.2, 0.01, 0.1, 0.005)
    dead = 2 * 0.6 - 1 + 0.2 - 0.1 + 0.01 - 0.005
    assert cubeful.money(o, cubeful.CENTRE, 0.0) == pytest.approx(dead)
    mine, centre, theirs = (cubeful.money(o, c, 0.68) for c in (cubeful.MINE, cubeful.CENTRE, cubeful.THEIRS))
    assert mine > centre > theirs


def test_a_pass_near_the_take_point_costs_little_a_take_far_beyond_it_much():
    x = 0.68
    # find the chance at which double-take equals the pass, then look a little either side
    p = next(q / 1000 for q in range(600, 1000) if cubeful.money_decision((q / 1000,) + PLAIN, False, x).double_take >= 1)
    near = cubeful.money_decision((p - 0.01,) + PLAIN, False, x)
    assert near.should_take and 0 < near.double_pass - near.double_take < 0.05
    far = cubeful.money_decision((0.95, 0.3, 0.0, 0.0, 0.0), False, x)
    assert not far.should_take and far.double_take - far.double_pass > 0.3
    # too good: no double beats the pass (playing on for the gammon)
    assert cubeful.money_decision((0.95, 0.6, 0.0, 0.0, 0.0), False, x).no_double > 1.0


def test_an_even_game_is_no_double_and_not_close():
    found = cubeful.money_decision((0.5,) + PLAIN, False, 0.68)
    assert not found.should_double and not found.close
    assert found.no_double == pytest.approx(0.0) and found.double_take == pytest.approx(-0.34)


def test_the_cubes_efficiency_is_gnubgs_by_kind_of_position():
    assert cubeful.efficiency(Position.start()) == 0.68
    race = Position(tuple([0] * 6 + [15] + [0] * 18), tuple([0] * 6 + [15] + [0] * 18))
    assert cubeful.efficiency(race) == pytest.approx(min(0.7, max(0.6, 0.55 + 0.00125 * race.pips())))
    home = Position(tuple([15] + [0] * 24), tuple([15] + [0] * 24))
    assert cubeful.efficiency(home) == 0.6


def test_in_a_match_the_figures_are_match_winning_chances_and_costs_are_put_back_in_equity():
    settings = Settings(match_length=5, score=(2, 1))
    found = cubeful.decision((0.7, 0.2, 0.0, 0.05, 0.0), Position.start(), False, settings, 0, 1)
    assert found.mwc and 0 <= found.no_double <= 1 and found.double_pass == pytest.approx(chance_after(settings, 0, 1))
    span = chance_after(settings, 0, 1) - chance_after(settings, 0, -1)
    assert found.emg(0.01) == pytest.approx(0.02 / span)


def test_a_match_file_is_played_again_move_for_move_with_the_views_its_players_had():
    log = play(MatchState(random.Random(4), 3), [FriendlyPlayer(), FriendlyPlayer()], random.Random(0))
    again = matfile.game_logs(matfile.read(matfile.text(log.games)))
    assert len(again) == len(log.games)

    def seen(turn):
        v = turn.view
        return turn.seat, v.phase, turn.move, tuple(sorted(v.dice)), v.cube, v.owner, v.position, v.settings.score

    for game, read in zip(log.games, again):
        assert [seen(t) for t in read.turns] == [seen(t) for t in game.turns if t.view.phase != "opening"]
        assert (read.winner, read.points) == (game.winner, game.points)

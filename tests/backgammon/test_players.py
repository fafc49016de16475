"""Computer players: legal answers in every phase, the baseline's habits, the cube reasoning."""
from __future__ import annotations

import json
import random

import pytest

from games.backgammon import GAME, search
from games.backgammon.board import Position
from games.backgammon.game import BackgammonState, Decision
from games.backgammon.players import FriendlyPlayer, SearchPlayer, SimplePlayer
from games.plugins import load_object
from tests.backgammon.helpers import position


def play_through(players, seed, limit=400):
    state = BackgammonState.new(random.Random(seed))
    rng = random.Random(seed)
    for _ in range(limit):
        if state.is_terminal():
            return state
        seat = state.current_player()
        move = players[seat].choose(state.view(seat), rng)
        assert move in state.legal_moves() or isinstance(move, Decision)
        state.apply(move)
    pytest.fail("game did not end")


def test_simple_and_friendly_play_whole_legal_games():
    for seed in range(3):
        state = play_through([SimplePlayer(), FriendlyPlayer()], seed)
        assert state.winner in (0, 1)


def test_simple_player_hits_when_it_can():
    pos = position({13: 2, 6: 5}, {16: 1, 1: 2})    # his blot on my 9
    state = BackgammonState.from_position(pos, random.Random(1), on_roll=0)
    state.dice = (4, 2)
    state._successors = pos.successors(4, 2)
    state.phase = "move"
    play = SimplePlayer().choose(state.view(0), random.Random(0))
    assert play.hits == 1


def test_friendly_player_makes_the_five_point_with_an_opening_three_one():
    state = BackgammonState.new(random.Random(0))
    state.dice, state.turn, state.phase = (3, 1), 0, "move"
    state._successors = Position.start().successors(3, 1)
    assert str(FriendlyPlayer().choose(state.view(0), random.Random(0))) == "8/5 6/5"


def fixed(win, win_g=0.0, win_bg=0.0, lose_g=0.0, lose_bg=0.0):
    return lambda me, opp: (win, win_g, win_bg, lose_g, lose_bg)


def test_take_rule_has_the_manuals_one_in_four_as_its_floor():
    pos = Position.start()
    # the doubler (on roll) wins 75%, no gammons: the taker has exactly 1 in 4: take
    assert search.should_take(fixed(0.75), pos)
    assert search.should_take(fixed(0.77), pos)              # a little worse: the cube's value
    assert not search.should_take(fixed(0.85), pos)
    # 1 in 4 but many gammons against the taker: refuse
    assert not search.should_take(fixed(0.75, win_g=0.3), pos)


def test_doubling_window():
    pos = Position.start()
    assert not search.should_double(fixed(0.55), pos, owned=False)
    assert search.should_double(fixed(0.72), pos, owned=False)
    assert not search.should_double(fixed(0.97, win_g=0.6), pos, owned=False)   # too good: play on


def test_players_load_by_name_and_as_module_attribute():
    assert isinstance(load_object("games.backgammon.players:SimplePlayer"), SimplePlayer)
    assert isinstance(load_object("friendly", {"friendly": "games.backgammon.players:FriendlyPlayer"}),
                      SearchPlayer)


def test_match_command_reports_points_per_game(capsys):
    assert GAME.commands["match"](["--player", "friendly", "--player", "simple", "--games", "4",
                                   "--seed", "3", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    first = out["players"][0]
    assert out["games"] == 4 and sum(p["wins"] for p in out["players"]) == 4 and out["options"] == {"cube": True, "match": None}
    assert first["points_interval"][0] <= first["points_per_game"] <= first["points_interval"][1]
    assert GAME.commands["match"](["--player", "simple", "--player", "simple", "--games", "2",
                                   "--no-cube"]) == 0
    assert "points/game" in capsys.readouterr().out


def test_match_command_rejects_bad_players():
    with pytest.raises(SystemExit) as exc:
        GAME.commands["match"](["--player", "nobody", "--player", "simple"])
    assert exc.value.code == 2


def test_expert_searches_three_plies_with_the_networks_batch_evaluator():
    from games.backgammon.heuristic import outputs
    from games.backgammon.network import default_network
    from games.backgammon.players import ComputerPlayer, ExpertPlayer
    expert = ExpertPlayer()
    assert expert.plies == 3
    assert expert.evaluate == default_network().outputs       # asked first: the batch is still the network's
    assert expert.batch == default_network().equities
    assert SearchPlayer(outputs, plies=3).batch is None
    # on the bar with 6-4: at one ply the network likes bar/21 24/18; three plies find bar/15
    pos = position({6: 4, 8: 3, 13: 4, 24: 2, 25: 1, 5: 1}, {6: 5, 8: 2, 13: 5, 21: 1, 23: 2})
    assert str(ComputerPlayer().play_for(pos, (6, 4))) == "bar/21 24/18"
    assert str(expert.play_for(pos, (6, 4))) == "bar/15"

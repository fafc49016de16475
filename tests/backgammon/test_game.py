"""The game as the manual runs it: opening throws, automatic doubles, the doubling dice, results."""
from __future__ import annotations

import random

import pytest

from games.backgammon import GAME
from games.backgammon.board import Position
from games.backgammon.game import CUBE, MOVE, OPENING, OVER, TAKE, BackgammonState, Decision, Settings
from games.backgammon.notation import Play
from games.engine import TERMINAL, IllegalMove
from tests.backgammon.helpers import ScriptedDice, position


def new(throws, **settings):
    return BackgammonState.new(ScriptedDice(throws), Settings(**settings))


def test_opening_winner_starts_with_the_thrown_dice():
    state = new([2, 5])
    assert state.phase == OPENING and state.current_player() == 1 and state.dice == (2, 5)
    assert state.cube == 1 and state.owner is None
    state.apply(Decision("keep"))
    assert state.phase == MOVE and state.current_player() == 1 and state.dice == (2, 5)


def test_opening_winner_may_throw_again():
    state = new([6, 1, 3, 3])
    assert state.current_player() == 0
    state.apply(Decision("reroll"))
    assert state.dice == (3, 3) and state.phase == MOVE
    assert {play.points_moved() for play in state.view(0).plays} == {12}    # four threes


def test_automatic_doubles_raise_the_stake_but_leave_the_cube_centred():
    state = new([4, 4, 2, 2, 5, 3])
    assert state.opening_throws == [(4, 4), (2, 2), (5, 3)]
    assert state.cube == 4 and state.owner is None and state.current_player() == 0


def test_automatic_doubles_can_be_turned_off_and_stop_at_64():
    assert new([4, 4, 5, 3], automatic_doubles=False).cube == 1
    assert new([1, 1] * 8 + [2, 1]).cube == 64


def test_double_take_passes_the_cube_and_refusal_loses_the_stake():
    state = new([5, 3])
    state.apply(Decision("keep"))
    state.apply(state.legal_moves()[0])          # seat 0 plays; seat 1 now decides before throwing
    assert state.phase == CUBE and state.current_player() == 1
    state.apply(Decision("double"))
    assert state.phase == TAKE and state.current_player() == 0
    state.apply(Decision("take"))
    assert state.cube == 2 and state.owner == 0 and state.phase == MOVE and state.current_player() == 1
    state.apply(state.legal_moves()[0])
    # seat 0 owns the cube: it may redouble
    assert state.phase == CUBE and state.current_player() == 0
    state.apply(Decision("double"))
    state.apply(Decision("drop"))
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.returns() == [2.0, -2.0] and state.result == "dropped"


def test_only_the_owner_may_double():
    state = new([5, 3])
    state.apply(Decision("keep"))
    state.apply(state.legal_moves()[0])
    state.apply(Decision("double"))
    state.apply(Decision("take"))               # seat 0 owns the cube now
    state.apply(state.legal_moves()[0])         # seat 1 plays
    state.apply(Decision("roll"))               # seat 0 declines to redouble
    state.apply(state.legal_moves()[0])
    assert state.current_player() == 1 and state.phase == MOVE   # seat 1 is not offered the cube


def test_no_cube_means_no_doubling_questions():
    state = new([5, 3], cube=False)
    state.apply(Decision("keep"))
    state.apply(state.legal_moves()[0])
    assert state.phase == MOVE


@pytest.mark.parametrize("loser,points,result", [({1: 14}, 1, "single"), ({1: 15}, 2, "gammon"),
                                                 ({19: 1, 1: 14}, 3, "backgammon")])
def test_results_count_gammons_and_backgammons_times_the_stake(loser, points, result):
    start = position({1: 1}, loser)
    state = BackgammonState.from_position(start, ScriptedDice([6, 5]), on_roll=0, cube=4, owner=0)
    state.apply(Decision("roll"))
    state.apply(Play.parse("1/off"))
    assert state.phase == OVER and state.result == result and state.returns() == [4.0 * points, -4.0 * points]


def test_illegal_plays_are_refused_and_change_nothing():
    state = new([5, 3])
    state.apply(Decision("keep"))
    before = state.position()
    for bad in ["24/20", "8/4 6/3", "cannot move"]:
        with pytest.raises(IllegalMove):
            state.apply(Play.parse(bad))
    with pytest.raises(IllegalMove):
        state.apply(Decision("double"))
    assert state.position() == before and state.phase == MOVE
    state.apply(Play.parse("8/3 6/3"))
    assert state.current_player() == 1


def test_views_are_from_the_seats_own_side():
    state = new([5, 3])
    state.apply(Decision("keep"))
    state.apply(Play.parse("8/3 6/3"))
    mine, theirs = state.view(0), state.view(1)
    assert mine.position.me[2] == 2 and theirs.position.opp[2] == 2
    assert mine.legal_moves == () and theirs.legal_moves == tuple(state.legal_moves())


def test_clone_is_independent_and_replays_the_same_dice():
    state = BackgammonState.new(random.Random(5))
    copy = state.clone()
    state.apply(state.legal_moves()[0])
    assert copy.phase == OPENING
    copy.apply(copy.legal_moves()[0])
    assert copy.dice == state.dice and copy.position() == state.position()


def test_start_from_a_position_id():
    pos = Position.from_id("4PPgASjgc/ABMA")
    state = BackgammonState.from_position(pos, random.Random(1), on_roll=0)
    assert state.position(0) == pos and state.current_player() == 0 and state.phase == CUBE


def test_game_info_new_state_is_a_fresh_game():
    state = GAME.new_state(GAME.setup(1))
    assert state.phase == OPENING and state.position() in (Position.start(),)

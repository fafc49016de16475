"""Resigning: the Resign move and its answers in the rules engine, and the computer's judgement."""
from __future__ import annotations

import random

import pytest

from games.backgammon.board import Position
from games.backgammon.game import (CUBE, MOVE, OPENING, OVER, RESIGN, TAKE, BackgammonState,
                                   Decision, Resign, parse_move)
from games.backgammon.match import figures
from games.backgammon.players import ComputerPlayer, SimplePlayer
from games.engine import IllegalMove, InvalidNotation
from tests.backgammon.helpers import ScriptedDice, position


def started() -> BackgammonState:
    """From the starting position, seat 0 has thrown: seat 0 to move."""
    state = BackgammonState.from_position(Position.start(), random.Random(3))
    state.apply(Decision("roll"))
    return state


def test_resignations_print_and_parse():
    for level, text in ((1, "resign single"), (2, "resign gammon"), (3, "resign backgammon")):
        assert str(Resign(level)) == text and Resign.parse(text) == Resign(level)
        assert parse_move(text.upper()) == Resign(level) and Resign.parse(f"resign {level}") == Resign(level)
    for bad in ("resign", "resign double", "resign 4", "surrender gammon"):
        with pytest.raises(InvalidNotation):
            Resign.parse(bad)
    with pytest.raises(InvalidNotation):
        Resign(0)


def test_resigning_is_offered_at_your_turn_before_or_after_throwing_only():
    state = BackgammonState.new(ScriptedDice([5, 3]))
    assert state.phase == OPENING and not state.resignations()
    state.apply(Decision("keep"))
    assert state.phase == MOVE and state.legal_moves()[-3:] == [Resign(1), Resign(2), Resign(3)]
    assert all(m.steps for m in state.view(0).plays)
    state.apply(state.view(0).plays[0])
    assert state.phase == CUBE and state.legal_moves() == [Decision("roll"), Decision("double"),
                                                             Resign(1), Resign(2), Resign(3)]
    state.apply(Decision("double"))
    assert state.phase == TAKE and Resign(1) not in state.legal_moves()
    with pytest.raises(IllegalMove):
        state.apply(Resign(1))


@pytest.mark.parametrize("level, result", [(1, "single"), (2, "gammon"), (3, "backgammon")])
def test_an_accepted_resignation_ends_the_game_at_that_many_times_the_stake(level, result):
    state = started()
    state.cube = 2
    state.apply(Resign(level))
    assert state.phase == RESIGN and state.current_player() == 1 and state.resigning == level
    assert state.view(1).resigning == level and state.legal_moves() == [Decision("accept"), Decision("reject")]
    state.apply(Decision("accept"))
    assert state.phase == OVER and state.winner == 1 and state.points == 2 * level
    assert state.result == result and state.resigned and state.returns() == [-2.0 * level, 2.0 * level]
    assert figures(state)[1]["by_resignation"] == 1 and figures(state)[0]["by_resignation"] == 0


def test_a_rejected_resignation_goes_back_to_the_turn_and_only_a_higher_one_may_follow():
    state = started()
    plays, dice = state.legal_moves()[:-3], state.dice
    state.apply(Resign(2))
    copy = state.clone()
    state.apply(Decision("reject"))
    assert state.phase == MOVE and state.dice == dice and state.current_player() == 0
    assert state.legal_moves() == plays + [Resign(3)] and state.view(0).rejected == 2
    with pytest.raises(IllegalMove, match="only a higher offer"):
        state.apply(Resign(1))
    assert copy.phase == RESIGN         # the clone did not move on with the original
    state.apply(plays[0])
    state.apply(Decision("roll"))       # seat 1's turn, then seat 0 may offer any level again
    state.apply(state.view(1).plays[0])
    assert state.current_player() == 0 and state.resignations() == [Resign(1), Resign(2), Resign(3)]


def test_resigning_before_throwing_goes_back_to_the_doubling_question():
    state = started()
    state.apply(state.view(0).plays[0])
    state.apply(Resign(1))
    state.apply(Decision("reject"))
    assert state.phase == CUBE and state.current_player() == 1 and state.dice == (0, 0)


def test_answers_are_only_for_a_resignation():
    state = started()
    with pytest.raises(IllegalMove):
        state.apply(Decision("accept"))


def test_simple_accepts_any_resignation():
    state = started()
    state.apply(Resign(3))
    assert SimplePlayer().choose(state.view(1), random.Random(0)) == Decision("accept")


def answer(pos: Position, level: int, throw: bool = False) -> Decision:
    """The computer's answer (seat 1) when seat 0, on roll in ``pos``, offers ``level``."""
    state = BackgammonState.from_position(pos, random.Random(1))
    if throw:
        state.apply(Decision("roll"))
    state.apply(Resign(level))
    return ComputerPlayer().choose(state.view(1), random.Random(0))


def test_the_computer_takes_a_single_game_at_the_start_and_nothing_less_than_it_expects():
    assert answer(Position.start(), 1) == Decision("accept")
    # 15 pieces on your 13-point against four of mine on my 6-point: a gammon, not a backgammon
    # (in a race nothing of yours can be caught in my inner table)
    far_behind = position({13: 15}, {6: 4})
    assert answer(far_behind, 1) == Decision("reject")
    assert answer(far_behind, 2) == Decision("accept")
    # your pieces all home, on your 1- to 3-points: after your throw nothing can make a gammon
    home = position({1: 5, 2: 5, 3: 5}, {2: 2, 3: 2})
    assert answer(home, 1, throw=True) == Decision("accept")


def test_the_computer_resigns_only_what_it_is_sure_to_lose():
    hopeless = BackgammonState.from_position(position({13: 15}, {6: 4}), random.Random(1), on_roll=1)
    assert ComputerPlayer().choose(hopeless.view(1), random.Random(0)) == Resign(2)
    hopeless.apply(Resign(2))
    hopeless.apply(Decision("reject"))
    # rejected once: it does not offer the same again, but plays on
    assert ComputerPlayer().choose(hopeless.view(1), random.Random(0)) == Decision("roll")
    assert ComputerPlayer().choose(BackgammonState.new(random.Random(4)).view(0),
                                   random.Random(0)) == Decision("keep")

"""Matches to N points: the score, the Crawford rule, the end of the match, and the computer's
decisions at the score."""
from __future__ import annotations

import random

import pytest

from games.backgammon.board import Position
from games.backgammon.game import CUBE, MOVE, OPENING, BackgammonState, Decision, Settings
from games.backgammon.matchplay import (Match, MatchState, chance_after, match_winning_chance,
                                        should_accept_resignation, should_double, should_take)
from games.backgammon.players import ComputerPlayer


def finish(state: BackgammonState, winner: int) -> BackgammonState:
    """End a game at once: ``winner`` doubles at his next turn and the other refuses."""
    if state.phase == OPENING:
        state.apply(Decision("keep"))
    while not (state.phase == CUBE and state.current_player() == winner):
        state.apply(state.legal_moves()[0])       # the first play, or throwing without doubling
    state.apply(Decision("double"))
    state.apply(Decision("drop"))
    return state


def test_the_crawford_game_comes_once_after_a_side_reaches_n_minus_1():
    match = Match(5)
    match.score_game(0, 2)
    match.score_game(0, 2)                        # 4-0: seat 0 one point away
    settings = match.game_settings()
    assert settings.crawford and settings.score == (4, 0) and settings.match_length == 5
    match.score_game(1, 1)                        # the trailer wins the Crawford game
    assert not match.crawford_next() and not match.game_settings().crawford
    match.score_game(1, 2)                        # post-Crawford games stay post-Crawford
    assert not match.game_settings().crawford


def test_no_crawford_game_in_a_one_point_match_or_before_n_minus_1():
    assert not Match(1).game_settings().crawford
    match = Match(7)
    match.score_game(1, 4)
    assert not match.game_settings().crawford
    match.score_game(1, 2)
    assert match.game_settings().crawford


def test_nobody_may_double_in_the_crawford_game():
    state = BackgammonState.from_position(Position.start(), random.Random(1),
                                          settings=Settings(match_length=5, score=(4, 2), crawford=True))
    assert state.phase == MOVE and not state.may_double()
    for _ in range(20):                           # no turn starts with the doubling question
        assert Decision("double") not in state.legal_moves()
        state.apply(state.view(state.current_player()).plays[0])
        assert state.phase != CUBE


def test_doubling_is_back_after_the_crawford_game_and_match_games_have_no_automatic_doubles():
    match = Match(3)
    match.score_game(0, 2)
    match.score_game(1, 1)
    settings = match.game_settings()
    assert not settings.crawford and not settings.automatic_doubles
    state = BackgammonState.from_position(Position.start(), random.Random(1), settings=settings)
    assert state.phase == CUBE and state.may_double()
    tied = match.new_game(random.Random(0))       # seed 0 ties its opening throws: still 1
    assert tied.cube == 1


def test_the_match_ends_at_n_points_whatever_the_overshoot_and_records_games():
    match = Match(3)
    state = finish(match.new_game(random.Random(2)), 1)
    assert state.points == 1 and state.result == "dropped"
    match.record(state)
    assert match.score == [0, 1] and not match.is_over() and match.winner() is None
    match.score_game(1, 6)                        # a backgammon at a stake of 2
    assert match.is_over() and match.winner() == 1 and match.score == [0, 7] and match.games == 2
    with pytest.raises(ValueError):
        match.game_settings()
    with pytest.raises(ValueError):
        match.score_game(0, 1)
    with pytest.raises(ValueError):
        match.record(BackgammonState.new(random.Random(1)))


def test_bad_matches_and_settings_are_refused():
    for length in (0, 100):
        with pytest.raises(ValueError):
            Match(length)
    with pytest.raises(ValueError):
        Settings(match_length=3, score=(3, 0))
    with pytest.raises(ValueError):
        Settings(crawford=True)


def test_the_chance_of_the_match_is_fair_and_rises_with_the_lead():
    for a in range(1, 9):
        for b in range(1, 9):
            total = match_winning_chance(a, b) + match_winning_chance(b, a)
            assert total == pytest.approx(1.0)
            if b > 1:
                assert match_winning_chance(a, b) > match_winning_chance(a, b - 1)
    assert match_winning_chance(1, 1) == 0.5
    assert match_winning_chance(0, 3) == 1.0 and match_winning_chance(3, 0) == 0.0


EVEN = (0.5, 0.15, 0.01, 0.15, 0.01)           # win, win gammon, win bg, lose gammon, lose bg
HOPELESS = (0.05, 0.0, 0.0, 0.4, 0.0)


def test_the_computer_never_doubles_beyond_what_it_needs_and_doubles_at_once_when_he_is_one_away():
    needs_one = Settings(match_length=5, score=(4, 0))
    assert not should_double(needs_one, 0, (0.9, 0.3, 0.0, 0.0, 0.0), 1, money_says=True)
    post_crawford = Settings(match_length=5, score=(0, 4))       # seat 0 trails, seat 1 one away
    assert should_double(post_crawford, 0, EVEN, 1, money_says=False)
    far = Settings(match_length=11)
    assert not should_double(far, 0, EVEN, 1, money_says=False)


def test_the_computer_takes_when_refusing_loses_the_match_and_drops_a_hopeless_double_otherwise():
    refusal_loses = Settings(match_length=5, score=(3, 4))      # seat 0 takes or loses the match
    assert should_take(refusal_loses, 0, HOPELESS, 1)
    assert not should_take(Settings(match_length=11), 0, HOPELESS, 1)
    assert should_take(Settings(match_length=11), 0, EVEN, 1)


def test_gammons_do_not_count_when_a_single_game_wins_the_match():
    one_away = Settings(match_length=5, score=(4, 3))
    sure_gammon = (1.0, 0.9, 0.0, 0.0, 0.0)
    assert should_accept_resignation(one_away, 0, sure_gammon, 1, level=1)
    assert not should_accept_resignation(Settings(), 0, sure_gammon, 1, level=1)
    assert chance_after(one_away, 0, 1) == 1.0 and chance_after(one_away, 0, -2) == 0.0


def test_the_computer_player_doubles_at_once_after_the_crawford_game_when_trailing():
    state = BackgammonState.from_position(Position.start(), random.Random(1), on_roll=1,
                                          settings=Settings(match_length=5, score=(4, 1)))
    assert ComputerPlayer().choose(state.view(1), random.Random(0)) == Decision("double")
    state = BackgammonState.from_position(Position.start(), random.Random(1), on_roll=1)
    assert ComputerPlayer().choose(state.view(1), random.Random(0)) == Decision("roll")


def test_a_whole_match_is_one_state_of_the_engine_protocol_and_clones_apart():
    state = MatchState(random.Random(5), 3)
    copy = None
    while not state.is_terminal():
        if state.match.games == 1 and copy is None:
            copy = state.clone()
        state.apply(state.view(state.current_player()).legal_moves[0])
    assert state.match.winner() is not None and sum(state.returns()) == 0
    assert len(state.finished) == state.match.games >= 2
    assert copy.match.games == 1 and not copy.is_terminal()
    while not copy.is_terminal():
        copy.apply(copy.legal_moves()[0])
    assert copy.match.score == state.match.score     # the copy throws the same dice


def test_the_match_command_plays_whole_matches(capsys):
    import json
    from games.backgammon import GAME
    main = GAME.commands["match"]
    assert main(["--player", "simple", "--player", "simple", "--match", "3", "--games", "2",
                 "--seed", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    players = report["players"]
    assert report["games"] == 2 and sum(p["wins"] for p in players) == 2
    assert all(p["figures"]["games_won"] >= 0 for p in players)
    assert sum(p["figures"]["games_won"] for p in players) >= 2 * 2     # at least 2 games a match

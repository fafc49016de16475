"""The Backgammon screen's resigning, hint key and match play, driven by keys, headless."""
from __future__ import annotations

from functools import partial

import pytest

from games.backgammon import GAME
from games.backgammon.game import CUBE, MOVE, RESIGN
from games.seats import YOU
from tests import scenes

HOPELESS_FOR_ME = "APD/BwDgAQAAAA"     # your four pieces on your 6-point, my fifteen on my 13-point
FAR_BEHIND = "4AEAAAD+/wAAAA"          # the other way round

start = partial(scenes.start, GAME, level=1, position=None, engine=False)


def snapshot(state):
    return state.phase, state.dice, state.cube, state.position(YOU).position_id(), state.current_player()


def test_the_hint_shows_three_plays_with_equities_and_changes_nothing():
    h = start(seed=3)
    h.keys("N")                                   # keep the opening 3 1
    before = snapshot(h.scene.state)
    h.keys("H")
    text = h.text
    assert "My best plays for 3 1:" in text and "1. 8/5 6/5" in text
    lines = [l for l in h.lines if l[:3] in ("1. ", "2. ", "3. ")]
    assert len(lines) == 3 and all(l.rstrip()[-6:-4] in ("+0", "-0") for l in lines)
    assert snapshot(h.scene.state) == before and "Move from" in text
    h.keys("8 <Return> 5 <Return> 6 <Return> 5 <Return> <Return>")     # play it: the hint goes
    assert "My best plays" not in h.text


def test_the_hint_before_throwing_says_what_the_computer_would_do():
    h = start(seed=3, level=2, position="4HPwATDgc/ABMA")
    assert h.scene.state.phase == CUBE
    h.keys("H")
    assert "Hint: I would throw without doubling." in h.text
    assert h.scene.state.phase == CUBE


def test_resign_asks_level_by_level_and_n_goes_back_to_the_game():
    h = start(seed=3)
    h.keys("N")
    before = snapshot(h.scene.state)
    h.keys("R")
    assert "Resign a single game, 2 points?" in h.text     # the stake is 2 (tied throws)
    h.keys("N")
    assert "Resign a gammon, 4 points?" in h.text
    h.keys("N")
    assert "Resign a backgammon, 6 points?" in h.text
    h.keys("N")
    assert "Move from" in h.text and snapshot(h.scene.state) == before


def test_a_resignation_the_computer_accepts_ends_the_game():
    h = start(seed=3)
    h.keys("N R <Return>")
    assert h.scene.state.is_terminal() and h.scene.state.resigned
    assert "I win a single game by resignation: 2 points." in h.text.replace("\n", " ")
    assert "Another game?" in h.text


def test_a_resignation_the_computer_rejects_gives_back_the_move_being_entered():
    h = start(seed=4, position=FAR_BEHIND)
    h.keys("N 13 <Return> 10 <Return>")           # you throw 3 4 and move one piece
    assert "So far: 13/10" in h.text
    h.keys("R <Return>")                          # a single game is not enough for me
    assert "I reject your resignation: play on." in h.text.replace("\n", " ")
    assert h.scene.state.phase == MOVE and "So far: 13/10" in h.text
    h.keys("R")
    assert "Resign a gammon" in h.text            # only a higher offer this turn
    h.keys("N N 13 <Return> 9 <Return> <Return>")
    assert h.scene.state.current_player() != YOU or h.scene.state.phase != MOVE


def test_the_computer_resigns_a_lost_gammon_and_you_may_accept():
    h = start(seed=4, level=2, position=HOPELESS_FOR_ME)
    h.keys("N 6 <Return> 3 <Return> 6 <Return> 2 <Return> <Return>")
    assert h.scene.state.phase == RESIGN and h.scene.state.current_player() == YOU
    assert "I resign a gammon, 2 points." in h.text and "Accept my resignation?" in h.text
    h.keys("<Return>")
    assert "You win a gammon by resignation: 2 points." in h.text.replace("\n", " ")


def test_a_match_shows_the_score_the_crawford_game_and_its_end():
    h = start(seed=3, match=3)
    assert "Match to 3: you 0, me 0" in h.text
    h.keys("N R <Return>")                        # you resign a single game: 0-1
    assert "Match: you 0, me 1." in h.text.replace("\n", " ") and "Next game?" in h.text
    h.keys("<Return>")
    assert h.scene.state.cube == 1 and "Match to 3: you 0, me 1" in h.text
    while h.scene.state.current_player() != YOU:
        h.wait(1)
    h.keys("R <Return>")                          # 0-2: the next game is the Crawford game
    h.keys("<Return>")
    state = h.scene.state
    assert state.settings.crawford and "The Crawford game: no doubling" in h.text and "Crawford" in h.text
    while h.scene.state.current_player() != YOU:
        h.wait(1)
    assert h.scene.state.phase != CUBE
    h.keys("R <Return>")
    assert "I win the match, 3 to 0." in h.text.replace("\n", " ") and "Another match?" in h.text
    h.keys("<Return>")
    assert "Match to 3: you 0, me 0" in h.text and not h.scene.state.settings.crawford


def test_escape_between_the_games_of_a_match_asks_first():
    h = start(seed=3, match=3)
    h.keys("N R <Return> <Esc>")
    assert "Leave this game?" in h.text


def test_a_bad_match_length_is_refused_on_the_command_line(capsys):
    from games.cli import main
    for bad in ("0", "100", "five"):
        with pytest.raises(SystemExit) as exit_:
            main(["backgammon", "--match", bad])
        assert exit_.value.code == 2 and "--match" in capsys.readouterr().err


def test_the_hint_in_a_lost_position_is_to_resign():
    h = start(seed=4, level=2, position=FAR_BEHIND)
    h.keys("H")
    assert "Hint: I would resign a gammon." in h.text and h.scene.state.phase == CUBE


def test_a_hint_still_being_worked_out_when_you_move_is_never_shown_for_the_next_turn():
    import pygame
    h = start(seed=3, level=3)
    h.keys("N")
    h.press(pygame.K_h, "h")                      # not waited for: the move goes on at once
    for ch in "8\r5\r6\r5\r\r":
        h.press(pygame.K_RETURN if ch == "\r" else ord(ch), ch)
    assert h.scene.state.current_player() != YOU
    h.wait(5)
    assert "My best plays" not in h.text and "Thinking" not in h.text

"""The Backgammon screen driven by keys, headless, read back as text."""
from __future__ import annotations

from games.backgammon import GAME
from games.backgammon.game import CUBE, MOVE, OPENING, TAKE
from games.ui.harness import Harness

YOU = 0


def harness(seed=3, **options):
    options.setdefault("level", 1)
    options.setdefault("position", None)
    options.setdefault("engine", False)
    return Harness(GAME, seed=seed, **options)


def play_keys(play) -> str:
    keys = []
    for step in play.steps:
        keys.append(f"{step.src} <Return> {'O' if step.dst == 0 else step.dst} <Return>")
    return " ".join(keys) + " <Return>"


def test_first_screen_shows_symbols_points_stake_and_the_question():
    h = harness()
    text = h.text
    assert "YOU O" in text and "COMPUTER X" in text
    assert "24 23 22 21 20 19" in text and "1  2  3  4  5  6" in text
    assert "Stake" in text and "Pips: you 167" in text


def test_an_illegal_move_beeps_and_says_why():
    h = harness()
    state = h.scene.state
    while state.current_player() != YOU or state.phase != MOVE:
        if state.phase == OPENING and state.current_player() == YOU:
            h.keys("N")
        elif state.phase in (CUBE, TAKE):
            h.keys("N" if state.phase == CUBE else "Y")
        else:
            h.wait(1)
        state = h.scene.state
    beeps = h.beeps
    h.keys("3 <Return>")                     # no piece of yours on 3 at the start of a game
    assert h.beeps == beeps + 1 and "You have no piece on 3" in h.text


def test_undo_takes_a_piece_back():
    h = harness(seed=3)
    h.keys("N 8 <Return> 5 <Return>")
    assert "So far: 8/5" in h.text
    h.keys("U")
    assert "So far" not in h.text and "Move from" in h.text


def test_position_id_key_and_starting_from_an_id():
    h = harness(position="4PPgASjgc/ABMA")
    h.keys("P")
    assert "Position ID 4PPgASjgc/ABMA" in h.text
    assert h.scene.state.position(YOU).position_id() == "4PPgASjgc/ABMA"


def test_a_whole_game_through_the_scene():
    h = harness(seed=5)
    for _ in range(400):
        state = h.scene.state
        if state.is_terminal():
            break
        if state.current_player() != YOU:
            h.wait(1)
        elif state.phase == OPENING:
            h.keys("N")
        elif state.phase == CUBE:
            h.keys("N")
        elif state.phase == TAKE:
            h.keys("Y")
        else:
            plays = state.legal_moves()
            h.keys("<Return>" if not plays[0].steps else play_keys(plays[0]))
    assert h.scene.state.is_terminal()
    assert "Play again?" in h.text and "Total: you" in h.text
    h.keys("Y")
    assert not h.scene.state.is_terminal()


def test_when_the_computer_starts_its_opening_and_its_play_are_both_said():
    h = harness(seed=9)                    # the opening throws: a double first (stake 2), then 1 and 6
    said = " ".join(h.lines[28:30])
    assert "You 1, me 6: I start. Stake 4." in said and "I threw 1 6: 13/7 8/7." in said
    assert "I threw 1 6: 13/7 8/7" in h.lines[26]        # and the last play stays on show


def test_the_result_and_the_running_total_are_shown_whole():
    h = harness(seed=1, position="AAD8/wEBAAAAAA")     # your last piece, theirs all at home
    h.keys("N 1 <Return> O <Return> <Return>")
    assert " ".join(h.lines[28:30]) == "You win a backgammon: 3 points. Total: you +3"
    assert "Play again?" in h.lines[30]


def test_delete_after_choosing_a_piece_chooses_again_without_a_beep():
    h = harness(seed=3)
    h.keys("N 8 <Return>")
    assert "From 8 to" in h.text
    beeps = h.beeps
    h.keys("<Backspace>")
    assert h.beeps == beeps and "Move from" in h.text


def test_a_yes_at_leave_this_game_leaves_and_no_goes_on():
    h = harness(seed=3)
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert "Leave this game?" not in h.text and "Throw the dice again?" in h.text
    h.keys("<Esc> Y")
    assert "Which game" in h.text


def test_return_plays_a_bear_off_that_could_also_leave_a_die_to_play():
    h = harness(seed=25, position="2yQQKDy+FwAAAA")   # seed 25 throws 6-1 for you
    h.keys("N")
    assert h.scene.state.dice == (6, 1)
    h.keys("4 <Return> O <Return>")
    assert "Move from, or Return to play it?" in h.text
    h.keys("<Return>")
    assert h.scene.state.position(YOU).me[:4] == (0, 5, 4, 0) and "Move from" not in h.text


def test_a_bear_off_with_the_larger_die_can_go_on_with_the_smaller():
    h = harness(seed=25, position="2yQQKDy+FwAAAA")
    h.keys("N 4 <Return> O <Return> 3 <Return> 2 <Return>")
    assert "Play 4/off 3/2? (Y/N)" in h.text

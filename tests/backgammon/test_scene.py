"""The Backgammon screen driven by keys, headless, read back as text."""
from __future__ import annotations

from functools import partial

from games.backgammon import GAME
from games.backgammon.game import CUBE, MOVE, OPENING, TAKE
from games.seats import YOU
from tests import scenes
from tests.backgammon.steps import backgammon_step
from tests.backgammon.steps import backgammon_keys

start = partial(scenes.start, GAME, level=1, position=None, engine=False)


def test_first_screen_shows_symbols_points_stake_and_the_question():
    h = start()
    text = h.text
    assert "YOU O" in text and "COMPUTER X" in text
    assert "24 23 22 21 20 19" in text and "1  2  3  4  5  6" in text
    assert "Stake" in text and "Pips: you 167" in text


def test_an_illegal_move_beeps_and_says_why():
    h = start()
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
    h = start(seed=3)
    h.keys("N 8 <Return> 5 <Return>")
    assert "So far: 8/5" in h.text
    h.keys("U")
    assert "So far" not in h.text and "Move from" in h.text


def test_position_id_key_and_starting_from_an_id():
    h = start(position="4PPgASjgc/ABMA")
    h.keys("P")
    assert "Position ID 4PPgASjgc/ABMA" in h.text
    assert h.scene.state.position(YOU).position_id() == "4PPgASjgc/ABMA"


def test_a_whole_game_through_the_scene():
    h = start(seed=5)
    scenes.until(h, backgammon_step, lambda s: s.state.is_terminal(), limit=400)
    assert h.scene.state.is_terminal()
    assert "Another game?" in h.text and "Total: you" in h.text
    h.keys("Y")
    assert not h.scene.state.is_terminal()


def test_when_the_computer_starts_its_play_is_said_in_your_numbering():
    h = start(seed=9)                    # the opening throws: 3-3 and 1-1 (stake 4), then 1 and 6
    said = " ".join(h.lines[28:30])
    # it made its bar point, 13/7 8/7 counted from its side: your 12 and 17 to your 18
    assert "I threw 1 6: 12/18 17/18." in said and "13/7" not in said
    assert "I threw 1 6: 12/18 17/18" in h.lines[26]     # and the last play stays on show
    position = h.scene.state.position(YOU)
    assert position.opp[24 - 18] == 2 and position.opp[24 - 12] == 4 and position.opp[24 - 17] == 2


def test_the_tied_opening_throws_are_shown_beside_the_stake():
    h = start(seed=9)
    assert h.lines[11].strip() == "Stake 4" and h.lines[12].strip() == "Tied 3-3 1-1"
    h = start(seed=3)                    # 2-2, then you 3 and me 1: you start
    assert "Both threw 2: stake 2. You 3, me 1: You start." in " ".join(h.lines[28:30])
    assert h.lines[12].strip() == "Tied 2-2"
    h = start(seed=5)
    if len(h.scene.state.opening_throws) == 1:
        assert "Tied" not in h.text and "Both threw" not in h.text


def test_who_owns_the_doubling_dice_is_said_plainly():
    h = start(seed=3)
    assert "The doubling dice is in the middle" in h.lines[24]
    h.scene.state.owner = 1
    assert h.lines[24].strip() == "I own the doubling dice"
    h.scene.state.owner = YOU
    assert h.lines[24].strip() == "You own the doubling dice"


def test_a_refused_move_says_why_in_full():
    h = start(seed=14, position="4HPwATDgc/ABMA")
    h.keys("N")                            # no double: you throw 4 5
    assert h.scene.state.dice == (4, 5)
    beeps = h.beeps
    h.keys("6 <Return> 1 <Return>")
    said = " ".join(line.strip() for line in h.lines[28:30]).strip()
    assert h.beeps == beeps + 1 and said == "Can't move 6 to 1 with 4 5: I hold point 1"
    h.keys("13 <Return> 10 <Return>")
    said = " ".join(line.strip() for line in h.lines[28:30]).strip()
    assert said == "Can't move 13 to 10: that is 3, and your dice are 4 5"


def test_the_result_and_the_running_total_are_shown_whole():
    h = start(seed=1, position="AAD8/wEBAAAAAA")     # your last piece, theirs all at home
    h.keys("N 1 <Return> O <Return> <Return>")
    assert " ".join(h.lines[28:30]) == "You win a backgammon: 3 points. Total: you +3"
    assert "Another game?" in h.lines[30]


def test_delete_after_choosing_a_piece_chooses_again_without_a_beep():
    h = start(seed=3)
    h.keys("N 8 <Return>")
    assert "From 8 to" in h.text
    beeps = h.beeps
    h.keys("<Backspace>")
    assert h.beeps == beeps and "Move from" in h.text


def offered_a_double(h):
    """The scene at the computer's double (of the starting position, for the test's sake)."""
    import random

    from games.backgammon.board import Position
    from games.backgammon.game import BackgammonState, Decision
    state = BackgammonState.from_position(Position.start(), random.Random(1), on_roll=1)
    state.apply(Decision("double"))
    h.scene.state = state
    h.scene.tell("I double to 2.", afresh=True)
    h.scene._next()
    assert "Accept, stake 2?" in h.text and "(Y/N)" not in h.text     # Return/N, as every question


def test_one_n_at_a_double_never_throws_the_game_away():
    h = start(seed=3)
    offered_a_double(h)
    h.keys("N")                                        # asked first: refusing loses at once
    assert "Refuse, losing 1 point?" in h.text and not h.scene.state.is_terminal()
    h.keys("N")                                        # back to the offer
    assert "Accept, stake 2?" in h.text and "I double to 2." in h.text
    h.keys("N Y")                                      # refused on purpose
    assert h.scene.state.is_terminal() and "You refuse the double." not in h.text
    assert "I win by refusal: 1 point." in h.text


def test_accepting_a_double_still_takes_one_key():
    h = start(seed=3)
    offered_a_double(h)
    h.keys("<Return>")
    assert h.scene.state.cube == 2 and h.scene.state.owner == 0


def test_a_yes_at_leave_this_game_leaves_and_no_goes_on():
    h = start(seed=3)
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert "Leave this game?" not in h.text and "Throw the dice again?" in h.text
    h.keys("<Esc> Y")
    assert "Which game" in h.text


def test_return_plays_a_bear_off_that_could_also_leave_a_die_to_play():
    h = start(seed=25, position="2yQQKDy+FwAAAA")   # seed 25 throws 6-1 for you
    h.keys("N")
    assert h.scene.state.dice == (6, 1)
    h.keys("4 <Return> O <Return>")
    assert "Move from, or Return to play it?" in h.text
    h.keys("<Return>")
    assert h.scene.state.position(YOU).me[:4] == (0, 5, 4, 0) and "Move from" not in h.text


def test_a_bear_off_with_the_larger_die_can_go_on_with_the_smaller():
    h = start(seed=25, position="2yQQKDy+FwAAAA")
    h.keys("N 4 <Return> O <Return> 3 <Return> 2 <Return>")
    assert "Play 4/off 3/2?" in h.text


def test_level_1_does_not_double_at_its_first_turn_after_a_sound_opening_move():
    """As levels 2 and 3 never do: the game is still even. (Untempered, level 1's own
    estimate doubled here in 4 of these 20 games.)"""
    import random

    from games.backgammon.players import ComputerPlayer
    sound = ComputerPlayer()
    started = 0
    for seed in range(20):
        h = start(seed=seed)
        state = h.scene.state
        if state.phase != OPENING or state.current_player() != YOU:
            continue
        started += 1
        cube = state.cube
        h.keys("N")                                    # the opening throw, as thrown
        h.keys(backgammon_keys(sound.choose(state.view(YOU), random.Random(0))))
        assert state.phase != TAKE and state.cube == cube and "I double" not in h.text, seed
    assert started >= 8


def test_the_key_legend_names_only_the_letters_the_question_takes_none_at_the_end_of_a_game():
    from tests.backgammon.test_scene_review import RACE
    h = scenes.start(GAME, level=1, position=RACE, engine=False, seed=3)
    legends = {}
    for _ in range(300):
        if h.scene.state.is_terminal():
            break
        question = h.scene.question
        legends.setdefault(question.name if question else None, h.lines[27].strip())
        backgammon_step(h)
    h.keys("")
    assert h.scene.question.name == "over" and "Another game?" in h.text
    assert h.lines[27].strip() == ""                 # U, H, R and P would only beep here
    assert legends["from"].startswith("U undo H/F9 hint") and "P position ID" in legends["from"]
    h.keys("P")
    assert h.beeps == 1

"""The Marrakech scene, driven headless by keys and read back from the text screen."""
import re
from functools import partial

import pytest

from games.cli import main as cli_main
from games.marrakech import GAME
from games.marrakech import scene_art as art
from games.marrakech.market import DOWN, square
from games.marrakech.moves import Rug
from games.marrakech.rules import RUG, TURN, Laid, Paid
from games.marrakech.scene import READ_TIME, MarrakechScene
from games.ui.harness import Harness
from tests import scenes
from tests.marrakech.helpers import lay, put_assam
from tests.marrakech.steps import marrakech_step

start = partial(scenes.start, GAME, MarrakechScene, seed=2)


def centre_text(h, where):
    col, row = art.square_cell(square(where))
    return h.lines[row][col]


def test_the_number_of_players_and_of_people_are_asked_first():
    h = start()
    assert "How many players (2-4)?" in h.text
    beeps = h.beeps
    h.keys("5")
    assert h.beeps == beeps + 1 and "Press 2-4, or Return for 2" in h.text
    h.keys("3")
    assert "How many people (1-3)?" in h.text
    h.keys("<Return>")
    text = h.text
    assert "Turn Assam (L R Return)?" in text
    assert [s.name for s in h.scene.seats] == ["You", "Ann", "Bob"]
    assert "Money  Rugs Shown Score" in text and " Bob " in text
    assert centre_text(h, "d4") == ">"             # Assam in the middle, facing right


def test_players_from_the_command_line_are_not_asked():
    h = start(players=4)
    assert "Turn Assam" in h.text and len(h.scene.seats) == 4
    h = start(seat=["person", "person"])
    assert "Player 1, turn Assam (L R Return)?" in h.text


def test_a_wrong_key_beeps_and_says_why():
    h = start(players=2)
    beeps = h.beeps
    h.keys("X")
    assert h.beeps == beeps + 1 and "L or R turns him, Return: straight on" in h.text
    assert h.scene.state.phase == TURN


def test_turning_then_laying_a_rug_by_its_squares():
    h = start(players=2)
    state = h.scene.state
    state.load_die(2)
    h.keys("R")                                     # facing down, 2: d2
    assert state.phase == RUG and centre_text(h, "d2") == "v"
    assert f"Lay your rug ({state.legal_moves()[0]})?".upper() in h.text.upper() and "Assam on d2" in h.text
    beeps = h.beeps
    h.keys("A 1 A 2 <Return>")
    assert h.beeps == beeps + 1 and "Neither square is next to Assam on d2" in h.text
    h.keys("D 2 D 3 <Return>")
    assert h.beeps == beeps + 2 and "Assam stands on d2: not under him" in h.text
    assert state.current_player() == 0 and state.phase == RUG
    h.keys("C 2 C 3 <Return>")
    assert [e.rug for e in state.log if isinstance(e, Laid)][0] == Rug.parse("c2 c3")
    # The computer has played its turn and it is yours again.
    assert h.scene.state.current_player() == 0 and "Turn Assam" in h.text


def test_a_rug_chosen_with_the_arrows():
    h = start(players=2)
    h.keys("<Return>")
    legal = h.scene.state.legal_moves()
    h.keys("<Right> <Right>")
    assert h.scene.prompt.typed == str(legal[1]).upper()
    h.keys("<Left>")
    assert h.scene.prompt.typed == str(legal[0]).upper()
    h.keys("<Return>")
    laid = [e for e in h.scene.state.log if isinstance(e, Laid)]
    assert laid[0].seat == 0 and laid[0].rug == legal[0]


def test_delete_takes_back_a_key_and_a_third_square_is_refused():
    h = start(players=2)
    h.keys("<Return>")
    h.keys("C 2 C")
    assert h.scene.prompt.typed == "C2 C"
    h.keys("<BS>")
    assert h.scene.prompt.typed == "C2"
    h.keys("C 3")
    beeps = h.beeps
    h.keys("D")
    assert h.beeps == beeps + 1 and "Two squares are enough" in h.text


def test_a_payment_is_told_as_it_happens_and_beeps():
    h = start(players=2)
    state = h.scene.state
    lay(state, "e4 e5", 1)                          # Ann's rug beside Assam
    state.load_die(1)
    beeps = h.beeps
    h.keys("<Return>")
    assert Paid(0, 1, 2, 2) in state.log
    assert "You pay Ann 2." in h.text and h.beeps > beeps
    assert state.dirhams[0] == 28


def test_the_walk_is_shown_square_by_square():
    h = start(players=2)
    state = h.scene.state
    state.facing = DOWN
    state.load_die(4)
    h.press(13, "\r")                               # Return: straight on, down from d4
    h.app.update(0.0)
    assert h.scene.busy
    seen = []
    for _ in range(40):
        h.app.update(0.05)
        h.app.draw()
        seen.append(h.scene.stroll.where[0] if h.scene.stroll else None)
    walked = [sq for i, sq in enumerate(seen) if sq is not None and (i == 0 or seen[i - 1] != sq)]
    assert walked[:4] == [square(s) for s in ("d3", "d2", "d1", "e1")]
    assert not h.scene.beats and state.phase == RUG


def test_two_people_take_turns_at_the_keyboard():
    h = start(seat=["person", "person"])
    h.keys("<Return> <Right> <Return>")
    assert "Player 2, turn Assam (L R Return)?" in h.text
    h.keys("<Return>")
    assert "Player 2, lay your rug (" in h.text


def test_keys_in_a_computer_seat_turn_are_refused():
    h = start(players=2)
    h.keys("<Return> <Right>")
    h.press(13, "\r")                               # lay it: now Ann plays, unsettled
    beeps = h.beeps
    h.press(ord("l"), "l")
    assert h.beeps == beeps + 1 and "Wait" in h.text


def test_the_assam_variant_asks_for_the_rug_first_and_the_turn_last():
    h = start(players=2, turn_at_end=True)
    assert h.scene.state.phase == RUG and "Lay your rug" in h.text
    h.keys("<Right> <Return>")
    assert "Turn Assam now (L R Return)?" in h.text


def test_a_whole_game_then_play_again_with_the_next_seat_first():
    h = start(players=3, seed=4)
    scenes.until(h, marrakech_step, lambda s: s.question.name == "over", limit=200)
    assert h.scene.question.name == "over"
    text = h.text
    assert "Another game?" in text and re.search(r"(wins?|share the win) with \d+", " ".join(text.split()))
    h.keys("<Return>")
    assert h.scene.in_progress() and h.scene.games == 2
    assert h.scene.state.log[0].seat == 1          # Ann started the second game


def test_escape_asks_before_leaving_a_game():
    h = start(players=2)
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("N")
    assert "Turn Assam" in h.text


def run_cli(argv):
    try:
        return cli_main(argv)
    except SystemExit as exc:
        return exc.code


@pytest.mark.parametrize("argv, message", [
    (["marrakech", "--players", "5"], "--players must be 2 to 4"),
    (["marrakech", "--seat", "person", "--seat", "computer", "--players", "3"], "--players 3 but --seat"),
    (["marrakech", "--seat", "person"], "this game seats 2 to 4"),
    (["marrakech", "--rugs", "13"], "invalid choice"),
    (["marrakech", "--seat", "nosuch:Player"], "cannot import"),
])
def test_bad_options_are_refused_with_a_message(argv, message, capsys):
    assert run_cli(argv) == 2
    assert message in capsys.readouterr().err


def test_one_who_cannot_pay_is_shown_out_and_the_others_play_on():
    h = start(players=3, seed=6)
    state = h.scene.state
    lay(state, "e4 e5", 2)                          # Bob's rug where Assam will stop
    state.dirhams[0] = h.scene.money_shown[0] = 1
    state.load_die(1)
    h.keys("<Return>")                              # the computers then play the game out
    assert state.out[0] and h.scene.question.name == "over"
    you = next(line for line in h.lines if line.strip().startswith("You "))
    assert you.split() == ["You", "out", "-", "0", "-"]
    assert "Another game?" in h.text


def test_the_rug_the_question_offers_as_an_example_may_be_laid_where_assam_stands():
    h = start(players=2)
    state = h.scene.state
    put_assam(state, "c4", state.facing)          # facing right, as at the start
    state.load_die(2)
    h.keys("R")                                      # facing down, 2: c2, where "C2 C3" is no rug
    assert state.phase == RUG and "Assam on c2" in h.text
    question = next(line for line in h.lines if line.startswith("Lay your rug ("))
    offered = Rug.parse(question[len("Lay your rug ("):question.index(")")])
    assert state.illegal_reason(offered) is None
    h.keys("X")
    assert f"Two squares, as {str(offered).upper()}, or the arrows" in h.text


def test_return_lays_the_rug_the_question_offers():
    h = start(players=2, seed=3)
    h.keys("<Return>")                               # straight on
    state = h.scene.state
    assert state.phase == RUG and state.current_player() == 0
    question = next(line for line in h.lines if line.startswith("Lay your rug ("))
    offered = Rug.parse(question[len("Lay your rug ("):question.index(")")])
    beeps = h.beeps
    h.keys("<Return>")
    laid = [e for e in state.log if isinstance(e, Laid)]
    assert h.beeps == beeps and laid[0].seat == 0 and laid[0].rug == offered


def test_return_after_part_of_a_rug_typed_still_asks_for_the_rest():
    h = start(players=2, seed=3)
    h.keys("<Return> C")
    beeps = h.beeps
    h.keys("<Return>")
    assert h.beeps == beeps + 1 and h.scene.state.phase == RUG
    assert not [e for e in h.scene.state.log if isinstance(e, Laid)]


def frame(h, dt=0.02):
    """One frame as the window runs it, the computer's thinking waited for."""
    h.scene.wait_for_background()
    h.app.update(dt)


def messages_while_the_computers_play(h, press_at=None):
    """Lay a rug by the arrows and watch the message line until it is your turn again:
    each message shown, with the seconds it stood (the last one stays)."""
    h.keys("<Return> <Right>")
    h.press(13, "\r")
    shown, clock = [], 0.0
    while h.scene.busy and clock < 120:
        if press_at is not None and h.scene.reading and h.scene.prompt.message == press_at:
            h.press(ord("x"), "x")
        frame(h)
        clock += 0.02
        message = h.scene.prompt.message
        if shown and shown[-1][0] == message:
            shown[-1][1] += 0.02
        else:
            shown.append([message, 0.02])
    return shown


def test_each_computer_seats_walk_payment_and_rug_stand_long_enough_to_read():
    h = start(players=4, seed=3)
    shown = messages_while_the_computers_play(h)
    told = [(message, seconds) for message, seconds in shown[:-1] if message]
    for name in ("Ann", "Bob", "Cal"):
        assert any(f"{name} laid" in message for message, _ in told + shown[-1:])
        assert any(message.startswith(name) and "threw" in message for message, _ in told)
    assert all(seconds >= READ_TIME - 0.03 for _, seconds in told), told


def test_a_key_while_a_message_stands_hurries_it_on_without_a_beep():
    h = start(players=4, seed=3)
    first = messages_while_the_computers_play(Harness(GAME, seed=3, players=4))
    message = next(m for m, _ in first if m.startswith("Ann"))
    beeps = h.beeps
    shown = messages_while_the_computers_play(h, press_at=message)
    assert h.beeps == beeps
    assert [m for m, _ in shown] == [m for m, _ in first]
    hurried = next(seconds for m, seconds in shown if m == message)
    assert hurried < READ_TIME / 2

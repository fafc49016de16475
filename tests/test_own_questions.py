"""The scene's own questions are Questions like the game's (games.ui.own_questions): "Leave
this game?", a message held for Return and "Another game?" take the keys their help lists,
the help and the key strip read the same question the keys go to, and answering a
question of the moment puts back the question it covered as it was."""
from __future__ import annotations

from games.ui.harness import Harness
from games.ui.keys import BACK, HINT, YES, Command
from games.ui.prompt import YES_OR_NO
from tests.dummy_game import GAME as CLIMB

STRAY = Command("char", "Q")


def started(seed: int = 5) -> Harness:
    """A game of Climb under way (a card of yours played: Escape then asks first)."""
    h = Harness(CLIMB, seed=seed)
    h.keys(str(h.scene.state.hands[0][0]))
    assert h.scene.in_progress() and h.scene.question.name == "card"
    return h


def read_alike(h: Harness, name: str) -> None:
    """The question on screen is ``name``; its help is its answers' lines, and every key a
    line names is taken by one of them."""
    question = h.scene.on_screen()
    assert question.name == name and h.scene.help_keys() == question.key_lines()
    for keys, command in (("Return", YES), ("Escape", BACK), ("N", Command("char", "N"))):
        if any(keys in spec.split() for spec, _ in question.key_lines()):
            assert question.answer_for(command) is not None, f"{name}: {keys} listed, not taken"


def test_leave_this_game_covers_the_question_and_n_or_escape_puts_it_back_as_it_was():
    h = started()
    scene, asked, line = h.scene, h.scene.question, h.scene.prompt.saved()
    h.keys("<Esc>")
    assert "Leave this game?" in h.text and scene.paused and scene.hint_seat() is None
    read_alike(h, "leaving")
    assert dict(scene.help_keys()) == {"Return or Y": "leave this game", "N or Escape": "stay and play on"}
    assert "F9 hint" not in h.lines[31] and "F1" not in h.lines[31]        # no key strip over it
    beeps = h.beeps
    h.app.handle(STRAY)
    assert h.beeps == beeps + 1 and YES_OR_NO in h.text and scene.on_screen().name == "leaving"
    h.keys("N")
    assert scene.question is asked and scene.prompt.saved() == line and not scene.moment
    h.keys("<Esc> <Esc>")
    assert scene.question is asked and scene.prompt.saved() == line
    h.keys("<Esc> <Return>")
    assert "TRADITIONAL GAMES" in h.text


def test_a_message_held_waits_for_return_beeps_at_other_keys_and_escape_still_asks_first():
    h = started()
    scene, line = h.scene, h.scene.prompt.saved()
    beeps = h.beeps
    scene.hold("Something went wrong")
    assert h.beeps == beeps + 1 and "Press Return to go on" in h.text and "Something went wrong" in h.text
    assert scene.paused and scene.hint_seat() is None
    read_alike(h, "held")
    assert scene.help_keys()[0] == ("Return", "go on")
    scene.hold("And another thing")          # a second message held: still one Return
    h.app.handle(STRAY)
    h.app.handle(HINT)
    assert h.beeps == beeps + 4 and "And another thing" in h.text and scene.on_screen().name == "held"
    h.keys("<Esc>")                           # leaving is asked over the message held
    read_alike(h, "leaving")
    h.keys("N")
    assert scene.on_screen().name == "held" and "And another thing" in h.text
    h.keys("<Return>")
    assert scene.prompt.saved() == line and scene.on_screen().name == "card" and not scene.paused


def finished(seed: int = 5) -> Harness:
    h = Harness(CLIMB, seed=seed)
    while not h.scene.state.is_terminal():
        h.keys(str(h.scene.state.hands[0][0]))
    return h


def test_another_game_keeps_the_result_in_view_at_stray_keys_then_return_plays_again_and_n_leaves():
    h = finished()
    scene = h.scene
    read_alike(h, "over")
    assert scene.help_keys()[:2] == [("Return or Y", "Yes"), ("N", "No")]
    result, beeps = scene.prompt.message, h.beeps
    for _ in range(3):
        h.app.handle(STRAY)
        assert scene.prompt.message == f"{result} (Return/N)" and scene.on_screen().name == "over"
    assert h.beeps == beeps + 3 and not scene.in_progress()
    h.keys("<Return>")
    assert h.scene is scene and scene.question.name == "card" and len(scene.state.hands[0]) == 3
    h = finished()
    h.keys("N")
    assert "TRADITIONAL GAMES" in h.text
    h = finished()
    h.keys("<Esc>")                           # nothing in progress: Escape leaves at once
    assert "TRADITIONAL GAMES" in h.text


def test_the_game_question_on_screen_has_the_scenes_keys_after_its_own():
    h = started()
    scene = h.scene
    question = scene.on_screen()
    own = scene.question.key_lines()
    assert question.key_lines()[:len(own)] == own and question.key_lines()[-1] == ("Escape", "leave (asked first)")
    assert ("F9", "a hint: what I would do here, and why") in question.key_lines()
    assert question.answer_for(HINT) is not None and question.answer_for(BACK) is not None

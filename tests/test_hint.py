"""The F9 hint's machinery (games.ui.hint, games.coach), on the test game Climb: worked out
beside the loop, shown over the message lines, taken away by the next key, never a move."""
from __future__ import annotations

import doctest
import threading
from dataclasses import replace

import pygame

from games import coach
from games.coach import Advice, hint_rng, public_text
from games.ui import hint as hint_ui
from games.ui import keys
from games.ui.harness import Harness
from games.ui.help import HelpScreen
from tests.dummy_game import GAME as CLIMB, LowestPlayer, Play


def lowest(view, rng):
    move = LowestPlayer().choose(view, rng)
    return Advice(move, f"Hint: {move}. The lowest card, saving the others for a climb. " * 3)


def climb(hint=lowest, **options):
    return Harness(replace(CLIMB, coach=hint), seed=4, **options)


def test_the_modules_examples_hold():
    for module in (coach, hint_ui):
        assert doctest.testmod(module).failed == 0


def test_f9_is_the_hint_command_in_the_one_table_and_may_be_moved():
    keys.use_key_map({})
    assert keys.translate(pygame.K_F9) == keys.HINT
    keys.use_key_map({"hint": pygame.K_F7})
    try:
        assert keys.translate(pygame.K_F7) == keys.HINT and keys.translate(pygame.K_F9) is None
        assert keys.command_key("hint") == "F7"
    finally:
        keys.use_key_map({})


def test_f9_shows_the_hint_wrapped_over_the_message_lines_and_any_key_takes_it_away():
    h = climb()
    scene = h.scene
    before, asked, view = h.lines, scene.prompt.saved(), scene.state.view(0)
    assert "F9 hint" in before[31]
    h.keys("<F9>")
    shown = h.lines
    move = LowestPlayer().choose(view, None)
    assert shown[29 - len(scene.hint_box.lines) + 1].startswith(f"Hint: {move}.")
    assert all(len(line) <= 40 for line in scene.hint_box.lines) and len(scene.hint_box.lines) > 2
    assert shown[30].startswith("Card to play?") and "back to the question" in shown[31]
    assert scene.state.view(0) == view and scene.record.moves == 0
    beeps = h.beeps
    h.keys("<Esc>")                                   # consumed: not "Leave this game?"
    assert h.lines == before and scene.prompt.saved() == asked and h.beeps == beeps
    assert scene.state.view(0) == view


def test_the_hint_is_worked_out_beside_the_loop_and_the_screen_goes_on_meanwhile():
    release = threading.Event()

    def slow(view, rng):
        release.wait(5)
        return lowest(view, rng)

    h = climb(slow)
    h.press(pygame.K_F9)                              # no waiting for the scene
    h.app.update(1 / 50)
    assert hint_ui.WORKING in h.text and h.scene.working and h.app.busy
    release.set()
    h.app.settle()
    assert "Hint:" in h.text and not h.scene.working


def test_a_key_while_the_hint_is_worked_out_goes_back_and_its_answer_is_dropped():
    release = threading.Event()

    def slow(view, rng):
        release.wait(5)
        return lowest(view, rng)

    h = climb(slow)
    before = h.lines
    h.press(pygame.K_F9)
    h.press(pygame.K_x, "x")
    release.set()
    h.app.settle()
    h.wait(0.1)
    assert h.lines == before and not h.scene.hint_box.showing


def test_a_hint_that_fails_or_names_an_illegal_move_says_so_and_loses_nothing(capsys):
    def broken(view, rng):
        raise RuntimeError("no idea")

    def illegal(view, rng):
        return Advice(Play(view.pile[0]) if view.pile else "XX", "Hint: nonsense.")

    for bad in (broken, illegal):
        h = climb(bad)
        view = h.scene.state.view(0)
        h.keys("<F9>")
        assert hint_ui.FAILED in h.text and h.scene.state.view(0) == view
        h.keys("<Return>")
        assert "Card to play?" in h.text
    assert capsys.readouterr().err.count("the hint failed") == 2


def test_no_hint_is_offered_where_no_move_of_yours_is_asked():
    h = climb()
    card = h.scene.state.hands[0][0]
    h.keys(f"{card.suit}{card.rank} <Esc>")            # a game under way: "Leave this game?"
    assert h.scene.hint_seat() is None
    beeps = h.beeps
    h.keys("<F9>")
    assert h.beeps == beeps + 1 and not h.scene.hint_box.showing
    h.keys("N")
    assert h.scene.hint_seat() == 0


def test_the_help_lists_the_hint_key_where_a_hint_is_offered():
    h = climb()
    keys_listed = [key for key, _ in h.scene.help_keys()]
    assert "F9" in keys_listed
    assert any(line.key == "F9" for page in HelpScreen.for_scene(h.scene).pages for line in page)


def test_the_stream_of_a_hint_comes_from_what_the_view_shows():
    h = climb()
    view = h.scene.state.view(0)
    assert hint_rng(view).random() == hint_rng(replace(view)).random()
    other = replace(view, other_count=view.other_count + 1)
    assert public_text(other) != public_text(view)
    assert hint_rng(other).random() != hint_rng(view).random()

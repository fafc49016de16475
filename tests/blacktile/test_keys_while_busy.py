"""Keys typed while the computer plays or a trick clears are dropped, not handed to the
next question (issue 39): the loop's keys collected in the frame after the scene moved
on by itself (App.timed_update, App.typed)."""
import pygame

from games.blacktile import GAME as BLACKTILE
from games.ui.harness import Harness
from tests.scenes import tile_table_step

FRAME = 0.02


def _at_the_computers_turn():
    h = Harness(BLACKTILE, seed=3, players=4, hands=4, opponent="simple")
    for _ in range(200):
        settle, h.app.settle = h.app.settle, lambda *a, **k: None
        try:
            tile_table_step(h)
        finally:
            h.app.settle = settle
        if h.scene.busy:
            return h
        h.app.settle()
    raise AssertionError("the computer never played after you")


def _frames_until_it_moves_on(h):
    scene = h.scene
    question = scene.question
    for _ in range(3000):
        scene.wait_for_background()
        h.app.timed_update(FRAME)
        if h.app.manager.current is not scene or scene.question is not question:
            return
        h.app.typed(pygame.K_5, "5")                  # still busy: the scene's own to refuse
        h.app._moved_on = False                      # (the loop clears it once the frame's keys are taken)
    raise AssertionError("the scene never moved on")


def test_a_key_typed_as_the_scene_moves_on_by_itself_is_dropped():
    h = _at_the_computers_turn()
    _frames_until_it_moves_on(h)
    scene = h.scene
    question, typed, message, beeps = scene.question, scene.prompt.typed, scene.prompt.message, h.beeps
    h.app.typed(pygame.K_5, "5")
    h.app.typed(pygame.K_3, "3")
    assert scene.question is question and scene.prompt.typed == typed
    assert scene.prompt.message == message and h.beeps == beeps
    assert "You do not hold" not in h.text


def test_the_next_frames_keys_are_taken_and_the_window_keys_always():
    h = _at_the_computers_turn()
    _frames_until_it_moves_on(h)
    scanlines = h.app.scanlines
    h.app.typed(pygame.K_F12)
    assert h.app.scanlines != scanlines               # F12 even as the scene moves on
    h.app._moved_on = False                          # the next frame's keys: typed at what it shows
    scene, before = h.scene, h.text
    if scene.busy:                                    # still the computers': the key is refused there
        beeps = h.beeps
        h.app.typed(pygame.K_5, "5")
        assert h.beeps == beeps + 1
    else:
        h.app.typed(pygame.K_DELETE)
        h.app.typed(pygame.K_5, "5")
        assert h.text != before

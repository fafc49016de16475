"""The window loop at rest: it shows only what changed, and still answers keys.

How little it uses of the machine is a measurement, not a test: tools/idle_cpu.py.
"""
import threading

import pygame

from games.ui import app as app_module
from games.ui.harness import Harness
from tests.dummy_game import GAME as CLIMB


def test_present_redraws_the_window_only_when_the_screen_changes():
    h = Harness(menu_games=[CLIMB])
    h.app.open_window()
    assert h.app.present() is True            # the first picture
    assert h.app.present() is False           # nothing new
    h.app.time += app_module.CURSOR_PERIOD / 2
    assert h.app.present() is False           # the cursor blinked: not a change of content
    h.keys("X")                               # refused: the message line changes
    assert h.app.present() is True
    h.app.scanlines = True
    assert h.app.present() is True


def test_the_resting_loop_takes_keys_and_the_computer_still_moves(monkeypatch):
    monkeypatch.setattr(app_module, "IDLE_AFTER", 0.0)      # at rest from the first frame
    h = Harness(menu_games=[CLIMB], seed=3)
    seen: list[int] = []

    def until(condition) -> bool:
        for _ in range(1000):               # a guard against a hang, not a measure of time
            if condition():
                return True
            threading.Event().wait(0.01)
        return False

    def key(k: int, unicode: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, unicode=unicode, mod=0))

    def player() -> None:
        try:
            key(pygame.K_9, "9")                                   # Climb, from the menu
            if until(lambda: hasattr(h.app.manager.current, "state")):
                key(pygame.K_c, "c")
                key(pygame.K_3, "3")                               # the Three of Clubs
                scene = h.app.manager.current
                if until(lambda: len(scene.state.pile) == 2):      # and the computer answers
                    seen.append(len(scene.state.pile))
        finally:
            h.app.quit()

    h.app.open_window()
    thread = threading.Thread(target=player, daemon=True)
    thread.start()
    h.app.run()
    thread.join(5)
    assert seen == [2]

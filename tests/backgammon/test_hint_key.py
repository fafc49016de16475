"""Backgammon's F9: its own hint, as H gives it (its kit says so: HINT_BOX = False)."""
from games.registry import find_game
from games.ui.harness import Harness
from tests.test_hint_games import ask_hint


def test_in_backgammon_f9_does_what_h_does():
    h, seat, view, before = ask_hint("backgammon")
    scene = h.scene
    assert scene.rules_state().view(seat) == view
    assert "Hint: I would" in h.text and before[30] == h.lines[30]
    by_f9 = h.lines
    h = Harness(find_game("backgammon"), seed=3)
    h.keys("H")
    assert h.lines == by_f9


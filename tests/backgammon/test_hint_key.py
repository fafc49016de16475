"""Backgammon's H: its own word beside the shared F9 hint box."""
from games.registry import find_game
from games.ui.harness import Harness
from tests.test_hint_games import ask_hint


def test_in_backgammon_h_still_gives_the_computers_own_word_under_the_board_and_f9_the_shared_box():
    """F9 is the hint box of every game; H stays Backgammon's own: what the level you play
    would do, on the message line (its best plays under the board at a move)."""
    h, seat, view, before = ask_hint("backgammon")
    scene = h.scene
    assert scene.state.view(seat) == view
    assert scene.hint_box.showing and "I would keep the dice" in h.text and before[30] == h.lines[30]
    h = Harness(find_game("backgammon"), seed=3)
    h.keys("H")
    assert "Hint: I would" in h.text and not h.scene.hint_box.showing and before[30] == h.lines[30]

"""A match left between its games is resumed at its score: the scene reads the match (and a
money game's running total) from the sitting's games, however they were played."""
from __future__ import annotations

from games.backgammon import GAME
from games.ui import resume
from games.ui.harness import Harness


def start(**options) -> Harness:
    return Harness(GAME, seed=3, menu_games=[GAME], level=1, position=None, engine=False, **options)


def leave_and_resume(h: Harness) -> None:
    h.keys("<Esc>")
    assert "Leave this game?" in h.text
    h.keys("<Return>")
    assert resume.has_saved(GAME.name)
    h.keys(GAME.menu_key)
    assert "Resume your" in h.text
    h.keys("<Return>")


def test_a_match_left_at_next_game_is_resumed_at_its_score_with_the_next_game():
    h = start(match=3)
    h.keys("N R <Return>")                        # you resign a single game: 0-1
    assert "Next game?" in h.text
    leave_and_resume(h)
    scene = h.scene
    assert "resumed" in h.text and "Match to 3: you 0, me 1" in h.text
    assert len(scene.record.games) == 2 and not scene.state.is_terminal()
    assert scene.match.score == [0, 1] and scene.in_progress()


def test_a_money_game_resumed_keeps_the_running_total():
    h = start()
    h.keys("N R <Return>")                        # you resign: the stake (2, tied throws) to me
    assert "Total: you -2" in h.text.replace("\n", " ")
    h.keys("<Return>")                            # the next game
    total = list(h.scene.totals)
    leave_and_resume(h)
    assert h.scene.totals == total == [-2, 2] and len(h.scene.record.games) == 2

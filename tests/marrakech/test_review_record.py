"""Marrakech's review at the end of its one hand counts in the game's record."""
from tests.review_play import play_hand
from tests.test_review_games import quick  # noqa: F401  (the quick judges)


def test_a_review_of_the_last_hand_asked_for_at_the_end_counts_in_the_games_record():
    from games import records
    h, spoilt, cost = play_hand("marrakech")       # a game of one hand: the hand is the game
    scene = h.scene
    assert scene.state.is_terminal() and records.history("marrakech") == []
    h.keys("V")
    scene.wait_for_background()
    total = scene.review_box.total
    assert total is not None and total >= cost > 0
    h.keys("<Escape>")                               # the review away
    h.keys("<Escape>")                               # the game left
    [line] = records.history("marrakech")
    assert line["cost"] == round(total, 1)

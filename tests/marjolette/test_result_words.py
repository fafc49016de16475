"""The game says its result under "Another game?" in the one shape of words, and the
question between hands names the hand to come (tests/test_result_words.py)."""
from games.marjolette import GAME
from tests.test_result_words import ends_with_its_result_in_the_one_shape
from tests.marjolette.steps import marjolette_step


def test_a_two_seat_game_ends_with_its_result_in_the_one_shape():
    ends_with_its_result_in_the_one_shape(GAME, marjolette_step, {"opponent": "random"}, "Return for hand {}")

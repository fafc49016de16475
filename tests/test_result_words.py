"""One way of speaking: every game says its result under "Another game?" in one shape of
words (games.ui.result_words), and the question between hands names the hand to come."""
import doctest
import re

from games.ui import result_words
from tests import scenes

TWO_SEATS = re.compile(r"^(You win|I win), (\d+) to (\d+)(, on the tie-break)?\.|^A draw, \d+ all\.")
KEYS = " Return = Yes, N = No"

def test_the_shapes_of_a_result():
    assert doctest.testmod(result_words).failed == 0
    assert result_words.more_seats(["Ann", "You"], 3) == "Ann and you share the win with 3."
    assert result_words.with_keys("x" * 19) == "x" * 19 + KEYS
    assert result_words.with_keys("x" * 20) == "x" * 20          # the keys not broken over two lines


def ends_with_its_result_in_the_one_shape(info, step, options, between):
    """A two-seat game played out by ``step`` from the window's ``options`` (the games' own
    folders call this with theirs): its result in the one shape, the hands between by number."""
    h = scenes.start(info, seed=5, **options)
    asked = []

    def watch(h):
        scene = h.scene
        if scene.question.name in ("scores", "hand_over", "round_over") and not scene.prompt.question.endswith("scores"):
            asked.append(scene.prompt.question)

    scenes.play_to_the_end(h, step, watch=watch)
    message = " ".join(h.scene.prompt.message.split())
    assert h.scene.prompt.question == "Another game?"
    found = TWO_SEATS.match(message)
    assert found, message
    assert message.endswith(KEYS) or len(message + KEYS) > 40
    if found.group(2):                                     # the winner's score first
        assert int(found.group(2)) >= int(found.group(3))
    # between hands: the hand (or round) to come, by its number
    assert asked and all(re.fullmatch(between.format(r"\d+"), q) for q in asked), set(asked)
    numbers = [int(q.split()[-1]) for q in dict.fromkeys(asked)]
    assert numbers == list(range(2, 2 + len(numbers)))

"""The end of a hand of a partie (games.series) is news to every seat."""
import random

from games.engine import Moved
from games.piquet.partie import Partie

MAKERS = {"piquet": lambda rng: Partie(rng)}


def random_move(state, rng):
    return rng.choice(list(state.legal_moves()))


def test_the_end_of_a_hand_is_news_to_every_seat():
    game = MAKERS["piquet"](random.Random(5))
    rng = random.Random(6)
    while not game.history:
        mover = game.current_player()
        move = random_move(game, rng)
        game.apply(move)
    told = game.seen_by(1 - mover, move)
    assert told == [Moved(mover, move), game.history[0]]

"""The series of hands (games.series) that Gin Rummy's game, Piquet's partie, Marjolette's
game and the trick-avoidance games are made of."""
import doctest
import random

import pytest

import games.series as series_module
from games.avoidance.game import AvoidanceGame, Settings
from games.engine import IllegalMove, Moved
from games.gin_rummy.game import GinGame
from games.gin_rummy.scoring import Rules
from games.marjolette.game import MarjoletteGame
from games.piquet.partie import Partie
from games.polignac.rules import VARIANT as POLIGNAC
from games.series import Series

MAKERS = {
    "gin": lambda rng: GinGame(rng, Rules(game_target=30)),      # random play is slow to 100
    "piquet": lambda rng: Partie(rng),
    "marjolette": lambda rng: MarjoletteGame(rng),
    "polignac": lambda rng: AvoidanceGame(POLIGNAC, rng, Settings(seats=3, hands=6)),
}


def test_doctest():
    assert doctest.testmod(series_module).failed == 0


def random_move(state, rng):
    return rng.choice(list(state.legal_moves()))


@pytest.mark.parametrize("name", MAKERS)
def test_a_series_keeps_each_hand_its_result_and_the_totals(name):
    game = MAKERS[name](random.Random(11))
    rng = random.Random(12)
    assert isinstance(game, Series) and game.hand_number == 1 and not game.history
    while not game.is_terminal():
        before = len(game.history)
        game.apply(random_move(game, rng))
        if len(game.history) > before:
            assert game.finished[-1].is_terminal() and game.result_of(game.finished[-1]) == game.history[-1]
    assert len(game.finished) == len(game.history) == game.hand_number and game.hand is game.finished[-1]
    sums = [sum(game.points(r)[s] for r in game.history) for s in range(len(game.totals))]
    assert game.totals == sums
    assert list(game.totals_before()) == [t - p for t, p in zip(game.totals, game.points(game.history[-1]))]
    with pytest.raises(IllegalMove):
        game.apply(None)


@pytest.mark.parametrize("name", MAKERS)
def test_a_clone_deals_the_same_hands_and_leaves_the_original_alone(name):
    game = MAKERS[name](random.Random(21))
    rng = random.Random(22)
    while len(game.history) < 1:
        game.apply(random_move(game, rng))
    copy, state = game.clone(), rng.getstate()
    totals, hands = list(game.totals), len(game.finished)
    for side in (copy, game):
        rng.setstate(state)
        while len(side.history) < 2 and not side.is_terminal():
            side.apply(random_move(side, rng))
        if side is copy:
            assert game.totals == totals and len(game.finished) == hands
    assert copy.history == game.history and copy.totals == game.totals
    assert copy.all_cards() == game.all_cards()


def test_the_end_of_a_hand_is_news_to_every_seat():
    game = MAKERS["piquet"](random.Random(5))
    rng = random.Random(6)
    while not game.history:
        mover = game.current_player()
        move = random_move(game, rng)
        game.apply(move)
    told = game.seen_by(1 - mover, move)
    assert told == [Moved(mover, move), game.history[0]]

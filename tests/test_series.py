"""The series of hands (games.series) that the card games' games, parties and trick-avoidance
games are made of: each kit's SERIES (None: the game is no series, or another stands for its kind)."""
import doctest
import random

import pytest

import games.series as series_module
from games.engine import IllegalMove
from games.registry import all_games
from games.series import Series
from tests.kits import need

SERIES = {info.name: need(info, "SERIES") for info in all_games()}
MAKERS = {name: maker for name, maker in SERIES.items() if maker is not None}


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

"""Piquet and Marjolette keep their tricks on the shared engine (games.tricks)."""
import random

import pytest

from games.tricks import Trick, TrickPlay


@pytest.mark.parametrize("package", ["piquet", "marjolette"])
def test_the_two_handed_games_keep_their_tricks_on_the_shared_engine(package):
    import importlib
    info = importlib.import_module(f"games.{package}").GAME
    game = info.new_state(info.setup(3))
    rng = random.Random(4)
    while len(game.hand.tricks) < 2:
        game.apply(rng.choice(list(game.legal_moves())))
    assert isinstance(game.hand.play, TrickPlay)
    view = game.view(0)
    assert view.tricks == tuple(game.hand.play.tricks) and all(type(t) is Trick for t in view.tricks)
    first = view.tricks[0]
    assert [first.lead, first.follow] == first.cards and first.card_of(first.winner) in first.cards

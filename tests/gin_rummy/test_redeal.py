"""A Gin Rummy hand dealt again as one seat may see it (``redeal``) leaves the other with
the cards he took from the pile and has not thrown away, and with the same turn."""
from __future__ import annotations

import random

from games.gin_rummy.game import GinGame
from games.gin_rummy.players import SimplePlayer


def test_redeal_keeps_the_cards_taken_and_the_turn():
    rng, player, taken_met = random.Random(4), SimplePlayer(), 0
    for seed in range(3):
        game = GinGame(random.Random(seed))
        for _ in range(120):
            if game.is_terminal():
                break
            seat = rng.randrange(2)
            other, hand = game.redeal(seat, rng), game.hand
            known = game.view(seat).opponent_known()
            assert known <= set(other.hand.hands[1 - seat]), "a card taken from the pile left its hand"
            taken_met += bool(known)
            again = other.hand
            assert (again.to_move, again.stock_only, again.taken) == (hand.to_move, hand.stock_only, hand.taken)
            assert other.totals == game.totals and other.hand_number == game.hand_number
            game.apply(player.choose(game.view(game.current_player()), rng))
    assert taken_met, "no card was taken from the pile: the test proves nothing"

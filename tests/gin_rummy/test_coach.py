"""The Gin hint's play-outs start from the hand as the seat sees it."""
import random

from games.gin_rummy.coach import chance_of_winning
from games.gin_rummy.game import GinGame
from games.gin_rummy.hand import GinHand
from games.gin_rummy.players import SimplePlayer


def test_the_unseen_cards_dealt_again_give_the_seat_the_same_view_and_the_same_moves():
    game, player, rng = GinGame(random.Random(3)), SimplePlayer(), random.Random(2)
    for step in range(60):
        seat = game.current_player()
        view = game.view(seat)
        hand = GinHand.as_seen(view, random.Random(step))
        # the game's part of the view (the scores, the hands so far) given to the hand's
        so_far = dict(hand_number=view.hand_number, hands_played=view.hands_played, hands_won=view.hands_won)
        assert hand.view(seat, view.scores, **so_far) == view
        assert sorted(map(str, hand.legal_moves())) == sorted(map(str, game.legal_moves()))
        game.apply(player.choose(view, rng))


def test_the_chance_of_winning_is_a_share_of_the_play_outs():
    game = GinGame(random.Random(5))
    view = game.view(game.current_player())
    chance = chance_of_winning(view, view.legal_moves[0], random.Random(1), plays=10)
    assert chance is not None and 0 <= chance <= 1 and (10 * chance).is_integer()

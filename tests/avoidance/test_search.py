"""games.avoidance.search: the nested play-out, the computer's deeper look at a deal
(``computer(search='nested')``)."""
import random

import pytest

from games.avoidance.computer import ComputerPlayer
from games.avoidance.defender import DefenderPlayer
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.hand import Hand
from games.avoidance.moves import Bid
from games.avoidance.players import table_of
from games.avoidance.rollout import DUCK, Deal, play_out
from games.avoidance.search import best_line, nested_out, options, redealt
from games.cards import cards
from games.polignac.rules import VARIANT as POLIGNAC

# Seat 1 leads, three cards each. Led at once, the jack of diamonds wins a clean trick
# (only seat 0 has a diamond left, the eight); then the queen of clubs to seat 0's king,
# and the queen of diamonds thrown on seat 0's lead: no queen taken. A quick play-out
# after the jack leads the queen of diamonds next (its lowest) and takes it, so it
# judges the jack worse (two queens) than leading the queen of clubs at once (one).
HANDS = ["D8 CK HJ", "DJ DQ CQ", "S9 C9 C8", "ST SK SA"]


def three_card_hand() -> Hand:
    hand = Hand(POLIGNAC, [cards(h) for h in HANDS], dealer=2)
    for _ in range(4):
        hand.apply(Bid(False))
    return hand


class Seeing(ComputerPlayer):
    """The computer handed the true deal wherever it would guess one, for a fixed test."""
    hand: Hand

    def guess(self, view, rng):
        return self.hand.play.clone()


def seat_one_points(view, tricks):
    return POLIGNAC.score(tricks, 4, None, True).points[1]


def test_a_nested_play_out_follows_the_lead_up_well_where_a_quick_one_takes_a_queen():
    hand = three_card_hand()
    view = hand.view(1)
    table = table_of(view)
    after = Deal.of(table, hand.play)
    after.play(table, table.number(cards("DJ")[0]))
    cost = lambda tricks: seat_one_points(view, tricks)
    assert cost(play_out(table, after, [DUCK] * 4)) == 2
    assert cost(nested_out(table, after, [DUCK] * 4, None, 1, cost)) == 0


def test_seeing_the_deal_the_nested_computer_leads_the_jack_that_the_quick_one_misjudges():
    hand = three_card_hand()
    view = hand.view(1)
    moves = {}
    for search in ("playout", "nested"):
        player = Seeing(search=search, exact=0, min_samples=2, max_samples=2)
        player.hand = hand
        moves[search] = str(player.choose(view, random.Random(1)).card)
    assert moves == {"playout": "CQ", "nested": "DJ"}


def test_searching_every_line_of_its_own_never_does_worse_than_the_nested_play_out_nor_nesting_none_differs_from_a_play_out():
    seen = 0
    for seed in range(12):
        game = AvoidanceGame(POLIGNAC, random.Random(seed), Settings(seats=4))
        defender, rng = DefenderPlayer(), random.Random(seed)
        while not (game.hand.phase == "play" and len(game.hand.play.hands[game.current_player()]) == 4):
            game.apply(defender.choose(game.view(game.current_player()), rng))
        me, view = game.current_player(), game.view(game.current_player())
        table = table_of(view)
        deal = Deal.of(table, game.hand.play)
        cost = lambda tricks: ComputerPlayer().cost(view, tricks)
        policies = [DUCK] * 4
        best, tricks = best_line(table, deal, policies, None, me, cost)
        assert best == cost(tricks) <= cost(nested_out(table, deal, policies, None, me, cost)) + 1e-9
        assert cost(nested_out(table, deal, policies, None, me, cost, exact=4)) == pytest.approx(best)
        # nesting none of its turns, it plays every seat's rule of thumb: the quick play-out
        assert nested_out(table, deal, policies, None, me, cost, nest=0) == play_out(table, deal, policies)
        seen += len(options(table, deal, me)) > 1
    assert seen


def test_judged_blind_the_others_cards_are_dealt_afresh_keeping_their_counts_and_voids():
    game = AvoidanceGame(POLIGNAC, random.Random(5), Settings(seats=4))
    defender, rng = DefenderPlayer(), random.Random(5)
    while not (game.hand.phase == "play" and any(game.hand.play.voids)
               and len(game.hand.play.hands[game.current_player()]) <= 5):
        game.apply(defender.choose(game.view(game.current_player()), rng))
    me, view = game.current_player(), game.view(game.current_player())
    table = table_of(view)
    deal = Deal.of(table, game.hand.play)
    differ = 0
    for seed in range(20):
        again = redealt(table, deal, me, random.Random(seed))
        assert again.hands[me] == deal.hands[me]
        assert [len(h) for h in again.hands] == [len(h) for h in deal.hands]
        assert sorted(c for h in again.hands for c in h) == sorted(c for h in deal.hands for c in h)
        for seat, void in enumerate(game.hand.play.voids):
            assert not any(set(table.suits[c]) & set(void) for c in again.hands[seat])
        differ += again.hands != deal.hands
    assert differ


def test_an_unknown_search_is_refused_with_the_ones_there_are():
    with pytest.raises(ValueError, match="playout, nested, endgame"):
        ComputerPlayer(search="deep")

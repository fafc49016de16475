"""Reading how carefully the opponent plays its cards (games.marrakesh.players.reading)."""
from __future__ import annotations

from types import SimpleNamespace

from games.marrakesh.board import OFF, Step, after_steps, from_dice
from games.marrakesh.players.reading import (PACK, PRIOR, SLIP, best_of, careful_belief, careful_odds,
                                             carefulness, first_play, round_plays, tie_share)
from games.marrakesh.players.rollout import WORTHS, card_of, card_values, side_facts
from games.marrakesh.view import Trick

BLUE_DICE, RED_DICE = (1, 1, 2, 4, 5, 6), (3, 3, 4, 4, 6, 6)


def red_leads_rating():
    """How Red, leading the first trick on these dice, rates every card by Jacoby's rule."""
    red, blue = (side_facts(from_dice(d))[0] for d in (RED_DICE, BLUE_DICE))
    return card_values(WORTHS[red], WORTHS[blue], True)


def game_so_far(red_leads: int, rounds: int):
    """Blue's view of a game in which Red led ``red_leads`` (a card's code) to the first
    trick of every one of ``rounds`` rounds finished, and to the trick in play."""
    trick = Trick(1, 1, card_of(red_leads), card_of(red_leads), 0, "SN", (0, 0))
    done = SimpleNamespace(dice=(BLUE_DICE, RED_DICE), tricks=(trick,))
    return SimpleNamespace(opponent=1, history=(done,) * rounds, dice=(BLUE_DICE, RED_DICE), tricks=())


def test_the_best_of_one_card_is_the_packs_average_and_of_the_whole_pack_its_best():
    values = red_leads_rating()
    mean = sum(values[c] for c in PACK) / len(PACK)
    assert abs(best_of(values, 1) - mean) < 1e-9
    assert abs(best_of(values, len(PACK)) - max(values)) < 1e-9
    assert mean < best_of(values, 6) < max(values)


def test_before_the_opponent_has_played_a_card_the_guess_is_even():
    assert carefulness(game_so_far(0, 0)) == PRIOR == 0.5


def test_the_first_trick_is_rated_from_the_side_that_led_it():
    view = game_so_far(0, 1)
    card, values = first_play(view.history[0].dice, view.history[0].tricks, 1)
    assert card == 0 and values == red_leads_rating()
    assert first_play(view.dice, (), 1) is None


def test_an_opponent_always_leading_the_card_the_rule_rates_best_is_read_as_careful():
    values = red_leads_rating()
    best = max(PACK, key=values.__getitem__)
    assert carefulness(game_so_far(best, 11)) == 1.0
    assert 0.5 < carefulness(game_so_far(best, 1)) < 1.0


def test_an_opponent_always_leading_the_card_the_rule_rates_worst_is_read_as_random():
    values = red_leads_rating()
    worst = min(PACK, key=values.__getitem__)
    assert carefulness(game_so_far(worst, 11)) == 0.0
    assert 0.0 < carefulness(game_so_far(worst, 1)) < 0.5


def test_a_card_that_beats_every_other_card_alike_wins_by_a_known_share():
    assert abs(tie_share(0.5, 0.0, 3) - 0.125) < 1e-12          # three draws, each below half the time
    assert abs(tie_share(0.0, 1.0, 3) - 0.25) < 1e-12           # level with all three: one in four
    assert abs(tie_share(0.6, 0.4, 1) - (0.6 + 0.4 / 2)) < 1e-12


def test_a_card_played_from_six_is_the_known_times_likelier_under_the_careful_account():
    values = [float(c) for c in range(28)]      # every card rated apart, the Club Queen (27) best
    # the best card: the rule plays it whenever it is in the hand, a random player one time in six
    assert abs(careful_odds(27, values, [], 5) - ((1 - SLIP) * 6 + SLIP)) < 1e-9
    # the Club Six (two copies): the rule plays it when the Queen is not among the other five
    assert abs(careful_odds(26, values, [], 5) - ((1 - SLIP) * 6 * (51 / 52) ** 5 + SLIP)) < 1e-9
    # two cards level with it (the Spade and Heart Threes leading here): ties are broken alike
    rating = red_leads_rating()
    assert rating[2] == rating[9] == max(rating)
    rule = tie_share(50 / 52, 2 / 52, 5)
    assert abs(careful_odds(2, rating, [], 5) - ((1 - SLIP) * 6 * rule + SLIP)) < 1e-9


def test_a_card_played_while_a_later_card_of_the_same_hand_rated_higher_is_a_slip_at_best():
    values = red_leads_rating()
    worst, best = min(PACK, key=values.__getitem__), max(PACK, key=values.__getitem__)
    assert careful_odds(worst, values, [best], 3) == SLIP
    assert careful_odds(best, values, [worst], 3) > 1


def test_a_rounds_later_tricks_are_rated_from_the_board_as_it_then_stood_with_the_later_cards_known():
    # Red leads H4 to the first trick and, winning it, bears off a 4 and moves 3/1; then leads S4
    first = Trick(1, 1, card_of(10), card_of(22), 1, "-", (1, 0), (Step(4, OFF), Step(3, 1)))
    second = Trick(2, 1, card_of(3), card_of(12), 0, "-", (0, 0))
    plays = round_plays((BLUE_DICE, RED_DICE), (first, second), 1)
    assert [(card, later, unknown) for card, _, later, unknown in plays] == [(10, [3], 4), (3, [], 4)]
    assert plays[0][1] == red_leads_rating()
    red = side_facts(after_steps(from_dice(RED_DICE), first.steps))[0]
    blue = side_facts(from_dice(BLUE_DICE))[0]
    assert plays[1][1] == card_values(WORTHS[red], WORTHS[blue], True)


def test_the_belief_separates_a_rule_follower_from_a_random_player_within_two_rounds():
    values = red_leads_rating()
    best, worst = max(PACK, key=values.__getitem__), min(PACK, key=values.__getitem__)
    assert careful_belief(game_so_far(best, 0)) == 0.5
    assert careful_belief(game_so_far(best, 1)) > 0.8
    assert careful_belief(game_so_far(best, 2)) > 0.9
    assert careful_belief(game_so_far(worst, 1)) < 0.25
    assert careful_belief(game_so_far(worst, 2)) < 0.1
    assert careful_belief(game_so_far(worst, 11)) > 0       # never quite certain

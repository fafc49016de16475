"""Reading how carefully the opponent plays its cards (games.marrakesh.players.reading)."""
from __future__ import annotations

from types import SimpleNamespace

from games.marrakesh.board import from_dice
from games.marrakesh.players.reading import PACK, PRIOR, best_of, carefulness, first_play
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

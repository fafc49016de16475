"""The worked examples of the rules, step by step (the source's own positions and plays)."""
from __future__ import annotations

import pytest

from games.marrakesh.board import Step, hops
from games.marrakesh.game import MarrakeshState
from games.marrakesh.moves import Bear
from games.marrakesh.rules import Settings
from games.marrakesh.view import BONUS, LEAD, MOVE, REPLY
from tests.marrakesh.helpers import arranged, options, say

BLUE, RED = 0, 1


def example() -> MarrakeshState:
    """Red throws 4-5-5-5-6-6 and Blue 1-1-2-4-4-6; the cards of the text's five tricks,
    and its two bonus cards, 5 of Clubs then 2 of Diamonds."""
    return arranged([1, 1, 2, 4, 4, 6], [4, 5, 5, 5, 6, 6],
                    "S6 D5 HQ C3 SA H4", "C2 D3 SQ C3 D6 H2", bonus="C5 D2",
                    settings=Settings(rounds=1))


def test_the_starting_position_and_the_leader():
    state = example()
    assert state.sides == [(2, 1, 0, 2, 0, 1), (0, 0, 0, 1, 3, 2)]
    # Blue leads: two pieces on the 1-point, Red none.
    assert state.phase == LEAD and state.current_player() == BLUE


def test_first_trick_no_match():
    state = example()
    say(state, "S6")
    assert state.phase == REPLY and state.current_player() == RED
    say(state, "C2")
    # a Club beats a Spade: Red wins, 6 and 2 once each, no bonus card
    assert state.winner == RED and state.numbers == (6, 2) and state.phase == MOVE
    # the text's play and the alternatives it names for the 2
    assert {"6/off 6/4", "6/off 5/3", "6/off 4/2"} <= set(options(state))
    assert [str(s) for s in hops((0, 0, 0, 1, 3, 1), 2)] == ["6/4", "5/3", "4/2"]
    say(state, "6/off 5/3")
    assert state.sides[RED] == (0, 0, 1, 1, 2, 1)
    assert state.ovals[RED] == [1, None, None]
    assert state.phase == LEAD and state.current_player() == RED


def after_first_trick() -> MarrakeshState:
    state = example()
    say(state, "S6", "C2", "6/off 5/3")
    return state


def test_second_trick_suit_match_then_a_number_matching_bonus():
    state = after_first_trick()
    say(state, "D3", "D5")
    # the receiver wins a trick of one suit
    assert state.winner == BLUE and set(state.numbers) == {3, 5}
    say(state, "6/1 4/1")
    assert state.sides[BLUE] == (4, 1, 0, 1, 0, 0)
    # the bonus card 5 of Clubs matches 5 of Diamonds in number: 5 four times
    assert state.phase == BONUS and str(state.bonus) == "C5" and state.numbers == (5, 5, 5, 5)
    say(state, "4/off 2/off 1/off 1/off")
    assert state.sides[BLUE] == (2, 0, 0, 0, 0, 0)
    assert state.ovals[BLUE] == [4, None, None]       # all four on Blue's first oval
    assert state.discards[-1].card.code == "C5"


def test_the_text_says_blue_cannot_bear_off_but_backgammon_order_allows_it():
    # With 3 first (6/3), no piece is left on the 5-point or above, so the 5 bears
    # off from the 4-point: the program follows backgammon (see the manual's notes).
    state = after_first_trick()
    say(state, "D3", "D5")
    assert state.illegal_reason(Bear.parse("6/3 4/off")) is None


def after_second_trick() -> MarrakeshState:
    state = after_first_trick()
    say(state, "D3", "D5", "6/1 4/1", "4/off 2/off 1/off 1/off")
    return state


def test_third_trick_queens_then_a_bonus_card_once_and_a_null_chip():
    state = after_second_trick()
    say(state, "HQ", "SQ")
    # the Queens match in number: four times nothing; the bonus card, 2 of Diamonds,
    # matches the Queen of Spades in neither, so 2 once
    assert state.winner == RED and state.phase == BONUS and state.numbers == (2,)
    assert str(state.bonus) == "D2"
    say(state, "6/4")
    assert state.sides[RED] == (0, 0, 1, 2, 2, 0)
    assert state.ovals[RED] == [1, 0, None]            # a null chip on Red's second oval


def test_fourth_trick_suit_and_number_and_no_bonus_once_all_are_off():
    state = after_second_trick()
    say(state, "HQ", "SQ", "6/4", "C3", "C3")
    assert state.winner == BLUE and state.numbers == (3,) * 6
    # two of the six 3s bear off the last two pieces; no other way to play them
    assert options(state) == ["1/off(2)"]
    stock_before = len(state.stock)
    say(state, "1/off(2)")
    assert state.ovals[BLUE] == [4, 2, None]
    assert len(state.stock) == stock_before, "no bonus card is drawn with every piece off"
    assert state.phase == LEAD and state.current_player() == BLUE


def test_fifth_trick_null_chip_in_the_opponents_oval_and_the_score():
    state = after_second_trick()
    say(state, "HQ", "SQ", "6/4", "C3", "C3", "1/off(2)", "SA", "D6")
    # Blue wins with everything off: a null chip on Red's third oval; the gammon
    # leaves Blue's third oval unused, so the round ends after five tricks.
    assert state.is_terminal()
    result = state.history[0]
    assert result.ovals == ((4, 2, None), (1, 0, 0))
    assert len(result.tricks) == 5 and result.tricks[-1].oval == (RED, 2)
    # "Blue scores 9 for a Tangier and 9 for a Royal Fez, a total of 18. Red does not score."
    assert result.items == ((("Tangier", 9), ("Royal Fez", 9)), ())
    assert result.scores == (18, 0)
    assert state.winning_seat() == BLUE and state.returns() == [1.0, -1.0]
    # the sixth cards, unplayed, go to the discard pile with the rest
    assert sorted(str(c) for c in state.hands[0] + state.hands[1]) == []
    assert {"H4", "H2"} <= {str(c) for c in state.discards}


def test_jacoby_spreading_rather_than_bearing_off_two():
    # Blue has 6-1 to play with two on the 6-point, the 4-point and one on the 1-point:
    # 6/off 6/5 spreads (Jacoby); 6/off 1/off takes two (the author's preference).
    state = arranged([1, 4, 4, 4, 6, 6], [1, 1, 2, 3, 5, 6], "SA H4 H5 H6 S2 S3",
                     "D6 D5 D4 D3 D2 DA")
    assert state.current_player() == RED
    say(state, "D6", "SA")
    assert state.winner == BLUE and state.numbers == (6, 1)
    assert {"6/off 6/5", "6/off 1/off"} <= set(options(state))
    say(state, "6/off 6/5")
    assert state.sides[BLUE] == (1, 0, 0, 3, 1, 0)


def test_jacoby_aiming_for_casablanca():
    # Red leads 2 of Clubs, Blue answers 4 of Clubs and wins: 4/off 3/1 keeps to one
    # piece off before the bonus card, where 4/off 2/off takes two.
    state = arranged([2, 2, 3, 3, 4, 4], [1, 1, 1, 5, 5, 6], "C4 H4 H5 H6 S2 S3",
                     "C2 D5 D4 D3 D6 DA", bonus="H3")
    say(state, "C2", "C4")
    assert state.winner == BLUE
    assert {"4/off 3/1", "4/off 2/off"} <= set(options(state))
    say(state, "4/off 3/1")
    assert state.ovals[BLUE] == [1, None, None] and state.phase == BONUS
    # 3 of Hearts against 4 of Clubs matches in neither: 3 once
    assert state.numbers == (3,)


@pytest.mark.parametrize("steps, reason", [
    ("6/2", "6/2 needs a 4: you have 2 or 6"),
    ("3/off", "You have no piece on your 3-point"),
    ("5/off", "A piece is higher than 5: move it first"),
    ("6/off", "You must use every number: 2 left"),
    ("6/off 6/off", "6/off needs a 6 or more: you have 2"),
    ("4/off 6/off", "A piece is higher than 4: move it first"),
])
def test_refusals_say_why(steps, reason):
    state = example()
    say(state, "S6", "C2")
    assert state.illegal_reason(Bear.parse(steps)) == reason

"""Marrakech's rules: known answers from the sources' examples, and properties of random games."""
import doctest
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

from games.engine import TERMINAL, IllegalMove, InvalidNotation
from games.marrakech import market, rules
from games.marrakech.market import DOWN, EMPTY, LEFT, RIGHT, UP, names, square
from games.marrakech.moves import Rug, Turn, parse_move
from games.marrakech.rules import (OVER, RUG, TURN, Ended, Laid, MarrakechState, Paid, Settings, Walked,
                                   WentOut, colours_of)
from tests.marrakech.helpers import game, lay, play_out, put_assam

ITALIAN = Settings(two_player_rugs=15)


def test_the_start_of_the_market():
    state = game()
    assert state.assam == square("d4") and state.facing == RIGHT
    assert state.dirhams == [30, 30] and all(t == EMPTY for t in state.tops)
    assert state.current_player() == 0 and state.phase == TURN
    assert state.legal_moves() == [Turn("L"), Turn("S"), Turn("R")]


@pytest.mark.parametrize("players, settings, each", [
    (2, Settings(), {0: 12, 2: 12}),            # Board Game Arena: 24 a player, two colours
    (2, ITALIAN, {0: 15, 2: 15}),               # the Italian rules: two sets of fifteen
    (3, Settings(), {0: 15}),
    (4, Settings(), {0: 12})])
def test_rugs_for_each_number_of_players(players, settings, each):
    state = game(players, settings=settings)
    held = Counter(state.piles[0]) + Counter([state.in_hand])
    assert dict(held) == each
    assert colours_of(0, players) == tuple(each)
    assert all(state.rugs_left(s) == sum(each.values()) for s in range(players))


def test_the_two_colours_come_in_a_random_order_from_the_seed():
    orders = {tuple(game(seed=seed).piles[0]) for seed in range(5)}
    assert len(orders) == 5
    assert game(seed=3).piles == game(seed=3).piles


def test_the_first_italian_example():
    # South (seat 0) turns Assam down and throws 2: he stops on d2 and lays a rug on c2-c3.
    state = game(throws=[2, 4], settings=ITALIAN)
    state.apply(Turn("R"))
    assert market.name(state.assam) == "d2" and state.facing == DOWN
    assert state.phase == RUG and state.current_player() == 0
    state.apply(Rug.parse("c2 c3"))
    # North leaves Assam facing down and throws 4: d1, e1, e2 and he stops on e3.
    state.apply(Turn("S"))
    walked = state.log[-1]
    assert isinstance(walked, Walked) and walked.throw == 4 and walked.seat == 1
    assert names(walked.path) == "d1 e1 e2 e3" and state.facing == UP
    # North lays a rug on d3-c3, over half of South's.
    state.apply(Rug.parse("d3-c3"))
    colours = state.colours()
    assert [colours[square(s)] for s in ("c2", "c3", "d3")] == [state.rug_colours[0]] + [state.rug_colours[1]] * 2
    assert state.visible() == [1, 2]


def test_the_second_italian_example_round_g7():
    state = game(throws=[3])
    put_assam(state, "f7", RIGHT)
    lay(state, "e6 f6", 1)
    state.apply(Turn("S"))
    assert market.name(state.assam) == "g6" and state.facing == DOWN
    legal = {str(m) for m in state.legal_moves()}
    assert legal == {"f6 f7", "f5 f6", "f7 g7", "f5 g5", "g4 g5"}
    with pytest.raises(IllegalMove, match="both halves of one rug"):
        state.apply(Rug.parse("e6 f6"))


def italian_red_area(state):
    """The third example's market (its diagram is lost): North's red area of five
    squares, f2 among them; half of one red rug is covered by a white one."""
    lay(state, "e2 f2", 1)
    lay(state, "f3 g3", 1)
    lay(state, "g4 g5", 1)
    lay(state, "g5 g6", 0)


def test_the_third_italian_example_pays_for_an_area_of_five():
    state = game(throws=[4])
    italian_red_area(state)
    put_assam(state, "f6", LEFT)                       # South turns him down and throws 4
    state.apply(Turn("L"))
    assert market.name(state.assam) == "f2"
    assert state.log[-1] == Paid(0, 1, 5, 5)
    assert state.dirhams == [25, 35]


def test_a_rug_of_your_own_or_a_bare_square_costs_nothing():
    state = game(throws=[1, 1])
    lay(state, "e4 e5", 0)                          # seat 0's first colour
    state.apply(Turn("S"))                          # d4 -> e4, his own
    assert state.dirhams == [30, 30]
    state.in_hand = 0
    state.apply(Rug.parse("f4 f5"))                 # the same colour: one area of four
    state.apply(Turn("S"))                          # seat 1: e4 -> f4
    assert state.log[-1] == Paid(1, 0, 4, 4) and state.dirhams == [34, 26]


def test_two_player_colours_are_separate_areas():
    state = game(throws=[1])
    lay(state, "e4 e5", 1)                          # seat 1's first colour
    lay(state, "f4 f5", 3)                          # seat 1's second colour, beside it
    lay(state, "e3 e2", 1)
    state.apply(Turn("S"))                          # d4 -> e4
    assert state.log[-1] == Paid(0, 1, 4, 4)        # e2 e3 e4 e5, not the 3's f4 f5


def test_in_three_player_games_each_seat_is_one_colour():
    state = game(3, throws=[1])
    lay(state, "e4 e5", 2)
    lay(state, "f4 f5", 1)
    state.apply(Turn("S"))
    assert state.log[-1] == Paid(0, 2, 2, 2) and state.dirhams == [28, 30, 32]


def test_one_who_cannot_pay_pays_all_he_has_and_is_out_in_a_two_player_game():
    state = game(throws=[1])
    lay(state, "e4 e5", 1)
    lay(state, "e3 e2", 1)
    state.dirhams = [3, 30]
    state.apply(Turn("S"))
    assert state.log[-3:] == [Paid(0, 1, 3, 4), WentOut(0), Ended((1,))]
    assert state.dirhams == [0, 33] and state.is_terminal() and state.returns() == [0.0, 1.0]
    assert state.current_player() == TERMINAL and state.legal_moves() == []


def test_paying_exactly_what_you_have_leaves_you_in():
    state = game(throws=[1])
    lay(state, "e4 e5", 1)
    state.dirhams = [2, 30]
    state.apply(Turn("S"))
    assert state.dirhams == [0, 32] and not state.out[0] and state.phase == RUG


def test_the_game_goes_on_without_one_who_is_out_and_his_rugs_cost_nothing():
    state = game(3, throws=[1, 1])
    lay(state, "e4 e5", 2)
    state.dirhams = [1, 30, 30]
    state.apply(Turn("S"))                          # seat 0 lands on seat 2's rug and is out
    assert state.out == [True, False, False] and state.dirhams == [0, 30, 31]
    assert state.current_player() == 1 and state.phase == TURN
    lay(state, "f4 f5", 0)                          # a rug of the one who is out
    state.apply(Turn("S"))                          # seat 1: e4 -> f4
    assert not any(isinstance(e, Paid) for e in state.log[-2:]) and state.dirhams == [0, 30, 31]
    state.apply(state.legal_moves()[0])
    assert state.current_player() == 2            # seat 0 is skipped from now on
    play_out(state, random.Random(1))
    assert state.returns()[0] == 0.0 and sum(state.returns()) == pytest.approx(1)


def test_the_game_ends_when_the_rugs_are_all_laid():
    state = play_out(game(3, seed=4), random.Random(4))
    laid = [e for e in state.log if isinstance(e, Laid)]
    assert not any(state.out)
    assert len(laid) == 45 and len(state.rug_colours) == 45 and all(not pile for pile in state.piles)
    assert isinstance(state.log[-1], Ended)


def finished(players=2, dirhams=(30, 30), rugs=()):
    """A game with the rugs all laid: ``rugs`` as (squares, colour)."""
    state = game(players)
    for squares, colour in rugs:
        lay(state, squares, colour)
    state.dirhams = list(dirhams)
    state.piles = [[] for _ in range(players)]
    state.in_hand = None
    state._end_turn()
    return state


def test_the_score_is_visible_squares_plus_dirhams():
    state = finished(3, (20, 25, 10), [("a1 a2", 0), ("a2 a3", 1), ("b1 b2", 2), ("c1 c2", 2)])
    assert state.visible() == [1, 2, 4] and state.scores() == [21, 27, 14]
    assert state.is_terminal() and state.winners() == (1,) and state.returns() == [0.0, 1.0, 0.0]


def test_a_tie_goes_to_the_most_dirhams_then_is_shared():
    state = finished(2, (28, 30), [("a1 a2", 0), ("b1 b2", 1)])   # 30 each; seat 1 has more dirhams
    assert state.scores() == [30, 32]
    state = finished(2, (30, 28), [("a1 a2", 0), ("b1 b2", 1)])
    assert state.scores() == [32, 30] and state.winners() == (0,)
    state = finished(2, (29, 27), [("a1 a2", 0), ("b1 b2", 1), ("c1 c2", 3)])
    assert state.scores() == [31, 31] and state.winners() == (0,)   # 29 dirhams beat 27
    state = finished(3, (30, 30, 31), [("a1 a2", 0), ("b1 b2", 1)])
    assert state.scores() == [32, 32, 31] and state.returns() == [0.5, 0.5, 0.0]


def test_the_assam_variant_turns_him_at_the_end_of_the_turn():
    late = Settings(late_turn=True)
    state = game(throws=[2, 2], settings=late)
    # The first throw is made at once: Assam walks right from d4 before any choice.
    assert market.name(state.assam) == "f4" and state.phase == RUG and state.current_player() == 0
    assert state.legal_moves() and all(isinstance(m, Rug) for m in state.legal_moves())
    state.apply(Rug.parse("f5 f6"))
    assert state.phase == TURN and state.current_player() == 0
    with pytest.raises(IllegalMove, match="Turn Assam first"):
        state.apply(Rug.parse("g4 g5"))
    state.apply(Turn("L"))                          # now facing up; seat 1 throws 2 at once
    assert state.current_player() == 1 and state.phase == RUG
    assert names(state.last_path) == "f5 f6"
    assert state.log[-1] == Paid(1, 0, 2, 2)


def test_the_assam_variant_ends_without_a_last_turn():
    state = play_out(game(4, settings=Settings(late_turn=True), seed=2), random.Random(2))
    assert isinstance(state.log[-1], Ended) and isinstance(state.log[-2], (Laid, Paid, WentOut))


def test_start_facing_is_a_setting_and_first_seat_a_choice():
    state = game(3, settings=Settings(start_facing=UP), first=2)
    assert state.facing == UP and state.current_player() == 2
    with pytest.raises(ValueError):
        game(5)
    with pytest.raises(ValueError):
        Settings(start_facing=4)


def test_illegal_moves_are_refused_and_change_nothing():
    state = game(throws=[2])
    with pytest.raises(IllegalMove, match="Turn Assam first"):
        state.apply(Rug.parse("d5 d6"))
    state.apply(Turn("S"))
    before = (list(state.tops), state.assam, list(state.dirhams), len(state.log))
    with pytest.raises(IllegalMove, match="Lay your rug first"):
        state.apply(Turn("L"))
    with pytest.raises(IllegalMove, match="not side by side"):
        state.apply(Rug.parse("e5 e7"))
    with pytest.raises(IllegalMove, match="not a move"):
        state.apply("L")
    assert before == (list(state.tops), state.assam, list(state.dirhams), len(state.log))


def test_notation_prints_and_parses():
    for text in ("L", "R", "S"):
        assert str(parse_move(text)) == text and Turn.parse(text.lower()) == Turn(text)
    assert parse_move("c3 c2") == parse_move("c2-c3") == parse_move("C2C3") == Rug(square("c2"), square("c3"))
    assert str(Rug(square("d3"), square("c3"))) == "c3 d3"
    for bad in ("X", "c2", "c2 c", "h1 h2", "c2 c3 c4", ""):
        with pytest.raises(InvalidNotation):
            parse_move(bad)


def test_the_throw_comes_from_the_seed_or_from_loaded_faces():
    a, b = game(seed=9), game(seed=9)
    for state in (a, b):
        state.apply(Turn("L"))
    assert a.log[-1] == b.log[-1]
    state = game(throws=[4])
    state.load_die(1)
    state.apply(Turn("S"))
    assert state.log[-1].throw == 4
    with pytest.raises(ValueError):
        state.load_die(5)


def test_the_view_hides_only_the_order_of_the_piles():
    state = game(seed=5)
    view = state.view(1)
    assert view.legal_moves == () and state.view(0).legal_moves == tuple(state.legal_moves())
    assert view.in_hand == state.in_hand and view.rugs_left(0) == 24 and view.rugs_left(1) == 24
    assert sum(view.piles[0]) == 23 and view.piles[1][1] == view.piles[1][3] == 12 and sum(view.piles[1]) == 24
    copy = view.state(random.Random(1))
    assert sorted(copy.piles[0]) == sorted(state.piles[0]) and copy.tops == state.tops
    copy.apply(Turn("S"))
    assert state.phase == TURN


def test_clone_is_independent_and_plays_the_same_throws():
    state = game(seed=11)
    copy = state.clone()
    state.apply(Turn("L"))
    assert copy.phase == TURN and copy.log != state.log
    copy.apply(Turn("L"))
    assert copy.log == state.log and copy.tops == state.tops


@given(st.integers(0, 10_000), st.sampled_from([2, 3, 4]), st.booleans(), st.sampled_from([12, 15]))
@settings(derandomize=True, max_examples=40, deadline=None)
def test_random_games_keep_the_rules_invariants(seed, players, late, per_colour):
    state = MarrakechState(random.Random(seed), players, Settings(two_player_rugs=per_colour, late_turn=late))
    rng = random.Random(seed)
    total = 30 * players
    each = (2 * per_colour) if players == 2 else rules.RUGS_EACH[players]
    while not state.is_terminal():
        assert 0 <= state.assam < market.SQUARES
        moves = state.legal_moves()
        assert moves and all(state.illegal_reason(m) is None for m in moves)
        seat = state.current_player()
        assert not state.out[seat]
        move = rng.choice(moves)
        laid_before = len(state.rug_colours)
        state.apply(move)
        assert sum(state.dirhams) == total and min(state.dirhams) >= 0
        assert len(state.rug_colours) == laid_before + isinstance(move, Rug)
        for s in range(players):
            laid = sum(1 for e in state.log if isinstance(e, Laid) and e.seat == s)
            held = state.rugs_left(s)
            dropped = state.out[s] and any(isinstance(e, WentOut) and e.seat == s for e in state.log)
            assert laid + held == each or (dropped and laid + held == each - 1)
    assert 0 <= state.assam < market.SQUARES
    assert sum(state.returns()) == pytest.approx(1)
    assert state.phase == OVER and state.current_player() == TERMINAL


def test_the_examples_in_the_rules_module_hold():
    assert doctest.testmod(rules).failed == 0
    import games.marrakech.moves
    assert doctest.testmod(games.marrakech.moves).failed == 0

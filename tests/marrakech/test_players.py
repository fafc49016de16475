"""Marrakech's players: always a legal move, and the computer's reckoning in plain cases."""
import random

import pytest

from games.marrakech import BUILTINS, reckoning
from games.marrakech.computer import ComputerPlayer
from games.marrakech.market import DOWN, EMPTY, LEFT, RIGHT, SQUARES, UP, area, square
from games.marrakech.moves import Rug, Turn
from games.marrakech.players import GreedyPlayer
from games.marrakech.sparring import AssamPlayer
from games.marrakech.rules import RUG, Settings
from games.plugins import load_object
from tests.marrakech.helpers import game, lay, put_assam

# every built-in, by its name, so that a new one is tested as soon as it is registered
PLAYERS = [load_object(name, BUILTINS) for name in sorted(BUILTINS)]


@pytest.mark.parametrize("players, settings", [(2, Settings()), (3, Settings()), (4, Settings()),
                                               (2, Settings(late_turn=True)), (4, Settings(late_turn=True))])
def test_every_built_in_player_plays_whole_games_legally(players, settings):
    state = game(players, settings=settings, seed=players)
    rng = random.Random(1)
    seats = [PLAYERS[(s + players) % len(PLAYERS)] for s in range(players)]
    while not state.is_terminal():
        seat = state.current_player()
        move = seats[seat].choose(state.view(seat), rng)
        assert move in state.legal_moves()
        state.apply(move)


def test_the_built_in_players_load_by_name():
    for name in BUILTINS:
        assert callable(load_object(name, BUILTINS).choose)


def test_expected_payment_over_the_die():
    colours = [EMPTY] * SQUARES
    for s in ("d5", "d6", "d7"):
        colours[square(s)] = 1
    # Up from d4: 1 -> d5, 2 -> d6, 3 -> d7 (area 3 each time), 4 -> c7 (bare).
    assert reckoning.expected_payment(colours, square("d4"), UP, payer=0, players=2) == pytest.approx(5 / 6 * 3)
    assert reckoning.expected_payment(colours, square("d4"), UP, payer=1, players=2) == 0
    assert reckoning.expected_payment(colours, square("d4"), LEFT, payer=0, players=2) == 0


def danger_ahead():
    """Assam on d4 facing right into a big area of the other player's."""
    state = game(throws=[1])
    for squares in ("e3 e4", "f3 f4", "g3 g4", "e5 f5", "g5 g6"):
        lay(state, squares, 1)
    return state


@pytest.mark.parametrize("player", [GreedyPlayer(), AssamPlayer(), ComputerPlayer()],
                         ids=["greedy", "assam", "computer"])
def test_players_steer_clear_of_a_big_area(player):
    state = danger_ahead()
    move = player.choose(state.view(0), random.Random(0))
    assert move in (Turn("L"), Turn("R"))


def test_assam_would_rather_pay_more_on_average_than_risk_going_out():
    state = game()
    state.dirhams[0] = 2
    put_assam(state, "d4", RIGHT)
    for squares in ("d5 e5", "e6 f6", "f7 g7"):
        lay(state, squares, 1)      # up (L): a 1 stops on an area of six, 1 on average, but out
    lay(state, "f4 g4", 1)          # on (S): a 2 or a 3 stops on an area of two, 4/3 on average
    lay(state, "d2 d3", 1)
    lay(state, "d1 e1", 3)          # down (R): every throw costs 2
    view = state.view(0)
    assert GreedyPlayer().choose(view, random.Random(0)) == Turn("L")    # the least on average
    assert AssamPlayer().choose(view, random.Random(0)) == Turn("S")


def test_assam_turns_where_its_rug_can_then_hide_the_most_of_the_others():
    state = game()
    put_assam(state, "d4", RIGHT)
    lay(state, "b1 b2", 1)          # reached by a rug only from d2 and d1, down (R) from d4
    for seed in range(5):
        assert AssamPlayer().choose(state.view(0), random.Random(seed)) == Turn("R")


def test_assam_lays_its_rug_over_the_others_squares():
    state = game(throws=[1])
    put_assam(state, "d4", LEFT)
    lay(state, "b4 b5", 1)
    state.apply(Turn("S"))          # Assam to c4, the other's rug beyond him
    move = AssamPlayer().choose(state.view(0), random.Random(0))
    assert square("b4") in move.squares


def test_the_computer_joins_its_own_rugs():
    state = game(throws=[1])
    put_assam(state, "d4", LEFT)
    state.in_hand = 0
    lay(state, "a1 a2", 1)                          # far away: no matter
    lay(state, "b5 b6", 0)                          # its own rug, above c5
    state.apply(Turn("S"))                          # Assam to c4
    assert state.phase == RUG
    move = ComputerPlayer().choose(state.view(0), random.Random(0))
    state.apply(move)
    assert area(state.colours(), move.a) == 4       # joined to its own rug: an area of four


def test_the_computer_covers_the_other_players_area_when_it_can():
    state = game(throws=[1])
    put_assam(state, "d4", LEFT)
    lay(state, "c5 c6", 1)
    lay(state, "b5 b6", 1)
    lay(state, "c2 c3", 1)
    state.apply(Turn("S"))                          # Assam to c4, the other's rugs all round
    move = ComputerPlayer().choose(state.view(0), random.Random(0))
    colours = state.colours()
    assert all(colours[sq] == 1 for sq in move.squares)


def test_the_computer_in_the_assam_variant_turns_him_onto_its_own_area_for_the_next_throw():
    state = game(settings=Settings(late_turn=True), throws=[1])
    state.apply(state.legal_moves()[0])             # seat 0 lays its rug; now it turns Assam
    for squares in ("e6 e7", "d6 d7", "f6 f7"):
        lay(state, squares, 0)                      # its own area of six, up from Assam's row...
    put_assam(state, "e5", RIGHT)
    move = ComputerPlayer().choose(state.view(0), random.Random(0))
    assert move == Turn("L")                        # ...so the next player walks up into it


def test_a_square_can_be_covered_again_and_again():
    state = game()
    for i, squares in enumerate(("c3 c4", "c4 c5", "b4 c4", "c4 d4")):
        lay(state, squares, i % 4)
    assert state.colours()[square("c4")] == 3 and state.tops[square("c4")] == 3
    assert state.visible() == [2, 3]             # c3 b4 for seat 0; c5 c4 d4 for seat 1


def test_the_examples_in_the_reckoning_module_hold():
    import doctest
    assert doctest.testmod(reckoning).failed == 0


def test_the_computer_counts_the_rent_the_player_after_next_may_pay_it():
    from games.marrakech.computer import _Market
    state = game(players=4)
    put_assam(state, "d6", DOWN)
    lay(state, "e5 f5", 0)          # out of the next player's reach from d6, not of the one after
    view = state.view(0)
    market = _Market(view.tops, view.colours)

    def rents(walks):
        player = ComputerPlayer(walks=walks)
        return player.rents(player._table(view), market, view.assam, view.facing, view.dirhams)[0]
    assert rents(1) == [30, 30, 30, 30]
    after_two = rents(2)
    assert after_two[0] > 30 and after_two[2] == pytest.approx(60 - after_two[0])
    assert after_two[1] == after_two[3] == 30


def four_level_seats(player, gone=(0.0, 0.0, 0.0, 0.0), out=(False,) * 4, after=(0, 0, 0, 0)):
    """The computer's chance of the best score, seat 0 among four, every total 10 (no area
    worth: nobody has a turn to come)."""
    from games.marrakech.computer import _Table
    table = _Table(0, 4, list(out), list(after), None, False)
    return player._chance(table, [5, 5, 5, 5], [0, 0, 0, 0], [5, 5, 5, 5], list(gone), sum(after))


def test_the_computer_gives_itself_an_even_chance_against_each_rival_level_with_it():
    from games.marrakech.computer import SPREAD
    player = ComputerPlayer(win=1.0)
    assert four_level_seats(player) == pytest.approx(SPREAD / 8)          # a half, three times
    # a rival out of the game is no rival; one sure to go out is beaten
    assert four_level_seats(player, out=(False, True, False, False)) == pytest.approx(SPREAD / 4)
    assert four_level_seats(player, gone=(0.0, 1.0, 0.0, 0.0)) == pytest.approx(SPREAD / 4)
    # and its own going out leaves it no chance at all
    assert four_level_seats(player, gone=(1.0, 0.0, 0.0, 0.0)) == 0


def test_playing_the_next_turn_out_the_computer_sees_him_go_out_where_every_stop_is_too_dear():
    from dataclasses import replace
    from games.marrakech.computer import _Market
    state = game(players=4)
    for row in "1234567":
        for pair in ("a b", "c d", "e f", "f g"):
            lay(state, " ".join(column + row for column in pair.split()), 0)
    state.dirhams[1] = 0            # the whole market is seat 0's: the next player cannot pay
    view = state.view(0)
    player = ComputerPlayer(ahead=1)
    table = player._table(view)
    market = _Market(view.tops, view.colours)
    assert table.following == 1 and set(view.colours) == {0}
    played = player._played_out(view, table, market, len(view.rug_colours), view.assam, view.facing,
                                view.dirhams, 1)
    after = list(table.after)
    after[1] = 0
    then = replace(table, out=[False, True, False, False], after=after, following=2)
    # on every face of the die he goes out, and the walks to come start with seat 2's
    assert played == pytest.approx(player._value(then, market, view.assam, view.facing, view.dirhams))

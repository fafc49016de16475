"""Eleven Point Black Tile's rules on the shared trick-avoidance engine: known answers
and the invariants of random games."""
from __future__ import annotations

import doctest
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import games.blacktile.rules as rules_module
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.hand import Hand
from games.blacktile import GAME
from games.blacktile.rules import MOON, VARIANT, TilePass, TilePlay, parse_move, score, tile_points
from games.blacktile.tiles import DOUBLE_SIX, Tile
from games.engine import TERMINAL, IllegalMove, InvalidNotation
from games.tricks import Trick


def tiles(text: str) -> list[Tile]:
    return [Tile.parse(t) for t in text.split()]


def trick(winner: int, codes: str, suit: str = "3") -> Trick:
    """A finished trick led by seat 0."""
    return Trick(0, suit, tuple(enumerate(tiles(codes))), winner)


def game(seats: int, seed: int = 1, hands: int = 0) -> AvoidanceGame:
    return AvoidanceGame(VARIANT, random.Random(seed), Settings(seats=seats, hands=hands))


def test_doctests():
    assert doctest.testmod(rules_module).failed == 0


def test_points_are_the_3s_and_the_black_tile():
    assert [t for t in DOUBLE_SIX if tile_points(t)] == tiles("6-3 5-3 4-3 3-3 3-2 3-1 3-0 0-0")
    assert tile_points(Tile.parse("00")) == 4 and sum(map(tile_points, DOUBLE_SIX)) == 11


@pytest.mark.parametrize("seats,size,left_out", [(3, 9, 1), (4, 7, 0)])
def test_three_draw_nine_with_one_tile_unused_and_four_draw_seven(seats, size, left_out):
    g = game(seats)
    assert [len(h) for h in g.hand.dealt] == [size] * seats
    assert len(g.hand.unused) == left_out
    assert sorted(g.all_cards()) == sorted(DOUBLE_SIX)
    for seat in range(seats):
        view = g.view(seat)
        assert set(view.hand) == set(g.hand.dealt[seat])
        assert not set(g.hand.unused) & set(view.hand)


@pytest.mark.parametrize("seats,cycle", [(3, ["right", "left", "hold"] * 2),
                                         (4, ["right", "left", "across", "hold"] * 2)])
def test_passing_goes_right_then_left_then_across_or_hold(seats, cycle):
    g = game(seats, hands=2 * seats)
    directions, leaders = [], []
    rng = random.Random(5)
    while not g.is_terminal():
        if g.number == len(directions):
            directions.append(g.hand.direction)
            leaders.append(g.hand.leader)
        g.apply(rng.choice(g.legal_moves()))
    assert directions == cycle
    # the first leader is drawn at random; then the lead passes clockwise (to the left)
    assert leaders == [(leaders[0] + k) % seats for k in range(2 * seats)]


def test_the_first_leader_is_drawn_at_random():
    assert {game(4, seed).hand.leader for seed in range(40)} == {0, 1, 2, 3}


def test_a_pass_is_three_tiles_and_each_seat_chooses_unseen():
    g = game(3, seed=2)
    first = g.current_player()
    assert first == g.hand.leader and g.hand.phase == "pass"
    hand = sorted(g.hand.dealt[first], key=VARIANT.sort_key)
    assert g.hand.illegal_reason(TilePass(tuple(hand[:2]))) == "Pass 3 cards"
    assert g.hand.illegal_reason(TilePlay(hand[0], "D")) == "Choose 3 tiles to pass first"
    g.apply(TilePass(tuple(hand[:3])))
    assert g.view((first - 1) % 3).received is None      # nothing arrives before all have chosen


def hand_of(text_hands, leader_seat=0, direction="hold"):
    """A hand dealt as given, ``leader_seat`` to lead."""
    hands = [tiles(h) for h in text_hands]
    return Hand(VARIANT, hands, dealer=(leader_seat + 1) % len(hands), direction=direction)


def test_a_lead_names_its_suit_and_the_others_must_follow_it():
    h = hand_of(["6-3 0-0", "5-3 6-6", "4-1 2-2"])
    assert h.leader == 0 and h.phase == "play"
    assert set(map(str, h.legal_moves())) == {"6-3/6", "6-3/3", "0-0/0", "0-0/D"}
    assert h.illegal_reason(TilePlay(Tile.parse("63"))) == "Name the suit it leads"
    assert h.illegal_reason(TilePlay(Tile.parse("63"), "5")) == "It cannot lead 5s"
    h.apply(parse_move("6-3 as 3"))
    assert h.illegal_reason(TilePlay(Tile.parse("66"))) == "You must follow suit: 3s"
    assert h.illegal_reason(TilePlay(Tile.parse("53"), "5")) == "Only the leader names the suit"
    h.apply(parse_move("5-3"))
    assert set(map(str, h.legal_moves())) == {"4-1", "2-2"}   # no 3s: any tile
    h.apply(parse_move("2-2"))
    assert h.play.tricks[-1].winner == 0                      # 6-3 outranks 5-3 in the 3s
    assert h.view(1).voids[2] == frozenset({"3"})


def test_a_doublet_led_as_doubles_calls_for_doublets():
    h = hand_of(["0-0 6-3", "6-6 5-3", "2-2 4-1"])
    h.apply(parse_move("0-0/D"))
    assert h.legal_moves() == [TilePlay(Tile.parse("66"))]
    assert h.illegal_reason(TilePlay(Tile.parse("53"))) == "You must follow suit: Doubles"
    h.apply(parse_move("66"))
    h.apply(parse_move("22"))
    assert h.play.tricks[-1].winner == 1                      # 6-6 heads Doubles and takes the 0-0
    h.apply(parse_move("5-3/3"))
    h.apply(parse_move("41"))
    h.apply(parse_move("63"))                                 # 6-3 outranks 5-3 in the 3s
    assert h.is_terminal() and h.result.points == (2, 4, 0)
    assert h.returns() == [-2.0, -4.0, 0.0]


def test_a_doublet_led_as_its_number_heads_that_suit():
    h = hand_of(["5-5 1-0", "6-5 4-4", "5-0 2-1"])
    h.apply(parse_move("5-5/5"))
    assert set(h.legal_moves()) == {TilePlay(Tile.parse("65"))}   # 4-4 is a doublet but not a 5
    h.apply(parse_move("65"))
    h.apply(parse_move("50"))
    assert h.play.tricks[-1].winner == 0


def test_who_takes_all_eleven_points_shoots_the_moon():
    h = hand_of(["3-3 0-0 6-3 5-3", "2-1 4-3 1-0 6-6", "3-2 3-1 3-0 5-5"])
    for lead, a, b in (("3-3/3", "4-3", "3-2"), ("6-3/3", "2-1", "3-1"),
                       ("5-3/3", "1-0", "3-0"), ("0-0/0", "6-6", "5-5")):
        for m in (lead, a, b):
            h.apply(parse_move(m))
    assert h.result.points == (0, MOON, MOON) and h.result.event == "moon" and h.result.who == 0


def test_with_a_point_tile_unused_the_moon_is_every_point_tile_in_play():
    # three players: the 0-0 left out, seat 2 takes all seven 3s
    h = Hand(VARIANT, [tiles("6-6 5-5 4-4"), tiles("6-5 6-4 5-4"), tiles("3-3 6-3 5-3")], dealer=0,
             unused=tiles("0-0"))
    assert h.leader == 2 and h.unused == tiles("0-0")
    seven = [trick(2, "33 63 53"), trick(2, "43 32 31"), trick(2, "30 11 22")]
    assert score(seven, 3, None, True).points == (MOON, MOON, 0)
    assert score(seven, 3, None, False).points == (0, 0, 7)      # the moon counts only at the end


def test_eleven_points_split_is_no_moon():
    result = score([trick(0, "33 63 53"), trick(0, "43 32 31"), trick(1, "30 00 11")], 3, None, True)
    assert result.points == (6, 5, 0) and result.event == ""


def test_a_game_is_one_round_by_default_and_the_lowest_total_wins():
    for seats in (3, 4):
        g = game(seats, seed=seats)
        assert g.hands == seats
        rng = random.Random(seats)
        while not g.is_terminal():
            g.apply(rng.choice(g.legal_moves()))
        assert g.current_player() == TERMINAL and not g.legal_moves()
        assert g.returns() == [-float(t) for t in g.totals]
        assert g.totals == [sum(h.points[s] for h in g.history) for s in range(seats)]
    with pytest.raises(ValueError):
        Settings(seats=4, hands=6).check(VARIANT)


@pytest.mark.parametrize("text", ["7-3/3", "6-3/9", "6-3 as sevens", "", "pass 63 77", "pass"])
def test_bad_notation_is_refused(text):
    with pytest.raises(InvalidNotation):
        parse_move(text)


def test_the_state_refuses_an_illegal_move_and_changes_nothing():
    g = game(4, seed=9)
    before = g.all_cards()
    with pytest.raises(IllegalMove):
        g.apply(TilePlay(Tile.parse("66"), "D"))
    assert g.all_cards() == before and g.hand.phase == "pass"


@settings(max_examples=25, deadline=None, derandomize=True)
@given(st.sampled_from([3, 4]), st.integers(0, 10 ** 6))
def test_random_games_keep_every_promise(seats, seed):
    g = game(seats, seed=seed)
    rng = random.Random(seed)
    full = Counter(DOUBLE_SIX)
    unused = list(g.hand.unused)
    while not g.is_terminal():
        seat = g.current_player()
        moves = g.legal_moves()
        view = g.view(seat)
        assert set(view.legal_moves) == set(moves)
        for other in range(seats):
            if other != seat:
                assert not g.view(other).legal_moves
        # a seat sees its own tiles, never another's or the unused one
        assert Counter(view.hand) == Counter(g.hand.held(seat))
        for m in moves:
            assert g.hand.illegal_reason(m) is None
            assert parse_move(str(m)) == m
        number = g.number
        g.apply(rng.choice(moves))
        assert Counter(g.all_cards()) == full
        if g.number > number:
            points, out = g.history[-1].points, 11 - sum(map(tile_points, unused))
            assert sum(points) == (out if g.history[-1].event != "moon" else MOON * (seats - 1))
        unused = list(g.hand.unused)
    assert g.totals == [sum(h.points[s] for h in g.history) for s in range(seats)]


def test_the_registry_entry_meets_three_and_four():
    assert (GAME.name, GAME.menu_key, GAME.tape, GAME.seats) == ("blacktile", "G", 2, (3, 4))
    assert {GAME.new_state(GAME.setup(s, seats)).seats for s in range(12) for seats in range(3, 5)} == {3, 4}

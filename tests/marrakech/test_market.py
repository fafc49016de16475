"""The market's geometry: Assam's walk and the curves at the edge, areas, placements."""
import doctest

import pytest
from hypothesis import given, settings, strategies as st

from games.marrakech import market
from games.marrakech.market import (DOWN, EMPTY, LEFT, RIGHT, SQUARES, UP, BadSquare, area, name, names,
                                    placement_reason, placements, square, turned, walk)


def walked(start, facing, steps):
    path, end = walk(square(start), facing, steps)
    return names(path), market.FACING_NAMES[end]


def test_the_italian_examples_of_walking_off_the_market():
    # From d2 facing down with a 4: the step off the board does not count.
    assert walked("d2", DOWN, 4) == ("d1 e1 e2 e3", "up")
    # From f7 facing right with a 3: round g7's loop and back into g7.
    assert walked("f7", RIGHT, 3) == ("g7 g7 g6", "down")


@pytest.mark.parametrize("out, back", [
    # Along the bottom, b-c, d-e, f-g turn about; a1's loop turns the corner.
    ("b1", "c1"), ("c1", "b1"), ("d1", "e1"), ("e1", "d1"), ("f1", "g1"), ("g1", "f1")])
def test_bottom_edge_pairs(out, back):
    assert walked(out, DOWN, 1) == (back, "up")


@pytest.mark.parametrize("out, back", [
    ("a7", "b7"), ("b7", "a7"), ("c7", "d7"), ("d7", "c7"), ("e7", "f7"), ("f7", "e7")])
def test_top_edge_pairs(out, back):
    assert walked(out, UP, 1) == (back, "down")


@pytest.mark.parametrize("out, back", [
    ("a2", "a3"), ("a3", "a2"), ("a4", "a5"), ("a5", "a4"), ("a6", "a7"), ("a7", "a6")])
def test_left_edge_pairs(out, back):
    assert walked(out, LEFT, 1) == (back, "right")


@pytest.mark.parametrize("out, back", [
    ("g1", "g2"), ("g2", "g1"), ("g3", "g4"), ("g4", "g3"), ("g5", "g6"), ("g6", "g5")])
def test_right_edge_pairs(out, back):
    assert walked(out, RIGHT, 1) == (back, "left")


def test_the_corner_loops_at_a1_and_g7():
    assert walked("a1", DOWN, 2) == ("a1 b1", "right")
    assert walked("a1", LEFT, 2) == ("a1 a2", "up")
    assert walked("g7", UP, 2) == ("g7 f7", "left")
    assert walked("g7", RIGHT, 2) == ("g7 g6", "down")


def test_a_long_walk_round_two_edges():
    # b2 facing left, 4: a2, out into a3 (now facing right), b3, c3.
    assert walked("b2", LEFT, 4) == ("a2 a3 b3 c3", "right")
    # a1 facing down, 4: a1 round the loop, b1, c1, d1.
    assert walked("a1", DOWN, 4) == ("a1 b1 c1 d1", "right")


def test_walking_straight_inside_the_market():
    assert walked("d4", UP, 3) == ("d5 d6 d7", "up")
    assert walked("d4", LEFT, 2) == ("c4 b4", "left")


OPPOSITE = {UP: DOWN, DOWN: UP, LEFT: RIGHT, RIGHT: LEFT}


@given(st.integers(0, SQUARES - 1), st.sampled_from([UP, RIGHT, DOWN, LEFT]), st.integers(1, 12))
@settings(derandomize=True, max_examples=300, deadline=None)
def test_every_walk_can_be_walked_back(start, facing, steps):
    """The curves join squares in pairs, so turning about retraces any walk."""
    path, end = walk(start, facing, steps)
    assert all(0 <= sq < SQUARES for sq in path) and len(path) == steps
    back, back_facing = walk(path[-1], OPPOSITE[end], steps)
    assert back[-1] == start and back_facing == OPPOSITE[facing]
    assert back[:-1] == tuple(reversed(path[:-1]))


def test_turns_are_a_quarter_each_way_or_none():
    assert turned(UP, "L") == LEFT and turned(UP, "R") == RIGHT and turned(UP, "S") == UP
    assert turned(LEFT, "L") == DOWN and turned(DOWN, "R") == LEFT
    assert {turned(f, w) for f in range(4) for w in "LRS"} == set(range(4))
    assert all(turned(f, w) != OPPOSITE[f] for f in range(4) for w in "LRS")


def test_the_die_has_faces_1_2_2_3_3_4():
    assert sorted(market.DIE) == [1, 2, 2, 3, 3, 4]
    assert dict(market.THROWS) == {1: 1 / 6, 2: 2 / 6, 3: 2 / 6, 4: 1 / 6}


def test_square_names():
    assert [name(square(n)) for n in ("a1", "g1", "a7", "g7", "d4")] == ["a1", "g1", "a7", "g7", "d4"]
    assert square("a2") == 7 and market.CENTRE == square("d4")
    for bad in ("h1", "a8", "a0", "", "c22", "cc"):
        with pytest.raises(BadSquare):
            square(bad)


def colours_with(*areas):
    colours = [EMPTY] * SQUARES
    for colour, squares in areas:
        for sq in squares.split():
            colours[square(sq)] = colour
    return colours


def test_areas_are_orthogonally_connected_squares_of_one_colour():
    colours = colours_with((0, "c3 c4 d4 e4 e5"), (0, "f6"), (1, "d3 d5"))
    assert area(colours, square("c3")) == 5
    assert area(colours, square("f6")) == 1            # touches e5 only at a corner
    assert area(colours, square("d3")) == 1 and area(colours, square("d5")) == 1
    assert area(colours, square("a1")) == 0


def tops_with(*rugs):
    tops = [EMPTY] * SQUARES
    for number, squares in enumerate(rugs):
        for sq in squares.split():
            tops[square(sq)] = number
    return tops


def test_the_italian_example_of_where_a_rug_may_go():
    # Assam has stopped on g6; a rug lies on e6-f6.
    tops = tops_with("e6 f6")
    legal = {names(p) for p in placements(tops, square("g6"))}
    assert legal == {"f6 f7", "f5 f6", "f7 g7", "f5 g5", "g4 g5"}
    assert placement_reason(tops, square("g6"), square("e6"), square("f6")) == \
        "That would cover both halves of one rug"


def test_placement_refusals():
    tops = tops_with("c3 d3")
    assam = square("d4")
    reason = lambda a, b: placement_reason(tops, assam, square(a), square(b))  # noqa: E731
    assert reason("d4", "d5") == "Assam stands on d4: not under him"
    assert reason("a1", "a2") == "Neither square is next to Assam on d4"
    assert reason("c4", "e4") == "c4 and e4 are not side by side"
    assert reason("c3", "d3") == "That would cover both halves of one rug"
    assert reason("d3", "e3") is None                  # half a rug and a bare square
    assert reason("d5", "d6") is None


def test_halves_of_two_rugs_of_one_colour_may_be_covered_together():
    tops = tops_with("c3 c4", "d3 d2")                 # two rugs, side by side
    assert placement_reason(tops, square("e3"), square("c3"), square("d3")) is None


@given(st.lists(st.tuples(st.integers(0, SQUARES - 1), st.integers(0, 3)), max_size=30),
       st.integers(0, SQUARES - 1))
@settings(derandomize=True, max_examples=200, deadline=None)
def test_placements_are_exactly_the_pairs_without_a_refusal(rugs, assam):
    tops = [EMPTY] * SQUARES
    for number, (sq, facing) in enumerate(rugs):
        other, _ = market.STEPS[sq][facing]
        if other in market.NEIGHBOURS[sq]:
            tops[sq] = tops[other] = number
    found = set(placements(tops, assam))
    every = {(a, b) for a in range(SQUARES) for b in range(a + 1, SQUARES)
             if placement_reason(tops, assam, a, b) is None}
    assert found == every and found


def test_the_examples_in_the_market_module_hold():
    assert doctest.testmod(market).failed == 0

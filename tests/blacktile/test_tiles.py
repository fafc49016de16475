"""The double-six set, its suits and ranks: the source's table is the test."""
from __future__ import annotations

import doctest

import pytest
from hypothesis import given, strategies as st

import games.blacktile.tiles as tiles_module
from games.blacktile.tiles import (DOMINO_RULES, DOUBLE_SIX, SUITS, Tile, TileError, rank_in, read_suit,
                                   suit_members, suit_name, suits_of)

# The source's table, as it is printed (high to low, "5-6" as the 5s write it).
SOURCE_TABLE = {
    "Doubles": "6-6 5-5 4-4 3-3 2-2 1-1 0-0",
    "6's": "6-6 6-5 6-4 6-3 6-2 6-1 6-0",
    "5's": "5-5 5-6 5-4 5-3 5-2 5-1 5-0",
    "4's": "4-4 4-6 4-5 4-3 4-2 4-1 4-0",
    "3's": "3-3 3-6 3-5 3-4 3-2 3-1 3-0",
    "2's": "2-2 2-6 2-5 2-4 2-3 2-1 2-0",
    "1's": "1-1 1-6 1-5 1-4 1-3 1-2 1-0",
    "Blanks": "0-0 0-6 0-5 0-4 0-3 0-2 0-1",
}


def test_doctests():
    assert doctest.testmod(tiles_module).failed == 0


def test_every_suit_ranks_as_the_source_table():
    assert [suit_name(s) for s in SUITS] == [h.replace("'", "") for h in SOURCE_TABLE]
    for suit, row in zip(SUITS, SOURCE_TABLE.values()):
        expected = [Tile.parse(t) for t in row.split()]
        assert suit_members(suit) == expected
        ranks = [rank_in(t, suit) for t in expected]
        assert ranks == sorted(ranks, reverse=True) and len(set(ranks)) == 7


def test_the_set_is_28_tiles_each_in_two_suits_of_seven():
    assert len(set(DOUBLE_SIX)) == 28
    counts = {s: sum(1 for t in DOUBLE_SIX if s in suits_of(t)) for s in SUITS}
    assert counts == {s: 7 for s in SUITS}
    assert all(len(set(suits_of(t))) == 2 for t in DOUBLE_SIX)
    assert [suits_of(t) for t in map(Tile.parse, ("6-3", "4-4", "0-0", "1-0"))] == [
        ("6", "3"), ("4", "D"), ("0", "D"), ("1", "0")]


def test_the_engine_is_told_the_same_suits_and_ranks():
    six_three, three_three = Tile.parse("63"), Tile.parse("33")
    assert DOMINO_RULES.suits(six_three) == ("6", "3")
    assert DOMINO_RULES.beats(three_three, six_three, "3")        # the doublet heads its number suit
    assert not DOMINO_RULES.beats(three_three, six_three, "6")    # 3-3 is not in the 6s
    assert DOMINO_RULES.beats(Tile.parse("44"), three_three, "D")
    assert DOMINO_RULES.suit_name("D") == "Doubles" and DOMINO_RULES.suit_name("0") == "Blanks"


@pytest.mark.parametrize("text", ["63", "6-3", "3-6", "36", " 6 - 3 "])
def test_a_tile_reads_either_way_round(text):
    assert Tile.parse(text) == Tile(6, 3) and str(Tile.parse(text)) == "6-3"


@pytest.mark.parametrize("text", ["", "6", "7-3", "6-3-1", "ab", "6/3", None])
def test_what_is_not_a_tile_is_refused(text):
    with pytest.raises(TileError):
        Tile.parse(text)


def test_a_tile_cannot_be_made_the_wrong_way_round():
    with pytest.raises(TileError):
        Tile(3, 6)
    assert Tile.of(3, 6) == Tile(6, 3)


@given(st.sampled_from(DOUBLE_SIX))
def test_a_tile_prints_and_reads_back(tile):
    assert Tile.parse(str(tile)) == tile
    assert Tile.parse(f"{tile.low}{tile.high}") == tile


@pytest.mark.parametrize("text,suit", [("3", "3"), ("D", "D"), ("doubles", "D"), ("0", "0"),
                                       ("blanks", "0"), ("6S", "6")])
def test_suits_read_from_a_digit_or_a_name(text, suit):
    assert read_suit(text) == suit


@pytest.mark.parametrize("text", ["7", "X", "", "threes"])
def test_other_suits_are_refused(text):
    with pytest.raises(TileError):
        read_suit(text)


def test_a_tile_outside_a_suit_has_no_rank_there():
    with pytest.raises(ValueError):
        rank_in(Tile.parse("63"), "5")
    with pytest.raises(ValueError):
        rank_in(Tile.parse("63"), "D")

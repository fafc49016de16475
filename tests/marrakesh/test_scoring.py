"""The scoring tables, pattern by pattern, and the end of the game."""
from __future__ import annotations

import pytest

from games.marrakesh.game import winner
from games.marrakesh.scoring import defensive, offensive, pattern, round_items
from games.marrakesh.view import RoundResult

ALL_OFF = (0,) * 6
X = None


@pytest.mark.parametrize("ovals, item", [
    ((2, 2, 2), ("Casablanca", 6)),
    ((3, 1, 2), ("Rabat", 6)),
    ((1, 1, 4), ("Bogart", 9)),
    ((1, 4, 1), ("El Ayun", 12)),
    ((2, 1, 3), ("Game", 3)),
    ((0, 3, 3), ("Game", 3)),         # a null chip in the first oval: game, not gammon
    ((3, 0, 3), ("Game", 3)),
    ((3, 3, X), ("Gibraltar", 9)),
    ((4, 2, X), ("Tangier", 9)),
    ((2, 4, X), ("Gammon", 6)),       # the patterns are read in oval order
    ((5, 1, X), ("Gammon", 6)),
    ((1, 5, X), ("Gammon", 6)),
    ((6, X, X), ("Backgammon", 12)),
    ((0, 6, X), ("Backgammon", 12)),
    ((0, 0, 6), ("Backgammon", 12)),
    ((1, 1, 1), None),
    ((0, 5, 0), None),
])
def test_offensive_table(ovals, item):
    assert offensive(ovals) == item


@pytest.mark.parametrize("opponent, item", [
    ((1, 1, 1), ("Little Fez", 4)),
    ((1, 1, 0), ("Common Fez", 6)), ((1, 0, 1), ("Common Fez", 6)), ((0, 1, 1), ("Common Fez", 6)),
    ((1, 0, 0), ("Royal Fez", 9)), ((0, 1, 0), ("Royal Fez", 9)), ((0, 0, 1), ("Royal Fez", 9)),
    ((0, 0, 0), ("Grand Fez", 18)),
    ((2, 0, 1), ("Chips", 1)),
    ((0, 3, 0), ("Chips", 4)),
    ((0, 3, 3), ("Chips", 1)),        # a game with a null chip beside it still gives Chips
    ((2, 1, 1), None),
    ((0, 6, X), None),                # null chips beside a backgammon are ignored
    ((0, 0, 6), None),
    ((3, 3, X), None),
])
def test_defensive_table(opponent, item):
    assert defensive(opponent) == item


def test_pips_go_to_the_lower_total_when_neither_makes_game():
    # Blue has 3 pips left (a piece on the 3-point), Red 2 (two on the 1-point)
    items = round_items([(2, 1, 0), (1, 1, 2)], [(0, 0, 1, 0, 0, 0), (2, 0, 0, 0, 0, 0)])
    assert items == ((), (("Pips", 1), ("Chips", 1)))


def test_no_pips_for_a_tie_or_beside_a_game():
    assert round_items([(2, 2, 1), (2, 2, 1)], [(1, 0, 0, 0, 0, 0)] * 2) == ((), ())
    assert round_items([(2, 3, 1), (2, 2, 1)], [ALL_OFF, (0, 0, 0, 0, 0, 1)]) == ((("Game", 3),), ())


def test_the_highest_possible_score_is_a_marrakesh_of_30():
    items = round_items([(1, 4, 1), (0, 0, 0)], [ALL_OFF, (0, 0, 0, 0, 0, 6)])
    assert items[0] == (("El Ayun", 12), ("Grand Fez", 18)) and sum(p for _, p in items[0]) == 30


def test_pattern_is_written_as_the_tables_write_it():
    assert pattern((4, 2, None)) == "4-2-X" and pattern((0, 1, 0)) == "0-1-0"


def result(a: int, b: int, number: int = 1) -> RoundResult:
    items = ((("x", a),) if a else (), (("x", b),) if b else ())
    return RoundResult(number, ((), ()), ((0,) * 6, (0,) * 6), ((X,) * 3, (X,) * 3), items, ())


def test_winner_by_total():
    assert winner([result(9, 0), result(0, 4)]) == 0


def test_tie_broken_by_rounds_scored_in():
    assert winner([result(6, 0), result(0, 3), result(0, 3)]) == 1


def test_then_by_the_highest_round():
    assert winner([result(9, 4), result(1, 6)]) == 0


def test_else_a_draw():
    assert winner([result(9, 0), result(0, 9)]) is None
    assert winner([]) is None

import doctest
import random

import pytest
from hypothesis import given, settings, strategies as st

import games.gin_rummy.melds as melds_module
from games.cards import Card
from games.gin_rummy.melds import (best_arrangements, best_melds, cards_of, completions, deadwood,
                                   deadwood_after_discard, is_set, mask_of, value_of)

# Every set, listed plainly: runs of three to thirteen in a suit, and value-sets of three or four.
ALL_SETS = [sum(1 << (s * 13 + r) for r in range(lo, hi + 1))
            for s in range(4) for lo in range(13) for hi in range(lo + 2, 13)]
for _r in range(13):
    _full = sum(1 << (s * 13 + _r) for s in range(4))
    ALL_SETS += [_full] + [_full & ~(1 << (s * 13 + _r)) for s in range(4)]


def brute_force(mask: int) -> int:
    """Least unmatched value, by trying every collection of disjoint sets."""
    inside = [s for s in ALL_SETS if mask & s == s]
    best = value_of(mask)

    def grow(start: int, used: int) -> None:
        nonlocal best
        best = min(best, value_of(mask & ~used))
        for j in range(start, len(inside)):
            if not inside[j] & used:
                grow(j + 1, used | inside[j])

    grow(0, 0)
    return best


def hands(max_cards: int = 11):
    # Narrow pools (few suits, or few values) make hands thick with overlapping sets.
    pools = st.sampled_from([list(range(52)), list(range(26)), [i for i in range(52) if i % 13 < 6],
                             [i for i in range(52) if i % 13 in (2, 3, 4, 5, 9)]])
    return pools.flatmap(lambda pool: st.lists(st.sampled_from(pool), min_size=1,
                                               max_size=min(max_cards, len(pool)), unique=True)) \
        .map(lambda idx: sum(1 << i for i in idx))


@settings(max_examples=400, deadline=None)
@given(hands())
def test_deadwood_matches_brute_force(mask):
    assert deadwood(mask) == brute_force(mask)


@settings(max_examples=200, deadline=None)
@given(hands())
def test_best_melds_is_a_true_arrangement_of_least_value(mask):
    a = best_melds(cards_of(mask))
    assert a.value == brute_force(mask)
    laid = [c for s in a.sets for c in s] + list(a.unmatched)
    assert sorted(c.index for c in laid) == sorted(c.index for c in cards_of(mask))
    assert all(is_set(s) for s in a.sets)
    assert a.value == sum(value_of(1 << c.index) for c in a.unmatched)


@settings(max_examples=200, deadline=None)
@given(hands().filter(lambda m: m.bit_count() >= 2))
def test_after_discard_is_the_best_throw(mask):
    expected = min(brute_force(mask & ~(1 << i)) for i in range(52) if mask >> i & 1)
    assert deadwood_after_discard(mask) == expected


def test_many_random_deals_against_brute_force():
    rng = random.Random(2024)
    for _ in range(1500):
        mask = sum(1 << i for i in rng.sample(range(52), rng.choice((10, 11))))
        assert deadwood(mask) == brute_force(mask)


def test_the_manuals_examples():
    a = best_melds(["S6", "C6", "D6", "D7", "D8"])
    assert [[str(c) for c in s] for s in a.sets] == [["D6", "D7", "D8"]]
    assert a.value == 12                      # the diamonds make the better set here
    assert len(best_arrangements(mask_of(["S6", "C6", "D6", "D7", "D8"]))) == 1
    assert not is_set(["CK", "CA", "C2"])     # no going round the corner
    assert best_melds(["CK", "CA", "C2"]).value == 13
    for example in (["S8", "H8", "C8"], ["D6", "D7", "D8", "D9"], ["CA", "C2", "C3"]):
        assert is_set(example)
        assert best_melds(example).value == 0


def test_values_and_a_card_in_one_set_only():
    assert value_of(mask_of(["SA", "S9", "ST", "SJ", "SQ", "SK"])) == 1 + 9 + 40
    # H5 could finish the fives or the hearts, not both
    a = best_melds(["S5", "D5", "H5", "H6", "H7"])
    assert a.value == 10                      # the run; the fives would leave H6 H7 = 13
    assert not is_set(["S5", "S6"]) and not is_set(["S5", "S6", "H7"]) and not is_set(["S5", "S7", "S8"])


def test_codes_and_cards_are_both_accepted_and_duplicates_refused():
    assert best_melds([Card.parse("SA"), "S2", "s3"]).value == 0
    with pytest.raises(ValueError):
        best_melds(["SA", "SA"])
    with pytest.raises(ValueError):
        best_melds(["ZZ"])


def test_completions_are_the_cards_that_make_sets():
    hand = mask_of(["S5", "S6", "H9", "D9", "CK"])
    assert sorted(str(c) for c in cards_of(completions(hand))) == ["C9", "S4", "S7", "S9"]


def test_doctests():
    assert doctest.testmod(melds_module).failed == 0

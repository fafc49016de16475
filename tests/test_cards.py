import random

import pytest
from hypothesis import given, strategies as st

from games.cards import Card, CardError, cards, full_deck, shuffled_deck


def test_manual_names_round_trip():
    for c in full_deck():
        assert Card.parse(str(c)) == c
    assert str(Card.parse("dt")) == "DT"
    assert Card.parse("D10") == Card.parse("DT")
    assert Card.parse("\u2666T") == Card.parse("DT")


@pytest.mark.parametrize("bad", ["", "S", "SKK", "XK", "S1", "ZZ", None, 5])
def test_bad_names_are_refused(bad):
    with pytest.raises(CardError):
        Card.parse(bad)


def test_canonical_order():
    deck = full_deck()
    assert [str(c) for c in deck[:14]] == "SA S2 S3 S4 S5 S6 S7 S8 S9 ST SJ SQ SK HA".split()
    assert str(deck[-1]) == "CK" and len(set(deck)) == 52
    assert [c.index for c in deck] == list(range(52))


def test_a_short_pack_of_seven_up():
    assert len(full_deck("789TJQKA")) == 32


@given(st.integers(min_value=0, max_value=2**32))
def test_shuffle_is_reproducible_and_complete(seed):
    a = shuffled_deck(random.Random(seed))
    assert a == shuffled_deck(random.Random(seed))
    assert sorted(a, key=lambda c: c.index) == full_deck()


def test_colours_and_glyphs():
    assert cards("HA DA")[0].is_red and not Card.parse("CA").is_red
    assert Card.parse("SK").glyph == "\u2660K"
    assert Card.parse("HQ").name == "Queen of Hearts"


def test_docstring_examples():
    import doctest

    import games.cards
    result = doctest.testmod(games.cards)
    assert result.attempted > 0 and result.failed == 0

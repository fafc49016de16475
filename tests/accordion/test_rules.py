import random

import pytest

from games.accordion.rules import (NO_MOVE, AccordionState, IllegalMove, InvalidNotation, Move,
                                   cards, codes, deal_cards, deal_codes)
from games.cards import full_deck
from games.engine import TERMINAL


def laid_out(text):
    return AccordionState(cards(text), deal_all=True)


def test_the_manuals_example():
    state = laid_out("SK DK D9 H8 C7 DA")
    state.apply(Move.parse("DK>SK"))
    assert codes(state.tops()) == "DK D9 H8 C7 DA"
    state.apply(Move.parse("DA>D9"))
    assert codes(state.tops()) == "DK DA H8 C7"
    state.apply(Move.parse("DA>DK"))
    assert codes(state.tops()) == "DA H8 C7"
    assert state.pile_count() == 3
    assert [len(p) for p in state.piles] == [4, 1, 1]


@pytest.mark.parametrize("layout, move, after", [
    ("H2 S8 S3 H5", "H5>H2", "H5 S8 S3"),   # three back, same suit
    ("H2 S8 S3 C2", "C2>H2", "C2 S8 S3"),   # three back, same value
    ("H2 S8 S9", "S9>S8", "H2 S9"),         # one back, same suit
    ("H2 S8 D8", "D8>S8", "H2 D8"),         # one back, same value
])
def test_one_or_three_back_by_suit_or_value_is_legal(layout, move, after):
    state = laid_out(layout)
    assert state.illegal_reason(Move.parse(move)) is None
    state.apply(Move.parse(move))
    assert codes(state.tops()) == after


@pytest.mark.parametrize("layout, move, words", [
    ("H2 S8 S3 H5", "H5>S8", "1 or 3 places"),        # two back
    ("H2 S8 S3 D4 H5", "H5>H2", "1 or 3 places"),     # four back
    ("H2 S8 S3 H5", "S3>S8", None),               # legal, for contrast
    ("H2 S8 D3 C5", "C5>D3", "differ"),           # neighbours that do not match
    ("H2 S8 D3 C5", "C5>H2", "differ"),           # three back but no match
    ("H2 S8", "H2>S8", "1 or 3 places"),               # never to the right
    ("H2 S8", "SA>H2", "not on top"),              # not on the table
])
def test_illegal_moves_say_why_and_change_nothing(layout, move, words):
    state = laid_out(layout)
    reason = state.illegal_reason(Move.parse(move))
    if words is None:
        assert reason is None
        return
    assert words in reason
    with pytest.raises(IllegalMove):
        state.apply(Move.parse(move))
    assert codes(state.tops()) == layout


def test_a_covered_card_is_never_seen_again():
    state = laid_out("SK DK D9")
    state.apply(Move.parse("DK>SK"))
    assert "not on top" in state.illegal_reason(Move.parse("D9>SK"))


def test_moves_print_and_parse():
    for text in ["DK>SK", "N", "HT>C2"]:
        assert str(Move.parse(text)) == text
    assert Move.parse(" dk > sk ") == Move.parse("DK>SK")
    assert Move.parse("n") is NO_MOVE
    for bad in ["DK", "DK>", "XX>SK", "DK-SK", 12]:
        with pytest.raises(InvalidNotation):
            Move.parse(bad)


def test_one_at_a_time_no_move_deals_then_ends_the_turn():
    state = AccordionState(cards("SK DK D9"))
    assert codes(state.tops()) == "SK" and state.stock_left() == 2
    assert state.legal_moves() == [NO_MOVE]
    state.apply(NO_MOVE)
    assert codes(state.tops()) == "SK DK"
    state.apply(Move.parse("DK>SK"))
    state.apply(NO_MOVE)
    assert codes(state.tops()) == "DK D9" and state.stock_left() == 0
    assert not state.is_terminal()
    state.apply(NO_MOVE)  # the pack is exhausted: N ends the turn
    assert state.is_terminal() and state.current_player() == TERMINAL
    assert state.legal_moves() == [] and state.returns() == [-2.0]
    with pytest.raises(IllegalMove):
        state.apply(NO_MOVE)


def test_whole_pack_laid_out_and_every_card_kept():
    state = AccordionState.from_deal(3, deal_all=True)
    assert state.pile_count() == 52 and state.stock_left() == 0
    assert sorted(state.all_cards(), key=lambda c: c.index) == full_deck()
    copy = state.clone()
    state.apply(state.legal_moves()[0])
    assert copy.pile_count() == 52 and state.pile_count() == 51


def test_legal_moves_are_exactly_the_legal_ones():
    state = AccordionState.from_deal(11, deal_all=True)
    tops = state.tops()
    listed = {str(m) for m in state.legal_moves()}
    every = {f"{a}>{b}" for a in tops for b in tops if a != b}
    assert listed - {"N"} == {m for m in every if state.illegal_reason(Move.parse(m)) is None}


def test_deal_numbers_are_the_canonical_deck_shuffled_by_that_seed():
    deck = full_deck()
    random.Random(42).shuffle(deck)
    assert deal_cards(42) == deck
    assert deal_codes(42) == [str(c) for c in deck] == deal_codes(42)
    assert deal_codes(42) != deal_codes(43)
    assert str(deck[0]) == deal_codes(42)[0] and full_deck()[0].code == "SA"


def test_the_view_shows_tops_sizes_and_the_pack():
    state = AccordionState(cards("SK DK D9"))
    state.apply(NO_MOVE)
    state.apply(Move.parse("DK>SK"))
    view = state.view(0)
    assert codes(view.tops) == "DK" and view.sizes == (2,) and view.stock_count == 1

"""Known answers for every scoring rule of Polignac, Slobberhannes and Short Hearts, the
packs, and the notation."""
from __future__ import annotations

import doctest
from collections import Counter

import pytest

import games.avoidance.cards as cards_module
import games.avoidance.moves as moves_module
import games.polignac.rules as polignac
import games.short_hearts.rules as hearts
import games.slobberhannes.rules as slobber
from games.avoidance.cards import cards
from games.avoidance.hand import Hand
from games.avoidance.moves import Bid, Pass, Play, parse_move
from games.cards import Card
from games.engine import InvalidNotation
from games.tricks import Trick


def test_doctests():
    for module in (cards_module, moves_module, polignac, slobber, hearts):
        assert doctest.testmod(module).failed == 0


def trick(winner, codes, seats=4):
    played = cards(codes)
    return Trick(0, played[0].suit, tuple((i % seats, c) for i, c in enumerate(played)), winner)


# --- packs -------------------------------------------------------------------------

@pytest.mark.parametrize("seats, size", [(3, 30), (4, 32), (5, 30), (6, 30)])
def test_polignac_and_slobberhannes_packs(seats, size):
    for rules in (polignac, slobber):
        deck = rules.VARIANT.deck(seats)
        assert len(deck) == size and len(set(deck)) == size
        assert (Card.parse("S7") in deck) == (seats == 4) and (Card.parse("C7") in deck) == (seats == 4)
        assert rules.VARIANT.hand_size(seats) * seats == size


def test_short_hearts_packs():
    assert len(hearts.deck(4)) == 32 and len(set(hearts.deck(4))) == 32
    three = hearts.deck(3)
    assert len(three) == 33 and Counter(three)[Card.parse("C7")] == 2 and hearts.VARIANT.hand_size(3) == 11


# --- Polignac ------------------------------------------------------------------------

def test_polignac_queens():
    tricks = [trick(0, "SQ S7 S8 S9"), trick(3, "HQ H7 DQ H9"), trick(3, "CQ C8 C9 CT")]
    assert polignac.score(tricks, 4, None, True).points == (2, 0, 0, 3)


def test_polignac_capot_made_and_lost():
    all_four = [trick(1, "SQ HQ DQ CQ"), trick(2, "S7 S8 S9 ST")]
    made = polignac.score(all_four, 4, 1, True)
    assert made.points == (5, 0, 5, 5) and (made.event, made.who) == ("capot made", 1)
    lost = polignac.score([trick(1, "SQ HQ DQ S7"), trick(2, "CQ S8 S9 ST")], 4, 1, True)
    assert lost.points == (0, 5, 1, 0) and lost.event == "capot lost"
    # someone else's capot bid: the one who took all four queens without bidding scores them
    assert polignac.score(all_four, 4, 2, True).points == (0, 5, 5, 0)
    # before the hand ends, a bid changes nothing yet
    assert polignac.score(all_four, 4, 1, False).points == (0, 5, 0, 0)


# --- Slobberhannes -------------------------------------------------------------------

def test_slobberhannes_first_last_and_queen():
    tricks = [trick(1, "S7 S8 S9 ST"), trick(2, "SQ SK SA SJ"), trick(3, "H7 H8 H9 HT")]
    assert slobber.score(tricks, 4, None, True).points == (0, 1, 1, 1)
    two = [trick(1, "SQ S8 S9 ST"), trick(1, "H7 H8 H9 HT"), trick(2, "D7 D8 D9 DT")]
    assert slobber.score(two, 4, None, True).points == (0, 2, 1, 0)
    three = [trick(1, "SQ S8 S9 ST"), trick(2, "H7 H8 H9 HT"), trick(1, "D7 D8 D9 DT")]
    result = slobber.score(three, 4, None, True)
    assert result.points == (0, 4, 0, 0) and (result.event, result.who) == ("all three", 1)


# --- Short Hearts --------------------------------------------------------------------

def test_short_hearts_points_and_moon():
    tricks = [trick(0, "H7 H8 H9 HT"), trick(1, "HJ HQ HK SQ"), trick(2, "HA S7 S8 S9")]
    assert hearts.score(tricks, 4, None, True).points == (4, 7, 1, 0)
    moon = [trick(2, "H7 H8 H9 HT"), trick(2, "HJ HQ HK SQ"), trick(2, "HA S7 S8 S9")]
    result = hearts.score(moon, 4, None, True)
    assert result.points == (12, 12, 0, 12) and (result.event, result.who) == ("moon", 2)
    assert hearts.score(moon, 3, None, True).points == (12, 12, 0)
    # all the hearts without the queen of spades is no moon
    nearly = [trick(2, "H7 H8 H9 HT"), trick(2, "HJ HQ HK S8"), trick(2, "HA S7 SQ S9")][:2] + \
        [trick(1, "HA SQ S7 S9")]
    assert hearts.score(nearly, 4, None, True).points == (0, 5, 7, 0)


def test_two_equal_sevens_in_short_hearts_the_first_played_wins():
    hands = [cards("C7 HA"), cards("C7 H7"), cards("C8 H8")]
    hand = Hand(hearts.VARIANT, hands + [], dealer=1)        # seat 0 (the dealer's right) leads
    hand.apply(Play(Card.parse("C7")))
    hand.apply(Play(Card.parse("C7")))
    hand.apply(Play(Card.parse("C8")))
    assert hand.play.tricks[0].winner == 2
    hand = Hand(hearts.VARIANT, [cards("C7 HA"), cards("C7 H7"), cards("D8 H8")], dealer=1)
    for code in ("C7", "C7", "D8"):
        hand.apply(Play(Card.parse(code)))
    assert hand.play.tricks[0].winner == 0


# --- notation ------------------------------------------------------------------------

def test_moves_print_and_parse():
    for move in (Play(Card.parse("SQ")), Pass(tuple(cards("SA SK SQ"))), Bid(True), Bid(False)):
        assert type(move).parse(str(move)) == move == parse_move(str(move))
    for bad in ("", "XX", "pass", "pass SA ZZ", "capt"):
        with pytest.raises(InvalidNotation):
            parse_move(bad)


def test_equal_cards_pass_once():
    hand = Hand(hearts.VARIANT, [cards("C7 C7 HA H7"), cards("S7 S8 S9 ST"), cards("D7 D8 D9 DT")],
                dealer=1, direction="left")
    legal = hand.legal_moves()
    assert len(legal) == 3 and len(set(legal)) == 3     # C7 C7 HA, C7 C7 H7, C7 HA H7

"""The shape of a hand and a game: who deals, leads and passes where, what each seat sees,
the capot announcements, and properties of random games (hypothesis)."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import games.polignac.rules as polignac
import games.short_hearts.rules as hearts
import games.slobberhannes.rules as slobber
from games.avoidance.cards import cards
from games.avoidance.game import AvoidanceGame, Settings, deal
from games.avoidance.hand import Hand
from games.avoidance.moves import Bid, Pass, Play
from games.cards import Card
from games.engine import TERMINAL, IllegalMove

VARIANTS = {"polignac": polignac.VARIANT, "slobberhannes": slobber.VARIANT, "hearts": hearts.VARIANT}


def test_the_player_on_the_dealers_right_leads_and_play_goes_clockwise():
    hands = [cards("S7 S8"), cards("S9 ST"), cards("SJ SQ"), cards("SK SA")]
    hand = Hand(slobber.VARIANT, hands, dealer=2)
    assert hand.leader == 1 and hand.current_player() == 1
    hand.apply(Play(Card.parse("S9")))
    assert hand.current_player() == 2


def test_the_deal_and_the_passing_go_round():
    game = AvoidanceGame(hearts.VARIANT, random.Random(3), Settings(seats=4, hands=8, passing=True), first_dealer=0)
    dealers, directions = [], []
    rng = random.Random(0)
    while not game.is_terminal():
        if not directions or len(directions) == game.number:
            dealers.append(game.hand.dealer)
            directions.append(game.hand.direction)
        game.apply(rng.choice(game.legal_moves()))
    assert dealers == [0, 1, 2, 3, 0, 1, 2, 3]
    assert directions == ["right", "left", "across", "hold"] * 2
    assert len(game.history) == 8 and game.totals == [sum(h.points[s] for h in game.history) for s in range(4)]
    assert game.returns() == [-float(t) for t in game.totals]


def test_the_number_of_hands_is_a_multiple_of_the_players():
    with pytest.raises(ValueError):
        AvoidanceGame(polignac.VARIANT, random.Random(0), Settings(seats=3, hands=4))
    with pytest.raises(ValueError):
        AvoidanceGame(hearts.VARIANT, random.Random(0), Settings(seats=5))


def test_all_cards_are_dealt_from_the_dealers_left():
    hands, unused = deal(polignac.VARIANT, 3, 0, random.Random(1))
    assert [len(h) for h in hands] == [10, 10, 10] and unused == []


def test_a_passed_card_stays_unseen_until_the_receiver_has_chosen():
    hands = [cards("SA SK SQ SJ"), cards("HA HK HQ HJ"), cards("DA DK DQ DJ")]
    hand = Hand(hearts.VARIANT, hands, dealer=1, direction="right")
    assert hand.current_player() == 0
    hand.apply(Pass(tuple(cards("SA SK SQ"))))
    seat1 = hand.view(1)                               # seat 0 passed to seat 2, on its right
    assert seat1.received is None and seat1.hand == tuple(cards("HA HK HQ HJ"))
    view2 = hand.view(2)
    assert view2.received is None and not set(cards("SA SK SQ")) & set(view2.hand)
    assert hand.view(0).passed == tuple(cards("SA SK SQ")) and hand.view(0).receiver == 2
    hand.apply(Pass(tuple(cards("HA HK HQ"))))
    hand.apply(Pass(tuple(cards("DA DK DQ"))))
    assert hand.phase == "play"
    assert hand.view(2).received == tuple(cards("SA SK SQ"))
    assert set(hand.view(2).hand) == set(cards("DJ SA SK SQ"))
    assert hand.view(0).known() == {2: tuple(cards("SA SK SQ"))}


def test_capot_is_asked_from_the_leader_round_until_one_announces():
    hands = [cards("SQ S7"), cards("HQ H7"), cards("DQ D7"), cards("CQ C8")]
    hand = Hand(polignac.VARIANT, hands, dealer=0)
    assert hand.phase == "bid" and hand.current_player() == 3
    assert hand.illegal_reason(Play(Card.parse("CQ"))) == "Say first whether you bid capot"
    hand.apply(Bid(False))
    assert hand.current_player() == 0
    hand.apply(Bid(True))
    assert hand.phase == "play" and hand.bidder == 0 and hand.current_player() == 3
    assert hand.view(2).bids == ((3, False), (0, True))
    hand = Hand(polignac.VARIANT, hands, dealer=0)
    for _ in range(4):
        hand.apply(Bid(False))
    assert hand.phase == "play" and hand.bidder is None


def test_illegal_moves_are_refused_and_change_nothing():
    hands = [cards("S7 H8"), cards("SA HK"), cards("SK D7"), cards("C8 H7")]
    hand = Hand(slobber.VARIANT, hands, dealer=2)
    hand.apply(Play(Card.parse("SA")))
    with pytest.raises(IllegalMove, match="follow suit: Spades"):
        hand.apply(Play(Card.parse("D7")))
    with pytest.raises(IllegalMove):
        hand.apply(Bid(True))
    assert hand.current_player() == 2 and hand.play.hands[2] == cards("SK D7")


def test_a_view_shows_no_other_hand():
    game = AvoidanceGame(hearts.VARIANT, random.Random(5), Settings(seats=4, passing=False))
    for seat in range(4):
        view = game.view(seat)
        assert set(view.hand) == set(game.hand.held(seat))
        others = {c for s in range(4) if s != seat for c in game.hand.held(s)}
        assert not others & set(view.hand)
        assert view.legal_moves == (tuple(game.legal_moves()) if seat == game.current_player() else ())


def expected_total(variant_name, result, seats):
    """What a hand's penalties add up to."""
    if variant_name == "polignac":
        if result.event == "capot made":
            return 5 * (seats - 1)
        return None if result.event == "capot lost" else 5
    if variant_name == "slobberhannes":
        return 4 if result.event == "all three" else 3
    return 12 * (seats - 1) if result.event == "moon" else 12


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.sampled_from(sorted(VARIANTS)), st.integers(0, 3), st.booleans(), st.integers(0, 10 ** 6))
def test_random_games_keep_every_card_and_their_penalties_add_up(name, extra, passing, seed):
    variant = VARIANTS[name]
    seats = min(variant.seats[0] + extra, variant.seats[1])
    game = AvoidanceGame(variant, random.Random(seed), Settings(seats=seats, passing=passing))
    rng = random.Random(seed + 1)
    pack = Counter(variant.deck(seats))
    while not game.is_terminal():
        moves = game.legal_moves()
        assert all(game.illegal_reason(m) is None for m in moves)
        game.apply(rng.choice(moves))
        assert Counter(game.all_cards()) == pack
    assert game.current_player() == TERMINAL and not game.legal_moves()
    for result, hand in zip(game.history, game.finished):
        total = expected_total(name, result, seats)
        if total is None:          # a failed capot: 5 for the bidder, the others' queens
            queens = sum(polignac.card_points(c) for s in range(seats) if s != result.who
                         for c in hand.play.taken(s))
            total = 5 + queens
        assert sum(result.points) == total

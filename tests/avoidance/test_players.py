"""The players of the trick-avoidance games: every move legal, the simple player's rules
of thumb, the play-outs, and the computer in positions with a known best move."""
from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

import games.polignac.rules as polignac
import games.short_hearts.rules as hearts
import games.slobberhannes.rules as slobber
from games.avoidance.cards import cards
from games.avoidance.computer import ComputerPlayer
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.hand import Hand
from games.avoidance.moves import Bid, Play
from games.avoidance.players import CarefulPlayer, RandomPlayer, SimplePlayer, table_for
from games.avoidance.rollout import DUCK, SHOOT, play_out
from games.cards import Card
from games.tricks import TrickPlay

VARIANTS = [polignac.VARIANT, slobber.VARIANT, hearts.VARIANT]
FAST = ComputerPlayer(budget=120, min_samples=4, max_samples=12)


def play(hand, *codes):
    for code in codes:
        hand.apply(Play(Card.parse(code)))


@settings(max_examples=12, deadline=None, derandomize=True)
@given(st.sampled_from(range(3)), st.integers(0, 3), st.integers(0, 10 ** 6))
def test_every_player_chooses_a_legal_move(which, extra, seed):
    variant = VARIANTS[which]
    seats = min(variant.seats[0] + extra, variant.seats[1])
    game = AvoidanceGame(variant, random.Random(seed), Settings(seats=seats, passing=True))
    players = [FAST, SimplePlayer(), CarefulPlayer(), RandomPlayer()]
    rng = random.Random(seed)
    while game.number < 1:
        seat = game.current_player()
        view = game.view(seat)
        move = players[seat % len(players)].choose(view, rng)
        assert move in view.legal_moves
        game.apply(move)


def test_simple_ducks_with_its_highest_losing_card_and_dumps_when_void():
    hand = Hand(hearts.VARIANT, [cards("SK S9"), cards("SJ S7"), cards("SA HA"), cards("SQ S8")], dealer=1)
    play(hand, "SK")
    assert SimplePlayer().choose(hand.view(1), random.Random(0)) == Play(Card.parse("SJ"))
    play(hand, "S7")
    assert SimplePlayer().choose(hand.view(2), random.Random(0)) == Play(Card.parse("SA"))   # must win: highest
    play(hand, "SA")
    assert SimplePlayer().choose(hand.view(3), random.Random(0)) == Play(Card.parse("SQ"))   # under the ace
    hand = Hand(hearts.VARIANT, [cards("D7 D8"), cards("SQ HA"), cards("D9 DT"), cards("DJ DQ")], dealer=1)
    play(hand, "D8")
    assert SimplePlayer().choose(hand.view(1), random.Random(0)) == Play(Card.parse("SQ"))   # void: the queen


def test_simple_leads_low_and_passes_its_most_dangerous_cards():
    hand = Hand(hearts.VARIANT, [cards("SA SQ H7 D8"), cards("S7 S8 S9 ST"), cards("D9 DT DJ DK")],
                dealer=1, direction="right")
    assert set(SimplePlayer().choose(hand.view(0), random.Random(0)).cards) == set(cards("SA SQ H7"))
    hand = Hand(slobber.VARIANT, [cards("SA SQ H7 D8"), cards("S7 S8 S9 ST"), cards("D9 DT DJ DK")], dealer=1)
    assert SimplePlayer().choose(hand.view(0), random.Random(0)) == Play(Card.parse("H7"))


def test_careful_takes_a_clean_trick_cheaply_when_last():
    hand = Hand(hearts.VARIANT, [cards("D7 C8"), cards("D8 C9"), cards("DA D9")], dealer=1)
    play(hand, "D7", "D8")
    assert CarefulPlayer().choose(hand.view(2), random.Random(0)) == Play(Card.parse("DA"))


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.name)
def test_play_outs_follow_the_rules(variant):
    seats = 4
    game = AvoidanceGame(variant, random.Random(9), Settings(seats=seats, passing=False))
    while game.hand.phase != "play":
        game.apply(Bid(False))
    table = table_for(variant, tuple(game.hand.deck()))
    for policies in ([DUCK] * 4, [SHOOT, DUCK, DUCK, DUCK]):
        tricks = play_out(table, game.hand.play, policies)
        replay = TrickPlay(variant.trick_rules, game.hand.play.hands, game.hand.leader)
        for trick in tricks:
            for seat, card in trick.plays:
                assert replay.to_play() == seat
                done = replay.play(card)
            assert done == trick
    assert not game.hand.play.tricks          # the real hand was not touched


def test_the_computer_ducks_the_queen_of_spades():
    # seat 3 holds the queen and a low spade; the ace was led: it must not keep the queen
    hand = Hand(hearts.VARIANT, [cards("SA H7 D7"), cards("S8 H8 D8"), cards("S9 H9 D9"), cards("SQ S7 C7")],
                dealer=1)
    play(hand, "SA", "S8", "S9")
    assert FAST.choose(hand.view(3), random.Random(1)) == Play(Card.parse("SQ"))


def test_the_computer_plans_a_moon_only_while_nobody_else_has_a_point():
    hand = Hand(hearts.VARIANT, [cards("HA HK D7"), cards("H7 S8 D8"), cards("SQ S9 D9")], dealer=1)
    computer = ComputerPlayer()
    assert computer.plans(hand.view(0)) == [DUCK, SHOOT]
    play(hand, "HA", "H7", "S9")
    assert computer.plans(hand.view(0)) == [DUCK, SHOOT]      # its own points do not stop it
    play(hand, "D7", "D8", "D9")                              # seat 2 takes a clean trick
    play(hand, "SQ", "HK", "S8")
    assert computer.plans(hand.view(1)) == [DUCK]
    assert computer.plans(Hand(slobber.VARIANT, [cards("SA"), cards("S7"), cards("S8")], dealer=1).view(0)) \
        == [DUCK]                                             # no moon in Slobberhannes


def test_the_computer_stops_a_moon_shot():
    # seat 1 has taken six hearts; seat 2, void in diamonds, throws the seven of hearts on
    # seat 1's diamond. Ducking with the seven gives seat 1 the moon (12 to seat 0) unless
    # seat 3 holds the queen of spades (one chance in three); taking the trick with the ten
    # costs seat 0 at most 6. Over many guessed deals it takes it.
    hand = Hand(hearts.VARIANT, [cards("D8 S9 DT D7"), cards("HA HK D9 HQ"), cards("HJ HT H7 SQ"),
                                 cards("H9 H8 S7 S8")], dealer=2)
    play(hand, "HA", "HJ", "H9", "D8")
    play(hand, "HK", "HT", "H8", "S9")
    play(hand, "D9", "H7", "S7")
    assert hand.score().points == (0, 6, 0, 0) and hand.current_player() == 0
    view = hand.view(0)
    computer = ComputerPlayer(budget=1000, max_samples=200)
    assert computer.threat(view, table_for(view.variant, view.deck)) == 1
    assert computer.choose(view, random.Random(3)) == Play(Card.parse("DT"))


def test_the_computer_bids_capot_with_a_hand_that_cannot_fail():
    hands = [cards("SQ HQ DQ CQ SA HA DA CA"), cards("S7 S8 S9 ST H7 H8 H9 HT"),
             cards("SJ SK HJ HK D7 D8 D9 DT"), cards("DJ DK C7 C8 C9 CT CJ CK")]
    hand = Hand(polignac.VARIANT, hands, dealer=1)
    assert hand.current_player() == 0 and hand.phase == "bid"
    assert ComputerPlayer(budget=200).choose(hand.view(0), random.Random(4)) == Bid(True)
    weak = [hands[1], hands[0], hands[2], hands[3]]
    hand = Hand(polignac.VARIANT, weak, dealer=1)
    assert ComputerPlayer(budget=200).choose(hand.view(0), random.Random(4)) == Bid(False)


def test_views_determinise_consistently_with_the_voids():
    hand = Hand(hearts.VARIANT, [cards("D7 C8 C9"), cards("D8 C7 CT"), cards("H7 H8 H9")], dealer=1)
    play(hand, "D7", "D8", "H7")                  # seat 2 shows it has no diamond
    view = hand.view(0)
    for seed in range(10):
        deal = view.determinise(random.Random(seed))
        assert not any(c.suit == "D" for c in deal.hands[2])
        assert deal.hands[0] == list(view.hand) and deal.tricks == list(view.tricks)

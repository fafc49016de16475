"""The ``defender`` sparring partner (a ducker that keeps a stopper and defends a moon or a
capot), its moves legal everywhere, and the computer's play-outs of a shot against others
who answer it."""
from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

import games.blacktile.rules as blacktile
import games.polignac.rules as polignac
import games.short_hearts.rules as hearts
import games.slobberhannes.rules as slobber
from games.avoidance.cards import cards
from games.avoidance.computer import ComputerPlayer
from games.avoidance.defender import DefenderPlayer, shooter
from games.avoidance.game import AvoidanceGame, Settings
from games.avoidance.hand import Hand
from games.avoidance.moves import Bid, Play
from games.avoidance.options import BUILTINS
from games.avoidance.players import CarefulPlayer, SimplePlayer, table_for
from games.avoidance.rollout import DUCK, SHOOT, STOP, WATCH, play_out
from games.cards import Card
from games.plugins import load_object

VARIANTS = [polignac.VARIANT, slobber.VARIANT, hearts.VARIANT, blacktile.VARIANT]
RNG = random.Random(0)


def play(hand, *codes):
    for code in codes:
        hand.apply(Play(Card.parse(code)))


def test_the_defender_is_a_built_in_player_of_the_trick_games():
    assert isinstance(load_object("defender", BUILTINS), DefenderPlayer)


@settings(max_examples=16, deadline=None, derandomize=True)
@given(st.sampled_from(range(len(VARIANTS))), st.integers(0, 3), st.booleans(), st.integers(0, 10 ** 6))
def test_the_defender_chooses_a_legal_move_in_every_position(which, extra, passing, seed):
    variant = VARIANTS[which]
    seats = min(variant.seats[0] + extra, variant.seats[1])
    game = AvoidanceGame(variant, random.Random(seed), Settings(seats=seats, passing=passing))
    players = [DefenderPlayer(), SimplePlayer()]
    rng = random.Random(seed)
    while game.number < 2:
        seat = game.current_player()
        view = game.view(seat)
        # some capot bids, so that the defender meets a bidder
        move = Bid(rng.random() < 0.3) if view.phase == "bid" and seat % 2 else players[seat % 2].choose(view, rng)
        assert move in view.legal_moves
        game.apply(move)


def heart_moon_on():
    # seat 1 takes four of the seven hearts in play with the ace, then leads the jack
    hand = Hand(hearts.VARIANT, [cards("H7 D7 D9"), cards("HA HJ C8"), cards("H8 HQ HT"),
                                 cards("H9 D8 CT")], dealer=1)
    play(hand, "H7", "HA", "H8", "H9", "HJ")
    return hand


def test_the_defender_sees_a_seat_plainly_going_for_the_moon():
    hand = heart_moon_on()
    view = hand.view(2)
    assert view.scores == (0, 4, 0, 0)
    assert shooter(view, table_for(view.variant, view.deck)) == 1
    assert shooter(hand.view(1), table_for(view.variant, view.deck)) is None     # not himself


def test_the_defender_takes_a_heart_from_the_shooter_where_careful_ducks():
    view = heart_moon_on().view(2)
    assert CarefulPlayer().choose(view, RNG) == Play(Card.parse("HT"))
    assert DefenderPlayer().choose(view, RNG) == Play(Card.parse("HQ"))


def test_the_defender_keeps_its_points_off_the_shooters_trick_and_gives_them_to_another():
    # seat 1 has four of six hearts and leads a club; seat 2 has no club
    hand = Hand(hearts.VARIANT, [cards("H7 D7 CA"), cards("HA HJ C8"), cards("H8 HQ D9"),
                                 cards("H9 D8 CT")], dealer=1)
    play(hand, "H7", "HA", "H8", "H9", "C8")
    assert DefenderPlayer().choose(hand.view(2), RNG) == Play(Card.parse("D9"))
    assert SimplePlayer().choose(hand.view(2), RNG) == Play(Card.parse("HQ"))
    # seat 2 takes seat 1's club with the ace: seat 3, with no club, gives seat 2 its heart
    hand = Hand(hearts.VARIANT, [cards("H7 D7 C8"), cards("HA HJ C7"), cards("H8 D9 CA"),
                                 cards("H9 HQ D8")], dealer=1)
    play(hand, "H7", "HA", "H8", "H9", "C7", "CA")
    assert DefenderPlayer().choose(hand.view(3), RNG) == Play(Card.parse("HQ"))


def test_the_defender_ducks_as_careful_does_while_nobody_threatens():
    hand = Hand(hearts.VARIANT, [cards("H7 D7 D9"), cards("HA HJ C8"), cards("H8 HQ HT"),
                                 cards("H9 D8 CT")], dealer=1)
    play(hand, "H7", "HJ")
    view = hand.view(2)
    assert shooter(view, table_for(view.variant, view.deck)) is None
    assert DefenderPlayer().choose(view, RNG) == CarefulPlayer().choose(view, RNG) == Play(Card.parse("HT"))


def test_the_defender_keeps_its_top_heart_when_it_passes_and_when_it_throws():
    hand = Hand(hearts.VARIANT, [cards("SQ HA HK HQ D7 D8 C7 C8"), cards("S7 S8 S9 ST SJ SK SA H7"),
                                 cards("D9 DT DJ DQ DK DA C9 CT"), cards("CJ CQ CK CA H8 H9 HT HJ")],
                dealer=1, direction="right")
    defended = DefenderPlayer().choose(hand.view(0), RNG).cards
    assert Card.parse("HA") not in defended and Card.parse("SQ") in defended
    assert Card.parse("HA") in CarefulPlayer().choose(hand.view(0), RNG).cards
    # void in diamonds with the moon still on: it throws the king of hearts, not the ace
    hand = Hand(hearts.VARIANT, [cards("D7 S7 S8"), cards("HA HK C8"), cards("D8 D9 DT"),
                                 cards("DJ DQ DK")], dealer=1)
    play(hand, "D7")
    assert DefenderPlayer().choose(hand.view(1), RNG) == Play(Card.parse("HK"))
    assert SimplePlayer().choose(hand.view(1), RNG) == Play(Card.parse("HA"))


def test_the_defender_stops_a_capot_bid():
    # seat 0 bids capot and leads the king of spades: seat 1, with no spade, keeps its queen
    # off his trick (throwing its highest card without points instead); seat 2 takes the trick
    # from him
    hand = Hand(polignac.VARIANT, [cards("SK HQ SQ CQ"), cards("DQ D7 H7 H8"), cards("SA S8 C7 C8"),
                                   cards("S9 D8 D9 DT")], dealer=1)
    hand.apply(Bid(True))
    assert hand.phase == "play" and hand.bidder == 0
    play(hand, "SK")
    assert DefenderPlayer().choose(hand.view(1), RNG) == Play(Card.parse("H8"))
    assert SimplePlayer().choose(hand.view(1), RNG) == Play(Card.parse("DQ"))
    play(hand, "H8")
    assert DefenderPlayer().choose(hand.view(2), RNG) == Play(Card.parse("SA"))
    assert CarefulPlayer().choose(hand.view(2), RNG) == Play(Card.parse("S8"))


def test_stopping_play_outs_throw_points_away_from_the_shooter_only():
    # seat 0 shoots and leads the ace of spades; seat 1, with no spade, holds the queen of
    # hearts and a diamond
    hand = Hand(hearts.VARIANT, [cards("SA S7"), cards("HQ D7"), cards("S8 S9")], dealer=1)
    table = table_for(hearts.VARIANT, tuple(hand.deck()))
    tricks = play_out(table, hand.play, [SHOOT, STOP, STOP], 0)
    assert tricks[0].card_of(1) == Card.parse("D7")
    tricks = play_out(table, hand.play, [SHOOT, DUCK, DUCK])
    assert tricks[0].card_of(1) == Card.parse("HQ")


def test_watching_play_outs_duck_until_the_moon_is_plain_then_stop_it():
    # seat 0 shoots: the watcher at seat 1 ducks the ace of hearts with its king, and once
    # seat 0 has six of the nine points (seat 2 threw the queen of spades on it), overtakes
    # the jack with the queen
    hand = Hand(hearts.VARIANT, [cards("HA HJ D7"), cards("HK HQ H9"), cards("SQ C8 C9")], dealer=1)
    table = table_for(hearts.VARIANT, tuple(hand.deck()))
    tricks = play_out(table, hand.play, [SHOOT, WATCH, DUCK], 0)
    assert tricks[0].card_of(1) == Card.parse("HK") and tricks[0].winner == 0
    assert tricks[1].card_of(1) == Card.parse("HQ") and tricks[1].winner == 1
    assert play_out(table, hand.play, [SHOOT, DUCK, DUCK], 0)[1].card_of(1) == Card.parse("H9")


def test_the_computer_plays_its_own_shot_out_against_others_who_answer_it():
    hand = Hand(polignac.VARIANT, [cards("SK HQ"), cards("DQ D7"), cards("SA S8"), cards("S9 D8")], dealer=1)
    computer = ComputerPlayer()
    assert computer.policies(hand.view(0), SHOOT, None) == ([SHOOT, WATCH, WATCH, WATCH], 0)
    hand.apply(Bid(True))
    assert computer.policies(hand.view(0), SHOOT, None) == ([SHOOT, STOP, STOP, STOP], 0)
    assert computer.policies(hand.view(0), DUCK, 2) == ([STOP, STOP, SHOOT, STOP], 2)


def test_the_think_time_tool_prints_the_decisions_of_each_phase(capsys):
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "tools" / "trick_think_time.py"
    spec = importlib.util.spec_from_file_location("trick_think_time", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.main(["polignac", "--player", "simple", "--against", "defender", "--hands", "4"]) == 0
    out = capsys.readouterr().out
    assert "polignac: simple against defender, 4 hands" in out and "   bid:     4 decisions" in out
    assert "  play:    32 decisions" in out

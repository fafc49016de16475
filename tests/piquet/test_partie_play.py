"""The computer's play reads the other hand's play and seat, and weighs the partie in every hand."""
import random
from dataclasses import replace

import pytest

from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.exchange import partie_shape
from games.piquet.players.knowledge import RANK_WEIGHT, SEAT_WEIGHT, deals, knowledge, play_hints
from games.piquet.players.play import PlayTuning, hand_shape
from games.piquet.players.solver import id_card
from games.piquet.players.standing import HAND_SPREAD, chance

from tests.piquet.helpers import ready, say
from tests.piquet.test_sparring import tool


def _after_three_tricks():
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    while h.phase != "play":
        h.apply(h.legal_moves()[0])
    # Younger wins the Seven of hearts with his Knave; then loses his King of diamonds
    # to the Ace; then, void in spades, throws his Eight of hearts
    say(h, "play H7", "play HJ", "play DK", "play DA", "play SA", "play H8")
    return h


def _names(mask):
    return sorted(str(id_card(i)) for i in range(32) if mask >> i & 1)


def test_the_other_hands_tricks_say_which_cards_he_likely_lacks():
    h = _after_three_tricks()
    hints = [_names(m) for m in play_hints(h.view(0), 1)]
    assert hints == [["H8", "H9", "HT"],          # he won as cheaply as he could
                     ["C7", "D7", "H7", "S7"]]      # he threw his lowest card
    assert play_hints(h.view(1), 0) == ()           # Elder's winning Ace said nothing
    say(h, "play HA", "play HT")                    # he cannot beat the Ace and keeps his Nine
    assert _names(play_hints(h.view(0), 1)[-1]) == ["H7", "H8", "H9"]
    say(h, "play S8", "play HK", "play SQ", "play D8")
    assert _names(play_hints(h.view(0), 1)[-1]) == ["C7", "D7", "H7", "S7"]
    say(h, "play D7", "play DJ")                    # the Knave wins where the Eight would not
    assert _names(play_hints(h.view(0), 1)[-1]) == ["D8", "D9", "DT"]


def test_guesses_his_play_makes_unlikely_are_kept_less_often():
    h = _after_three_tricks()
    view = h.view(0)

    def odd_share(trust):
        guesses = deals(view, knowledge(view, trust=trust), random.Random(5), 200, tries=2000)
        return sum(1 for g in guesses if {"H9", "HT"} & set(map(str, g))) / len(guesses)
    assert odd_share(0.1) < 0.5 * odd_share(1.0)


def test_his_unseen_cards_are_weighted_as_his_seat_keeps_them():
    h = _after_three_tricks()
    assert knowledge(h.view(0)).weights == SEAT_WEIGHT[False]      # Younger's cards, seen by Elder
    assert knowledge(h.view(1)).weights == SEAT_WEIGHT[True]
    assert knowledge(h.view(0), by_seat=False).weights == RANK_WEIGHT
    # both keep their Aces far more than their Sevens; Younger, who puts out fewer, more so
    assert SEAT_WEIGHT[False][7] > SEAT_WEIGHT[True][7] > 3 * RANK_WEIGHT[7]


def test_every_hand_weighs_the_chance_of_winning_the_partie():
    h = _after_three_tricks()
    behind = replace(h.view(0), hand_number=3, hands=6, totals=(40, 100))
    shape = partie_shape(behind, 6)
    # sixty behind with three hands to come: a point that brings him level is worth more
    assert shape(60) - shape(50) > shape(-40) - shape(-50) > 10
    assert partie_shape(behind)(12.5) == 12.5       # as before: only the last two hands
    play = hand_shape(behind, PlayTuning())
    so_far = behind.scores[0] - behind.scores[1]
    spread = 3 ** 0.5 * HAND_SPREAD
    assert play(10) == pytest.approx(so_far + 10 + 300 * chance(so_far + 10 - 60, spread))
    assert hand_shape(behind, PlayTuning(partie_hands=0))(10) == so_far + 10


def test_the_computer_keeps_its_earlier_weighing_and_guessing_by_name():
    old = ComputerPlayer(partie="late", guess="rank")
    assert (old.exchange.partie_hands, old.play.partie_hands, old.play.by_seat) == (2, 0, False)
    with pytest.raises(ValueError, match="partie must be"):
        ComputerPlayer(partie="sometimes")


def test_the_conversion_tool_sets_won_parties_beside_what_the_hands_promise(capsys):
    assert tool("piquet_conversion").main(["--player", "simple", "--against", "random", "--deals", "1"]) == 0
    out = capsys.readouterr().out
    assert "of 2 parties" not in out and "2 parties from seed" in out
    assert "as Elder: 6 hands" in out and "would win" in out


def test_the_guesses_tool_prints_how_near_each_way_of_guessing_comes(capsys):
    guesses = tool("piquet_guesses")
    assert guesses.main(["--player", "simple", "--deals", "2", "--at", "3", "--guesses", "4",
                         "--ways", "rank", "play:0.3"]) == 0
    out = capsys.readouterr().out
    assert "4 views after 3 tricks" in out and "rank: log loss" in out and "play:0.3: log loss" in out
    assert guesses.main(["--player", "simple", "--deals", "2", "--ways", "play:7"]) == 2
    assert "rank, seat or play:T" in capsys.readouterr().err

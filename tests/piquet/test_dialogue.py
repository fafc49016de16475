"""Every branch of the declaration dialogue, and the manual's worked example."""
from games.piquet.moves import Claim

from tests.piquet.helpers import options, ready, say

LEFT = "SK SQ SJ ST S9 HK H8 DK CK CQ CJ CT"
RIGHT = "SA S7 HA HQ HJ H9 H7 DA DQ DJ CA C9"


def lines(hand):
    return [(line.seat, line.text, line.points) for line in hand.dialogue]


def test_manual_example_with_left_hand_elder():
    h = ready(LEFT, RIGHT)
    assert options(h) == ["point 5", "no point"]
    say(h, "point 5")
    assert options(h) == ["making?", "good"]
    say(h, "making?")
    assert options(h) == ["making 49"]
    say(h, "making 49")
    assert options(h) == ["good"]
    say(h, "good", "sequence 5")
    assert options(h) == ["good"]
    say(h, "good", "set 4K")
    assert options(h) == ["not good", "good"]
    say(h, "not good")
    assert options(h) == ["claim set"]
    say(h, "claim set")
    assert lines(h) == [
        (0, "Point of 5", None), (1, "Making?", None), (0, "Making 49", None), (1, "Good", None),
        (0, "Point of 5", 5), (0, "Quint", None), (1, "Good", None), (0, "Quint, Quart", 19),
        (0, "Fourteen Kings", None), (1, "Not good", None), (1, "Fourteen Aces", 14)]
    assert h.scores == [24, 14] and h.repique is None and h.phase == "play"


def test_manual_example_with_right_hand_elder():
    h = ready(RIGHT, LEFT)
    say(h, "point 5", "making?", "making 47")
    assert options(h) == ["not good", "good"]
    say(h, "not good")
    assert options(h) == ["no sequence"]
    say(h, "no sequence", "set 4A")
    assert options(h) == ["good"]
    say(h, "good")
    # the point he must claim; the sequence Elder could not call he may take or sink
    assert options(h) == ["claim point sequence", "claim point"]
    say(h, "claim point sequence")
    assert h.scores == [14, 24]


SAME_ELDER = "SA SK SQ S9 S8 HJ HT DA DK CT C9 C7"
SAME_YOUNGER = "HA HK HQ H9 H8 SJ ST DQ DJ CA CK CQ"


def test_point_and_sequence_the_same_score_nothing():
    h = ready(SAME_ELDER, SAME_YOUNGER)
    say(h, "point 5", "making?", "making 48")
    assert options(h) == ["the same", "good"]
    say(h, "the same", "sequence 3")
    assert options(h) == ["to the?", "good"]
    say(h, "to the?", "to A")
    assert options(h) == ["the same", "good"]
    say(h, "the same")
    assert options(h) == ["no set"]
    say(h, "no set")
    assert options(h) == ["claim set", "claim none"]
    say(h, "claim set")
    assert h.outcome == {"point": None, "sequence": None, "set": 1}
    # Younger's second Tierce scores nothing: equal sequences score for neither
    assert h.scores == [0, 3]


def test_to_the_good_and_not_good():
    elder, younger = "SK SQ SJ ST H7 H8 D7 D8 D9 C7 C8 CA", "HK HQ HJ HT SA S9 DA DK CK CQ C9 CT"
    h = ready(elder, younger)
    say(h, "point 4", "making?", "making 40", "the same", "sequence 4", "to the?", "to K")
    assert options(h) == ["the same", "good"]
    younger = "HK HQ HJ HT S8 S9 DA DK CK CQ C9 CT"
    h = ready("SA SK SQ SJ H7 H8 D7 D8 D9 C7 C8 CA", younger)
    say(h, "point 4", "making?", "making 41", "good", "sequence 4", "to the?", "to A")
    assert options(h) == ["good"]
    h = ready("SQ SJ ST S9 H7 H8 D7 D8 D9 C7 C8 CA", younger.replace("S9", "SA"))
    say(h, "point 4", "making?", "making 39", "not good", "sequence 4", "to the?", "to Q")
    assert options(h) == ["not good", "good"]


def test_younger_may_sink_by_saying_good():
    h = ready(RIGHT, LEFT)
    say(h, "point 5", "making?", "making 47", "good")
    assert h.outcome["point"] == 0 and h.scores[0] == 5


def test_elder_may_sink_and_younger_takes_it():
    h = ready(LEFT, RIGHT)
    assert "no point" in options(h)
    say(h, "no point", "sequence 5", "good", "set 4K", "not good")
    assert options(h) == ["claim point set", "claim set"]
    say(h, "claim point set")
    assert h.scores == [19, 5 + 14]


def test_winner_shows_his_combinations_and_the_view_tells_only_that():
    h = ready(LEFT, RIGHT)
    say(h, "point 5", "making?", "making 49", "good", "sequence 5", "good", "set 4K", "not good",
        "claim set")
    younger_view = h.view(1)
    assert {str(c) for c in younger_view.shown} == {
        "SK", "SQ", "SJ", "ST", "S9", "CK", "CQ", "CJ", "CT"}
    assert {str(c) for c in h.view(0).shown} == {"SA", "HA", "DA", "CA"}
    assert set(h.view(0).hand).isdisjoint(set(younger_view.hand))


def test_claim_move_notation():
    assert str(Claim(("point", "set"))) == "claim point set"
    assert str(Claim(())) == "claim none"

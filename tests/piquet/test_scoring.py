"""Repique, pique, and the points of the play."""
from tests.piquet.helpers import ready, say


def declare_all(hand):
    """Both sides call and answer truthfully and claim all they may."""
    while hand.phase not in ("play", "over"):
        hand.apply(hand.legal_moves()[0])


def play(hand, *cards):
    for c in cards:
        say(hand, f"play {c}")


def test_elder_repique():
    h = ready("SA SK SQ SJ ST S9 S8 HA DA CA H7 D7", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    declare_all(h)
    assert h.repique == 0 and h.scores == [7 + 17 + 14 + 60, 0]


def test_elder_repique_stopped_by_younger_point():
    # Elder: Quint 15 and Fourteen Tens with Three Kings 17 = 32, but Younger's Point came first
    h = ready("SK SQ SJ ST S9 HT DT CT HK DK C7 D7", "HA HQ HJ H9 H8 H7 SA S8 S7 DA DQ DJ")
    declare_all(h)
    assert h.outcome == {"point": 1, "sequence": 0, "set": 0}
    assert h.repique is None and h.scores == [32, 6]


def test_elder_repique_counts_before_younger_sets():
    h = ready("SA SK SQ SJ ST S9 S8 HK HQ HJ HT H9", "HA DA CA S7 H8 H7 DK DQ C9 C8 D9 D8")
    declare_all(h)
    assert h.outcome["set"] == 1
    assert h.repique == 0 and h.scores == [7 + 17 + 15 + 60, 3]


def test_younger_repique_when_elder_scores_nothing():
    h = ready("HK HQ HJ HT DK DQ DJ DT CK CQ CJ S7", "SA SK SQ SJ ST S9 S8 HA DA CA H9 D9")
    declare_all(h)
    assert h.repique == 1 and h.scores == [0, 7 + 17 + 14 + 60]


def test_younger_repique_needs_elder_to_have_scored_nothing_at_all():
    # Younger makes 30 from point and sequence, but Elder's Three Aces score:
    # the manual gives Younger repique only if Elder has not scored at all.
    h = ready("HA DA CA H9 H8 H7 DK DQ DJ CK CQ CJ", "SA SK SQ SJ ST S9 S8 S7 HK HQ HJ HT")
    declare_all(h)
    assert h.scores == [3, 8 + 18 + 4] and h.repique is None


PIQUE_ELDER = "SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA"
PIQUE_YOUNGER = "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8"


def test_pique_when_elder_reaches_thirty_first():
    h = ready(PIQUE_ELDER, PIQUE_YOUNGER)
    declare_all(h)
    assert h.scores == [27, 0]
    play(h, "SA", "H8", "SK", "H9")
    assert h.scores == [29, 0] and h.pique is None
    play(h, "SQ")
    assert h.pique == 0 and h.scores == [30 + 30, 0]


def test_no_pique_once_younger_has_scored_in_play():
    h = ready(PIQUE_ELDER, PIQUE_YOUNGER)
    declare_all(h)
    play(h, "H7", "H8")          # Younger wins against the lead: one point
    assert h.scores == [28, 1] and h.leader == 1
    play(h, "HK", "HA", "SA", "D8", "SK", "D9")
    assert h.scores[0] >= 30 and h.pique is None


def test_younger_never_piques():
    # Younger holds 28 from his claims; Elder has nothing, and scores his lead first
    h = ready("H9 H8 H7 D9 D8 D7 C9 CT S7 S8 HT DT", "SA SK SQ SJ ST S9 HA HK DA DK C7 C8")
    declare_all(h)
    assert h.scores == [0, 6 + 16 + 3 + 3] and h.repique is None
    play(h, "H7", "HA")
    assert h.scores == [1, 29] and h.pique is None
    play(h, "HK", "H8")
    assert h.scores == [1, 30] and h.pique is None


def test_trick_points_without_majority():
    elder, younger = "SA SK SQ SJ ST S9 D7 D8 D9 DT DJ DQ", "HA HK HQ HJ HT H9 DA DK CA CK CQ CJ"
    h = ready(elder, younger)
    declare_all(h)
    before = list(h.scores)
    for spade, out in zip("SA SK SQ SJ ST S9".split(), "CA CK CQ CJ HT H9".split()):
        play(h, spade, out)
        assert h.leader == 0
    assert h.scores == [before[0] + 6, before[1]]
    play(h, "D7", "DA")                       # Younger takes the lead against it
    assert h.leader == 1 and h.scores == [before[0] + 7, before[1] + 1]
    play(h, "DK", "D8", "HA", "D9", "HK", "DT", "HQ", "DJ", "HJ", "DQ")
    assert h.is_terminal() and h.tricks_won == [6, 6]
    # Younger: one for taking the lead, five leads, one for the last trick; six tricks each: no majority
    assert h.scores == [before[0] + 7, before[1] + 7]


def test_majority_and_last_trick():
    elder, younger = "SA SK SQ SJ ST S9 S8 D7 D8 D9 DT DJ", "HA HK HQ HJ HT H9 DA DK CA CK CQ CJ"
    h = ready(elder, younger)
    declare_all(h)
    before = list(h.scores)
    for spade, out in zip("SA SK SQ SJ ST S9 S8".split(), "CA CK CQ CJ HJ HT H9".split()):
        play(h, spade, out)
    play(h, "D7", "DA", "DK", "D8", "HA", "D9", "HK", "DT", "HQ", "DJ")
    assert h.tricks_won == [7, 5]
    assert h.scores == [before[0] + 8 + 10, before[1] + 1 + 4 + 1]


def test_all_the_tricks():
    elder = "SA SK SQ SJ ST S9 S8 S7 HA DA CA HK"
    h = ready(elder, "HQ HJ HT H9 H8 H7 DK DQ DJ DT D9 D8")
    declare_all(h)
    assert h.repique == 0
    before = list(h.scores)
    for card in elder.split():
        say(h, f"play {card}")
        h.apply(h.legal_moves()[-1])
    assert h.tricks_won == [12, 0] and h.capot == 0 and h.pique is None
    assert h.scores == [before[0] + 12 + 1 + 10 + 30, before[1]]

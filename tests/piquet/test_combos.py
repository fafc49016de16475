import itertools
import random

from games.cards import cards, full_deck
from games.piquet import combos
from games.piquet.rules import PACK_RANKS

LEFT = "SK SQ SJ ST S9 HK H8 DK CK CQ CJ CT"
RIGHT = "SA S7 HA HQ HJ H9 H7 DA DQ DJ CA C9"


def test_manual_example_left_hand():
    hand = cards(LEFT)
    assert combos.best_point(hand).key == (5, 49)
    assert combos.point_score(combos.best_point(hand)) == 5
    runs = combos.sequences(hand)
    assert [(r.suit, r.length, r.top) for r in runs] == [("S", 5, "K"), ("C", 4, "K")]
    assert combos.sequences_score(runs) == 19


def test_manual_example_right_hand():
    hand = cards(RIGHT)
    assert combos.best_point(hand).key == (5, 47)
    assert combos.sequences(hand) == []
    assert combos.sets_score(combos.sets(hand)) == 14
    assert combos.set_phrase(combos.best_set(hand)) == "Fourteen Aces"


def test_sequence_names_and_bonus():
    assert [combos.sequence_name(n) for n in range(3, 9)] == [
        "Tierce", "Quart", "Quint", "Sixieme", "Septieme", "Huitieme"]
    assert [combos.sequence_score(n) for n in range(3, 9)] == [3, 4, 15, 16, 17, 18]


def test_sets_rank_four_over_three_and_high_over_low():
    hand = cards("ST HT DT CT SA HA DA SK HK DK S9 H9")
    found = combos.sets(hand)
    assert [(s.rank, s.size) for s in found] == [("T", 4), ("A", 3), ("K", 3)]
    assert combos.sets_score(found) == 14 + 3 + 3
    assert combos.sets(cards("S9 H9 D9 C9")) == []   # nines are not a set


def brute_runs(hand):
    """Every maximal run by testing each suit and start directly."""
    found = set()
    for suit in "SHDC":
        held = [PACK_RANKS.index(c.rank) for c in hand if c.suit == suit]
        for lo, hi in itertools.combinations(range(9), 2):
            span = set(range(lo, hi))
            if hi - lo >= 3 and span <= set(held) and lo - 1 not in held and hi not in held:
                found.add((suit, hi - lo, PACK_RANKS[hi - 1]))
    return found


def test_sequences_match_brute_force():
    rng = random.Random(5)
    pack = full_deck(PACK_RANKS)
    for _ in range(500):
        hand = rng.sample(pack, 12)
        got = {(r.suit, r.length, r.top) for r in combos.sequences(hand)}
        assert got == brute_runs(hand)


def test_point_ties_keep_the_higher_count():
    hand = cards("SA SK S7 HQ HJ HT D7 D8")
    assert combos.best_point(hand) == combos.Point("H", 3, 30)

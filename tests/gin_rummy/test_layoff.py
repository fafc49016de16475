import doctest
import random
from itertools import product

import games.gin_rummy.layoff as layoff_module
from games.gin_rummy.layoff import best_defence, layoff_options
from games.gin_rummy.melds import cards_of, deadwood, is_set
from games.gin_rummy.scoring import lay_down
from tests.gin_rummy.helpers import m
from tests.gin_rummy.test_melds import ALL_SETS


def laid_codes(defence):
    return [sorted(str(c) for c in cards_of(x)) for x in defence.laid]


def test_keeping_a_set_beats_laying_off_its_card():
    # Greedy would put H7 on the hearts and be left with S7 C7 (14).
    d = best_defence([m("H4 H5 H6")], m("H7 S7 C7 SK"))
    assert d.value == 10 and d.laid == (0,)


def test_keeping_a_run_beats_the_fourth_of_a_set():
    # Greedy would put D8 on the eights and be left with D9 DT (19).
    d = best_defence([m("S8 H8 C8")], m("D8 D9 DT CQ"))
    assert d.value == 10 and d.laid == (0,)


def test_a_card_goes_where_it_lets_the_next_card_follow():
    # H7 fits the sevens or the run; only on the run can H8 follow it.
    sets = [m("S7 D7 C7"), m("H4 H5 H6")]
    d = best_defence(sets, m("H7 H8 SK"))
    assert d.value == 10
    assert laid_codes(d) == [[], ["H7", "H8"]]


def test_chains_at_both_ends_and_a_gap_stops_a_chain():
    assert sorted(layoff_options(m("H5 H6 H7"), m("H3 H4 H8 HT"))) == sorted(
        [0, m("H4"), m("H3 H4"), m("H8"), m("H4 H8"), m("H3 H4 H8")])
    assert layoff_options(m("S9 H9 D9 C9"), m("S8")) == [0]
    assert layoff_options(m("SK SQ SJ"), m("SA")) == [0]          # no going round the corner


def test_a_run_of_the_defenders_own_or_laid_off_scores_the_same():
    d = best_defence([m("H4 H5 H6")], m("H7 H8 H9 SK"))
    assert d.value == 10 and d.laid == (0,)      # ties keep the defender's own set


def brute_defence(knocker_sets, hand):
    """Every way of giving each of the defender's cards to a knocker's set or keeping it."""
    cards = [1 << c.index for c in cards_of(hand)]
    best = deadwood(hand)
    for targets in product(range(len(knocker_sets) + 1), repeat=len(cards)):
        extra = [0] * len(knocker_sets)
        for card, t in zip(cards, targets):
            if t:
                extra[t - 1] |= card
        if all(not e or is_set(cards_of(s | e)) for s, e in zip(knocker_sets, extra)):
            best = min(best, deadwood(hand & ~sum(extra)))
    return best


def random_knock(rng):
    """A knocker's ten cards with sets, and a defender's ten from the rest."""
    while True:
        used, sets = 0, []
        for s in rng.sample(ALL_SETS, 40):
            if not s & used and s.bit_count() <= 5 and used.bit_count() + s.bit_count() <= 9:
                used |= s
                sets.append(s)
            if len(sets) == 3:
                break
        rest = [i for i in range(52) if not used >> i & 1]
        knocker = used | sum(1 << i for i in rng.sample(rest, 10 - used.bit_count()))
        if deadwood(knocker) > 10:
            continue
        others = [i for i in range(52) if not knocker >> i & 1]
        # draw the defender near the knocker's sets, where lay-offs happen
        near = [i for i in others if any(abs(i - j) <= 2 or i % 13 == j % 13 for j in range(52) if used >> j & 1)]
        pool = near if len(near) >= 10 else others
        return knocker, sum(1 << i for i in rng.sample(pool, 10))


def touching(melds, hand):
    """The defender's cards of a set's value or a run's suit: all that could ever be laid off."""
    out = 0
    for c in cards_of(hand):
        for s in melds:
            same = [x for x in cards_of(s)]
            if all(x.rank == same[0].rank for x in same) and c.rank == same[0].rank:
                out |= 1 << c.index
            elif all(x.suit == same[0].suit for x in same) and c.suit == same[0].suit:
                out |= 1 << c.index
    return out


def test_best_defence_matches_brute_force():
    rng = random.Random(11)
    checked = 0
    while checked < 60:
        knocker, defender = random_knock(rng)
        if deadwood(knocker) == 0:
            continue
        melds, reply = lay_down(knocker, defender)
        touch = touching(melds, defender)
        if touch.bit_count() > 6:
            continue
        assert reply.value == brute_with_rest(melds, touch, defender & ~touch)
        checked += 1


def brute_with_rest(melds, touch, kept):
    cards = [1 << c.index for c in cards_of(touch)]
    best = deadwood(touch | kept)
    for targets in product(range(len(melds) + 1), repeat=len(cards)):
        extra = [0] * len(melds)
        for card, t in zip(cards, targets):
            if t:
                extra[t - 1] |= card
        if all(not e or is_set(cards_of(s | e)) for s, e in zip(melds, extra)):
            best = min(best, deadwood((touch | kept) & ~sum(extra)))
    return best


def test_small_brute_force_agrees():
    sets = [m("S7 D7 C7"), m("H4 H5 H6")]
    for hand in ("H7 H8 SK", "H7 S8 H3 H2", "H7 H3 H8 C3 D3"):
        assert best_defence(sets, m(hand)).value == brute_defence(sets, m(hand))


def test_doctests():
    assert doctest.testmod(layoff_module).failed == 0

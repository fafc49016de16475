"""The shared trick engine, passing and the determinisation sampler (games.tricks,
games.passing, games.sampling), for cards and for dominoes."""
from __future__ import annotations

import doctest
import random
from collections import Counter

import pytest
from hypothesis import given, settings, strategies as st

import games.passing as passing_module
import games.sampling as sampling_module
import games.tricks as tricks_module
from games.cards import Card, cards, full_deck
from games.engine import IllegalMove
from games.passing import Passing, direction_for, giver, pass_choices, pass_count, receiver
from games.sampling import Holder, NoDeal, sample_hands, unseen_cards
from games.tricks import Trick, TrickPlay, TrickRules, card_rules, follow_and_head, follow_suit

SEVENS_UP = "789TJQKA"                  # a 32-card pack, sevens up
RULES = card_rules(SEVENS_UP)


def test_doctests():
    for module in (tricks_module, passing_module, sampling_module):
        assert doctest.testmod(module).failed == 0


# --- a toy double-six set, ranked as the source's table ranks the suits ------------

def tile(text):
    a, b = text.split("-")
    return (int(a), int(b))


def domino_suits(t):
    a, b = t
    return ("D", str(a)) if a == b else (str(a), str(b))


def domino_rank(t, suit):
    a, b = t
    if suit == "D":
        return a
    if a == b:
        return 7                       # the doublet is highest in its number's suit
    return b if str(a) == suit else a  # then by the other number


DOMINOES = TrickRules(suits=domino_suits, rank=domino_rank)


def test_the_threes_suit_ranks_as_the_source_table():
    threes = [t for a in range(7) for t in [(a, 3) if a >= 3 else (3, a)]]
    order = sorted(set(threes), key=lambda t: -domino_rank(t, "3"))
    assert order == [tile(x) for x in ("3-3", "6-3", "5-3", "4-3", "3-2", "3-1", "3-0")]
    doubles = sorted([(n, n) for n in range(7)], key=lambda t: -domino_rank(t, "D"))
    assert doubles[0] == (6, 6) and doubles[-1] == (0, 0)


def test_a_domino_lead_names_its_suit_and_others_follow_it():
    hands = [[tile("6-3"), tile("0-0")], [tile("5-5"), tile("3-1")], [tile("6-6"), tile("2-1")]]
    play = TrickPlay(DOMINOES, hands, leader=0)
    assert play.lead_suits(tile("6-3")) == ("6", "3")
    assert play.illegal_reason(tile("6-3")) == "Name the suit it leads"
    assert play.illegal_reason(tile("6-3"), "5") == "It cannot lead 5"
    play.play(tile("6-3"), "3")
    assert play.legal_cards() == [tile("3-1")]
    assert play.illegal_reason(tile("5-5")) == "You must follow suit: 3"
    play.play(tile("3-1"))
    assert play.legal_cards() == [tile("6-6"), tile("2-1")]     # void in 3s: anything
    done = play.play(tile("6-6"))
    assert done.suit == "3" and done.winner == 0 and play.voids[2] == {"3"}
    # a doublet led as Doubles: 5-5 must follow, and the highest double wins
    assert play.lead_suits(tile("0-0")) == ("D", "0")
    play.play(tile("0-0"), "D")
    assert play.legal_cards() == [tile("5-5")]
    play.play(tile("5-5"))
    done = play.play(tile("2-1"))
    assert done.winner == 1 and play.voids[2] == {"3", "D"}
    assert play.is_over() and play.taken(1) == [tile("0-0"), tile("5-5"), tile("2-1")]


def test_of_two_equal_sevens_the_first_played_wins():
    play = TrickPlay(RULES, [cards("C7"), cards("C7"), cards("H8")], leader=1)
    play.play(Card.parse("C7"))
    play.play(Card.parse("H8"))
    assert play.play(Card.parse("C7")).winner == 1
    play = TrickPlay(RULES, [cards("C7"), cards("C8"), cards("C7")], leader=2)
    play.play(Card.parse("C7"))
    play.play(Card.parse("C7"))
    assert play.play(Card.parse("C8")).winner == 1


def test_trumps_win_over_the_suit_led():
    rules = card_rules(SEVENS_UP, trump="H")
    play = TrickPlay(rules, [cards("SA"), cards("H7"), cards("HK")], leader=0)
    play.play(Card.parse("SA"))
    assert play.current_winner() == 0
    play.play(Card.parse("H7"))
    assert play.current_winner() == 1
    assert play.play(Card.parse("HK")).winner == 2


def test_refusals_and_illegal_plays_change_nothing():
    play = TrickPlay(RULES, [cards("SA H7"), cards("S7 HK")], leader=0)
    play.play(Card.parse("SA"))
    assert play.illegal_reason(Card.parse("HK")) == "You must follow suit: Spades"
    assert play.illegal_reason(Card.parse("H7")) == "That card is not in the hand"
    assert play.illegal_reason(Card.parse("S7"), "H") == "Only the leader names the suit"
    before = (play.trick, [list(h) for h in play.hands])
    with pytest.raises(IllegalMove):
        play.play(Card.parse("HK"))
    assert (play.trick, play.hands) == before


def test_clone_is_independent():
    play = TrickPlay(RULES, [cards("SA H7"), cards("S7 HK")], leader=0)
    copy = play.clone()
    copy.play(Card.parse("SA"))
    assert play.trick == Trick(0) and len(play.hands[0]) == 2 and copy.trick.cards == cards("SA")


def test_bad_tables_are_refused():
    with pytest.raises(ValueError):
        TrickPlay(RULES, [cards("SA"), cards("S7 HK")], leader=0)
    with pytest.raises(ValueError):
        TrickPlay(RULES, [cards("SA"), cards("S7")], leader=2)


@st.composite
def deals(draw):
    seats = draw(st.integers(3, 6))
    deck = full_deck(SEVENS_UP)
    per = len(deck) // seats
    order = draw(st.permutations(deck))
    hands = [list(order[i * per:(i + 1) * per]) for i in range(seats)]
    return hands, draw(st.integers(0, seats - 1)), draw(st.randoms(use_true_random=False))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(deals())
def test_random_play_keeps_every_card_and_the_rules(deal):
    hands, leader, rng = deal
    play = TrickPlay(RULES, hands, leader)
    dealt = Counter(c for h in hands for c in h)
    while not play.is_over():
        seat = play.to_play()
        legal = play.legal_cards()
        assert legal and all(c in play.hands[seat] for c in legal)
        if play.trick.suit is not None and any(c.suit == play.trick.suit for c in play.hands[seat]):
            assert all(c.suit == play.trick.suit for c in legal)
        done = play.play(rng.choice(legal))
        if done is not None:
            led = [c for c in done.cards if c.suit == done.suit]
            best = max(led, key=lambda c: SEVENS_UP.index(c.rank))
            assert done.card_of(done.winner) == best and play.to_play() in (done.winner, None)
        assert Counter(play.all_cards()) == dealt
    assert Counter(c for s in range(len(hands)) for c in play.taken(s)) == dealt
    assert len(play.tricks) == len(hands[0])
    for t in play.tricks:            # a void shown is a void kept
        for seat, card in t.plays:
            if card.suit != t.suit:
                later = [c for u in play.tricks[play.tricks.index(t) + 1:] for s, c in u.plays if s == seat]
                assert all(c.suit != t.suit for c in later)


# --- passing -----------------------------------------------------------------------

def test_directions_and_counts():
    assert [direction_for(h, 3) for h in range(4)] == ["right", "left", "hold", "right"]
    assert [direction_for(h, 4) for h in range(5)] == ["right", "left", "across", "hold", "right"]
    assert [direction_for(h, 5) for h in range(3)] == ["right", "left", "hold"]
    assert [direction_for(h, 6) for h in range(4)] == ["right", "left", "across", "hold"]
    assert [pass_count(n) for n in (3, 4, 5, 6)] == [3, 3, 2, 2]
    assert [receiver(s, 6, "across") for s in range(6)] == [3, 4, 5, 0, 1, 2]
    assert [giver(s, 3, "right") for s in range(3)] == [1, 2, 0]
    with pytest.raises(ValueError):
        receiver(0, 5, "across")


def test_passing_hides_what_is_received_until_all_have_chosen():
    p = Passing(4, 3, "right", first=1)
    hands = [cards("SA SK SQ SJ"), cards("HA HK HQ HJ"), cards("DA DK DQ DJ"), cards("CA CK CQ CJ")]
    assert p.illegal_reason(hands[1], cards("HA HK")) == "Pass 3 cards"
    assert p.illegal_reason(hands[1], cards("HA HK SA")) == "Pass only cards from your hand"
    with pytest.raises(IllegalMove):
        p.choose(0, hands[0][:3], hands[0])
    for seat in (1, 2, 3):
        p.choose(seat, hands[seat][:3], hands[seat])
    with pytest.raises(ValueError):
        p.exchange(hands)
    p.choose(0, hands[0][1:], hands[0])
    after = p.exchange(hands)
    assert after[0] == cards("SA HA HK HQ")         # from seat 1, on seat 0's left
    assert after[3] == cards("CJ SK SQ SJ")
    assert Counter(c for h in after for c in h) == Counter(c for h in hands for c in h)


def test_pass_choices_count_equal_cards_once():
    assert len(pass_choices(cards("C7 C7 C8"), 2)) == 2
    assert len(pass_choices(cards("SA SK SQ SJ"), 3)) == 4


# --- the sampler -------------------------------------------------------------------

def suit_of(card):
    return (card.suit,)


@st.composite
def seen_positions(draw):
    """A true deal, and what a seat might know of it: voids the others really have,
    some of their cards known (as cards passed to them would be)."""
    seats = draw(st.integers(3, 6))
    deck = full_deck(SEVENS_UP)
    order = draw(st.permutations(deck))
    per = draw(st.integers(1, len(deck) // seats))
    hands = [list(order[i * per:(i + 1) * per]) for i in range(seats)]
    holders = []
    for h in hands[1:]:
        lacking = set("SHDC") - {c.suit for c in h}
        void = frozenset(draw(st.sets(st.sampled_from(sorted(lacking)))) if lacking else frozenset())
        known = tuple(draw(st.lists(st.sampled_from(h), unique=True, max_size=min(3, len(h)))))
        holders.append(Holder(len(h), known, void))
    return hands, holders, draw(st.integers(0, 10 ** 6))


@settings(max_examples=80, deadline=None, derandomize=True)
@given(seen_positions())
def test_samples_agree_with_everything_seen(position):
    hands, holders, seed = position
    unseen = [c for h in hands[1:] for c in h]
    for k in range(3):
        dealt = sample_hands(unseen, holders, suit_of, random.Random(seed + k))
        assert Counter(c for h in dealt for c in h) == Counter(unseen)
        for hand, holder in zip(dealt, holders):
            assert len(hand) == holder.size
            assert set(holder.known) <= set(hand)
            assert not any(c.suit in holder.void for c in hand)


def test_samples_replay_from_a_seed_and_vary_between_seeds():
    unseen = full_deck(SEVENS_UP)[:24]
    holders = [Holder(8), Holder(8, void=frozenset("S")), Holder(8)]
    a = sample_hands(unseen, holders, suit_of, random.Random(5))
    assert a == sample_hands(unseen, holders, suit_of, random.Random(5))
    assert any(sample_hands(unseen, holders, suit_of, random.Random(s)) != a for s in range(6, 9))


def test_the_unused_tile_is_a_holder_and_voids_cover_both_suits():
    tiles = [(a, b) for a in range(7) for b in range(a + 1)]
    unseen = tiles[:10]
    holders = [Holder(3, void=frozenset({"3"})), Holder(3, void=frozenset({"0", "D"})), Holder(3), Holder(1)]
    for seed in range(20):
        dealt = sample_hands(unseen, holders, domino_suits, random.Random(seed))
        assert not any("3" in domino_suits(t) for t in dealt[0])
        assert not any(set(domino_suits(t)) & {"0", "D"} for t in dealt[1])
        assert len(dealt[3]) == 1 and Counter(t for h in dealt for t in h) == Counter(unseen)


def test_impossible_knowledge_is_refused():
    with pytest.raises(NoDeal):
        sample_hands(cards("SA SK"), [Holder(1, void=frozenset("S")), Holder(1)], suit_of, random.Random(0))
    with pytest.raises(NoDeal):
        sample_hands(cards("SA SK"), [Holder(3)], suit_of, random.Random(0))
    with pytest.raises(NoDeal):
        sample_hands(cards("SA SK"), [Holder(1, known=cards("HA")), Holder(1)], suit_of, random.Random(0))


def test_unseen_cards_count_duplicates():
    deck = full_deck(SEVENS_UP) + cards("C7")
    assert Counter(unseen_cards(deck, cards("C7 SA")))[Card.parse("C7")] == 1


def test_follow_suit_is_the_default_rule():
    assert RULES.follow is follow_suit
    assert follow_suit(cards("SA H7"), Trick(0, "H", ((0, Card.parse("H8")),)), RULES) == cards("H7")


def test_the_strict_rule_heads_the_trick_trumps_when_void_and_else_frees_the_hand():
    strict = card_rules("789JQKTA", "H", follow=follow_and_head)
    led = Trick(0, "S", ((0, Card.parse("SK")),))
    trumped = Trick(0, "S", ((0, Card.parse("SK")), (1, Card.parse("HQ"))))
    assert strict.follow(cards("ST S7 HK"), led, strict) == cards("ST")
    assert strict.follow(cards("S8 S7 HK"), led, strict) == cards("S8 S7")
    assert strict.follow(cards("D8 HK H7"), trumped, strict) == cards("HK")
    assert strict.follow(cards("D8 H9 H7"), trumped, strict) == cards("H9 H7")
    assert strict.follow(cards("D8 C9"), led, strict) == cards("D8 C9")
    assert strict.follow(cards("D8 C9"), Trick(1), strict) == cards("D8 C9")

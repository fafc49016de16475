"""The exchange, the partie and its settlement, views, and move notation."""
import random

import pytest

from games.engine import IllegalMove, InvalidNotation
from games.piquet import GAME
from games.piquet.hand import Hand
from games.piquet.moves import Discard, parse_move
from games.piquet.partie import Partie, settlement
from games.cards import cards

from tests.piquet.helpers import deal


def fresh_hand(seed=3):
    pack = deal("", "")
    random.Random(seed).shuffle(pack)
    return Hand(pack, elder=1)


def test_rubicon_arithmetic_both_ways():
    assert settlement((160, 120)) == (160 - 120 + 100, 0)      # loser crossed: the difference
    assert settlement((160, 90)) == (160 + 90 + 100, 0)        # loser short of 100: the sum
    assert settlement((95, 130)) == (130 + 95 + 100, 1)
    assert settlement((100, 99)) == (100 + 99 + 100, 0)
    assert settlement((99, 100)) == (199 + 100, 1)
    assert settlement((100, 101)) == (1 + 100, 1)               # exactly 100 has crossed
    assert settlement((120, 120)) == (0, None)


def test_elder_exchanges_one_to_five():
    h = fresh_hand()
    held = sorted(h.held[1], key=str)
    with pytest.raises(IllegalMove):
        h.apply(Discard(()))
    with pytest.raises(IllegalMove):
        h.apply(Discard(tuple(held[:6])))
    with pytest.raises(IllegalMove):
        h.apply(Discard(tuple(h.held[0][:1])))     # not his card
    sizes = {len(m.cards) for m in h.legal_moves()}
    assert sizes == {1, 2, 3, 4, 5}


def test_younger_takes_up_to_what_is_left_and_elder_sees_what_he_left():
    h = fresh_hand()
    stock = list(h.stock)
    h.apply(Discard(tuple(h.held[1][:3])))
    assert h.drawn[1] == stock[:3] and h.peeked == stock[3:5]
    assert h.view(1).peeked == tuple(stock[3:5]) and h.view(0).peeked == ()
    assert {len(m.cards) for m in h.legal_moves()} == {0, 1, 2, 3, 4, 5}
    h.apply(Discard(tuple(h.held[0][:5])))
    assert h.drawn[0] == stock[3:8] and h.stock == []
    assert h.phase == "call"


def test_younger_may_stand_and_takes_at_most_three_after_five():
    h = fresh_hand()
    h.apply(Discard(tuple(h.held[1][:5])))
    assert {len(m.cards) for m in h.legal_moves()} == {0, 1, 2, 3}
    h.apply(Discard(()))
    assert len(h.stock) == 3 and len(h.held[0]) == 12


def test_views_hide_the_other_hand_and_discards():
    h = fresh_hand()
    h.apply(Discard(tuple(h.held[1][:5])))
    h.apply(Discard(tuple(h.held[0][:2])))
    for seat in (0, 1):
        v = h.view(seat)
        assert set(v.hand) == set(h.held[seat]) and v.discards == tuple(h.discards[seat])
        assert set(v.hand).isdisjoint(h.held[1 - seat])
        assert not set(v.shown) and v.opponent_count == 12
        assert v.exchanged == (2, 5)


def test_partie_six_hands_deal_alternating():
    rng = random.Random(11)
    p = Partie(rng)
    elders = []
    while not p.is_terminal():
        if not elders or p.hand_number != len(elders):
            elders.append(p.hand.elder)
        p.apply(rng.choice(p.legal_moves()))
    assert len(p.history) == 6 and elders == [1 - p.dealer, p.dealer] * 3
    assert [r.elder for r in p.history] == elders
    assert p.totals == [sum(r.scores[i] for r in p.history) for i in (0, 1)]
    r = p.returns()
    assert r[0] == -r[1] and abs(r[0]) == settlement(tuple(p.totals))[0]
    assert p.current_player() == -1 and p.legal_moves() == []


def test_cut_winner_deals_first():
    p = Partie(random.Random(4))
    a, b = p.cut
    assert a.rank != b.rank
    winner = 0 if "789TJQKA".index(a.rank) > "789TJQKA".index(b.rank) else 1
    assert p.dealer == winner and p.hand.elder == 1 - winner


def test_same_seed_same_partie_and_clone_is_independent():
    def run(seed):
        rng, moves = random.Random(seed), []
        p = GAME.new_state(GAME.setup(seed))
        while not p.is_terminal():
            m = rng.choice(p.legal_moves())
            moves.append(str(m))
            p.apply(m)
        return moves, p.totals
    assert run(8) == run(8)
    p = GAME.new_state(GAME.setup(2))
    q = p.clone()
    q.apply(q.legal_moves()[0])
    assert p.hand.phase == "exchange" and p.hand.exchanged == [-1, -1]
    assert q.rng.random() == p.rng.random()


def test_moves_round_trip_through_notation():
    rng = random.Random(6)
    p = Partie(rng)
    seen = set()
    while not p.is_terminal():
        moves = p.legal_moves()
        for m in moves[:50]:
            assert parse_move(str(m)) == m
            seen.add(type(m).__name__)
        p.apply(rng.choice(moves))
    assert seen == {"Discard", "Declare", "Answer", "Claim", "Play"}


@pytest.mark.parametrize("bad", ["", "discard", "discard XX", "point", "point 99", "to Z",
                                 "set 5A", "set 3 9", "claim", "claim trumps", "play", "hello",
                                 "discard SK SK"])
def test_bad_notation_is_refused(bad):
    with pytest.raises(InvalidNotation):
        parse_move(bad)


def test_discard_order_does_not_matter():
    assert Discard(tuple(cards("H7 SK"))) == parse_move("discard SK H7")

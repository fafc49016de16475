"""Invariants of Marjolette under random play (hypothesis, derandomised)."""
import random
from collections import Counter

from hypothesis import given, settings, strategies as st

from games.cards import full_deck
from games.marjolette.game import MarjoletteGame
from games.marjolette.hand import Hand
from games.marjolette.moves import Declare, Exchange, Play, parse_move
from games.marjolette.rules import PACK_RANKS

PACK = Counter(full_deck(PACK_RANKS))


def check_hand_position(h: Hand) -> None:
    assert Counter(h.all_cards()) == PACK, "32 cards, nothing lost or duplicated"
    for seat in (0, 1):
        view = h.view(seat)
        other = 1 - seat
        hidden = set(h.held[other]) - set(view.opponent_known)
        # the view never shows the opponent's hidden cards nor the stock
        shown = set(view.hand) | set(view.table) | set(view.opponent_table) | set(view.opponent_known)
        assert not shown & hidden and not shown & set(h.stock)
        assert set(view.unseen()) == hidden | set(h.stock)
        assert set(view.opponent_known) <= set(h.held[other]) | set(h.table[other])
        assert view.opponent_count == len(h.held[other])
    if h.phase == "play" and not h.trick and not h.closed:
        assert [len(h.held[s]) + len(h.table[s]) for s in (0, 1)] == [6, 6]
    if h.closed:
        assert h.table == [[], []]


@settings(max_examples=40, deadline=None, derandomize=True)
@given(st.integers(0, 10 ** 9))
def test_random_hands_keep_every_promise(seed):
    rng = random.Random(seed)
    g = MarjoletteGame(random.Random(seed))
    h = g.hand
    melds = 0
    while not h.is_terminal():
        check_hand_position(h)
        moves = h.legal_moves()
        assert moves
        for m in moves:                       # every generated move is legal and prints back
            assert h.illegal_reason(m) == "" and parse_move(str(m)) == m
        move = rng.choice(moves)
        before = sum(h.declared)
        if isinstance(move, Declare):
            melds += move.meld.points(h.trump)
        elif isinstance(move, Exchange):
            melds += 10
        h.apply(move)
        if isinstance(move, Play) and len(h.tricks) < 16:
            assert sum(h.declared) == before   # a card played scores nothing until the last trick
    check_hand_position(h)
    dix_turned = 10 if any(e.action == "turnup" for e in h.events) else 0
    assert sum(h.declared) == melds + dix_turned + 10
    assert h.brisques(0) + h.brisques(1) == 8
    assert sum(h.scores()) == melds + dix_turned + 90
    assert len(h.tricks) == 16 and not h.held[0] and not h.held[1]


@settings(max_examples=10, deadline=None, derandomize=True)
@given(st.integers(0, 10 ** 9))
def test_random_games_add_up_to_their_totals(seed):
    rng = random.Random(seed)
    g = MarjoletteGame(random.Random(seed))
    while not g.is_terminal():
        g.apply(rng.choice(g.legal_moves()))
    assert g.totals == [sum(r.scores[s] for r in g.history) for s in (0, 1)]
    assert max(g.totals) >= 250 and g.totals[g.winner] > g.totals[1 - g.winner]
    assert [r.dealer for r in g.history] == [(g.first_dealer + i) % 2 for i in range(len(g.history))]
    assert sum(g.returns()) == 0

import doctest
import random

import pytest

import games.gin_rummy.hand as hand_module
import games.gin_rummy.moves as moves_module
from games.cards import Card, full_deck
from games.engine import TERMINAL, IllegalMove, InvalidNotation
from games.gin_rummy.game import GinGame
from games.gin_rummy.moves import Discard, Draw, Pass, Take, parse_move
from tests.gin_rummy.helpers import make_hand, play

# Seat 1 deals, so seat 0 (non-dealer) is offered the up-card first.
SEAT0 = "SA S2 S3 H7 H8 H9 D5 D6 D7 CK"
SEAT1 = "C2 C3 C5 HA H3 D9 DT SJ SQ HK"


def legal(hand):
    return [str(m) for m in hand.legal_moves()]


def new(up="C4", stock="DK S8 C9 CT"):
    return make_hand(SEAT0, SEAT1, up, stock, dealer=1)


def test_non_dealer_takes_the_up_card_and_play_goes_on_normally():
    h = new()
    assert h.current_player() == 0 and legal(h) == ["take", "pass"]
    play(h, "take")
    assert "discard C4" not in legal(h)              # not straight back onto the pile
    play(h, "discard CK")
    assert h.current_player() == 1 and legal(h) == ["draw", "take"]


def test_dealer_takes_it_then_both_must_draw_from_the_stock():
    h = new()
    play(h, "pass")
    assert h.current_player() == 1 and legal(h) == ["take", "pass"]
    play(h, "take", "discard HK")
    assert h.current_player() == 0 and legal(h) == ["draw"]       # may not take HK
    play(h, "draw")
    assert h.hands[0][-1] == Card.parse("DK")
    play(h, "discard DK")
    assert h.current_player() == 1 and legal(h) == ["draw"]       # may not pick up that discard
    play(h, "draw", "discard S8")
    assert legal(h) == ["draw", "take"]                           # then as usual


def test_neither_takes_it_and_non_dealer_draws():
    h = new()
    play(h, "pass", "pass")
    assert h.current_player() == 0 and legal(h) == ["draw"]
    play(h, "draw", "discard DK")
    assert h.current_player() == 1 and legal(h) == ["draw", "take"]


def test_going_out_on_the_first_turn():
    h = new(up="D8")                                  # D5-D8 and CK: throw CK for Gin
    play(h, "take")
    assert "knock CK" in legal(h) and "knock D5" in legal(h) and "knock SA" not in legal(h)
    play(h, "knock CK")
    assert h.is_terminal() and h.current_player() == TERMINAL and h.legal_moves() == []
    assert h.result.knocker == 0 and h.result.gin
    assert h.returns()[0] > 0 and sum(h.returns()) == 0


def test_knocking_needs_ten_or_less():
    seat0 = "SA S2 S3 H7 H8 H9 D5 D6 CQ CK"
    h = make_hand(seat0, SEAT1, "C4", "DK")
    play(h, "pass", "pass", "draw")                   # D5 D6 and three court cards: 41
    assert not any(m.knock for m in h.legal_moves())
    h = make_hand(seat0, SEAT1, "C4", "D7")
    play(h, "pass", "pass", "draw")                   # D5-D7: CQ and CK left, throw one: 10
    assert {"knock CQ", "knock CK"} == {m for m in legal(h) if m.startswith("knock")}


def test_stock_run_down_to_two_cards_is_a_dead_hand():
    h = new(stock="DK S8 C9")
    h.stock = h.stock[-3:]                            # three left: one more draw each is not possible
    play(h, "pass", "pass", "draw")
    assert len(h.stock) == 2 and not h.is_terminal()
    play(h, "discard DK")                             # no knock: the hand is cancelled
    assert h.is_terminal() and h.result.dead and h.returns() == [0.0, 0.0]


def test_the_last_draw_may_still_knock():
    h = new(stock="DA S8 C9")
    h.stock = h.stock[-3:]
    play(h, "pass", "pass", "draw", "knock CK")
    assert h.result.knocker == 0 and not h.result.dead


def test_a_dead_hand_is_dealt_again_by_the_same_dealer():
    g = GinGame(random.Random(3), first_dealer=0)
    g.hand.stock = g.hand.stock[-3:]
    while g.hand.dealer == 0 and not g.finished:
        moves = g.legal_moves()
        g.apply(next((m for m in moves if isinstance(m, (Pass, Draw))), None)
                or next(m for m in moves if isinstance(m, Discard) and not m.knock))
    assert g.finished[0].result.dead and g.hand.dealer == 0 and g.score.cards == (0, 0)


def test_the_deal_alternates_after_a_scored_hand():
    g = GinGame(random.Random(5), first_dealer=0)
    first = g.hand
    first.hands[1] = [Card.parse(c) for c in "SA S2 S3 H7 H8 H9 D5 D6 D7 CK".split()]
    rest = [c for c in full_deck() if c not in first.hands[1] and c not in first.hands[0]]
    first.stock, first.discards = rest[:-1], [rest[-1]]
    g.apply(Pass())
    g.apply(Pass())
    g.apply(Draw())
    g.apply(Discard(Card.parse("CK"), knock=True))
    assert g.finished == [first] and g.hand.dealer == 1 and sum(g.score.cards) > 0


def test_views_hide_the_opponents_draws_and_hand():
    h = new()
    play(h, "pass", "pass", "draw")
    mine, theirs = h.view(0), h.view(1)
    assert Card.parse("DK") in mine.hand and mine.events[-1].card == Card.parse("DK")
    assert theirs.events[-1].card is None and theirs.opponent_hand is None
    assert theirs.legal_moves == () and theirs.stock_count == mine.stock_count
    seen_by_1 = set(theirs.hand) | set(theirs.discard_pile) | {e.card for e in theirs.events if e.card}
    assert not seen_by_1 & set(h.hands[0]) - {Card.parse("C4")}


def test_view_tracks_what_the_opponent_took_and_refused():
    h = new()
    play(h, "take", "discard CK")                    # seat 0 took C4, threw CK
    v = h.view(1)
    assert v.opponent_known() == {Card.parse("C4")}
    assert Card.parse("CK") in v.opponent_refused()
    assert Card.parse("C4") not in v.unseen() and len(v.unseen()) == 52 - 10 - 1 - 1


def test_illegal_moves_are_refused_and_change_nothing():
    h = new()
    before = h.clone()
    with pytest.raises(IllegalMove):
        h.apply(Draw())
    with pytest.raises(IllegalMove):
        h.apply(Discard(Card.parse("SA")))
    assert h.hands == before.hands and h.phase == before.phase and h.to_move == before.to_move


def test_notation_round_trips_and_errors():
    for move in (Pass(), Take(), Draw(), Discard(Card.parse("ST")), Discard(Card.parse("HA"), True)):
        assert parse_move(str(move)) == move and type(move).parse(str(move)) == move
    assert parse_move(" Knock d10 ") == Discard(Card.parse("DT"), True)
    for bad in ("", "discard", "discard ZZ", "knock", "jump", "draw SK", "pass now"):
        with pytest.raises(InvalidNotation):
            parse_move(bad)


def test_every_card_stays_in_the_pack():
    rng = random.Random(9)
    for seed in range(20):
        g = GinGame(random.Random(seed))
        for _ in range(400):
            if g.is_terminal():
                break
            assert sorted(c.index for c in g.all_cards()) == list(range(52))
            g.apply(rng.choice(g.legal_moves()))


def test_doctests():
    assert doctest.testmod(hand_module).failed == 0
    assert doctest.testmod(moves_module).failed == 0


def test_forced_draws_are_not_counted_as_refusals():
    h = new()
    play(h, "pass", "take", "discard HK", "draw", "discard DK")   # seat 0 could not take HK
    v = h.view(1)
    offered = [str(o) if o else None for _, o in v.offers()]
    assert offered == ["C4", "C4", None, None, None]
    assert v.opponent_refused() == {Card.parse("C4"), Card.parse("DK")}

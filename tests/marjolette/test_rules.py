"""Marjolette's rules, one known answer each, as the rules page states them."""
import doctest
import random

import pytest

from games import tricks
from games.cards import cards
from games.engine import IllegalMove, InvalidNotation
from games.marjolette import game as game_module
from games.marjolette import hand as hand_module
from games.marjolette import melds as melds_module
from games.marjolette import moves as moves_module
from games.marjolette.game import MarjoletteGame
from games.marjolette.melds import Meld
from games.marjolette.moves import Declare, Exchange, Pass, Play, parse_move
from tests.marjolette.helpers import closed_hand, hand, names, options, play

ELDER, DEALER = 0, 1


@pytest.mark.parametrize("module", [tricks, melds_module, moves_module, hand_module, game_module],
                         ids=lambda m: m.__name__)
def test_docstring_examples(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 and result.failed == 0


def test_the_deal():
    h = hand("SA SK SQ SJ S9 S8", "HA HK HQ HJ H9 H8", "DJ")
    assert names(h.held[ELDER]) == names(cards("SA SK SQ SJ S9 S8"))
    assert names(h.held[DEALER]) == names(cards("HA HK HQ HJ H9 H8"))
    assert str(h.turnup) == "DJ" and h.trump == "D" and len(h.stock) == 19
    assert h.current_player() == ELDER                     # the non-dealer leads
    assert len(h.all_cards()) == 32


def test_the_ten_beats_the_king_and_the_winner_draws_first_and_leads():
    h = hand("SK C7 C8 D8 D9 DT", "ST HJ DQ CQ HQ D7", "HA", stock="S7 S8")
    play(h, "SK", "ST")
    assert h.tricks[-1].winner == DEALER and h.phase == "declare"
    play(h, "pass")
    assert h.held[DEALER][-1] == cards("S7")[0] and h.held[ELDER][-1] == cards("S8")[0]
    assert h.current_player() == DEALER and h.leader == DEALER


def test_no_need_to_follow_and_an_off_suit_card_loses():
    h = hand("C7 C8 SK D8 D9 DT", "ST HJ DQ CQ HQ D7", "HA")
    assert "play D7" in options(play(h, "C7"))             # any card may be played
    play(h, "D7")
    assert h.tricks[-1].winner == ELDER


def test_a_trump_wins_and_the_higher_trump_wins():
    h = hand("SA H8 C8 D8 D9 DT", "H7 H9 DQ CQ SQ D7", "HA")
    play(h, "SA", "H7")
    assert h.tricks[-1].winner == DEALER
    h = hand("H8 SA C8 D8 D9 DT", "H7 H9 DQ CQ SQ D7", "HA")
    play(h, "H8", "H9")
    assert h.tricks[-1].winner == DEALER
    h = hand("H8 SA C8 D8 D9 DT", "H7 H9 DQ CQ SQ D7", "HA")
    play(h, "H8", "H7")
    assert h.tricks[-1].winner == ELDER


@pytest.mark.parametrize("meld, points, name, elder", [
    ("4A", 100, "Four Aces", "SA HA DA CA C7 C8"), ("4K", 80, "Four Kings", "SK HK DK CK C7 C8"),
    ("4Q", 60, "Four Queens", "SQ HQ DQ CQ C7 C8"), ("4J", 40, "Four Jacks", "SJ HJ DJ CJ C7 C8"),
    ("KQH", 40, "Trump marriage", "HK HQ C7 C8 C9 CT"), ("KQS", 20, "Marriage in Spades", "SK SQ C7 C8 C9 CT"),
    ("JQH", 40, "Trump marjolette", "HJ HQ C7 C8 C9 CT"), ("JQC", 20, "Marjolette in Clubs", "HJ CQ C7 C8 C9 CT")])
def test_every_meld_scores_as_the_table_says(meld, points, name, elder):
    m = Meld.parse(meld)
    assert m.points("H") == points and m.name("H") == name
    h = hand(elder, "S7 S8 S9 D7 D8 D9", "H8")       # Hearts are trumps
    play(h, "C7", "D7")
    assert h.tricks[-1].winner == ELDER and f"meld {meld}" in options(h)
    play(h, f"meld {meld}")
    assert h.declared[ELDER] == points
    assert h.events[-1].meld == m and h.events[-1].points == points
    assert set(m.cards("H")) <= set(h.table[ELDER])


def winning_run():
    """The non-dealer wins trick after trick with low Clubs while the dealer throws low
    Diamonds; Hearts are trumps. Each time the non-dealer draws first: C8, C9, HQ."""
    return hand("SK SQ HJ DQ CQ C7", "D7 D8 D9 DA DT DK", "HA",
                stock="C8 S7 C9 S8 HQ S9 CT")


def test_a_queen_is_melded_again_in_melds_of_other_kinds():
    h = winning_run()
    play(h, "C7", "D7", "meld KQS")                 # a marriage
    assert names(h.table[ELDER]) == names(cards("SK SQ"))
    play(h, "C8", "D8")
    assert "meld JQS" in options(h)                 # the Queen again, with the trump Jack
    play(h, "meld JQS")
    play(h, "C9", "D9")
    assert options(h) == ["meld JQD", "meld JQC", "pass"]   # the marjolette with one Queen after another
    assert "already" in h.illegal_reason(Declare(Meld.parse("KQS")))
    with pytest.raises(IllegalMove):
        h.apply(Declare(Meld.parse("JQS")))                  # the same meld twice
    play(h, "meld JQD")
    play(h, "SK", "S7")                              # played from the table
    assert h.tricks[-1].winner == ELDER
    assert options(h) == ["meld 4Q", "meld JQH", "meld JQC", "pass"]
    play(h, "meld 4Q")                               # the Queen of Spades a third time
    assert h.declared[ELDER] == 20 + 20 + 20 + 60
    play(h, "SQ", "S8")
    play(h, "meld JQH")                              # made only of cards on the table
    assert h.declared[ELDER] == 160
    assert names(h.table[ELDER]) == names(cards("HJ HQ DQ CQ"))


def test_one_meld_a_trick_then_the_draw():
    h = winning_run()
    play(h, "C7", "D7")
    assert h.phase == "declare" and h.current_player() == ELDER
    play(h, "meld KQS")
    assert h.phase == "play" and len(h.held[ELDER]) + len(h.table[ELDER]) == 6
    assert "only after winning" in h.illegal_reason(Declare(Meld.parse("JQS")))


def test_melded_cards_lie_face_up_in_the_opponents_view():
    h = winning_run()
    play(h, "C7", "D7", "meld KQS")
    view = h.view(DEALER)
    assert names(view.opponent_table) == names(cards("SK SQ"))
    assert set(cards("SK SQ")) <= set(view.opponent_known)
    assert not set(h.held[ELDER]) & set(view.unseen()) - set(h.held[ELDER]) - set(h.stock)
    assert view.opponent_count == 4
    mine = h.view(ELDER)
    assert names(mine.table) == names(cards("SK SQ")) and "SK" not in map(str, mine.hand)


def test_no_declaration_to_make_goes_straight_to_the_draw():
    h = hand("C7 C8 C9 S7 S8 S9", "D7 D8 D9 DA DT DK", "HA")
    play(h, "C7", "D7")
    assert h.phase == "play" and h.current_player() == ELDER and len(h.held[ELDER]) == 6


def test_the_dealer_who_turns_up_the_dix_scores_ten():
    h = hand("C7 C8 C9 S7 S8 S9", "D7 D8 D9 DA DT DK", "H7")
    assert h.declared == [0, 10] and h.events[0].action == "turnup"
    h = hand("C7 C8 C9 S7 S8 S9", "D7 D8 D9 DA DT DK", "HA")
    assert h.declared == [0, 0]


def test_the_dix_exchanged_for_the_turn_up_instead_of_a_meld():
    h = hand("H7 SK SQ C7 C8 C9", "D7 D8 D9 DA DT DK", "HA")
    play(h, "C7", "D7")
    assert options(h) == ["meld KQS", "dix", "pass"]
    play(h, "dix")
    assert h.declared[ELDER] == 10 and str(h.turnup) == "H7"
    assert "HA" in map(str, h.held[ELDER]) and "H7" not in map(str, h.held[ELDER])
    assert h.phase == "play" and len(h.held[ELDER]) == 6
    assert cards("HA")[0] in h.view(DEALER).opponent_known     # taken face up
    play(h, "C8", "D8")
    assert options(h) == ["meld KQS", "pass"]                  # no second exchange


def play_to_the_close(h):
    """First legal plays, declaring nothing, until the stock is gone."""
    while not h.closed:
        move = h.legal_moves()[0] if h.phase == "play" else Pass()
        h.apply(move)
    return h


def test_the_close_the_last_card_and_the_turn_up_and_the_melds_back_in_hand():
    h = hand("SK SQ C7 C8 C9 CT", "D7 D8 D9 DA DT DK", "HJ")
    play(h, "C7", "D7", "meld KQS")
    assert h.table[ELDER]
    turnup = h.turnup
    play_to_the_close(h)
    assert len(h.tricks) == 10 and not h.stock and h.turnup is None
    loser = 1 - h.tricks[-1].winner
    assert turnup in h.held[loser] and turnup in h.view(1 - loser).opponent_known
    assert h.table == [[], []] and len(h.held[0]) == len(h.held[1]) == 6
    assert h.events[-1].action == "close"
    for seat in (0, 1):                # after the close the unseen cards and the known are the other hand
        view = h.view(seat)
        assert set(view.unseen()) | set(view.opponent_known) == set(h.held[1 - seat])
        assert not set(view.unseen()) & set(view.opponent_known)


def closed_position(leader_cards, follower_cards, led):
    """A hand after the close, the leader (seat 0) having led ``led``; Hearts are trumps."""
    h = closed_hand(leader_cards, follower_cards)
    h.apply(Play(cards(led)[0]))
    return h


def test_after_the_close_follow_suit_and_win_if_you_can():
    h = closed_position("SK C7 D9", "SA S7 HK", "SK")
    assert options(h) == ["play SA"]
    assert "win the trick" in h.illegal_reason(Play(cards("S7")[0]))
    h = closed_position("SK C7 D9", "SQ S7 HK", "SK")
    assert options(h) == ["play SQ", "play S7"]            # cannot win: any card of the suit


def test_after_the_close_trump_if_you_cannot_follow():
    h = closed_position("SK C7 D9", "HK H7 D8", "SK")
    assert options(h) == ["play HK", "play H7"]
    assert "must trump" in h.illegal_reason(Play(cards("D8")[0]))
    h = closed_position("SK C7 D9", "DK C8 D8", "SK")
    assert options(h) == ["play DK", "play D8", "play C8"]  # neither: any card


def test_melds_after_the_close_stay_in_hand():
    h = closed_position("SA DK DQ C7", "S7 C8 C9 D7", "SA")
    play(h, "S7")
    assert options(h) == ["meld KQD", "pass"]
    play(h, "meld KQD")
    assert h.declared[0] == 20 and h.table == [[], []]
    assert set(cards("DK DQ")) <= set(h.held[0]) and set(cards("DK DQ")) <= set(h.view(1).opponent_known)


def play_out(h, pick=lambda moves: moves[0]):
    while not h.is_terminal():
        h.apply(pick(h.legal_moves()))
    return h


def test_the_last_trick_and_the_brisques():
    h = play_out(hand("SK SQ C7 C8 C9 CT", "D7 D8 D9 DA DT DK", "HJ"))
    last = h.tricks[-1].winner
    assert len(h.tricks) == 16 and h.events[-1].action == "last" and h.events[-1].seat == last
    assert h.brisques(0) + h.brisques(1) == 8
    melds = sum(e.points for e in h.events if e.action in ("meld", "dix", "turnup"))
    assert sum(h.declared) == melds + 10
    assert sum(h.scores()) == melds + 10 + 80
    r = h.result()
    assert r.scores == tuple(h.scores()) and r.last_trick == last


def test_notation_round_trips_and_refuses_nonsense():
    for text in ("play SA", "meld 4K", "meld KQD", "meld JQC", "dix", "pass"):
        assert str(parse_move(text)) == text
    assert parse_move("d9") == Play(cards("D9")[0])
    for bad in ("", "meld", "meld 4T", "meld KQX", "play S6", "meld QKH", "dix now", "pass 2"):
        with pytest.raises(InvalidNotation):
            parse_move(bad)
    with pytest.raises(InvalidNotation):
        parse_move(None)


def test_refusals_say_why():
    h = hand("C7 C8 C9 S7 S8 S9", "D7 D8 D9 DA DT DK", "HA")
    assert "do not hold" in h.illegal_reason(Play(cards("DA")[0]))
    assert h.illegal_reason(Exchange()) and h.illegal_reason(Pass())
    assert h.illegal_reason(Play(cards("C7")[0])) == ""


def finish_hand_with_totals(g, wanted):
    """Play the current hand out (first legal moves), with the totals before it set so
    that the totals after it are ``wanted``."""
    trial = g.hand.clone()
    play_out(trial)
    g.totals = [wanted[s] - trial.scores()[s] for s in (0, 1)]
    while not g.hand.is_terminal() and g.hand_number == len(g.history) + 1:
        g.apply(g.legal_moves()[0])
        if g.history and len(g.history) == 1:
            break
    return g


def test_a_tie_at_or_over_250_deals_another_hand():
    g = finish_hand_with_totals(MarjoletteGame(random.Random(5)), (260, 260))
    assert g.totals == [260, 260] and not g.is_terminal()
    assert g.hand_number == 2 and g.hand.dealer == 1 - g.first_dealer
    assert g.returns() == [0.0, 0.0]


def test_the_higher_total_wins_when_both_pass_250():
    g = finish_hand_with_totals(MarjoletteGame(random.Random(5)), (251, 300))
    assert g.is_terminal() and g.winner == 1 and g.returns() == [-1.0, 1.0]
    assert g.current_player() == -1 and g.legal_moves() == []
    g = finish_hand_with_totals(MarjoletteGame(random.Random(5)), (250, 30))
    assert g.winner == 0
    g = finish_hand_with_totals(MarjoletteGame(random.Random(5)), (249, 200))
    assert not g.is_terminal()


def test_the_game_view_keeps_the_totals_before_the_hand():
    g = MarjoletteGame(random.Random(3))
    g.totals = [100, 40]
    v = g.view(0)
    assert v.totals == (100, 40) and v.hand_number == 1 and v.history == ()


def test_each_seat_is_told_every_move_and_each_hands_result():
    from games.engine import Moved
    from games.marjolette.view import HandResult
    g = MarjoletteGame(random.Random(8))
    rng = random.Random(8)
    results = 0
    while not g.is_terminal():
        mover = g.current_player()
        move = rng.choice(g.legal_moves())
        hands = len(g.history)
        g.apply(move)
        for seat in (0, 1):
            told = g.seen_by(seat, move)
            assert told[0] == Moved(mover, move)
            assert told[1:] == ([g.history[-1]] if len(g.history) > hands else [])
        results += len(g.history) > hands
    assert results == len(g.history) and isinstance(g.history[-1], HandResult)

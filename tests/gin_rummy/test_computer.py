"""The computer's judgement since issue 30, on constructed hands, beside the ``earlier`` one's."""
import random

from games.cards import Card
from games.gin_rummy import BUILTINS
from games.gin_rummy.computer import ComputerPlayer, EarlierComputer
from games.gin_rummy.knowledge import read
from games.gin_rummy.moves import Discard
from games.plugins import load_object
from tests.gin_rummy.helpers import make_hand, play

OPPONENT = "C2 C3 C5 HQ H3 D9 DT SJ SQ HK"


def test_the_earlier_computer_is_a_builtin_that_plays_as_before():
    earlier = load_object("earlier", BUILTINS)
    assert type(earlier) is EarlierComputer
    assert (earlier.style.hold_low, earlier.style.danger_early, earlier.style.danger_late) == (2, 3.0, 10.0)


def test_with_a_count_of_four_and_a_full_stock_the_computer_plays_on_for_gin():
    h = make_hand("SA S2 S3 H7 H8 H9 D5 D6 D7 C4", OPPONENT, "C7", "CK")
    play(h, "pass", "pass", "draw")
    view = h.view(0)
    assert view.stock_count > 20
    assert ComputerPlayer().choose(view, random.Random()) == Discard(Card.parse("CK"))
    assert EarlierComputer().choose(view, random.Random()) == Discard(Card.parse("CK"), knock=True)


def test_with_the_stock_nearly_gone_it_knocks_with_a_count_of_four():
    h = make_hand("SA S2 S3 H7 H8 H9 D5 D6 D7 C4", OPPONENT, "C7", "CK")
    h.stock = h.stock[-6:]
    play(h, "pass", "pass", "draw")
    assert ComputerPlayer().choose(h.view(0), random.Random()) == Discard(Card.parse("CK"), knock=True)


def test_it_keeps_the_ten_next_to_the_card_he_took_and_throws_the_safe_ten():
    # he took H9 from the pile: HT would likely complete a run of hearts for him
    h = make_hand("S4 S5 S6 C7 C8 DJ DQ HT ST HA", "H8 HJ C2 C3 C5 HQ H3 D9 SJ SQ", "H9", "DK")
    play(h, "pass", "take", "discard C2", "draw")
    view = h.view(0)
    know = read(view)
    assert know.danger(Card.parse("HT").index) > 2 * know.danger(Card.parse("ST").index)
    assert ComputerPlayer().choose(view, random.Random()) == Discard(Card.parse("ST"))


def test_it_pays_a_few_points_of_count_rather_than_feed_the_run_he_showed_it_wants():
    # throwing HT leaves the least count, but he has just taken H9; the earlier computer
    # threw it, the present one keeps it and pays two or three points for that
    h = make_hand("S4 S5 S6 C7 C8 DJ DQ HT S8 HA", "H8 HJ C4 C5 C6 HQ H3 D8 SJ SQ", "H9", "DK")
    play(h, "pass", "take", "discard C4", "draw")
    view = h.view(0)
    assert EarlierComputer().choose(view, random.Random()) == Discard(Card.parse("HT"))
    move = ComputerPlayer().choose(view, random.Random())
    assert not move.knock and move.card != Card.parse("HT")


def test_the_hand_by_hand_tool_compares_players_on_the_same_deals(capsys):
    from tests.piquet.test_sparring import tool
    assert tool("gin_hands").main(["--player", "simple", "--player", "simple", "--against", "random",
                                   "--deals", "2", "--seed", "5"]) == 0
    out = capsys.readouterr().out
    assert "2 deals from 5" in out and "+0.00 (standard error 0.00) on simple" in out


def test_the_hand_by_hand_tool_names_a_player_it_cannot_load(capsys):
    from tests.piquet.test_sparring import tool
    assert tool("gin_hands").main(["--player", "nobody:here", "--deals", "1"]) == 2
    assert "gin_hands:" in capsys.readouterr().err

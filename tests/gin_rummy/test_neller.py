"""The sparring partner ``neller``: its rules on constructed hands, and legal play in a match."""
import random

from games.gin_rummy import BUILTINS, GAME
from games.gin_rummy.neller import NellerPlayer
from games.gin_rummy.players import SimplePlayer
from games.plugins import load_object
from tests.gin_rummy.helpers import make_hand, play

match_main = GAME.commands["match"]


def choice(player, h):
    return str(player.choose(h.view(h.current_player()), random.Random(1)))


def test_neller_is_a_builtin():
    assert type(load_object("neller", BUILTINS)) is NellerPlayer


def test_neller_takes_an_up_card_that_makes_a_run():
    h = make_hand("S5 S6 HK DQ CJ D9 C8 H3 D2 C4", "SA SK SQ SJ ST S9 S8 H9 H8 H7", "S7")
    assert choice(NellerPlayer(), h) == "take"


def test_neller_takes_a_low_up_card_that_lowers_its_count_where_simple_draws():
    # no meld anywhere: the Ace in place of the King lowers the count by nine
    h = make_hand("SK H9 D7 C5 S3 HQ DJ C9 H2 D4", "SA SQ SJ ST S9 S8 H8 H7 H6 H5", "CA")
    assert choice(NellerPlayer(), h) == "take"
    assert choice(SimplePlayer(), h) == "pass"
    h = make_hand("SK H9 D7 C5 S3 HQ DJ C9 H2 D4", "SA SQ SJ ST S9 S8 H8 H7 H6 H5", "DK")
    assert choice(NellerPlayer(), h) == "pass"


def test_neller_throws_a_useless_card_before_an_equal_one_that_may_still_meld():
    # the heart Jack and the club King both leave the same count; the King has the
    # club Queen beside it, so the Jack goes (simple throws the King, the higher rank)
    h = make_hand("S2 S3 S4 D5 D6 D7 CK HJ CQ H2", "SA SQ SJ ST S9 S8 H8 H7 H6 H5", "C7", stock="HA")
    play(h, "pass", "pass", "draw")
    assert choice(NellerPlayer(), h) == "discard HJ"
    assert choice(SimplePlayer(), h) == "discard CK"


def test_neller_knocks_as_soon_as_it_may():
    h = make_hand("S2 S3 S4 D5 D6 D7 H9 H8 H7 CK", "SA SQ SJ ST S9 S8 H6 H5 H4 H3", "C2")
    play(h, "take")
    move = NellerPlayer().choose(h.view(h.current_player()), random.Random(1))
    assert str(move) == "knock CK"


def test_neller_plays_only_legal_moves_in_a_match(capsys):
    assert match_main(["--player", "neller", "--player", "computer", "--games", "4", "--seed", "7",
                       "--jobs", "1"]) == 0
    assert "neller: won" in capsys.readouterr().out


def test_the_open_tool_tells_the_computer_the_other_hand_and_what_the_stock_holds():
    from tests.piquet.test_sparring import tool
    module = tool("gin_open")
    h = make_hand("S2 S3 S4 D5 D6 D7 CK HJ CQ H2", "SA SQ SJ ST S9 S8 H8 H7 H6 H5", "C7", stock="HA")
    know = module.truth(h, 0)
    assert all(know.opponent_chance(c.index) == 1.0 for c in h.hands[1])
    assert all(know.opponent_chance(c.index) == 0.0 for c in h.stock)
    assert set(know.next_draw) == {c.index for c in h.stock}
    assert abs(sum(know.next_draw.values()) - 1) < 1e-9 and abs(sum(know.draw_by_value) - 1) < 1e-9


def test_the_open_tool_counts_the_games_of_each_deal_from_both_seats(capsys):
    from tests.piquet.test_sparring import tool
    assert tool("gin_open").main(["--against", "simple", "--games", "1", "--seed", "3", "--open"]) == 0
    assert "of 2 games" in capsys.readouterr().out


def test_the_open_tool_started_with_ctrl_c_ignored_is_still_cut_short_by_it(capsys, monkeypatch):
    import os
    import signal
    from tests.piquet.test_sparring import tool
    module = tool("gin_open")
    calls = []

    def one_game(seed, against, seat, sees):
        calls.append(seed)
        if len(calls) == 3:
            os.kill(os.getpid(), signal.SIGINT)       # as Ctrl-C in the third game
        return 1.0

    monkeypatch.setattr(module, "one_game", one_game)
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)   # as in a job run in the background
    try:
        assert module.main(["--against", "simple", "--games", "3"]) == 0
    finally:
        signal.signal(signal.SIGINT, previous)
    captured = capsys.readouterr()
    assert "stopped after 1 deals of 3" in captured.err and "won 2 of 2 games" in captured.out

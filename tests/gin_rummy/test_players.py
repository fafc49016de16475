import json
import random
from dataclasses import replace

import pytest

from games.cards import Card
from games.gin_rummy import GAME
from games.gin_rummy.computer import EARLIER, ComputerPlayer, Style, potential
from games.gin_rummy.game import GinGame
from games.gin_rummy.knowledge import read
from games.gin_rummy.moves import Discard, Pass, Take
from games.gin_rummy.players import RandomPlayer, SimplePlayer
from tests.gin_rummy.helpers import make_hand, play

match_main = GAME.commands["match"]

SEAT1 = "C2 C3 C5 HQ H3 D9 DT SJ SQ HK"


class TakesNothing:
    """A user's player, loaded as module:attribute by the match command."""

    def choose(self, view, rng):
        return next(m for m in view.legal_moves if not isinstance(m, Take))


def test_simple_takes_the_up_card_only_to_complete_a_set():
    h = make_hand("SA S2 H7 H8 D5 D6 D7 CK CQ HJ", SEAT1, "S3")
    assert SimplePlayer().choose(h.view(0), random.Random()) == Take()
    h = make_hand("SA S2 H7 H8 D5 D6 D7 CK CQ HJ", SEAT1, "S4")
    assert SimplePlayer().choose(h.view(0), random.Random()) == Pass()


def test_simple_throws_its_highest_unmatched_card_and_knocks_when_it_can():
    h = make_hand("SA S2 S3 H7 H8 H9 D5 D6 D7 C9", SEAT1, "C4", "CK")
    play(h, "pass", "pass", "draw")
    assert SimplePlayer().choose(h.view(0), random.Random()) == Discard(Card.parse("CK"), knock=True)
    h = make_hand("SA S2 H7 H8 H9 D5 D6 D7 C9 CQ", SEAT1, "C4", "DK")
    play(h, "pass", "pass", "draw")
    assert SimplePlayer().choose(h.view(0), random.Random()) == Discard(Card.parse("DK"))


def test_players_always_answer_with_a_legal_move():
    rng = random.Random(1)
    players = [ComputerPlayer(), SimplePlayer(), RandomPlayer()]
    for seed in range(6):
        g = GinGame(random.Random(seed))
        seats = [players[seed % 3], players[(seed + 1) % 3]]
        for _ in range(300):
            if g.is_terminal():
                break
            seat = g.current_player()
            move = seats[seat].choose(g.view(seat), rng)
            assert move in g.legal_moves()
            g.apply(move)


def test_computer_takes_a_card_that_makes_a_set_and_keeps_a_pair_over_a_lone_card():
    h = make_hand("SA S2 H7 H8 D5 D6 D7 CK CQ HJ", SEAT1, "S3")
    assert ComputerPlayer().choose(h.view(0), random.Random()) == Take()
    h = make_hand("S8 S9 H5 H6 H7 D2 D3 D4 CK HA", SEAT1, "C4", "DQ")
    play(h, "pass", "pass", "draw")
    # CK and DQ are equally high; the computer keeps neither over the S8 S9 pair
    assert ComputerPlayer().choose(h.view(0), random.Random()).card in (Card.parse("CK"), Card.parse("DQ"))


def test_cards_next_to_what_the_opponent_took_are_dangerous():
    h = make_hand("S4 S5 S6 C7 C8 C9 DA D2 HJ SK", SEAT1, "H9", "DK H4")
    play(h, "pass", "take", "discard C2", "draw", "discard DK")    # the dealer took H9
    know = read(h.view(0))
    assert know.known == 1 << Card.parse("H9").index
    assert know.danger(Card.parse("HT").index) > 2 * know.danger(Card.parse("SK").index)


def test_potential_rewards_cards_that_can_still_come():
    h = make_hand("S8 S9 H5 H6 H7 D2 D3 D4 CK HA", SEAT1, "C4")
    know = read(h.view(0))
    from tests.gin_rummy.helpers import m
    pair = potential(m("S8 S9 H5 H6 H7 D2 D3 D4 HA C7"), know)
    split = potential(m("S8 CK H5 H6 H7 D2 D3 D4 HA C7"), know)
    assert pair < split


def test_match_command_reports_json_and_loads_a_users_player(capsys):
    assert match_main(["--player", "simple", "--player", "tests.gin_rummy.test_players:TakesNothing",
                       "--games", "2", "--seed", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 2
    names = [p["name"] for p in report["players"]]
    assert names == ["simple", "TakesNothing"]
    assert sum(p["wins"] for p in report["players"]) == 2


def test_match_command_table_and_bad_arguments(capsys):
    assert GAME.commands["match"](["--player", "computer", "--player", "random", "--games", "1"]) == 0
    out = capsys.readouterr().out
    assert "computer: won" in out and "gins" in out
    with pytest.raises(SystemExit) as stop:
        match_main(["--player", "nobody:here", "--player", "simple"])
    assert stop.value.code == 2
    with pytest.raises(SystemExit):
        match_main(["--games", "0"])


class NeverTakes:
    """The manual's example player."""
    def choose(self, view, rng):
        from games.gin_rummy.players import refuse
        move = SimplePlayer().choose(view, rng)
        return refuse(view) if move == Take() else move


def test_the_manuals_example_player_plays_legally(capsys):
    assert match_main(["--player", "tests.gin_rummy.test_players:NeverTakes", "--player", "simple",
                       "--games", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["players"][0]["name"] == "NeverTakes"


def test_the_manuals_best_melds_example():
    from games.gin_rummy.melds import best_melds
    a = best_melds(["S6", "C6", "D6", "D7", "D8"])
    assert ([[str(c) for c in s] for s in a.sets], [str(c) for c in a.unmatched], a.value) == \
        ([["D6", "D7", "D8"]], ["S6", "C6"], 12)
    assert str(best_melds(["SA", "S2", "S3", "H7"])) == "SA S2 S3 | H7 = 7"


def test_the_computer_looks_a_draw_further_at_its_best_discards():
    # Throwing DT keeps a pair of Jacks; throwing SJ keeps D9 DT, which with H9 gives
    # more ways to a set over the next two draws. Looking one card ahead alone misses
    # that and throws the ten.
    h = make_hand("H5 H6 H7 S3 S6 H9 D9 DT SJ CJ", "SQ DQ C5 C6 H4 HT ST DJ S2 DA", "CA", dealer=0)
    play(h, "pass", "take")
    assert ComputerPlayer().choose(h.view(0), random.Random()) == Discard(Card.parse("SJ"))
    assert ComputerPlayer(Style(shortlist=1)).choose(h.view(0), random.Random()) == Discard(Card.parse("DT"))


SEAT0_LATE = "SK DQ CQ H4 H6 C2 C3 D8 S7 HA"
SEAT1_LATE = "CT CJ SA S2 H3 S4 D6 C7 DT SJ"


def test_the_longer_the_opponent_plays_the_more_the_computer_sheds_points():
    h = make_hand(SEAT0_LATE, SEAT1_LATE, "HQ", "C9 D2 DK H5", dealer=0)
    play(h, "pass", "take", "discard SK", "draw", "discard SJ", "draw", "discard DQ",
         "draw", "discard DK", "draw", "discard CQ", "take")
    view = h.view(1)
    assert view.hand and Card.parse("CQ") in view.hand
    computer = ComputerPlayer()
    assert computer._threat(view) > 0
    # with the opponent four turns in, the ten goes; heedless of that, it keeps the ten
    # (a set with the clubs' ten) and throws the six (as the earlier computer weighed
    # the danger of feeding his sets)
    assert computer.choose(view, random.Random()) == Discard(Card.parse("DT"))
    heedless = ComputerPlayer(replace(EARLIER, threat_cap=0.0))
    assert heedless.choose(view, random.Random()) == Discard(Card.parse("D6"))


def test_the_threat_grows_with_the_opponents_turns():
    computer = ComputerPlayer()
    h = make_hand(SEAT0_LATE, SEAT1_LATE, "HQ", "C9 D2 DK H5", dealer=0)
    play(h, "pass", "take", "discard SK")
    early = computer._threat(h.view(1))
    play(h, "draw", "discard SJ", "draw", "discard DQ", "draw", "discard DK", "draw", "discard CQ")
    assert early == 0 < computer._threat(h.view(1))


class Watcher(SimplePlayer):
    """Keeps what it is told: the other's moves as it may see them, and each hand's end."""
    told: list = []

    def start(self, start):
        self.seat = start.seat

    def observe(self, event):
        Watcher.told.append((self.seat, event))


def test_a_player_is_told_the_others_moves_and_how_each_hand_ended(capsys):
    import importlib
    from games.gin_rummy.view import Event, GinView
    watcher = importlib.import_module("tests.gin_rummy.test_players").Watcher
    watcher.told = []
    assert match_main(["--player", "tests.gin_rummy.test_players:Watcher", "--player", "simple",
                       "--games", "2", "--seed", "3", "--json"]) == 0
    events = [(seat, e) for seat, e in watcher.told if isinstance(e, Event)]
    ends = [(seat, e) for seat, e in watcher.told if isinstance(e, GinView)]
    theirs = [e for seat, e in events if e.seat != seat]
    assert {e.action for e in theirs} >= {"draw", "discard"}
    assert all(e.card is None for e in theirs if e.action == "draw")
    assert any(e.card is not None for seat, e in events if e.seat == seat and e.action == "draw")
    assert ends and all(v.phase == "over" and v.result is not None and len(v.opponent_hand) >= 10
                        for _, v in ends)

"""The built-in players: the simple baseline does what it says, the computer keeps to its view."""
import random

from games.cards import cards
from games.piquet.match import main as match_main
from games.piquet.moves import Discard, Play
from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.knowledge import deals, knowledge
from games.piquet.players.simple import SimplePlayer

from tests.piquet.helpers import deal, ready, say
from games.piquet.hand import Hand


def test_simple_puts_out_its_lowest_cards_as_many_as_it_may():
    h = Hand(deal("SA SK S7 H8 H9 HA D7 DT DJ CQ CK C8", "SQ SJ ST S9 S8 HK HQ HJ HT H7 DA DK"), 0)
    move = SimplePlayer().choose(h.view(0), random.Random(1))
    assert move == Discard(tuple(cards("S7 D7 H8 C8 H9")))
    h.apply(move)
    move = SimplePlayer().choose(h.view(1), random.Random(1))
    assert len(move.cards) == 3 and set(move.cards) == set(cards("S8 H7 S9"))


def test_simple_leads_high_and_follows_high_or_throws_low():
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    while h.phase != "play":
        h.apply(h.legal_moves()[0])
    simple = SimplePlayer()
    assert simple.choose(h.view(0), random.Random(1)).card.rank == "A"
    say(h, "play H7")
    assert simple.choose(h.view(1), random.Random(1)) == Play(cards("HK")[0])
    say(h, "play H8", "play HK", "play HA")
    say(h, "play SA")
    assert simple.choose(h.view(1), random.Random(1)).card.rank == "8"


def test_guesses_keep_to_what_the_computer_knows():
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    while h.phase != "play":
        h.apply(h.legal_moves()[0])
    say(h, "play SA", "play H8")                    # Younger shows he has no spade
    view = h.view(0)
    k = knowledge(view)
    assert "S" in k.voids
    for guess in deals(view, k, random.Random(3), 20):
        assert len(guess) == len(h.held[1])
        assert not set(guess) & set(view.hand)
        assert all(c.suit != "S" for c in guess)
        assert set(view.shown) - set(view.played_cards()) <= set(guess)


def test_the_computer_answers_only_with_legal_moves_from_its_view():
    rng = random.Random(2)
    players = [ComputerPlayer(), SimplePlayer()]
    pack = deal("", "")
    random.Random(9).shuffle(pack)
    h = Hand(pack, elder=1)
    while not h.is_terminal():
        seat = h.current_player()
        view = h.view(seat)
        move = players[seat].choose(view, rng)
        assert move in view.legal_moves
        h.apply(move)


def test_match_command_prints_the_table(capsys):
    assert match_main(["--player", "simple", "--player", "random", "--games", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "simple: won" in out and "repiques" in out


def test_match_command_json(capsys):
    import json
    assert match_main(["--player", "simple", "--player", "random", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "piquet" and data["games"] == 2 and sum(p["wins"] for p in data["players"]) == 2
    assert all(p["figures"]["score"] > 0 for p in data["players"])


def test_match_command_refuses_bad_players(capsys):
    import pytest
    with pytest.raises(SystemExit) as exc:
        match_main(["--player", "simple", "--player", "nowhere:Nobody"])
    assert exc.value.code == 2

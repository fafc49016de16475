"""The built-in players: the simple baseline does what it says, the computer keeps to its view."""
import random

from games.cards import cards
from games.piquet import GAME
from games.piquet.moves import Discard, Play
from games.piquet.players.computer import ComputerPlayer
from games.piquet.players.knowledge import deals, knowledge
from games.piquet.players.simple import SimplePlayer

from tests.piquet.helpers import deal, ready, say
from games.piquet.hand import Hand

match_main = GAME.commands["match"]


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


def test_the_view_names_the_category_being_declared():
    h = ready("SA SK SQ SJ ST S9 S8 H7 D7 C7 HA DA", "HK HQ HJ HT H9 H8 DK DQ DJ DT D9 D8")
    seen = []
    while h.phase != "play":
        view = h.view(h.current_player())
        seen.append((view.phase, view.category))
        h.apply(view.legal_moves[0])
    assert seen[0] == ("call", "point")
    assert ("call", "sequence") in seen and ("call", "set") in seen and ("answer", "set") in seen
    assert seen[-1] == ("claim", None) and h.view(0).category is None


def test_the_exchange_takes_a_discard_built_in_any_order_without_listing_the_choices():
    from games.piquet.moves import DiscardChoices
    h = Hand(deal("SA SK S7 H8 H9 HA D7 DT DJ CQ CK C8", "SQ SJ ST S9 S8 HK HQ HJ HT H7 DA DK"), 0)
    view = h.view(0)
    assert isinstance(view.legal_moves, DiscardChoices) and "_listed" not in vars(view.legal_moves)
    assert (view.legal_moves.fewest, view.legal_moves.most, len(view.legal_moves)) == (1, 5, 1585)
    built = Discard(tuple(cards("C8 S7 H8")))               # named in no particular order
    assert built in view.legal_moves and built == Discard(tuple(cards("S7 H8 C8")))
    assert "_listed" not in vars(view.legal_moves)           # checked, not looked up in a list
    h.apply(built)
    younger = h.view(1).legal_moves
    assert (younger.fewest, younger.most) == (0, 5) and Discard(tuple(cards("ST SQ"))) in younger


class BuildsDiscard:
    """Builds its exchange from its hand (highest cards last, so never in sorted order)."""
    def choose(self, view, rng):
        if view.phase == "exchange":
            return Discard(tuple(reversed(view.hand))[:view.legal_moves.fewest or 1][::-1])
        return view.legal_moves[0]


class Watcher(BuildsDiscard):
    told: list = []

    def start(self, start):
        self.seat = start.seat

    def observe(self, event):
        Watcher.told.append((self.seat, event))


def test_a_player_is_told_only_the_count_of_the_others_discards_and_each_hands_result(capsys):
    import importlib
    from games.engine import Moved
    from games.piquet.view import Exchanged, HandResult
    watcher = importlib.import_module("tests.piquet.test_players").Watcher
    watcher.told = []
    assert match_main(["--player", "tests.piquet.test_players:Watcher", "--player", "simple",
                       "--games", "2", "--json"]) == 0
    moves = [(seat, e) for seat, e in watcher.told if isinstance(e, Moved)]
    theirs = [e.move for seat, e in moves if e.seat != seat]
    mine = [e.move for seat, e in moves if e.seat == seat]
    assert any(isinstance(m, Exchanged) for m in theirs) and not any(isinstance(m, Discard) for m in theirs)
    assert any(isinstance(m, Discard) for m in mine) and any(isinstance(m, Play) for m in theirs)
    results = [e for _, e in watcher.told if isinstance(e, HandResult)]
    assert len(results) == 12                               # six hands in each of two parties


class First:
    """The manual's example player."""
    def choose(self, view, rng):
        if view.phase == "exchange":
            return Discard(view.hand[:view.legal_moves.fewest])
        return view.legal_moves[0]


def test_the_manuals_example_player_plays_whole_parties(capsys):
    import json
    assert match_main(["--player", "tests.piquet.test_players:First", "--player", "random",
                       "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["players"][0]["name"] == "First"

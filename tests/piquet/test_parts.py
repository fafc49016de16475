"""Measuring a Piquet player part by part: ``mixed``, the whole-hands tool, and the
computer's guesses at the other hand."""
import random

import pytest

from games.cards import shuffled_deck
from games.piquet.hand import Hand
from games.piquet.moves import Discard, Play
from games.piquet.players import BUILTINS
from games.piquet.players.knowledge import guess_hand, knowledge
from games.piquet.players.mixed import MixedPlayer
from games.piquet.players.rulebased import RuleBasedPlayer
from games.piquet.players.simple import SimplePlayer
from games.piquet.rules import PACK_RANKS
from games.plugins import PluginError, load_object

from tests.piquet.test_sparring import tool


def fresh(seed: int) -> Hand:
    return Hand(shuffled_deck(random.Random(seed), PACK_RANKS), elder=0)


def test_mixed_exchanges_as_one_player_and_plays_as_the_other():
    mixed = MixedPlayer(exchange="rulebased", play="simple")
    h = fresh(11)
    view = h.view(0)
    assert mixed.choose(view, random.Random(1)) == RuleBasedPlayer().choose(view, random.Random(1))
    while h.phase != "play":
        h.apply(SimplePlayer().choose(h.view(h.current_player()), random.Random(2)))
    view = h.view(h.current_player())
    move = mixed.choose(view, random.Random(3))
    assert isinstance(move, Play) and move == SimplePlayer().choose(view, random.Random(3))


def test_mixed_is_a_builtin_that_names_a_wrong_part():
    player = load_object("mixed(exchange='computer', play='rulebased')", BUILTINS)
    assert isinstance(player, MixedPlayer)
    with pytest.raises(PluginError, match="'cleverest' is not a built-in player"):
        load_object("mixed(play='cleverest')", BUILTINS)


def test_guesses_at_his_hand_favour_high_cards():
    # after both exchanges nothing of Younger's hand is known to Elder: his unseen Aces
    # turn up in the guesses more often than his unseen Sevens
    h = fresh(5)
    while h.phase != "call":
        h.apply(SimplePlayer().choose(h.view(h.current_player()), random.Random(0)))
    k = knowledge(h.view(0))
    assert not k.opponent_known
    rng = random.Random(7)
    counts = {"A": 0, "7": 0}
    for _ in range(400):
        guess = guess_hand(k, rng)
        assert len(guess) == 12 and set(guess) <= set(k.pool)
        for c in guess:
            if c.rank in counts:
                counts[c.rank] += 1
    aces = sum(1 for c in k.pool if c.rank == "A")
    sevens = sum(1 for c in k.pool if c.rank == "7")
    assert counts["A"] / max(aces, 1) > 1.5 * counts["7"] / max(sevens, 1)


def test_the_hands_tool_finds_no_margin_between_a_player_and_itself(capsys):
    assert tool("piquet_hands").main(["--player", "simple", "--against", "simple", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "per deal, both seatings: +0.00" in out and "as Elder" in out


def test_the_open_exchange_is_a_legal_discard_that_scores_the_cards_it_saw():
    module = tool("piquet_hands")
    for seed in range(3):
        h = fresh(seed)
        move = module.open_discard(h, 0)
        assert isinstance(move, Discard) and 1 <= len(move.cards) <= 5
        h.apply(move)
        h.apply(module.open_discard(h, 1))
        assert h.phase == "call"


def test_the_hands_tool_refuses_a_bad_player(capsys):
    assert tool("piquet_hands").main(["--player", "nobody", "--deals", "2"]) == 2
    assert "'nobody' is not a built-in" in capsys.readouterr().err


def test_whole_parties_between_a_player_and_itself_are_won_half_the_time(capsys):
    assert tool("piquet_hands").main(["--player", "simple", "--against", "simple", "--deals", "2",
                                      "--parties"]) == 0
    assert "won 2 of 4 parties (50.0%" in capsys.readouterr().out


def test_the_hands_tool_cut_short_keeps_the_deals_finished_from_both_seats(capsys):
    calls = []

    def work(job):
        if len(calls) == 3:
            raise KeyboardInterrupt
        calls.append(job)
        return job

    assert tool("piquet_hands").run(work, list(range(8)), 1, pairs=2) == [0, 1]
    assert "stopped after 2 of 8" in capsys.readouterr().err


def test_the_hands_tool_splits_each_seats_margin_into_declarations_and_play(capsys):
    assert tool("piquet_hands").main(["--player", "simple", "--against", "rulebased", "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "as Elder: declarations" in out and "as Younger: declarations" in out

"""The sparring partner ``sampler``: its exchange and play on constructed hands, and legal
play in a match."""
import random

import pytest

from games.cards import cards
from games.piquet import GAME
from games.piquet.hand import Hand
from games.piquet.moves import Play
from games.piquet.players import BUILTINS
from games.piquet.players.rulebased import RuleBasedPlayer
from games.piquet.players.sampler import SamplerPlayer, play_worth
from games.piquet.players.solver import mask_of
from games.plugins import load_object

from tests.piquet.helpers import deal, ready, say

match_main = GAME.commands["match"]

STRONG = "SA SK SQ SJ ST S9 S8 HA DA CA H7 D8"
OTHERS = "S7 HK HQ HJ HT H9 H8 DK DQ DJ DT D9"


def test_sampler_is_a_builtin():
    assert type(load_object("sampler", BUILTINS)) is SamplerPlayer


def test_sampler_keeps_its_septieme_and_aces():
    h = Hand(deal(STRONG, OTHERS), 0)
    move = SamplerPlayer().choose(h.view(0), random.Random(1))
    assert set(move.cards) <= set(cards("H7 D8")) and move in h.view(0).legal_moves


def test_a_guarded_king_and_a_long_suit_count_for_the_play():
    # Ace 3, guarded King 2, Queen with two others 1, and the fifth card of the suit 1.5
    assert play_worth(mask_of(cards("SA SK SQ S8 S7"))) == 3 + 2 + 1 + 1.5
    assert play_worth(mask_of(cards("HK"))) == 1                       # a bare King
    assert play_worth(mask_of(cards("HK H7"))) == 2


def test_sampler_throws_a_small_card_rather_than_unguard_its_king():
    # Younger cannot follow to spades; rulebased throws its lowest card, the seven
    # guarding the King of hearts; sampler throws an eight from its shorter suit
    h = ready("SA SK SQ SJ ST S9 S8 S7 DA DK DQ DJ", "HK H7 CA CK CQ CJ CT C9 C8 DT D9 D8")
    while h.phase != "play":
        h.apply(h.legal_moves()[0])
    say(h, "play SA")
    assert RuleBasedPlayer().choose(h.view(1), random.Random(1)) == Play(cards("H7")[0])
    assert SamplerPlayer().choose(h.view(1), random.Random(1)) == Play(cards("D8")[0])


def test_sampler_refuses_a_bad_number_of_samples():
    with pytest.raises(ValueError, match="samples"):
        SamplerPlayer(samples=0)


def test_sampler_plays_only_legal_moves_in_a_match(capsys):
    assert match_main(["--player", "sampler", "--player", "rulebased", "--games", "2", "--seed", "5",
                       "--jobs", "1"]) == 0
    assert "sampler: won" in capsys.readouterr().out

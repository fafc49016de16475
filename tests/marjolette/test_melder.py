"""The sparring partner ``melder``: its rules on constructed hands, and legal play in a match."""
import random

from games.marjolette import GAME
from games.marjolette.players import BUILTINS
from games.marjolette.players.melder import MelderPlayer
from games.marjolette.players.steady import SteadyPlayer
from games.plugins import load_object
from tests.marjolette.helpers import hand, play

match_main = GAME.commands["match"]


def choice(player, h):
    return str(player.choose(h.view(h.current_player()), random.Random(1)))


def test_melder_is_a_builtin():
    assert type(load_object("melder", BUILTINS)) is MelderPlayer


def test_melder_trumps_a_plain_lead_when_it_has_a_meld_to_declare():
    h = hand("C9 C8 D9 DT DA CA", "S9 H8 D8 H9 SK SQ", "HJ")        # Hearts trumps
    play(h, "C9")
    assert choice(MelderPlayer(), h) == "play H8"


def test_melder_lets_a_plain_trick_go_when_it_has_nothing_to_declare():
    h = hand("S8 C9 D9 DT DA CA", "S9 C7 D8 H9 SJ DK", "HJ")
    play(h, "S8")
    assert choice(MelderPlayer(), h) == "play C7"
    assert choice(SteadyPlayer(), h) == "play S9"                  # steady wins it cheaply


def test_melder_banks_a_plain_ten_by_winning_with_it():
    h = hand("S8 C9 D9 DT DA CA", "ST C7 D8 H9 SJ DK", "HJ")
    play(h, "S8")
    assert choice(MelderPlayer(), h) == "play ST"


def test_melder_declares_its_best_meld_on_winning_a_trick():
    h = hand("S8 C9 D9 DT DA CA", "S9 SK SQ HK HQ D8", "HJ")
    play(h, "S8", "S9")
    assert choice(MelderPlayer(), h) == "meld KQH"                  # the trump marriage


def test_melder_plays_only_legal_moves_in_a_match(capsys):
    assert match_main(["--player", "melder", "--player", "computer", "--games", "4", "--seed", "3",
                       "--jobs", "1"]) == 0
    assert "melder: won" in capsys.readouterr().out

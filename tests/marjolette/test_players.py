"""The built-in Marjolette players: what each does in known positions, and that the
computer knows only what its view shows."""
import random
from dataclasses import replace

import pytest

from games.cards import cards
from games.marjolette.game import MarjoletteGame
from games.marjolette.moves import Declare, Pass, Play
from games.marjolette.players import BUILTINS
from games.marjolette.players.computer import ComputerPlayer
from games.marjolette.players.knowledge import knowledge
from games.marjolette.players.simple import RandomPlayer, SimplePlayer
from games.marjolette.players.solver import Position, Solver, card_id, declared_bits, mask_of
from games.marjolette.players.steady import SteadyPlayer
from games.plugins import load_object
from tests.marjolette.helpers import closed_hand, hand, play

RNG = random.Random(0)


def choice(player, h, seat=None):
    seat = h.current_player() if seat is None else seat
    return str(player.choose(h.view(seat), random.Random(1)))


def test_builtins_load():
    for name in BUILTINS:
        assert hasattr(load_object(name, BUILTINS), "choose")


def test_simple_wins_with_its_lowest_winning_card_else_throws_its_lowest():
    h = hand("SQ C8 C9 D8 D9 DT", "SK SA H7 D7 C7 CA", "HJ")     # Hearts trumps
    play(h, "SQ")
    assert choice(SimplePlayer(), h) == "play SK"
    h = hand("SA C8 C9 D8 D9 DT", "SK ST H9 H7 C7 CA", "HJ")
    play(h, "SA")
    assert choice(SimplePlayer(), h) == "play H7"                 # only a trump wins: the lowest
    h = hand("HA C8 C9 D8 D9 DT", "SK ST H9 DK C7 CA", "HJ")
    play(h, "HA")
    assert choice(SimplePlayer(), h) == "play C7"                 # nothing wins: its lowest card
    h = hand("HA C7 C9 D8 D9 DT", "SK ST H9 D7 C8 CA", "HJ")
    assert choice(SimplePlayer(), h) == "play C7"                 # it leads its lowest


def test_simple_melds_whenever_it_can_its_best_meld():
    h = hand("SK SQ HK HQ C7 C8", "S7 S8 S9 D7 D8 D9", "HA")
    play(h, "C7", "D7")
    assert choice(SimplePlayer(), h) == "meld KQH"
    h = hand("H7 C9 C8 D9 DT DK", "S7 S8 S9 D7 D8 C7", "HA")
    play(h, "C8", "C7")
    assert choice(SimplePlayer(), h) == "dix"


def test_steady_keeps_its_brisques_and_meld_cards_and_takes_a_brisque_led():
    h = hand("SA SK SQ C7 DT D8", "S7 S8 S9 D7 C8 C9", "HJ")
    assert choice(SteadyPlayer(), h) == "play C7"
    h = hand("DT S7 C8 C9 D8 S9", "DA SK H8 HA D7 C7", "HJ")
    play(h, "DT")
    assert choice(SteadyPlayer(), h) == "play DA"


def test_random_plays_a_legal_move():
    h = hand("SA SK SQ C7 DT D8", "S7 S8 S9 D7 C8 C9", "HJ")
    assert RandomPlayer().choose(h.view(0), random.Random(3)) in h.legal_moves()


def test_the_computer_deduces_the_other_hand_after_the_close_and_only_then():
    g = MarjoletteGame(random.Random(4))
    rng = random.Random(4)
    while not g.hand.closed:
        know = knowledge(g.view(0))
        assert not know.exact() or g.hand.stock == []
        assert set(know.unseen) == (set(g.hand.held[1]) - know.known) | set(g.hand.stock)
        g.apply(rng.choice(g.legal_moves()))
    for seat in (0, 1):
        assert knowledge(g.view(seat)).opponent() == frozenset(g.hand.held[1 - seat])


def test_the_computer_plays_the_close_exactly():
    h = closed_hand("SA ST SK HQ DJ C9", "S7 S9 HK HJ DA CT", trump="H", leader=0)
    view = h.view(0)
    move = ComputerPlayer().choose(view, random.Random(1))
    solver = Solver("H")
    values = solver.play_values(Position((mask_of(h.held[0]), mask_of(h.held[1])), 0))
    assert values[card_id(move.card)] == max(values.values())


def test_the_computer_declares_after_the_close_for_the_best_of_the_rest():
    h = closed_hand("SA HK HQ DK DQ C9", "S7 S9 HJ D7 C7 CT", trump="H", leader=0)
    play(h, "SA", "S7")
    assert h.phase == "declare"
    assert choice(ComputerPlayer(), h) == "meld KQH"      # trump marriage (40) before the other (20)


def test_the_computer_takes_a_ten_led_with_its_ace():
    h = hand("DT S7 C8 C9 D8 S9", "DA SK SQ H8 D7 C7", "HJ")
    play(h, "DT")
    assert choice(ComputerPlayer(), h) == "play DA"


def test_the_computer_declares_its_best_meld_before_the_close():
    h = hand("SK SQ HK HQ C7 C8", "S7 S8 S9 D7 D8 D9", "HA")
    play(h, "C7", "D7")
    assert choice(ComputerPlayer(), h) == "meld KQH"


def test_the_computers_choice_depends_only_on_its_view():
    # two deals that differ only in where the computer's unseen cards lie
    a = hand("SK SQ C7 C8 D8 DT", "S7 S8 S9 D7 D9 HA", "HJ", stock="CA CT")
    b = hand("SK SQ C7 C8 D8 DT", "S7 S8 S9 D7 D9 CA", "HJ", stock="HA CT")
    assert a.view(0) == b.view(0)
    for seed in range(3):
        pa = ComputerPlayer().choose(a.view(0), random.Random(seed))
        pb = ComputerPlayer().choose(b.view(0), random.Random(seed))
        assert pa == pb


@pytest.mark.parametrize("name", ["computer", "steady", "simple"])
def test_a_whole_game_of_legal_moves(name):
    player = load_object(name, BUILTINS)
    g = MarjoletteGame(random.Random(11))
    rng = random.Random(2)
    while not g.is_terminal():
        seat = g.current_player()
        view = g.view(seat)
        move = player.choose(view, rng) if seat == 0 else RandomPlayer().choose(view, rng)
        assert move in view.legal_moves
        g.apply(move)
